import Testing

@testable import TrellisSolver

/// `IndexArray` keeps the tableau's per-symbol and per-slot tables in 32 bits: it must read back every
/// value the tables hold (-1 sentinels, counts, indices up to the symbol limit) and behave as the
/// `[Int]` it replaced.
@Suite struct IndexArrayTests {
    @Test func readsBackSentinelsCountsAndLargeIndices() {
        var a = IndexArray()
        for value in [-1, 0, 7, Int(Int32.max) - 1] { a.append(value) }
        #expect(Array(a) == [-1, 0, 7, Int(Int32.max) - 1])
        a[1] += 3
        a[0] = -1
        a[3] -= 1
        #expect(Array(a) == [-1, 3, 7, Int(Int32.max) - 2])
        #expect(a.count == 4)
    }

    @Test func removesFromTheEndAndFindsTheLastOccurrence() {
        var a = IndexArray()
        for value in [4, 9, 4, 2, 5] { a.append(value) }
        #expect(a.lastIndex(of: 4) == 2)
        a.removeLast()
        #expect(Array(a) == [4, 9, 4, 2])
        a.removeLast(3)
        #expect(Array(a) == [4])
        #expect(!a.isEmpty)
        a.removeLast()
        #expect(a.isEmpty)
    }

    /// The tableau's tables through a solve: a chain whose rows, definitions and ranks fill them.
    @Test func aChainSolvesThroughTheCompactTables() throws {
        let solver = Solver()
        let x = (0..<200).map { _ in solver.makeVariable() }
        try solver.add(Constraint(Expression([(x[0], 1)], constant: -5), .equal, Expression(constant: 0)))
        for i in 1..<x.count {
            try solver.add(
                Constraint(Expression([(x[i], 1), (x[i - 1], -1)], constant: -2), .equal, Expression(constant: 0)))
        }
        #expect(solver.value(of: x[199]) == 5 + 2 * 199)
        #expect(solver.value(of: x[100]) == 5 + 2 * 100)
    }
}
