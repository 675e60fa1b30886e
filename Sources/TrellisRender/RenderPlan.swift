import TrellisLayout

/// The validated geometry of one render: scale, page size in points and pixels, where the canvas and legend go.
struct RenderPlan {
    let layout: SolvedLayout
    let options: RenderOptions
    let palette: Palette
    /// Device pixels per point.
    let scale: Double
    let grid: PixelGrid
    /// The canvas in page coordinates (offset by the padding).
    let canvasRect: Rect
    let pageSize: Size
    /// The key below the canvas, when asked for.
    let legend: LegendLayout?
    let pixelWidth: Int
    let pixelHeight: Int
    let text: TextSource

    init(layout: SolvedLayout, options: RenderOptions, text: TextSource = .shared) throws {
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
        canvasRect = Rect(x: padding, y: padding, width: canvas.width, height: canvas.height)
        var pageWidth = canvas.width + 2 * padding
        var pageHeight = canvas.height + 2 * padding
        // Check the size before measuring any legend text, so an absurd canvas fails fast.
        try RenderPlan.checkLimits(width: pageWidth, height: pageHeight, scale: scale, limit: options.limits.canvasPixels)
        if options.legend {
            let legend = try LegendLayout(plan: (options, layout, palette), width: pageWidth, top: pageHeight,
                                          text: text)
            pageHeight += legend.height
            pageWidth = max(pageWidth, legend.width)
            self.legend = legend
        } else {
            legend = nil
        }
        pageSize = Size(width: pageWidth, height: pageHeight)
        (pixelWidth, pixelHeight) = try RenderPlan.checkLimits(width: pageWidth, height: pageHeight, scale: scale, limit: options.limits.canvasPixels)
    }

    /// The page in device pixels (rounded up), or `canvasTooLarge`.
    @discardableResult
    static func checkLimits(width: Double, height: Double, scale: Double,
                            limit: Int = ResourceLimits.standard.canvasPixels) throws -> (Int, Int) {
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
}
