import Testing

@testable import TrellisSolver

/// A tier per view: the layout engine settles an unconstrained view's size with a stay at priority
/// 0.001 × (2 + depth) (innermost first, strict tiers) and its position with a stay at 0.001 relative
/// to its superview. A chain of N nested views without constraints therefore brings N tiers; with an
/// objective vector of one entry per tier per symbol that was N² memory and N³ work to widen (issue 15:
/// 300 nested views 2 s, 600 21 s; 499 views 4.4 s before, 0.10 s after, whole process, release).
@Suite struct TierScaleTests {
    /// The engine's stays for `depth` nested views (4 variables each), read back.
    static func nestedStays(_ depth: Int) throws -> (solver: Solver, values: [Double]) {
        let solver = Solver()
        var previous: [Variable] = []
        var all: [Variable] = []
        for d in 0..<depth {
            let view = (0..<4).map { _ in solver.makeVariable() }
            all += view
            let size = try Priority(0.001 * Double(2 + d))
            try solver.add(Constraint(Expression(view[2]), .equal, Expression(0), priority: size))
            try solver.add(Constraint(Expression(view[3]), .equal, Expression(0), priority: size))
            for k in 0..<2 {
                let position = previous.isEmpty ? Expression(view[k]) : Expression([(view[k], 1), (previous[k], -1)])
                try solver.add(Constraint(position, .equal, Expression(0), priority: try Priority(0.001)))
            }
            previous = view
        }
        return (solver, all.map { solver.value(of: $0) })
    }

    @Test func nestedStaysGrowLinearlyInWorkAndObjectiveSize() throws {
        let (small, smallValues) = try Self.nestedStays(100)
        let (large, largeValues) = try Self.nestedStays(400)
        #expect(smallValues.allSatisfy { $0 == 0 } && largeValues.allSatisfy { $0 == 0 })
        let a = small.workCounters, b = large.workCounters
        #expect(b.pivots <= 5 * a.pivots + 8, "\(a.pivots) → \(b.pivots)")
        // One entry per error variable of each stay (2 per equality): 8 per view, whatever the tiers.
        #expect(small.objectiveEntryCount == 8 * 100)
        #expect(large.objectiveEntryCount == 8 * 400)
        // The position stays chain each view to its superview with a soft equality; kept in rows, the
        // innermost view's x held the errors of every stay above it (63 k → 972 k row-term operations
        // at 100 → 400). Links whose row would be wide are now lazy definitions (`defineSoftIfWide`):
        // 3.5 k → 10.7 k.
        #expect(b.rowTermOperations <= 5 * a.rowTermOperations, "\(a.rowTermOperations) → \(b.rowTermOperations)")
    }

    /// A soft equality kept as a definition behaves as one in the tableau: the same values as a solver
    /// that keeps every soft equality in rows (one with dummy markers, which never defines), through a
    /// stronger wish on the innermost view, its removal, and the removal of a link (which frees the
    /// views inside it: the component is rebuilt).
    @Test func definedStaysGiveTheSameValuesAsRows() throws {
        func run(_ solver: Solver) throws -> [[Double]] {
            var x: [Variable] = []
            var links: [ConstraintID] = []
            for i in 0..<60 {
                x.append(solver.makeVariable())
                let stay = i == 0 ? Expression(x[0]) - 10 : Expression([(x[i], 1), (x[i - 1], -1)])
                links.append(try solver.add(Constraint(stay, .equal, Expression(0), priority: try Priority(0.001))))
            }
            var snapshots = [x.map { solver.value(of: $0) }]
            let pull = try solver.add(Constraint(Expression(x[59]), .equal, Expression(25), priority: .defaultLow))
            snapshots.append(x.map { solver.value(of: $0) })
            try solver.remove(pull)
            snapshots.append(x.map { solver.value(of: $0) })
            try solver.remove(links[50])
            try solver.add(Constraint(Expression(x[50]), .equal, Expression(40)))
            snapshots.append(x.map { solver.value(of: $0) })
            return snapshots
        }
        let defined = Solver()
        let values = try run(defined)
        #expect(try run(Solver(dummies: true)) == values)
        #expect(values[0].allSatisfy { $0 == 10 } && values[2].allSatisfy { $0 == 10 })
        #expect(values[1][59] == 25)
        #expect(values[3][49] == 10 && values[3][50] == 40 && values[3][59] == 40)
        #expect(defined.workCounters.constraintsReinstalled > 0)
    }

    /// The size stays alone (a tier per view, no chain): near-linear in every counter.
    @Test func oneTierPerViewIsLinear() throws {
        func sizes(_ depth: Int) throws -> Solver {
            let solver = Solver()
            for d in 0..<depth {
                let w = solver.makeVariable(), h = solver.makeVariable()
                let size = try Priority(0.001 * Double(2 + d))
                try solver.add(Constraint(Expression(w), .equal, Expression(0), priority: size))
                try solver.add(Constraint(Expression(h), .equal, Expression(0), priority: size))
                try solver.add(Constraint(Expression(h), .lessThanOrEqual, Expression(w)))
            }
            _ = solver.value(of: Variable(index: 0))
            return solver
        }
        let a = try sizes(100).workCounters, b = try sizes(400).workCounters
        #expect(b.rowTermOperations <= 5 * a.rowTermOperations, "\(a.rowTermOperations) → \(b.rowTermOperations)")
        #expect(b.pivots <= 5 * a.pivots + 8, "\(a.pivots) → \(b.pivots)")
    }

    /// Tiers still compare strictly: one unit of error at a higher tier outweighs any amount below.
    @Test func manyTiersStayStrict() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        for k in 0..<300 {
            // Tier k wants x == k; the highest tier (k = 299) wins outright.
            try solver.add(
                Constraint(Expression(x), .equal, Expression(Double(k)), priority: try Priority(1 + Double(k))))
        }
        #expect(solver.value(of: x) == 299)
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(150)))
        #expect(solver.value(of: x) == 150)
    }
}
