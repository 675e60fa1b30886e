import Testing

@testable import TrellisSolver

/// The queue installs soft constraints highest priority first. The shape that showed why: N lengths in a
/// row that must fit a total too small for all of them (each resisting compression at 750, so which ones
/// give way is a tie), settled by one stay per length in tiers that rise along the row — the engine's stays
/// of a stack's arranged views (`LayoutRun.sizeStayPriority`). Taken by variable, lowest tier first, as the
/// queue did until 2026-11-24, each stay re-optimised every tier below it: 231 pivots for 60 lengths.
@Suite struct QueueTierOrderTests {
    struct Row {
        let solver = Solver()
        var lengths: [Variable] = []

        init(_ n: Int) throws {
            var edge = solver.makeVariable("x0")
            try solver.add(Constraint(Expression(edge), .equal, Expression(0)))
            for i in 0..<n {
                let length = solver.makeVariable("w\(i)"), next = solver.makeVariable("x\(i + 1)")
                try solver.add(Constraint(Expression(next), .equal, edge + length))
                try solver.add(
                    Constraint(Expression(length), .greaterThanOrEqual, Expression(16), priority: try Priority(750)))
                lengths.append(length)
                edge = next
            }
            // Room for half of them.
            try solver.add(Constraint(Expression(edge), .equal, Expression(Double(8 * n))))
            _ = solver.value(of: edge)
        }

        /// The stay of length i, in tier 100 + i: the later lengths collapse first.
        func stay(_ i: Int) throws -> Constraint {
            Constraint(Expression(lengths[i]), .equal, Expression(0), priority: try Priority(100 + Double(i)))
        }
    }

    @Test func theQueueInstallsHighestTierFirst() throws {
        let n = 60
        let queued = try Row(n)
        let before = queued.solver.workCounters.pivots
        for i in 0..<n { try queued.solver.add(try queued.stay(i)) }
        let queuedValues = queued.lengths.map { queued.solver.value(of: $0) }
        // One pivot per length that gives way.
        #expect(queued.solver.workCounters.pivots - before == n / 2)

        // Each tier added and read on its own, highest first: the order the queue must give by itself.
        let tiered = try Row(n)
        for i in (0..<n).reversed() {
            try tiered.solver.add(try tiered.stay(i))
            _ = tiered.solver.value(of: tiered.lengths[i])
        }
        let tieredValues = tiered.lengths.map { tiered.solver.value(of: $0) }
        #expect(tieredValues == queuedValues)
        #expect(tiered.solver.workCounters == queued.solver.workCounters)
        // The first half keeps its 16 points; the second half, in the highest tiers, collapses.
        #expect(queuedValues == Array(repeating: 16, count: n / 2) + Array(repeating: 0, count: n / 2))
    }

    /// Sixty tiers are more than the queue scans for a record's tier (`Solver.canonicalOrder` then files
    /// records through a table): queued in a scrambled order, the stays go in as they do in order.
    @Test func aQueueOfManyTiersIsInstalledAsInOrder() throws {
        let n = 60
        let inOrder = try Row(n), scrambled = try Row(n)
        for i in 0..<n { try inOrder.solver.add(try inOrder.stay(i)) }
        for k in 0..<n { try scrambled.solver.add(try scrambled.stay(k * 37 % n)) }
        #expect(
            scrambled.lengths.map { scrambled.solver.value(of: $0) }
                == inOrder.lengths.map { inOrder.solver.value(of: $0) })
        #expect(scrambled.solver.workCounters == inOrder.solver.workCounters)
    }
}
