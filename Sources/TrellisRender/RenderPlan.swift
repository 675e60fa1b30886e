import TrellisLayout

/// The validated geometry of one render: scale, page size in points and pixels, where the canvas, the list
/// under it and the legend go.
struct RenderPlan {
    let layout: SolvedLayout
    let options: RenderOptions
    let palette: Palette
    /// Device pixels per point.
    let scale: Double
    let grid: PixelGrid
    /// The canvas in page coordinates (offset by the padding, and by any off-canvas part shown).
    let canvasRect: Rect
    /// What of the canvas's coordinate space the page shows (before padding): the canvas, the canvas grown
    /// to include off-canvas views (`FigureBounds`), or the views' union (`--crop content`).
    let shownRect: Rect
    let pageSize: Size
    /// Where tags, chips and callouts may go: the page above the footer and legend.
    let labelBounds: Rect
    /// Captions and what found no place on the picture (`FooterLists`), under the canvas.
    let footer: FooterLayout?
    /// The key below the canvas, when asked for.
    let legend: LegendLayout?
    let pixelWidth: Int
    let pixelHeight: Int
    let text: TextSource
    /// Every label's place, when the scratch pass of `Renderer.plan` has worked it out (the real pass reuses it).
    var labelPlacement: LabelPlacement?
    /// The views as the scratch pass made them (the real pass reuses them when the canvas sits at the same
    /// page origin).
    var scene: RenderScene?

    init(
        layout: SolvedLayout, options: RenderOptions, text: TextSource = .shared,
        unlisted: FooterLists = FooterLists()
    ) throws {
        self.layout = layout
        self.options = options
        self.text = text
        palette = options.theme.palette
        let scale: Double
        if let asked = options.scale {
            guard Canvas.supportedScales.contains(Double(asked)) else { throw RenderError.invalidScale(Double(asked)) }
            scale = Double(asked)
        } else {
            scale = layout.canvas.scale
            guard Canvas.supportedScales.contains(scale) else { throw RenderError.invalidScale(scale) }
        }
        self.scale = scale
        grid = PixelGrid(scale: scale)
        let padding = options.padding
        guard padding.isFinite, padding >= 0 else { throw RenderError.invalidPadding(padding) }
        let canvas = layout.canvas
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.width > 0, canvas.height > 0 else {
            throw RenderError.invalidGeometry("canvas size \(canvas.width)×\(canvas.height)")
        }
        let shown = FigureBounds.shownRect(layout, options: options)
        shownRect = shown
        canvasRect = Rect(x: padding - shown.minX, y: padding - shown.minY, width: canvas.width, height: canvas.height)
        var pageWidth = shown.width + 2 * padding
        var pageHeight = shown.height + 2 * padding
        // Check the size before measuring any legend text, so an absurd canvas fails fast.
        try RenderPlan.checkLimits(
            width: pageWidth, height: pageHeight, scale: scale, limit: options.limits.canvasPixels)
        labelBounds = Rect(x: 0, y: 0, width: pageWidth, height: pageHeight)
        let captions = layout.presentation.annotations.compactMap { a -> String? in
            if case .caption(let text) = a.kind { return text }
            return nil
        }
        if !captions.isEmpty || !unlisted.isEmpty {
            let footer = try FooterLayout(
                captions: captions, lists: unlisted, width: pageWidth, top: pageHeight,
                padding: padding, scale: scale, text: text)
            pageHeight += footer.height
            self.footer = footer
        } else {
            footer = nil
        }
        if options.legend {
            let legend = try LegendLayout(
                plan: (options, layout, palette), width: pageWidth, top: pageHeight,
                text: text)
            pageHeight += legend.height
            pageWidth = max(pageWidth, legend.width)
            self.legend = legend
        } else {
            legend = nil
        }
        pageSize = Size(width: pageWidth, height: pageHeight)
        (pixelWidth, pixelHeight) = try RenderPlan.checkLimits(
            width: pageWidth, height: pageHeight, scale: scale, limit: options.limits.canvasPixels)
    }

    /// The page in device pixels (rounded up), or `canvasTooLarge`.
    @discardableResult
    static func checkLimits(
        width: Double, height: Double, scale: Double,
        limit: Int = ResourceLimits.standard.canvasPixels
    ) throws -> (Int, Int) {
        let w = (width * scale).rounded(.up), h = (height * scale).rounded(.up)
        let side = Double(RenderLimits.maxSide)
        guard w.isFinite, h.isFinite, w <= side, h <= side, w * h <= Double(RenderLimits.maxPixels) else {
            throw RenderError.canvasTooLarge(width: Int(min(w, 1e12)), height: Int(min(h, 1e12)))
        }
        guard w * h <= Double(limit) else {
            throw RenderError.overPixelLimit(width: Int(w), height: Int(h), limit: limit)
        }
        return (max(1, Int(w)), max(1, Int(h)))
    }

    /// True when the page shows more than the canvas (off-canvas views) — the part outside is hatched.
    var showsOffCanvas: Bool {
        options.crop == .canvas
            && shownRect != Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
    }
}

/// Which part of the canvas's coordinate space a render shows.
enum FigureBounds {
    /// The canvas; grown to include views that lie outside it when the frames overlay is on or a view is
    /// reported outside its superview (so the picture shows the problem the warning describes), by at most
    /// the canvas's larger side in each direction; or, for `--crop content`, the union of the views drawn.
    /// Views inside scroll views don't count (they are clipped to their scroll view anyway).
    static func shownRect(_ layout: SolvedLayout, options: RenderOptions) -> Rect {
        let canvas = Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height)
        let frames = drawnFrames(layout)
        switch options.crop {
        case .content:
            guard let first = frames.first else { return canvas }
            return snapOut(frames.dropFirst().reduce(first) { $0.union($1) }, scale: layout.canvas.scale)
        case .canvas:
            let flagged = layout.diagnostics.contains { $0.code == "outside-superview" }
            guard options.overlays.contains(.frames) || flagged else { return canvas }
            let reach = max(canvas.width, canvas.height)
            let limit = canvas.insetBy(-reach)
            var shown = canvas
            for frame in frames {
                guard let clipped = frame.intersection(limit) else { continue }
                shown = shown.union(clipped)
            }
            return snapOut(shown, scale: layout.canvas.scale)
        }
    }

    /// Frames (canvas coordinates) of views that are drawn: not hidden, finite, not inside a scroll view.
    private static func drawnFrames(_ layout: SolvedLayout) -> [Rect] {
        var excluded: Set<String> = []
        // Superviews come before their subviews, so each view's superview is known when it is reached.
        var scrollViews: Set<String> = []
        var frames: [Rect] = []
        for view in layout.views {
            if view.kind == .scrollView { scrollViews.insert(view.name) }
            let parentExcluded = view.superview.map { excluded.contains($0) } ?? false
            let parentIsScroll = view.superview.map { scrollViews.contains($0) } ?? false
            if view.node.isHidden || parentExcluded || parentIsScroll { excluded.insert(view.name); continue }
            let f = view.absoluteFrame
            guard f.isDrawable else { continue }
            frames.append(f)
        }
        return frames
    }

    /// Grown outwards to whole points, so the page stays on the pixel grid.
    private static func snapOut(_ r: Rect, scale: Double) -> Rect {
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        let x1 = r.maxX.rounded(.up), y1 = r.maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }
}

extension Rect {
    /// The smallest rectangle containing both.
    func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
