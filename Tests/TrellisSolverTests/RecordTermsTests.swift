import Testing

@testable import TrellisSolver

/// A record's terms are kept in place up to four and in an array beyond (`RecordTerms`): the same terms in
/// the same order either way, and constraints of every length solve, remove and explain conflicts alike.
@Suite struct RecordTermsTests {
    static func terms(_ n: Int) -> [(variable: Int, coefficient: Double)] {
        (0..<n).map { (variable: 3 * $0 + 1, coefficient: Double($0) - 1.5) }
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 9])
    func keepsTheTermsInOrder(_ n: Int) {
        let kept = RecordTerms(Self.terms(n))
        #expect(kept.count == n)
        #expect(kept.map(\.variable) == Self.terms(n).map(\.variable))
        #expect(kept.map(\.coefficient) == Self.terms(n).map(\.coefficient))
        #expect(kept.first?.variable == (n > 0 ? 1 : nil))
    }

    @Test func aVariableKeepsItsNumberInThirtyTwoBits() {
        let kept = RecordTerms([(variable: Int(Int32.max), coefficient: 2)])
        #expect(kept[0].variable == Int(Int32.max))
        #expect(kept[0].coefficient == 2)
    }

    /// `Σ xᵢ == total` over `n` variables, all but the last pinned to their index; the last takes the rest.
    /// Then the sum is removed and the last variable is free again (its stay at 50 holds it at 0).
    @Test(arguments: [2, 4, 5, 8])
    func sumsOfEveryLengthSolveAndRemove(_ n: Int) throws {
        let solver = Solver()
        let xs = (0..<n).map { solver.makeVariable("x\($0)") }
        for (i, x) in xs.dropLast().enumerated() {
            try solver.add(Constraint(Expression(x), .equal, Expression(Double(i))))
        }
        try solver.add(Constraint(Expression(xs[n - 1]), .equal, Expression(0), priority: .fittingSizeLevel))
        let sum = xs.dropFirst().reduce(Expression(xs[0])) { $0 + $1 }
        let id = try solver.add(Constraint(sum, .equal, Expression(100)))
        let pinned = Double((n - 1) * (n - 2) / 2)
        #expect(solver.value(of: xs[n - 1]) == 100 - pinned)
        try solver.remove(id)
        #expect(solver.value(of: xs[n - 1]) == 0)
    }

    /// A required sum of six variables that contradicts their pins names itself and every pin.
    @Test func aLongConflictNamesItsMembers() throws {
        let solver = Solver()
        let xs = (0..<6).map { solver.makeVariable("x\($0)") }
        var pins: [ConstraintID] = []
        for x in xs { pins.append(try solver.add(Constraint(Expression(x), .equal, Expression(1)))) }
        let sum = xs.dropFirst().reduce(Expression(xs[0])) { $0 + $1 }
        #expect {
            try solver.add(Constraint(sum, .equal, Expression(7)))
        } throws: { error in
            guard case SolverError.unsatisfiable(let conflicts) = error else { return false }
            return Set(conflicts) == Set(pins)
        }
    }
}
