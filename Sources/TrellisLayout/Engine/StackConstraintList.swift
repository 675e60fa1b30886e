/// Collects a stack view's generated constraints as engine constraints keyed `.stack(view:index:)` in
/// generation order, with reports and Apple-style descriptions carrying the `UISV-*` identifier.
struct StackConstraintList {
    let table: ViewTable
    let guides: GuideTable
    let anchors: AnchorMap
    let stack: Int
    private(set) var constraints: [EngineConstraint] = []

    init(table: ViewTable, guides: GuideTable, anchors: AnchorMap, stack: Int) {
        self.table = table
        self.guides = guides
        self.anchors = anchors
        self.stack = stack
    }

    private var marginsRelative: Bool { table[stack].node.stack.isLayoutMarginsRelativeArrangement }

    /// `item.attribute`; the stack's width/height mean its margins guide's when the arrangement is
    /// layout-margins-relative (only the arrangement's canvas ever names the stack itself).
    /// The stack's effective layout direction: a horizontal stack runs leading to trailing, so right to
    /// left in a right-to-left layout (reference §11).
    var direction: LayoutDirection = .leftToRight

    private func form(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearForm {
        if item == .view(stack), marginsRelative, attribute.isSize {
            return attribute == .width
                ? anchors.form(item, .rightMargin) - anchors.form(item, .leftMargin)
                : anchors.form(item, .bottomMargin) - anchors.form(item, .topMargin)
        }
        return anchors.form(item, attribute, mirrored: direction == .rightToLeft)
    }

    private func name(_ item: LayoutItem) -> String {
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

    private func appleName(_ item: LayoutItem) -> String {
        if item == .view(stack), marginsRelative {
            return "UILayoutGuide:\(table.name(stack)) 'UIViewLayoutMarginsGuide'"
        }
        return AppleNames.item(item, table, guides)
    }

    private func attributeName(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
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

    /// Adds `item.attribute REL other.attribute × multiplier + constant @priority` (or `REL constant` when
    /// `other` is nil). `weight` scales what a point of violation costs within the priority's tier
    /// (`EngineConstraint.weight`).
    mutating func add(
        _ identifier: String, _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ other: (LayoutItem, LayoutAttribute)?, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000, weight: Double = 1
    ) {
        var lhs = form(item, attribute)
        var text = "\(name(item)).\(attributeName(item, attribute)) \(relation.rawValue) "
        var apple = "\(appleName(item)).\(attributeName(item, attribute)) \(relation.rawValue) "
        if let (otherItem, otherAttribute) = other {
            lhs = lhs - form(otherItem, otherAttribute) * multiplier
            let m = multiplier == 1 ? "" : "\(AppleNames.number(multiplier))*"
            text += "\(m)\(name(otherItem)).\(attributeName(otherItem, otherAttribute))"
            apple += "\(m)\(appleName(otherItem)).\(attributeName(otherItem, otherAttribute))"
            if constant != 0 {
                let c = constant > 0 ? " + \(AppleNames.number(constant))" : " - \(AppleNames.number(-constant))"
                text += c
                apple += c
            }
        } else {
            text += AppleNames.number(constant)
            apple += AppleNames.number(constant)
        }
        lhs = lhs - constant
        if priority != 1000 {
            text += " @\(TieBreakTier.describe(priority))"
            apple += " @\(TieBreakTier.describe(priority))"
        }
        let node = table[stack].node
        var report = SolvedConstraint(
            firstView: name(item), firstAttribute: attribute, relation: relation,
            secondView: other.map { name($0.0) }, secondAttribute: other?.1, multiplier: multiplier,
            constant: constant, priority: priority, origin: .stackView, status: .satisfied,
            source: "\(identifier): \(text)", location: node.location, identifier: identifier)
        report.layoutDirection = direction
        constraints.append(
            EngineConstraint(
                key: .stack(view: stack, index: constraints.count), form: weight == 1 ? lhs : lhs * weight,
                relation: relation, priority: priority,
                report: report, appleDescription: .text("<NSLayoutConstraint:'\(identifier)' \(apple)   (active)>"),
                weight: weight))
    }
}
