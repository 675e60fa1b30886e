import Testing
import TrellisLayout
import TrellisText

@testable import TrellisRender

/// Glyphs are drawn in the view's `textColor`, or in the kind's default (black labels, tinted button titles).
@Suite struct TextColorTests {
    static let purple = Color(red8: 0x80, green8: 0x00, blue8: 0x80)
    static let frame = Rect(x: 10, y: 10, width: 220, height: 40)

    /// A label (or another text kind) over `frame` with the given colours, on a 240 × 60 @2x canvas.
    static func layout(_ kind: ViewKind = .label, textColor: Color?, background: Color?) throws -> SolvedLayout {
        var view = try TextRenderingTests.label("天地玄黄 Hello", frame: frame, size: 20)
        view.node.kind = kind
        view.node.textColor = textColor
        view.node.background = background
        return TextRenderingTests.canvas([view], width: 240, height: 60)
    }

    /// Every pixel inside the view's frame (device pixels at @2x), by colour.
    static func histogram(_ image: RasterImage) -> [RasterImage.Pixel: Int] {
        var counts: [RasterImage.Pixel: Int] = [:]
        let ys = Int(frame.minY * 2)..<Int(frame.maxY * 2), xs = Int(frame.minX * 2)..<Int(frame.maxX * 2)
        for y in ys { for x in xs { if let p = image.pixel(x: x, y: y) { counts[p, default: 0] += 1 } } }
        return counts
    }

    static func pixel(_ c: Color) -> RasterImage.Pixel {
        RasterImage.Pixel(
            red: UInt8((c.red * 255).rounded()), green: UInt8((c.green * 255).rounded()),
            blue: UInt8((c.blue * 255).rounded()), alpha: 255)
    }

    static func render(_ layout: SolvedLayout, _ options: RenderOptions = RenderOptions(style: .content, padding: 0))
        throws -> RasterImage
    {
        try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
    }

    @Test func whiteTextOnPurpleInksOnlyWhiteAndItsBlends() throws {
        let image = try Self.render(try Self.layout(textColor: .white, background: Self.purple))
        let counts = Self.histogram(image)
        // Solid glyph stems are exactly the text colour; everything else is the background or a blend of the
        // two (anti-aliasing) — green is 0 in purple and 255 in white, so a blend's green tells how much ink.
        #expect(counts[Self.pixel(.white), default: 0] > 200)
        #expect(counts[Self.pixel(Self.purple), default: 0] > 10_000)
        for (p, _) in counts {
            let t = Double(p.green) / 255
            #expect(
                abs(Double(p.red) - (128 + 127 * t)) <= 2 && abs(Double(p.blue) - (128 + 127 * t)) <= 2,
                "\(p) is not between purple and white")
        }
    }

    @Test func defaultTextIsBlackLabelsAndTintedButtons() throws {
        let label = Self.histogram(try Self.render(try Self.layout(textColor: nil, background: nil)))
        #expect(label[Self.pixel(.black), default: 0] > 200)
        let button = Self.histogram(try Self.render(try Self.layout(.button, textColor: nil, background: nil)))
        #expect(button[Self.pixel(Palette.light.tint), default: 0] > 200)
        #expect(button[Self.pixel(.black), default: 0] == 0)
        let custom = Self.histogram(try Self.render(try Self.layout(.button, textColor: Self.purple, background: nil)))
        #expect(custom[Self.pixel(Self.purple), default: 0] > 200)
        #expect(custom[Self.pixel(Palette.light.tint), default: 0] == 0)
    }

    @Test func darkThemeKeepsTheSpecColourElseUsesItsTextColour() throws {
        let dark = RenderOptions(
            style: .content, theme: .dark, background: RenderTheme.dark.canvasBackground, padding: 0)
        let plain = Self.histogram(try Self.render(try Self.layout(textColor: nil, background: nil), dark))
        #expect(plain[Self.pixel(Palette.dark.defaultText), default: 0] > 200)
        #expect(plain[Self.pixel(.black), default: 0] == 0)
        let red = Color(red8: 0xFF, green8: 0x40, blue8: 0x40)
        let coloured = Self.histogram(try Self.render(try Self.layout(textColor: red, background: nil), dark))
        #expect(coloured[Self.pixel(red), default: 0] > 200)
    }

    @Test func wireframesDrawEveryTextInTheOneInk() throws {
        let wire = RenderOptions(style: .wireframe, padding: 0)
        let counts = Self.histogram(try Self.render(try Self.layout(textColor: .white, background: Self.purple), wire))
        #expect(counts[Self.pixel(Palette.light.ink), default: 0] > 200)
    }
}
