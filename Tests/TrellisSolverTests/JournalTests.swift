import Testing

@testable import TrellisSolver

/// The undo journal of a required constraint that may fail (`Tableau+Journal.swift`): a failed add leaves the
/// tableau as it was, free row slots included, and the journal keeps only the free slots the add took.
@Suite struct JournalTests {
    /// A chain `x[i + 1] == x[i] + 10` from `x[0] == 0`, with an upper bound on each and a soft pull on
    /// each, most of the pulls then removed: their rows' slots are left free.
    static func chainWithFreeSlots(_ s: Solver, length: Int) throws -> [Variable] {
        let x = (0..<length).map { _ in s.makeVariable() }
        try s.add(Constraint(Expression(x[0]), .equal, Expression(0)))
        var pulls: [ConstraintID] = []
        for i in 1..<length {
            try s.add(Constraint(Expression(x[i]), .equal, x[i - 1] + 10))
            try s.add(Constraint(Expression(x[i]), .lessThanOrEqual, Expression(Double(1000 * i))))
            pulls.append(try s.add(Constraint(Expression(x[i]), .equal, Expression(5), priority: .defaultLow)))
        }
        _ = s.value(of: x[0])
        for pull in pulls.dropLast(5) { try s.remove(pull) }
        _ = s.value(of: x[0])
        return x
    }

    @Test func aFailedAddRestoresTheFreeSlotsItTook() throws {
        let s = Solver()
        let x = try Self.chainWithFreeSlots(s, length: 60)
        let values = x.map { s.value(of: $0).bitPattern }
        let freeSlots = s.tableau.freeSlots
        let rowCount = s.tableau.rows.count
        #expect(freeSlots.count > 20)
        // x[59] is 590 and at most 59,000: 100 is below the chain's end, a required conflict.
        #expect(throws: SolverError.self) {
            try s.add(Constraint(Expression(x[59]), .lessThanOrEqual, Expression(100)))
        }
        #expect(s.tableau.journal == nil)
        #expect(s.tableau.freeSlots == freeSlots)
        #expect(s.tableau.rows.count == rowCount)
        #expect(x.map { s.value(of: $0).bitPattern } == values)
        // The slots are still usable: a satisfiable bound replaces the old one in a free slot, no new row.
        try s.add(Constraint(Expression(x[59]), .lessThanOrEqual, Expression(600)))
        #expect(s.tableau.rows.count == rowCount)
        #expect(x.map { s.value(of: $0).bitPattern } == values)
    }

    @Test func theJournalListsOnlyTheFreeSlotsTaken() throws {
        var tableau = Tableau()
        tableau.freeSlots = Array(0..<1_000)
        tableau.beginJournal(symbolCount: 0)
        #expect(tableau.takeFreeSlot() == 999)
        #expect(tableau.takeFreeSlot() == 998)
        tableau.freeSlots.append(42)
        #expect(tableau.takeFreeSlot() == 42)
        #expect(tableau.takeFreeSlot() == 997)
        #expect(tableau.journal?.takenFreeSlots == [999, 998, 997])
        #expect(tableau.journal?.untouchedFreeSlots == 997)
        tableau.freeSlots.append(7)
        tableau.rollbackJournal()
        #expect(tableau.freeSlots == Array(0..<1_000))
    }
}
