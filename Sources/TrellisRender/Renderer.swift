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
        try renderWithLabels(layout, options: options).bytes
    }

    /// The plan for a render: when tags (schematic styles) or chips (constraints or priorities overlay) are
    /// drawn, or callouts, the labels are placed once on a scratch surface first, so the page has room under
    /// the canvas for the list of those that found no place (`FooterLists`). Placement only depends on the
    /// geometry above the list, so the real pass reuses those places (`RenderPlan.labelPlacement`).
    static func plan(_ layout: SolvedLayout, options: RenderOptions) throws -> RenderPlan {
        let plan = try RenderPlan(layout: layout, options: options)
        let placesLabels =
            options.style != .content || options.overlays.contains(.constraints)
            || options.overlays.contains(.priorities)
            || layout.presentation.annotations.contains {
                if case .callout = $0.kind { return true } else { return false }
            }
        guard placesLabels else { return plan }
        let scratch = try CairoContext(surface: .image(width: 1, height: 1))
        let job = try RenderJob(plan: plan, context: scratch)
        let placement = try job.placeLabelsOnly()
        var placed =
            placement.unlisted.isEmpty
            ? plan
            : try RenderPlan(
                layout: layout, options: options,
                unlisted: placement.unlisted)
        placed.labelPlacement = placement
        placed.scene = job.scene
        return placed
    }

    /// The bytes, and every tag, chip and callout drawn (for tests that sample their contrast).
    static func renderWithLabels(_ layout: SolvedLayout, options: RenderOptions) throws
        -> (bytes: [UInt8], labels: [PlacedLabel], plan: RenderPlan)
    {
        let plan = try plan(layout, options: options)
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
        let record = try draw(plan, on: surface, scaled: options.format != .pdf)
        let bytes: [UInt8]
        switch options.format {
        case .png:
            cairo_surface_flush(surface.handle)
            bytes = try surface.pngBytes()
        case .svg:
            let cairoSVG = SVGNormalizer.normalize(try surface.finishDocument())
            bytes = SVGWebLayer.finish(cairoSVG, plan: plan, texts: record.texts, views: record.views)
        case .pdf:
            bytes = try surface.finishDocument()
        }
        return (bytes, record.labels, plan)
    }

    /// Draws everything; the context is released before the surface is encoded or finished.
    private static func draw(_ plan: RenderPlan, on surface: CairoSurface, scaled: Bool) throws
        -> (texts: [DrawnText], labels: [PlacedLabel], views: [ViewScene])
    {
        let context = try CairoContext(surface: surface)
        if scaled { context.scale(plan.scale, plan.scale) }
        let job = try RenderJob(plan: plan, context: context)
        try job.draw()
        try context.check("drawing")
        return (job.drawnTexts, job.placedLabels, job.views)
    }
}
