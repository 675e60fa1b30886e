import TrellisLayout
import TrellisReport

/// The findings as JUnit XML, as CI systems read it: a test suite per spec, a test case per rule, failing
/// with the rule's findings at the severities that fail the check (errors; warnings too when `strict`);
/// findings below that are listed in the case's `system-out`. No timings: the same findings give the same
/// bytes.
public enum CheckJUnitReport {
    public static func render(_ report: CheckReport, rules: [any CheckRule] = CheckRules.all, strict: Bool) -> String {
        func failing(_ finding: CheckFinding) -> Bool {
            finding.severity == .error || (strict && finding.severity == .warning)
        }
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for file in report.files {
            let findings = report.findings.filter { $0.file == file }
            var cases = ""
            var failures = 0
            for rule in rules {
                let mine = findings.filter { $0.rule == rule.id }
                let failed = mine.filter(failing)
                let open =
                    "    <testcase classname=\"\(XMLText.escapeAttribute(file))\" name=\"\(XMLText.escapeAttribute(rule.id))\""
                if mine.isEmpty {
                    cases += open + "/>\n"
                    continue
                }
                cases += open + ">\n"
                if !failed.isEmpty {
                    failures += 1
                    let message = "\(failed.count) finding\(failed.count == 1 ? "" : "s"): \(failed[0].message)"
                    cases +=
                        "      <failure message=\"\(XMLText.escapeAttribute(message))\" type=\"\(failed[0].severity.rawValue)\">"
                        + XMLText.escape(failed.map(line).joined(separator: "\n")) + "</failure>\n"
                }
                let others = mine.filter { !failing($0) }
                if !others.isEmpty {
                    cases +=
                        "      <system-out>" + XMLText.escape(others.map(line).joined(separator: "\n"))
                        + "</system-out>\n"
                }
                cases += "    </testcase>\n"
            }
            totalTests += rules.count
            totalFailures += failures
            suites +=
                "  <testsuite name=\"\(XMLText.escapeAttribute(file))\" tests=\"\(rules.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
                + cases + "  </testsuite>\n"
        }
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + "<testsuites name=\"trellis check\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    /// `file:line:col: warning: message (where)`.
    private static func line(_ finding: CheckFinding) -> String {
        let place = finding.location.map { "\($0)" } ?? finding.file
        return "\(place): \(finding.severity.rawValue): \(finding.message) (\(finding.occurrence))"
    }
}
