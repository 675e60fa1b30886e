import TrellisLayout

/// Where a bar (`|`) beside a view leads: that view's superview, as UIKit's parser finds it.
public enum VisualFormatSuperview: Sendable, Hashable {
    /// A view of the spec.
    case view(String)
    /// The canvas: the superview of the spec's top-level views.
    case canvas
    /// No superview (a cell's content view): a bar beside it is an error, as in UIKit.
    case none
}

/// One constraint a visual format string makes, with where in the string the piece that made it starts
/// (the connection, the predicate, or the view an `alignAll…` option aligns).
public struct VisualFormatConstraint: Sendable, Hashable {
    public var node: ConstraintNode
    /// Offset of the piece in the string (characters from 0).
    public var offset: Int
}

/// A malformed visual format string: UIKit's description of the problem and where in the string it is
/// (the character UIKit's caret points at, characters from 0; the string's length when it ran out).
public struct VisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// UIKit's text (`Expected a view`, `foo is not a key in the views dictionary.`), or Trellis's own for a
    /// number out of a spec's range (`isParseError` false).
    public var message: String
    public var offset: Int
    /// True for the errors UIKit raises, which it prefixes with "Unable to parse constraint format: ".
    public var isParseError: Bool

    public var description: String { isParseError ? "Unable to parse constraint format: \(message)" : message }
}

