import Testing
import TrellisLayout

@testable import TrellisSpec

/// `UIButton.Configuration` buttons and SF Symbol images read from specs: their intrinsic sizes
/// (docs/semantics.md, "Configuration buttons" and "SF Symbol images") and the errors their keys give.
struct ButtonConfigurationSpecTests {
    private static let canvas = "canvas: {width: 375, height: 667}\nviews:\n"

    private func solve(_ views: String) throws -> SolvedLayout { try Env.solve(Self.canvas + views) }

    /// The first line of the error the views fail with (the rest quotes the source).
    private func error(_ views: String) -> String { String(Env.error(Self.canvas + views).prefix { $0 != "\n" }) }

    /// A medium button (every style alike) is its title plus 12 at each side and 7 above and below, the
    /// title's line rounded up to a whole point: a 17-point title gives Interface Builder's 35.
    @Test func mediumButtonsAddTheirInsetsToTheTitle() throws {
        let layout = try solve(
            """
              title: {kind: label, text: Button, constraints: [leading == superview.leading, top == superview.top]}
              plain: {kind: button, text: Button, configuration: plain, constraints: [leading == superview.leading, top == title.bottom]}
              gray: {kind: button, text: Button, configuration: gray, constraints: [leading == superview.leading, top == plain.bottom]}
              tinted: {kind: button, text: Button, configuration: tinted, constraints: [leading == superview.leading, top == gray.bottom]}
              filled: {kind: button, text: Button, configuration: filled, constraints: [leading == superview.leading, top == tinted.bottom]}
            """)
        #expect(layout.frame("title") == Rect(x: 0, y: 0, width: 50.5, height: 20.5))
        #expect(layout.frame("plain") == Rect(x: 0, y: 20.5, width: 74.5, height: 35))
        for name in ["gray", "tinted", "filled"] {
            #expect(layout.frame(name).size == Size(width: 74.5, height: 35))
        }
    }

    /// The first baseline is the title's, the last the subtitle's: a 17-point label on the title's first
    /// baseline sits 7 points down (the top inset; the title's line rounded up to 21 is centred in 21),
    /// and a 15-point label on the last baseline of a title-and-subtitle button 7 + 21 points down.
    @Test func baselinesAreTheTitlesAndTheSubtitles() throws {
        let layout = try solve(
            """
              go: {kind: button, text: Go, configuration: filled, constraints: [leading == superview.leading, top == superview.top]}
              same: {kind: label, text: Go, constraints: [leading == go.trailing + 8, firstBaseline == go.firstBaseline]}
              two: {kind: button, text: Go, subtitle: Now, configuration: filled, constraints: [leading == superview.leading, top == superview.top + 100]}
              under: {kind: label, text: Now, font: 15, constraints: [leading == two.trailing + 8, lastBaseline == two.lastBaseline]}
            """)
        #expect(layout.frame("go").height == 35)
        #expect(layout.frame("same").minY == 7)
        #expect(layout.frame("two").height == 53)
        #expect(layout.frame("under").minY == 128)
    }

    /// Each button size: its insets and title font (large 17 pt with 20 × 14, small 15 pt with 10 × 5,
    /// mini 12 pt with 8 × 4).
    @Test func buttonSizesPickInsetsAndFonts() throws {
        let layout = try solve(
            """
              t15: {kind: label, text: Button, font: 15, constraints: [leading == superview.leading, top == superview.top]}
              t12: {kind: label, text: Button, font: 12, constraints: [leading == superview.leading, top == t15.bottom]}
              large: {kind: button, text: Button, configuration: filled, buttonSize: large, constraints: [leading == superview.leading, top == t12.bottom]}
              small: {kind: button, text: Button, configuration: gray, buttonSize: small, constraints: [leading == superview.leading, top == large.bottom]}
              mini: {kind: button, text: Button, configuration: tinted, buttonSize: mini, constraints: [leading == superview.leading, top == small.bottom]}
            """)
        #expect(layout.frame("t15").size == Size(width: 44.5, height: 18))
        #expect(layout.frame("t12").size == Size(width: 35.5, height: 14.5))
        #expect(layout.frame("large").size == Size(width: 90.5, height: 49))
        #expect(layout.frame("small").size == Size(width: 64.5, height: 28))
        #expect(layout.frame("mini").size == Size(width: 51.5, height: 23))
    }

