#!/bin/sh
# docs/snapshots.md, "On the command line": verify the example spec against its references in
# __snapshots__/ next to it, with an HTML report and a JUnit file for CI. Exit status 0 when it matches.
set -eu
TRELLIS=${TRELLIS:-trellis}
SPECS=${SPECS:-Tests/TrellisTestingTests/Specs}
REPORT=${REPORT:-.build/snapshot-report}

"$TRELLIS" snapshot "$SPECS/card.yaml" --record never --report "$REPORT" --junit "$REPORT/junit.xml"
