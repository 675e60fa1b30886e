import Testing

@testable import TrellisSolver

/// Records keep their terms in their solver's pool (`TermPool`, 12 bytes a term): each record reads back
/// its own terms, in order, bit for bit, however many records come before and after; and constraints of
/// every length solve, remove and explain conflicts alike.
@Suite struct RecordTermsTests {
    static func terms(_ n: Int) -> [(variable: Int, coefficient: Double)] {
        (0..<n).map { (variable: 3 * $0 + 1, coefficient: Double($0) - 1.5) }
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 9])
    func keepsTheTermsInOrder(_ n: Int) {
        var pool = TermPool()
        let before = pool.append(Self.terms(3))
        let span = pool.append(Self.terms(n))
        let after = pool.append(Self.terms(2))
        let kept = pool[span]
        #expect(kept.count == n)
        #expect(kept.map(\.variable) == Self.terms(n).map(\.variable))
        #expect(kept.map(\.coefficient) == Self.terms(n).map(\.coefficient))
        #expect(kept.first?.variable == (n > 0 ? 1 : nil))
        #expect(pool[before].map(\.variable) == [1, 4, 7] && pool[after].map(\.coefficient) == [-1.5, -0.5])
        #expect(pool.count == n + 5)
    }

    /// Coefficients come back bit for bit from their two halves: signed zeros, thirds, tiny and huge values.
    @Test func coefficientsKeepEveryBit() {
        let coefficients = [-0.0, 0.0, 1.0 / 3, -2.0 / 3, 5e-324, -1.7976931348623157e308, 0.1, 1e-300]
        var pool = TermPool()
        let span = pool.append(coefficients.enumerated().map { (variable: $0.offset, coefficient: $0.element) })
        #expect(pool[span].map(\.coefficient.bitPattern) == coefficients.map(\.bitPattern))
    }

    @Test func aVariableKeepsItsNumberInThirtyTwoBits() {
        var pool = TermPool()
        let span = pool.append([(variable: Int(Int32.max), coefficient: 2)])
        let kept = pool[span]
        #expect(kept[0].variable == Int(Int32.max))
        #expect(kept[0].coefficient == 2)
    }

    /// Terms across the pool's blocks (4,096 terms a block) read back whole.
    @Test func termsAcrossBlocksReadBack() {
        var pool = TermPool()
        var spans: [TermSpan] = []
        for i in 0..<3_000 { spans.append(pool.append(Self.terms(i % 7))) }
        #expect(spans.allSatisfy { span in pool[span].map(\.variable) == Self.terms(Int(span.count)).map(\.variable) })
        #expect(pool.count == spans.reduce(0) { $0 + Int($1.count) } && pool.count > 8_192)
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
