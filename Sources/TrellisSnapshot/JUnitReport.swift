import TrellisReport

/// A JUnit XML report of snapshot outcomes, as CI systems read it: one `testcase` per snapshot, a `failure`
/// for a mismatch or a missing reference, an `error` for a spec that couldn't be laid out. No timings, so
/// the same outcomes give the same bytes.
public enum JUnitReport {
    public static func render(_ outcomes: [SnapshotOutcome], suiteName: String = "trellis snapshot") -> String {
        let summary = SnapshotSummary(outcomes)
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out +=
            "<testsuites name=\"\(XMLText.escape(suiteName))\" tests=\"\(summary.total)\" "
            + "failures=\"\(summary.failed + summary.recorded)\" errors=\"\(summary.errors)\">\n"
        out +=
            "  <testsuite name=\"\(XMLText.escape(suiteName))\" tests=\"\(summary.total)\" "
            + "failures=\"\(summary.failed + summary.recorded)\" errors=\"\(summary.errors)\" skipped=\"0\">\n"
        for outcome in outcomes {
            let open = "    <testcase classname=\"snapshot\" name=\"\(XMLText.escape(outcome.name))\""
            let body =
                outcome.messages.joined(separator: "\n")
                + (outcome.rerecordCommand.map { "\nre-record: \($0)" } ?? "")
            switch outcome.status {
            case .passed:
                out += open + "/>\n"
            case .failed, .recorded:
                let first =
                    outcome.status == .recorded
                    ? "reference recorded; re-run to verify"
                    : outcome.messages.first ?? "snapshot differs"
                out +=
                    open + ">\n      <failure message=\"\(XMLText.escape(first))\" type=\"\(outcome.status.rawValue)\">"
                    + XMLText.escape(body) + "</failure>\n    </testcase>\n"
            case .error:
                out +=
                    open + ">\n      <error message=\"\(XMLText.escape(outcome.messages.first ?? "error"))\">"
                    + XMLText.escape(body) + "</error>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
