/// What the tableau keeps about one symbol (`Tableau.symbolTable`), together: the reads that decide a
/// symbol's fate — its kind, row, column, definition, objective — touch one record rather than an
/// entry in each of eight arrays, and a new symbol is one append rather than nine. (How many definitions
/// mention a symbol, rarely read, stays in an array of its own, which keeps the record small.)
struct SymbolEntry {
    var kind: SymbolKind
    /// In the candidate heap (`Tableau.heap`).
    var queued = false
    /// Saved by the journal since it began (`Tableau+Journal.swift`).
    var saved = false
    /// The slot of the row the symbol heads, or -1 when parametric.
    @Int32Index var row = -1
    /// The symbol's index in `Tableau.definitions`, or -1.
    @Int32Index var definition = -1
    /// The symbol's place in the order definitions are evaluated in (see `Definition`): creation order,
    /// except that a symbol defined in terms of newer ones is moved after everything that exists.
    @Int32Index var rank: Int
    /// The slots of the rows whose right-hand side contains the symbol. Unordered; each cell of a stored
    /// row knows its index here (`Term.columnPosition`), so removing a cell is O(1) (a swap with the
    /// column's last entry, whose row is told its new index by a binary search in that row).
    var column = Column()
    /// The first cell of the symbol's objective vector in `Tableau.objectives`, -1 for none (a tier is
    /// named by its priority value).
    @Int32Index var objective = -1

    init(kind: SymbolKind, rank: Int) {
        self.kind = kind
        self.rank = rank
    }
}

extension [SymbolEntry] {
    /// Whether `symbol` is an external variable in no row, not basic, not defined, without objective
    /// entries (`Tableau.isDefinable`). Read field by field where the entry is stored: a method of the
    /// entry would get a copy of it (its column retained and released), and of the tableau, the whole
    /// tableau.
    func isDefinable(_ symbol: Int) -> Bool {
        self[symbol].kind == .external && self[symbol].row < 0 && self[symbol].column.isEmpty
            && self[symbol].definition < 0 && self[symbol].objective < 0
    }
}
