import Testing

@testable import TrellisSolver

/// A chain of required `>=` spacings, as an `equalSpacing` stack writes its `UISV-spacing`: item i+1 starts
/// at least 4 after item i ends, each item's height resists compression at 750 and hugs at 250, the first
/// item starts at 59. Put in the tableau, each item's position row held every height and slack before it,
/// and each later constraint on a height substituted into all of them (cubic). Kept as definitions with
/// their slacks (`Tableau.defineInequalityIfWide`), the chain costs the same per item at any length.
@Suite struct InequalityChainTests {
    struct Chain {
        let solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        var spacings: [ConstraintID] = []

        /// `writtenAsAtMost`: each spacing written `previous.bottom + gap <= top` instead of
        /// `top >= previous.bottom + gap` (the slack enters the definition with the other sign).
        init(_ n: Int, intrinsic: Double = 15.5, gap: Double = 4, writtenAsAtMost: Bool = false) throws {
            for i in 0..<n {
                let top = solver.makeVariable("y\(i)"), height = solver.makeVariable("h\(i)")
                if let previousTop = tops.last, let previousHeight = heights.last {
                    let spacing =
                        writtenAsAtMost
                        ? Constraint(previousTop + previousHeight + gap, .lessThanOrEqual, Expression(top))
                        : Constraint(Expression(top), .greaterThanOrEqual, previousTop + previousHeight + gap)
                    spacings.append(try solver.add(spacing))
                } else {
                    try solver.add(Constraint(Expression(top), .equal, Expression(59)))
                }
                tops.append(top)
                heights.append(height)
            }
            for height in heights {
                try solver.add(
                    Constraint(
                        Expression(height), .greaterThanOrEqual, Expression(intrinsic), priority: try Priority(750)))
                try solver.add(
                    Constraint(Expression(height), .lessThanOrEqual, Expression(intrinsic), priority: try Priority(250))
                )
            }
            // The last item pulled up weakly (as a stack's `UISV-canvas-fit` pulls its bottom): every spacing
            // settles at its minimum.
            if let last = tops.last {
                try solver.add(Constraint(Expression(last), .equal, Expression(0), priority: try Priority(1)))
            }
        }
    }

    @Test(arguments: [false, true])
    func theChainSettlesAtItsMinimumSpacing(writtenAsAtMost: Bool) throws {
        let chain = try Chain(200, writtenAsAtMost: writtenAsAtMost)
        for (i, (top, height)) in zip(chain.tops, chain.heights).enumerated() {
            #expect(abs(chain.solver.value(of: height) - 15.5) < 1e-9)
            #expect(abs(chain.solver.value(of: top) - (59 + Double(i) * 19.5)) < 1e-9, "item \(i)")
        }
    }

    @Test func theChainGrowsLinearly() throws {
        let small = try Chain(100), large = try Chain(400)
        for chain in [small, large] { _ = chain.solver.value(of: chain.tops[chain.tops.count - 1]) }
        let (s, l) = (small.solver.workCounters.rowTermOperations, large.solver.workCounters.rowTermOperations)
        // 8,845 and 28,045 row-term operations; in the tableau, 0.87 M and 54 M (62×).
        #expect(l <= 5 * s, "row-term operations grew from \(s) at 100 items to \(l) at 400")
    }

    /// A spacing kept as a definition leaves like any absorbed constraint (its component is rebuilt): without
    /// it, item 40 can be put anywhere (here 500, required) and the items after it follow at the minimum
    /// spacing, while the items before it stay.
    @Test func aSpacingKeptAsADefinitionCanBeRemoved() throws {
        let chain = try Chain(60)
        try chain.solver.remove(chain.spacings[39]) // between item 39 and item 40
        try chain.solver.add(Constraint(Expression(chain.tops[40]), .equal, Expression(500)))
        for (i, top) in chain.tops.enumerated() {
            let expected = i < 40 ? 59 + Double(i) * 19.5 : 500 + Double(i - 40) * 19.5
            #expect(abs(chain.solver.value(of: top) - expected) < 1e-9, "item \(i)")
        }
    }
}
