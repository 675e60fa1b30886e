import Testing

@testable import TrellisSolver

/// Long rows of labels, where the solver keeps the left edges as lazy definitions (white-box checked):
/// values, removal (component rebuild), edits, diagnostics and conflicts must behave as for short rows.
@Suite struct DefinitionTests {
    struct Row {
        let solver = Solver()
        var lefts: [Variable] = []
        var widths: [Variable] = []
        var links: [ConstraintID] = []
        var preferences: [ConstraintID] = []
        var trailing: ConstraintID?
        let container: Variable

        init(count: Int) throws {
            container = solver.makeVariable("container")
            try solver.addEditVariable(container, priority: .defaultHigh)
            try solver.suggestValue(Double(count) * 58, for: container)
            for i in 0..<count {
                lefts.append(solver.makeVariable("left\(i)"))
                widths.append(solver.makeVariable("width\(i)"))
                if i == 0 {
                    links.append(try solver.add(Constraint(Expression(lefts[0]), .equal, Expression(0))))
                } else {
                    links.append(
                        try solver.add(Constraint(Expression(lefts[i]), .equal, lefts[i - 1] + widths[i - 1] + 8)))
                }
                try solver.add(Constraint(Expression(widths[i]), .greaterThanOrEqual, Expression(10)))
                preferences.append(
                    try solver.add(Constraint(Expression(widths[i]), .equal, Expression(50), priority: .defaultLow)))
            }
            trailing = try solver.add(
                Constraint(lefts[count - 1] + widths[count - 1], .lessThanOrEqual, Expression(container)))
        }
    }

    @Test func wideRowsAreDefinitionsWithTheSameSolution() throws {
        let row = try Row(count: 60)
        #expect(row.solver.tableau.definitions.count > 20)
        for i in 0..<60 {
            #expect(close(row.solver.value(of: row.lefts[i]), Double(i) * 58))
            #expect(close(row.solver.value(of: row.widths[i]), 50))
        }
        #expect(row.solver.isPinned(row.lefts[59]))
        #expect(row.solver.unsatisfiedConstraints().isEmpty)
    }

    @Test func squeezingSpreadsTheErrorInTheLowTier() throws {
        let row = try Row(count: 60)
        try row.solver.suggestValue(3000, for: row.container)
        let total = row.solver.unsatisfiedConstraints().reduce(0) { $0 + $1.error }
        #expect(close(total, 59 * 58 + 50 - 3000, 1e-9))
        #expect(close(row.solver.value(of: row.lefts[59]) + row.solver.value(of: row.widths[59]), 3000))
        try row.solver.suggestValue(60 * 58, for: row.container)
        #expect(row.solver.unsatisfiedConstraints().isEmpty)
    }

    @Test func removingADefinitionRebuildsItsComponent() throws {
        var row = try Row(count: 60)
        try row.solver.remove(row.preferences[30])
        #expect(!row.solver.isPinned(row.widths[30]))
        #expect(!row.solver.isPinned(row.lefts[59]))
        #expect(row.solver.isPinned(row.lefts[29]))
        try row.solver.remove(row.links[40]) // a definition: left40 is cut loose
        row.links.remove(at: 40)
        for id in row.links + [row.trailing].compactMap({ $0 }) {
            #expect(try #require(row.solver.error(of: id)) < 1e-9)
        }
        #expect(!row.solver.isPinned(row.lefts[40]))
        // width30 lost its preference: anything >= 10 is optimal; the views after it follow it.
        #expect(close(row.solver.value(of: row.lefts[29]), 29 * 58))
        #expect(close(row.solver.value(of: row.lefts[39]) - row.solver.value(of: row.lefts[31]), 8 * 58))
        #expect(row.solver.constraintCount == 60 * 3 + 1 - 2)
    }

    @Test func conflictsThroughDefinitionsAreNamed() throws {
        let row = try Row(count: 40)
        // left39 = Σ(width + 8) over 39 views with width >= 10, so left39 <= 39 * 17 cannot hold.
        #expect(throws: SolverError.self) {
            try row.solver.add(Constraint(Expression(row.lefts[39]), .lessThanOrEqual, Expression(39 * 17)))
        }
        do {
            try row.solver.add(Constraint(Expression(row.lefts[39]), .lessThanOrEqual, Expression(39 * 17)))
        } catch SolverError.unsatisfiable(let conflicts) {
            // every link left0…left39 and the 39 minimum widths before view 39: 40 + 39 constraints
            #expect(conflicts.count == 79)
            #expect(conflicts == conflicts.sorted())
        }
        #expect(close(row.solver.value(of: row.lefts[39]), 39 * 58))
    }
}
