/// A spec constraint with its items resolved against the view table and checked against UIKit's rules.
struct ResolvedConstraint: Sendable {
    var node: ConstraintNode
    /// The view the constraint is written under; nil at the top level.
    var owner: Int?
    var first: LayoutItem
    var second: LayoutItem?
    /// The second attribute (the first one when an item is written without one, as Masonry's `equalTo(view)`).
    var secondAttribute: LayoutAttribute?
    /// The items' nearest common ancestor, whose coordinate space the constraint is expressed in (the
    /// canvas for a constraint with one item).
    var container: ConstraintContainer = .canvas
    /// The layout direction leading and trailing resolve in: the constraint's container's
    /// (`LayoutDirections.container`).
    var direction: LayoutDirection = .leftToRight

    /// Whether the constraint is read in mirrored (right-to-left) coordinates (`DirectionalAnchors`).
    var isMirrored: Bool {
        direction == .rightToLeft && (node.firstAttribute.isDirectional || secondAttribute?.isDirectional == true)
    }

    /// `lhs − rhs`, to be `==`, `<=` or `>=` 0, in `container`'s coordinate space.
    func form(_ anchors: AnchorMap) -> LinearForm {
        let mirrored = isMirrored
        let lhs = anchors.form(first, node.firstAttribute, mirrored: mirrored)
        guard let second, let secondAttribute else { return lhs - node.constant }
        return lhs - (anchors.form(second, secondAttribute, mirrored: mirrored) * node.multiplier + node.constant)
            + container.correction(
                attribute: node.firstAttribute, multiplier: node.multiplier, mirrored: mirrored,
                canvasWidth: anchors.canvas.width)
    }

    /// Views whose baseline geometry the form depends on (its form changes when their text does): the
    /// items themselves, or for a stack view the arranged view it vends for that baseline.
    func baselineViews(_ anchors: AnchorMap) -> [Int] {
        var out: [Int] = []
        for (item, attribute) in [(first, node.firstAttribute), (second, secondAttribute)] {
            guard case .view(var v)? = item, let attribute, attribute.isBaseline else { continue }
            while let vended = anchors.baselineView(of: v, attribute) { v = vended }
            if !out.contains(v) { out.append(v) }
        }
        return out
    }
}

extension LayoutAttribute {
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// Resolves and validates every spec constraint: items must name known views; seed 004's attribute rules
/// hold (no location equal to a bare constant, no horizontal against vertical, no leading/trailing
/// against left/right, size only against size); priorities lie in (0, 1000]; numbers are finite.
struct ConstraintResolver {
    let table: ViewTable
    let guides: GuideTable
    private(set) var errors: [Diagnostic] = []

    init(table: ViewTable, guides: GuideTable) {
        self.table = table
        self.guides = guides
    }

    init(table: ViewTable) { self.init(table: table, guides: GuideTable(table)) }

    /// Each view's layout direction; nil: every constraint resolves left-to-right.
    var directions: LayoutDirections?
    /// Views whose `readableContentGuide` a constraint names but `guides` has no guide for (the caller
    /// makes a `GuideTable` with them and resolves again), ascending.
    private(set) var missingReadableGuides: [Int] = []

    /// Resolves the constraints written under views (tree order), then the top-level ones.
    mutating func resolveAll(_ document: LayoutDocument) -> [ResolvedConstraint] {
        var out: [ResolvedConstraint] = []
        for v in 0..<table.count {
            for c in table[v].node.constraints {
                if let r = resolve(c, owner: v) { out.append(r) }
            }
        }
        for c in document.constraints {
            if let r = resolve(c, owner: nil) { out.append(r) }
        }
        return out
    }

    private mutating func fail(_ c: ConstraintNode, _ message: String, views: [String] = []) {
        errors.append(.invalid("invalid-constraint", message, views: views, location: c.location, source: c.source))
    }

