import Testing

@testable import TrellisText

/// A layout made for measuring only (`TextDetail.metrics`) is the drawable layout without its glyph runs:
/// the same lines (ranges, widths, baselines, truncation, justification, direction), width, height and
/// size, whatever the script, wrapping or truncation.
@Suite struct TextDetailTests {
    /// A private engine: its caches are this test's alone.
    static func engine() throws -> TextEngine { try TextEngine(fontDirectory: TextTestSupport.fontsDirectory) }

    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var style: TextStyle
        var width: Double?
        var description: String { "\(text.prefix(24)) @\(width.map { "\($0)" } ?? "unbounded")" }
    }

    static let cases: [Case] = [
        Case(text: "The quick brown fox jumps over the lazy dog", style: TextTestSupport.style(17), width: nil),
        Case(
            text: "The quick brown fox jumps over the lazy dog, again and again, until the line wraps.",
            style: TextTestSupport.style(15, weight: .bold), width: 120),
        Case(
            text: "Two paragraphs:\nthe second one is longer than the first and wraps at a narrow width.\n",
            style: TextTestSupport.style(14, lineSpacing: 3), width: 90),
        Case(
            text: "مرحبا بالعالم — mixed العربية and English text, wrapped", style: TextTestSupport.style(16),
            width: 100),
        Case(text: "שלום עולם, a Hebrew line with numbers 123 456", style: TextTestSupport.style(13), width: 80),
        Case(text: "中文的段落没有空格也可以换行，每个字之间都可以断开。", style: TextTestSupport.style(17), width: 70),
        Case(text: "Emoji 👩‍👩‍👧‍👦 and flags 🇫🇷🇯🇵 between words", style: TextTestSupport.style(17), width: 110),
        Case(
            text: "Justified text stretches the spaces of every line but the last one of its paragraph",
            style: TextTestSupport.style(15, alignment: .justified), width: 150),
        Case(
            text: "A long title that is truncated at its tail because it has one line only",
            style: TextTestSupport.style(17, lines: 1, mode: .byTruncatingTail), width: 140),
        Case(
            text: "Head truncation keeps the end of the text visible on the last line",
            style: TextTestSupport.style(15, lines: 2, mode: .byTruncatingHead), width: 100),
        Case(
            text: "Middle truncation puts the ellipsis in the middle of the last visible line",
            style: TextTestSupport.style(15, lines: 2, mode: .byTruncatingMiddle), width: 100),
        Case(
            text: "Character wrapping breaks anywhere, even insideverylongwordslikethisone",
            style: TextTestSupport.style(15, mode: .byCharWrapping), width: 75),
        Case(text: "", style: TextTestSupport.style(17), width: 100),
    ]

    @Test(arguments: cases)
    func metricsAreTheDrawableLayoutWithoutGlyphs(c: Case) throws {
        let engine = try Self.engine()
        let drawable = try engine.textLayout(c.text, style: c.style, width: c.width, scale: 3)
        let measured = try engine.textLayout(c.text, style: c.style, width: c.width, scale: 3, detail: .metrics)
        #expect(drawable.detail == .glyphs)
        #expect(measured.detail == .metrics)
        #expect(measured.lines.allSatisfy { $0.runs.isEmpty })
        if !c.text.isEmpty { #expect(drawable.lines.contains { !$0.runs.isEmpty }) }
        var stripped = drawable
        stripped.detail = .metrics
        for i in stripped.lines.indices { stripped.lines[i].runs = [] }
        #expect(measured == stripped)
        #expect(measured.size == drawable.size)
    }

    /// The metrics of a wrapped label from a kept shaping (the second pass of a two-pass label) are those
    /// of the drawable layout too.
    @Test func aKeptShapingWrapsToTheSameMetrics() throws {
        let engine = try Self.engine()
        let text = "Review design summer before with update release photo garden quick mountain view"
        let style = TextTestSupport.style(17)
        let (unwrapped, shaping) = try engine.measure(
            text, style: style, scale: 3, .linesKeepingShaping(width: nil), detail: .metrics)
        #expect(unwrapped.detail == .metrics && unwrapped.lines.count == 1 && unwrapped.lines[0].runs.isEmpty)
        let wrapped = try engine.textLayout(
            text, style: style, width: 200, scale: 3, reusing: shaping, detail: .metrics)
        let drawable = try engine.textLayout(text, style: style, width: 200, scale: 3)
        #expect(wrapped.lines.map(\.textRange) == drawable.lines.map(\.textRange))
        #expect(wrapped.lines.map(\.width) == drawable.lines.map(\.width))
        #expect(wrapped.lines.count == 4)
    }

    /// The layout cache keeps the two details apart: a drawable layout asked after a measured one of
    /// the same text has its glyphs, and the other way round.
    @Test func theCacheNeverServesOneDetailForTheOther() throws {
        let engine = try Self.engine()
        let style = TextTestSupport.style(17)
        let text = "Cached once per detail"
        let measured = try engine.textLayout(text, style: style, width: 100, scale: 2, detail: .metrics)
        let drawable = try engine.textLayout(text, style: style, width: 100, scale: 2)
        #expect(measured.lines.allSatisfy { $0.runs.isEmpty })
        #expect(drawable.lines.allSatisfy { !$0.runs.isEmpty })
        let again = try engine.textLayout(text, style: style, width: 100, scale: 2, detail: .metrics)
        #expect(again == measured)
    }

    /// Only a layout with its glyph runs has a drawable form (`DrawableText`), what a renderer's painter
    /// takes: a measured layout with lines has none; one without lines (empty text) has nothing to lose.
    @Test func onlyALayoutWithGlyphsIsDrawable() throws {
        let engine = try Self.engine()
        let style = TextTestSupport.style(17)
        let text = "Drawn or only measured"
        let measured = try engine.textLayout(text, style: style, width: 100, scale: 2, detail: .metrics)
        #expect(DrawableText(measured) == nil)
        let drawable = try #require(DrawableText(try engine.textLayout(text, style: style, width: 100, scale: 2)))
        #expect(drawable.layout.lines.allSatisfy { !$0.runs.isEmpty })
        #expect(drawable.size == drawable.layout.size && drawable.lines.count == measured.lines.count)
        let built = try engine.layout(text, style: style, width: 100, scale: 2)
        #expect(built == drawable)
        let empty = try engine.textLayout("", style: style, width: 100, scale: 2, detail: .metrics)
        #expect(DrawableText(empty)?.lines.isEmpty == true)
    }
}
