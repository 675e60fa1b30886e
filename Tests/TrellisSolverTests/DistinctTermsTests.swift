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
}
