import Testing
import TrellisLayout

@testable import TrellisRender

/// `ContactSheet` (issue 11 point 6): cells in a grid, captioned, wrapped to stay within the image size limit.
struct ContactSheetTests {
    private func cell(_ caption: String, width: Double, height: Double) -> ContactSheet.Cell {
        let box = Fixtures.view("box", frame: Rect(x: 0, y: 0, width: width, height: height), background: Fixtures.red)
        let layout = SolvedLayout(
            canvas: Canvas(width: width, height: height, scale: 1), views: [box], constraints: [],
            fittings: [], diagnostics: [])
        return ContactSheet.Cell(caption: caption, layout: layout)
    }

    @Test func gridGeometry() throws {
        let cells = [
            cell("a", width: 100, height: 50), cell("b", width: 60, height: 80), cell("c", width: 100, height: 20),
        ]
        let png = try ContactSheet.render(cells, columns: 2, options: RenderOptions(scale: 1, padding: 0))
        let image = try #require(RasterImage(pngBytes: png))
        // Columns 100 and 60 wide with 24-point gaps around them.
        #expect(image.width == 24 + 100 + 24 + 60 + 24)
        // Cell "a" starts 24 in, below its caption; its first red pixel row is the same as "b"'s.
        let red = { (p: RasterImage.Pixel?) in p.map { $0.red > 200 && $0.green < 80 } ?? false }
        let aTop = (0..<image.height).first { red(image.pixel(x: 74, y: $0)) }
        let bTop = (0..<image.height).first { red(image.pixel(x: 24 + 100 + 24 + 30, y: $0)) }
        #expect(aTop != nil && aTop == bTop)
        let row = (aTop ?? 0) + 40
        #expect((0..<image.width).first { red(image.pixel(x: $0, y: row)) } == 25) // inside its 1-px outline at x 24
    }

    @Test func wideCellsWrapToFitTheSizeLimit() throws {
        let cells = (0..<3).map { cell("wide \($0)", width: 6000, height: 10) }
        let png = try ContactSheet.render(cells, columns: 3, options: RenderOptions(scale: 1, padding: 0))
        let image = try #require(RasterImage(pngBytes: png))
        #expect(image.width == 24 + 2 * (6000 + 24)) // two columns fit under 16,384 px; the third wraps
    }
}
