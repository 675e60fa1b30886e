import Testing
import TrellisLayout

@testable import TrellisRender

@Suite struct OverlayTests {
    static func pixel(_ c: Color) -> RasterImage.Pixel {
        RasterImage.Pixel(
            red: UInt8((c.red * 255).rounded()), green: UInt8((c.green * 255).rounded()),
            blue: UInt8((c.blue * 255).rounded()), alpha: 255)
    }

    /// `plain` (140, 10) 50×40 with a broken width constraint; `card` ambiguous; `child` pinned 10 from card.
    static func layout() -> SolvedLayout {
        var layout = Fixtures.boxes()
        layout.constraints = [
            SolvedConstraint(
                firstView: "plain", firstAttribute: .width, relation: .equal, secondView: nil,
                secondAttribute: nil, multiplier: 1, constant: 80, priority: 1000, origin: .spec,
                status: .broken, source: "width == 80", location: nil),
            SolvedConstraint(
                firstView: "child", firstAttribute: .left, relation: .equal, secondView: "card",
                secondAttribute: .left, multiplier: 1, constant: 10, priority: 1000, origin: .spec,
                status: .satisfied, source: "left == card.left + 10", location: nil),
        ]
        layout.diagnostics = [
            Diagnostic(
                severity: .warning, code: "ambiguous", message: "card is ambiguous",
                views: ["card"])
        ]
        return layout
    }

    @Test func brokenConstraintIsRedSatisfiedIsBlueAmbiguousIsOrange() throws {
        let options = RenderOptions(scale: 2, style: .wireframe, overlays: [.constraints], padding: 0)
        let image = try #require(RasterImage(pngBytes: try Renderer.render(Self.layout(), options: options)))
        let palette = Palette.light
        // The width dimension line runs 6 pt above plain's bottom edge: y = 50 − 6 = 44 pt → pixel row 88.
        #expect(image.pixel(x: 2 * 145, y: 88) == Self.pixel(palette.broken))
        // The 10 pt gap from card.left (10) to child.left (20) is drawn across their overlap's middle,
        // y = 30 + 15 = 45 pt → pixel row 90, with its blue "10" label centred on it (x = 15 pt), which
        // covers the short line: blue ink around (30, 90) px.
        let blue = image.count(in: 80..<100, 16..<44) { $0 == Self.pixel(palette.constraint) }
        #expect(blue > 20)
        // card gets a two-pixel orange outline inside its frame's top edge (y = 10 pt → rows 20 and 21).
        #expect(image.pixel(x: 2 * 100, y: 20) == Self.pixel(palette.ambiguous))
        #expect(image.pixel(x: 2 * 100, y: 21) == Self.pixel(palette.ambiguous))
        // Without the overlay, none of these colours appear there.
        let plain = try #require(
            RasterImage(
                pngBytes: try Renderer.render(
                    Self.layout(), options: RenderOptions(scale: 2, style: .wireframe, padding: 0))))
        #expect(plain.pixel(x: 2 * 145, y: 88) != Self.pixel(palette.broken))
        #expect(plain.pixel(x: 2 * 100, y: 21) != Self.pixel(palette.ambiguous))
        #expect(plain.count(in: 80..<100, 16..<44) { $0 == Self.pixel(palette.constraint) } == 0)
    }

    @Test func constantLabelsReadAsWritten() throws {
        let plan = try RenderPlan(layout: Self.layout(), options: RenderOptions(padding: 0))
        let job = try RenderJob(plan: plan, context: CairoContext(surface: .image(width: 1, height: 1)))
        let c = Self.layout().constraints
        #expect(job.constantLabel(c[0], showsSecond: false) == "80")
        #expect(job.constantLabel(c[1], showsSecond: false) == "10")
        var ratio = c[0]
        ratio.secondView = "card"; ratio.secondAttribute = .width; ratio.multiplier = 0.5; ratio.constant = -4
        ratio.relation = .greaterThanOrEqual
        #expect(job.constantLabel(ratio, showsSecond: true) == "≥ card.width × 0.5 − 4")
    }
}
