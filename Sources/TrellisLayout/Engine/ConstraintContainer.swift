/// UIKit's coordinate model for a constraint between two items (reference §1, issue 16).
///
/// Trellis keeps every view's unknowns in canvas (absolute) coordinates (`ViewComponent`). UIKit instead
/// expresses both sides of `a.attr1 == m × b.attr2 + c` in the coordinate space of the items' **nearest
/// common ancestor** — the view the constraint is installed on — and applies the multiplier there. For a view
/// and its superview that is the superview's own bounds, where `leading` is 0 and `centerX` is `width / 2`;
/// for two siblings it is their superview's bounds. A location `p` in canvas coordinates is `p − origin` in
/// the container's space (`origin` = the container's bounds origin in canvas coordinates: its minX or minY;
/// a scroll view's bounds origin is its content area's, which sits at the scroll view's frame origin with a
/// content offset of 0). So
///
///     (lhs − origin) − m × (rhs − origin) − c  =  lhs − m × rhs − c + (m − 1) × origin
///
/// With a multiplier of 1 (almost every constraint) the origin cancels and nothing changes; with another
/// multiplier the result no longer depends on where the container sits (PureLayout's fixed-size
/// distribution: x = 184 / 388 / 592 / 796 in a 1000-point container wherever it is placed).
///
/// Size attributes are not positions and are the same in every space. The canvas, the safe area and the
/// canvas's own attributes are at the canvas's origin (0, 0).
enum ConstraintContainer: Hashable, Sendable {
    /// The canvas (the window): origin (0, 0).
    case canvas
    /// A view of the table: its bounds origin is its frame origin in canvas coordinates.
    case view(Int)

    /// The nearest common ancestor of two constraint items (an item counts as its own ancestor; a layout
    /// guide is in its owning view's space, like `UILayoutGuide.owningView`).
    init(_ first: LayoutItem, _ second: LayoutItem, table: ViewTable, guides: GuideTable) {
        func view(_ item: LayoutItem) -> Int? {
            switch item {
            case .canvas, .safeArea, .canvasGuide: return nil
            case .view(let v), .marginsGuide(let v): return v
            case .guide(let g): return guides[g].owner
            }
        }
        guard let a = view(first), let b = view(second) else { self = .canvas; return }
        self = table.nearestCommonAncestor(a, b).map { .view($0) } ?? .canvas
    }

    /// The container's bounds origin on `axis`, in canvas coordinates — or, for a constraint read in
    /// mirrored right-to-left coordinates (`DirectionalAnchors`: `x` reads as `canvasWidth − x`), its
    /// leading (right) edge there: `canvasWidth − maxX`, 0 for the canvas.
    func origin(on axis: LayoutAttribute.Axis, mirrored: Bool = false, canvasWidth: Double = 0) -> LinearForm {
        switch self {
        case .canvas:
            return LinearForm(constant: 0)
        case .view(let v):
            guard mirrored, axis == .horizontal else {
                return LinearForm(VarSlot(view: v, component: axis == .horizontal ? .minX : .minY))
            }
            return LinearForm(constant: canvasWidth) - LinearForm(VarSlot(view: v, component: .minX))
                - LinearForm(VarSlot(view: v, component: .width))
        }
    }

    /// The correction `(m − 1) × origin` that turns `lhs − m × rhs − c`, written over canvas (or mirrored
    /// canvas) coordinates, into the same constraint expressed in this container's space; zero for sizes
    /// and for `m == 1`.
    func correction(
        attribute: LayoutAttribute, multiplier m: Double, mirrored: Bool = false,
        canvasWidth: Double = 0
    ) -> LinearForm {
        guard !attribute.isSize, m != 1 else { return LinearForm(constant: 0) }
        return origin(on: attribute.axis, mirrored: mirrored, canvasWidth: canvasWidth) * (m - 1)
    }
}

extension ViewTable {
    /// The nearest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`; nil when the
    /// two views only share the canvas.
    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        // The usual shapes first: one view, a view and its superview, two siblings.
        if a == b { return a }
        let pa = self[a].parent, pb = self[b].parent
        if pa == b { return b }
        if pb == a { return a }
        if pa == pb { return pa }
        var ancestorsOfA: [Int] = []
        var current: Int? = a
        while let c = current { ancestorsOfA.append(c); current = self[c].parent }
        current = b
        while let c = current {
            if ancestorsOfA.contains(c) { return c }
            current = self[c].parent
        }
        return nil
    }
}
