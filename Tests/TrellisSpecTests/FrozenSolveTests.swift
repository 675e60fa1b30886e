import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

/// `LayoutEngine.solve` freezes its solver before building the results (`Solver.freeze`); a
/// `LayoutSession` keeps its solver live for edits. Every sample gives both the same layout — frames,
/// text, constraint statuses, diagnostics — through the same installs and pivots. (The row-term
/// operations differ by the reading of the values: the frozen solver computes them all at once.)
@Suite struct FrozenSolveTests {
    @Test func everySampleSolvesTheSameFrozenAsInASession() throws {
        let engine = LayoutEngine(textEngine: try TextEngine.bundled())
        var compared = 0
        for file in try sampleFiles() {
            let document = try SpecReader.read(contentsOf: file.path)
            let frozen = try engine.solve(document)
            let session = try LayoutSession(document: document, engine: engine)
            #expect(frozen == session.layout, "\(file.lastPathComponent)")
            #expect(frozen.constraints == session.layout.constraints, "\(file.lastPathComponent)")
            let counts = { (w: LayoutWork) in
                [
                    w.constraintsInstalled, w.constraintsRemoved, w.stackInstalls, w.textLayouts, w.passes,
                    w.remeasuredViews, w.constantsMoved, w.solverPivots, w.solverObjectiveEntriesPassed,
                    w.solverReinstalls,
                ]
            }
            #expect(counts(frozen.work) == counts(session.layout.work), "\(file.lastPathComponent)")
            compared += 1
        }
        #expect(compared > 20)
    }
}
