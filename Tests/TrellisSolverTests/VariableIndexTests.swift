import Testing

@testable import TrellisSolver

/// `VariableIndex` answers `Solver.component`'s question — which constraints mention a variable — from
/// the records, in id order, as the per-variable lists it replaced did.
@Suite struct VariableIndexTests {
    private func record(_ variables: [Int], in pool: inout TermPool) -> ConstraintRecord {
        ConstraintRecord(
            terms: pool.append(variables.map { ($0, 1) }), constant: 0, priority: 1000, relation: .equal,
            isEdit: false)
    }

    @Test func listsEachVariablesConstraintsInIdOrder() {
        var pool = TermPool()
        let records = [[0, 2], [1], [2, 3], [0, 3], [2]].map { record($0, in: &pool) }
        let index = VariableIndex(records, terms: pool, variableCount: 5)
        #expect(index.indexedRecords == 5)
        #expect(Array(index.constraints(of: 0)) == [0, 3])
        #expect(Array(index.constraints(of: 1)) == [1])
        #expect(Array(index.constraints(of: 2)) == [0, 2, 4])
        #expect(Array(index.constraints(of: 3)) == [2, 3])
        #expect(index.constraints(of: 4).isEmpty) // made, never constrained
        #expect(index.constraints(of: 9).isEmpty) // made after the index was built
    }

    /// Removing an absorbed required equality rebuilds its component from the index, which must cover
    /// the constraints added since the previous rebuild built it.
    @Test func aSecondRebuildFindsConstraintsAddedAfterTheFirst() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        func equal(_ terms: [(Variable, Double)], _ constant: Double) throws -> ConstraintID {
            try solver.add(Constraint(Expression(terms, constant: constant), .equal, Expression(constant: 0)))
        }
        let first = try equal([(x, 1)], -10)
        _ = try equal([(y, 1), (x, -1)], -5)
        #expect(solver.value(of: y) == 15)
        try solver.remove(first)
        let second = try equal([(x, 1)], -1) // the first rebuild (and index) happens here
        #expect(solver.value(of: y) == 6)
        _ = try equal([(z, 1), (y, -1)], 0) // added after the index was built
        #expect(solver.value(of: z) == 6)
        try solver.remove(second)
        _ = try equal([(x, 1)], -3)
        #expect(solver.value(of: y) == 8)
        #expect(solver.value(of: z) == 8)
        #expect(solver.workCounters.constraintsReinstalled > 0)
    }
}
