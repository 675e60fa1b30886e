import Testing

@testable import TrellisLayout

/// The solver gets a spec's constraints axis by axis and view by view (`SpecInstallOrder`), which changes
/// only its work: a conflict is still resolved as the written order resolves it — the layout is laid out
/// again in that order — and constraints written in that order go in as written.
struct SpecInstallOrderTests {
    /// `a.width == b.width`, `b.width == 100`, `a.width == 50`, written under `a` in that order: the third
    /// is the last of the three, so it breaks. Reordered, `a.width == 50` (horizontal, whose newest view is
    /// `a`) would go in first and `b.width == 100` break instead.
    static func conflict() -> LayoutDocument {
        let a = Doc.view(
            "a",
            [
                Doc.c(.owner, .left, .equal, .superview, .left, 0, line: 3),
                Doc.c(.owner, .top, .equal, .superview, .top, 0, line: 4),
                Doc.c(.owner, .width, .equal, .view("b"), .width, line: 5),
                Doc.c(.view("b"), .width, .equal, nil, nil, 100, line: 6),
                Doc.c(.owner, .width, .equal, nil, nil, 50, line: 7),
                Doc.c(.owner, .height, .equal, nil, nil, 10, line: 8),
            ])
        let b = Doc.view(
            "b",
            [
                Doc.c(.owner, .left, .equal, .superview, .left, 0, line: 10),
                Doc.c(.owner, .top, .equal, .view("a"), .bottom, 0, line: 11),
                Doc.c(.owner, .height, .equal, nil, nil, 10, line: 12),
            ])
        return LayoutDocument(canvas: Doc.iPhoneSE, views: [a, b])
    }

    @Test func aConflictBreaksWhatTheWrittenOrderBreaks() throws {
        let layout = try Doc.engine().solve(Self.conflict())
        let broken = layout.constraints.filter { $0.status == .broken }
        #expect(broken.map(\.location) == [Doc.at(7)])
        #expect(layout.frame("a").width == 100 && layout.frame("b").width == 100)
        let d = try #require(layout.diagnostics.first { $0.code == "unsatisfiable" })
        #expect(d.location == Doc.at(7))

        // Reordered, the same constraints break another one; the run in the written order is what keeps the
        // written order's answer.
        let reordered = try Doc.engine().makeRun(Self.conflict(), holdingBackVertical: true, reorderingSpec: true)
        #expect(reordered.reorderedSpec)
        #expect(reordered.live.conflicts.map(\.broken) == [.spec(3)]) // b.width == 100, line 6
        let written = try Doc.engine().makeRun(Self.conflict())
        #expect(!written.reorderedSpec)
        #expect(written.live.conflicts.map(\.broken) == [.spec(4)]) // a.width == 50, line 7
    }

    /// Written axis by axis and view by view already, the constraints go in as written: no second order,
    /// so a conflict would need no second run.
    @Test func aSpecWrittenInThatOrderGoesInAsWritten() throws {
        let a = Doc.view(
            "a",
            [
                Doc.c(.owner, .left, .equal, .superview, .left, 0), Doc.c(.owner, .width, .equal, nil, nil, 50),
            ])
        let b = Doc.view(
            "b",
            [
                Doc.c(.owner, .left, .equal, .view("a"), .right, 8), Doc.c(.owner, .width, .equal, .view("a"), .width),
                Doc.c(.view("a"), .top, .equal, .superview, .top, 0), Doc.c(.view("a"), .height, .equal, nil, nil, 10),
                Doc.c(.owner, .top, .equal, .view("a"), .top), Doc.c(.owner, .height, .equal, .view("a"), .height),
            ])
        let document = LayoutDocument(canvas: Doc.iPhoneSE, views: [a, b])
        let run = try Doc.engine().makeRun(document, holdingBackVertical: true, reorderingSpec: true)
        #expect(!run.reorderedSpec)
        #expect(run.live.conflicts.isEmpty)
        // The same constraints written view by view, axes mixed, are reordered.
        let mixed = LayoutDocument(
            canvas: Doc.iPhoneSE,
            views: [
                Doc.view("a", [a.constraints[0], b.constraints[2], a.constraints[1], b.constraints[3]]),
                Doc.view("b", [b.constraints[0], b.constraints[4], b.constraints[1], b.constraints[5]]),
            ])
        #expect(try Doc.engine().makeRun(mixed, holdingBackVertical: true, reorderingSpec: true).reorderedSpec)
    }
}
