import Testing
import TrellisLayout

@testable import TrellisRender

/// A scroll view clips its subviews to its frame, and shows how much of its content is visible with a scroll
/// bar (and a fade over the cut edge).
@Suite struct ScrollViewRenderTests {
    static let grey = Color(red8: 0xDD, green8: 0xDD, blue8: 0xDD)
    static let green = Color(red8: 0x20, green8: 0xB0, blue8: 0x40)

    /// A 100 × 100 scroll view at (20, 20) on a 200 × 200 @2x canvas, whose content is `contentHeight` tall:
    /// a green 60 × `contentHeight` column inside it, and a plain sibling below.
    static func layout(contentHeight: Double, contentWidth: Double = 100) -> SolvedLayout {
        var scroll = Fixtures.view(
            "scroll", .scrollView, frame: Rect(x: 20, y: 20, width: 100, height: 100), background: grey)
        scroll.contentSize = Size(width: contentWidth, height: contentHeight)
        let column = Fixtures.view(
            "column", frame: Rect(x: 10, y: 0, width: 60, height: contentHeight), in: scroll,
            background: green)
        let deep = Fixtures.view(
            "deep", frame: Rect(x: 10, y: 150, width: 40, height: 20), in: column, background: .black)
        return SolvedLayout(
            canvas: Canvas(width: 200, height: 200, scale: 2), views: [scroll, column, deep],
            constraints: [], fittings: [], diagnostics: [])
    }

    static func render(_ layout: SolvedLayout, style: RenderStyle = .content) throws -> RasterImage {
        try #require(
            RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(style: style, padding: 0))))
    }

    static func isGreen(_ p: RasterImage.Pixel) -> Bool { p.green > 150 && p.red < 60 && p.blue < 90 }

    @Test func subviewsAreCutAtTheScrollViewsFrame() throws {
        let image = try Self.render(Self.layout(contentHeight: 300))
        // Green inside the frame (rows 40..<240 at @2x), none below it, though the column reaches y = 320 pt.
        #expect(image.count(in: 40..<200, 60..<180, where: Self.isGreen) > 10_000)
        #expect(image.count(in: 240..<400, 0..<400, where: Self.isGreen) == 0)
        // The grandchild at column y = 150 (canvas y 170) is entirely outside: not drawn at all.
        #expect(image.count(in: 0..<400, 0..<400) { $0.red < 10 && $0.green < 10 && $0.blue < 10 } == 0)
    }

    @Test func scrollBarLengthIsTheVisibleFraction() throws {
        let image = try Self.render(Self.layout(contentHeight: 250))
        // The bar: 3 pt wide, 3 pt in from the right edge (x 114..117 pt → px 228..<234), from y = 23 pt.
        // The frame shows 100 of 250 pt: 40 % of the 94 pt track = 37.6 pt → rows 46..<121.
        let column = 231
        let dark = (0..<image.height).filter { y in
            guard let p = image.pixel(x: column, y: y) else { return false }
            return Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 170
        }
        let first = try #require(dark.first), last = try #require(dark.last)
        #expect(abs(first - 46) <= 1)
        #expect(abs(Double(last + 1 - first) - 75.2) <= 2)
        // The fade: the bottom edge is nearly the scroll view's grey over the green column.
        let bottom = try #require(image.pixel(x: 80, y: 237))
        let top = try #require(image.pixel(x: 80, y: 60))
        #expect(Self.isGreen(top))
        #expect(bottom.red > 180 && bottom.blue > 180)
    }

    @Test func noIndicatorWhenTheContentFits() throws {
        let fits = try Self.render(Self.layout(contentHeight: 100))
        let dark = fits.count(in: 40..<240, 226..<236) { Int($0.red) + Int($0.green) + Int($0.blue) < 3 * 170 }
        #expect(dark == 0)
        #expect(fits.pixel(x: 80, y: 237).map(Self.isGreen) == true)
    }

    @Test func horizontalContentGetsABarAlongTheBottom() throws {
        let image = try Self.render(Self.layout(contentHeight: 100, contentWidth: 400))
        // 100 of 400 pt visible: the 94 pt track's quarter is 23.5 pt, below UIKit's 36 pt minimum → 36 pt.
        let row = 231
        let dark = (0..<image.width).filter { x in
            guard let p = image.pixel(x: x, y: row) else { return false }
            return Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 170 && !Self.isGreen(p)
        }
        let first = try #require(dark.first), last = try #require(dark.last)
        #expect(abs(first - 46) <= 1)
        #expect(abs(last + 1 - first - 72) <= 2)
    }

    @Test func tagsOfClippedViewsNameTheirVisiblePartOnly() throws {
        let plan = try RenderPlan(layout: Self.layout(contentHeight: 300), options: RenderOptions(padding: 0))
        let scenes = ViewScene.build(plan.layout, origin: .zero)
        #expect(scenes.map(\.isVisible) == [true, true, false])
        #expect(scenes[1].clip == Rect(x: 20, y: 20, width: 100, height: 100))
        #expect(scenes[1].visibleFrame == Rect(x: 30, y: 20, width: 60, height: 100))
        #expect(scenes[0].clip == nil && scenes.map(\.lastDescendant) == [2, 2, 2])
    }

    @Test func tagBoxesLeaveOutWhatLaterViewsCover() throws {
        // A scroll view with a column, and a toolbar drawn above the bottom 30 pt of the scroll view.
        var layout = Self.layout(contentHeight: 300)
        let toolbar = Fixtures.view("toolbar", frame: Rect(x: 0, y: 90, width: 200, height: 30), background: .white)
        let cover = Fixtures.view("cover", frame: Rect(x: 150, y: 150, width: 40, height: 40), background: .white)
        let under = Fixtures.view("under", frame: Rect(x: 160, y: 160, width: 10, height: 10))
        layout.views.insert(under, at: 0)
        layout.views += [toolbar, cover]
        let plan = try RenderPlan(layout: layout, options: RenderOptions(padding: 0))
        let context = try CairoContext(surface: try .image(width: plan.pixelWidth, height: plan.pixelHeight))
        let job = try RenderJob(plan: plan, context: context)
        #expect(job.views.map(\.name) == ["under", "scroll", "column", "deep", "toolbar", "cover"])
        #expect(job.uncoveredBox(0) == nil) // under the cover
        #expect(job.uncoveredBox(1) == Rect(x: 20, y: 20, width: 100, height: 70)) // scroll, above the toolbar
        #expect(job.uncoveredBox(2) == Rect(x: 30, y: 20, width: 60, height: 70)) // column, clipped and covered
        #expect(job.uncoveredBox(4) == Rect(x: 0, y: 90, width: 200, height: 30)) // nothing above the toolbar
        // Wireframes have no fills: nothing is covered.
        let wire = try RenderJob(
            plan: try RenderPlan(layout: layout, options: RenderOptions(style: .wireframe, padding: 0)),
            context: context)
        #expect(wire.uncoveredBox(0) == Rect(x: 160, y: 160, width: 10, height: 10))
    }

    @Test(arguments: [OutputFormat.png, .svg, .pdf])
    func scrollRendersAreDeterministic(format: OutputFormat) throws {
        let layout = Self.layout(contentHeight: 300, contentWidth: 300)
        let options = RenderOptions(padding: 0, format: format)
        let first = try Renderer.render(layout, options: options)
        _ = try Renderer.render(Fixtures.other(), options: options)
        #expect(try Renderer.render(layout, options: options) == first)
    }
}
