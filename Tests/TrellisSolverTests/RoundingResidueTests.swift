import Testing

@testable import TrellisSolver

/// Rounding residues must not steer the simplex. The shape that showed it, as the engine builds it: a column
/// of N items under a top edge, each as tall as a share of the column's height (`h == c/D × height`, the
/// share's priority falling from 999 to 751 along the column, as `UISV-fill-proportionally` does), resisting
/// compression at 750 and hugging at 250, with the column's bottom tied to the last item's (required, added
/// last). With D = Σ c + gaps, the bottom connection restates the shares: its row's constant is the
/// difference of equal sums, 0 but for a residue of 1e-10 to 1e-14. Read at face value, that residue refused
/// the cheap subjects for the row and ordered the ratio test (`Tableau.restrictedSubject`,
/// `Tableau.leavingSlot`): 200 items took hundreds of pivots through rows of 400 terms.
@Suite struct RoundingResidueTests {
    struct Column {
        let solver = Solver()
        var heights: [Variable] = []
        let height: Variable

        /// `termLimit`: the solver's (`Solver.termLimit`, `TermLimitTests`).
        init(_ n: Int, intrinsic: Double = 15.51, gap: Double = 4, termLimit: Int = .max) throws {
            solver.termLimit = termLimit
            let top = solver.makeVariable("top")
            height = solver.makeVariable("height")
            try solver.add(Constraint(Expression(top), .equal, Expression(59)))
            let denominator = Double(n) * intrinsic + Double(n - 1) * gap
            let share = intrinsic / denominator
            var edge = Expression(top)
            for i in 0..<n {
                let minY = solver.makeVariable("y\(i)"), h = solver.makeVariable("h\(i)")
                try solver.add(Constraint(Expression(minY), .equal, i == 0 ? edge : edge + gap))
                try solver.add(
                    Constraint(
                        Expression(h), .equal, share * Expression(height),
                        priority: try Priority(max(999 - Double(i), 751))))
                try solver.add(
                    Constraint(Expression(h), .greaterThanOrEqual, Expression(intrinsic), priority: try Priority(750)))
                try solver.add(
                    Constraint(Expression(h), .lessThanOrEqual, Expression(intrinsic), priority: try Priority(250)))
                heights.append(h)
                edge = minY + h
            }
            try solver.add(Constraint(top + height, .equal, edge))
            _ = solver.value(of: height)
        }
    }

    @Test(arguments: [50, 200])
    func theBottomConnectionTakesAPivotOrTwo(_ n: Int) throws {
        let column = try Column(n)
        #expect(column.solver.workCounters.pivots <= 2, "\(column.solver.workCounters.pivots) pivots for \(n) items")
        let expected = Double(n) * 15.51 + Double(n - 1) * 4
        #expect(abs(column.solver.value(of: column.height) - expected) < 1e-6)
        for h in column.heights { #expect(abs(column.solver.value(of: h) - 15.51) < 1e-6) }
    }
}
