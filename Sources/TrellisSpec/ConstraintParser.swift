import TrellisLayout

/// A syntax error inside a constraint string: `offset` counts Unicode scalars from the string's start,
/// so a reader adds it to the column where the string is written.
public struct ConstraintSyntaxError: Error, Sendable, Hashable {
    public var message: String
    public var offset: Int
    public init(message: String, offset: Int) { self.message = message; self.offset = offset }
}

/// A parsed constraint, with where its items are written (for "unknown view" errors at the right column).
public struct ParsedConstraint: Sendable, Hashable {
    public var node: ConstraintNode
    /// Offset of the first item's name, or of the attribute when no item is written.
    public var firstItemOffset: Int
    /// Offset of the second item's name (or of its attribute when no item is written); nil for a constant.
    public var secondItemOffset: Int?
}

/// Parses one constraint as a spec writes it:
///
///     [item.]attr REL [multiplier *] [item.]attr [* multiplier | / divisor] [+|- constant] [@ priority]
///     [item.]attr REL constant [@ priority]
///
/// REL is `==`, `<=` or `>=`; an item is a view name, `superview`, `canvas` or `safeArea`; an attribute written
/// without an item means the view the constraint is written under (on either side, so `width == height * 2`
/// is an aspect ratio). Priorities are numbers in (0, 1000] or `required` (1000), `high` (750), `medium`
/// (500: seed 004 lists it with low/high/required; SnapKit's and Masonry's `medium` on iOS), `low` (250),
/// `fittingSize` (50), and UIKit's Swift names `defaultHigh`, `defaultLow`, `fittingSizeLevel`.
public struct ConstraintParser: Sendable {
    /// Named priorities and their values, in the order messages list them.
    public static let priorityNames: [(name: String, value: Double)] = [
        ("required", LayoutPriority.required), ("high", LayoutPriority.defaultHigh),
        ("medium", LayoutPriority.medium), ("low", LayoutPriority.defaultLow),
        ("fittingSize", LayoutPriority.fittingSizeLevel),
        ("defaultHigh", LayoutPriority.defaultHigh), ("defaultLow", LayoutPriority.defaultLow),
        ("fittingSizeLevel", LayoutPriority.fittingSizeLevel),
    ]

    public init() {}

    public func parse(_ text: String) throws(ConstraintSyntaxError) -> ParsedConstraint {
        var cursor = Cursor(tokens: try ConstraintTokenizer.tokenize(text))
        if cursor.current.kind == .end {
            throw ConstraintSyntaxError(message: "empty constraint: write e.g. 'top == superview.top + 10'", offset: 0)
        }
        let first = try parseReference(&cursor, after: nil)
        guard case .relation(let relation) = cursor.current.kind else {
            throw ConstraintSyntaxError(
                message: "expected '==', '<=' or '>=' after '\(first.written)', found \(cursor.current.quoted)",
                offset: cursor.current.offset)
        }
        let relationToken = cursor.advance()
        var node = ConstraintNode(
            firstItem: first.item, firstAttribute: first.attribute, relation: relation,
            source: text.trimmingSpaces())
        var secondOffset: Int?
        let leading = try parseOptionalSignedNumber(&cursor)
        if let leading, cursor.current.kind != .star {
            node.constant = leading.value // attr REL constant
        } else {
            var multiplier: Double?
            var previous = relationToken.text
            if let leading {
                multiplier = leading.value
                previous = "\(leading.text) *"
                cursor.advance() // the '*'
            }
            guard case .identifier = cursor.current.kind else {
                let what = multiplier == nil ? "a constant or 'item.attribute'" : "'item.attribute'"
                throw ConstraintSyntaxError(
                    message: "expected \(what) after '\(previous)', found \(cursor.current.quoted)",
                    offset: cursor.current.offset)
            }
            let second = try parseReference(&cursor, after: previous)
            node.secondItem = second.item
            node.secondAttribute = second.attribute
            secondOffset = second.offset
            if cursor.current.kind == .star || cursor.current.kind == .slash {
                let operation = cursor.advance()
                if multiplier != nil {
                    throw ConstraintSyntaxError(
                        message: "the multiplier is already written before '\(second.written)'",
                        offset: operation.offset)
                }
                guard let factor = try parseOptionalSignedNumber(&cursor) else {
                    throw ConstraintSyntaxError(
                        message: "expected a number after '\(operation.text)', found \(cursor.current.quoted)",
                        offset: cursor.current.offset)
                }
                if operation.kind == .slash {
                    if factor.value == 0 {
                        throw ConstraintSyntaxError(message: "division by zero", offset: factor.offset)
                    }
                    multiplier = 1 / factor.value
                } else {
                    multiplier = factor.value
                }
            }
            node.multiplier = multiplier ?? 1
            if cursor.current.kind == .plus || cursor.current.kind == .minus {
                let sign = cursor.advance()
                guard let amount = try parseOptionalSignedNumber(&cursor) else {
                    throw ConstraintSyntaxError(
                        message: "expected a constant after '\(sign.text)', found \(cursor.current.quoted)",
                        offset: cursor.current.offset)
                }
                node.constant = sign.kind == .minus ? -amount.value : amount.value
            }
        }
        if cursor.current.kind == .at {
            cursor.advance()
            node.priority = try parsePriority(&cursor)
        }
        guard cursor.current.kind == .end else {
            throw ConstraintSyntaxError(
                message: "unexpected \(cursor.current.quoted): expected '+', '-', '*', '/', '@ priority' or the end",
                offset: cursor.current.offset)
        }
        return ParsedConstraint(node: node, firstItemOffset: first.offset, secondItemOffset: secondOffset)
    }

