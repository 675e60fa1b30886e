import Testing

@testable import TrellisLayout

/// Stack views re-generate their constraints when an arranged view's content changes, fit like any view,
/// and reject numbers that aren't finite.
struct StackSessionTests {
    @Test func changingTextReproportionsAFillProportionallyStack() throws {
        let s = Doc.stack(
            "row", distribution: .fillProportionally,
            Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 300)],
            [
                Doc.label("a", "Short", size: 14), Doc.label("b", "A rather longer title", size: 14),
            ])
        let session = try LayoutSession(
            document: LayoutDocument(canvas: Doc.iPhoneSE, views: [s]), engine: Doc.engine())
        let before = session.layout.frame("a").width
        let after = try session.setText("A much, much longer first title", ofView: "a").frame("a").width
        #expect(after > before)
        // Same as solving the changed document from scratch.
        #expect(try Doc.engine().solve(session.document).frame("a") == session.layout.frame("a"))
        #expect(session.layout.frame("b").maxX == 300)
    }

    @Test func fittingAStackViewGivesItsContentSize() throws {
        let column = Doc.stack("column", .vertical, spacing: 6, [], [Doc.box("a", 80, 20), Doc.box("b", 50, 30)])
        let row = Doc.stack("row", alignment: .leading, [], [Doc.box("c", 80, 20), Doc.box("d", 50, 30)])
        var doc = LayoutDocument(canvas: Doc.iPhoneSE, views: [column, row])
        doc.fittings = ["column", "row"].flatMap { name in
            [FittingRequest(view: name, target: .compressed), FittingRequest(view: name, target: .expanded)]
        }
        let layout = try Doc.engine().solve(doc)
        // Hugging (250) and UISV-spanning-fit (51) both beat the fitting priority (50): the expanded target
        // doesn't stretch a stack of views that hug their content.
        #expect(
            layout.fittings.map(\.size) == [
                Size(width: 80, height: 56), Size(width: 80, height: 56),
                Size(width: 130, height: 30), Size(width: 130, height: 30),
            ])
    }

    @Test func nonFiniteSpacingIsAnError() throws {
        let s = Doc.stack("row", spacing: .infinity, Doc.pinnedTopLeading, [Doc.box("a", 10, 10)])
        #expect(throws: LayoutError.self) { try Doc.solve([s]) }
    }
}
