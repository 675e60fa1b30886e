import Testing

@testable import TrellisSolver

/// `Expression(distinctTerms:)` skips the merge but must build the same expression as the merging
/// initializer when every variable appears once, and solve the same.
@Suite struct DistinctTermsTests {
    @Test func sameTermsAsTheMergingInitializer() {
        let solver = Solver()
        let v = (0..<4).map { _ in solver.makeVariable() }
        let terms: [(Variable, Double)] = [(v[2], 1.5), (v[0], 0), (v[3], -2), (v[1], .nan)]
        let merged = Expression(terms, constant: 3)
        let trusted = Expression(distinctTerms: terms, constant: 3)
        #expect(trusted.terms.map(\.variable) == merged.terms.map(\.variable))
        #expect(trusted.terms.map(\.variable) == [v[2], v[3], v[1]]) // the zero dropped, NaN kept
        #expect(zip(trusted.terms, merged.terms).allSatisfy { $0.coefficient.bitPattern == $1.coefficient.bitPattern })
        #expect(trusted.constant == 3)
    }

    @Test func solvesLikeTheMergingInitializer() throws {
        func solve(_ make: ([(Variable, Double)], Double) -> Expression) throws -> [Double] {
            let solver = Solver()
            let x = solver.makeVariable(), y = solver.makeVariable()
            try solver.add(Constraint(make([(x, 1), (y, -1)], 10), .equal, Expression(constant: 0)))
            try solver.add(Constraint(make([(y, 2)], -8), .greaterThanOrEqual, Expression(constant: 0)))
            try solver.add(Constraint(make([(x, 1)], 0), .equal, Expression(constant: 0), priority: .defaultLow))
            return [solver.value(of: x), solver.value(of: y)]
        }
        let merged = try solve { Expression($0, constant: $1) }
        #expect(merged == [0, 10])
        #expect(try solve { Expression(distinctTerms: $0, constant: $1) } == merged)
    }

    /// `Solver.add(distinctTerms:constant:relation:priority:)`, the layout engine's way in, against
    /// `add(_:)` with the same constraints: 40 seeded random systems (priorities in four tiers, rejected
    /// required constraints included) solve to bit-identical values with the same ids and rejections.
    @Test func bufferEntrySolvesLikeAddingConstraints() throws {
        var rng = SeededGenerator(seed: 0x5EED_B0FF)
        var rejections = 0
        for _ in 0..<40 {
            let system = randomSystem(&rng, variables: 2...8, constraints: 3...16, priorities: [1000, 750, 250, 1])
            func solve(throughBuffer: Bool) throws -> (values: [UInt64], outcomes: [String]) {
                let solver = Solver()
                let x = (0..<system.variableCount).map { _ in solver.makeVariable() }
                var outcomes: [String] = []
                for c in system.constraints {
                    do {
                        let id: ConstraintID
                        if throughBuffer {
                            let terms = c.terms.map { (variable: x[$0.0], coefficient: $0.1) }
                            id = try solver.add(
                                distinctTerms: terms, constant: c.constant, relation: c.relation,
                                priority: try Priority(c.priority))
                        } else {
                            id = try solver.add(try c.constraint(over: x))
                        }
                        outcomes.append("\(id)")
                    } catch {
                        outcomes.append("\(error)")
                    }
                }
                return (x.map { solver.value(of: $0).bitPattern }, outcomes)
            }
            let direct = try solve(throughBuffer: false), buffered = try solve(throughBuffer: true)
            #expect(buffered.values == direct.values)
            #expect(buffered.outcomes == direct.outcomes)
            rejections += direct.outcomes.filter { $0.hasPrefix("unsatisfiable") }.count
        }
        #expect(rejections > 0) // the systems reach the conflict path too
    }

    /// The buffer entry point's checks: an exact zero is skipped (as `Expression(distinctTerms:)` drops
    /// it), only zeros is an empty constraint, and a non-finite coefficient or constant is refused.
    @Test func bufferEntryChecksAsAddDoes() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        func add(_ terms: [(variable: Variable, coefficient: Double)], constant: Double) throws -> ConstraintID {
            try solver.add(distinctTerms: terms, constant: constant, relation: .equal, priority: .required)
        }
        #expect(throws: SolverError.emptyConstraint) { try add([(x, 0), (y, 0)], constant: 1) }
        #expect(throws: SolverError.nonFiniteCoefficient) { try add([(x, .nan)], constant: 1) }
        #expect(throws: SolverError.nonFiniteCoefficient) { try add([(x, 1)], constant: .infinity) }
        #expect(solver.constraintCount == 0)
        try add([(x, 0), (y, 2)], constant: -8)
        #expect(solver.value(of: y) == 4)
        #expect(solver.constraintCount == 1)
    }
}
