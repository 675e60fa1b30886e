import Testing
import TrellisLayout

@testable import TrellisRender

/// `--overlay alignment`: the alignment rect of each view whose insets aren't zero, outlined in yellow
/// inside the frame drawn around it; views whose alignment rect is their frame get nothing.
struct AlignmentOverlayTests {
    /// `shadowed`: alignment rect (30, 30) 40 × 40, frame (20, 20) 60 × 60; `plain`: (100, 30) 40 × 40.
    static let spec = """
        canvas: {width: 160, height: 100, scale: 2}
        views:
          shadowed:
            alignmentRectInsets: 10
            constraints: [leading == superview.leading + 30, top == superview.top + 30, width == 40, height == 40]
          plain: {constraints: [leading == superview.leading + 100, top == superview.top + 30, width == 40, height == 40]}
        """

    private func render(_ overlays: Set<RenderOverlay>) throws -> RasterImage {
        let layout = try PictureSupport.solve(Self.spec)
        #expect(layout.view(named: "shadowed")?.frame == Rect(x: 20, y: 20, width: 60, height: 60))
        let options = RenderOptions(scale: 2, style: .wireframe, overlays: overlays, padding: 0)
        return try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
    }

    @Test func outlinesTheAlignmentRectInsideTheFrame() throws {
        let yellow = PictureSupport.pixel(Palette.light.alignment)
        let image = try render([.alignment])
        // The alignment rect's left edge, x = 30 pt (pixel column 60), along its height (rows 60…140).
        #expect(image.count(in: 62..<138, 60..<61) { $0 == yellow } == 76)
        // Its top edge, y = 30 pt (row 60), across its width.
        #expect(image.count(in: 60..<61, 62..<138) { $0 == yellow } == 76)
        // Nothing yellow outside it, nor on the plain view.
        #expect(image.count(in: 0..<200, 0..<58) { $0 == yellow } == 0)
        #expect(image.count(in: 0..<200, 190..<320) { $0 == yellow } == 0)
        let without = try render([])
        #expect(without.count(in: 0..<200, 0..<320) { $0 == yellow } == 0)
    }
}
