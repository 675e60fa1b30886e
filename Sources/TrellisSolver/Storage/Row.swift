/// Values closer to zero than this are treated as zero in pivoting decisions.
let epsilon = 1e-9

func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

/// One `coefficient·symbol` cell of a sparse row: 16 bytes (the symbol is kept in 32 bits beside the
/// column position; a 64-bit symbol made a cell 24 bytes, and rows are most of a large tableau's memory).
/// Symbols number far below 2³¹: `Tableau.newSymbol` checks.
struct Term {
    var coefficient: Double
    @Int32Index var symbol: Int
    /// For a row stored in the tableau: this cell's index in its symbol's column (`SymbolEntry.column`), so
    /// the cell leaves the column index in O(1) (see `Tableau.columnRemove`). Meaningless in other rows.
    @Int32Index var columnPosition = -1

    init(symbol: Int, coefficient: Double) {
        self.coefficient = coefficient
        self.symbol = symbol
    }
}

/// A sparse row `constant + Σ coefficient·symbol`, terms sorted by symbol (creation order), so every
/// walk over a row is deterministic and merges are linear.
struct Row {
    var terms: [Term] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    func position(of symbol: Int) -> Int? {
        let i = lowerBound(symbol)
        return i < terms.count && terms[i].symbol == symbol ? i : nil
    }

    /// Where `symbol`'s cell is, or would go: the first index whose symbol is not below it.
    private func lowerBound(_ symbol: Int) -> Int {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) >> 1
            if terms[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func coefficient(of symbol: Int) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return terms[i].coefficient
    }

