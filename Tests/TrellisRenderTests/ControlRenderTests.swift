import Testing
import TrellisLayout

@testable import TrellisRender

/// Every control and bar kind draws something in its frame in the content style (where a plain view
/// with no background draws nothing), and a progress view tints half its track.
struct ControlRenderTests {
    private func render(_ view: SolvedView, style: RenderStyle = .content) throws -> RasterImage {
        let layout = SolvedLayout(
            canvas: Canvas(width: 140, height: 80, scale: 1), views: [view], constraints: [], fittings: [],
            diagnostics: [])
        let options = RenderOptions(scale: 1, style: style, padding: 0)
        return try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
    }

    /// Pixels that aren't white inside `rect`.
    private func inked(_ image: RasterImage, _ rect: Rect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                if let p = image.pixel(x: x, y: y), p.red < 250 || p.green < 250 || p.blue < 250 { count += 1 }
            }
        }
        return count
    }

    private func control(_ kind: ViewKind, _ frame: Rect, _ configure: (inout ViewNode) -> Void = { _ in })
        -> SolvedView
    {
        var view = Fixtures.view("c", kind, frame: frame)
        configure(&view.node)
        return view
    }

    @Test func everyControlKindInksItsFrame() throws {
        let frame = Rect(x: 10, y: 10, width: 94, height: 32)
        #expect(inked(try render(control(.view, frame)), frame) == 0)
        let kinds: [ViewKind] = [
            .activityIndicator, .stepper, .progressView, .navigationBar, .toolbar, .tabBar, .visualEffectView,
        ]
        for kind in kinds {
            #expect(inked(try render(control(kind, frame)), frame) > 40, "\(kind) drew nothing")
        }
        let segmented = control(.segmentedControl, frame) {
            $0.control.segments = [.init(title: "A"), .init(imageSize: Size(width: 12, height: 12))]
        }
        #expect(inked(try render(segmented), frame) > 1000)
        #expect(inked(try render(segmented, style: .wireframe), frame) < 1000)
    }

    @Test func progressTintsHalfItsTrack() throws {
        let image = try render(control(.progressView, Rect(x: 10, y: 10, width: 100, height: 2)))
        let tint = try #require(image.pixel(x: 30, y: 10))
        let track = try #require(image.pixel(x: 90, y: 10))
        #expect(tint.blue > 200 && tint.red < 100)
        #expect(track.red > 200 && track.blue > 200)
    }
}
