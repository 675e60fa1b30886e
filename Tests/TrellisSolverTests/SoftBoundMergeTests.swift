import Testing

@testable import TrellisSolver

/// Soft bounds on one variable that repeat one in the tableau — same value, either direction, any priority —
/// are merged into it (`SoftBoundMerges`). The oracle is the same system written so that nothing merges:
/// every soft bound also mentions a variable `z` held at 0 by a required equality, which changes no value
/// but makes it a two-variable constraint. Strict tiers, so each tier's total error must agree.
@Suite struct SoftBoundMergeTests {
    /// `system` with every soft single-variable inequality written over `z` too (`z == 0`, required).
    static func unmerged(_ system: TestSystem) -> TestSystem {
        let z = system.variableCount
        var list = [TestConstraint(terms: [(z, 1)], constant: 0, relation: .equal, priority: 1000)]
        for c in system.constraints {
            var c = c
            if c.priority < 1000, c.relation != .equal, c.terms.count == 1 { c.terms.append((z, 1)) }
            list.append(c)
        }
        return TestSystem(variableCount: z + 1, constraints: list)
    }

    static func expectSameTierErrors(
        _ system: TestSystem, _ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let values = (0..<system.variableCount).map { solver.value(of: Variable(index: $0)) }
        let oracle = try unmerged(system).solve()
        #expect(oracle.rejected.isEmpty, sourceLocation: sourceLocation)
        #expect(requiredHold(system, values, rejected: []), sourceLocation: sourceLocation)
        let ours = system.tierErrors(values, tiers: system.tiers)
        let expected = system.tierErrors(Array(oracle.values.dropLast()), tiers: system.tiers)
        #expect(sameTierErrors(ours, expected), "ours \(ours), unmerged \(expected)", sourceLocation: sourceLocation)
    }

    static func mergeCount(_ solver: Solver) -> Int {
        _ = solver.value(of: Variable(index: 0))
        return solver.records.indices.reduce(0) { $0 + solver.softBounds.merges(of: $1).count }
    }

    /// A row of `n` widths (intrinsic widths 20, 27, 34, …) laid end to end as a stack view chains them —
    /// positions `x₀ = 0`, `xᵢ₊₁ = xᵢ + wᵢ`, and the last at their total plus `room` — with the bounds a stack
    /// view gives each: compression resistance `w >= L @750` and hugging `w <= L @250`, and the same two
    /// bounds again just below, weighted by the index (`k·w >= k·L`), to break ties by index. Variables: the
    /// widths, then the positions.
    static func row(_ n: Int, room: Double) -> TestSystem {
        var list: [TestConstraint] = []
        let lengths = (0..<n).map { 20 + 7 * Double($0 % 5) }
        let x = { (i: Int) in n + i }
        list.append(TestConstraint(terms: [(x(0), 1)], constant: 0, relation: .equal, priority: 1000))
        for i in 0..<n {
            list.append(
                TestConstraint(
                    terms: [(x(i + 1), 1), (x(i), -1), (i, -1)], constant: 0, relation: .equal, priority: 1000))
        }
        list.append(
            TestConstraint(
                terms: [(x(n), 1)], constant: -(lengths.reduce(0, +) + room), relation: .equal, priority: 1000))
        for (i, length) in lengths.enumerated() {
            list.append(
                TestConstraint(terms: [(i, 1)], constant: -length, relation: .greaterThanOrEqual, priority: 750))
            list.append(TestConstraint(terms: [(i, 1)], constant: -length, relation: .lessThanOrEqual, priority: 250))
            guard i > 0 else { continue }
            let k = Double(i)
            list.append(
                TestConstraint(terms: [(i, k)], constant: -k * length, relation: .greaterThanOrEqual, priority: 749.5))
            list.append(
                TestConstraint(terms: [(i, k)], constant: -k * length, relation: .lessThanOrEqual, priority: 249.5))
        }
        return TestSystem(variableCount: 2 * n + 1, constraints: list)
    }

    /// Too little room: the first width gives way (the lowest weight below 750); too much: the first grows.
    @Test(arguments: [-10.0, -60.0, 0, 15])
    func aRowSettlesAsWithoutMerges(_ room: Double) throws {
        for n in [2, 3, 8] {
            let system = Self.row(n, room: room)
            let solver = try system.solve().solver
            #expect(Self.mergeCount(solver) == 3 * (n - 1) + 1, "hugging and both tie-breaks merge, \(n) widths")
            try Self.expectSameTierErrors(system, solver)
            let first = solver.value(of: Variable(index: 0))
            #expect(abs(first - (20 + room)) < 1e-9, "the first width takes the difference")
        }
    }

    /// An overflow used to walk label by label through degenerate vertices (a bound and its repeats all tight
    /// at the intrinsic width), each step through the row of the total: quadratic. Merged, it takes a few
    /// pivots whatever the count.
    @Test func anOverflowTakesAFewPivots() throws {
        let counts = try [50, 200].map { n -> SolverWorkCounters in
            let solver = try Self.row(n, room: -10).solve().solver
            _ = solver.value(of: Variable(index: 0))
            return solver.workCounters
        }
        #expect(counts[1].pivots <= 10, "\(counts[1].pivots) pivots for 200 widths")
        #expect(counts[1].rowTermOperations <= 5 * counts[0].rowTermOperations, "\(counts)")
    }

