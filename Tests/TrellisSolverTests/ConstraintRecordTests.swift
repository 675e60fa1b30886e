import Testing

@testable import TrellisSolver

/// A constraint record's flags and terms read back as they were set (their sizes: `MemoryBudgetTests`).
@Suite struct ConstraintRecordTests {
    /// The flags in one byte are set and cleared one at a time.
    @Test func aRecordsFlagsAreIndependent() {
        var record = ConstraintRecord(terms: .empty, constant: 0, priority: 1000, relation: .equal, isEdit: false)
        #expect(record.isActive && !record.isEdit && !record.isQueued && !record.isShadowed)
        record.flags.insert(.queued)
        record.flags.insert(.shadowed)
        record.flags.remove(.active)
        #expect(!record.isActive && !record.isEdit && record.isQueued && record.isShadowed)
        record.flags.remove(.queued)
        #expect(!record.isActive && !record.isEdit && !record.isQueued && record.isShadowed)
        let edit = ConstraintRecord(terms: .empty, constant: 0, priority: 1, relation: .equal, isEdit: true)
        #expect(edit.isActive && edit.isEdit && !edit.isQueued && !edit.isShadowed)
    }

    /// A pooled term's coefficient reads back bit for bit, its variable as given, whatever the sign.
    @Test func aPooledTermReadsBackExactly() {
        for (variable, coefficient) in [(0, 1.0), (7, -0.5), (123_456, 1e-300), (Int(Int32.max) - 1, -.infinity)] {
            let term = PooledTerm((variable, coefficient)).element
            #expect(term.variable == variable && term.coefficient.bitPattern == coefficient.bitPattern)
        }
    }
}

@Suite struct SymbolEntryTests {
    /// A new symbol starts parametric, undefined, unqueued, with no column or objective, ranked where it
    /// was made.
    @Test func aNewSymbolStartsEmpty() {
        var tableau = Tableau()
        let first = tableau.newSymbol(.external), second = tableau.newSymbol(.slack)
        #expect([first, second] == [0, 1])
        let entry = tableau.symbolTable[second]
        #expect(entry.kind == .slack && entry.row == -1 && entry.definition == -1 && entry.rank == 1)
        #expect(!entry.queued && !entry.saved && entry.column.isEmpty && entry.objective == -1)
        #expect(tableau.referencedByDefinitions[second] == 0 && tableau.symbolOfRank[1] == second)
    }
}

@Suite struct VariableTests {
    /// Variables number and order by creation.
    @Test func variablesAreNumberedInCreationOrder() {
        let s = Solver()
        let variables = (0..<3).map { _ in s.makeVariable() }
        #expect(variables.map(\.index) == [0, 1, 2] && variables[0] < variables[2])
    }
}

/// A row left with only its constant — an unknown that required constraints fix — keeps no cell storage
/// (`Row.releaseStorageIfEmpty`): a quarter of a large layout's rows are such.
@Suite struct ConstantRowStorageTests {
    @Test func aRowReducedToItsConstantLetsItsCellsGo() throws {
        let s = Solver()
        var chains: [(Variable, Variable, Variable)] = []
        for i in 0..<50 {
            let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable()
            // b and c first depend on a, then a is fixed: substituting it empties their rows.
            try s.add(Constraint(Expression(b), .equal, a + 5))
            try s.add(Constraint(Expression(c), .greaterThanOrEqual, b + 1))
            try s.add(Constraint(Expression(c), .equal, Expression(0), priority: .defaultLow))
            try s.add(Constraint(Expression(a), .equal, Expression(Double(i))))
            chains.append((a, b, c))
        }
        for (i, (a, b, c)) in chains.enumerated() {
            #expect(s.value(of: a) == Double(i) && s.value(of: b) == Double(i) + 5 && s.value(of: c) == Double(i) + 6)
        }
        let t = s.tableau
        let constantRows = t.rows.indices.filter { t.basicOf[$0] >= 0 && t.rows[$0].terms.isEmpty }
        #expect(constantRows.count >= 100)
        #expect(constantRows.allSatisfy { t.rows[$0].terms.capacity == 0 })
    }
}