    private mutating func item(
        _ ref: ItemReference, _ c: ConstraintNode, owner: Int?,
        firstItem: LayoutItem?
    ) -> LayoutItem? {
        switch ref {
        case .canvas:
            return .canvas
        case .safeArea:
            return .safeArea
        case .owner:
            guard let owner else {
                fail(c, "'\(c.source)': an attribute without an item needs the constraint to be written under a view")
                return nil
            }
            return .view(owner)
        case .view(let name):
            guard let v = table.index(of: name) else {
                errors.append(
                    .invalid(
                        "unknown-view", "unknown view '\(name)' in '\(c.source)'",
                        views: [name], location: c.location, source: c.source))
                return nil
            }
            return .view(v)
        case .systemGuide(let inner, let guide):
            if case .systemGuide = inner {
                fail(c, "'\(c.source)': a guide has no guides of its own")
                return nil
            }
            guard let base = item(inner, c, owner: owner, firstItem: firstItem) else { return nil }
            switch base {
            case .canvas:
                return .canvasGuide(guide)
            case .view(let v) where table[v].node.kind == .layoutGuide:
                fail(c, "'\(c.source)': '\(table.name(v))' is a layout guide; it has no \(guide.rawValue)")
                return nil
            case .view(let v):
                if guide == .layoutMarginsGuide { return .marginsGuide(v) }
                if let g = guides.readableContent(of: v) { return .guide(g) }
                if !missingReadableGuides.contains(v) { missingReadableGuides.append(v); missingReadableGuides.sort() }
                return .marginsGuide(v)
            default:
                fail(c, "'\(c.source)': only views and the canvas have a \(guide.rawValue)")
                return nil
            }
        case .superview:
            // Under a view: that view's superview. At the top level: the first item's superview.
            let base: Int?
            if let owner { base = owner } else if case .view(let v)? = firstItem { base = v } else { base = nil }
            guard let base else {
                fail(c, "'\(c.source)': 'superview' at the top level needs a view as the first item")
                return nil
            }
            return table[base].parent.map { .view($0) } ?? .canvas
        }
    }

    mutating func resolve(_ c: ConstraintNode, owner: Int?) -> ResolvedConstraint? {
        let errorCount = errors.count
        if !(c.priority > 0 && c.priority <= 1000) {
            errors.append(
                .invalid(
                    "invalid-priority",
                    "priority \(Self.format(c.priority)) in '\(c.source)' must be greater than 0 and at most 1000",
                    location: c.location, source: c.source))
        }
        if !c.multiplier.isFinite || !c.constant.isFinite {
            fail(c, "'\(c.source)': multiplier and constant must be finite numbers")
        }
        if c.firstItem == .superview, owner == nil {
            fail(c, "'\(c.source)': 'superview' can't be the first item at the top level; name the view")
            return nil
        }
        guard let first = item(c.firstItem, c, owner: owner, firstItem: nil) else { return nil }
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        if let ref = c.secondItem {
            second = item(ref, c, owner: owner, firstItem: first)
            if second == nil { return nil }
            secondAttribute = c.secondAttribute ?? c.firstAttribute
        }
        checkAttributes(c, first: first, second: second, secondAttribute: secondAttribute)
        guard errors.count == errorCount else { return nil }
        var resolved = ResolvedConstraint(
            node: c, owner: owner, first: first, second: second,
            secondAttribute: secondAttribute)
        if let second, let secondAttribute {
            resolved.container = ConstraintContainer(first, second, table: table, guides: guides)
            resolved.first = contentArea(first, c.firstAttribute, other: second) ?? first
            resolved.second = contentArea(second, secondAttribute, other: first) ?? second
        }
        // Only a constraint naming leading/trailing depends on a direction; in an all left-to-right layout
        // (the usual case) there is nothing to look up.
        if let directions, !directions.isAllLeftToRight,
            c.firstAttribute.isDirectional || secondAttribute?.isDirectional == true
        {
            resolved.direction = directions.container(view(of: first), second.flatMap(view(of:)), table: table)
        }
        return resolved
    }

