/// Values closer to zero than this are treated as zero in pivoting decisions.
let epsilon = 1e-9

func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

/// One `coefficient·symbol` cell of a sparse row: 16 bytes (the symbol is kept in 32 bits beside the
/// column position; a 64-bit symbol made a cell 24 bytes, and rows are most of a large tableau's memory).
/// Symbols number far below 2³¹: `Tableau.newSymbol` checks.
struct Term {
    var coefficient: Double
    private var symbolIndex: Int32
    /// For a row stored in the tableau: this cell's index in `Tableau.columns[symbol]`, so the cell
    /// leaves the column index in O(1) (see `Tableau.columnRemove`). Meaningless in other rows.
    var columnPosition: Int32 = -1

    var symbol: Int {
        get { Int(symbolIndex) }
        set { symbolIndex = Int32(truncatingIfNeeded: newValue) }
    }

    init(symbol: Int, coefficient: Double) {
        self.coefficient = coefficient
        self.symbolIndex = Int32(truncatingIfNeeded: symbol)
    }
}

/// A sparse row `constant + Σ coefficient·symbol`, terms sorted by symbol (creation order), so every
/// walk over a row is deterministic and merges are linear.
struct Row {
    var terms: [Term] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    func position(of symbol: Int) -> Int? {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) >> 1
            let s = terms[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    func coefficient(of symbol: Int) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return terms[i].coefficient
    }

    /// Adds `coefficient·symbol`; a cell that becomes (near) zero is removed.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) >> 1
            if terms[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        if low < terms.count, terms[low].symbol == symbol {
            let merged = terms[low].coefficient + coefficient
            if nearZero(merged) { terms.remove(at: low) } else { terms[low].coefficient = merged }
        } else if !nearZero(coefficient) {
            terms.insert(Term(symbol: symbol, coefficient: coefficient), at: low)
        }
    }

    mutating func remove(_ symbol: Int) {
        if let i = position(of: symbol) { terms.remove(at: i) }
    }

    /// `self += factor · other`, reporting symbols that appeared (the callback returns the new cell's
    /// column position) and cells that cancelled out.
    mutating func add(
        _ other: Row, times factor: Double,
        appeared: (Int) -> Int32 = { _ in -1 }, vanished: (Term) -> Void = { _ in }
    ) {
        constant += other.constant * factor
        if other.terms.isEmpty { return }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        let a = terms, b = other.terms
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = b[j].coefficient * factor
                if !nearZero(c) {
                    var term = Term(symbol: b[j].symbol, coefficient: c)
                    term.columnPosition = appeared(b[j].symbol)
                    merged.append(term)
                }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * factor
                if nearZero(c) {
                    vanished(a[i])
                } else {
                    var term = a[i]
                    term.coefficient = c
                    merged.append(term)
                }
                i += 1; j += 1
            }
        }
        terms = merged
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
