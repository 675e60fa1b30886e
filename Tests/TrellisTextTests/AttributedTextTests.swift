import Testing

@testable import TrellisText

/// Attributed text (`TextEngine.measure` with `TextRun`s): each run in its own font, lines broken across
/// runs, a line as tall as its tallest run.
@Suite struct AttributedTextTests {
    static func style(_ lines: Int = 0) -> TextStyle { TextTestSupport.style(17, lines: lines) }

    static func plainWidth(_ text: String, _ font: Font) throws -> Double {
        var style = TextTestSupport.style(17)
        style.font = font
        return try TextTestSupport.engine().measure(text, style: style, scale: 3, .lines(width: nil)).width
    }

    @Test func twoRunsAreAsWideAsEachAlone() throws {
        let regular = Font(size: 15), bold = Font(size: 15, weight: .bold)
        let runs = [TextRun("Total", font: regular), TextRun(" €12", font: bold)]
        let layout = try TextTestSupport.engine().measure(runs, style: Self.style(), width: nil, scale: 3)
        let alone = try Self.plainWidth("Total", regular) + Self.plainWidth(" €12", bold)
        #expect(layout.lines.count == 1 && layout.text == "Total €12")
        #expect(abs(layout.width - alone) < 1e-9)
        #expect(layout.width > (try Self.plainWidth("Total €12", regular)))
        // One font throughout measures as the plain text does.
        let same = try TextTestSupport.engine().measure(
            [TextRun("Total", font: regular), TextRun(" €12", font: regular)], style: Self.style(), width: nil,
            scale: 3)
        #expect(abs(same.width - (try Self.plainWidth("Total €12", regular))) < 1e-9)
        #expect(
            same.size
                == (try TextTestSupport.engine().measure(
                    "Total €12", style: TextTestSupport.style(15), scale: 3, .lines(width: nil))).size)
    }

    @Test func linesBreakAcrossARunBoundary() throws {
        let runs = [
            TextRun("Review design summer ", font: Font(size: 17)),
            TextRun("before with update", font: Font(size: 28, weight: .bold)),
        ]
        let engine = try TextTestSupport.engine()
        let wide = try engine.measure(runs, style: Self.style(), width: nil, scale: 2)
        #expect(wide.lines.count == 1)
        let layout = try engine.measure(runs, style: Self.style(), width: wide.width - 1, scale: 2)
        #expect(TextTestSupport.lineTexts(layout) == ["Review design summer before with ", "update"])
        // Both lines hold 28-point text: each is as tall as a 28-point line.
        let big = engine.lineMetrics(for: Font(size: 28, weight: .bold))
        #expect(layout.lines.map(\.baseline) == [big.ascender, big.lineHeight + big.ascender])
        #expect(layout.height == 2 * big.lineHeight)
        // A width that ends the first line inside the first run puts the 17-point words alone on it.
        let narrow = try engine.measure(runs, style: Self.style(), width: 120, scale: 2)
        let small = engine.lineMetrics(for: Font(size: 17))
        #expect(TextTestSupport.lineTexts(narrow) == ["Review design ", "summer ", "before ", "with ", "update"])
        let baselines: [Double] = [
            small.ascender, small.lineHeight + small.ascender, 2 * small.lineHeight + big.ascender,
            2 * small.lineHeight + big.lineHeight + big.ascender,
            2 * small.lineHeight + 2 * big.lineHeight + big.ascender,
        ]
        #expect(narrow.lines.map(\.baseline) == baselines)
    }

    /// iOS's system font per em: line height, ascender, and the rest below the baseline.
    static let lineEm = 2444.0 / 2048, ascenderEm = 1950.0 / 2048, descentEm = 494.0 / 2048

    @Test func theTallestRunSetsTheLineHeight() throws {
        let engine = try TextTestSupport.engine()
        let runs = [TextRun("small ", font: Font(size: 12)), TextRun("LARGE", font: Font(size: 30))]
        let layout = try engine.measure(runs, style: Self.style(), width: nil, scale: 2)
        #expect(layout.height == 30 * Self.lineEm)
        #expect(layout.lines[0].baseline == 30 * Self.ascenderEm)
        // A raised run raises the line's top by its offset; a lowered one lowers its bottom.
        let raised = try engine.measure(
            [TextRun("x", font: Font(size: 30)), TextRun("2", font: Font(size: 12), baselineOffset: 20)],
            style: Self.style(), width: nil, scale: 2)
        #expect(raised.lines[0].baseline == 12 * Self.ascenderEm + 20)
        let raisedHeight: Double = 12 * Self.ascenderEm + 20 + 30 * Self.descentEm
        #expect(raised.height == raisedHeight)
        let lowered = try engine.measure(
            [TextRun("x", font: Font(size: 30)), TextRun("2", font: Font(size: 12), baselineOffset: -10)],
            style: Self.style(), width: nil, scale: 2)
        let loweredHeight: Double = 30 * Self.ascenderEm + 12 * Self.descentEm + 10
        #expect(lowered.height == loweredHeight)
    }

    @Test func kernFollowsEveryCharacter() throws {
        let engine = try TextTestSupport.engine()
        let plain = try engine.measure(
            [TextRun("kern", font: Font(size: 17))], style: Self.style(), width: nil, scale: 2)
        let kerned = try engine.measure(
            [TextRun("kern", font: Font(size: 17), kern: 1.5)], style: Self.style(), width: nil, scale: 2)
        #expect(abs(kerned.width - (plain.width + 4 * 1.5)) < 1e-9)
    }

    @Test func badRunsThrow() throws {
        let engine = try TextTestSupport.engine()
        #expect(throws: TextError.emptyRunList) {
            try engine.measure([TextRun]([]), style: Self.style(), width: nil, scale: 2)
        }
        #expect(throws: TextError.emptyRun(index: 1)) {
            try engine.measure([TextRun("a"), TextRun("")], style: Self.style(), width: nil, scale: 2)
        }
        #expect(throws: TextError.invalidFontSize(0)) {
            try engine.measure([TextRun("a", font: Font(size: 0))], style: Self.style(), width: nil, scale: 2)
        }
        #expect(throws: TextError.invalidRunAttribute(kern: .infinity, baselineOffset: 0)) {
            try engine.measure([TextRun("a", kern: .infinity)], style: Self.style(), width: nil, scale: 2)
        }
    }

    @Test func mandatoryBreaksStartLinesAcrossRuns() throws {
        let engine = try TextTestSupport.engine()
        let runs = [TextRun("one\n", font: Font(size: 12)), TextRun("two", font: Font(size: 24))]
        let layout = try engine.measure(runs, style: Self.style(), width: nil, scale: 2)
        #expect(TextTestSupport.lineTexts(layout) == ["one\n", "two"])
        let height: Double = 12 * Self.lineEm + 24 * Self.lineEm
        #expect(layout.height == height)
    }

    /// With glyphs, each run's glyphs are at its size, after the runs before it, kerned and raised.
    @Test func glyphsFollowEachRunsAttributes() throws {
        let engine = try TextTestSupport.engine()
        let runs = [
            TextRun("Total", font: Font(size: 15), kern: 1), TextRun("12", font: Font(size: 30), baselineOffset: 4),
        ]
        let layout = try engine.measure(runs, style: Self.style(), width: nil, scale: 2, detail: .glyphs)
        let measured = try engine.measure(runs, style: Self.style(), width: nil, scale: 2)
        #expect(layout.lines.map(\.width) == measured.lines.map(\.width) && layout.height == measured.height)
        let glyphRuns = layout.lines[0].runs
        #expect(glyphRuns.map(\.pointSize) == [15, 30])
        #expect(glyphRuns.map(\.clusters) == [[0, 1, 2, 3, 4], [5, 6]])
        let total = try Self.plainWidth("Total", Font(size: 15))
        // "Total" with 1 pt after each of its five letters; "12" starts after it.
        #expect(abs(glyphRuns[1].positions[0].x - (total + 5)) < 1e-9)
        #expect(glyphRuns[1].positions.allSatisfy { $0.y == -4 })
        #expect(glyphRuns[0].positions[1].x > glyphRuns[0].positions[0].x + 1)
        #expect(DrawableText(layout) != nil)
    }

    /// A line limit that hides text truncates the last visible line as plain text does: one font throughout
    /// gives the plain layout's line; with runs, "…" takes the font of the run it follows.
    @Test func aHiddenRestIsTruncatedWithAnEllipsis() throws {
        let engine = try TextTestSupport.engine()
        let style = TextTestSupport.style(15, lines: 1, mode: .byTruncatingTail)
        let text = "Total amount due today: €1,234.56 incl. tax"
        let plain = try engine.measure(text, style: style, scale: 2, .lines(width: 150), detail: .glyphs)
        let one = try engine.measure(
            [
                TextRun("Total amount due ", font: Font(size: 15)),
                TextRun("today: €1,234.56 incl. tax", font: Font(size: 15)),
            ],
            style: style, width: 150, scale: 2, detail: .glyphs)
        #expect(plain.lines.count == 1 && plain.lines[0].isTruncated)
        #expect(one.lines.map(\.textRange) == plain.lines.map(\.textRange))
        #expect(one.lines[0].isTruncated && abs(one.lines[0].width - plain.lines[0].width) < 1e-9)
        #expect(one.lines[0].runs.last?.glyphs == plain.lines[0].runs.last?.glyphs)
        let bold = try engine.measure(
            [
                TextRun("Total amount due ", font: Font(size: 15)),
                TextRun("today: €1,234.56 incl. tax", font: Font(size: 20, weight: .bold)),
            ],
            style: style, width: 150, scale: 2, detail: .glyphs)
        let ellipsis = try #require(bold.lines.first?.runs.last)
        #expect(bold.lines.count == 1 && bold.lines[0].isTruncated && bold.lines[0].width <= 150)
        #expect(ellipsis.pointSize == 20 && ellipsis.face.path.hasSuffix("Roboto-Bold.ttf"))
        #expect(bold.lines[0].textRange == 0..<text.utf16.count)
        // Word wrapping drops the hidden lines without an ellipsis; clipping lays the rest on, unshortened.
        var wrapping = style
        wrapping.lineBreakMode = .byWordWrapping
        let dropped = try engine.measure([TextRun(text, font: Font(size: 15))], style: wrapping, width: 150, scale: 2)
        #expect(!dropped.lines[0].isTruncated && dropped.lines[0].textRange.upperBound < text.utf16.count)
        wrapping.lineBreakMode = .byClipping
        let clipped = try engine.measure([TextRun(text, font: Font(size: 15))], style: wrapping, width: 150, scale: 2)
        #expect(clipped.lines[0].width > 150 && clipped.width == 150)
    }
}
