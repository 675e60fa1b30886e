import Foundation
import Testing

@testable import TrellisText

@Suite struct BasicLayoutTests {
    @Test func fallbackChainIsExplicitAndOrdered() throws {
        let names = try TextTestSupport.engine().fontFaces().map(\.familyName)
        #expect(names == ["Roboto", "Noto Sans CJK SC", "Noto Sans Arabic UI", "Noto Sans Hebrew", "Noto Color Emoji"])
        let bold = try TextTestSupport.engine().fontFaces(for: .bold)
        #expect(bold[0].path.hasSuffix("Roboto-Bold.ttf"))
        #expect(try TextTestSupport.engine().fontFaces().last?.isColorBitmap == true)
    }

    @Test func eachClusterGetsTheFirstCoveringFace() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "Hi 天 שלום 👍🏽", style: TextTestSupport.style(14), width: nil, scale: 2)
        let families = layout.lines[0].runs.map(\.face.familyName)
        // Visual order: "Hi " (Roboto), 天 (CJK), " " (Roboto), Hebrew (RTL), " " (Roboto), emoji.
        #expect(families == ["Roboto", "Noto Sans CJK SC", "Roboto", "Noto Sans Hebrew", "Roboto", "Noto Color Emoji"])
        // The skin-tone sequence is one emoji glyph.
        #expect(layout.lines[0].runs.last?.glyphs.count == 1)
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func latinAdvancesAreUnroundedFontUnits() throws {
        // Roboto "Hello, world" at 14 pt: the exact design-unit width (Pango/HarfBuzz give 72.980).
        let layout = try TextTestSupport.engine().textLayout(
            "Hello, world", style: TextTestSupport.style(14), width: nil, scale: 2)
        #expect(abs(layout.width - 72.98) < 0.001)
        #expect(layout.size.width == 73.0)
    }

    @Test func greedyWrapHangsTrailingSpaces() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "The quick brown fox jumps over the lazy dog",
            style: TextTestSupport.style(14), width: 80, scale: 2)
        #expect(TextTestSupport.lineTexts(layout) == ["The quick ", "brown fox ", "jumps over ", "the lazy dog"])
        for line in layout.lines { #expect(line.width <= 80) }
    }

    @Test func emptyTextHasZeroSize() throws {
        let layout = try TextTestSupport.engine().textLayout("", style: TextTestSupport.style(14), width: 100, scale: 2)
        #expect(layout.lines.isEmpty)
        #expect(layout.size.width == 0)
        #expect(layout.size.height == 0)
    }

    @Test func dynamicTypeScaleMultipliesTheSize() throws {
        var style = TextTestSupport.style(14)
        style.font.scale = 2
        let scaled = try TextTestSupport.engine().textLayout("Hello", style: style, width: nil, scale: 2)
        let plain = try TextTestSupport.engine().textLayout(
            "Hello", style: TextTestSupport.style(28), width: nil, scale: 2)
        #expect(scaled.width == plain.width)
        #expect(scaled.lineHeight == plain.lineHeight)
    }

    @Test func weightsUseTheirOwnFaces() throws {
        let regular = try TextTestSupport.engine().textLayout(
            "Weight", style: TextTestSupport.style(17), width: nil, scale: 2)
        let bold = try TextTestSupport.engine().textLayout(
            "Weight", style: TextTestSupport.style(17, weight: .bold), width: nil, scale: 2)
        let medium = try TextTestSupport.engine().textLayout(
            "Weight", style: TextTestSupport.style(17, weight: .medium), width: nil, scale: 2)
        #expect(bold.lines[0].runs[0].face.path.hasSuffix("Roboto-Bold.ttf"))
        #expect(medium.lines[0].runs[0].face.path.hasSuffix("Roboto-Medium.ttf"))
        #expect(bold.width > regular.width)
    }
}
