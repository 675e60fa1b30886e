import TrellisLayout
import TrellisReport
import TrellisSpec

/// The findings a project accepts for now (`--baseline FILE`), so CI fails only on new ones: each entry
/// is a spec (as named on the command line), a rule and the finding's key — view names and constraint
/// texts, never line numbers, so an entry still matches when lines move. An entry absorbs one finding;
/// a second finding with the same key is new.
public struct CheckBaseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var key: String
        /// The finding's message when it was recorded, for people reading the file.
        public var message: String

        public init(file: String, rule: String, key: String, message: String) {
            self.file = file
            self.rule = rule
            self.key = key
            self.message = message
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.key, a.message) < (b.file, b.rule, b.key, b.message)
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    /// Every finding of `report`.
    public init(_ report: CheckReport) {
        self.init(
            entries: report.findings.map {
                Entry(file: $0.file, rule: $0.rule, key: $0.key, message: $0.message)
            })
    }

    /// `report` without the findings the baseline holds, and how many it held back.
    public func filter(_ report: CheckReport) -> (report: CheckReport, known: Int) {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[Self.match(entry.file, entry.rule, entry.key), default: 0] += 1 }
        var out = report
        out.findings = report.findings.filter { finding in
            let match = Self.match(finding.file, finding.rule, finding.key)
            guard let left = remaining[match], left > 0 else { return true }
            remaining[match] = left - 1
            return false
        }
        return (out, report.findings.count - out.findings.count)
    }

    private static func match(_ file: String, _ rule: String, _ key: String) -> String {
        "\(file)\u{1F}\(rule)\u{1F}\(key)"
    }

    /// The baseline as stable JSON: entries sorted, keys in a fixed order.
    public var json: String {
        JSONValue.object([
            ("version", .number(1)),
            (
                "findings",
                .array(
                    entries.map {
                        .object([
                            ("file", .string($0.file)), ("rule", .string($0.rule)), ("key", .string($0.key)),
                            ("message", .string($0.message)),
                        ])
                    })
            ),
        ]).serialized()
    }

    /// Reads a baseline written by `json`. Throws `SpecError` at the line of anything else.
    public static func read(path: String) throws -> CheckBaseline {
        let source = try SpecSource.load(path: path)
        guard let root = try YAMLValue.read(source: source) else { return CheckBaseline(entries: []) }
        func field(_ pairs: [YAMLPair], _ name: String, at location: SourceLocation?) throws -> YAMLValue {
            guard let value = pairs.first(where: { $0.key == .scalar(name, $0.key.location) })?.value else {
                throw source.error("a baseline \(name == "findings" ? "" : "entry ")needs '\(name)'", at: location)
            }
            return value
        }
        func text(_ value: YAMLValue) throws -> String {
            guard case .scalar(let string, _) = value else {
                throw source.error("expected a string", at: value.location)
            }
            return string
        }
        guard case .mapping(let top, _) = root,
            case .sequence(let list, _) = try field(top, "findings", at: root.location)
        else {
            throw source.error("a baseline is {\"version\": 1, \"findings\": [...]}", at: root.location)
        }
        return CheckBaseline(
            entries: try list.map { item in
                guard case .mapping(let pairs, _) = item else {
                    throw source.error("a baseline entry is {file, rule, key, message}", at: item.location)
                }
                return Entry(
                    file: try text(field(pairs, "file", at: item.location)),
                    rule: try text(field(pairs, "rule", at: item.location)),
                    key: try text(field(pairs, "key", at: item.location)),
                    message: try text(field(pairs, "message", at: item.location)))
            })
    }
}
