import Testing

@testable import TrellisSolver

/// `Solver.changeConstants` against a solver built from scratch: moving the constants of soft
/// constraints in place (and removing and re-adding the ones it refuses) must reach an optimum as good,
/// tier by tier, as solving the changed system afresh — whether the constraints were still queued,
/// in the tableau, or lazy definitions.
@Suite struct ChangeConstantsTests {
    /// Changes the constants of `picked` (indices into `system.constraints`, all accepted) to
    /// `constants` through `changeConstants`; refused ones are removed and added again. Returns the
    /// changed system and how many were refused.
    func change(
        _ system: TestSystem, solver: Solver, ids: [ConstraintID], picked: [Int], constants: [Double]
    ) throws -> (system: TestSystem, refused: [ConstraintID]) {
        var changed = system
        for (k, c) in zip(picked, constants) { changed.constraints[k].constant = c }
        let refused = solver.changeConstants(zip(picked, constants).map { (ids[$0], $1) })
        for id in refused {
            guard let k = picked.first(where: { ids[$0] == id }) else { continue }
            try solver.remove(id)
            let c = changed.constraints[k]
            try solver.add(
                Constraint(
                    Expression(c.terms.map { (Variable(index: $0.0), $0.1) }, constant: c.constant), c.relation,
                    Expression(constant: 0), priority: try Priority(c.priority)))
        }
        return (changed, refused)
    }

    @Test func movingSoftConstantsMatchesAFreshSolve() throws {
        var rng = SeededGenerator(seed: 2026)
        var moved = 0
        for round in 0..<300 {
            let system = try prefixBeforeFirstRejection(
                randomSystem(&rng, variables: 2...5, constraints: 3...10, priorities: [1000, 1000, 750, 500, 250]))
            let built = try system.solve()
            let solver = built.solver
            let ids = system.constraints.indices.map { ConstraintID($0) }
            // Every other round the changes reach constraints still queued (nothing read yet).
            if round % 2 == 0 { _ = solver.value(of: Variable(index: 0)) }
            let soft = system.constraints.indices.filter { system.constraints[$0].priority < 1000 }
            let picked = soft.filter { _ in Bool.random(using: &rng) }
            let constants = picked.map { _ in Double(Int.random(in: -40...40, using: &rng)) }
            let (changed, refused) = try change(system, solver: solver, ids: ids, picked: picked, constants: constants)
            moved += picked.count - refused.count
            try expectMatchesFreshSolve(changed, solver)
        }
        #expect(moved > 300, "the property must exercise moves in place, not only refusals")
    }

    /// Moves after random removals: removals pivot markers out (some through a variable's row) and
    /// rebuild components, and the moves must still reach a fresh solve's optimum.
    @Test func movesAfterRemovalsMatchAFreshSolve() throws {
        var rng = SeededGenerator(seed: 9001)
        for _ in 0..<400 {
            let system = try prefixBeforeFirstRejection(
                randomSystem(&rng, variables: 2...5, constraints: 4...10, priorities: [1000, 1000, 750, 250]))
            let solver = try system.solve().solver
            let ids = system.constraints.indices.map { ConstraintID($0) }
            _ = solver.value(of: Variable(index: 0))
            let victims = system.constraints.indices.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
            for k in victims { try solver.remove(ids[k]) }
            var remaining = system
            remaining.constraints = system.constraints.indices.filter { !victims.contains($0) }.map {
                system.constraints[$0]
            }
            let kept = system.constraints.indices.filter { !victims.contains($0) }
            _ = solver.value(of: Variable(index: 0))
            let soft = kept.indices.filter { remaining.constraints[$0].priority < 1000 }
            let picked = soft.filter { _ in Bool.random(using: &rng) }
            let constants = picked.map { _ in Double(Int.random(in: -40...40, using: &rng)) }
            let (changed, _) = try change(
                remaining, solver: solver, ids: kept.map { ids[$0] }, picked: picked, constants: constants)
            try expectMatchesFreshSolve(changed, solver)
        }
    }

    /// Two batches in a row, the second after reading: the dual simplex repairs what the first left.
    @Test func repeatedMovesMatchAFreshSolve() throws {
        var rng = SeededGenerator(seed: 77)
        var moved = 0
        for _ in 0..<150 {
            var system = try prefixBeforeFirstRejection(
                randomSystem(&rng, variables: 2...4, constraints: 3...8, priorities: [1000, 750, 250]))
            let solver = try system.solve().solver
            let ids = system.constraints.indices.map { ConstraintID($0) }
            let soft = system.constraints.indices.filter { system.constraints[$0].priority < 1000 }
            for _ in 0..<3 {
                _ = solver.value(of: Variable(index: 0))
                let picked = soft.filter { _ in Bool.random(using: &rng) }
                let constants = picked.map { _ in Double(Int.random(in: -30...30, using: &rng)) }
                // Systems this small keep no soft equality as a lazy definition, so every move is in place.
                #expect(solver.changeConstants(zip(picked, constants).map { (ids[$0], $1) }).isEmpty)
                moved += picked.count
                for (k, c) in zip(picked, constants) { system.constraints[k].constant = c }
            }
            try expectMatchesFreshSolve(system, solver)
        }
        #expect(moved > 300)
    }

    /// Required constraints, edits and unknown ids are refused, and the solver is left as it was.
    @Test func refusesWhatCannotMoveInPlace() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let required = try solver.add(Constraint(Expression(x) - 10, .equal, Expression(constant: 0)))
        let soft = try solver.add(
            Constraint(Expression(y) - 5, .greaterThanOrEqual, Expression(constant: 0), priority: try Priority(750)))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 5)
        let unknown = ConstraintID(99)
        let refused = solver.changeConstants([(required, -20), (unknown, 0), (soft, -8)])
        #expect(refused == [required, unknown])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 8)
        #expect(solver.workCounters.constantsChanged == 1)
        // Non-finite constants are refused too.
        #expect(solver.changeConstants([(soft, .nan)]) == [soft])
        #expect(solver.value(of: y) == 8)
    }

    /// A label's height between its hugging (`h <= c` @250) and compression resistance (`h >= c` @750),
    /// summed by a container: moving both constants moves the container by the difference, with
    /// pivots only where the new numbers make rows infeasible.
    @Test func movingAContentSizeMovesItsContainer() throws {
        let solver = Solver()
        let heights = (0..<50).map { solver.makeVariable("h\($0)") }
        let total = solver.makeVariable("total")
        try solver.add(
            Constraint(
                Expression(heights.map { ($0, 1) }) - Expression(total), .equal, Expression(constant: 0)))
        var hugging: [ConstraintID] = [], resistance: [ConstraintID] = []
        for h in heights {
            hugging.append(
                try solver.add(
                    Constraint(
                        Expression(h) - 20, .lessThanOrEqual, Expression(constant: 0), priority: try Priority(250))))
            resistance.append(
                try solver.add(
                    Constraint(
                        Expression(h) - 20, .greaterThanOrEqual, Expression(constant: 0), priority: try Priority(750))))
        }
        #expect(solver.value(of: total) == 1000)
        let before = solver.workCounters
        let refused = solver.changeConstants(
            hugging.indices.flatMap { [(hugging[$0], -60.0), (resistance[$0], -60.0)] })
        #expect(refused.isEmpty)
        #expect(solver.value(of: total) == 3000)
        #expect(heights.allSatisfy { solver.value(of: $0) == 60 })
        let after = solver.workCounters
        #expect(after.constantsChanged - before.constantsChanged == 100)
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        #expect(after.pivots - before.pivots <= 100)
    }
}
