import Testing
import TrellisLayout
import TrellisText

@testable import TrellisRender

/// Configuration buttons draw their style's background (filled: the tint; tinted: the tint at 15 %;
/// gray: systemGray5; plain: none), and symbol images their placeholder box, in the content style.
struct ConfiguredButtonRenderTests {
    private func render(
        _ node: (inout ViewNode) -> Void, kind: ViewKind = .button, title: String? = nil,
        style: RenderStyle = .content
    ) throws -> RasterImage {
        var view = Fixtures.view("b", kind, frame: Rect(x: 10, y: 10, width: 100, height: 40))
        node(&view.node)
        if let title {
            view.textLayout = try TextEngine.bundled().layout(
                title, style: view.node.textStyle, width: nil, scale: 1
            ).layout
        }
        let layout = SolvedLayout(
            canvas: Canvas(width: 120, height: 60, scale: 1), views: [view], constraints: [], fittings: [],
            diagnostics: [])
        let options = RenderOptions(scale: 1, style: style, padding: 0)
        return try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
    }

    /// The colour just inside the background's top-left rounded corner (clear of any content).
    private func corner(_ style: ButtonConfiguration.Style) throws -> (red: Int, green: Int, blue: Int) {
        let image = try render { $0.buttonConfiguration = ButtonConfiguration(style: style) }
        let p = try #require(image.pixel(x: 16, y: 13))
        return (Int(p.red), Int(p.green), Int(p.blue))
    }

    @Test func eachStyleDrawsItsBackground() throws {
        let filled = try corner(.filled)
        #expect(filled == (0, 122, 255))
        let tinted = try corner(.tinted)
        #expect(tinted.blue == 255 && tinted.red > 200 && tinted.red < 225)
        #expect(try corner(.gray) == (229, 229, 234))
        #expect(try corner(.plain) == (255, 255, 255))
    }

    @Test func symbolImagesDrawAPlaceholderBox() throws {
        let image = try render({ $0.symbolImage = SymbolImage(name: "star.fill") }, kind: .image)
        var inked = 0
        for y in 10..<50 {
            for x in 10..<110 {
                if let p = image.pixel(x: x, y: y), p.red < 250 || p.green < 250 { inked += 1 }
            }
        }
        #expect(inked > 100)
        let empty = try render({ _ in }, kind: .image)
        #expect(empty.pixel(x: 60, y: 30)?.red == 255)
    }

    /// Right to left (the button's `semanticContentAttribute`), a leading image goes to the right of the
    /// title: most of the ink — a wide symbol's box, 30 points from a one-letter title — moves from the left
    /// half of the frame to the right half.
    @Test func aLeadingImageMirrorsRightToLeft() throws {
        func ink(_ attribute: SemanticContentAttribute) throws -> (left: Int, right: Int) {
            var symbol = SymbolImage(name: "rectangle")
            symbol.aspectRatio = 1.5
            let image = try render(
                {
                    var configuration = ButtonConfiguration(style: .plain)
                    configuration.imagePadding = 30
                    $0.buttonConfiguration = configuration
                    $0.symbolImage = symbol
                    $0.semanticContentAttribute = attribute
                }, title: "i")
            var counts = (left: 0, right: 0)
            for y in 10..<50 {
                for x in 10..<110 {
                    guard let p = image.pixel(x: x, y: y), p.red < 250 || p.green < 250 else { continue }
                    if x < 60 { counts.left += 1 } else { counts.right += 1 }
                }
            }
            return counts
        }
        let ltr = try ink(.unspecified)
        let rtl = try ink(.forceRightToLeft)
        #expect(ltr.left > 2 * ltr.right, "\(ltr)")
        #expect(rtl.right > 2 * rtl.left, "\(rtl)")
    }
}
