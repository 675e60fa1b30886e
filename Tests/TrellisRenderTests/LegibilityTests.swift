import Testing
import TrellisLayout

@testable import TrellisRender

/// Point 1 of issue 13: tints never cover a colour a view shows through, and every tag, chip, callout and
/// badge is readable (WCAG ≥ 4.5) on whatever is under it — measured on the rendered pixels.
@Suite struct LegibilityTests {
    /// A blue chat bubble holding a white label with no background, wider than its text.
    static let bubble = """
        canvas: {width: 320, height: 120, scale: 2}
        views:
          bubble:
            background: systemBlue
            constraints: [leading == canvas.leading + 20, top == canvas.top + 20, width == 280, height == 80]
            subviews:
              message:
                kind: label
                text: Hi!
                textColor: white
                constraints: [leading == superview.leading + 10, top == superview.top + 10, width == 200, height == 30]
          plain:
            constraints: [leading == canvas.leading + 4, top == canvas.top + 4, width == 10, height == 10]
        """

    @Test func labelInsideAColouredViewIsOutlinedNotTinted() throws {
        let layout = try PictureSupport.solve(Self.bubble)
        let options = RenderOptions(scale: 2, style: .boxes, padding: 0)
        let image = try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
        // The label spans x 30…230, y 30…60; its text "Hi!" is at the left and its tag in the top-right
        // corner. At (80, 56) there is neither: the bubble's blue shows, not the depth tint.
        let blue = PictureSupport.pixel(SystemColor.systemBlue.light)
        #expect(PictureSupport.at(image, 80, 56, scale: 2) == blue)
        // A view with no coloured ancestor still gets its depth tint.
        #expect(PictureSupport.at(image, 9, 9, scale: 2) == PictureSupport.pixel(Palette.light.depthTint(0).fill))
        // The label is outlined (one device pixel just inside its frame) in a darker blue, not left invisible.
        let edge = try #require(PictureSupport.at(image, 150, 30.1, scale: 2))
        #expect(edge != blue && Int(edge.blue) < 255)
    }

    /// A light card behind a sibling label (a screen built on a background view), in the dark theme: the label
    /// gets no dark tint patched over the card, and its default text turns dark to stay readable on it.
    @Test func siblingOverALightCardInTheDarkThemeIsOutlinedWithDarkText() throws {
        let layout = try PictureSupport.solve(
            """
            canvas: {width: 300, height: 100, scale: 2}
            views:
              card:
                background: "#F4F5F7"
                constraints: [leading == canvas.leading, trailing == canvas.trailing, top == canvas.top, bottom == canvas.bottom]
              title:
                kind: label
                text: ████████
                font: 20
                constraints: [leading == canvas.leading + 20, top == canvas.top + 20, width == 260]
            """)
        let options = RenderOptions(
            scale: 2, style: .boxes, theme: .dark, background: RenderTheme.dark.canvasBackground, padding: 0)
        let image = try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
        let title = try #require(layout.view(named: "title")).absoluteFrame
        // Right of the text, inside the label's frame: the card's colour, not a dark depth tint.
        #expect(
            PictureSupport.at(image, title.maxX - 10, title.maxY - 3, scale: 2)
                == RasterImage.Pixel(red: 0xF4, green: 0xF5, blue: 0xF7, alpha: 255))
        // The glyphs (full blocks) are black: `label`'s light value, as white would vanish on the card.
        let glyph = try #require(PictureSupport.at(image, title.minX + 10, title.midY, scale: 2))
        #expect(glyph == RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    /// Backgrounds across the range: black, white, saturated blue, yellow, mid grey; tags and chips over them.
    static let swatches = """
        canvas: {width: 360, height: 200, scale: 3}
        views:
          black:
            background: black
            constraints: [leading == canvas.leading, top == canvas.top, width == 120, height == 100]
            subviews:
              a: {kind: label, text: Ink, constraints: [centerX == superview.centerX, top == superview.top + 40]}
          white:
            background: white
            constraints: [leading == black.trailing, top == canvas.top, width == 120, height == 100]
            subviews:
              b: {kind: label, text: Ink, constraints: [leading == superview.leading + 16, top == superview.top + 40]}
          blue:
            background: systemBlue
            constraints: [leading == white.trailing, top == canvas.top, width == 120, height == 100]
            subviews:
              c: {kind: label, text: Ink, constraints: [trailing == superview.trailing - 16, bottom == superview.bottom - 30]}
          yellow:
            background: systemYellow
            constraints: [leading == canvas.leading, top == black.bottom, width == 180, height == 100]
            subviews:
              d: {kind: label, text: Ink, constraints: [leading == superview.leading + 24, top == superview.top + 30]}
          grey:
            background: systemGray
            constraints: [leading == yellow.trailing, top == black.bottom, width == 180, height == 100]
            subviews:
              e: {kind: label, text: Ink, constraints: [leading == superview.leading + 24, top == superview.top + 30]}
        annotations:
          - callout: Over yellow
            view: d
          - badge: 7
            view: e
        """

    @Test(arguments: [RenderTheme.light, .dark])
    func everyLabelReachesWCAGContrastOnItsPixels(theme: RenderTheme) throws {
        let layout = try PictureSupport.solve(Self.swatches)
        var options = RenderOptions(
            scale: 3, style: .boxes, overlays: [.constraints], theme: theme,
            background: theme.canvasBackground, padding: 0)
        options.format = .png
        let (bytes, labels, _) = try Renderer.renderWithLabels(layout, options: options)
        let image = try #require(RasterImage(pngBytes: bytes))
        // Ten views; a few small ones may find no free spot for their tag.
        #expect(labels.filter { $0.kind == .tag }.count >= 6)
        #expect(labels.contains { $0.kind == .chip })
        #expect(labels.contains { $0.kind == .callout })
        #expect(labels.contains { $0.kind == .badge })
        for label in labels {
            // Badges are discs: sample the square inside the circle.
            let rect = label.kind == .badge ? label.rect.insetBy(label.rect.width * 0.18) : label.rect
            let sampled = try #require(PictureSupport.plateAndInk(image, in: rect, scale: 3))
            let ratio = Contrast.ratio(sampled.ink, sampled.plate)
            #expect(
                ratio >= 4.5,
                "\(label.kind) '\(label.text)' at \(label.rect): ink \(sampled.ink) on \(sampled.plate) = \(ratio)")
        }
    }

    @Test func contrastFollowsWCAG() {
        #expect(abs(Contrast.ratio(.black, .white) - 21) < 1e-9)
        #expect(abs(Contrast.ratio(.white, .white) - 1) < 1e-9)
        // #767676 on white is the classic 4.54:1.
        #expect(abs(Contrast.ratio(Color(red8: 0x76, green8: 0x76, blue8: 0x76), .white) - 4.54) < 0.01)
        // A red chip ink on a white plate (4.0:1) is darkened until it passes; on black it is kept or lightened.
        let red = Color(red8: 0xE5, green8: 0x48, blue8: 0x4D)
        let onWhite = Contrast.legibleInk(red, on: [.white])
        #expect(Contrast.ratio(onWhite, .white) >= 4.5 && onWhite != red)
        #expect(Contrast.ratio(Contrast.legibleInk(red, on: [.black]), .black) >= 4.5)
    }
}
