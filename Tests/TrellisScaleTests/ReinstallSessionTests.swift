import Testing
import TrellisCorpus
import TrellisLayout
import TrellisSpec

/// A session whose first solve reinstalled the system (more than `reinstallThreshold` labels re-measured
/// in the second pass) keeps editing the new system incrementally: `setText` afterwards gives exactly the
/// layout of a fresh solve of the changed document.
@Suite struct ReinstallSessionTests {
    @Test func setTextAfterAReinstallMatchesAFreshSolve() throws {
        let n = 30
        let family = try #require(CorpusFamily.named("label-stack"))
        let document = try ScaleSupport.document(family.spec(n))
        let session = try LargeStack.run { try LayoutSession(document: document, engine: ScaleSupport.engine) }
        // The second pass re-measured more than 16 labels: a fresh system, nothing removed from the first.
        #expect(session.work.remeasuredViews > 16)
        #expect(session.work.constraintsRemoved == 0)
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
        // That edit changed one label: an edit of the live system, not another reinstall.
        #expect(session.work.constraintsRemoved > 0)
    }
}
