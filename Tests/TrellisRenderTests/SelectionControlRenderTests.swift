import Testing
import TrellisLayout

@testable import TrellisRender

/// The page control, search bar, date picker and picker view draw in their frames in the content style:
/// the current page's dot darker than the others, a minimal search bar without the bar's fill, a calendar
/// with today tinted.
struct SelectionControlRenderTests {
    private func render(_ view: SolvedView, style: RenderStyle = .content) throws -> RasterImage {
        let canvas = Canvas(width: 360, height: 420, scale: 1)
        let png = try Renderer.render(
            SolvedLayout(canvas: canvas, views: [view], constraints: [], fittings: [], diagnostics: []),
            options: RenderOptions(scale: 1, style: style, padding: 0))
        return try #require(RasterImage(pngBytes: png))
    }

    private func control(_ kind: ViewKind, _ frame: Rect, _ configure: (inout SelectionControls) -> Void = { _ in })
        -> SolvedView
    {
        var view = Fixtures.view("c", kind, frame: frame)
        configure(&view.node.control.selection)
        return view
    }

    /// Pixels that aren't white inside `rect`.
    private func inked(_ image: RasterImage, _ rect: Rect) -> Int {
        image.count(in: Int(rect.minY)..<Int(rect.maxY), Int(rect.minX)..<Int(rect.maxX)) {
            $0.red < 250 || $0.green < 250 || $0.blue < 250
        }
    }

    @Test func everySelectionKindInksItsFrame() throws {
        let frame = Rect(x: 10, y: 10, width: 320, height: 216)
        for kind in [ViewKind.searchBar, .pickerView] {
            #expect(inked(try render(control(kind, frame)), frame) > 200, "\(kind) drew nothing")
        }
        #expect(inked(try render(control(.pageControl, frame)), frame) > 60)
        let wheels = control(.datePicker, frame) { $0.datePickerStyle = .wheels }
        #expect(inked(try render(wheels), frame) > 200)
    }

    /// Three dots 16 apart around the centre of a 123-wide control: the current (second) one dark.
    @Test func pageControlDarkensTheCurrentPage() throws {
        let view = control(.pageControl, Rect(x: 10, y: 10, width: 123, height: 26)) { $0.currentPage = 1 }
        let image = try render(view)
        let centre = 10 + 123 / 2.0
        let current = try #require(image.pixel(x: Int(centre), y: 23))
        let other = try #require(image.pixel(x: Int(centre - 16), y: 23))
        #expect(current.red < 60)
        #expect(other.red > 120 && other.red < 250)
    }

    /// The default style fills its bar; the minimal style leaves the bar's corner white.
    @Test func minimalSearchBarHasNoBar() throws {
        let frame = Rect(x: 10, y: 10, width: 300, height: 56)
        let plain = try render(control(.searchBar, frame))
        let minimal = try render(control(.searchBar, frame) { $0.searchBarStyle = .minimal })
        #expect(try #require(plain.pixel(x: 12, y: 12)).red < 250)
        #expect(try #require(minimal.pixel(x: 12, y: 12)).red >= 250)
    }

    /// An inline date calendar tints one day: some pixels are the tint's blue.
    @Test func inlineCalendarTintsToday() throws {
        let frame = Rect(x: 10, y: 10, width: 320, height: 330)
        let view = control(.datePicker, frame) {
            $0.datePickerStyle = .inline
            $0.datePickerMode = .date
        }
        let image = try render(view)
        #expect(image.count(in: 10..<340, 10..<330) { $0.blue > 200 && $0.red < 80 } > 20)
        #expect(inked(try render(view, style: .wireframe), frame) < inked(image, frame))
    }
}
