extension LayoutEngine {
    /// The document with its canvas sized to its content on the axes marked `fit` (`canvas: {width: 375,
    /// height: fit}`), measured as `systemLayoutSizeFitting` measures a view controller's root view: the
    /// canvas becomes a container view (same layout margins) holding the root views, every constraint to
    /// `canvas` (and `superview` of a root view) refers to that container, and the container is fitted with
    /// `width == W @1000` on a fixed axis and `== 0 @fittingSizeLevel` (50) on a fitted one, so the content's
    /// required constraints, hugging and compression resistance decide the size. Constraints to the safe
    /// area keep the canvas's starting size (its top and left edges don't depend on the size).
    ///
    /// Unchanged when no axis fits. Throws when a fitted axis comes out empty (nothing pins the content to
    /// the canvas's far edge, so nothing gives it a size).
    public func fittedCanvas(_ document: LayoutDocument) throws -> LayoutDocument {
        let canvas = document.canvas
        guard canvas.fitsWidth || canvas.fitsHeight else { return document }
        let engine = try forFonts(of: document)
        if engine !== self { return try engine.fittedCanvas(document) }
        let containerName = "canvas"
        var container = ViewNode(name: containerName)
        let side: Double = canvas.width >= 414 ? 20 : 16
        container.layoutMargins = EdgeInsets(
            top: canvas.safeArea.top, left: canvas.safeArea.left + side,
            bottom: canvas.safeArea.bottom, right: canvas.safeArea.right + side)
        container.subviews = document.views.map { Self.retarget($0, to: containerName) }
        container.constraints = document.constraints.map { Self.retarget($0, to: containerName) }
        var probe = document
        probe.canvas.fitsWidth = false
        probe.canvas.fitsHeight = false
        probe.views = [container]
        probe.constraints = []
        probe.fittings = []
        let run = try makeRun(probe)
        let request = FittingRequest(
            view: containerName,
            target: .size(
                Size(width: canvas.fitsWidth ? 0 : canvas.width, height: canvas.fitsHeight ? 0 : canvas.height)),
            horizontalPriority: canvas.fitsWidth ? LayoutPriority.fittingSizeLevel : LayoutPriority.required,
            verticalPriority: canvas.fitsHeight ? LayoutPriority.fittingSizeLevel : LayoutPriority.required)
        let size = try fit(request, in: run).size
        var empty: [String] = []
        if canvas.fitsWidth && !(size.width > 0) { empty.append("width") }
        if canvas.fitsHeight && !(size.height > 0) { empty.append("height") }
        if !empty.isEmpty {
            let axes = empty.joined(separator: " and ")
            throw LayoutError(diagnostics: [
                .invalid(
                    "empty-fitted-canvas",
                    "canvas \(axes): fit, but the content gives it no \(axes): pin the content to the canvas's "
                        + (empty.contains("height") ? "bottom" : "trailing")
                        + " edge (e.g. 'card.bottom == canvas.bottom - 16')",
                    location: nil)
            ])
        }
        var fitted = document
        if canvas.fitsWidth { fitted.canvas.width = size.width }
        if canvas.fitsHeight { fitted.canvas.height = size.height }
        fitted.canvas.fitsWidth = false
        fitted.canvas.fitsHeight = false
        return fitted
    }

    private static func retarget(_ view: ViewNode, to container: String) -> ViewNode {
        var view = view
        view.constraints = view.constraints.map { retarget($0, to: container) }
        view.subviews = view.subviews.map { retarget($0, to: container) }
        return view
    }

    private static func retarget(_ constraint: ConstraintNode, to container: String) -> ConstraintNode {
        var c = constraint
        if c.firstItem == .canvas { c.firstItem = .view(container) }
        if c.secondItem == .canvas { c.secondItem = .view(container) }
        return c
    }
}
