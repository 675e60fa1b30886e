import TrellisLayout

/// Typed access to spec nodes with errors that say where the value is written and what was expected.
/// Every spec value goes through here, so messages are uniform.
struct NodeReader {
    let source: SpecSource

    func location(_ node: SpecNode) -> SourceLocation? {
        node.mark.map { source.location(line: $0.line, column: $0.column) }
    }

    func error(_ message: String, at node: SpecNode) -> SpecError {
        source.error(message, at: location(node))
    }

    /// A plain `~`, `null` or empty scalar (YAML's null). Checked by spelling, not through a YAML tag
    /// resolver (Yams' ran regular expressions and had dominated reading time).
    func isNull(_ node: SpecNode) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        switch scalar.string {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// What the node is, for "expected X, found Y" messages.
    func describe(_ node: SpecNode) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if isNull(node) { return "nothing" }
            return "'\(scalar.string.abbreviated)'"
        }
    }

    // MARK: Scalars

    func string(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> String {
        guard case .scalar(let scalar) = node, !isNull(node) else {
            throw error("\(what()) must be a string, found \(describe(node))", at: node)
        }
        return scalar.string
    }

    func number(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> Double {
        guard case .scalar(let scalar) = node, let value = Self.parseNumber(scalar.string) else {
            throw error("\(what()) must be a number, found \(describe(node))", at: node)
        }
        guard abs(value) <= Self.maxMagnitude else {
            throw error(
                "\(what()) \(scalar.string) is out of range: numbers in a spec are at most 1e9 in size", at: node)
        }
        return value
    }

    /// The largest number a spec may write (points, priorities, counts): far beyond any screen, and small
    /// enough that sums, products with a scale and pixel snapping stay finite and exact to the pixel.
    static let maxMagnitude = 1e9

    /// Decimal numbers as JSON and YAML write them (`10`, `-2.5`, `1e3`); no YAML 1.1 oddities
    /// (`0x`, `1_000`, `.inf`), which would only hide typos.
    static func parseNumber(_ text: String) -> Double? {
        if let whole = wholeNumber(text) { return whole }
        let trimmed = text.trimmingSpaces()
        guard let first = trimmed.unicodeScalars.first,
            first == "-" || first == "+" || first == "." || ConstraintTokenizer.isDigit(first),
            trimmed.unicodeScalars.allSatisfy({ ConstraintTokenizer.isDigit($0) || "+-.eE".unicodeScalars.contains($0) }
            ),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }

    /// A plain whole number — an optional sign and 1 to 15 digits, nothing else — read from its bytes:
    /// most numbers a spec writes are (`17`, `-8`, `249`), and `Double(String)` costs ten times as much.
    /// The same value `Double(String)` gives, exactly: every integer below 10¹⁵ is a `Double`, and `-0`
    /// keeps its sign. Anything else (spaces, a point, an exponent, more digits) is nil, for the general path.
    static func wholeNumber(_ text: String) -> Double? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            var i = 0
            var negative = false
            if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
                negative = first == UInt8(ascii: "-")
                i = 1
            }
            let digits = bytes.count - i
            guard digits >= 1, digits <= 15 else { return nil }
            var value = 0
            while i < bytes.count {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d < 10 else { return nil }
                value = value &* 10 &+ Int(d)
                i += 1
            }
            return negative ? -Double(value) : Double(value)
        } ?? nil
    }

    func nonNegative(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> Double {
        let value = try number(node, what())
        guard value >= 0 else { throw error("\(what()) must be 0 or more, found \(scalarText(node))", at: node) }
        return value
    }

    func positive(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> Double {
        let value = try number(node, what())
        guard value > 0 else { throw error("\(what()) must be more than 0, found \(scalarText(node))", at: node) }
        return value
    }

    func integer(_ node: SpecNode, _ what: @autoclosure () -> String, minimum: Int) throws -> Int {
        let value = try number(node, what())
        guard value == value.rounded(), value >= Double(minimum), value <= Double(Int32.max) else {
            throw error("\(what()) must be a whole number ≥ \(minimum), found \(scalarText(node))", at: node)
        }
        return Int(value)
    }

    func bool(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> Bool {
        guard case .scalar(let scalar) = node else {
            throw error("\(what()) must be true or false, found \(describe(node))", at: node)
        }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("\(what()) must be true or false, found \(describe(node))", at: node)
        }
    }

    /// One of `choices` (exact spelling), with a suggestion for near misses.
    func choice<T>(_ node: SpecNode, _ what: @autoclosure () -> String, _ choices: [(String, T)]) throws -> T {
        let text = try string(node, what())
        if let match = choices.first(where: { $0.0 == text }) { return match.1 }
        let names = choices.map(\.0)
        throw error(
            "unknown \(what()) '\(text.abbreviated)'\(Suggestion.hint(for: text, among: names)): expected one of "
                + names.joined(separator: ", "), at: node)
    }

    /// The case of `T` whose raw value is the node's text, or the error `choice(_:_:_:)` gives, listing
    /// every case: looked up by raw value, with no table of names made for each call.
    func choice<T: CaseIterable & RawRepresentable>(
        _ node: SpecNode, _ what: @autoclosure () -> String, _ type: T.Type
    ) throws -> T where T.RawValue == String {
        if case .scalar(let scalar) = node, !isNull(node), let value = T(rawValue: scalar.string) { return value }
        return try choice(node, what(), T.allCases.map { ($0.rawValue, $0) })
    }

    private func scalarText(_ node: SpecNode) -> String {
        if case .scalar(let scalar) = node { return scalar.string }
        return describe(node)
    }

    // MARK: Priorities

    /// A priority: a number in (0, 1000] or a priority name.
    func priority(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> Double {
        if case .scalar(let scalar) = node,
            let entry = ConstraintParser.priorityNames.first(where: { $0.name == scalar.string })
        {
            return entry.value
        }
        guard case .scalar(let scalar) = node, let value = Self.parseNumber(scalar.string) else {
            let names = ConstraintParser.priorityNames.map(\.name)
            let hint = node.scalar.map { Suggestion.hint(for: $0.string, among: names) } ?? ""
            throw error(
                "\(what()) must be a priority: a number in (0, 1000] or required, high, medium, low, fittingSize; found \(describe(node))\(hint)",
                at: node)
        }
        guard value > 0, value <= 1000 else {
            throw error("\(what()) \(scalar.string) is out of range: priorities are in (0, 1000]", at: node)
        }
        return value
    }

    // MARK: Mappings and lists

    func mapping(_ node: SpecNode, _ what: @autoclosure () -> String, keys allowed: [String]) throws -> Fields {
        try mapping(node, what(), keys: allowed) { allowed.contains($0) }
    }

    /// A mapping whose keys are checked against a set (a view's fifty-odd keys, read once per view).
    func mapping(_ node: SpecNode, _ what: @autoclosure () -> String, keys allowed: AllowedKeys) throws -> Fields {
        try mapping(node, what(), keys: allowed.names) { allowed.set.contains($0) }
    }

    private func mapping(
        _ node: SpecNode, _ what: @autoclosure () -> String, keys allowed: [String], isAllowed: (String) -> Bool
    ) throws -> Fields {
        guard case .mapping(let mapping) = node else {
            throw error(
                "\(what()) must be a mapping (\(allowed.joined(separator: ", "))), found \(describe(node))", at: node)
        }
        var entries: [Fields.Entry] = []
        entries.reserveCapacity(mapping.pairs.count)
        for (keyNode, value) in mapping {
            guard case .scalar(let keyScalar) = keyNode else {
                throw error("keys in \(what()) must be names, found \(describe(keyNode))", at: keyNode)
            }
            let key = keyScalar.string
            if let earlier = entries.first(where: { $0.key == key }) {
                let at = location(earlier.keyNode).map { " (first written at \($0))" } ?? ""
                throw error("duplicate key '\(key)' in \(what())\(at)", at: keyNode)
            }
            if !isAllowed(key) {
                throw error(
                    "unknown key '\(key.abbreviated)' in \(what())\(Suggestion.hint(for: key, among: allowed)); expected one of "
                        + allowed.joined(separator: ", "), at: keyNode)
            }
            entries.append(Fields.Entry(key: key, keyNode: keyNode, value: value))
        }
        return Fields(node: node, entries: entries)
    }

    func sequence(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> [SpecNode] {
        if isNull(node) { return [] }
        guard case .sequence(let sequence) = node else {
            throw error("\(what()) must be a list (one '- item' per line), found \(describe(node))", at: node)
        }
        return Array(sequence)
    }

    // MARK: Geometry

    /// `{width, height}`; missing keys take `missing` (or are errors when it is nil).
    func size(
        _ node: SpecNode, _ what: @autoclosure () -> String, missing: Double? = nil,
        read: (SpecNode, @autoclosure () -> String) throws -> Double
    ) throws -> Size {
        let fields = try mapping(node, what(), keys: ["width", "height"])
        func axis(_ key: String) throws -> Double {
            if let value = fields[key] {
                let label = "\(what()) \(key)" // built here: a rare key, and `read` may not capture `what`
                return try read(value, label)
            }
            if let missing { return missing }
            throw error("\(what()) needs '\(key)'", at: node)
        }
        return Size(width: try axis("width"), height: try axis("height"))
    }

    /// A number for all four edges, or `{top, left, bottom, right}` with missing edges 0.
    func insets(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> EdgeInsets {
        if case .scalar = node { return EdgeInsets(all: try number(node, what())) }
        let fields = try mapping(node, what(), keys: ["top", "left", "bottom", "right"])
        func edge(_ key: String) throws -> Double { try fields[key].map { try number($0, "\(what()) \(key)") } ?? 0 }
        return EdgeInsets(
            top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }
}

/// A mapping's entries in written order, keys already checked against the allowed list.
/// The keys a mapping may have: in their documented order (for messages) and as a set (for lookups).
struct AllowedKeys: Sendable {
    let names: [String]
    let set: Set<String>

    init(_ names: [String]) {
        self.names = names
        set = Set(names)
    }
}

struct Fields {
    /// One key of the mapping: its text, its node (for messages) and its value. A struct, not a tuple, for
    /// the reason `SpecNode.Pair` is.
    struct Entry {
        var key: String
        var keyNode: SpecNode
        var value: SpecNode
    }

    let node: SpecNode
    let entries: [Entry]

    /// One bit per (length, last byte) signature of the keys present: most lookups ask for keys a view
    /// doesn't have, and the signature turns those away without comparing strings.
    private let signatures: UInt64

    init(node: SpecNode, entries: [Entry]) {
        self.node = node
        self.entries = entries
        signatures = entries.reduce(0) { $0 | Self.signature($1.key) }
    }

    /// The key's bit in a set of (length, last byte) signatures (see `signatures`).
    static func signature(_ key: String) -> UInt64 {
        let utf8 = key.utf8
        // The keys looked up are literals, stored contiguously: reading their last byte in place is far
        // cheaper than stepping back over the string's UTF-8 view.
        let last = utf8.withContiguousStorageIfAvailable { $0.last ?? 0 } ?? (utf8.last ?? 0)
        return 1 << UInt64((utf8.count &* 7 &+ Int(last)) & 63)
    }

    private func index(_ key: String) -> Int? {
        guard signatures & Self.signature(key) != 0 else { return nil }
        return entries.firstIndex { $0.key == key }
    }

    subscript(key: String) -> SpecNode? { index(key).map { entries[$0].value } }
    func keyNode(_ key: String) -> SpecNode? { index(key).map { entries[$0].keyNode } }
    func has(_ key: String) -> Bool { index(key) != nil }
}

extension String {
    /// The text for a message: at most 60 characters, with an ellipsis and the full length when cut, so an
    /// error about a huge value stays one readable line.
    var abbreviated: String {
        guard utf8.count > 60, count > 60 else { return self }
        return String(prefix(57)) + "… (\(unicodeScalars.count) characters)"
    }
}
