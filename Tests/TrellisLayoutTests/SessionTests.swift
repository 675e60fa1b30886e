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
}
