import Testing

@testable import TrellisSolver

/// Incremental operations against a solver built from scratch: removing constraints (through markers
/// or by rebuilding a component) and moving edit variables must reach an optimum as good, tier by
/// tier, as solving the resulting system afresh.
@Suite struct IncrementalPropertyTests {
    @Test func removingConstraintsMatchesAFreshSolve() throws {
        var rng = SeededGenerator(seed: 4242)
        for _ in 0..<200 {
            let system = randomSystem(
                &rng, variables: 2...4, constraints: 3...9, priorities: [1000, 1000, 750, 250, 249])
            let built = try system.solve()
            let solver = built.solver
            let kept = (0..<system.constraints.count).filter { !built.rejected.contains($0) }
            // ConstraintIDs count accepted constraints only, in order.
            let victims = kept.indices.filter { _ in Bool.random(using: &rng) }
            for k in victims.reversed() { try solver.remove(ConstraintID(k)) }
            let remaining = TestSystem(
                variableCount: system.variableCount,
                constraints: kept.indices.filter { !victims.contains($0) }.map { system.constraints[kept[$0]] })
            try expectMatchesFreshSolve(remaining, solver)
            #expect(solver.constraintCount == remaining.constraints.count)
        }
    }

    @Test func suggestingValuesMatchesAFreshSolve() throws {
        var rng = SeededGenerator(seed: 515)
        for _ in 0..<150 {
            var system = try prefixBeforeFirstRejection(
                randomSystem(&rng, variables: 2...4, constraints: 2...8, priorities: [1000, 1000, 500, 250]))
            let solver = try system.solve().solver
            let edited = Variable(index: 0)
            try solver.addEditVariable(edited, priority: .defaultHigh)
            var target = 0.0
            for _ in 0..<4 {
                target = Double(Int.random(in: -30...30, using: &rng))
                try solver.suggestValue(target, for: edited)
            }
            system.constraints.append(
                TestConstraint(terms: [(0, 1)], constant: -target, relation: .equal, priority: 750))
            try expectMatchesFreshSolve(system, solver)
        }
    }
}

/// Long rows (so the solver uses lazy definitions) with random soft constraints, squeezed by a
/// container; random removals must reach the same tiered optimum as a fresh solve.
@Suite struct WideRowPropertyTests {
    func wideRow(_ rng: inout SeededGenerator, views: Int) -> TestSystem {
        var list: [TestConstraint] = [TestConstraint(terms: [(0, 1)], constant: 0, relation: .equal, priority: 1000)]
        for i in 0..<views {
            let left = 2 * i, width = 2 * i + 1
            if i > 0 {
                list.append(
                    TestConstraint(
                        terms: [(left, 1), (left - 2, -1), (width - 2, -1)], constant: -8,
                        relation: .equal, priority: 1000))
            }
            list.append(
                TestConstraint(terms: [(width, 1)], constant: -10, relation: .greaterThanOrEqual, priority: 1000))
            list.append(
                TestConstraint(
                    terms: [(width, 1)], constant: -Double(Int.random(in: 30...70, using: &rng)),
                    relation: .equal, priority: [250, 251, 750].randomElement(using: &rng) ?? 250))
            if i > 1, Bool.random(using: &rng) {
                let other = 2 * Int.random(in: 0..<i, using: &rng) + 1
                list.append(
                    TestConstraint(terms: [(width, 1), (other, -1)], constant: 0, relation: .equal, priority: 500))
            }
        }
        let last = 2 * (views - 1)
        list.append(
            TestConstraint(
                terms: [(last, 1), (last + 1, 1)], constant: -Double(views * 45),
                relation: .lessThanOrEqual, priority: 1000))
        return TestSystem(variableCount: 2 * views, constraints: list)
    }

    @Test func removalsOnWideRowsMatchFreshSolves() throws {
        var rng = SeededGenerator(seed: 31337)
        for _ in 0..<12 {
            let system = wideRow(&rng, views: 40)
            let built = try system.solve()
            #expect(built.rejected.isEmpty)
            #expect(!built.solver.tableau.definitions.isEmpty)
            let victims = Array((0..<system.constraints.count).shuffled(using: &rng).prefix(6)).sorted()
            for k in victims.reversed() { try built.solver.remove(ConstraintID(k)) }
            let remaining = TestSystem(
                variableCount: system.variableCount,
                constraints:
                    system.constraints.indices.filter { !victims.contains($0) }.map { system.constraints[$0] })
            let fresh = try remaining.solve()
            let values = (0..<system.variableCount).map { built.solver.value(of: Variable(index: $0)) }
            #expect(requiredHold(remaining, values, rejected: []))
            let a = remaining.tierErrors(values, tiers: remaining.tiers)
            let b = remaining.tierErrors(fresh.values, tiers: remaining.tiers)
            #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }, "\(a) vs \(b)")
        }
    }
}
