import TrellisLayout

/// Reads `constraints:` lists: each item a constraint string, or `{constraint: "...", id: name}` to give it
/// an identifier (shown in diagnostics as UIKit shows `constraint.identifier`), or a string in the Visual
/// Format Language, which may make several constraints (VisualFormatReader).
extension DocumentParser {
    /// `owner` is the view the list is written under, or nil at the top level where every item is named.
    mutating func readConstraints(_ node: SpecNode, owner: String?) throws -> [ConstraintNode] {
        let what = owner.map { "constraints of '\($0)'" } ?? "constraints"
        let items = try reader.sequence(node, what)
        var constraints: [ConstraintNode] = []
        constraints.reserveCapacity(items.count)
        for item in items {
            if isVisualFormat(item) {
                constraints += try readVisualFormat(item)
            } else {
                constraints.append(try readConstraint(item, owner: owner))
            }
        }
        return constraints
    }

    private mutating func readConstraint(_ item: SpecNode, owner: String?) throws -> ConstraintNode {
        try countConstraints(1, at: item)
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
        let (text, placement) = try locatedText(
            textNode, "a constraint must be a string like 'top == superview.top + 10'")
        let parsed: ParsedConstraint
        do {
            parsed = try ConstraintParser().parse(text)
        } catch {
            throw reader.source.error(error.message, at: location(placement, error.offset))
        }
        var constraint = parsed.node
        constraint.identifier = identifier
        constraint.condition = condition
        let leadingSpaces = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
        constraint.location = location(placement, leadingSpaces)
        try note(constraint.firstItem, at: location(placement, parsed.firstItemOffset), owner: owner, side: "first")
        if let item = constraint.secondItem, let offset = parsed.secondItemOffset {
            try note(item, at: location(placement, offset), owner: owner, side: "second")
        }
        return constraint
    }

    /// Counts constraints read against the spec's limit.
    mutating func countConstraints(_ count: Int, at item: SpecNode) throws {
        constraintCount += count
        if constraintCount > limits.constraints {
            throw reader.error(
                "the spec has more than \(ResourceLimits.grouped(limits.constraints)) constraints "
                    + "(\(ResourceLimits.advice(.constraints, limits.constraints)))", at: item)
        }
    }

    /// A constraint's text and where it is written (offsets in Unicode scalars, inside quotes and escapes
    /// too: `location(_:_:)`); anything but a string is an error that starts with `expected`.
    func locatedText(_ node: SpecNode, _ expected: String) throws -> (text: String, placement: ScalarPlacement) {
        guard case .scalar(let scalar) = node, !reader.isNull(node), let start = reader.location(node) else {
            throw reader.error("\(expected), found \(reader.describe(node))", at: node)
        }
        let quote: Unicode.Scalar? =
            switch scalar.style {
            case .singleQuoted: "'"
            case .doubleQuoted: "\""
            default: nil
            }
        return (scalar.string, ScalarPlacement(start: start, quote: quote))
    }

    /// Where the scalar at `offset` of a text placed at `placement` is written.
    func location(_ placement: ScalarPlacement, _ offset: Int) -> SourceLocation {
        reader.source.location(inScalarAt: placement.start, quote: placement.quote, offset: offset)
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

/// Where a scalar's text starts in its spec, and the quote it is written in (nil: plain): enough, with the
/// spec's source, to locate any of its characters (`DocumentParser.location(_:_:)`).
struct ScalarPlacement {
    let start: SourceLocation
    let quote: Unicode.Scalar?
}
