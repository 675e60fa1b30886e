import Testing

@testable import TrellisSolver

/// An `equalSpacing` stack pinned at both ends, as the engine writes it: items chained by required `>=`
/// spacings, a gap guide between each pair (its top at the item's bottom, its bottom at the next item's
/// top), every gap as tall as the first (`UISV-fill-equally`), and the last item's bottom at the stack's.
/// Through the spacing definitions each "this gap equals the first" says two spacing slacks are equal;
/// kept as rows, every one of them held the first gap's whole expression once the bottom connection made it
/// basic — N rows of N terms. Kept as definitions (`Tableau.defineSlackEquality`), the first slack is in
/// one row.
@Suite struct EqualGapTests {
    struct Stack {
        let solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        var gaps: [Variable] = []
        var spacings: [ConstraintID] = []
        var equalGaps: [ConstraintID] = []

        /// Item i's intrinsic height is `10 + i % 3`; the stack runs from 59 to `bottom`. In the engine's order
        /// (`StackArrangement`): the items' content sizes, the canvas connections, the spacings, then each
        /// gap's edges and its equality with the first.
        init(_ n: Int, bottom: Double) throws {
            for i in 0..<n {
                tops.append(solver.makeVariable("y\(i)"))
                heights.append(solver.makeVariable("h\(i)"))
            }
            for (i, height) in heights.enumerated() {
                let intrinsic = 10 + Double(i % 3)
                try solver.add(
                    Constraint(
                        Expression(height), .greaterThanOrEqual, Expression(intrinsic), priority: try Priority(750)))
                try solver.add(
                    Constraint(Expression(height), .lessThanOrEqual, Expression(intrinsic), priority: try Priority(250))
                )
            }
            try solver.add(Constraint(Expression(tops[0]), .equal, Expression(59)))
            try solver.add(Constraint(tops[n - 1] + heights[n - 1], .equal, Expression(bottom)))
            for i in 1..<n {
                spacings.append(
                    try solver.add(
                        Constraint(Expression(tops[i]), .greaterThanOrEqual, tops[i - 1] + heights[i - 1] + 2)))
            }
            for i in 1..<n {
                let gapTop = solver.makeVariable("gy\(i)"), gap = solver.makeVariable("g\(i)")
                try solver.add(Constraint(Expression(gapTop), .equal, tops[i - 1] + heights[i - 1]))
                try solver.add(Constraint(gapTop + gap, .equal, Expression(tops[i])))
                if let first = gaps.first {
                    equalGaps.append(try solver.add(Constraint(Expression(gap), .equal, Expression(first))))
                }
                gaps.append(gap)
            }
        }

        func value(_ v: Variable) -> Double { solver.value(of: v) }
    }

    static func intrinsicSum(_ n: Int) -> Double { (0..<n).reduce(0) { $0 + 10 + Double($1 % 3) } }

