import Testing

@testable import TrellisText

/// `TextEngine.unwrappedMetricsKeepingShaping` gives the width, height and baselines of the unbounded layout
/// to the bit, without building its lines: across scripts, mixed directions, fallback faces, several
/// paragraphs (a trailing break adds an empty last line), line spacing, sizes, weights and scales. It
/// declines (nil) exactly when a line limit hides paragraphs, where the last line would be truncated.
@Suite struct UnwrappedMetricsTests {
    static let texts = [
        "The quick brown fox jumps over the lazy dog", "短文", "شريط الأدوات مع نص عربي", "Mixed עברית and English",
        "emoji 👩‍👩‍👧 ok", "one\ntwo\r\nthree\u{2028}four", "trailing break\n", "\n", "spaces   inside  ",
        "fi ligature office AVATAR", "e\u{301}\u{302} combining",
    ]

    @Test(arguments: texts) func theMetricsAreTheUnboundedLayouts(_ text: String) throws {
        let engine = try TextTestSupport.engine()
        for (size, weight, spacing, scale) in [
            (17.0, FontWeight.regular, 0.0, 3.0), (13.5, .bold, 4, 2), (28, .medium, 0, 1),
        ] {
            for lines in [0, 4] {
                let style = TextTestSupport.style(size, lines: lines, weight: weight, lineSpacing: spacing)
                let layout = try engine.layout(text, style: style, width: nil, scale: scale, detail: .metrics)
                let (metrics, shaping) = try #require(
                    try engine.unwrappedMetricsKeepingShaping(text, style: style, scale: scale))
                #expect(metrics == layout.metrics, "\(text) \(size) \(lines)")
                #expect(metrics.size == layout.size)
                #expect(shaping.text == text && shaping.paragraphCount == layout.lines.count)
                // The shaping wraps as a fresh layout does.
                let wrapped = try engine.layout(
                    text, style: style, width: 60, scale: scale, reusing: shaping, detail: .metrics)
                #expect(wrapped == (try engine.layout(text, style: style, width: 60, scale: scale, detail: .metrics)))
            }
        }
    }

    @Test func aLineLimitThatHidesParagraphsDeclines() throws {
        let engine = try TextTestSupport.engine()
        let text = "one\ntwo\nthree"
        for (lines, answered) in [(0, true), (1, false), (2, false), (3, true), (4, true)] {
            let style = TextTestSupport.style(17, lines: lines, mode: .byTruncatingTail)
            #expect((try engine.unwrappedMetricsKeepingShaping(text, style: style, scale: 2) != nil) == answered)
        }
    }

    @Test func badInputThrowsAsLayoutDoes() throws {
        let engine = try TextTestSupport.engine()
        #expect(throws: TextError.invalidScale(0)) {
            try engine.unwrappedMetricsKeepingShaping("a", style: TextTestSupport.style(17), scale: 0)
        }
        #expect(throws: TextError.invalidFontSize(-1)) {
            try engine.unwrappedMetricsKeepingShaping("a", style: TextTestSupport.style(-1), scale: 2)
        }
    }
}
