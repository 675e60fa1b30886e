/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (≥ 0).
    case slack
    /// An error variable of a non-required constraint (≥ 0), charged 1 per unit in its tier.
    case error
    /// The marker of a required equality, only used by conflict explanation (kept at 0).
    case dummy
    /// The temporary variable of the artificial phase.
    case artificial
    /// A symbol of a removed constraint; never enters the basis again.
    case dead

    var isRestricted: Bool { self != .external }
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The simplex tableau: sparse rows `basic = constant + Σ coefficient·parametric`, a column index from
/// every symbol to the rows that contain it (so a substitution touches only those rows), and an
/// objective stored per symbol as a sparse vector over priority tiers (highest tier first, see
/// `ObjectiveVector`), compared lexicographically — Auto Layout's strict tiers.
///
/// Every walk is over arrays in an order fixed by the history of operations; every choice between
/// candidates is broken by the lowest symbol index (creation order). Nothing iterates a hash table.
struct Tableau {
    /// Each symbol's kind, row, column, definition, rank and objective (`SymbolEntry`).
    var symbolTable: [SymbolEntry] = []
    /// The symbols' objective vectors (`SymbolEntry.objective`).
    var objectives = ObjectivePool()
    var rows: [Row] = []
    /// Slot → basic symbol, or -1 for a free slot.
    var basicOf = IndexArray()
    var freeSlots: [Int] = []
    /// Min-heap of symbols that may improve the objective (validated when popped).
    var heap = IndexHeap(largestFirst: false)
    /// Slots whose restricted basic went negative (dual simplex work list).
    var infeasible: [Int] = []
    var collectInfeasible = false
    /// The objective of the artificial phase, while it runs.
    var artificial: Row?
    var journal: Journal?
    var rowSaved: [Bool] = []
    /// Bumped whenever a row constant may have changed (invalidates `cachedValues`).
    var version = 0
    /// The solver has queued non-required constraints (checked on every read, so kept here, where
    /// reading it costs no exclusivity check).
    var hasPendingConstraints = false
    /// Variable index → symbol.
    var variableSymbols = IndexArray()
    /// Required equalities kept out of the tableau (see `Definition`), in creation order.
    var definitions: [Definition] = []
    /// Variable index → mentioned by a deferred required constraint (see `Solver.privateVariable`).
    var mentionedByDeferred: [Bool] = []
    /// Variable index → the own variable of a deferred required constraint.
    var isPrivate: [Bool] = []
    /// Symbol → number of active definitions that mention it.
    var referencedByDefinitions = IndexArray()
    /// Rank → symbol (entries of symbols since dropped, or moved to another rank, are stale: check
    /// `symbolTable[symbol].rank == rank`).
    var symbolOfRank = IndexArray()
    /// Values of every variable, filled in one pass when read after a change.
    var cachedValues: [Double] = []
    var cachedVersion = -1
    var directReads = 0
    var directReadsVersion = -1
    /// Work done so far (see `SolverWorkCounters`).
    var work = SolverWorkCounters()
    /// The most terms the rows may hold (`Solver.termLimit`); the rows' terms when last counted, the work
    /// done by then and the work after which to count again; how many they held once over the limit
    /// (`outgrewTermLimit`).
    var termLimit = Int.max {
        didSet { termCount.headroom = max(termLimit - termCount.terms, termCount.terms / 8) }
    }
    var termCount = (terms: 0, operations: 0, headroom: Int.max)
    var termsOverLimit: Int?
    /// Scratch space of `expand` (see `ExpansionScratch`).
    var expansion = ExpansionScratch()
    /// Soft equalities others may be merged into (`mergeSoftDuplicate`).
    var softRepresentatives = SoftRepresentatives()

    var symbolCount: Int { symbolTable.count }

