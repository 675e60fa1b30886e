import TrellisReport

/// A JUnit XML report of snapshot outcomes, as CI systems read it: one `testcase` per snapshot, a `failure`
/// for a mismatch or a missing reference, an `error` for a spec that couldn't be laid out. No timings, so
/// the same outcomes give the same bytes.
public enum JUnitReport {
    public static func render(_ outcomes: [SnapshotOutcome], suiteName: String = "trellis snapshot") -> String {
        let summary = SnapshotSummary(outcomes)
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out +=
            "<testsuites name=\"\(XMLText.escapeAttribute(suiteName))\" tests=\"\(summary.total)\" "
            + "failures=\"\(summary.failed + summary.recorded)\" errors=\"\(summary.errors)\">\n"
        out +=
            "  <testsuite name=\"\(XMLText.escapeAttribute(suiteName))\" tests=\"\(summary.total)\" "
            + "failures=\"\(summary.failed + summary.recorded)\" errors=\"\(summary.errors)\" skipped=\"0\">\n"
        for outcome in outcomes {
            let open = "    <testcase classname=\"snapshot\" name=\"\(XMLText.escapeAttribute(outcome.name))\""
            let body =
                outcome.messages.joined(separator: "\n")
                + (outcome.rerecordCommand.map { "\nre-record: \($0)" } ?? "")
            // Noted where CI shows it: the test's own output.
            let note =
                XMLText.hasForbidden(outcome.name + body)
                ? "\n      <system-err>\(replacementNote)</system-err>" : ""
            switch outcome.status {
            case .passed:
                out += note.isEmpty ? open + "/>\n" : open + ">" + note + "\n    </testcase>\n"
            case .failed, .recorded:
                let first =
                    outcome.status == .recorded
                    ? "reference recorded; re-run to verify"
                    : outcome.messages.first ?? "snapshot differs"
                out +=
                    open + ">\n      <failure message=\"\(XMLText.escapeAttribute(first))\" "
                    + "type=\"\(outcome.status.rawValue)\">" + XMLText.escape(body) + "</failure>" + note
                    + "\n    </testcase>\n"
            case .error:
                out +=
                    open + ">\n      <error message=\"\(XMLText.escapeAttribute(outcome.messages.first ?? "error"))\">"
                    + XMLText.escape(body) + "</error>" + note + "\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// What a test's output says when its name or messages held characters XML 1.0 can't carry.
    static let replacementNote =
        "the name or messages held characters XML 1.0 forbids (control characters, U+FFFE, U+FFFF); "
        + "they are written as \\u{…} escapes"
}
