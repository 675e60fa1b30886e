import Foundation
import Testing
import TrellisLayout
import TrellisText

@testable import TrellisRender

@Suite struct TextRenderingTests {
    static func label(
        _ text: String, frame: Rect, size: Double = 17, alignment: TextAlignment = .natural,
        scale: Double = 2
    ) throws -> SolvedView {
        let style = TextStyle(font: Font(size: size), numberOfLines: 0, alignment: alignment)
        let layout = try TextEngine.bundled().layout(text, style: style, width: frame.width, scale: scale).layout
        var view = Fixtures.view("label", .label, frame: frame, textLayout: layout)
        view.node.text = text
        view.node.textStyle = style
        return view
    }

    static func canvas(_ views: [SolvedView], width: Double = 240, height: Double = 100, scale: Double = 2)
        -> SolvedLayout
    {
        SolvedLayout(
            canvas: Canvas(width: width, height: height, scale: scale), views: views, constraints: [],
            fittings: [], diagnostics: [])
    }

    /// Pixels noticeably darker than the white page.
    static func isInk(_ p: RasterImage.Pixel) -> Bool { Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 200 }

    @Test func labelGlyphsInkInsideTheFrameAndNowhereElse() throws {
        let frame = Rect(x: 20, y: 30, width: 200, height: 40)
        let layout = Self.canvas([try Self.label("Hello, Trellis", frame: frame)])
        let image = try #require(
            RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(style: .content, padding: 0))))
        var inside = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let p = image.pixel(x: x, y: y), Self.isInk(p) else { continue }
                let pt = Point(x: Double(x) / 2, y: Double(y) / 2)
                if pt.x >= frame.minX && pt.x < frame.maxX && pt.y >= frame.minY && pt.y < frame.maxY {
                    inside += 1
                } else {
                    outside += 1
                }
            }
        }
        #expect(inside > 300)
        #expect(outside == 0)
    }

    @Test func labelTextIsVerticallyCentredAndStartsAtTheLeftEdge() throws {
        let frame = Rect(x: 20, y: 20, width: 200, height: 60)
        let view = try Self.label("Hxxx", frame: frame, size: 20)
        let text = try #require(view.textLayout)
        let layout = Self.canvas([view])
        let image = try #require(
            RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(style: .content, padding: 0))))
        let inked = image.inkedRows(Self.isInk)
        let columns = image.inkedColumns(Self.isInk)
        // The block (its ceiled height) sits in the middle of the 60 pt frame; "H" reaches from the baseline
        // up to its cap height, so the last inked row is the baseline.
        let top = frame.minY + (frame.height - text.size.height) / 2
        let baseline = (top + text.firstBaseline) * 2
        #expect(abs(Double(try #require(inked.last)) + 1 - baseline) <= 1.5)
        // H's stem starts about 1–2 pt from the left edge (its side bearing).
        let left = Double(try #require(columns.first)) / 2
        #expect(left >= frame.minX && left < frame.minX + 3)
    }

    @Test func centredTextIsCentred() throws {
        let frame = Rect(x: 0, y: 0, width: 240, height: 100)
        let layout = Self.canvas([try Self.label("mmmm", frame: frame, alignment: .center)])
        let image = try #require(
            RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(style: .content, padding: 0))))
        let columns = image.inkedColumns(Self.isInk)
        let first = Double(try #require(columns.first)), last = Double(try #require(columns.last))
        let mid = (first + last) / 4
        #expect(abs(mid - 120) < 2)
    }

    @Test func tagsCarryNameAndSizeInInk() throws {
        let box = Fixtures.view("container", frame: Rect(x: 20, y: 20, width: 200, height: 60))
        let layout = Self.canvas([box])
        let image = try #require(RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(padding: 0))))
        // The tag fits inside the top-left corner: dark tag text in the first 14 pt below the box's top edge.
        let tagInk = image.count(in: 44..<72, 44..<200) { Int($0.red) + Int($0.green) + Int($0.blue) < 3 * 120 }
        #expect(tagInk > 50)
        // The content style has no tags: the same area is the tint only.
        let plain = try #require(
            RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(style: .content, padding: 0))))
        #expect(plain.count(in: 44..<72, 44..<200) { $0.red != 255 } == 0)
    }

    @Test func emojiAreFullResolutionImagesInSVGAndColourInPNG() throws {
        let layout = Self.canvas([try Self.label("Hi 👍🏽", frame: Rect(x: 10, y: 10, width: 200, height: 40))])
        let svg = String(
            decoding: try Renderer.render(layout, options: RenderOptions(style: .content, padding: 0, format: .svg)),
            as: UTF8.self)
        // The 109 ppem strike embedded at full size (136 × 128 px), not resampled to the glyph's size.
        #expect(svg.contains("width=\"136\" height=\"128\""))
        #expect(svg.contains("<symbol overflow=\"visible\" id=\"glyph0-0\">") || svg.contains("id=\"glyph0-0\""))
        let png = try #require(
            RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(style: .content, padding: 0))))
        let colourful = png.pixels.filter { Int($0.red) - Int($0.blue) > 60 && $0.alpha == 255 }
        #expect(colourful.count > 20)
    }

    @Test(arguments: [OutputFormat.png, .svg, .pdf])
    func textRendersDeterministically(format: OutputFormat) throws {
        let layout = Self.canvas([
            try Self.label("天地玄黄 Hello مرحبا 👍🏽", frame: Rect(x: 10, y: 10, width: 220, height: 80))
        ])
        let options = RenderOptions(overlays: [.baselines], padding: 0, legend: true, format: format)
        let first = try Renderer.render(layout, options: options)
        _ = try Renderer.render(Fixtures.boxes(), options: RenderOptions(padding: 0, format: format))
        #expect(try Renderer.render(layout, options: options) == first)
    }
}

extension RasterImage {
    /// Rows holding at least one pixel that `isInk`.
    func inkedRows(_ isInk: (Pixel) -> Bool) -> [Int] {
        (0..<height).filter { y in (0..<width).contains { x in isInk(pixels[y * width + x]) } }
    }

    /// Columns holding at least one pixel that `isInk`.
    func inkedColumns(_ isInk: (Pixel) -> Bool) -> [Int] {
        (0..<width).filter { x in (0..<height).contains { y in isInk(pixels[y * width + x]) } }
    }

    /// Pixels in the rows `ys` and columns `xs` (clipped to the image) that match.
    func count(in ys: Range<Int>, _ xs: Range<Int>, where matches: (Pixel) -> Bool) -> Int {
        var n = 0
        for y in ys.clamped(to: 0..<height) {
            for x in xs.clamped(to: 0..<width) where matches(pixels[y * width + x]) { n += 1 }
        }
        return n
    }
}
