import Testing
import TrellisText

@testable import TrellisLayout

struct SessionTests {
    @Test func setTextMatchesAFullSolveOfTheChangedDocument() throws {
        let engine = try Doc.engine()
        let session = try LayoutSession(document: Doc.scene4(), engine: engine)
        #expect(session.layout.frame("bgView").height == 128)
        let shorter = "天地玄黄"
        let updated = try session.setText(shorter, ofView: "label2")
        var changed = Doc.scene4()
        changed.views[0].subviews[1].text = shorter
        #expect(updated == (try engine.solve(changed)))
        #expect(updated.frame("label2").height < 64.5)
        let back = try session.setText(Doc.text16, ofView: "label2")
        #expect(back == (try engine.solve(Doc.scene4())))
        #expect(throws: LayoutError.self) { try session.setText("x", ofView: "bgView") }
        #expect(throws: LayoutError.self) { try session.setText("x", ofView: "nobody") }
    }

    @Test func setTextOnATwoPassLabelRewraps() throws {
        let engine = try Doc.engine()
        let label = Doc.label(
            "l", "短", size: 14, lines: 0,
            [
                Doc.c(.owner, .leading, .equal, .superview, .leading, 10),
                Doc.c(.owner, .trailing, .lessThanOrEqual, .superview, .trailing, -10),
                Doc.c(.owner, .top, .equal, .superview, .top, 20),
            ])
        let doc = LayoutDocument(canvas: Doc.iPhoneSE, views: [label])
        let session = try LayoutSession(document: doc, engine: engine)
        #expect(session.layout.frame("l").height == 17)
        let long = try session.setText(Doc.text16, ofView: "l")
        var changed = doc
        changed.views[0].text = Doc.text16
        #expect(long == (try engine.solve(changed)))
        #expect(long.frame("l").width <= 300)
        #expect(long.frame("l").height > 17)
    }

    /// A fitting measures its view's subtree from the views' text as it is now: after `setText` the
    /// session's fittings equal a fresh solve's, and they changed (a compressed fit of a column with a
    /// wrapping label is as tall as the label's lines).
    @Test func fittingsFollowSetText() throws {
        let engine = try Doc.engine()
        let label = Doc.label("l", "短", size: 14, lines: 0, [])
        let column = Doc.stack("column", .vertical, spacing: 4, [], [label, Doc.box("b", 50, 30)])
        var doc = LayoutDocument(canvas: Doc.iPhoneSE, views: [column])
        doc.fittings = [
            FittingRequest(view: "column", target: .compressed),
            FittingRequest(view: "column", target: .size(Size(width: 120, height: 0)), horizontalPriority: 1000),
        ]
        let session = try LayoutSession(document: doc, engine: engine)
        let before = session.layout.fittings.map(\.size)
        let updated = try session.setText(Doc.text16, ofView: "l")
        var changed = doc
        changed.views[0].subviews[0].text = Doc.text16
        let fresh = try engine.solve(changed)
        #expect(updated.fittings == fresh.fittings)
        #expect(updated.fittings.map(\.size) != before)
        #expect(updated.fittings[1].size.height > before[1].height)
    }

    /// A layout writes its constraint reports only when they are read (`SolvedLayout.constraints`), but
    /// they are the ones it was solved with: read after the session has moved on, they still equal a
    /// fresh solve's of the old document — content sizes, stack constraints and statuses alike.
    @Test func constraintsReadLaterAreThoseTheLayoutWasSolvedWith() throws {
        let engine = try Doc.engine()
        let label = Doc.label("l", "短", size: 14, lines: 0, [])
        let column = Doc.stack(
            "column", .vertical, spacing: 4,
            [
                Doc.c(.owner, .leading, .equal, .superview, .leading, 10),
                Doc.c(.owner, .top, .equal, .superview, .top, 20),
                Doc.c(.owner, .width, .equal, nil, nil, 120),
            ], [label, Doc.box("b", 50, 30)])
        let doc = LayoutDocument(canvas: Doc.iPhoneSE, views: [column])
        let session = try LayoutSession(document: doc, engine: engine)
        let first = session.layout
        _ = try session.setText(Doc.text16, ofView: "l")
        let expected = try engine.solve(doc).constraints
        #expect(first.constraints == expected)
        #expect(first.constraints.contains { $0.source == "l.height <= 17 @250 (content hugging)" })
        #expect(first.constraints.contains { $0.source == "UISV-spacing: b.top == l.bottom + 4" })
        #expect(session.layout.constraints != expected)
        #expect(session.layout.constraints.contains { $0.identifier == "UISV-spacing" && $0.status == .satisfied })
    }
}
