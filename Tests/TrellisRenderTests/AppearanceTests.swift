import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisRender

/// Point 2 of issue 13: UIKit's semantic colours resolve per theme, `{light, dark}` colours too, and the
/// content style in the dark theme shows what the app shows in dark mode.
@Suite struct AppearanceTests {
    static let card = """
        canvas: {width: 200, height: 100, scale: 2}
        views:
          card:
            background: secondarySystemBackground
            constraints: [leading == canvas.leading + 10, top == canvas.top + 10, width == 180, height == 80]
            subviews:
              plainText:
                kind: label
                text: ████
                font: 20
                constraints: [leading == superview.leading + 10, top == superview.top + 10]
              custom:
                kind: label
                text: ████
                font: 20
                textColor: {light: "#112233", dark: systemYellow}
                constraints: [leading == superview.leading + 10, top == plainText.bottom + 10]
        """

    static func render(_ theme: RenderTheme) throws -> RasterImage {
        let layout = try PictureSupport.solve(Self.card)
        let options = RenderOptions(
            scale: 2, style: .content, theme: theme,
            background: theme.pageBackground(for: .content), padding: 0)
        return try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
    }

    @Test func contentStyleInDarkModeUsesUIKitsDarkValues() throws {
        let dark = try Self.render(.dark)
        // The window: systemBackground (black); the card: secondarySystemBackground (28, 28, 30).
        #expect(PictureSupport.at(dark, 5, 5, scale: 2) == RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(
            PictureSupport.at(dark, 150, 80, scale: 2) == RasterImage.Pixel(red: 28, green: 28, blue: 30, alpha: 255))
        // Default label text is `label` (white in dark mode); the custom colour takes its dark value.
        let plain = try PictureSupport.solve(Self.card).view(named: "plainText")!.absoluteFrame
        let custom = try PictureSupport.solve(Self.card).view(named: "custom")!.absoluteFrame
        #expect(
            PictureSupport.at(dark, plain.midX, plain.midY, scale: 2)
                == RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(
            PictureSupport.at(dark, custom.midX, custom.midY, scale: 2)
                == RasterImage.Pixel(red: 255, green: 214, blue: 10, alpha: 255))

        let light = try Self.render(.light)
        #expect(
            PictureSupport.at(light, 5, 5, scale: 2) == RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(
            PictureSupport.at(light, 150, 80, scale: 2)
                == RasterImage.Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(
            PictureSupport.at(light, plain.midX, plain.midY, scale: 2)
                == RasterImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(
            PictureSupport.at(light, custom.midX, custom.midY, scale: 2)
                == RasterImage.Pixel(red: 0x11, green: 0x22, blue: 0x33, alpha: 255))
    }

    @Test func everySystemColourHasDocumentedValues() throws {
        #expect(SystemColor.all.count == 35)
        #expect(Set(SystemColor.all.map(\.name)).count == SystemColor.all.count)
        func rgba(_ c: Color) -> [Int] { [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) } }
        let blue = try #require(SystemColor.named("systemblue"))
        #expect(rgba(blue.light) == [0, 122, 255, 255] && rgba(blue.dark) == [10, 132, 255, 255])
        let secondary = try #require(SystemColor.named("secondaryLabel"))
        #expect(rgba(secondary.light) == [60, 60, 67, 153] && rgba(secondary.dark) == [235, 235, 245, 153])
        let grouped = try #require(SystemColor.named("systemGroupedBackground"))
        #expect(rgba(grouped.dark) == [0, 0, 0, 255] && grouped.darkElevated.map(rgba) == [28, 28, 30, 255])
        #expect(rgba(try #require(SystemColor.named("separator")).dark) == [84, 84, 88, 153])
        // The spec reads them by name, and as {light, dark} pairs.
        let parsed = try ColorParser.parseAppearance("systemGreen").get()
        #expect(rgba(parsed.light) == [52, 199, 89, 255] && parsed.dark.map(rgba) == [48, 209, 88, 255])
        #expect(try ColorParser.parseAppearance("tomato").get().dark == nil)
        let document = try SpecReader.read(
            text: """
                canvas: {width: 10, height: 10}
                views:
                  v: {background: {light: white, dark: systemGray6}}
                """, file: "s.yaml")
        #expect(document.views[0].background == .white)
        #expect(document.views[0].darkBackground.map(rgba) == [28, 28, 30, 255])
    }

    @Test func badAppearanceColoursAreLocatedErrors() {
        func message(_ value: String) -> String {
            do {
                _ = try SpecReader.read(
                    text: "canvas: {width: 10, height: 10}\nviews:\n  v: {background: \(value)}\n", file: "s.yaml")
                return "no error"
            } catch { return "\(error)".components(separatedBy: "\n")[0] }
        }
        #expect(
            message("{light: white}") == "s.yaml:3:19: error: background as a mapping needs both 'light' and 'dark'")
        #expect(
            message("systemBlu").hasPrefix(
                "s.yaml:3:19: error: unknown colour 'systemBlu' (did you mean 'systemBlue'?)"))
        #expect(message("{light: white, dark: nope}").hasPrefix("s.yaml:3:40: error: unknown colour 'nope'"))
    }
}
