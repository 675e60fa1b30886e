/// Autoresizing relative to the size a frame was designed in (issue 11, reference §7).
///
/// A `frame:` is taken as set while the superview had its design size: the view's `designSize`, else the
/// superview's own frame, else for a direct subview of the canvas the canvas's `designSize` (default: the
/// canvas's size). A superview laid out by constraints has no size before layout, so its design size is
/// its **first-solved size**: the spec is solved once with those views' masks ignored (frames fixed, as
/// UIKit's engine holds a frame before any resize), the superview's size is read, and the real solve
/// stretches from it. In the spec's own configuration that keeps each frame as written; in another
/// configuration (`LayoutConfiguration`, rotation) the flexible parts stretch by the difference.
extension LayoutEngine {
    /// `document` with its traits applied (`resolvingEnvironment`) and first-solved design sizes filled in.
    public func environmentApplied(_ document: LayoutDocument) throws -> LayoutDocument {
        try fillingDesignSizes(document.resolvingEnvironment())
    }

    /// Sets `designSize` on every flexible frame view inside a superview laid out by constraints that has
    /// none, from a first solve of `document` (whose traits must already be applied).
    public func fillingDesignSizes(_ document: LayoutDocument) throws -> LayoutDocument {
        document.settingDesignSizes(try firstSolvedDesignSizes(document))
    }

    /// The superview's first-solved size for every flexible frame view inside a superview laid out by
    /// constraints that has no `designSize`, by view name (`document`'s traits must already be applied).
    public func firstSolvedDesignSizes(_ document: LayoutDocument) throws -> [String: Size] {
        var needs: [String] = []
        func scan(_ nodes: [ViewNode], parent: ViewNode?) {
            for node in nodes {
                if let parent, parent.frame == nil, parent.kind != .stackView, node.frame != nil,
                    node.designSize == nil, !node.autoresizing.isEmpty
                {
                    needs.append(node.name)
                }
                scan(node.subviews, parent: node)
            }
        }
        scan(document.views, parent: nil)
        guard !needs.isEmpty else { return [:] }
        let wanted = Set(needs)
        var fixed = document
        fixed.views = fixed.views.map { Self.mapTree($0) { if wanted.contains($0.name) { $0.autoresizing = [] } } }
        let first = try ResultBuilder(engine: self, run: try makeRun(fixed), document: fixed).build()
        var sizes: [String: Size] = [:]
        for view in first.views where wanted.contains(view.name) {
            if let superview = view.superview, let parent = first.view(named: superview) {
                sizes[view.name] = parent.frame.size
            }
        }
        return sizes
    }

    static func mapTree(_ node: ViewNode, _ change: (inout ViewNode) -> Void) -> ViewNode {
        var node = node
        change(&node)
        node.subviews = node.subviews.map { mapTree($0, change) }
        return node
    }
}

extension LayoutDocument {
    /// The document with `sizes` as the `designSize` of the views they name that have none.
    public func settingDesignSizes(_ sizes: [String: Size]) -> LayoutDocument {
        guard !sizes.isEmpty else { return self }
        var out = self
        out.views = views.map {
            LayoutEngine.mapTree($0) { node in
                if node.designSize == nil, let size = sizes[node.name] { node.designSize = size }
            }
        }
        return out
    }
}
