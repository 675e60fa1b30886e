/// Why a cell's content view fitted to a height of 0, in one sentence naming the missing constraint.
///
/// The checks, in order: nothing ties the content to `contentView.bottom` (the usual mistake: the last view
/// is pinned to the top only); a view in the chain has no height of its own (no intrinsic size, no height
/// constraint, so the engine settles it to 0); nothing ties the content to `contentView.top`; otherwise the
/// chain holds only views of zero height.
struct CollapseExplanation {
    let template: CellTemplate
    let layout: SolvedCellLayout
    let undetermined: [String]

    /// One written constraint with its items resolved to view names.
    private struct Edge {
        var first: String?
        var firstAttribute: LayoutAttribute
        var second: String?
        var secondAttribute: LayoutAttribute?
    }

    private static let bottomAttributes: Set<LayoutAttribute> = [
        .bottom, .bottomMargin, .lastBaseline, .height,
        .centerY, .centerYWithinMargins,
    ]
    private static let topAttributes: Set<LayoutAttribute> = [
        .top, .topMargin, .firstBaseline, .height,
        .centerY, .centerYWithinMargins,
    ]

    var text: String {
        let root = template.contentView.name
        let edges = Self.edges(template.contentView, parent: nil)
        func touches(_ attributes: Set<LayoutAttribute>) -> Bool {
            edges.contains { e in
                let sides = [(e.first, Optional(e.firstAttribute)), (e.second, e.secondAttribute)]
                let other = e.first == root ? e.second : e.first
                return other != root && sides.contains { $0.0 == root && $0.1.map(attributes.contains) == true }
            }
        }
        let lowest = lowestView()
        if !touches(Self.bottomAttributes) {
            let example = lowest.map { " — e.g. under '\($0)': bottom == superview.bottom - 11" } ?? ""
            return "no constraint ties the content to \(root).bottom; pin the lowest view"
                + (lowest.map { " ('\($0)')" } ?? "") + " to it\(example)"
        }
        // A view nothing gives a height: left free (and settled to 0), or a plain view pinned between the edges
        // with no intrinsic height, which the fitting squeezes to 0.
        let sizeless = layout.views.dropFirst().first {
            !$0.node.isHidden && $0.intrinsicSize.height == noIntrinsicMetric && $0.frame.height == 0
        }?.name
        if let view = undetermined.first(where: { $0 != root }) ?? sizeless {
            return "view '\(view)' has no height — no intrinsic content size and no height constraint — so it "
                + "collapses to 0 and the chain from \(root).top to \(root).bottom gives 0; give '\(view)' a height "
                + "constraint or content"
        }
        if !touches(Self.topAttributes) {
            return "no constraint ties the content to \(root).top; pin the topmost view to it"
        }
        return "the vertical chain from \(root).top to \(root).bottom holds only views of height 0"
    }

    /// The subview lowest in the collapsed layout (its bottom edge furthest down; the later one on a tie).
    private func lowestView() -> String? {
        var best: (name: String, maxY: Double)?
        for view in layout.views.dropFirst() where !view.node.isHidden {
            if view.absoluteFrame.maxY >= best?.maxY ?? -Double.infinity { best = (view.name, view.absoluteFrame.maxY) }
        }
        return best?.name
    }

    private static func edges(_ node: ViewNode, parent: String?) -> [Edge] {
        func name(_ item: ItemReference?) -> String? {
            switch item {
            case .view(let n)?: return n
            case .owner?: return node.name
            case .superview?: return parent
            case .systemGuide(let inner, _)?: return name(inner)
            case .canvas?, .safeArea?, nil: return nil
            }
        }
        var out = node.constraints.map { c in
            Edge(
                first: name(c.firstItem), firstAttribute: c.firstAttribute,
                second: c.secondItem == nil ? nil : name(c.secondItem), secondAttribute: c.secondAttribute)
        }
        for child in node.subviews { out += edges(child, parent: node.name) }
        return out
    }
}
