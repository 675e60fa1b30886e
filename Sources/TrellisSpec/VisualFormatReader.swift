import TrellisLayout

/// Reads the entries of `constraints:` lists written in Apple's Visual Format Language: a string that
/// starts like one (`H:`, `V:`, `|` or `[`), or a mapping
///
///     - {visualFormat: "H:|-[avatar(size)]-12-[name]-|", metrics: {size: 56}, options: [alignAllCenterY]}
///
/// with the entry's own `metrics` (over the spec's top-level `metrics:`), `options`
/// (`NSLayoutConstraint.FormatOptions` by name), and a constraint's `id` and `when`. The views a string may
/// name are the spec's (a cell's own, in a cell template); a bar is the superview of the view beside it.
/// Each constraint the string makes is an ordinary constraint located at the piece of the string that made it;
/// a malformed string is UIKit's "Unable to parse constraint format: …" at the character UIKit points at.
extension DocumentParser {
    static let visualFormatKeys = ["visualFormat", "metrics", "options", "id", "when"]

    /// Whether a `constraints:` entry is in the Visual Format Language rather than Trellis's notation.
    func isVisualFormat(_ item: SpecNode) -> Bool {
        switch item {
        case .mapping(let mapping):
            return mapping.pairs.contains { $0.key.scalar?.string == "visualFormat" }
        case .scalar(let scalar):
            let text = scalar.string.utf8.drop { $0 == 0x20 || $0 == 0x09 }
            guard let first = text.first else { return false }
            if first == UInt8(ascii: "|") || first == UInt8(ascii: "[") { return true }
            return (first == UInt8(ascii: "H") || first == UInt8(ascii: "V"))
                && text.dropFirst().first == UInt8(ascii: ":")
        case .sequence:
            return false
        }
    }

    /// The constraints of one visual format entry, in UIKit's order.
    mutating func readVisualFormat(_ item: SpecNode) throws -> [ConstraintNode] {
        var textNode = item
        var metrics = self.metrics
        var options = VisualFormatOptions()
        var identifier: String?
        var condition: TraitCondition?
        if case .mapping = item {
            let fields = try reader.mapping(item, "a visual format constraint", keys: Self.visualFormatKeys)
            guard let format = fields["visualFormat"] else {
                throw reader.error("a visual format constraint needs 'visualFormat: \"H:|-[view]-|\"'", at: item)
            }
            textNode = format
            if let node = fields["metrics"] { metrics.merge(try readMetrics(node)) { $1 } }
            if let node = fields["options"] { options = try readFormatOptions(node) }
            if let id = fields["id"] { identifier = try reader.string(id, "id") }
            if let when = fields["when"] { condition = try traitCondition(when) }
        }
        let (text, placement) = try locatedText(textNode, "a visual format must be a string like 'H:|-[view]-|'")
        let parser = VisualFormatParser(metrics: metrics, views: visualFormatViewTable(), options: options)
        let result: VisualFormatResult
        do {
            result = try parser.parse(text)
        } catch {
            throw reader.source.error(error.description, at: location(placement, error.offset))
        }
        try countConstraints(result.constraints.count, at: item)
        // Locating a character inside a quoted scalar walks the scalar up to it. A string whose last character
        // is where it would be without escapes has none, so every character is that far from its first one:
        // one walk, not one per constraint (a long string of views would make it quadratic).
        let first = location(placement, 0)
        let unescaped = location(placement, text.unicodeScalars.count) == first.advanced(by: text.unicodeScalars.count)
        return result.constraints.map { made in
            var node = made.node
            node.identifier = identifier
            node.condition = condition
            node.location = unescaped ? first.advanced(by: made.offset) : location(placement, made.offset)
            node.source = "\(Self.sentence(node)) (VFL \"\(text)\" at character \(made.offset + 1))"
            return node
        }
    }

    /// `metrics:`: names (C identifiers, as a string writes them) to numbers.
    func readMetrics(_ node: SpecNode) throws -> [String: Double] {
        guard case .mapping(let mapping) = node else {
            throw reader.error(
                "metrics must be a mapping of names to numbers, found \(reader.describe(node))", at: node)
        }
        var metrics: [String: Double] = [:]
        for (keyNode, value) in mapping {
            let name = try reader.string(keyNode, "a metric name")
            guard Self.isCIdentifier(name) else {
                throw reader.error(
                    "'\(name)' can't be a metric name: a visual format string names metrics with letters, digits "
                        + "and '_', starting with a letter or '_'", at: keyNode)
            }
            if metrics[name] != nil { throw reader.error("duplicate metric '\(name)' in metrics", at: keyNode) }
            metrics[name] = try reader.number(value, "metric '\(name)'")
        }
        return metrics
    }

    /// `options: [alignAllCenterY, directionLeftToRight]` (or one name).
    private func readFormatOptions(_ node: SpecNode) throws -> VisualFormatOptions {
        let items: [SpecNode] = if case .scalar = node { [node] } else { try reader.sequence(node, "options") }
        let names = try items.map { try reader.string($0, "an option") }
        do {
            return try VisualFormatOptions.named(names)
        } catch {
            throw reader.error(error.message, at: items[error.index])
        }
    }

    /// The views a string may name and each one's superview, from a walk of the `views:` (or a cell's
    /// `subviews:`) tree made the first time a string needs it, so a string may name a view declared
    /// further down the spec, as UIKit's views dictionary holds every view before parsing starts.
    mutating func visualFormatViewTable() -> [String: VisualFormatSuperview] {
        if let table = visualFormatViews { return table }
        var table: [String: VisualFormatSuperview] = [:]
        if let rootName = viewTree.rootName { table[rootName] = VisualFormatSuperview.none }
        var pending: [(SpecNode, VisualFormatSuperview)] = viewTree.node.map { [($0, viewTree.root)] } ?? []
        while let (node, superview) = pending.popLast() {
            guard case .mapping(let mapping) = node else { continue }
            for (keyNode, value) in mapping {
                guard let name = keyNode.scalar?.string, table[name] == nil else { continue }
                table[name] = superview
                if case .mapping(let fields) = value,
                    let subviews = fields.pairs.first(where: { $0.key.scalar?.string == "subviews" })
                {
                    pending.append((subviews.value, .view(name)))
                }
            }
        }
        visualFormatViews = table
        return table
    }

    static func isCIdentifier(_ name: String) -> Bool {
        var scanner = VisualFormatScanner(Array(name.utf8))
        return !scanner.name().isEmpty && scanner.isAtEnd
    }

    /// A made constraint in Trellis's notation: `name.leading == avatar.trailing + 12`.
    static func sentence(_ c: ConstraintNode) -> String {
        func item(_ reference: ItemReference?) -> String {
            switch reference {
            case .view(let name)?: return name
            case .canvas?: return "canvas"
            default: return "superview"
            }
        }
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        var text = "\(item(c.firstItem)).\(c.firstAttribute.rawValue) \(c.relation.rawValue) "
        if let second = c.secondItem, let attribute = c.secondAttribute {
            text += "\(item(second)).\(attribute.rawValue)"
            if c.constant != 0 { text += c.constant > 0 ? " + \(number(c.constant))" : " - \(number(-c.constant))" }
        } else {
            text += number(c.constant)
        }
        if c.priority != LayoutPriority.required { text += " @\(number(c.priority))" }
        return text
    }
}

extension SourceLocation {
    /// The place `count` columns further along the same line.
    fileprivate func advanced(by count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }
}
