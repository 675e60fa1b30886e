import Testing
import TrellisCorpus
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// Reading and laying out a storyboard grows linearly with its scenes: the work of the benchmark's family
/// (`StoryboardScenes`, 20 multi-line labels a scene), counted, at 7, 14 and 28 scenes (multiples of the
/// seven words the texts cycle through, so every block of seven scenes is the same work).
struct StoryboardWorkTests {
    /// The counts of every case's layout, summed.
    struct Totals: Equatable {
        var cases = 0, views = 0, constraintsInstalled = 0, textLayouts = 0, passes = 0, pivots = 0
        var rowTermOperations = 0

        static func * (a: Totals, k: Int) -> Totals {
            Totals(
                cases: a.cases * k, views: a.views * k, constraintsInstalled: a.constraintsInstalled * k,
                textLayouts: a.textLayouts * k, passes: a.passes * k, pivots: a.pivots * k,
                rowTermOperations: a.rowTermOperations * k)
        }
    }

    static func totals(scenes: Int) throws -> Totals {
        let document = try IB.read(StoryboardScenes.storyboard(scenes: scenes), file: "Bench.storyboard")
        var totals = Totals(cases: document.cases.count)
        for result in IB.solve(document, compare: false) {
            let layout = try #require(result.layout)
            totals.views += layout.views.count
            totals.constraintsInstalled += layout.work.constraintsInstalled
            totals.textLayouts += layout.work.textLayouts
            totals.passes += layout.work.passes
            totals.pivots += layout.work.solverPivots
            totals.rowTermOperations += layout.work.solverRowTermOperations
        }
        return totals
    }

    @Test func workGrowsLinearlyWithTheScenes() throws {
        let small = try Self.totals(scenes: 7)
        #expect(small.cases == 7 && small.views == 7 * 21)
        #expect(small.textLayouts > 0 && small.rowTermOperations > 0)
        for factor in [2, 4] {
            #expect(try Self.totals(scenes: 7 * factor) == small * factor)
        }
    }
}