    // MARK: - Pieces

    private struct Reference {
        var item: ItemReference
        var attribute: LayoutAttribute
        var offset: Int
        var written: String
    }

    /// `item.attr`, or a bare `attr` meaning the owner view.
    private func parseReference(_ cursor: inout Cursor, after previous: String?) throws(ConstraintSyntaxError)
        -> Reference
    {
        let head = cursor.current
        guard case .identifier(let name) = head.kind else {
            let place = previous.map { " after '\($0)'" } ?? ""
            throw ConstraintSyntaxError(
                message: "expected an attribute or 'item.attribute'\(place), found \(head.quoted)",
                offset: head.offset)
        }
        cursor.advance()
        if let guide = SystemGuide(rawValue: name) {
            // `layoutMarginsGuide.width`: the owner view's guide.
            return try parseGuideAttribute(
                &cursor, item: .systemGuide(.owner, guide), written: name, offset: head.offset)
        }
        if cursor.current.kind == .dot, case .identifier(let next) = cursor.peek.kind,
            let guide = SystemGuide(rawValue: next)
        {
            // `view.readableContentGuide.leading`, `canvas.layoutMarginsGuide.top`, `superview.…`.
            if name == "safeArea" {
                throw ConstraintSyntaxError(
                    message: "the safe area is a layout guide; it has no \(next)", offset: cursor.peek.offset)
            }
            cursor.advance()
            cursor.advance()
            let base: ItemReference = name == "superview" ? .superview : name == "canvas" ? .canvas : .view(name)
            return try parseGuideAttribute(
                &cursor, item: .systemGuide(base, guide), written: "\(name).\(next)",
                offset: head.offset)
        }
        if cursor.current.kind == .dot {
            cursor.advance()
            let attributeToken = cursor.current
            guard case .identifier(let attributeName) = attributeToken.kind else {
                throw ConstraintSyntaxError(
                    message:
                        "expected an attribute after '\(name).' (top, leading, width, centerX, …), found \(attributeToken.quoted)",
                    offset: attributeToken.offset)
            }
            cursor.advance()
            let attribute = try Self.attribute(named: attributeName, offset: attributeToken.offset)
            let item: ItemReference =
                name == "superview"
                ? .superview
                : name == "canvas"
                    ? .canvas
                    : name == "safeArea" ? .safeArea : .view(name)
            return Reference(item: item, attribute: attribute, offset: head.offset, written: "\(name).\(attributeName)")
        }
        if name == "superview" || name == "canvas" || name == "safeArea" {
            throw ConstraintSyntaxError(
                message: "'\(name)' needs an attribute: write e.g. '\(name).top'", offset: head.offset)
        }
        if let attribute = LayoutAttribute(rawValue: name) {
            return Reference(item: .owner, attribute: attribute, offset: head.offset, written: name)
        }
        let names = LayoutAttribute.allCases.map(\.rawValue)
        if let guess = Suggestion.closest(to: name, among: names) {
            throw ConstraintSyntaxError(
                message: "unknown attribute '\(name)' (did you mean '\(guess)'?)", offset: head.offset)
        }
        throw ConstraintSyntaxError(
            message:
                "unknown attribute '\(name)': write an attribute (top, leading, width, …) or '\(name).attribute' for a view",
            offset: head.offset)
    }

