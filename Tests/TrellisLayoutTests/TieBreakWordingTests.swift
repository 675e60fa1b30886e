import Testing
import TrellisText

@testable import TrellisLayout

/// Stays and wrap widths only settle ties: their reports are written from a few values when read
/// (`TieBreakWording`), never listed with the layout's constraints, and they say what they did when
/// they were written up front.
struct TieBreakWordingTests {
    /// A wrapping label in a column 16 points in from a 320-point screen's sides (its wrap width 288),
    /// and a view nothing places (four stays).
    static let document = LayoutDocument(
        canvas: Doc.iPhoneSE,
        views: [
            Doc.stack(
                "column", .vertical,
                [
                    Doc.c(.owner, .leading, .equal, .superview, .leading, 16),
                    Doc.c(.owner, .trailing, .equal, .superview, .trailing, -16),
                    Doc.c(.owner, .top, .equal, .superview, .top, 20),
                ],
                [Doc.label("body", "The quick brown fox jumps over the lazy dog again and again", size: 17, lines: 0)]
            ),
            Doc.view("loose"),
        ])

    /// The run's tie-break constraints, in the order installed.
    func tieBreaks(_ run: LayoutRun) -> [EngineConstraint] {
        var found: [EngineConstraint] = []
        run.live.forEachInOrder { if $0.key.isStay { found.append($0) } }
        return found
    }

    @Test func reportsAreWrittenWhenRead() throws {
        let run = try Doc.engine().makeRun(Self.document)
        let reports = tieBreaks(run).map { run.report(of: $0) }
        #expect(
            reports.map(\.source) == [
                "body.width == 288 (the width its text wraps at, kept in ties)",
                "loose.minX stay", "loose.minY stay", "loose.Width stay", "loose.Height stay",
            ])
        #expect(reports.map(\.firstView) == ["body", "loose", "loose", "loose", "loose"])
        #expect(reports.map(\.firstAttribute) == [.width, .left, .top, .width, .height])
        #expect(reports.map(\.constant) == [288, 0, 0, 0, 0])
        #expect(reports.map(\.origin) == [.intrinsicSize, .spec, .spec, .spec, .spec])
        // The body is one level down: its wrap width just above the size stays of its depth (0.003);
        // the loose view's positions at 0.001, its sizes at its depth's band (0.002).
        #expect(reports.map(\.priority) == [(0.003 as Double).nextUp, 0.001, 0.001, 0.002, 0.002])
        #expect(reports.map(\.location) == [Doc.at(1), Doc.at(2), Doc.at(2), Doc.at(2), Doc.at(2)])
        // A log line is the report's text.
        #expect(tieBreaks(run).map { run.appleDescription(of: $0) } == reports.map(\.source))
    }

    @Test func aWrapWidthGoesInWithTheContentSizes() throws {
        let run = try Doc.engine().makeRun(Self.document)
        let early = tieBreaks(run).map(\.installsEarly)
        #expect(early == [true, false, false, false, false])
        // Read from the key, it is exactly "a content size below required" as the reports say it: the
        // label's hugging and compression resistance, its wrap width; not the stack's, the spec's or a stay.
        var all: [EngineConstraint] = []
        run.live.forEachInOrder { all.append($0) }
        #expect(all.count > 10 && all.filter(\.installsEarly).count == 5)
        for c in all { #expect(c.installsEarly == (run.report(of: c).origin == .intrinsicSize && c.priority < 1000)) }
    }

    @Test func tieBreaksAreNotListedWithTheLayoutsConstraints() throws {
        let layout = try Doc.engine().solve(Self.document)
        #expect(!layout.constraints.contains { $0.source.hasSuffix(" stay") || $0.source.contains("kept in ties") })
        #expect(layout.constraints.contains { $0.source.hasPrefix("body.height") })
    }
}
