/// Autoresizing relative to the size a frame was designed in (issue 11, reference §7).
///
/// A `frame:` is taken as set while the superview had its design size: the view's `designSize`, else the
/// superview's own frame, else for a direct subview of the canvas the canvas's `designSize` (default: the
/// canvas's size). A superview laid out by constraints has no size before layout, so its design size is
/// its **first-solved size**: the spec is solved once with those views' masks ignored (frames fixed, as
/// UIKit's engine holds a frame before any resize), the superview's size is read, and the real solve
/// stretches from it. In the spec's own configuration that keeps each frame as written; in another
/// configuration (`LayoutConfiguration`, rotation) the flexible parts stretch by the difference.
///
/// A superview whose size on an axis nothing determines (its size was settled by a stay in the first
/// solve) never resizes on that axis, so its subviews' autoresizing has no change to follow there: their
/// masks lose that axis's flexible parts and their frames stay as written (`FirstSolvedFrames.unresizedAxes`).
/// Stretching from a size the superview only collapsed to gave a view with no constraints whose child is a
/// flexible 414 × 896 frame a size of −414 × −896 (issue 51).
extension LayoutEngine {
    /// `document` with its traits applied (`resolvingEnvironment`) and first-solved design sizes filled in.
    public func environmentApplied(_ document: LayoutDocument) throws -> LayoutDocument {
        try fillingDesignSizes(document.resolvingEnvironment())
    }

    /// Sets `designSize` on every flexible frame view inside a superview laid out by constraints that has
    /// none, from a first solve of `document` (whose traits must already be applied).
    public func fillingDesignSizes(_ document: LayoutDocument) throws -> LayoutDocument {
        document.settingFirstSolved(try firstSolvedFrames(document))
    }

    /// The superview's first-solved size for every flexible frame view inside a superview laid out by
    /// constraints that has no `designSize`, by view name (`document`'s traits must already be applied).
    public func firstSolvedDesignSizes(_ document: LayoutDocument) throws -> [String: Size] {
        try firstSolvedFrames(document).designSizes
    }

    /// What a first solve of `document` says about its flexible frame views inside superviews laid out by
    /// constraints that have no `designSize` (`document`'s traits must already be applied).
    public func firstSolvedFrames(_ document: LayoutDocument) throws -> FirstSolvedFrames {
        let engine = try forFonts(of: document)
        if engine !== self { return try engine.firstSolvedFrames(document) }
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
        guard !needs.isEmpty else { return FirstSolvedFrames() }
        let wanted = Set(needs)
        var fixed = document
        fixed.views = fixed.views.map { Self.mapTree($0) { if wanted.contains($0.name) { $0.autoresizing = [] } } }
        let run = try makeRun(fixed)
        let first = try ResultBuilder(engine: self, run: run, document: fixed).build()
        var found = FirstSolvedFrames()
        for view in first.views where wanted.contains(view.name) {
            guard let superview = view.superview, let parent = first.view(named: superview) else { continue }
            found.designSizes[view.name] = parent.frame.size
            let free = run.table.index(of: superview).flatMap { run.ambiguous[$0] } ?? []
            var axes: AutoresizingMask = []
            if free.contains(.width) { axes.formUnion([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) }
            if free.contains(.height) { axes.formUnion([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]) }
            if !axes.isEmpty { found.unresizedAxes[view.name] = axes }
        }
        return found
    }

    static func mapTree(_ node: ViewNode, _ change: (inout ViewNode) -> Void) -> ViewNode {
        var node = node
        change(&node)
        node.subviews = node.subviews.map { mapTree($0, change) }
        return node
    }
}

/// What the first solve found for the flexible frame views inside superviews laid out by constraints.
public struct FirstSolvedFrames: Sendable, Hashable {
    /// The superview's first-solved size, by view name.
    public var designSizes: [String: Size] = [:]
    /// By view name, the mask parts of the axes on which the superview's size was left free (settled by a
    /// stay): those parts are dropped, as the superview never resizes there.
    public var unresizedAxes: [String: AutoresizingMask] = [:]

    public init() {}
}

extension LayoutDocument {
    /// The document with the first solve's design sizes set and its unresized axes' mask parts dropped.
    public func settingFirstSolved(_ frames: FirstSolvedFrames) -> LayoutDocument {
        var out = settingDesignSizes(frames.designSizes)
        guard !frames.unresizedAxes.isEmpty else { return out }
        out.views = out.views.map {
            LayoutEngine.mapTree($0) { node in
                if let axes = frames.unresizedAxes[node.name] { node.autoresizing.subtract(axes) }
            }
        }
        return out
    }

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
