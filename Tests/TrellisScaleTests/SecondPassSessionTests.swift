import Testing
import TrellisCorpus
import TrellisLayout
import TrellisSpec

/// A session whose second pass moved many content sizes in place (`Solver.changeConstants`) gives the
/// layout of a fresh solve, and keeps editing incrementally: `setText` afterwards gives exactly the
/// layout of a fresh solve of the changed document.
@Suite struct SecondPassSessionTests {
    @Test func setTextAfterASecondPassMatchesAFreshSolve() throws {
        let n = 30
        let family = try #require(CorpusFamily.named("label-stack"))
        let document = try ScaleSupport.document(family.spec(n))
        let session = try LargeStack.run { try LayoutSession(document: document, engine: ScaleSupport.engine) }
        // The second pass re-measured most labels and moved their widths' huggings in place (their
        // heights are vertical: they waited for the second pass, `VerticalHoldBack`).
        #expect(session.work.remeasuredViews > 16)
        #expect(session.work.constantsMoved >= session.work.remeasuredViews)
        let removedBySecondPass = session.work.constraintsRemoved
        let fresh = try ScaleSupport.engine.solve(document)
        #expect(session.layout == fresh)

        let short = "Short now"
        let edited = try session.setText(short, ofView: "line3")
        var changed = document
        changed.views[0].subviews[3].text = short
        #expect(edited == (try ScaleSupport.engine.solve(changed)))
        #expect(
            try #require(edited.view(named: "line3")).frame.height
                < (try #require(fresh.view(named: "line3")).frame.height))
        // That edit changed one label: a few constraints, not the system.
        #expect(session.work.constraintsRemoved - removedBySecondPass <= 12)
    }
}
