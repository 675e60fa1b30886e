import Foundation
import Testing

@testable import TrellisText

/// The supplied system font in UIKit's nine weights and italic (`FontChain.replacingSystemFaces`), with the
/// stand-in of `SystemFontTests` (its `wght` axis runs 200–800): each weight is the variable font's instance at
/// that weight's class, italic the italic file's when there is one, else the upright face; custom fonts stay.
@Suite struct SystemFontWeightTests {
    static func style(_ weight: FontWeight, italic: Bool = false) -> TextStyle {
        var style = TextTestSupport.style(17, lines: 1)
        style.font.weight = weight
        style.font.italic = italic
        return style
    }

    static func firstFace(_ engine: TextEngine, _ style: TextStyle) throws -> FontFaceInfo {
        let layout = try engine.layout(SystemFontTests.sample, style: style, width: nil, scale: 2)
        return try #require(layout.lines.first?.runs.first?.face)
    }

    static func width(_ engine: TextEngine, _ style: TextStyle) throws -> Double {
        try engine.layout(SystemFontTests.sample, style: style, width: nil, scale: 2).lines[0].width
    }

    /// A semibold label at 17 pt is the supplied font at `wght` 600 (not Roboto Bold, as without it): "Hello,
    /// world" is 87.55 pt wide, between regular's 83.232 and bold's 89.845.
    @Test func semiboldLabelTakesTheSuppliedFontAtWeight600() throws {
        let (engine, _, dir) = try SystemFontTests.engine(SystemFontTests.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let face = try Self.firstFace(engine, Self.style(.semibold))
        #expect(face.path.hasSuffix("/SF-Pro.ttf"))
        #expect(face.variations == [FontVariation(tag: "opsz", value: 17), FontVariation(tag: "wght", value: 600)])
        let regular = try Self.width(engine, Self.style(.regular))
        let semibold = try Self.width(engine, Self.style(.semibold))
        let bold = try Self.width(engine, Self.style(.bold))
        #expect(abs(regular - 83.232) < 1e-9)
        #expect(abs(semibold - 87.55) < 1e-9)
        #expect(abs(bold - 89.845) < 1e-9)
        // Every weight is its own instance, at its weight class.
        for weight in FontWeight.allCases {
            let face = try Self.firstFace(engine, Self.style(weight))
            #expect(face.variations?.last == FontVariation(tag: "wght", value: Double(weight.numericWeight)))
        }
        // Tabular figures keep the instance (and its tracking: the same width for this text without digits).
        var tabular = Self.style(.semibold)
        tabular.font.monospacedDigit = true
        #expect(try Self.firstFace(engine, tabular).variations?.last == FontVariation(tag: "wght", value: 600))
        #expect(try Self.width(engine, tabular) == semibold)
    }

    /// Without italic files an italic label is the upright instance of its weight (same width); with
    /// `SF-Pro-Italic.ttf` it is that file's instance.
    @Test func italicTakesTheItalicFileElseTheUprightFace() throws {
        let (upright, font, dir) = try SystemFontTests.engine(SystemFontTests.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(!font.hasItalic)
        let face = try Self.firstFace(upright, Self.style(.bold, italic: true))
        #expect(face.path.hasSuffix("/SF-Pro.ttf"))
        #expect(face.variations?.last == FontVariation(tag: "wght", value: 700))
        #expect(try Self.width(upright, Self.style(.bold, italic: true)) == Self.width(upright, Self.style(.bold)))

        var links = SystemFontTests.variableLinks
        links["SF-Pro-Italic.ttf"] = "TrellisOpszTest-VF.ttf"
        let (withItalic, italicFont, italicDir) = try SystemFontTests.engine(links)
        defer { try? FileManager.default.removeItem(at: italicDir) }
        #expect(italicFont.hasItalic)
        #expect(italicFont.instance(weight: .bold, italic: true, size: 17).path.hasSuffix("/SF-Pro-Italic.ttf"))
        let italicFace = try Self.firstFace(withItalic, Self.style(.bold, italic: true))
        #expect(italicFace.path.hasSuffix("/SF-Pro-Italic.ttf"))
        #expect(
            italicFace.variations == [FontVariation(tag: "opsz", value: 17), FontVariation(tag: "wght", value: 700)])
        #expect(try Self.firstFace(withItalic, Self.style(.bold)).path.hasSuffix("/SF-Pro.ttf"))
    }

    /// A custom font stays its own face with the system font supplied, and keeps its own line height; a
    /// bundled face named by its PostScript name stays that face.
    @Test func customFontStaysCustom() throws {
        let (engine, _, dir) = try SystemFontTests.engine(SystemFontTests.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let liberation = TextTestSupport.packageRoot.appendingPathComponent(
            "docs/examples/fonts/LiberationSans-Bold.ttf")
        let custom = try engine.addingFonts([liberation.path])
        var style = Self.style(.regular)
        style.font.name = "LiberationSans-Bold"
        let face = try Self.firstFace(custom, style)
        #expect(face.path == liberation.path)
        #expect(face.variations == nil)
        let plain = try TextEngine(fontDirectory: TextTestSupport.fontsDirectory).addingFonts([liberation.path])
        #expect(try Self.width(custom, style) == Self.width(plain, style))
        #expect(custom.lineMetrics(for: style.font).lineHeight == plain.lineMetrics(for: style.font).lineHeight)
        // The system font beside it is still the supplied one.
        #expect(try Self.firstFace(custom, Self.style(.regular)).path.hasSuffix("/SF-Pro.ttf"))
        // A bundled face a font names is still that face, as wide as without the system font.
        var roboto = Self.style(.regular)
        roboto.font.name = "Roboto-Bold"
        #expect(try Self.firstFace(engine, roboto).path.hasSuffix("/Roboto-Bold.ttf"))
        #expect(try Self.width(engine, roboto) == Self.width(try TextTestSupport.engine(), roboto))
    }

    /// Static italic files: SF Pro Text Italic below 20 pt, Display Italic from 20 pt; a folder with the Text
    /// italics but not the Display ones is refused, as for the upright files.
    @Test func staticItalicFilesSwitchAtTwentyPointsToo() throws {
        var links = SystemFontTests.staticLinks
        links["SF-Pro-Text-RegularItalic.ttf"] = "TrellisOpszTest-Text-Regular.ttf"
        links["SF-Pro-Display-RegularItalic.ttf"] = "TrellisOpszTest-Display-Regular.ttf"
        let dir = try SystemFontTests.directory(links)
        defer { try? FileManager.default.removeItem(at: dir) }
        let font = try SystemFont(directory: dir.path)
        #expect(font.hasItalic)
        #expect(
            font.instance(weight: .bold, italic: true, size: 19.99).path.hasSuffix("/SF-Pro-Text-RegularItalic.ttf"))
        #expect(
            font.instance(weight: .regular, italic: true, size: 20).path.hasSuffix("/SF-Pro-Display-RegularItalic.ttf"))
        #expect(font.instance(weight: .regular, size: 20).path.hasSuffix("/SF-Pro-Display-Regular.ttf"))

        links["SF-Pro-Display-RegularItalic.ttf"] = nil
        let partial = try SystemFontTests.directory(links)
        defer { try? FileManager.default.removeItem(at: partial) }
        #expect(throws: SystemFontError.self) { try SystemFont(directory: partial.path) }
    }
}