    /// `contentInsets` replace the size's; a subtitle stacks under the title in the 15-point font.
    @Test func contentInsetsAndSubtitle() throws {
        let layout = try solve(
            """
              insets:
                kind: button
                text: Button
                configuration: filled
                contentInsets: {top: 10, leading: 30, bottom: 2, trailing: 6}
                constraints: [leading == superview.leading, top == superview.top]
              download: {kind: button, text: Download, subtitle: 12 MB, configuration: filled, constraints: [leading == superview.leading, top == insets.bottom]}
              padded: {kind: button, text: Download, subtitle: 12 MB, titlePadding: 4, configuration: filled, constraints: [leading == superview.leading, top == download.bottom]}
              word: {kind: label, text: Download, constraints: [leading == superview.leading, top == padded.bottom]}
            """)
        #expect(layout.frame("insets").size == Size(width: 86.5, height: 33))
        #expect(layout.frame("word").size == Size(width: 76, height: 20.5))
        // 7 + 21 (title) + 18 (subtitle) + 7; as wide as the wider title, plus 24.
        #expect(layout.frame("download").size == Size(width: 100, height: 53))
        #expect(layout.frame("padded").size == Size(width: 100, height: 57))
        let first = try #require(layout.view(named: "download")?.node.buttonConfiguration)
        #expect(first.subtitle == "12 MB" && first.style == .filled && first.buttonSize == .medium)
    }

    /// An image beside the title adds its width and `imagePadding`; above it, its height.
    @Test func imagePlacementAndPadding() throws {
        let layout = try solve(
            """
              word: {kind: label, text: Share, constraints: [leading == superview.leading, top == superview.top]}
              beside: {kind: button, text: Share, configuration: plain, image: {width: 20, height: 20}, imagePadding: 8, constraints: [leading == superview.leading, top == word.bottom]}
              after: {kind: button, text: Share, configuration: plain, image: {width: 20, height: 30}, imagePlacement: trailing, constraints: [leading == superview.leading, top == beside.bottom]}
              above: {kind: button, text: Share, configuration: plain, image: {width: 20, height: 20}, imagePlacement: top, imagePadding: 4, constraints: [leading == superview.leading, top == after.bottom]}
              only: {kind: button, configuration: filled, image: {width: 24, height: 24}, constraints: [leading == superview.leading, top == above.bottom]}
            """)
        #expect(layout.frame("word").size == Size(width: 43.5, height: 20.5))
        #expect(layout.frame("beside").size == Size(width: 95.5, height: 35))
        // The taller image decides the height: 30 + 14.
        #expect(layout.frame("after").size == Size(width: 87.5, height: 44))
        #expect(layout.frame("above").size == Size(width: 67.5, height: 59))
        #expect(layout.frame("only").size == Size(width: 48, height: 38))
        let geometry = ConfiguredButtonGeometry(
            configuration: try #require(layout.view(named: "after")?.node.buttonConfiguration),
            imageSize: Size(width: 20, height: 30), titleSize: Size(width: 43.5, height: 20.3), subtitleSize: nil)
        let parts = geometry.parts(in: Rect(x: 0, y: 0, width: 87.5, height: 44))
        #expect(parts.title == Rect(x: 12, y: 11.5, width: 43.5, height: 21))
        #expect(parts.image == Rect(x: 55.5, y: 7, width: 20, height: 30))
        let mirrored = geometry.parts(in: Rect(x: 0, y: 0, width: 87.5, height: 44), rightToLeft: true)
        #expect(mirrored.image?.minX == 12)
    }

    /// A symbol image is a box of the symbol's size: 1.2 × its point size at the medium scale (17 points
    /// by default), 0.94 × small, 1.55 × large, times its aspect ratio for the width.
    @Test func symbolImagesTakeTheSymbolsBox() throws {
        let layout = try solve(
            """
              star: {kind: image, image: {symbol: star.fill}, constraints: [leading == superview.leading, top == superview.top]}
              wide: {kind: image, image: {symbol: rectangle.fill, pointSize: 30, scale: large, weight: bold, aspectRatio: 1.5}, constraints: [leading == superview.leading, top == star.bottom]}
              small: {kind: image, image: {symbol: star.fill, scale: small}, constraints: [leading == superview.leading, top == wide.bottom]}
              share: {kind: button, text: Share, configuration: plain, image: {symbol: square.and.arrow.up}, constraints: [leading == superview.leading, top == small.bottom]}
            """)
        #expect(try #require(layout.view(named: "star")).intrinsicSize == Size(width: 20.4, height: 20.4))
        #expect(try #require(layout.view(named: "wide")).intrinsicSize.height == 46.5)
        #expect(try #require(layout.view(named: "wide")).intrinsicSize.width == 69.75)
        // Its alignment rect is the box (16 × 16 on the pixel grid); its frame lies 1/96 of that inside,
        // at the top and the bottom.
        // (below the star's 20 1/3 and the wide symbol's 46 2/3 on the 3x grid).
        let small = layout.frame("small")
        #expect(small.minX == 0 && small.width == 16)
        #expect(abs(small.minY - (67 + 1.0 / 6)) < 1e-9 && abs(small.height - (16 - 1.0 / 3)) < 1e-9)
        #expect(layout.frame("share").size == Size(width: 88, height: 35))
        let symbol = try #require(layout.view(named: "wide")?.node.symbolImage)
        #expect(symbol.name == "rectangle.fill" && symbol.weight == .bold && symbol.scale == .large)
    }