    /// A representative whose merged bounds all move with it to one new value keeps them; one that moves
    /// alone, or a merged bound that moves without it, ends the merge — and every outcome matches the
    /// unmerged system.
    @Test func movingMergedBounds() throws {
        var system = Self.row(4, room: -10)
        let solver = try system.solve().solver
        let before = Self.mergeCount(solver)
        // Width 2 (L = 34) to 40: its four bounds together; the total stays, so another width gives way.
        let ofWidth2 = system.constraints.indices.filter {
            system.constraints[$0].priority < 1000 && system.constraints[$0].terms.first?.0 == 2
        }
        #expect(ofWidth2.count == 4)
        var changes: [(id: ConstraintID, constant: Double)] = []
        for k in ofWidth2 {
            let c = system.constraints[k]
            system.constraints[k].constant = -c.terms[0].1 * 40
            changes.append((ConstraintID(k), system.constraints[k].constant))
        }
        #expect(solver.changeConstants(changes).isEmpty)
        #expect(Self.mergeCount(solver) == before, "all four moved together: still merged")
        try Self.expectSameTierErrors(system, solver)

        // A merged bound "moved" to the constant it has is no change, and not refused.
        let hug0 = try #require(
            system.constraints.indices.first {
                system.constraints[$0].terms.first?.0 == 0 && system.constraints[$0].priority == 250
            })
        #expect(solver.softBounds.representative(ofMerged: hug0) != nil)
        #expect(solver.changeConstants([(ConstraintID(hug0), system.constraints[hug0].constant)]).isEmpty)
        #expect(Self.mergeCount(solver) == before)

