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
        let (unwrapped, shaping) = try engine.layoutKeepingShaping(text, style: style, width: nil, scale: 3)
        #expect(shaping.paragraphCount == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(unwrapped == (try engine.layout(text, style: style, width: nil, scale: 3)))
        for width in [60.0, 120, 200] {
            engine.clearCaches()
            let before = engine.paragraphsShaped
            let reused = try engine.layout(text, style: style, width: width, scale: 3, reusing: shaping)
            #expect(engine.paragraphsShaped == before)
            engine.clearCaches()
            let fresh = try engine.layout(text, style: style, width: width, scale: 3)
            #expect(engine.paragraphsShaped == before + shaping.paragraphCount)
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
        let (onceMetrics, once) = try #require(try engine.unwrappedMetricsKeepingShaping(text, style: style, scale: 2))
        #expect(!once.isRepeat)
        let wrapped = try engine.layout(text, style: style, width: 120, scale: 2, reusing: once)
        #expect(engine.cachedLayoutCount == 0)
        let (againMetrics, again) = try #require(
            try engine.unwrappedMetricsKeepingShaping(text, style: style, scale: 2))
        #expect(again.isRepeat)
        #expect(againMetrics == onceMetrics)
        let wrappedAgain = try engine.layout(text, style: style, width: 120, scale: 2, reusing: again)
        #expect(engine.cachedLayoutCount == 1)
        #expect(wrappedAgain == wrapped)
        // The cached layout is the one asked for again, and the layout without a shaping caches as before.
        let before = engine.paragraphsShaped
        #expect(try engine.layout(text, style: style, width: 120, scale: 2) == wrapped)
        #expect(try engine.layout(text, style: style, width: 80, scale: 2).lines.count > wrapped.lines.count)
        #expect(engine.cachedLayoutCount == 2)
        #expect(engine.paragraphsShaped == before)
        // A shaping kept from a whole layout (`layoutKeepingShaping`) keeps caching.
        let (_, kept) = try engine.layoutKeepingShaping(
            "Another text, laid out whole", style: style, width: nil, scale: 2)
        #expect(kept.isRepeat)
        _ = try engine.layout("Another text, laid out whole", style: style, width: 60, scale: 2, reusing: kept)
        #expect(engine.cachedLayoutCount == 4)
    }

    @Test func aShapingOfAnotherTextOrWeightIsIgnored() throws {
        let engine = try Self.engine()
        let style = TextTestSupport.style(15)
        let (_, shaping) = try engine.layoutKeepingShaping("Some text to wrap here", style: style, width: nil, scale: 2)
        for (text, weight) in [("Other text to wrap here", FontWeight.regular), ("Some text to wrap here", .bold)] {
            let other = TextTestSupport.style(15, weight: weight)
            engine.clearCaches()
            let before = engine.paragraphsShaped
            let reused = try engine.layout(text, style: other, width: 50, scale: 2, reusing: shaping)
            #expect(engine.paragraphsShaped == before + 1)
            engine.clearCaches()
            #expect(reused == (try engine.layout(text, style: other, width: 50, scale: 2)))
        }
    }

    @Test func aLineLimitKeepsOnlyTheParagraphsItReached() throws {
        let engine = try Self.engine()
        let (_, shaping) = try engine.layoutKeepingShaping(
            "one\ntwo\nthree", style: TextTestSupport.style(15, lines: 2), width: nil, scale: 2)
        #expect(shaping.paragraphCount == 2)
        engine.clearCaches()
        let before = engine.paragraphsShaped
        let all = try engine.layout(
            "one\ntwo\nthree", style: TextTestSupport.style(15), width: 100, scale: 2, reusing: shaping)
        #expect(engine.paragraphsShaped == before + 1)
        #expect(TextTestSupport.lineTexts(all) == ["one\n", "two\n", "three"])
    }

    @Test func aCachedLayoutKeepsNoShaping() throws {
        let engine = try Self.engine()
        let style = TextTestSupport.style(15)
        _ = try engine.layout("Cached already", style: style, width: nil, scale: 2)
        let (_, shaping) = try engine.layoutKeepingShaping("Cached already", style: style, width: nil, scale: 2)
        #expect(shaping.paragraphCount == 0)
    }
}
