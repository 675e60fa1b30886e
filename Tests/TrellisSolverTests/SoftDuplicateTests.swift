import Testing

@testable import TrellisSolver

/// Soft equalities that the required ones make one and the same are merged into the first
/// (`SoftRepresentatives`): a spanner `x` pulled to each of N aligned edges `a₀ = a₁ = … = 10` at one priority,
/// against M pulls of `x` to 0 at the same priority. In one tier the costs add up — N·|x − 10| + M·|x| — so
/// `x` goes where more of them pull; a merge that lost a duplicate's weight would move it.
@Suite struct SoftDuplicateTests {
    struct Spanner {
        let solver = Solver()
        let x: Variable
        var edges: [Variable] = []
        var alignments: [ConstraintID] = []
        var pulls: [ConstraintID] = []
        var zeros: [ConstraintID] = []

        init(duplicates n: Int, against m: Int, priority: Double = 999.5) throws {
            x = solver.makeVariable("x")
            for i in 0..<n {
                let a = solver.makeVariable("a\(i)")
                if let first = edges.first {
                    alignments.append(try solver.add(Constraint(Expression(a), .equal, Expression(first))))
                } else {
                    try solver.add(Constraint(Expression(a), .equal, Expression(10)))
                }
                edges.append(a)
            }
            for a in edges {
                pulls.append(
                    try solver.add(Constraint(Expression(x), .equal, Expression(a), priority: try Priority(priority))))
            }
            for _ in 0..<m {
                zeros.append(
                    try solver.add(Constraint(Expression(x), .equal, Expression(0), priority: try Priority(priority))))
            }
        }

        var value: Double { solver.value(of: x) }
        /// A pull others were merged into (after the first read, when the queued soft constraints are in): the
        /// first of its kind to reach the tableau, in the solver's canonical order — not the order added.
        var representative: ConstraintID? {
            _ = value
            return (pulls + zeros).first {
                solver.tableau.softRepresentatives.hasMerges(solver.records[$0.rawValue].markers.marker)
            }
        }
    }

    @Test func theDuplicatesKeepTheirWeight() throws {
        let more = try Spanner(duplicates: 3, against: 2)
        #expect(abs(more.value - 10) < 1e-9)
        #expect(more.representative != nil)
        let fewer = try Spanner(duplicates: 2, against: 3)
        #expect(abs(fewer.value) < 1e-9)
    }

    /// Fifty duplicates: one pivot, and rows that don't grow with them.
    @Test func theDuplicatesAreNoRows() throws {
        let small = try Spanner(duplicates: 10, against: 1), large = try Spanner(duplicates: 50, against: 1)
        for s in [small, large] { #expect(abs(s.value - 10) < 1e-9) }
        let cells = { (s: Spanner) in s.solver.tableau.rows.reduce(0) { $0 + $1.terms.count } }
        #expect(cells(large) == cells(small), "\(cells(small)) cells with 10 duplicates, \(cells(large)) with 50")
    }

    @Test func removingTheRepresentativeOrAMergedOneCountsWhatIsLeft() throws {
        let s = try Spanner(duplicates: 4, against: 2)
        #expect(abs(s.value - 10) < 1e-9)
        let representative = try #require(
            s.pulls.first {
                s.solver.tableau.softRepresentatives.hasMerges(s.solver.records[$0.rawValue].markers.marker)
            })
        try s.solver.remove(representative) // 3 against 2
        #expect(abs(s.value - 10) < 1e-9)
        let others = s.pulls.filter { $0 != representative }
        try s.solver.remove(others[0])
        try s.solver.remove(others[1]) // 1 against 2
        #expect(abs(s.value) < 1e-9)
        try s.solver.add(Constraint(Expression(s.x), .equal, Expression(s.edges[1]), priority: try Priority(999.5)))
        try s.solver.add(Constraint(Expression(s.x), .equal, Expression(s.edges[2]), priority: try Priority(999.5)))
        #expect(abs(s.value - 10) < 1e-9) // 3 against 2 again
    }

    /// Without the alignment of a₄, its pull is no duplicate any more: a₄ is free, so `x == a₄` costs nothing
    /// wherever x is, and x goes where the other four and the three zeros decide.
    @Test func removingAnAlignmentUndoesItsDuplicate() throws {
        let s = try Spanner(duplicates: 5, against: 3)
        #expect(abs(s.value - 10) < 1e-9) // 5 against 3
        try s.solver.remove(s.alignments[3]) // a₄ == a₀
        #expect(abs(s.value - 10) < 1e-9) // 4 against 3
        #expect(abs(s.solver.value(of: s.edges[4]) - s.value) < 1e-9)
        for id in s.pulls.prefix(2) { try s.solver.remove(id) } // 2 (or 3, if a₄'s went) against 3
        let left = s.pulls.dropFirst(2).filter { $0 != s.pulls[4] }.count
        #expect(left == 2)
        #expect(abs(s.value) < 1e-9)
        #expect(abs(s.solver.value(of: s.edges[4]) - s.value) < 1e-9)
    }

    /// The representative's constant can't move in place while others are merged into it: the caller removes
    /// and adds it again.
    @Test func aRepresentativesConstantIsNotMovedInPlace() throws {
        let s = try Spanner(duplicates: 3, against: 1)
        let representative = try #require(s.representative)
        #expect(s.solver.changeConstants([(representative, 5)]) == [representative])
        #expect(s.solver.changeConstants([(s.zeros[0], 5)]).isEmpty)
    }
}
