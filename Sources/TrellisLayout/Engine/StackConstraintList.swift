/// Collects a stack view's generated constraints in generation order: either as engine constraints keyed
/// `.stack(view:index:)` (what the live system installs), or as their wordings, with the `UISV-*`
/// identifier (what a report or Apple-style log line is written from, `StackWordings`). One generation
/// makes one or the other: the wordings are made again from the run's final state only when a report
/// asks for them, so a layout never keeps one per constraint.
struct StackConstraintList {
    /// What a generation collects.
    enum Product {
        case constraints, wordings
    }

    let table: ViewTable
    let guides: GuideTable
    let anchors: AnchorMap
    let stack: Int
    let product: Product
    private(set) var constraints: [EngineConstraint] = []
    private(set) var wordings: [StackConstraintWording] = []
    /// Where this stack's constraints start in `constraints`, which may hold others before them
    /// (`continuing(_:)`): their keys count from here.
    private var base = 0

    init(table: ViewTable, guides: GuideTable, anchors: AnchorMap, stack: Int, product: Product) {
        self.table = table
        self.guides = guides
        self.anchors = anchors
        self.stack = stack
        self.product = product
    }

    /// Takes `buffer` over (leaving it empty): the stack's constraints go after what it holds, and
    /// `handBack(to:)` returns it — a caller collecting many stacks' constraints never copies them from a
    /// list of each stack's own.
    mutating func continuing(_ buffer: inout [EngineConstraint]) {
        swap(&constraints, &buffer)
        base = constraints.count
    }

    /// Returns the buffer `continuing(_:)` took, with this stack's constraints appended.
    mutating func handBack(to buffer: inout [EngineConstraint]) { swap(&constraints, &buffer) }

    /// How many constraints this stack generated.
    var count: Int { product == .constraints ? constraints.count - base : wordings.count }

    private var names: StackItemNames { StackItemNames(table: table, guides: guides, stack: stack) }
    private var marginsRelative: Bool { table[stack].node.stack.isLayoutMarginsRelativeArrangement }

    /// The stack's effective layout direction: a horizontal stack runs leading to trailing, so right to
    /// left in a right-to-left layout (reference §11).
    var direction: LayoutDirection = .leftToRight

    /// `item.attribute`; the stack's width/height mean its margins guide's when the arrangement is
    /// layout-margins-relative (only the arrangement's canvas ever names the stack itself).
    private func form(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearForm {
        if item == .view(stack), marginsRelative, attribute.isSize {
            return attribute == .width
                ? anchors.form(item, .rightMargin) - anchors.form(item, .leftMargin)
                : anchors.form(item, .bottomMargin) - anchors.form(item, .topMargin)
        }
        return anchors.form(item, attribute, mirrored: direction == .rightToLeft)
    }

    /// Adds `item.attribute REL other.attribute × multiplier + constant @priority` (or `REL constant` when
    /// `other` is nil). `weight` scales what a point of violation costs within the priority's tier
    /// (`EngineConstraint.weight`).
    mutating func add(
        _ identifier: StackConstraintIdentifier, _ item: LayoutItem, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation,
        _ other: (LayoutItem, LayoutAttribute)?, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000, weight: Int = 1
    ) {
        guard product == .constraints else {
            wordings.append(
                StackConstraintWording(
                    multiplier: multiplier, constant: constant, priority: priority, item: item,
                    identifier: identifier, attribute: attribute, relation: relation, otherAttribute: other?.1,
                    direction: direction, other: other?.0))
            return
        }
        var lhs = form(item, attribute)
        if let (otherItem, otherAttribute) = other {
            // × 1 changes no bit: skipped (most generated constraints relate two anchors one to one).
            let rhs = form(otherItem, otherAttribute)
            lhs = lhs - (multiplier == 1 ? rhs : rhs * multiplier)
        }
        lhs = lhs - constant
        constraints.append(
            EngineConstraint(
                key: .stack(view: stack, index: constraints.count - base),
                form: weight == 1 ? lhs : lhs * Double(weight),
                relation: relation, priority: priority, wording: .stack, weight: weight))
    }
}

/// The identifier a stack view's generated constraint carries in UIKit's logs (`UISV-*`, reference §5.3;
/// `arrangement-order` is Trellis's own). An enum of one byte rather than a string: a large screen keeps
/// hundreds of thousands of generated constraints' wordings.
enum StackConstraintIdentifier: String, Sendable {
    // The canvas's edges and fit, gaps, distributions, hidden views, and Trellis's tie-break.
    case canvasConnection = "UISV-canvas-connection", canvasFit = "UISV-canvas-fit", spacing = "UISV-spacing"
    case fillEqually = "UISV-fill-equally", fillProportionally = "UISV-fill-proportionally"
    case distributingEdge = "UISV-distributing-edge", hiding = "UISV-hiding"
    case arrangementOrder = "UISV-arrangement-order"
    // Alignment and its spanning guide, ambiguity suppression, and multi-line labels' widths.
    case alignment = "UISV-alignment", spanningBoundary = "UISV-spanning-boundary", spanningFit = "UISV-spanning-fit"
    case ambiguitySuppression = "UISV-ambiguity-suppression", textWidthDisambiguation = "UISV-text-width-disambiguation"
}

/// What a stack's generated constraint says, kept to write its UIKit log line only when a conflict is
/// logged (most never are; writing one for each of a large screen's constraints was a measurable part of
/// building them). Its stack is its constraint's key's (`StackWordings`).
struct StackConstraintWording: Sendable {
    var multiplier: Double
    var constant: Double
    var priority: Double
    var item: LayoutItem
    var identifier: StackConstraintIdentifier
    var attribute: LayoutAttribute
    var relation: LayoutRelation
    var otherAttribute: LayoutAttribute?
    /// The stack's effective layout direction (the report's `layoutDirection`).
    var direction: LayoutDirection
    var other: LayoutItem?

