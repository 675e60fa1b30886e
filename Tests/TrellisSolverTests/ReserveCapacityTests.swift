import Testing

@testable import TrellisSolver

/// `Solver.reserveCapacity(constraints:)` gives the per-symbol tables room for two symbols per constraint,
/// so they don't grow by copying while the constraints come — and changes no result.
@Suite struct ReserveCapacityTests {
    static func chain(_ n: Int, reserving: Bool) throws -> (Solver, [Double], capacities: Set<Int>) {
        let s = Solver()
        let x = (0..<n).map { _ in s.makeVariable() }
        if reserving { s.reserveCapacity(constraints: 3 * n) }
        var capacities: Set<Int> = []
        try s.add(Constraint(Expression(x[0]), .equal, Expression(0)))
        for i in 1..<n {
            try s.add(Constraint(Expression([(x[i], 1), (x[i - 1], -1)]), .greaterThanOrEqual, Expression(8)))
            try s.add(Constraint(Expression(x[i]), .equal, Expression(Double(10 * i)), priority: .defaultLow))
            _ = s.value(of: x[i]) // installs the queued soft constraint: its two error symbols
            capacities.insert(s.tableau.symbolTable.capacity)
        }
        return (s, x.map { s.value(of: $0) }, capacities)
    }

    @Test func theSymbolTableKeepsItsRoomAndTheValuesStay() throws {
        let (_, reserved, capacities) = try Self.chain(500, reserving: true)
        let (_, plain, grown) = try Self.chain(500, reserving: false)
        #expect(reserved == plain)
        #expect(capacities.count == 1, "the reserved table grew: \(capacities.sorted())")
        #expect(grown.count >= 3, "the unreserved table should double as it fills: \(grown.sorted())")
    }
}
