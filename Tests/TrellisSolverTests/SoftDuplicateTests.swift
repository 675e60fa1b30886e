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

/// Random systems rich in duplicates — an edge pinned at 10, others aligned to earlier ones (some with an
/// offset), a spanner pulled to each edge at one priority, written scaled by 1, 2 or −1 and some with an
/// offset of their own, against pulls to constants — solved by kiwisolver, which merges nothing: one soft
/// tier, so the total error must be the same. Then random pulls are removed and the rest compared again.
@Suite struct SoftDuplicateOracleTests {
    static func system(_ rng: inout SeededGenerator) -> TestSystem {
        let edges = Int.random(in: 2...6, using: &rng)
        var list = [TestConstraint(terms: [(1, 1)], constant: -10, relation: .equal, priority: 1000)]
        for i in 2...edges where Double.random(in: 0..<1, using: &rng) < 0.8 {
            let j = Int.random(in: 1..<i, using: &rng)
            let offset: Double = [0.0, 0, 0, 5].randomElement(using: &rng) ?? 0
            list.append(
                TestConstraint(terms: [(i, 1.0), (j, -1.0)], constant: -offset, relation: .equal, priority: 1000))
        }
        for i in 1...edges {
            let m: Double = [1.0, 1, 2, -1].randomElement(using: &rng) ?? 1
            let d: Double = [0.0, 0, 0, 3].randomElement(using: &rng) ?? 0
            list.append(TestConstraint(terms: [(0, m), (i, -m)], constant: m * d, relation: .equal, priority: 500.0))
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let m: Double = [1.0, 2].randomElement(using: &rng) ?? 1
            let z = Double(Int.random(in: -20...20, using: &rng))
            list.append(TestConstraint(terms: [(0, m)], constant: -m * z, relation: .equal, priority: 500))
        }
        return TestSystem(variableCount: edges + 1, constraints: list)
    }

    @Test func duplicateRichSystemsMatchKiwi() throws {
        var rng = SeededGenerator(seed: 2026_1125)
        let systems = (0..<200).map { _ in Self.system(&rng) }
        let merges = try expectKiwiAgreesBeforeAndAfterRemovals(
            systems,
            count: { solver in
                solver.records.filter { solver.tableau.softRepresentatives.hasMerges($0.markers.marker) }.count
            },
            // About a third of the soft pulls.
            remove: { system in
                system.constraints.indices.filter {
                    system.constraints[$0].priority < 1000 && Int.random(in: 0..<3, using: &rng) == 0
                }
            })
        #expect(merges > 50, "only \(merges) systems merged a duplicate")
    }
}