    /// `<NSLayoutConstraint:'UISV-spacing' UIView:b.leading == UIView:a.trailing + 10   (active)>`.
    func appleDescription(table: ViewTable, guides: GuideTable, stack: Int) -> String {
        let names = StackItemNames(table: table, guides: guides, stack: stack)
        return "<NSLayoutConstraint:'\(identifier.rawValue)' \(sentence(names, naming: names.appleName))   (active)>"
    }

    /// `a.trailing == 2*b.leading + 10 @750`, with items named by `naming` (the spec's names for the
    /// report, UIKit's class-qualified ones for the log).
    func sentence(_ names: StackItemNames, naming: (LayoutItem) -> String) -> String {
        var text = "\(naming(item)).\(names.attributeName(item, attribute)) \(relation.rawValue) "
        if let other, let otherAttribute {
            if multiplier != 1 { text += "\(AppleNames.number(multiplier))*" }
            text += "\(naming(other)).\(names.attributeName(other, otherAttribute))"
            if constant != 0 {
                text += constant > 0 ? " + \(AppleNames.number(constant))" : " - \(AppleNames.number(-constant))"
            }
        } else {
            text += AppleNames.number(constant)
        }
        if priority != 1000 { text += " @\(TieBreakTier.describe(priority))" }
        return text
    }
}

/// How a stack's generated constraints name their items: the stack itself stands for its margins guide
/// when the arrangement is layout-margins-relative.
struct StackItemNames {
    let table: ViewTable
    let guides: GuideTable
    let stack: Int

    private var marginsRelative: Bool { table[stack].node.stack.isLayoutMarginsRelativeArrangement }

    func name(_ item: LayoutItem) -> String {
        switch item {
        case .canvas: return "canvas"
        case .safeArea: return "safeArea"
        case .view(let v):
            return v == stack && marginsRelative ? "\(table.name(v)).layoutMarginsGuide" : table.name(v)
        case .guide(let g): return guides[g].name(table)
        case .marginsGuide(let v): return "\(table.name(v)).layoutMarginsGuide"
        case .canvasGuide(let g): return "canvas.\(g.rawValue)"
        }
    }

    func appleName(_ item: LayoutItem) -> String {
        if item == .view(stack), marginsRelative {
            return "UILayoutGuide:\(table.name(stack)) 'UIViewLayoutMarginsGuide'"
        }
        return AppleNames.item(item, table, guides)
    }

    func attributeName(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
        guard item == .view(stack), marginsRelative else { return attribute.rawValue }
        switch attribute {
        case .leadingMargin: return "leading"
        case .trailingMargin: return "trailing"
        case .topMargin: return "top"
        case .bottomMargin: return "bottom"
        case .centerXWithinMargins: return "centerX"
        case .centerYWithinMargins: return "centerY"
        default: return attribute.rawValue
        }
    }
}

/// Every stack view's generated constraints' wordings, found by their constraints' keys: constraint
/// `.stack(view: s, index: i)` says `wordings(of: s)[i]`. They are generated again, on demand, from the
/// run's state when the report is written (`ConstraintReporter`, made at the end of a solve): the state its
/// installed constraints were last generated from, since a stack's constraints are regenerated whenever
/// what they are made of changes (`LayoutRun.apply`).
///
/// Made on demand rather than kept: a kept wording was 56 bytes for each of the 10,000-cell feed's ~250,000
/// stack constraints (and before that a 96-byte box in each constraint), where reports are asked for a few
/// constraints of a conflict, or for all of them once, by a caller of `SolvedLayout.constraints`.
struct StackWordings: Sendable {
    let table: ViewTable
    let guides: GuideTable
    let anchors: AnchorMap
    let measures: [ContentMeasure]
    let canvasDirection: LayoutDirection

    /// The wordings of stack `s`'s constraints, in the order of their keys' indices.
    func wordings(of s: Int) -> [StackConstraintWording] {
        StackArrangement(
            table: table, guides: guides, anchors: anchors, measures: measures, stack: s,
            canvasDirection: canvasDirection
        ).wordings()
    }
}
