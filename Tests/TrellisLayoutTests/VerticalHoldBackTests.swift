import Testing
import TrellisText

@testable import TrellisLayout

/// When a layout has a second pass, its vertical constraints wait for it (`VerticalHoldBack`): the same
/// frames, to the bit, as installing them in the first pass, without the component rebuild that changing
/// the constants of baseline constraints cost; nothing held back when the axes are coupled; and a layout
/// with a conflict breaks the constraint the documented installation order breaks.
struct VerticalHoldBackTests {
    static let field = "The quick brown fox jumps over the lazy dog while the cat sleeps in the warm sun"

    /// A form: rows of a caption and a wrapping field, alternately first-baseline- and centre-aligned.
    static func form(rows: Int, extra: [ConstraintNode] = []) -> LayoutDocument {
        let pairs = (0..<rows).map { i in
            Doc.stack(
                "pair\(i)", alignment: i % 2 == 0 ? .firstBaseline : .center, spacing: 8, [],
                [
                    Doc.label("caption\(i)", "Caption \(i)", size: 17),
                    Doc.label("field\(i)", field + " \(i)", size: 17, lines: 0),
                ])
        }
        let form = Doc.stack(
            "form", .vertical, spacing: 12,
            [
                Doc.c(.owner, .leading, .equal, .superview, .leading, 16),
                Doc.c(.owner, .trailing, .equal, .superview, .trailing, -16),
                Doc.c(.owner, .top, .equal, .superview, .top, 20),
            ], pairs)
        return LayoutDocument(canvas: Doc.iPhoneSE, views: [form], constraints: extra)
    }

    func run(_ document: LayoutDocument, holdingBack: Bool) throws -> LayoutRun {
        try Doc.engine().makeRun(document, holdingBackVertical: holdingBack)
    }

    /// Every unknown of every view, as bit patterns.
    func values(_ run: LayoutRun) -> [UInt64] {
        run.views.flatMap { v in ViewComponent.allCases.map { run.value(v, $0).bitPattern } }
    }

    @Test func heldBackConstraintsGiveTheSameFramesWithoutARebuild() throws {
        let document = Self.form(rows: 12)
        let held = try run(document, holdingBack: true)
        let installed = try run(document, holdingBack: false)
        #expect(held.live.heldBack)
        #expect(!installed.live.heldBack)
        #expect(values(held) == values(installed))
        // The fields wrap, so their first baselines move: installed in the first pass, the six
        // first-baseline equalities leave the solver again, and the form's component is rebuilt.
        #expect(installed.tally.total.solverReinstalls > 100)
        #expect(held.tally.total.solverReinstalls == 0)
        #expect(held.tally.total.remeasuredViews == 12)
        #expect(held.tally.total.constraintsRemoved < installed.tally.total.constraintsRemoved)
        // The fields' new heights go in with the vertical constraints instead of moving through the
        // dual simplex; their widths' huggings still move.
        #expect(held.tally.total.constantsMoved < installed.tally.total.constantsMoved)
        #expect(held.tally.total.constantsMoved > 0)
    }

    @Test func theEngineHoldsBackByDefault() throws {
        let document = Self.form(rows: 4)
        #expect(try Doc.engine().makeRun(document).live.heldBack)
        let layout = try Doc.engine().solve(document)
        #expect(layout.work.solverReinstalls == 0)
    }

    /// `caption0.width == caption0.height` couples the axes: a vertical constraint held back could move a
    /// width the second pass reads, so nothing is.
    @Test func nothingIsHeldBackWhenAConstraintMixesTheAxes() throws {
        let mixed = Self.form(
            rows: 4, extra: [Doc.c(.view("caption0"), .width, .greaterThanOrEqual, .view("caption0"), .height)])
        let held = try run(mixed, holdingBack: true)
        #expect(!held.live.heldBack)
        #expect(held.tally.total.solverReinstalls > 0)
    }