/// The constraints of one string in Apple's Visual Format Language, made the way
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` makes them:
///
///     <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
///                              (<connection><superview>)?
///     <orientation>        ::= H | V
///     <superview>          ::= |
///     <view>               ::= [ <viewName> (<predicateListWithParens>)? ]
///     <connection>         ::= e | -<predicateList>- | -
///     <predicateList>      ::= <simplePredicate> | <predicateListWithParens>
///     <predicateListWithParens> ::= ( <predicate> (, <predicate>)* )
///     <predicate>          ::= (<relation>)? <objectOfPredicate> (@<priority>)?
///     <relation>           ::= == | <= | >=
///     <objectOfPredicate>  ::= <constant> | <viewName>   (a view only inside a view's parentheses)
///     <priority>, <constant> ::= <metricName> | <number>
///
/// Names are C identifiers; a name in a predicate is looked up among the metrics first, then the views.
/// A number is read as `strtod_l` reads it in the C locale. As in UIKit's parser (Foundation's
/// `NSLayoutConstraintParser`), a connection's single predicate may carry a relation and a priority without
/// parentheses (`-(>=8)-` and `->=8-` are the same), a negative constant needs parentheses (`-(-8)-`), and no
/// whitespace is allowed anywhere.
///
/// Meaning: `[a]-[b]` is `b.leading == a.trailing + 8` (UIKit's standard spacing between siblings);
/// `|-[a]` is `a.leading == superview.leadingMargin` (since iOS 8 the standard space to the superview is its
/// layout margin: the constraint goes to the margins, with no constant); `|-N-[a]`, `|[a]` measure from the
/// superview's edge. Vertical strings use top and bottom (first and last baselines with
/// `spacingBaselineToBaseline`); `directionLeftToRight`/`directionRightToLeft` use left and right, the latter
/// laying the views out from the right. A bar means the superview of the view beside it.
public struct VisualFormatParser: Sendable {
    /// UIKit's standard space between sibling views (`NSSpace` between two views: 8 points).
    public static let standardSpacing = 8.0

    /// Values for metric names.
    public var metrics: [String: Double]
    /// The views a string may name (UIKit's views dictionary), with each one's superview.
    public var views: [String: VisualFormatSuperview]
    public var options: VisualFormatOptions

    public init(
        metrics: [String: Double] = [:], views: [String: VisualFormatSuperview],
        options: VisualFormatOptions = VisualFormatOptions()
    ) {
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    /// The constraints of `format` in UIKit's order: each connection's, then the predicates of the view after
    /// it, from the start of the string; the `alignAll…` constraints last.
    public func parse(_ format: String) throws(VisualFormatError) -> VisualFormatResult {
        let bytes = Array(format.utf8)
        if bytes.isEmpty { throw VisualFormatError(message: "It's an empty string.", offset: 0, isParseError: true) }
        if let firstWide = bytes.firstIndex(where: { $0 >= 0x80 }) {
            // Every byte before it is ASCII: the offset in bytes is the offset in characters.
            throw VisualFormatError(message: "It contains non-ASCII characters.", offset: firstWide, isParseError: true)
        }
        var run = Run(parser: self, scanner: VisualFormatScanner(bytes))
        try run.line()
        run.constraints.append(contentsOf: run.alignments)
        return VisualFormatResult(
            constraints: run.constraints, isHorizontal: run.horizontal, charactersRead: run.scanner.reads)
    }
}

/// What one string made.
public struct VisualFormatResult: Sendable, Hashable {
    public var constraints: [VisualFormatConstraint]
    /// `H:` (or no orientation) rather than `V:`.
    public var isHorizontal: Bool
    /// Characters examined while parsing: at most a few per character of the string.
    public var charactersRead: Int
}

/// One pass over a string.
private struct Run {
    let parser: VisualFormatParser
    var scanner: VisualFormatScanner
    var horizontal = true
    var constraints: [VisualFormatConstraint] = []
    var alignments: [VisualFormatConstraint] = []
    /// Where the view parsed last starts (its `[`): an `alignAll…` constraint is located there.
    var lastViewStart = 0

    /// A predicate's object: a number (a metric's value) or, in a view's parentheses, another view.
    enum Object { case constant(Double), view(String) }

    struct Predicate {
        var relation: LayoutRelation = .equal
        var object: Object
        var priority = LayoutPriority.required
        var offset: Int
    }

    /// A connection between two items: flush (`[a][b]`), standard (`-`) or with predicates (`-8-`, in
    /// `connectionPredicates`).
    struct Connection {
        var isStandard: Bool
        var offset: Int
    }

    /// The predicates of the connection and of the view read last: buffers reused along the string.
    var connectionPredicates: [Predicate] = []
    var viewPredicates: [Predicate] = []

    /// One end of a connection: a view, or the superview (a bar).
    enum End: Equatable { case view(String), bar }

    func fail(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, offset: scanner.position, isParseError: true)
    }

    // MARK: The line

    mutating func line() throws(VisualFormatError) {
        if let first = scanner.peek(), first == Byte.h || first == Byte.v {
            horizontal = first == Byte.h
            scanner.position = 1
            guard scanner.skip(Byte.colon) else {
                throw fail(
                    horizontal
                        ? "Expected ':' after 'H' to specify horizontal arrangement"
                        : "Expected ':' after 'V' to specify vertical arrangement")
            }
        }
        var left: End
        if scanner.skip(Byte.bar) {
            if scanner.isAtEnd { throw fail("Expected a connection after the '|' character") }
            let connection = try self.connection()
            let name = try view()
            try finish(connection, from: .bar, to: .view(name))
            add(viewPredicatesOf: name)
            left = .view(name)
        } else {
            let name = try view()
            add(viewPredicatesOf: name)
            left = .view(name)
        }
        while !scanner.isAtEnd {
            let connection = try self.connection()
            if scanner.next(is: Byte.open) {
                let name = try view()
                try finish(connection, from: left, to: .view(name))
                add(viewPredicatesOf: name)
                left = .view(name)
            } else if scanner.skip(Byte.bar) {
                try finish(connection, from: left, to: .bar)
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        if !scanner.isAtEnd { throw fail("Expected the end of the format string") }
    }

    // MARK: Views and connections

    /// `[name]` or `[name(predicates)]`, the predicates in `viewPredicates`.
    mutating func view() throws(VisualFormatError) -> String {
        viewPredicates.removeAll(keepingCapacity: true)
        lastViewStart = scanner.position
        guard scanner.skip(Byte.open), !scanner.isAtEnd else { throw fail("Expected a view") }
        let name = scanner.name()
        if name.isEmpty {
            throw fail(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, "
                    + "numbers, and underscores.")
        }
        guard parser.views[name] != nil else { throw fail("\(name) is not a key in the views dictionary.") }
        if scanner.skip(Byte.close) { return name }
        guard scanner.skip(Byte.openParenthesis) else {
            throw fail("Expected a ']' here. That is how you give the end of a view.")
        }
        if scanner.isAtEnd { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        try predicateList(inView: true)
        guard scanner.skip(Byte.closeParenthesis) else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        guard scanner.skip(Byte.close) else { throw fail("Expected ']' after specifying thickness.") }
        return name
    }

    /// Nothing (flush), `-` before a view or bar (standard), or `-predicates-`.
    mutating func connection() throws(VisualFormatError) -> Connection {
        let start = scanner.position
        connectionPredicates.removeAll(keepingCapacity: true)
        guard scanner.skip(Byte.dash) else {
            connectionPredicates.append(Predicate(object: .constant(0), offset: start))
            return Connection(isStandard: false, offset: start)
        }
        if scanner.next(is: Byte.bar) || scanner.next(is: Byte.open) {
            connectionPredicates.append(Predicate(object: .constant(0), offset: start))
            return Connection(isStandard: true, offset: start)
        }
        if scanner.next(is: Byte.dash) {
            throw fail(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use "
                    + "parentheses around negative numbers.")
        } else if scanner.skip(Byte.openParenthesis) {
            try predicateList(inView: false)
            guard scanner.skip(Byte.closeParenthesis) else {
                throw fail(
                    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
        } else {
            connectionPredicates.append(try predicate(inView: false))
        }
        if scanner.next(is: Byte.comma) {
            throw fail(
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list "
                    + "of constraints")
        }
        guard scanner.skip(Byte.dash) else { throw fail("Expected a '-' here") }
        return Connection(isStandard: false, offset: start)
    }

    // MARK: Predicates

    /// Predicates separated by commas, appended to the view's or the connection's buffer.
    mutating func predicateList(inView: Bool) throws(VisualFormatError) {
        repeat {
            let p = try predicate(inView: inView)
            if inView { viewPredicates.append(p) } else { connectionPredicates.append(p) }
        } while scanner.skip(Byte.comma)
    }

    mutating func predicate(inView: Bool) throws(VisualFormatError) -> Predicate {
        let start = scanner.position
        guard let c = scanner.peek() else { throw fail("Expected more input") }
        var relation = LayoutRelation.equal
        if c == Byte.less || c == Byte.greater || c == Byte.equals {
            relation = c == Byte.less ? .lessThanOrEqual : c == Byte.greater ? .greaterThanOrEqual : .equal
            scanner.position += 1
            guard scanner.skip(Byte.equals) else { throw fail("Unknown relation. Must be ==, >=, or <=") }
        }
        var predicate = Predicate(relation: relation, object: try object(inView: inView), offset: start)
        if scanner.skip(Byte.at) {
            let priority: Double
            switch try object(inView: inView) {
            case .constant(let value): priority = value
            case .view: priority = 0 // UIKit takes the view as the constraint's second item, and 0 as priority
            }
            if priority <= 0 {
                throw fail(
                    "Invalid priority specified: \(VisualFormatScanner.cFormat(priority)). Priority must be greater than 0"
                )
            }
            if priority > 1000 {
                throw fail(
                    "Invalid priority specified: \(VisualFormatScanner.cFormat(priority)). Priority cannot be higher "
                        + "than NSLayoutPriorityRequired, which is 1000.")
            }
            // UIKit stores a priority as a Float.
            predicate.priority = Double(Float(priority))
        }
        return predicate
    }

    /// A number, a metric's value, or (in a view's parentheses) a view.
    mutating func object(inView: Bool) throws(VisualFormatError) -> Object {
        guard let c = scanner.peek() else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if c == Byte.dash || VisualFormatScanner.isDigit(c) {
            let start = scanner.position
            guard let (value, range) = scanner.number() else {
                throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            try checkRange(value, written: scanner.text(range), at: start)
            return .constant(value)
        }
        guard c == Byte.underscore || VisualFormatScanner.isLetter(c) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let start = scanner.position
        let name = scanner.name()
        if let value = parser.metrics[name] {
            try checkRange(value, written: "metric '\(name)' (\(value))", at: start)
            return .constant(value)
        }
        if parser.views[name] != nil {
            if inView { return .view(name) }
            throw fail(
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a "
                    + "view as a spacer? [view1][spacer(==view1)][view2]")
        }
        throw fail(
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    /// Trellis's own limit on numbers (UIKit takes any double): finite, at most 1e9 in size.
    func checkRange(_ value: Double, written: @autoclosure () -> String, at offset: Int) throws(VisualFormatError) {
        guard value.isFinite, abs(value) <= NodeReader.maxMagnitude else {
            throw VisualFormatError(
                message: "\(written()) is out of range: numbers in a spec are at most 1e9 in size", offset: offset,
                isParseError: false)
        }
    }

    // MARK: Constraints

    /// A view's own predicates: its width (height in a vertical string) against a constant or another view.
    mutating func add(viewPredicatesOf name: String) {
        let size: LayoutAttribute = horizontal ? .width : .height
        for p in viewPredicates {
            var node = ConstraintNode(
                firstItem: .view(name), firstAttribute: size, relation: p.relation, priority: p.priority)
            switch p.object {
            case .constant(let value): node.constant = value
            case .view(let other): (node.secondItem, node.secondAttribute) = (.view(other), size)
            }
            constraints.append(VisualFormatConstraint(node: node, offset: p.offset))
        }
    }

    /// The constraints of a connection from `left` to `right` (in the string's order), and the alignment of
    /// the two views when both are views. UIKit's item order: the later item first (`b.leading == a.trailing
    /// + 8`), the earlier one first when the direction is right to left (`a.left == b.right + 8`).
    mutating func finish(_ connection: Connection, from left: End, to right: End) throws(VisualFormatError) {
        let absolute = parser.options.direction != .leadingToTrailing
        let baselines = parser.options.spacing == .baselineToBaseline
        let reversed = horizontal && parser.options.direction == .rightToLeft
        let (first, second) = reversed ? (left, right) : (right, left)
        if horizontal && baselines {
            throw fail("BaselineToBaseline format option not valid for horizontal layout")
        }
        // The superview of the view beside the bar.
        var container: ItemReference?
        if left == .bar || right == .bar, case .view(let beside) = left == .bar ? right : left {
            switch parser.views[beside] ?? .none {
            case .view(let superview): container = .view(superview)
            case .canvas: container = .canvas
            case .none:
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
        }
        // The standard space to a superview is its layout margin; between two views, 8 points.
        let toMargins = connection.isStandard && container != nil
        func item(_ end: End, leadingSide: Bool) -> (ItemReference, LayoutAttribute) {
            switch end {
            case .view(let name):
                let attribute: LayoutAttribute =
                    horizontal
                    ? (leadingSide ? (absolute ? .left : .leading) : (absolute ? .right : .trailing))
                    : (leadingSide ? (baselines ? .firstBaseline : .top) : (baselines ? .lastBaseline : .bottom))
                return (.view(name), attribute)
            case .bar:
                let attribute: LayoutAttribute =
                    horizontal
                    ? (leadingSide
                        ? (absolute ? (toMargins ? .leftMargin : .left) : (toMargins ? .leadingMargin : .leading))
                        : (absolute ? (toMargins ? .rightMargin : .right) : (toMargins ? .trailingMargin : .trailing)))
                    : (leadingSide ? (toMargins ? .topMargin : .top) : (toMargins ? .bottomMargin : .bottom))
                return (container ?? .canvas, attribute)
            }
        }
        // The first item's edge faces the second item: its leading side (a bar's trailing side).
        let firstItem = item(first, leadingSide: first != .bar)
        let secondItem = item(second, leadingSide: second == .bar)
        for p in connectionPredicates {
            var node = ConstraintNode(
                firstItem: firstItem.0, firstAttribute: firstItem.1, relation: p.relation,
                secondItem: secondItem.0, secondAttribute: secondItem.1, priority: p.priority)
            if connection.isStandard {
                node.constant = toMargins ? 0 : VisualFormatParser.standardSpacing
            } else if case .constant(let value) = p.object {
                node.constant = value
            }
            constraints.append(VisualFormatConstraint(node: node, offset: p.offset))
        }
        guard case .view(let a) = second, case .view(let b) = first else { return }
        for attribute in parser.options.alignments {
            if (attribute.axis == .horizontal) == horizontal {
                throw fail(
                    horizontal
                        ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for "
                            + "layout that is also horizontal."
                        : "Options mask required views to be aligned on a vertical edge, which is not allowed for "
                            + "layout that is also vertical.")
            }
            alignments.append(
                VisualFormatConstraint(
                    node: ConstraintNode(
                        firstItem: .view(a), firstAttribute: attribute, relation: .equal, secondItem: .view(b),
                        secondAttribute: attribute),
                    offset: lastViewStart))
        }
    }
}

/// The ASCII characters of the grammar.
private enum Byte {
    static let h = UInt8(ascii: "H"), v = UInt8(ascii: "V"), colon = UInt8(ascii: ":"), bar = UInt8(ascii: "|")
    static let dash = UInt8(ascii: "-"), open = UInt8(ascii: "["), close = UInt8(ascii: "]")
    static let openParenthesis = UInt8(ascii: "("), closeParenthesis = UInt8(ascii: ")"), comma = UInt8(ascii: ",")
    static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), equals = UInt8(ascii: "="), at = UInt8(ascii: "@")
    static let underscore = UInt8(ascii: "_")
}