    @Test func theGapsAreEqualAndFillTheStack() throws {
        let n = 120
        let stack = try Stack(n, bottom: 4000)
        let gap = (4000 - 59 - Self.intrinsicSum(n)) / Double(n - 1)
        var y = 59.0
        for i in 0..<n {
            #expect(abs(stack.value(stack.heights[i]) - (10 + Double(i % 3))) < 1e-9, "height \(i)")
            #expect(abs(stack.value(stack.tops[i]) - y) < 1e-6, "top \(i)")
            y += 10 + Double(i % 3) + gap
        }
        for g in stack.gaps { #expect(abs(stack.value(g) - gap) < 1e-9) }
        // Each "gap i equals the first" (but the last, which closes the chain) keeps a slack as a definition.
        let t = stack.solver.tableau
        let slacks = t.definitions.filter { $0.isActive && t.symbolTable[$0.symbol].kind == .slack }
        #expect(slacks.count >= n - 3, "\(slacks.count) slacks kept as definitions")
    }

    /// The tableau's size (its rows' cells) grows with the stack, not with its square. 7,502 cells at 100
    /// items and 30,002 at 400 (35 rows hold the heights' errors); as rows, 26,902 and 347,602, and one
    /// long row per gap. The work still grows faster than the stack (47,586 row-term operations at 100,
    /// 471,036 at 400): each gap's slack, defined, is substituted out of the bottom connection's row,
    /// which holds every slack — a shift of that one row per gap (docs/performance.md).
    @Test func theTableauGrowsLinearly() throws {
        func cells(_ stack: Stack) -> (cells: Int, longRows: Int) {
            _ = stack.value(stack.tops[stack.tops.count - 1])
            let t = stack.solver.tableau
            let live = (0..<t.rows.count).filter { t.basicOf[$0] >= 0 }
            return (live.reduce(0) { $0 + t.rows[$1].terms.count }, live.filter { t.rows[$0].terms.count > 24 }.count)
        }
        let small = cells(try Stack(100, bottom: 4000)), large = cells(try Stack(400, bottom: 16000))
        #expect(large.cells <= 5 * small.cells, "\(small.cells) cells at 100 items, \(large.cells) at 400")
        #expect(large.longRows == small.longRows, "\(small.longRows) long rows at 100 items, \(large.longRows) at 400")
    }

    /// Constraints whose slacks are kept as definitions leave like any absorbed constraint (the component is
    /// rebuilt): the values afterwards are those of a fresh solve of what remains.
    @Test func removingAGapOrASpacingMatchesAFreshSolve() throws {
        let stack = try Stack(30, bottom: 1000)
        try stack.solver.remove(stack.equalGaps[10]) // gap 11 free of gap 0
        try stack.solver.remove(stack.spacings[20]) // item 21 may overlap item 20…
        try stack.solver.remove(stack.equalGaps[19]) // …and the gap between them is free of gap 0
        try stack.solver.add(Constraint(Expression(stack.gaps[11]), .equal, Expression(100)))
        try stack.solver.add(Constraint(Expression(stack.gaps[20]), .equal, Expression(-5)))
        let rest = 1000 - 59 - Self.intrinsicSum(30) - 100 + 5
        let gap = rest / 27 // the 27 gaps still equal to the first
        #expect(abs(stack.value(stack.gaps[0]) - gap) < 1e-9)
        #expect(abs(stack.value(stack.gaps[11]) - 100) < 1e-9)
        #expect(abs(stack.value(stack.gaps[20]) + 5) < 1e-9)
        #expect(abs(stack.value(stack.tops[29]) + stack.value(stack.heights[29]) - 1000) < 1e-9)
    }
}

/// Random gap systems against kiwisolver: items chained by required `>=` spacings, gap variables tied to the
/// chain by required equalities, random pairs of gaps made equal (what `Tableau.defineSlackEquality` keeps
/// out of the rows), a random bottom, and random soft pulls on heights and gaps at one priority — kiwi has no
/// definitions, so with one soft tier the total error must be the same. Then random constraints are removed
/// and the rest compared again.
@Suite struct EqualGapOracleTests {
    static func system(_ rng: inout SeededGenerator) -> TestSystem {
        // Variables: y₀…yₙ₋₁, h₀…hₙ₋₁, g₁…gₙ₋₁ (the gap below item i−1).
        let n = Int.random(in: 3...7, using: &rng)
        let y = { (i: Int) in i }, h = { (i: Int) in n + i }, g = { (i: Int) in 2 * n + i - 1 }
        var list = [TestConstraint(terms: [(y(0), 1.0)], constant: -10, relation: .equal, priority: 1000)]
        for i in 1..<n {
            let spacing = Double(Int.random(in: 1...4, using: &rng))
            list.append(
                TestConstraint(
                    terms: [(y(i), 1.0), (y(i - 1), -1.0), (h(i - 1), -1.0)], constant: -spacing,
                    relation: .greaterThanOrEqual, priority: 1000))
            list.append(
                TestConstraint(
                    terms: [(g(i), 1.0), (y(i), -1.0), (y(i - 1), 1.0), (h(i - 1), 1.0)], constant: 0, relation: .equal,
                    priority: 1000))
        }
        for i in 2..<n where Double.random(in: 0..<1, using: &rng) < 0.7 {
            let j = Int.random(in: 1..<i, using: &rng)
            list.append(
                TestConstraint(terms: [(g(i), 1.0), (g(j), -1.0)], constant: 0, relation: .equal, priority: 1000))
        }
        if Bool.random(using: &rng) {
            let bottom = Double(Int.random(in: 60...200, using: &rng))
            list.append(
                TestConstraint(
                    terms: [(y(n - 1), 1.0), (h(n - 1), 1.0)], constant: -bottom, relation: .equal, priority: 1000))
        }
        for i in 0..<n {
            let intrinsic = Double(Int.random(in: 5...20, using: &rng))
            list.append(TestConstraint(terms: [(h(i), 1.0)], constant: -intrinsic, relation: .equal, priority: 500))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let i = Int.random(in: 1..<n, using: &rng)
            let value = Double(Int.random(in: 0...30, using: &rng))
            list.append(TestConstraint(terms: [(g(i), 1.0)], constant: -value, relation: .equal, priority: 500))
        }
        return TestSystem(variableCount: 3 * n - 1, constraints: list)
    }

    @Test func gapSystemsMatchKiwi() throws {
        var rng = SeededGenerator(seed: 2026_1125_2)
        let systems = try (0..<200).map { _ in try prefixBeforeFirstRejection(Self.system(&rng)) }
        let defined = try expectKiwiAgreesBeforeAndAfterRemovals(
            systems,
            count: { solver in
                let t = solver.tableau
                return t.definitions.filter { $0.isActive && t.symbolTable[$0.symbol].kind == .slack }.count
            },
            remove: { system in system.constraints.indices.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 } })
        #expect(defined > 50, "only \(defined) slacks kept as definitions")
    }
}
