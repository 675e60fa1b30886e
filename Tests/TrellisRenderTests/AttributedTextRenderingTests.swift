import Testing
import TrellisLayout

@testable import TrellisRender

/// Attributed text is drawn run by run, each in its colour (the label's text colour for a run without one).
@Suite struct AttributedTextRenderingTests {
    @Test func eachRunIsDrawnInItsColour() throws {
        let layout = try PictureSupport.solve(
            """
            canvas: {width: 200, height: 80, scale: 2}
            views:
              price:
                kind: label
                font: 40
                text: [{text: "MM"}, {text: "MM", color: red, font: {size: 40, weight: bold}}]
                constraints: [leading == canvas.leading + 10, top == canvas.top + 10]
            """)
        let frame = try #require(layout.view(named: "price")?.frame)
        let runs = try #require(layout.view(named: "price")?.textLayout?.lines.first?.runs)
        #expect(runs.count == 2)
        let split = frame.minX + (runs[1].positions.first?.x ?? 0)
        var image = try #require(
            RasterImage(
                pngBytes: try Renderer.render(layout, options: RenderOptions(scale: 2, style: .content, padding: 0))))
        func inks(_ xs: ClosedRange<Double>) -> (dark: Int, red: Int) {
            var dark = 0, red = 0
            for x in stride(from: xs.lowerBound, to: xs.upperBound, by: 0.5) {
                for y in stride(from: frame.minY, to: frame.maxY, by: 0.5) {
                    guard let p = PictureSupport.at(image, x, y, scale: 2) else { continue }
                    if p.red < 60 && p.green < 60 && p.blue < 60 { dark += 1 }
                    if p.red > 200 && p.green < 60 && p.blue < 60 { red += 1 }
                }
            }
            return (dark, red)
        }
        let first = inks(frame.minX...(split - 1)), second = inks((split + 1)...frame.maxX)
        #expect(first.dark > 100 && first.red == 0)
        #expect(second.red > 100 && second.dark == 0)
        // A wireframe draws all text in its one ink colour.
        image = try #require(
            RasterImage(
                pngBytes: try Renderer.render(layout, options: RenderOptions(scale: 2, style: .wireframe, padding: 0))))
        #expect(inks((split + 1)...frame.maxX).red == 0)
    }
}
