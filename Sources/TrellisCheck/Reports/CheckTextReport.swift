import TrellisLayout

/// The readable report: one finding per entry, `file:line:col: severity: message [rule]` as compilers
/// write, then where it occurs and the environment its figures are from; a count at the end.
public enum CheckTextReport {
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        for finding in report.findings {
            let place = finding.location.map { "\($0): " } ?? "\(finding.file): "
            out += "\(place)\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
            out += "    \(finding.occurrence)"
            if finding.environments.count > 1 || report.environmentCount > 1 {
                out += " (as in \(finding.example))"
            }
            out += "\n"
        }
        out += summaryLine(report) + "\n"
        return out
    }

    /// `2 errors, 1 warning in 3 specs across 48 environments`.
    public static func summaryLine(_ report: CheckReport) -> String {
        let specs = "\(report.files.count) spec\(report.files.count == 1 ? "" : "s")"
        let environments = "\(report.environmentCount) environment\(report.environmentCount == 1 ? "" : "s")"
        var counts: [String] = []
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            let n = report.count(severity)
            if n > 0 { counts.append("\(n) \(severity.rawValue)\(n == 1 ? "" : "s")") }
        }
        return (counts.isEmpty ? "no findings" : counts.joined(separator: ", ")) + " in \(specs) across \(environments)"
    }
}
