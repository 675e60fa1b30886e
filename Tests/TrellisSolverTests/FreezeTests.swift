import Testing

@testable import TrellisSolver

/// `Solver.freeze` keeps the solution — queued constraints installed first — and lets the records and the
/// objective go.
@Suite struct FreezeTests {
    /// A row of three widths sharing 300 points, a preferred width each, a soft cap on one.
    static func system() throws -> (Solver, [Variable]) {
        let s = Solver()
        let w = (0..<3).map { _ in s.makeVariable() }
        try s.add(Constraint(Expression(w.map { ($0, 1.0) }), .equal, Expression(300)))
        for (i, v) in w.enumerated() {
            try s.add(Constraint(Expression(v), .greaterThanOrEqual, Expression(20)))
            try s.add(Constraint(Expression(v), .equal, Expression(Double(50 * (i + 1))), priority: .defaultLow))
        }
        try s.add(Constraint(Expression(w[2]), .lessThanOrEqual, Expression(120), priority: .defaultHigh))
        return (s, w)
    }

    @Test func theSolutionStaysAndTheRecordsGo() throws {
        let (live, w) = try Self.system()
        let (frozen, v) = try Self.system()
        // Frozen before any value was read: the queued soft constraints go in first.
        frozen.freeze()
        #expect(v.map { frozen.value(of: $0) } == w.map { live.value(of: $0) })
        #expect(frozen.isFrozen && frozen.records.isEmpty && frozen.objectiveEntryCount == 0)
        #expect(!live.records.isEmpty && live.objectiveEntryCount > 0)
        #expect(frozen.workCounters.pivots == live.workCounters.pivots)
        #expect(frozen.workCounters.constraintsAdded == live.workCounters.constraintsAdded)
        frozen.freeze() // again: nothing changes
        #expect(v.map { frozen.value(of: $0) } == w.map { live.value(of: $0) })
    }
}
