import TrellisLayout
import TrellisReport

/// The findings as a SARIF 2.1.0 log, as code-scanning services read it: one run, the rules in the tool's
/// driver with their summaries, fixes and default levels, one result per finding with its physical
/// location, the environments where it occurs as a property, and the finding's key as a partial
/// fingerprint so a service tracks it across runs when lines move.
public enum CheckSARIFReport {
    /// The schema the log names (OASIS's, errata 01).
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public static func render(
        _ report: CheckReport, environments: CheckEnvironments, rules: [any CheckRule] = CheckRules.all,
        toolVersion: String
    ) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let descriptors: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("help", .object([("text", .string(rule.fix))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ])
        }
        let results: [JSONValue] = report.findings.map { finding in
            var fields: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
            if let index = ruleIndex[finding.rule] { fields.append(("ruleIndex", .number(Double(index)))) }
            var region: [(String, JSONValue)] = []
            if let location = finding.location {
                region = [
                    ("startLine", .number(Double(location.line))), ("startColumn", .number(Double(location.column))),
                ]
            }
            var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(finding.file)))]))]
            if !region.isEmpty { physical.append(("region", .object(region))) }
            fields += [
                ("level", .string(level(finding.severity))),
                ("message", .object([("text", .string("\(finding.message) (\(finding.occurrence))"))])),
                ("locations", .array([.object([("physicalLocation", .object(physical))])])),
                ("partialFingerprints", .object([("trellisCheckKey/v1", .string("\(finding.rule)|\(finding.key)"))])),
                (
                    "properties",
                    .object([
                        ("views", .array(finding.views.map(JSONValue.string))),
                        ("occurrence", .string(finding.occurrence)),
                        (
                            "environments",
                            .array(finding.environments.map { .string(environments.environment($0).caption) })
                        ),
                    ])
                ),
            ]
            return .object(fields)
        }
        let driver: JSONValue = .object([
            ("name", .string("trellis check")),
            ("version", .string(toolVersion)),
            ("rules", .array(descriptors)),
        ])
        return JSONValue.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])),
                        (
                            "artifacts",
                            .array(report.files.map { .object([("location", .object([("uri", .string(uri($0)))]))]) })
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).serialized()
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A path as a URI reference: relative paths stay relative (code scanning resolves them against the
    /// repository), absolute ones become `file://` URIs; characters outside RFC 3986's unreserved set and
    /// `/` are percent-encoded.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out += "%"
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        return out
    }
}