    /// `.attribute` after a guide (`layoutMarginsGuide`, `view.readableContentGuide`).
    private func parseGuideAttribute(
        _ cursor: inout Cursor, item: ItemReference, written: String,
        offset: Int
    ) throws(ConstraintSyntaxError) -> Reference {
        guard cursor.current.kind == .dot else {
            throw ConstraintSyntaxError(
                message: "'\(written)' needs an attribute: write e.g. '\(written).leading'",
                offset: cursor.current.offset)
        }
        cursor.advance()
        let token = cursor.current
        guard case .identifier(let attributeName) = token.kind else {
            throw ConstraintSyntaxError(
                message: "expected an attribute after '\(written).', found \(token.quoted)",
                offset: token.offset)
        }
        cursor.advance()
        let attribute = try Self.attribute(named: attributeName, offset: token.offset)
        return Reference(item: item, attribute: attribute, offset: offset, written: "\(written).\(attributeName)")
    }

    static func attribute(named name: String, offset: Int) throws(ConstraintSyntaxError) -> LayoutAttribute {
        if let attribute = LayoutAttribute(rawValue: name) { return attribute }
        let hint = Suggestion.hint(for: name, among: LayoutAttribute.allCases.map(\.rawValue))
        throw ConstraintSyntaxError(message: "unknown attribute '\(name)'\(hint)", offset: offset)
    }

    private struct Number { var value: Double; var offset: Int; var text: String }

    /// A number with an optional leading `-` or `+`, or nil (consuming nothing) when none is next.
    private func parseOptionalSignedNumber(_ cursor: inout Cursor) throws(ConstraintSyntaxError) -> Number? {
        let start = cursor.current
        var sign = 1.0
        if start.kind == .minus || start.kind == .plus {
            guard case .number = cursor.peek.kind else { return nil }
            sign = start.kind == .minus ? -1 : 1
            cursor.advance()
        }
        guard case .number(let value) = cursor.current.kind else { return nil }
        let token = cursor.advance()
        let text = start.offset == token.offset ? token.text : start.text + token.text
        return Number(value: sign * value, offset: start.offset, text: text)
    }

    private func parsePriority(_ cursor: inout Cursor) throws(ConstraintSyntaxError) -> Double {
        let token = cursor.current
        let names = Self.priorityNames.map(\.name)
        switch token.kind {
        case .identifier(let name):
            cursor.advance()
            if let entry = Self.priorityNames.first(where: { $0.name == name }) { return entry.value }
            throw ConstraintSyntaxError(
                message:
                    "unknown priority '\(name)'\(Suggestion.hint(for: name, among: names)): write a number in (0, 1000] or required, high, medium, low, fittingSize",
                offset: token.offset)
        default:
            guard let number = try parseOptionalSignedNumber(&cursor) else {
                throw ConstraintSyntaxError(
                    message:
                        "expected a priority after '@' (a number in (0, 1000] or required, high, medium, low, fittingSize), found \(token.quoted)",
                    offset: token.offset)
            }
            try Self.checkPriority(number.value, written: number.text, offset: number.offset)
            return number.value
        }
    }

    /// Rejects priorities outside (0, 1000], the range UIKit accepts.
    static func checkPriority(_ value: Double, written: String, offset: Int) throws(ConstraintSyntaxError) {
        guard value > 0, value <= 1000 else {
            throw ConstraintSyntaxError(
                message: "priority \(written) is out of range: priorities are in (0, 1000]",
                offset: offset)
        }
    }
}

/// Walks the token list; the last token is always `.end`, so `current` never runs off the end.
private struct Cursor {
    let tokens: [ConstraintToken]
    var index = 0

    var current: ConstraintToken { tokens[min(index, tokens.count - 1)] }
    var peek: ConstraintToken { tokens[min(index + 1, tokens.count - 1)] }

    @discardableResult
    mutating func advance() -> ConstraintToken {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }
}