    /// The view an item belongs to (a guide's owner); nil for the canvas and its guides.
    private func view(of item: LayoutItem) -> Int? {
        switch item {
        case .view(let v), .marginsGuide(let v): return v
        case .guide(let g): return guides[g].owner
        case .canvas, .safeArea, .canvasGuide: return nil
        }
    }

    private mutating func checkAttributes(
        _ c: ConstraintNode, first: LayoutItem, second: LayoutItem?,
        secondAttribute: LayoutAttribute?
    ) {
        let a = c.firstAttribute
        for (item, attribute) in [(first, a), (second, secondAttribute)] {
            guard let item, let attribute, attribute.isMargin || attribute.isBaseline, let name = guideName(item) else {
                continue
            }
            fail(
                c,
                "'\(c.source)': \(name) is a layout guide; it has no \(attribute.rawValue) (use top, leading, bottom, trailing, width, height or centres)"
            )
        }
        let fixed: Set<LayoutItem> = [
            .canvas, .safeArea, .canvasGuide(.layoutMarginsGuide), .canvasGuide(.readableContentGuide),
        ]
        guard let second, let b = secondAttribute else {
            if !a.isSize {
                fail(
                    c,
                    "'\(c.source)': a location attribute (\(a.rawValue)) can't equal a constant; relate it to another item's \(a.rawValue)"
                )
            }
            if fixed.contains(first) {
                fail(c, "'\(c.source)': the canvas is fixed by 'canvas:' and can't be constrained")
            }
            return
        }
        if a.isSize != b.isSize {
            fail(
                c,
                "'\(c.source)': a size attribute can only be related to a size attribute (\(a.rawValue) vs \(b.rawValue))"
            )
        } else if !a.isSize && a.axis != b.axis {
            fail(
                c,
                "'\(c.source)': a \(a.axis.rawValue) attribute (\(a.rawValue)) can't be related to a \(b.axis.rawValue) one (\(b.rawValue))"
            )
        } else if (a.isDirectional && b.isAbsoluteHorizontalEdge) || (a.isAbsoluteHorizontalEdge && b.isDirectional) {
            fail(c, "'\(c.source)': leading/trailing can't be related to left/right (\(a.rawValue) vs \(b.rawValue))")
        }
        if !a.isSize && c.multiplier == 0 {
            fail(c, "'\(c.source)': a multiplier of 0 makes the location \(a.rawValue) equal to a constant")
        }
        if fixed.contains(first) && fixed.contains(second) {
            fail(c, "'\(c.source)': the canvas is fixed by 'canvas:' and can't be constrained")
        }
        if first == second && a == b && c.multiplier == 1 {
            fail(c, "'\(c.source)': relates \(a.rawValue) of a view to itself; it constrains nothing")
        }
    }

    /// The guide's name when `item` is a layout guide (which has no margins or baselines), else nil.
    private func guideName(_ item: LayoutItem) -> String? {
        switch item {
        case .safeArea: return "the safe area"
        case .marginsGuide(let v): return "\(table.name(v)).layoutMarginsGuide"
        case .canvasGuide(let g): return "canvas.\(g.rawValue)"
        case .guide(let g) where guides[g].role == .readableContent: return guides[g].name(table)
        case .view(let v) where table[v].node.kind == .layoutGuide: return "'\(table.name(v))'"
        default: return nil
        }
    }

    /// The iOS 6 scroll-view rule (reference §10): a constraint between a scroll view and a view inside it
    /// relates that view to the scroll view's **content area** when it names one of the scroll view's
    /// edges (left, right, top, bottom, leading, trailing and their margin forms). Width, height, centres
    /// and baselines keep referring to the scroll view's frame, which is what makes the usual
    /// `content.width == scroll.width` pattern (and centring content with `centerX`) work.
    private func contentArea(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem) -> LayoutItem? {
        guard case .view(let s) = item, let guide = guides.contentGuide(of: s),
            case .view(let o) = other, table.isDescendant(o, of: s)
        else { return nil }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing,
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return .guide(guide)
        default:
            return nil
        }
    }

    static func format(_ v: Double) -> String {
        if v.isFinite && v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }
}
