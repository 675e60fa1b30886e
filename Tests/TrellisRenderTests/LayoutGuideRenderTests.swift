import Testing
import TrellisLayout

@testable import TrellisRender

/// A `kind: layoutGuide` draws nothing, except its dashed frame under `--overlay frames` (issue 11 point 5).
struct LayoutGuideRenderTests {
    private func render(_ kind: ViewKind, overlays: Set<RenderOverlay>) throws -> RasterImage {
        var guide = Fixtures.view("guide", kind, frame: Rect(x: 20, y: 20, width: 60, height: 40))
        guide.node.background = Fixtures.red
        let layout = SolvedLayout(
            canvas: Canvas(width: 100, height: 80, scale: 1), views: [guide], constraints: [],
            fittings: [], diagnostics: [])
        let options = RenderOptions(scale: 1, overlays: overlays, padding: 0)
        return try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
    }

    /// Pixels that aren't the page's white, inside the guide's frame.
    private func inked(_ image: RasterImage) -> Int {
        var count = 0
        for y in 20..<60 {
            for x in 20..<80 {
                if let p = image.pixel(x: x, y: y), p.red < 250 || p.green < 250 || p.blue < 250 { count += 1 }
            }
        }
        return count
    }

    @Test func guidesDrawNothingButTheirFramesOverlay() throws {
        #expect(inked(try render(.view, overlays: [])) > 2000) // a view: its red box
        #expect(inked(try render(.layoutGuide, overlays: [])) == 0) // a guide: nothing at all
        let framed = try render(.layoutGuide, overlays: [.frames])
        let outline = inked(framed)
        #expect(outline > 50 && outline < 400) // a dashed hairline, not a fill
    }
}
