import Foundation
import Testing

@testable import TrellisText

/// Attributed runs take the face their own font picks, as plain text in that font does: a semibold italic
/// run its italic face, a custom font by name its file's face, and with a supplied system font each run the
/// instance of its own point size.
@Suite struct AttributedFontTests {
    static let liberation = [
        FontSelectionTests.examples + "/LiberationSans-Regular.ttf",
        FontSelectionTests.examples + "/LiberationSans-Bold.ttf",
    ]

    static func width(_ engine: TextEngine, _ text: String, _ font: Font) throws -> Double {
        try engine.measure(text, style: TextStyle(font: font, numberOfLines: 0), scale: 3, .lines(width: nil)).width
    }

    static func file(_ run: GlyphRun) -> String { URL(fileURLWithPath: run.face.path).lastPathComponent }

    @Test func semiboldItalicAndCustomRunsMeasureInTheirOwnFaces() throws {
        let engine = try TextTestSupport.engine().addingFonts(Self.liberation)
        let upright = Font(size: 17, weight: .semibold)
        var italic = upright
        italic.italic = true
        var custom = Font(size: 17)
        custom.name = "LiberationSans"
        let runs = [
            TextRun("Upright", font: upright), TextRun(" slanted", font: italic), TextRun(" Liberation", font: custom),
        ]
        let style = TextStyle(font: .label, numberOfLines: 0)
        let measured = try engine.measure(runs, style: style, width: nil, scale: 3)
        let drawn = try engine.measure(runs, style: style, width: nil, scale: 3, detail: .glyphs)
        #expect(measured.lines.count == 1 && measured.width == drawn.width)
        // Each run as wide as its text alone in its font: the italic run is not shaped upright, nor the
        // custom one in the system font (a run's leading space counts; a trailing one would hang).
        let slanted = try Self.width(engine, " slanted", italic)
        #expect(slanted != (try Self.width(engine, " slanted", upright)))
        let alone =
            try Self.width(engine, "Upright", upright) + slanted + Self.width(engine, " Liberation", custom)
        #expect(abs(measured.width - alone) < 1e-9)
        #expect(
            drawn.lines[0].runs.map(Self.file) == [
                "Roboto-Bold.ttf", "Roboto-BoldItalic.ttf", "LiberationSans-Regular.ttf",
            ])
        #expect(drawn.lines[0].runs.map(\.face.path) == (try runs.map { try engine.fontFaces(for: $0.font)[0].path }))
        // The line reaches SF's ascender above the baseline and Liberation Sans's descent (its own hhea,
        // (434 + 67) / 2048 em) below it, deeper than SF's 494 / 2048 em.
        let sf = engine.lineMetrics(for: upright), own = engine.lineMetrics(for: custom)
        #expect(own.lineHeight - own.ascender > sf.lineHeight - sf.ascender)
        #expect(measured.lines[0].baseline == sf.ascender)
        #expect(measured.height == sf.ascender + own.lineHeight - own.ascender)
    }

    @Test func aCustomRunTruncatesWithItsOwnEllipsis() throws {
        let engine = try TextTestSupport.engine().addingFonts(Self.liberation)
        var custom = Font(size: 17)
        custom.name = "LiberationSans-Bold"
        let runs = [TextRun("Plain words then ", font: Font(size: 17)), TextRun("bold Liberation words", font: custom)]
        let style = TextStyle(font: .label, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let layout = try engine.measure(runs, style: style, width: 180, scale: 2, detail: .glyphs)
        #expect(layout.lines[0].isTruncated)
        // "…" follows the custom run, so it is Liberation Sans Bold's.
        #expect(layout.lines[0].runs.last.map(Self.file) == "LiberationSans-Bold.ttf")
        #expect(layout.lines[0].runs.last?.glyphs.count == 1)
    }

    /// With a supplied system font each run is shaped with the instance of its own size (optical size and
    /// tracking at 17 and at 28 points): each run is as wide as its part of the paragraph in plain text at
    /// its size (the paragraph is shaped whole in each run's face, as one font's text is).
    @Test func systemFontRunsTakeTheirSizesInstances() throws {
        let (engine, _, dir) = try SystemFontTests.engine(SystemFontTests.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let runs = [TextRun("Hello,", font: Font(size: 17)), TextRun(" world", font: Font(size: 28))]
        let layout = try engine.measure(runs, style: TextStyle(numberOfLines: 0), width: nil, scale: 2, detail: .glyphs)
        func plain(_ size: Double) throws -> (head: Double, width: Double) {
            let line = try engine.layout("Hello, world", style: TextStyle(font: Font(size: size)), width: nil, scale: 2)
                .layout.lines[0]
            return (line.runs[0].positions[6].x, line.width)
        }
        let small = try plain(17), large = try plain(28)
        #expect(small.head != large.head * 17 / 28)
        #expect(abs(layout.width - (small.head + large.width - large.head)) < 1e-9)
        #expect(abs(layout.lines[0].runs[1].positions[0].x - small.head) < 1e-9)
        #expect(
            layout.lines[0].runs.map { $0.face.variations?.first } == [
                FontVariation(tag: "opsz", value: 17), FontVariation(tag: "opsz", value: 28),
            ])
    }
}