    /// Adds `coefficient·symbol`; a cell that becomes (near) zero is removed.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        addCell(symbol, coefficient, appeared: { _ in -1 }, vanished: { _ in })
    }

    /// `insert`, reporting a cell that appears (the callback returns its column position) or cancels out.
    @inline(__always)
    private mutating func addCell(
        _ symbol: Int, _ coefficient: Double, appeared: (Int) -> Int, vanished: (Term) -> Void
    ) {
        let low = lowerBound(symbol)
        if low < terms.count, terms[low].symbol == symbol {
            let merged = terms[low].coefficient + coefficient
            if nearZero(merged) {
                vanished(terms[low])
                terms.remove(at: low)
            } else {
                terms[low].coefficient = merged
            }
        } else if !nearZero(coefficient) {
            var term = Term(symbol: symbol, coefficient: coefficient)
            term.columnPosition = appeared(symbol)
            // Appended when it goes last — a new symbol, the newest, usually does — which costs a fraction
            // of the general insertion.
            if low == terms.count { terms.append(term) } else { terms.insert(term, at: low) }
        }
    }

    mutating func remove(_ symbol: Int) {
        if let i = position(of: symbol) { terms.remove(at: i) }
    }

    /// `self += factor · other`, reporting symbols that appeared (the callback returns the new cell's
    /// column position) and cells that cancelled out.
    ///
    /// Merged in place, from the back: the row grows by the number of symbols that appear, then both
    /// rows are walked from their highest symbol down, each cell written to its final place, so a row
    /// updated by a pivot keeps its storage instead of getting a new array. Cells that cancel leave a gap
    /// at the front, closed at the end. The callbacks come in descending symbol order; each touches only
    /// its own symbol's column, so the tableau is the same as with a front-to-back merge.
    mutating func add(
        _ other: Row, times factor: Double,
        appeared: (Int) -> Int = { _ in -1 }, vanished: (Term) -> Void = { _ in }
    ) {
        constant += other.constant * factor
        if other.terms.isEmpty { return }
        if other.terms.count * Self.sparseRatio <= terms.count {
            addSparse(other, times: factor, appeared: appeared, vanished: vanished)
            return
        }
        let oldCount = terms.count
        var appearing = 0
        other.terms.withUnsafeBufferPointer { b in
            terms.withUnsafeBufferPointer { a in
                var i = 0
                for cell in b {
                    while i < oldCount, a[i].symbol < cell.symbol { i += 1 }
                    if i < oldCount, a[i].symbol == cell.symbol { continue }
                    if !nearZero(cell.coefficient * factor) { appearing += 1 }
                }
            }
        }
        if appearing > 0 {
            terms.reserveCapacity(oldCount + appearing)
            for _ in 0..<appearing { terms.append(Term(symbol: 0, coefficient: 0)) }
        }
        var gap = 0
        other.terms.withUnsafeBufferPointer { b in
            terms.withUnsafeMutableBufferPointer { t in
                var write = oldCount + appearing - 1
                var read = oldCount - 1
                var j = b.count - 1
                while j >= 0 {
                    let cell = b[j]
                    if read >= 0, t[read].symbol > cell.symbol {
                        t[write] = t[read]
                        write -= 1; read -= 1
                    } else if read < 0 || cell.symbol > t[read].symbol {
                        let c = cell.coefficient * factor
                        if !nearZero(c) {
                            var term = Term(symbol: cell.symbol, coefficient: c)
                            term.columnPosition = appeared(cell.symbol)
                            t[write] = term
                            write -= 1
                        }
                        j -= 1
                    } else {
                        let c = t[read].coefficient + cell.coefficient * factor
                        if nearZero(c) {
                            vanished(t[read])
                        } else {
                            var term = t[read]
                            term.coefficient = c
                            t[write] = term
                            write -= 1
                        }
                        read -= 1; j -= 1
                    }
                }
                // Cells 0...read are in place only when nothing cancelled; otherwise shift them up by the gap.
                gap = write - read
                if gap > 0 {
                    while read >= 0 {
                        t[read + gap] = t[read]
                        read -= 1
                    }
                }
            }
        }
        if gap > 0 { terms.removeFirst(gap) }
    }

    /// How much longer than the row added a row must be for `add` to find each added cell by binary search
    /// (`addSparse`) instead of walking both rows.
    static let sparseRatio = 8

    /// `add` for a row many times shorter than this one: each of its cells, from the highest symbol down as
    /// the merge reports them, is found by binary search and updated, inserted or removed in place, so the
    /// cost is the few cells added (and a block move of the cells after each insertion or removal) rather
    /// than a walk through every cell of this row. A slack equality kept as a definition substitutes one
    /// cell into the row of the stack's total, about 2.4 N cells long (`Tableau.defineSlackEquality`), and a
    /// walk of that row for each would make an `equalSpacing` row quadratic. The same arithmetic on the
    /// same cells, the same callbacks in the same order: the row is the same as the merge's.
    private mutating func addSparse(
        _ other: Row, times factor: Double, appeared: (Int) -> Int, vanished: (Term) -> Void
    ) {
        // Room for every cell that may appear, and a quarter more: grown by insertion the row's storage would
        // double, and grown to the exact count it would be copied on nearly every call.
        let needed = terms.count + other.terms.count
        if needed > terms.capacity { terms.reserveCapacity(max(needed, terms.capacity + terms.capacity / 4)) }
        for cell in other.terms.reversed() {
            addCell(cell.symbol, cell.coefficient * factor, appeared: appeared, vanished: vanished)
        }
    }

    /// Gives each cell, in order, the column position `position(symbol)` returns (`Tableau.insertRow`),
    /// writing the cells in place.
    mutating func setColumnPositions(_ position: (Int) -> Int) {
        terms.withUnsafeMutableBufferPointer { cells in
            for k in cells.indices { cells[k].columnPosition = position(cells[k].symbol) }
        }
    }

    /// Lets the cells' storage go once no cell is left. A row that is only a constant — an unknown a
    /// required constraint fixes, such as a view's set size — is a good share of a large tableau's rows,
    /// and each would otherwise keep the array its cells had been in.
    mutating func releaseStorageIfEmpty() {
        if terms.isEmpty, terms.capacity > 0 { terms = [] }
    }

    /// Rewrites `0 = self` as `symbol = …` (the symbol leaves the row).
    mutating func solve(for symbol: Int) {
        guard let i = position(of: symbol) else { return }
        let factor = -1 / terms[i].coefficient
        terms.remove(at: i)
        constant *= factor
        for k in terms.indices { terms[k].coefficient *= factor }
    }

    mutating func negate() {
        constant = -constant
        for k in terms.indices { terms[k].coefficient = -terms[k].coefficient }
    }
}
