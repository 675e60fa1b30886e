import Testing

@testable import TrellisText

/// A first-pass measure (`TextMeasureRequest.unwrappedKeepingShaping`) gives the width, height and baselines
/// of the unbounded layout to the bit, without building its lines: across scripts, mixed directions,
/// fallback faces, several paragraphs (a trailing break adds an empty last line), line spacing, sizes,
/// weights and scales. It builds the lines exactly when a line limit hides paragraphs, where the last line
/// would be truncated.
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
                let layout = try engine.textLayout(text, style: style, width: nil, scale: scale, detail: .metrics)
                let first = try engine.measure(text, style: style, scale: scale, .unwrappedKeepingShaping)
                guard case .metrics(let metrics, let shaping) = first else {
                    Issue.record("\(text): no line limit hides a paragraph, yet the lines were built")
                    continue
                }
                #expect(metrics == layout.metrics, "\(text) \(size) \(lines)")
                #expect(metrics.size == layout.size)
                #expect(shaping.text == text && shaping.paragraphCount == layout.lines.count)
                // The shaping wraps as a fresh layout does.
                let wrapped = try engine.textLayout(
                    text, style: style, width: 60, scale: scale, reusing: shaping, detail: .metrics)
                #expect(
                    wrapped == (try engine.textLayout(text, style: style, width: 60, scale: scale, detail: .metrics)))
            }
        }
    }

    @Test func aLineLimitThatHidesParagraphsBuildsTheLines() throws {
        // A private engine: a layout the shared one has cached keeps no shaping.
        let engine = try TextEngine(fontDirectory: TextTestSupport.fontsDirectory)
        let text = "one\ntwo\nthree"
        for (lines, metricsAlone) in [(0, true), (1, false), (2, false), (3, true), (4, true)] {
            let style = TextTestSupport.style(17, lines: lines, mode: .byTruncatingTail)
            let first = try engine.measure(text, style: style, scale: 2, .unwrappedKeepingShaping)
            let unbounded = try engine.measure(text, style: style, scale: 2, .lines(width: nil))
            switch first {
            case .metrics: #expect(metricsAlone, "\(lines) lines")
            case .layout(let layout, let shaping):
                #expect(!metricsAlone, "\(lines) lines")
                #expect(layout == unbounded)
                #expect(layout.lines.last?.isTruncated == true)
                #expect(shaping.paragraphCount == min(lines, 3))
            }
            #expect(first.metrics == unbounded.metrics)
        }
    }

    @Test func badInputThrowsAsLayoutDoes() throws {
        let engine = try TextTestSupport.engine()
        #expect(throws: TextError.invalidScale(0)) {
            try engine.measure("a", style: TextTestSupport.style(17), scale: 0, .unwrappedKeepingShaping)
        }
        #expect(throws: TextError.invalidFontSize(-1)) {
            try engine.measure("a", style: TextTestSupport.style(-1), scale: 2, .unwrappedKeepingShaping)
        }
    }
}
