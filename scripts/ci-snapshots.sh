#!/bin/sh
# The snapshot steps of the CI workflows in docs/ci.md, kept here so every CI and the test that runs them
# locally (CIWorkflowTests) run the same commands.
#
#   scripts/ci-snapshots.sh shard I N -- SPEC... [OPTION...]   one shard's snapshots into $RESULTS/shard-I
#   scripts/ci-snapshots.sh merge                              every shard's bundle into one report
#
# Environment: TRELLIS (the trellis to run; default: trellis on PATH), RESULTS (the bundles' folder;
# default: snapshot-results), REPORT (the HTML report folder; default: snapshot-report), JUNIT (default:
# snapshot-report/junit.xml), REPORTER (default: github when GITHUB_ACTIONS is set, else none).
#
# A shard whose snapshots differ still exits 0 once its bundle is written: the merge decides, with every
# shard's results in hand, and fails the check. Any other failure (exit status above 1) stops the job.
# Only the merge reports to GitHub, so each changed view is annotated once.
set -eu

TRELLIS=${TRELLIS:-trellis}
RESULTS=${RESULTS:-snapshot-results}
REPORT=${REPORT:-snapshot-report}
JUNIT=${JUNIT:-$REPORT/junit.xml}
if [ -z "${REPORTER+set}" ]; then
  if [ -n "${GITHUB_ACTIONS:-}" ]; then REPORTER=github; else REPORTER=; fi
fi
reporter() { if [ -n "$REPORTER" ]; then echo "--reporter $REPORTER"; fi; }

command=${1:-}
case "$command" in
  shard)
    [ $# -ge 4 ] && [ "$4" = "--" ] || { echo "usage: $0 shard I N -- SPEC... [OPTION...]" >&2; exit 64; }
    index=$2 count=$3
    shift 4
    status=0
    "$TRELLIS" snapshot "$@" --shard "$index/$count" --results "$RESULTS/shard-$index" || status=$?
    if [ "$status" -gt 1 ]; then exit "$status"; fi
    [ -f "$RESULTS/shard-$index/bundle.json" ] || { echo "shard $index/$count wrote no result bundle" >&2; exit 1; }
    ;;
  merge)
    mkdir -p "$REPORT" "$(dirname "$JUNIT")"
    # shellcheck disable=SC2046 # the reporter option is none or two words on purpose
    exec "$TRELLIS" snapshot merge "$RESULTS"/*/ --report "$REPORT" --junit "$JUNIT" $(reporter)
    ;;
  *)
    echo "usage: $0 shard I N -- SPEC... [OPTION...] | $0 merge" >&2
    exit 64
    ;;
esac
