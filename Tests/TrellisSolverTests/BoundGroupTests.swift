import Testing

@testable import TrellisSolver

/// Many required bounds on one variable (issue 15: 6,000 `width >= N` on one view; 1,000 → 0.5 s,
/// 4,000 → 12 s): only the tightest of each variable and direction is in the tableau (`BoundGroup`).
@Suite struct BoundGroupTests {
    enum Order: CaseIterable { case increasing, decreasing, shuffled }

    /// A soft `width == 0`, then `width >= c` for c = 1…n in `order`; the width and the solver's work
    /// (read after the width, so queued constraints are in).
    static func bounds(_ n: Int, _ order: Order, solver: Solver = Solver()) throws -> (
        work: SolverWorkCounters, width: Double, ids: [ConstraintID]
    ) {
        let w = solver.makeVariable("width")
        var constants = (1...n).map(Double.init)
        switch order {
        case .increasing: break
        case .decreasing: constants.reverse()
        case .shuffled: var rng = SeededGenerator(seed: 7); constants.shuffle(using: &rng)
        }
        try solver.add(Constraint(Expression(w), .equal, Expression(0), priority: .defaultLow))
        var ids: [ConstraintID] = []
        for c in constants { ids.append(try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(c)))) }
        let width = solver.value(of: w)
        return (solver.workCounters, width, ids)
    }

    @Test(arguments: Order.allCases)
    func manyBoundsOnOneVariableAreLinear(_ order: Order) throws {
        let small = try Self.bounds(1_000, order), large = try Self.bounds(4_000, order)
        #expect(small.width == 1_000 && large.width == 4_000)
        let a = small.work, b = large.work
        #expect(
            b.rowTermOperations <= 5 * a.rowTermOperations, "\(order): \(a.rowTermOperations) → \(b.rowTermOperations)")
        #expect(b.pivots <= 5 * a.pivots + 8, "\(order): \(a.pivots) → \(b.pivots)")
        #expect(b.artificialPhases <= 5 * a.artificialPhases + 2, "\(order)")
        // Each bound costs a few operations, not a pass over the earlier ones.
        #expect(b.rowTermOperations < 40 * 4_000, "\(order): \(b.rowTermOperations)")
    }

    /// Without grouping (a solver with markers on every equality never groups bounds), the same values.
    @Test(arguments: Order.allCases)
    func groupingGivesTheSameWidth(_ order: Order) throws {
        let grouped = try Self.bounds(300, order)
        let plain = try Self.bounds(300, order, solver: Solver(dummies: true))
        #expect(grouped.width == plain.width)
        // Increasing bounds are the quadratic case (measured at 1,000 → 4,000: 3.0 M → 48 M row-term
        // operations without grouping, 37 k → 148 k with it).
        if order == .increasing { #expect(plain.work.rowTermOperations > 20 * grouped.work.rowTermOperations) }
    }

    /// Removing the installed bound brings the next tightest back; removing a shadowed one changes nothing.
    @Test func removingBoundsRestoresTheNextTightest() throws {
        let solver = Solver()
        let (_, width, ids) = try Self.bounds(50, .shuffled, solver: solver)
        #expect(width == 50)
        let w = Variable(index: 0)
        var constants = (1...50).map(Double.init)
        var rng = SeededGenerator(seed: 7); constants.shuffle(using: &rng)
        let byBound = Dictionary(uniqueKeysWithValues: zip(constants.map(Int.init), ids))
        func bound(_ c: Int) throws -> ConstraintID { try #require(byBound[c]) }
        try solver.remove(bound(30)) // shadowed
        #expect(solver.value(of: w) == 50)
        try solver.remove(bound(50)) // installed: 49 takes over
        #expect(solver.value(of: w) == 49)
        try solver.remove(bound(49))
        try solver.remove(bound(48))
        #expect(solver.value(of: w) == 47)
        for c in 1...47 where c != 30 { try solver.remove(bound(c)) }
        #expect(solver.value(of: w) == 0)
        #expect(throws: SolverError.self) { try solver.remove(bound(30)) }
        // A new bound after the group emptied starts a new one.
        try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(12)))
        #expect(solver.value(of: w) == 12)
    }

    /// A tighter bound that conflicts is refused with the installed constraint it contradicts, and the
    /// group is unchanged; upper bounds group separately from lower ones.
    @Test func conflictingBoundIsRefusedAndUpperBoundsGroupToo() throws {
        let solver = Solver()
        let w = solver.makeVariable()
        try solver.add(Constraint(Expression(w), .equal, Expression(500), priority: .defaultLow))
        let cap = try solver.add(Constraint(Expression(w), .lessThanOrEqual, Expression(100)))
        try solver.add(Constraint(Expression(w), .lessThanOrEqual, Expression(300)))
        try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(10)))
        try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(20)))
        #expect(solver.value(of: w) == 100)
        do {
            try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(150)))
            Issue.record("a bound above the cap was accepted")
        } catch SolverError.unsatisfiable(let conflicts) {
            #expect(conflicts == [cap])
        }
        #expect(solver.value(of: w) == 100)
        try solver.remove(cap)
        #expect(solver.value(of: w) == 300)
        // 2·w ≥ 700 is w ≥ 350: a lower bound, in a different group from w ≤ 300 — a conflict.
        #expect(throws: SolverError.self) {
            try solver.add(Constraint(Expression([(w, 2)]), .greaterThanOrEqual, Expression(700)))
        }
    }
}

