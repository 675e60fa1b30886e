import TrellisLayout
import TrellisText

/// One render in progress: the plan, the context, the fonts and images it opened, and the views to draw.
final class RenderJob {
    let plan: RenderPlan
    let context: CairoContext
    let fonts: FontFaceCache
    let views: [ViewScene]
    /// Each view's nearest ancestor background in the theme (`Appearance.swift`), by index in `views`.
    let inheritedBackgrounds: [Color?]
    /// Index in `views` by name.
    let viewIndex: [String: Int]
    /// The views' fills as `backdrop(at:)` reads them, made when first asked (`paintedFills`).
    private(set) lazy var fills = paintedFills()
    private var images: [String: CairoSurface] = [:]
    /// Dimension labels queued by the overlays, placed with the tags at the end.
    var annotations: [Annotation] = []
    /// Every label drawn, in drawing order (`LabelLayer`).
    var placedLabels: [PlacedLabel] = []
    /// What the list under the canvas shows: views without a tag, chips and callouts that found no place.
    var unlisted = FooterLists()
    /// Every text drawn, for the SVG's invisible `<text>` layer (`SVGWebLayer`).
    var drawnTexts: [DrawnText] = []
    /// The view whose content is being drawn (nil for tags, chips, captions, the legend).
    var textOwner: String?
    /// The off-canvas hatching's tiles, by phase (`OffCanvasHatching.swift`).
    let hatchTiles = HatchTiles()

    var palette: Palette { plan.palette }
    var grid: PixelGrid { plan.grid }
    var options: RenderOptions { plan.options }
    var isVector: Bool { options.format != .png }

    init(plan: RenderPlan, context: CairoContext) throws {
        self.plan = plan
        self.context = context
        fonts = try FontFaceCache()
        let scene =
            plan.scene.flatMap { $0.origin == plan.canvasRect.origin ? $0 : nil } ?? RenderScene(plan: plan)
        views = scene.views
        inheritedBackgrounds = scene.inheritedBackgrounds
        viewIndex = scene.viewIndex
    }

    /// What this job made of the plan's views, for a later job on the same layout (`RenderPlan.scene`).
    var scene: RenderScene {
        RenderScene(
            origin: plan.canvasRect.origin, views: views, inheritedBackgrounds: inheritedBackgrounds,
            viewIndex: viewIndex)
    }

    func draw() throws {
        context.clear(to: options.background)
        drawCanvas()
        // Scroll views whose subtree has been drawn get their indicator right after it, so views above the
        // scroll view in z-order still cover it.
        var scrollsEnding: [Int: [Int]] = [:]
        for (index, view) in views.enumerated() {
            if view.solved.kind == .scrollView { scrollsEnding[view.lastDescendant, default: []].insert(index, at: 0) }
        }
        // Views, hatching and overlays are drawn inside the figure only: a view running past it (a feed taller
        // than the page shows) must not paint over the lists and legend below the figure.
        try clipped(to: plan.labelBounds) {
            for (index, view) in views.enumerated() {
                // A layout guide has a frame but draws nothing (dashed under `--overlay frames`).
                if view.solved.kind != .layoutGuide && drawsOnPage(index) {
                    try clipped(to: view.clip) {
                        try drawBox(view)
                        textOwner = view.name
                        defer { textOwner = nil }
                        try drawContent(view)
                    }
                }
                for scroll in scrollsEnding[index] ?? [] where views[scroll].isVisible {
                    try clipped(to: views[scroll].clip) { try drawScrollIndicators(views[scroll]) }
                }
            }
            drawOffCanvasHatching()
            drawHighlights()
            drawSmallAmbiguityMarkers()
            for overlay in options.orderedOverlays {
                try drawOverlay(overlay)
            }
        }
        try drawLabels()
        if let footer = plan.footer { try drawFooter(footer) }
        if let legend = plan.legend { try drawLegend(legend) }
    }

    /// The labels' places without drawing the picture: the overlays queue their chips, then `placeLabels`.
    func placeLabelsOnly() throws -> LabelPlacement {
        for overlay in options.orderedOverlays { try drawOverlay(overlay) }
        return try placeLabels()
    }

    /// Runs `body` clipped to `rect` (a scroll view's visible area), or unclipped for nil.
    func clipped(to rect: Rect?, _ body: () throws -> Void) throws {
        guard let rect else { return try body() }
        try context.withSavedState {
            context.rectangle(rect)
            context.clip()
            try body()
        }
    }

    /// The canvas's edge, when there's page around it to tell it apart from.
    private func drawCanvas() {
        guard options.style != .content, options.padding > 0 else { return }
        let rect = grid.snap(plan.canvasRect)
        guard let path = grid.hairlinePath(inside: rect.insetBy(-grid.hairline)) else { return }
        context.setColor(palette.canvasEdge)
        context.setLineWidth(grid.hairline)
        context.rectangle(path)
        context.stroke()
    }

    /// A PNG decoded once per render, however many views show it.
    func image(at path: String) throws -> CairoSurface {
        if let cached = images[path] { return cached }
        let surface = try CairoSurface.png(contentsOf: path, pixelLimit: options.limits.imagePixels)
        images[path] = surface
        return surface
    }
}

/// A layout's views as a render job draws them — their scenes at the canvas's page origin, each one's
/// inherited background, and the index by name — made once per render and shared by its jobs (the scratch
/// pass that places the labels and the real one).
struct RenderScene {
    let origin: Point
    let views: [ViewScene]
    let inheritedBackgrounds: [Color?]
    let viewIndex: [String: Int]
}

extension RenderScene {
    init(plan: RenderPlan) {
        origin = plan.canvasRect.origin
        views = ViewScene.build(plan.layout, origin: origin)
        inheritedBackgrounds = RenderJob.inheritedBackgrounds(views, dark: plan.options.theme.isDark)
        viewIndex = Dictionary(views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension Rect {
    /// Shrunk by `d` on every side (grown for negative `d`).
    func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }

    func inset(by e: EdgeInsets) -> Rect {
        Rect(
            x: minX + e.left, y: minY + e.top, width: max(0, width - e.left - e.right),
            height: max(0, height - e.top - e.bottom))
    }
}