    /// A row whose first-baseline alignment (`UISV-alignment`, the outer stack's) holds in the first pass
    /// and conflicts in the second, when the field wraps and its first baseline moves (its height is
    /// pinned, so its text block rises within it), with a constraint installed after it
    /// (`UISV-canvas-connection` of the inner stack that vends the other baseline). In the first pass, the
    /// alignment goes back in after everything else and breaks; held back, it goes in at its place in the
    /// order and the later connection breaks instead. The engine lays such a layout out again without
    /// holding back.
    @Test func aConflictBreaksWhatTheInstallationOrderBreaks() throws {
        let row = Doc.stack(
            "row", alignment: .firstBaseline,
            [
                Doc.c(.owner, .leading, .equal, .superview, .leading),
                Doc.c(.owner, .trailing, .equal, .superview, .trailing),
                Doc.c(.owner, .top, .equal, .superview, .top),
            ],
            [
                Doc.label(
                    "field", Self.field, size: 17, lines: 0,
                    [Doc.c(.owner, .top, .equal, .superview, .top), Doc.c(.owner, .height, .equal, nil, nil, 20)]),
                Doc.stack(
                    "inner", .vertical, [Doc.c(.owner, .top, .equal, .superview, .top)],
                    [Doc.label("caption", "Caption", size: 17, [Doc.c(.owner, .height, .equal, nil, nil, 20)])]),
            ])
        let document = LayoutDocument(canvas: Doc.iPhoneSE, views: [row])
        func broken(_ run: LayoutRun) throws -> [String] {
            let layout = try ResultBuilder(engine: try Doc.engine(), run: run, document: document).build()
            return layout.constraints.filter { $0.status == .broken }.map { "\($0.identifier ?? $0.source)" }
        }
        let installed = try run(document, holdingBack: false)
        #expect(installed.tally.total.remeasuredViews == 1)
        #expect(try broken(installed) == ["UISV-alignment"])
        #expect(try broken(try run(document, holdingBack: true)) == ["UISV-canvas-connection"])
        #expect(try broken(try Doc.engine().makeRun(document)) == ["UISV-alignment"])
        #expect(try !Doc.engine().makeRun(document).live.heldBack)
    }

    /// A conflict among horizontal constraints (a caption required to be wider than the screen beside
    /// its pinned field) breaks the same constraint whether the vertical ones wait or not: the
    /// horizontal ones go in in the same order, and none of the held-back ones can take part, so holding
    /// back needs no second run. (The engine lays the form out again all the same: it gave the solver the
    /// spec's constraints axis by axis, `SpecInstallOrder`, and any conflict sends it back to the written
    /// order. What breaks is the same.)
    @Test func aHorizontalConflictNeedsNoSecondRunForHoldingBack() throws {
        let extra = [
            Doc.c(.view("caption1"), .width, .equal, nil, nil, 400),
            Doc.c(.view("field1"), .width, .equal, nil, nil, 100),
        ]
        let document = Self.form(rows: 4, extra: extra)
        func broken(_ run: LayoutRun) throws -> [String] {
            let layout = try ResultBuilder(engine: try Doc.engine(), run: run, document: document).build()
            return layout.constraints.filter { $0.status == .broken }.map(\.source)
        }
        let installed = try run(document, holdingBack: false)
        let held = try run(document, holdingBack: true)
        #expect(try broken(installed).count == 1)
        #expect(try broken(held) == (try broken(installed)))
        #expect(values(held) == values(installed))
        let heldAsWritten = try Doc.engine().makeRun(document, holdingBackVertical: true, reorderingSpec: false)
        #expect(heldAsWritten.live.heldBack && !heldAsWritten.live.heldConflict)
        #expect(try broken(heldAsWritten) == (try broken(installed)))
        let chosen = try Doc.engine().makeRun(document)
        #expect(!chosen.reorderedSpec && !chosen.live.heldBack)
        #expect(try broken(chosen) == (try broken(installed)))
    }
}