/// Random systems rich in bounds (several per variable, both directions, scaled, some soft), against
/// a solver that never groups bounds: the same constraints refused, the same optimum tier by tier, and
/// after random removals (installed and shadowed bounds alike) the optimum of a fresh solve.
@Suite struct BoundGroupPropertyTests {
    static func system(_ rng: inout SeededGenerator) -> TestSystem {
        var system = randomSystem(&rng, variables: 2...3, constraints: 2...5, priorities: [1000, 1000, 750, 250])
        for _ in 0..<Int.random(in: 4...12, using: &rng) {
            let bound = TestConstraint(
                terms: [
                    (
                        Int.random(in: 0..<system.variableCount, using: &rng),
                        [-2, -1, 1, 2].randomElement(using: &rng) ?? 1
                    )
                ],
                constant: Double(Int.random(in: -20...20, using: &rng)),
                relation: Bool.random(using: &rng) ? .greaterThanOrEqual : .lessThanOrEqual,
                priority: Int.random(in: 0..<6, using: &rng) == 0 ? 500 : 1000)
            system.constraints.insert(bound, at: Int.random(in: 0...system.constraints.count, using: &rng))
        }
        return system
    }

    static func build(_ system: TestSystem, _ solver: Solver) throws -> (values: [Double], rejected: [Int]) {
        let vars = (0..<system.variableCount).map { _ in solver.makeVariable() }
        var rejected: [Int] = []
        for (i, c) in system.constraints.enumerated() {
            do {
                try solver.add(try c.constraint(over: vars))
            } catch SolverError.unsatisfiable {
                rejected.append(i)
            }
        }
        return (vars.map { solver.value(of: $0) }, rejected)
    }

    @Test func groupedBoundsMatchUngroupedAndFreshSolves() throws {
        var rng = SeededGenerator(seed: 2026)
        func same(_ a: [Double], _ b: [Double]) -> Bool {
            zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
        }
        var shadowed = 0
        for _ in 0..<300 {
            let system = Self.system(&rng)
            let grouped = Solver()
            let a = try Self.build(system, grouped)
            shadowed += grouped.records.filter(\.isShadowed).count
            let b = try Self.build(system, Solver(dummies: true))
            #expect(a.rejected == b.rejected)
            #expect(
                same(
                    system.tierErrors(a.values, tiers: system.tiers, skipping: a.rejected),
                    system.tierErrors(b.values, tiers: system.tiers, skipping: b.rejected)))
            let kept = (0..<system.constraints.count).filter { !a.rejected.contains($0) }
            let victims = kept.indices.filter { _ in Bool.random(using: &rng) }
            for k in victims.reversed() { try grouped.remove(ConstraintID(k)) }
            let remaining = TestSystem(
                variableCount: system.variableCount,
                constraints: kept.indices.filter { !victims.contains($0) }.map { system.constraints[kept[$0]] })
            let fresh = try remaining.solve()
            let values = (0..<system.variableCount).map { grouped.value(of: Variable(index: $0)) }
            #expect(requiredHold(remaining, values, rejected: []))
            #expect(
                same(
                    remaining.tierErrors(values, tiers: remaining.tiers),
                    remaining.tierErrors(fresh.values, tiers: remaining.tiers)))
            #expect(grouped.constraintCount == remaining.constraints.count)
        }
        // The systems do exercise grouping: many bounds were shadowed.
        #expect(shadowed > 300, "\(shadowed)")
    }
}