    /// The measured insets: a 128-point symbol image view constrained to 128 × 128 at y 0 is stored
    /// 128 × 125.33 at y 1.33 (4/3 of a point inside at the top and the bottom), and a 25-point one
    /// 25 × 24 (about a quarter point each, half a point on a 2x grid).
    @Test func symbolAlignmentInsetsScaleWithTheHeight() {
        let insets = SymbolMetrics.alignmentInsets(height: 128)
        #expect(abs(insets.top + 4.0 / 3.0) < 1e-12 && abs(insets.bottom + 4.0 / 3.0) < 1e-12)
        #expect(insets.left == 0 && insets.right == 0)
        let frameHeight = 128 + insets.top + insets.bottom
        #expect(abs(frameHeight - 125.333_333_333_333) < 1e-9)
        let small = SymbolMetrics.alignmentInsets(height: 25)
        #expect(abs(small.top + 0.260_416_666_666) < 1e-9)
    }

    /// The measurement, laid out: the constraints give the image view 128 × 128 at y 0, and its
    /// frame — what UIKit reports and Interface Builder stores — is 128 × 125.33 at y 1.33. A view pinned
    /// below it follows the alignment rect, not the frame.
    @Test func aSymbolImageViewsFrameLiesInsideWhatItsConstraintsPlace() throws {
        let layout = try solve(
            """
              symbol: {kind: image, image: {symbol: heart.fill, pointSize: 100}, constraints: [leading == superview.leading, top == superview.top, width == 128, height == 128]}
              below: {kind: view, constraints: [leading == superview.leading, top == symbol.bottom, width == 10, height == 10]}
            """)
        let frame = layout.frame("symbol")
        #expect(frame.minX == 0 && frame.width == 128)
        #expect(abs(frame.minY - 4.0 / 3) < 1e-9 && abs(frame.height - (128 - 8.0 / 3)) < 1e-9)
        #expect(layout.frame("below").minY == 128)
        let view = try #require(layout.view(named: "symbol"))
        #expect(view.alignmentRect.height == 128 && abs(view.alignmentRectInsets.top + 4.0 / 3) < 1e-9)
    }

    @Test func badConfigurationsAreLocatedErrors() {
        let at = "constraints: [leading == superview.leading, top == superview.top]"
        #expect(
            error("  b: {kind: button, text: Go, configuration: filed, \(at)}")
                == "env.yaml:3:46: error: unknown button configuration 'filed' (did you mean 'filled'?): "
                + "expected one of plain, gray, tinted, filled")
        #expect(
            error("  b: {kind: button, text: Go, configuration: gray, buttonSize: medum, \(at)}")
                == "env.yaml:3:64: error: unknown buttonSize 'medum' (did you mean 'medium'?): "
                + "expected one of mini, small, medium, large")
        #expect(
            error("  b: {kind: button, configuration: gray, contentInsets: {top: 4, leading: -2}, \(at)}")
                == "env.yaml:3:75: error: contentInsets leading must be 0 or more, found -2")
        #expect(
            error("  b: {kind: button, text: Go, buttonSize: large, \(at)}")
                == "env.yaml:3:31: error: 'buttonSize' applies to configuration buttons: give 'b' a "
                + "'configuration' (plain, gray, tinted, filled)")
        #expect(
            error("  b: {kind: label, text: Go, configuration: plain, \(at)}")
                == "env.yaml:3:30: error: 'configuration' applies to button views, but 'b' is a label")
        #expect(
            error("  i: {kind: image, image: {symbol: star, scale: huge}, \(at)}")
                == "env.yaml:3:49: error: unknown symbol scale 'huge': expected one of small, medium, large")
        #expect(
            error("  i: {kind: image, image: {symbol: star, pointSize: 0}, \(at)}")
                == "env.yaml:3:53: error: symbol pointSize must be more than 0, found 0")
        let long = String(repeating: "x", count: ResourceLimits.standard.textLength + 1)
        #expect(
            error("  b: {kind: button, configuration: plain, subtitle: \(long), \(at)}").hasPrefix(
                "env.yaml:3:53: error: the text is longer than"))
    }
}
