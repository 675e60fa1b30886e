import Testing
import TrellisLayout
import TrellisSpec

/// A vertical `equalSpacing` or `equalCentering` column of N one-line labels pinned at the top only (no
/// overflow). Its `UISV-spacing` are `>=`; put in the tableau, each label's position row held every height
/// and slack before it, and each compression resistance then substituted into all of them: 400 labels 105 M
/// row-term operations and 0.31 s, 800 labels 2.5 s (`equalSpacing`). Kept as definitions with their slacks
/// (`Tableau.defineInequalityIfWide`): 400 labels 0.16 M operations, 800 labels 0.07 s.
@Suite struct SpacingChainWorkTests {
    static func solve(_ n: Int, _ distribution: String) throws -> SolvedLayout {
        try LargeStack.run {
            try ScaleSupport.engine.solve(
                try ScaleSupport.document(
                    OverflowingStackWorkTests.spec(n, distribution: distribution, pinnedAtBottom: false)))
        }
    }

    @Test func theSpacingChainGrowsLinearly() throws {
        let small = try Self.solve(WorkCountTests.small, "equalSpacing").work
        let large = try Self.solve(WorkCountTests.large, "equalSpacing").work
        WorkCountTests.grows(
            "vertical equalSpacing", "row-term operations", small.solverRowTermOperations,
            large.solverRowTermOperations)
    }

    /// `equalCentering`'s gap guides are equal at falling priorities (150 − i, at least 50): one pivot per
    /// label, through rows that still grow with the column (25 labels 20.6 k row-term operations, 100 labels
    /// 137 k, 400 labels 1.7 M; in the tableau 57 k, 1.9 M and 111 M). A documented limit (`docs/limits.md`,
    /// "Overflowing stacks"): the bound is what holds today (20,191 → 134,941 from 100 to 400 labels, 6.7×).
    @Test func theCenteringChainGrowsLinearly() throws {
        let small = try Self.solve(WorkCountTests.small, "equalCentering").work
        let large = try Self.solve(WorkCountTests.large, "equalCentering").work
        WorkCountTests.grows(
            "vertical equalCentering", "row-term operations", small.solverRowTermOperations,
            large.solverRowTermOperations, factor: 7)
    }

    /// The frames: every label as tall as its text, one after another at the minimum spacing from the top of
    /// the column (at y = 59) — nothing pulls the column taller than its content (`UISV-canvas-fit` pulls it
    /// short).
    @Test(arguments: ["equalSpacing", "equalCentering"])
    func everyGapIsTheMinimum(_ distribution: String) throws {
        let layout = try Self.solve(200, distribution)
        OverflowingStackWorkTests.expectStackedAtTheMinimumSpacing(layout, count: 200, tolerance: 0.01)
    }
}
