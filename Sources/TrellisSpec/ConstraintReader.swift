import TrellisLayout

/// Reads `constraints:` lists: each item a constraint string, or `{constraint: "...", id: name}` to give it
/// an identifier (shown in diagnostics as UIKit shows `constraint.identifier`).
extension DocumentParser {
    /// `owner` is the view the list is written under, or nil at the top level where every item is named.
    mutating func readConstraints(_ node: SpecNode, owner: String?) throws -> [ConstraintNode] {
        let what = owner.map { "constraints of '\($0)'" } ?? "constraints"
        return try reader.sequence(node, what).map { item in try readConstraint(item, owner: owner) }
    }

    private mutating func readConstraint(_ item: SpecNode, owner: String?) throws -> ConstraintNode {
        constraintCount += 1
        if constraintCount > limits.constraints {
            throw reader.error(
                "the spec has more than \(ResourceLimits.grouped(limits.constraints)) constraints "
                    + "(\(ResourceLimits.advice(.constraints, limits.constraints)))", at: item)
        }
        var textNode = item
        var identifier: String?
        var condition: TraitCondition?
        if case .mapping = item {
            let fields = try reader.mapping(item, "a constraint", keys: ["constraint", "id", "when"])
            guard let constraint = fields["constraint"] else {
                throw reader.error("a constraint mapping needs 'constraint: \"top == superview.top\"'", at: item)
            }
            textNode = constraint
            if let id = fields["id"] { identifier = try reader.string(id, "id") }
            if let when = fields["when"] { condition = try traitCondition(when) }
        }
        guard case .scalar(let scalar) = textNode, !reader.isNull(textNode),
            let start = reader.location(textNode)
        else {
            throw reader.error(
                "a constraint must be a string like 'top == superview.top + 10', found \(reader.describe(textNode))",
                at: textNode)
        }
        let quote: Unicode.Scalar? =
            switch scalar.style {
            case .singleQuoted: "'"
            case .doubleQuoted: "\""
            default: nil
            }
        let text = scalar.string
        func location(_ offset: Int) -> SourceLocation {
            reader.source.location(inScalarAt: start, quote: quote, offset: offset)
        }
        let parsed: ParsedConstraint
        do {
            parsed = try ConstraintParser().parse(text)
        } catch {
            throw reader.source.error(error.message, at: location(error.offset))
        }
        var constraint = parsed.node
        constraint.identifier = identifier
        constraint.condition = condition
        let leadingSpaces = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
        constraint.location = location(leadingSpaces)
        try note(constraint.firstItem, at: location(parsed.firstItemOffset), owner: owner, side: "first")
        if let item = constraint.secondItem, let offset = parsed.secondItemOffset {
            try note(item, at: location(offset), owner: owner, side: "second")
        }
        return constraint
    }

    /// Records a named view for the later existence check; rejects an unnamed item at the top level.
    private mutating func note(_ item: ItemReference, at location: SourceLocation, owner: String?, side: String) throws
    {
        switch item {
        case .view(let name):
            references.append((name, location))
        case .owner where owner == nil:
            throw reader.source.error(
                "a top-level constraint names every item: write 'view.attribute' (the \(side) item has no view)",
                at: location)
        case .systemGuide(let inner, _):
            try note(inner, at: location, owner: owner, side: side)
        case .owner, .superview, .canvas, .safeArea:
            break
        }
    }
}
