import Testing

@testable import TrellisSolver

/// `Solver.termLimit`: a system that fills its rows quadratically stops at the limit instead of growing on,
/// and one under it solves exactly as without a limit. The system is `RoundingResidueTests.Column`, a
/// `fillProportionally` column as the engine writes it: each item's height a share of the column's, which is
/// their sum, so every height's row comes to hold the column's expression — N rows of N terms.
@Suite struct TermLimitTests {
    typealias Column = RoundingResidueTests.Column

    func values(_ column: Column) -> [Double] {
        column.heights.map { column.solver.value(of: $0) } + [column.solver.value(of: column.height)]
    }

    @Test func aSystemUnderTheLimitSolvesAsWithoutOne() throws {
        let free = try Column(120)
        let limited = try Column(120, termLimit: 1_000_000)
        #expect(values(limited) == values(free))
        #expect(limited.solver.termsOverLimit == nil && free.solver.termsOverLimit == nil)
        #expect(abs(free.solver.value(of: free.height) - (120 * 15.51 + 119 * 4)) < 1e-6)
        #expect(limited.solver.workCounters == free.solver.workCounters)
    }

    @Test func aSystemThatOutgrowsTheLimitStops() throws {
        let column = try Column(120, termLimit: 2_000)
        let terms = try #require(column.solver.termsOverLimit)
        #expect(terms > 2_000)
        // From then on: the throwing calls throw, the others answer without work.
        let x = column.solver.makeVariable("x")
        let id = ConstraintID(0) // the column's first constraint, `top == 59`
        #expect(throws: SolverError.termLimitExceeded(terms: terms, limit: 2_000)) {
            try column.solver.add(Constraint(Expression(x), .equal, Expression(1)))
        }
        #expect(throws: SolverError.termLimitExceeded(terms: terms, limit: 2_000)) { try column.solver.remove(id) }
        #expect(values(column).allSatisfy { $0 == 0 })
        #expect(column.solver.isPinned(x))
        #expect(column.solver.changeConstants([(id, 3)]) == [id])
        #expect(column.solver.unsatisfiedConstraints().isEmpty && column.solver.error(of: id) == nil)
        let workAtStop = column.solver.workCounters
        _ = values(column)
        #expect(column.solver.workCounters == workAtStop)
    }

    /// The limit stops the growth near itself: the work done before stopping is a small part of the
    /// work of the whole solve.
    @Test func theSolverStopsEarly() throws {
        let whole = try Column(200)
        let stopped = try Column(200, termLimit: 5_000)
        #expect(stopped.solver.termsOverLimit != nil)
        #expect(stopped.solver.workCounters.rowTermOperations * 4 < whole.solver.workCounters.rowTermOperations)
    }
}