        // Width 3's hugging alone (merged into its compression resistance) moves to 50, then width 1's
        // compression resistance, a representative, alone to 5.
        for (width, priority, bound) in [(3, 250.0, 50.0), (1, 750, 5)] {
            let k = try #require(
                system.constraints.indices.first {
                    system.constraints[$0].terms.first?.0 == width && system.constraints[$0].priority == priority
                })
            system.constraints[k].constant = -bound
            #expect(solver.changeConstants([(ConstraintID(k), -bound)]).isEmpty)
            #expect(Self.mergeCount(solver) < before)
            try Self.expectSameTierErrors(system, solver)
        }
    }

    /// One bound written 60 times (either direction, seven priorities) against a pull elsewhere: at most
    /// `SoftBoundMerges.limit` repeats merge into a representative, the rest get rows, and removing them in
    /// order keeps matching the unmerged system.
    @Test func aBoundRepeatedManyTimesMergesUpToTheLimit() throws {
        var list = [TestConstraint(terms: [(0, 1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)]
        for i in 0..<60 {
            list.append(
                TestConstraint(
                    terms: [(0, 1)], constant: -100, relation: i % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual,
                    priority: Double(100 + i % 7)))
        }
        list.append(TestConstraint(terms: [(0, 1)], constant: -130, relation: .equal, priority: 103))
        var system = TestSystem(variableCount: 1, constraints: list)
        let solver = try system.solve().solver
        let merged = Self.mergeCount(solver)
        #expect(merged > 0 && merged <= 2 * SoftBoundMerges.limit, "\(merged) merges")
        for id in solver.records.indices { #expect(solver.softBounds.merges(of: id).count <= SoftBoundMerges.limit) }
        try Self.expectSameTierErrors(system, solver)
        for k in stride(from: 60, through: 1, by: -1) {
            try solver.remove(ConstraintID(k))
            system.constraints.remove(at: k)
            if k % 10 == 0 { try Self.expectSameTierErrors(system, solver) }
        }
        try Self.expectSameTierErrors(system, solver)
    }

    /// Random soft bounds, many of them repeats — in either direction, at any of five priorities, scaled by
    /// ½ to 3 or written negated, a few a point off — over random required constraints; then random soft
    /// constraints removed, then random constants moved (now and then all of a variable's bounds at one value
    /// to a new one together). After each step the tier errors match the unmerged system's.
    @Test func randomBoundsMatchTheUnmergedSystem() throws {
        var rng = SeededGenerator(seed: 2026_1125_2)
        var merged = 0, movedTogether = 0
        for _ in 0..<300 {
            var system = try prefixBeforeFirstRejection(Self.randomSystem(&rng))
            let solver = try system.solve().solver
            merged += Self.mergeCount(solver)
            try Self.expectSameTierErrors(system, solver)

            let soft = system.constraints.indices.filter { system.constraints[$0].priority < 1000 }
            let victims = soft.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 }
            for k in victims.reversed() { try solver.remove(ConstraintID(k)) }
            var kept = system.constraints.indices.filter { !victims.contains($0) }
            try Self.expectSameTierErrors(
                TestSystem(variableCount: system.variableCount, constraints: kept.map { system.constraints[$0] }),
                solver)

            // Moves, by the ids of the constraints left.
            var changes: [(id: ConstraintID, constant: Double)] = []
            if Bool.random(using: &rng), let v = (0..<system.variableCount).randomElement(using: &rng) {
                // All of v's single-variable soft bounds at the first one's value, to one new value.
                let bounds = kept.filter {
                    let c = system.constraints[$0]
                    return c.priority < 1000 && c.relation != .equal && c.terms.count == 1 && c.terms[0].0 == v
                }
                if let first = bounds.first {
                    let value = -system.constraints[first].constant / system.constraints[first].terms[0].1
                    let target = value + Double(Int.random(in: -9...9, using: &rng))
                    for k in bounds {
                        let c = system.constraints[k]
                        guard abs(-c.constant / c.terms[0].1 - value) < 1e-9 else { continue }
                        changes.append((ConstraintID(k), -c.terms[0].1 * target))
                    }
                    movedTogether += 1
                }
            }
            for k in kept where system.constraints[k].priority < 1000 && Int.random(in: 0..<5, using: &rng) == 0 {
                guard !changes.contains(where: { $0.id.rawValue == k }) else { continue }
                changes.append((ConstraintID(k), Double(Int.random(in: -30...30, using: &rng))))
            }
            for (id, constant) in changes { system.constraints[id.rawValue].constant = constant }
            let refused = solver.changeConstants(changes)
            for id in refused {
                try solver.remove(id)
                let c = system.constraints[id.rawValue]
                try solver.add(try c.constraint(over: (0..<system.variableCount).map { Variable(index: $0) }))
            }
            // A refused constraint went in again last: its new id doesn't matter, the system is the same.
            kept = system.constraints.indices.filter { !victims.contains($0) }
            try Self.expectSameTierErrors(
                TestSystem(variableCount: system.variableCount, constraints: kept.map { system.constraints[$0] }),
                solver)
        }
        #expect(merged > 300, "only \(merged) merges")
        #expect(movedTogether > 50)
    }

    static func randomSystem(_ rng: inout SeededGenerator) -> TestSystem {
        let n = Int.random(in: 1...4, using: &rng)
        var list: [TestConstraint] = []
        // Required: a total, or a difference, or a bound.
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let i = Int.random(in: 0..<n, using: &rng), j = Int.random(in: 0..<n, using: &rng)
            let c = Double(Int.random(in: -40...40, using: &rng))
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                list.append(
                    TestConstraint(terms: (0..<n).map { ($0, 1.0) }, constant: c, relation: .equal, priority: 1000))
            case 1 where i != j:
                list.append(
                    TestConstraint(terms: [(i, 1), (j, -1)], constant: c, relation: .lessThanOrEqual, priority: 1000))
            default:
                list.append(TestConstraint(terms: [(i, 1)], constant: c, relation: .greaterThanOrEqual, priority: 1000))
            }
        }
        let priorities: [Double] = [750, 749.5, 500, 250, 249.5]
        let scales: [Double] = [1, 1, 2, 0.5, 3, -1]
        for v in 0..<n {
            let value = Double(Int.random(in: -20...20, using: &rng))
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let s = scales.randomElement(using: &rng) ?? 1
                let b = Int.random(in: 0..<6, using: &rng) == 0 ? value + 1 : value
                let upper = Bool.random(using: &rng)
                // s·v − s·b ≤ 0 is an upper bound when s > 0.
                let relation: Relation = (upper == (s > 0)) ? .lessThanOrEqual : .greaterThanOrEqual
                list.append(
                    TestConstraint(
                        terms: [(v, s)], constant: -s * b, relation: relation,
                        priority: priorities.randomElement(using: &rng) ?? 500))
            }
        }
        if n > 1, Bool.random(using: &rng) {
            list.append(TestConstraint(terms: [(0, 1), (n - 1, -1)], constant: 3, relation: .equal, priority: 500))
        }
        return TestSystem(variableCount: n, constraints: list.shuffled(using: &rng))
    }
}

/// One soft tier, bounds and their repeats merged across directions and scales, against kiwisolver (which
/// merges nothing): the total error must agree, before and after random removals.
@Suite struct SoftBoundMergeOracleTests {
    @Test func repeatedBoundsMatchKiwi() throws {
        var rng = SeededGenerator(seed: 2026_1125_3)
        let systems = try (0..<200).map { _ in
            var system = try prefixBeforeFirstRejection(SoftBoundMergeTests.randomSystem(&rng))
            for k in system.constraints.indices where system.constraints[k].priority < 1000 {
                system.constraints[k].priority = 500
            }
            return system
        }
        let merges = try expectKiwiAgreesBeforeAndAfterRemovals(
            systems, count: SoftBoundMergeTests.mergeCount,
            remove: { system in
                system.constraints.indices.filter {
                    system.constraints[$0].priority < 1000 && Int.random(in: 0..<3, using: &rng) == 0
                }
            })
        #expect(merges > 200, "only \(merges) merges")
    }
}
