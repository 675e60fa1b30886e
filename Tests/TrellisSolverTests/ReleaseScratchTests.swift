import Testing

@testable import TrellisSolver

/// `Solver.releaseScratch` frees working memory only: a solver that releases it after every read and
/// then keeps adding and removing constraints gives bit-identical values to one that never does.
@Suite struct ReleaseScratchTests {
    @Test func releasingTheScratchBetweenEditsChangesNoValue() throws {
        var rng = SeededGenerator(seed: 2026)
        for _ in 0..<60 {
            let system = randomSystem(
                &rng, variables: 3...6, constraints: 6...14, priorities: [1000, 1000, 1000, 750, 250])
            let kept = Solver(), released = Solver()
            let keptVariables = (0..<system.variableCount).map { kept.makeVariable("x\($0)") }
            let releasedVariables = (0..<system.variableCount).map { released.makeVariable("x\($0)") }
            var ids: [(ConstraintID, ConstraintID)] = []
            for c in system.constraints {
                let a = try? kept.add(try c.constraint(over: keptVariables))
                let b = try? released.add(try c.constraint(over: releasedVariables))
                #expect((a == nil) == (b == nil))
                if let a, let b { ids.append((a, b)) }
                #expect(keptVariables.map(kept.value) == releasedVariables.map(released.value))
                released.releaseScratch()
            }
            for (a, b) in ids where Bool.random(using: &rng) {
                try kept.remove(a)
                try released.remove(b)
                #expect(keptVariables.map(kept.value) == releasedVariables.map(released.value))
                released.releaseScratch()
            }
        }
    }
}
