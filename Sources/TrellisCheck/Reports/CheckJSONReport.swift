import TrellisLayout
import TrellisReport

/// The findings as stable JSON: keys in a fixed order, findings in the report's order.
public enum CheckJSONReport {
    public static func render(_ report: CheckReport, environments: CheckEnvironments) -> String {
        let findings: [JSONValue] = report.findings.map { finding in
            var fields: [(String, JSONValue)] = [
                ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)), ("file", .string(finding.file)),
            ]
            if let location = finding.location {
                fields += [("line", .number(Double(location.line))), ("column", .number(Double(location.column)))]
            }
            fields += [
                ("views", .array(finding.views.map(JSONValue.string))),
                ("occurrence", .string(finding.occurrence)),
                ("example", .string(finding.example)),
                (
                    "environments",
                    .array(finding.environments.map { .string(environments.environment($0).caption) })
                ),
                ("key", .string(finding.key)),
            ]
            return .object(fields)
        }
        return JSONValue.object([
            ("files", .array(report.files.map(JSONValue.string))),
            ("environments", .number(Double(report.environmentCount))),
            (
                "counts",
                .object([
                    ("error", .number(Double(report.count(.error)))),
                    ("warning", .number(Double(report.count(.warning)))),
                    ("note", .number(Double(report.count(.note)))),
                ])
            ),
            ("findings", .array(findings)),
        ]).serialized()
    }
}
