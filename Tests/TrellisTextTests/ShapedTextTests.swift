import Testing

@testable import TrellisText

/// A layout from a kept shaping (`ShapedText`) is the layout of shaping afresh, and shapes nothing.
@Suite struct ShapedTextTests {
    /// A private engine: its shaping count and caches are this test's alone.
    static func engine() throws -> TextEngine { try TextEngine(fontDirectory: TextTestSupport.fontsDirectory) }

    static let texts = [
        "The quick brown fox jumps over the lazy dog, again and again, until the line has to wrap.",
        "Two paragraphs:\nthe second one is longer than the first and wraps at a narrow width.\n",
        "مرحبا بالعالم — mixed العربية and English text, wrapped",
        "中文的段落没有空格也可以换行，每个字之间都可以断开。",
    ]

    @Test(arguments: texts)
    func wrappingAKeptShapingGivesTheSameLayoutAndShapesNothing(text: String) throws {
        let engine = try Self.engine()
        let style = TextTestSupport.style(15, weight: .medium)
        let (unwrapped, shaping) = try engine.measure(
            text, style: style, scale: 3, .linesKeepingShaping(width: nil), detail: .glyphs)
        #expect(shaping.paragraphCount == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(unwrapped == (try engine.textLayout(text, style: style, width: nil, scale: 3)))
        for width in [60.0, 120, 200] {
            engine.cache.removeAll()
            let before = engine.cache.paragraphsShaped
            let reused = try engine.textLayout(text, style: style, width: width, scale: 3, reusing: shaping)
            #expect(engine.cache.paragraphsShaped == before)
            engine.cache.removeAll()
            let fresh = try engine.textLayout(text, style: style, width: width, scale: 3)
            #expect(engine.cache.paragraphsShaped == before + shaping.paragraphCount)
            #expect(reused == fresh)
            #expect(reused.lines.count > unwrapped.lines.count)
        }
    }

    /// The layouts of a text met once are not cached (a two-pass label's second pass: nothing would ask for
    /// them again); those of a text met again are, from its second shaping on.
    @Test func onlyTheLayoutsOfATextMetAgainAreCached() throws {
        let engine = try Self.engine()
        let style = TextTestSupport.style(15)
        let text = Self.texts[0]
        let first = try engine.measure(text, style: style, scale: 2, .unwrappedKeepingShaping)
        guard case .metrics(let onceMetrics, let once) = first else {
            Issue.record("a first pass without a line limit measures metrics alone")
            return
        }
        #expect(!once.isRepeat)
        let wrapped = try engine.textLayout(text, style: style, width: 120, scale: 2, reusing: once)
        #expect(engine.cache.layoutCount == 0)
        let second = try engine.measure(text, style: style, scale: 2, .unwrappedKeepingShaping)
        let (againMetrics, again) = (second.metrics, second.shaping)
        #expect(again.isRepeat)
        #expect(againMetrics == onceMetrics)
        let wrappedAgain = try engine.textLayout(text, style: style, width: 120, scale: 2, reusing: again)
        #expect(engine.cache.layoutCount == 1)
        #expect(wrappedAgain == wrapped)
        // The cached layout is the one asked for again, and the layout without a shaping caches as before.
        let before = engine.cache.paragraphsShaped
        #expect(try engine.textLayout(text, style: style, width: 120, scale: 2) == wrapped)
        #expect(try engine.textLayout(text, style: style, width: 80, scale: 2).lines.count > wrapped.lines.count)
        #expect(engine.cache.layoutCount == 2)
        #expect(engine.cache.paragraphsShaped == before)
        // A shaping kept from a whole layout (`linesKeepingShaping`) keeps caching.
        let (_, kept) = try engine.measure(
            "Another text, laid out whole", style: style, scale: 2, .linesKeepingShaping(width: nil), detail: .glyphs)
        #expect(kept.isRepeat)
        _ = try engine.textLayout("Another text, laid out whole", style: style, width: 60, scale: 2, reusing: kept)
        #expect(engine.cache.layoutCount == 4)
    }

    @Test func aShapingOfAnotherTextOrWeightIsIgnored() throws {
        let engine = try Self.engine()
        let style = TextTestSupport.style(15)
        let (_, shaping) = try engine.measure(
            "Some text to wrap here", style: style, scale: 2, .linesKeepingShaping(width: nil), detail: .glyphs)
        for (text, weight) in [("Other text to wrap here", FontWeight.regular), ("Some text to wrap here", .bold)] {
            let other = TextTestSupport.style(15, weight: weight)
            engine.cache.removeAll()
            let before = engine.cache.paragraphsShaped
            let reused = try engine.textLayout(text, style: other, width: 50, scale: 2, reusing: shaping)
            #expect(engine.cache.paragraphsShaped == before + 1)
            engine.cache.removeAll()
            #expect(reused == (try engine.textLayout(text, style: other, width: 50, scale: 2)))
        }
    }

    @Test func aLineLimitKeepsOnlyTheParagraphsItReached() throws {
        let engine = try Self.engine()
        let (_, shaping) = try engine.measure(
            "one\ntwo\nthree", style: TextTestSupport.style(15, lines: 2), scale: 2, .linesKeepingShaping(width: nil),
            detail: .glyphs)
        #expect(shaping.paragraphCount == 2)
        engine.cache.removeAll()
        let before = engine.cache.paragraphsShaped
        let all = try engine.textLayout(
            "one\ntwo\nthree", style: TextTestSupport.style(15), width: 100, scale: 2, reusing: shaping)
        #expect(engine.cache.paragraphsShaped == before + 1)
        #expect(TextTestSupport.lineTexts(all) == ["one\n", "two\n", "three"])
    }

    @Test func aCachedLayoutKeepsNoShaping() throws {
        let engine = try Self.engine()
        let style = TextTestSupport.style(15)
        _ = try engine.textLayout("Cached already", style: style, width: nil, scale: 2)
        let (_, shaping) = try engine.measure(
            "Cached already", style: style, scale: 2, .linesKeepingShaping(width: nil), detail: .glyphs)
        #expect(shaping.paragraphCount == 0)
    }
}
