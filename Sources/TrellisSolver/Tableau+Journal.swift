/// Undo information for one tentative operation (the artificial phase of a required constraint that
/// may turn out unsatisfiable): the first-touched state of every row slot and symbol, so a failed
/// add leaves the tableau exactly as before.
struct Journal {
    var symbolCount: Int
    var slotCount: Int
    /// How many of the free slots the operation has not reached: `freeSlots[..<untouchedFreeSlots]` is as
    /// it was when the journal began.
    var untouchedFreeSlots: Int
    /// The free slots of before the journal that the operation took (popped), in the order it took them.
    /// Not a copy of the whole list: a copy shared with the tableau made its next pop copy the list again,
    /// and after a component rebuild (every dropped row's slot free) each re-added equality's pop copied
    /// them all — quadratic in the rows rebuilt.
    var takenFreeSlots: [Int] = []
    var savedRows: [(slot: Int, row: Row, basic: Int)] = []
    var savedSymbols: [(symbol: Int, rowOf: Int, column: Column, objective: ObjectiveVector)] = []
}

extension Tableau {
    /// Starts journaling; symbols at index `symbolCount` and above are dropped by `rollback`.
    mutating func beginJournal(symbolCount: Int) {
        journal = Journal(symbolCount: symbolCount, slotCount: rows.count, untouchedFreeSlots: freeSlots.count)
    }

    /// A free row slot, taken from the list (the most recently freed), or nil when none is free.
    mutating func takeFreeSlot() -> Int? {
        guard let slot = freeSlots.popLast() else { return nil }
        if let untouched = journal?.untouchedFreeSlots, freeSlots.count < untouched {
            journal?.untouchedFreeSlots = freeSlots.count
            journal?.takenFreeSlots.append(slot)
        }
        return slot
    }

    /// Saves the row in `slot` before its first change under a journal. Every row and column update asks
    /// it, and almost none is under a journal: the test comes first.
    mutating func touchRow(_ slot: Int) {
        if journal != nil { saveRow(slot) }
    }

    private mutating func saveRow(_ slot: Int) {
        guard !rowSaved[slot], let count = journal?.slotCount, slot < count else { return }
        rowSaved[slot] = true
        journal?.savedRows.append((slot, rows[slot], basicOf[slot]))
    }

    /// Saves `symbol`'s entry before its first change under a journal (see `touchRow`).
    mutating func touchSymbol(_ symbol: Int) {
        if journal != nil { saveSymbol(symbol) }
    }

    private mutating func saveSymbol(_ symbol: Int) {
        guard !symbolTable[symbol].saved, let count = journal?.symbolCount, symbol < count else {
            return
        }
        symbolTable[symbol].saved = true
        journal?.savedSymbols.append(
            (
                symbol, symbolTable[symbol].row, symbolTable[symbol].column,
                objectives.vector(from: symbolTable[symbol].objective)
            ))
    }

    mutating func commitJournal() {
        guard let j = journal else { return }
        for entry in j.savedRows { rowSaved[entry.slot] = false }
        for entry in j.savedSymbols { symbolTable[entry.symbol].saved = false }
        journal = nil
    }

    mutating func rollbackJournal() {
        guard let j = journal else { return }
        journal = nil
        version &+= 1
        for s in heap.items where s < symbolTable.count { symbolTable[s].queued = false }
        heap.removeAll()
        infeasible = []
        artificial = nil
        rows.removeLast(rows.count - j.slotCount)
        basicOf.removeLast(basicOf.count - j.slotCount)
        rowSaved.removeLast(rowSaved.count - j.slotCount)
        for entry in j.savedRows {
            rows[entry.slot] = entry.row
            basicOf[entry.slot] = entry.basic
            rowSaved[entry.slot] = false
        }
        freeSlots.removeLast(freeSlots.count - j.untouchedFreeSlots)
        freeSlots.append(contentsOf: j.takenFreeSlots.reversed())
        let drop = symbolTable.count - j.symbolCount
        for symbol in j.symbolCount..<symbolTable.count { objectives.freeVector(from: symbolTable[symbol].objective) }
        symbolTable.removeLast(drop); referencedByDefinitions.removeLast(drop)
        for entry in j.savedSymbols {
            symbolTable[entry.symbol].row = entry.rowOf
            symbolTable[entry.symbol].column = entry.column
            objectives.freeVector(from: symbolTable[entry.symbol].objective)
            symbolTable[entry.symbol].objective = objectives.makeVector(entry.objective)
            symbolTable[entry.symbol].saved = false
        }
    }
}
