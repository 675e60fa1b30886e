import Testing

@testable import TrellisText

/// numberOfLines, lineBreakMode and mandatory breaks.
@Suite struct LineBreakModeTests {
    let text = "The quick brown fox jumps over the lazy dog"

    @Test func tailTruncationOnASingleLine() throws {
        let layout = try TextTestSupport.engine().textLayout(
            text, style: TextTestSupport.style(14, lines: 1, mode: .byTruncatingTail), width: 100, scale: 2)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].isTruncated)
        #expect(layout.width <= 100)
        #expect(layout.lines[0].textRange == 0..<43)
        let glyphs = layout.lines[0].runs.flatMap(\.glyphs)
        let ellipsisGlyph = try ellipsisGlyphID()
        #expect(glyphs.last == ellipsisGlyph)
        // "The quick bro…" fits in 100 pt and "The quick brow…" does not: the widest prefix is kept.
        let clusters = layout.lines[0].runs.flatMap(\.clusters)
        #expect(clusters.dropLast().last == 12)
        #expect(clusters.last == 13)
        let engine = try TextTestSupport.engine()
        #expect(
            try engine.textLayout("The quick bro…", style: TextTestSupport.style(14), width: nil, scale: 2).width <= 100
        )
        #expect(
            try engine.textLayout("The quick brow…", style: TextTestSupport.style(14), width: nil, scale: 2).width > 100
        )
    }

    /// Unbounded text is not wrapped, so its advances are summed only when the last visible line is
    /// truncated because later paragraphs are hidden: the ellipsis goes after the whole first paragraph,
    /// exactly as with a width far wider than the text.
    @Test func unboundedTextTruncatedByALineLimit() throws {
        let engine = try TextTestSupport.engine()
        let style = TextTestSupport.style(14, lines: 1, mode: .byTruncatingTail)
        let unbounded = try engine.textLayout("one two\nthree", style: style, width: nil, scale: 2)
        let wide = try engine.textLayout("one two\nthree", style: style, width: 10_000, scale: 2)
        #expect(unbounded.lines.count == 1 && unbounded.lines[0].isTruncated)
        #expect(unbounded.lines[0].runs.flatMap(\.glyphs).last == (try ellipsisGlyphID()))
        #expect(unbounded.lines[0].runs.flatMap(\.clusters).dropLast().last == 6)
        #expect(unbounded.width == wide.width && unbounded.width > 0)
        #expect(unbounded.lines[0].textRange == wide.lines[0].textRange)
    }

    /// A line limit reached inside a later paragraph truncates that paragraph's last line with its own
    /// advances: the same line as the paragraph truncated alone.
    @Test func aLaterParagraphIsTruncatedWithItsOwnAdvances() throws {
        let engine = try TextTestSupport.engine()
        let style = TextTestSupport.style(14, lines: 2, mode: .byTruncatingTail)
        let second = "second paragraph that is a good deal longer than the line"
        let both = try engine.textLayout("short\n" + second, style: style, width: 120, scale: 2)
        var oneLine = style
        oneLine.numberOfLines = 1
        let alone = try engine.textLayout(second, style: oneLine, width: 120, scale: 2)
        #expect(both.lines.count == 2 && both.lines[1].isTruncated && alone.lines[0].isTruncated)
        #expect(both.lines[1].width == alone.lines[0].width)
        #expect(both.lines[1].runs.flatMap(\.clusters) == alone.lines[0].runs.flatMap(\.clusters).map { $0 + 6 })
    }

    /// "…" is shaped in a weight when a layout of that weight is first truncated, not when the engine opens
    /// its fonts; the truncated line is the same from a fresh engine as from the shared one.
    @Test func theEllipsisIsShapedWhenFirstNeeded() throws {
        let engine = try TextEngine(fontDirectory: TextTestSupport.fontsDirectory)
        let wrapped = try engine.textLayout(text, style: TextTestSupport.style(14), width: 100, scale: 2)
        #expect(wrapped.lines.count == 4)
        #expect(FontWeight.allCases.allSatisfy { !engine.hasShapedEllipsis($0) })
        let bold = TextTestSupport.style(14, lines: 1, mode: .byTruncatingTail, weight: .bold)
        let truncated = try engine.textLayout(text, style: bold, width: 100, scale: 2)
        #expect(truncated.lines[0].isTruncated)
        // Semibold is drawn with the bold face, so its "…" is the bold one.
        #expect(FontWeight.allCases.filter { engine.hasShapedEllipsis($0) } == [.semibold, .bold])
        let shared = try TextTestSupport.engine().textLayout(text, style: bold, width: 100, scale: 2)
        #expect(truncated.lines[0].runs.map(\.glyphs) == shared.lines[0].runs.map(\.glyphs))
        #expect(truncated.lines[0].runs.map(\.positions) == shared.lines[0].runs.map(\.positions))
    }

    private func ellipsisGlyphID() throws -> UInt32 {
        let layout = try TextTestSupport.engine().textLayout(
            "…", style: TextTestSupport.style(14), width: nil, scale: 2)
        return layout.lines[0].runs[0].glyphs[0]
    }

    @Test func headAndMiddleTruncation() throws {
        let engine = try TextTestSupport.engine()
        let ellipsis = try ellipsisGlyphID()
        let head = try engine.textLayout(
            text, style: TextTestSupport.style(14, lines: 1, mode: .byTruncatingHead), width: 100, scale: 2)
        #expect(head.lines[0].runs.first?.glyphs.first == ellipsis)
        #expect(head.lines[0].runs.flatMap(\.clusters).last == 42) // ends with the text's last letter
        #expect(head.width <= 100)
        let middle = try engine.textLayout(
            text, style: TextTestSupport.style(14, lines: 1, mode: .byTruncatingMiddle), width: 100, scale: 2)
        let glyphs = middle.lines[0].runs.flatMap(\.glyphs)
        let position = try #require(glyphs.firstIndex(of: ellipsis))
        #expect(position > 0 && position < glyphs.count - 1)
        #expect(middle.lines[0].runs.flatMap(\.clusters).first == 0)
        #expect(middle.lines[0].runs.flatMap(\.clusters).last == 42)
        #expect(middle.width <= 100)
    }

    @Test func multiLineWrapsAndTruncatesOnlyTheLastLine() throws {
        let layout = try TextTestSupport.engine().textLayout(
            text, style: TextTestSupport.style(14, lines: 2, mode: .byTruncatingTail), width: 80, scale: 2)
        #expect(layout.lines.count == 2)
        #expect(!layout.lines[0].isTruncated)
        #expect(layout.lines[1].isTruncated)
        #expect(TextTestSupport.lineTexts(layout)[0] == "The quick ")
        #expect(layout.lines[1].textRange == 10..<43)
        let ellipsis = try ellipsisGlyphID()
        #expect(layout.lines[1].runs.flatMap(\.glyphs).last == ellipsis)
        #expect(layout.size.height == 33.5)
    }

    @Test func wordWrappingWithALimitDropsLinesWithoutEllipsis() throws {
        let layout = try TextTestSupport.engine().textLayout(
            text, style: TextTestSupport.style(14, lines: 2, mode: .byWordWrapping), width: 80, scale: 2)
        #expect(TextTestSupport.lineTexts(layout) == ["The quick ", "brown fox "])
        #expect(!layout.lines.contains { $0.isTruncated })
    }

    @Test func clippingKeepsTheRestOfTheParagraphOnTheLastLine() throws {
        let layout = try TextTestSupport.engine().textLayout(
            text, style: TextTestSupport.style(14, lines: 1, mode: .byClipping), width: 80, scale: 2)
        #expect(layout.lines.count == 1)
        #expect(!layout.lines[0].isTruncated)
        #expect(layout.lines[0].width > 80)
        #expect(layout.width == 80) // the label never grows past its limit
    }

    @Test func charWrappingIgnoresWordBoundaries() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "abcdef ghij", style: TextTestSupport.style(14, mode: .byCharWrapping), width: 30, scale: 2)
        let lines = TextTestSupport.lineTexts(layout)
        #expect(lines.joined() == "abcdef ghij")
        #expect(lines[0] == "abc") // "abcd" is 31.2 pt at 14 pt
        #expect(
            try TextTestSupport.engine().textLayout("abcd", style: TextTestSupport.style(14), width: nil, scale: 2)
                .width
                > 30)
        for line in layout.lines { #expect(line.width <= 30) }
    }

    @Test func overlongWordFallsBackToGraphemes() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "Hi Supercalifragilisticexpialidocious", style: TextTestSupport.style(14), width: 60, scale: 2)
        let lines = TextTestSupport.lineTexts(layout)
        #expect(lines[0] == "Hi ")
        #expect(lines.joined() == "Hi Supercalifragilisticexpialidocious")
        #expect(lines.count == 5)
        for line in layout.lines { #expect(line.width <= 60) }
    }

    @Test func mandatoryBreaks() throws {
        let engine = try TextTestSupport.engine()
        let layout = try engine.textLayout(
            "one\ntwo\r\nthree\u{2028}four\u{2029}five\r", style: TextTestSupport.style(14), width: nil, scale: 2)
        #expect(
            TextTestSupport.lineTexts(layout) == ["one\n", "two\r\n", "three\u{2028}", "four\u{2029}", "five\r", ""])
        #expect(layout.lines.count == 6)
        // The break characters draw nothing.
        #expect(layout.lines[1].runs.flatMap(\.clusters).allSatisfy { $0 < 7 })
        let limited = try engine.textLayout(
            "one\ntwo\nthree", style: TextTestSupport.style(14, lines: 2, mode: .byTruncatingTail), width: nil, scale: 2
        )
        #expect(limited.lines.count == 2)
        #expect(limited.lines[1].isTruncated) // hidden text after it => "two…"
    }

    @Test func kinsokuPunctuationNeverStartsALine() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "他说：「你好。」然后走了，对吗？他说：「你好。」", style: TextTestSupport.style(14), width: 100, scale: 2)
        for line in TextTestSupport.lineTexts(layout).dropFirst() {
            #expect(!"。，、」！？：".contains(line.first ?? "x"))
        }
        for line in TextTestSupport.lineTexts(layout).dropLast() { #expect(line.last != "「") }
    }

    @Test func lineSpacingGoesBetweenLines() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "a\nb\nc", style: TextTestSupport.style(14, lineSpacing: 4), width: nil, scale: 2)
        let lineHeight: Double = 14.0 * 2444.0 / 2048.0
        #expect(layout.height == 3 * lineHeight + 8)
        #expect(layout.lines[2].baseline - layout.lines[1].baseline == lineHeight + 4)
    }
}