    /// Room for `symbols` symbols in every table kept per symbol (`Solver.reserveCapacity`).
    mutating func reserve(symbols: Int) {
        symbolTable.reserveCapacity(symbols)
        referencedByDefinitions.reserveCapacity(symbols)
        symbolOfRank.reserveCapacity(symbols)
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Int {
        // A row cell keeps its symbol in 32 bits (`Term`). Unreachable from a spec: its limits (a million
        // views, ten million constraints at most) keep a tableau to tens of millions of symbols.
        precondition(symbolTable.count < Int(Int32.max), "more tableau symbols than a row cell can name")
        symbolTable.append(SymbolEntry(kind: kind, rank: symbolOfRank.count))
        referencedByDefinitions.append(0)
        symbolOfRank.append(symbolTable.count - 1)
        return symbolTable.count - 1
    }

    // MARK: - Candidate heap (entering symbols, lowest index first: Bland's rule)

    mutating func considerCandidate(_ symbol: Int) {
        guard !symbolTable[symbol].queued, symbolTable[symbol].row < 0 else { return }
        let sign = leadingSign(symbol)
        let kind = symbolTable[symbol].kind
        guard (kind.isPivotable && sign < 0) || (kind == .external && sign != 0) else { return }
        symbolTable[symbol].queued = true
        heap.push(symbol)
    }

    mutating func popCandidate() -> Int? {
        guard let top = heap.pop() else { return nil }
        symbolTable[top].queued = false
        return top
    }

    // MARK: - Rows and columns (every mutation goes through these, for the journal)

    /// Adds `slot` to the column of `symbol`; returns its index there (the cell's `columnPosition`).
    mutating func columnAppend(_ symbol: Int, _ slot: Int) -> Int {
        touchSymbol(symbol)
        symbolTable[symbol].column.append(slot)
        return symbolTable[symbol].column.count - 1
    }

    /// Removes the cell `term` of the row in `slot` from its column: the column's last entry takes its
    /// place (the same order a search-and-swap would give) and that entry's row learns its new index.
    mutating func columnRemove(_ term: Term, _ slot: Int) {
        let symbol = term.symbol
        touchSymbol(symbol)
        let i = term.columnPosition
        let last = symbolTable[symbol].column.count - 1
        guard i >= 0, i <= last, symbolTable[symbol].column[i] == slot else { return columnRemoveByScan(symbol, slot) }
        work.rowTermOperations &+= 1
        if i != last {
            let moved = symbolTable[symbol].column[last]
            symbolTable[symbol].column[i] = moved
            touchRow(moved)
            if let k = rows[moved].position(of: symbol) { rows[moved].terms[k].columnPosition = i }
        }
        symbolTable[symbol].column.removeLast()
    }

    /// Fallback for a cell whose position is unknown (never taken for rows stored by `insertRow`).
    private mutating func columnRemoveByScan(_ symbol: Int, _ slot: Int) {
        guard let i = symbolTable[symbol].column.lastIndex(of: slot) else { return }
        work.rowTermOperations &+= symbolTable[symbol].column.count - i
        var cell = Term(symbol: symbol, coefficient: 0)
        cell.columnPosition = i
        columnRemove(cell, slot)
    }

    mutating func takeColumn(_ symbol: Int) -> Column {
        touchSymbol(symbol)
        let column = symbolTable[symbol].column
        symbolTable[symbol].column = Column()
        return column
    }

    /// Stores `row` as the row of `basic` and indexes its symbols. The row is consumed: its cells get
    /// their column positions before it is stored, so a caller that is done with it hands over its
    /// storage instead of the tableau copying it.
    @discardableResult
    mutating func insertRow(basic: Int, _ row: consuming Row) -> Int {
        let free = takeFreeSlot()
        let slot = free ?? rows.count
        if free != nil { touchRow(slot) }
        version &+= 1
        touchSymbol(basic)
        symbolTable[basic].row = slot
        var row = row
        work.rowTermOperations &+= row.terms.count
        row.setColumnPositions { columnAppend($0, slot) }
        row.releaseStorageIfEmpty()
        // Moved into its slot: a new slot is appended with the row itself (an empty row stored first and
        // then replaced cost a reference count of each).
        if free != nil {
            basicOf[slot] = basic
            rows[slot] = consume row
        } else {
            basicOf.append(basic)
            rowSaved.append(false)
            rows.append(consume row)
        }
        return slot
    }

    /// Removes the row in `slot` from the tableau and returns it.
    mutating func takeRow(_ slot: Int) -> Row {
        touchRow(slot)
        version &+= 1
        let row = rows[slot]
        work.rowTermOperations &+= row.terms.count
        for term in row.terms { columnRemove(term, slot) }
        let basic = basicOf[slot]
        touchSymbol(basic)
        symbolTable[basic].row = -1
        rows[slot] = Row()
        basicOf[slot] = -1
        freeSlots.append(slot)
        return row
    }

    /// Replaces `symbol` by `row` in every row that contains it, in the objective and in the
    /// artificial objective.
    mutating func substitute(_ symbol: Int, by row: Row) {
        // Past the term limit the solver stops (`Solver.termLimit`): nothing reads this tableau again.
        let growth = symbolTable[symbol].column.count.multipliedReportingOverflow(by: row.terms.count)
        if outgrewTermLimit(adding: growth.overflow ? Int.max : growth.partialValue) { return }
        version &+= 1
        for slot in takeColumn(symbol) {
            touchRow(slot)
            var target = rows[slot]
            rows[slot] = Row()
            let factor = target.coefficient(of: symbol)
            work.rowTermOperations &+= target.terms.count + row.terms.count
            target.remove(symbol)
            target.add(
                row, times: factor,
                appeared: { columnAppend($0, slot) },
                vanished: { columnRemove($0, slot) })
            target.releaseStorageIfEmpty()
            rows[slot] = target
            if collectInfeasible, target.constant < 0, symbolTable[basicOf[slot]].kind.isRestricted {
                infeasible.append(slot)
            }
        }
        let weights = symbolTable[symbol].objective
        if weights >= 0 {
            // The row doesn't mention `symbol`, so its vector stays as it is until cleared after the loop.
            work.rowTermOperations &+= row.terms.count
            for term in row.terms {
                addObjective(term.symbol, weights: weights, times: term.coefficient)
                considerCandidate(term.symbol)
            }
            clearObjective(symbol)
        }
        if var art = artificial {
            let factor = art.coefficient(of: symbol)
            if factor != 0 {
                work.rowTermOperations &+= art.terms.count + row.terms.count
                art.remove(symbol)
                art.add(row, times: factor)
                artificial = art
            }
        }
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    mutating func pivot(entering: Int, slot: Int) {
        let leaving = basicOf[slot]
        work.pivots &+= 1
        var row = takeRow(slot)
        row.insert(leaving, -1)
        row.solve(for: entering)
        substitute(entering, by: row)
        insertRow(basic: entering, consume row)
    }

    /// The value of variable `index` in the current solution. After a change the first few reads go
    /// straight to the tableau; from the 33rd on, every value is filled into a cache in one pass (so a
    /// read-everything layout pass costs one array read per value, and interleaved add/read stays cheap).
    mutating func value(ofVariable index: Int) -> Double {
        if cachedVersion == version, index < cachedValues.count { return cachedValues[index] }
        let symbol = variableSymbols[index]
        if directReadsVersion != version { directReadsVersion = version; directReads = 0 }
        if symbolTable[symbol].definition < 0, directReads < 32 {
            directReads += 1
            let slot = symbolTable[symbol].row
            return slot < 0 ? 0 : rows[slot].constant
        }
        cachedValues = variableValues()
        work.rowTermOperations &+= cachedValues.count + definitions.count
        cachedVersion = version
        return cachedValues[index]
    }

    /// The values of `symbols`, in one pass.
    func values<Symbols: Collection<Int>>(of symbols: Symbols) -> [Double] {
        symbols.map { symbol in
            let slot = symbolTable[symbol].row
            return slot < 0 ? 0 : rows[slot].constant
        }
    }

    func value(ofSymbol symbol: Int) -> Double {
        let slot = symbolTable[symbol].row
        return slot < 0 ? 0 : rows[slot].constant
    }
}
