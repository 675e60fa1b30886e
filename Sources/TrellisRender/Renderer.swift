import CCairo
import TrellisLayout

/// Draws a solved layout to PNG, SVG or PDF bytes.
public enum Renderer {
    /// The creation and modification date written into every PDF, so PDF bytes never depend on the clock.
    public static let pdfDate = "2000-01-01T00:00:00Z"

    /// Renders `layout` and returns the complete file's bytes in `options.format`.
    ///
    /// The same layout and options give the same bytes on every run and in every process: PNG is stable in
    /// Cairo 1.16; SVG ids that Cairo numbers from a process-wide counter are renumbered in order of first
    /// appearance; PDF dates are fixed to `pdfDate`. Safe to call from several threads at once: each call
    /// opens its own fonts and surfaces.
    public static func render(_ layout: SolvedLayout, options: RenderOptions) throws -> [UInt8] {
        let plan = try RenderPlan(layout: layout, options: options)
        let surface: CairoSurface
        switch options.format {
        case .png:
            surface = try .image(width: plan.pixelWidth, height: plan.pixelHeight)
        case .svg:
            // No device scale on SVG surfaces (Cairo 1.16 writes broken coordinates): the document is sized in
            // pixels and the drawing is scaled by the context's transform instead.
            surface = try .svg(width: Double(plan.pixelWidth), height: Double(plan.pixelHeight))
        case .pdf:
            // A PDF page is measured in points: one canvas point is one PDF point, whatever the scale.
            surface = try .pdf(width: plan.pageSize.width, height: plan.pageSize.height, fixedDate: pdfDate)
        }
        try draw(plan, on: surface, scaled: options.format != .pdf)
        switch options.format {
        case .png:
            cairo_surface_flush(surface.handle)
            return try surface.pngBytes()
        case .svg:
            return SVGNormalizer.normalize(try surface.finishDocument())
        case .pdf:
            return try surface.finishDocument()
        }
    }

    /// Draws everything; the context is released before the surface is encoded or finished.
    private static func draw(_ plan: RenderPlan, on surface: CairoSurface, scaled: Bool) throws {
        let context = try CairoContext(surface: surface)
        if scaled { context.scale(plan.scale, plan.scale) }
        let job = try RenderJob(plan: plan, context: context)
        try job.draw()
        try context.check("drawing")
    }
}
