import Testing

@testable import TrellisSolver

/// Every constraint the solver holds has a record (410,000 in the feed of 10,000 cells): its terms in the
/// solver's pool at 12 bytes each, and the record itself — constant, priority, where its terms are, its
/// markers, relation and flags in a byte — 40 bytes, with no allocation of its own.
@Suite struct RecordFootprintTests {
    @Test func aRecordIsFortyBytesAndATermTwelve() {
        #expect(MemoryLayout<PooledTerm>.stride == 12)
        #expect(MemoryLayout<ConstraintRecord>.stride == 40)
    }

    /// The flags packed in one byte are set and cleared one at a time.
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
}

/// Every symbol has an entry (720,000 in the feed of 10,000 cells): its kind and flags, row, definition,
/// rank and the first cell of its objective vector in 32 bits each, its column in 8 bytes — 32 bytes, one
/// record per symbol for the reads that decide its fate.
@Suite struct SymbolEntryFootprintTests {
    @Test func aSymbolEntryIsThirtyTwoBytes() {
        #expect(MemoryLayout<SymbolEntry>.stride == 32)
        #expect(MemoryLayout<Term>.stride == 16) // a row cell: its symbol in 32 bits too (`Int32Index`)
    }

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

/// A layout engine keeps an optional variable per unknown, four per view: 8 bytes each, with the index
/// in 32 bits (16 with a full `Int`).
@Suite struct VariableFootprintTests {
    @Test func anOptionalVariableIsEightBytes() {
        #expect(MemoryLayout<Variable?>.stride == 8)
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
