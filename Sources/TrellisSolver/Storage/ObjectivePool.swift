/// Every symbol's objective vector, stored sparsely: a vector is its non-zero entries, linked highest
/// priority first (`SymbolEntry.objective` is the first entry's cell, -1 for none). A tier with no entry
/// has coefficient 0. Most symbols have none or one entry, so a layout with a tier per view (the engine's
/// size stays are at 0.001 × (2 + depth)) costs O(entries), not O(symbols × tiers), which a dense vector
/// per symbol would.
///
/// The entries of all symbols share one pool of 24-byte cells, freed cells used again first: an array per
/// symbol would be an allocation per error symbol, and a heap chunk several times the size of its one
/// entry.
///
/// The arithmetic is the dense vector's, entry by entry (an absent entry is the dense 0), so results
/// are bit-identical to it. Which cell holds an entry never shows: every walk follows the links, in
/// priority order.
///
/// A vector's first cell also names its last (`tail(of:)`), so an entry for a tier below all of a
/// vector's goes straight to its end. That is where the stays' entries go: they settle free unknowns
/// one tier per arranged view, installed highest tier first, each below every tier before it. In a
/// stack that overflows, a stay's error is substituted into hundreds of symbols whose vectors already
/// hold the earlier stays' tiers, and walking each vector to its end would make such a column cubic.
struct ObjectivePool {
    private struct Cell {
        var weight: TierWeight
        var next: Int32
        /// In a vector's first cell, the vector's last cell; meaningless in the others. (It fills the
        /// cell's padding: 24 bytes either way.)
        var tail: Int32
    }

    /// In blocks (`BlockArray`), so that the pool grows without being copied at a large layout's memory
    /// peak.
    private var cells = BlockArray<Cell>()
    /// The first of the freed cells, linked through `next`; -1 when none is free.
    private var firstFree: Int32 = -1
    /// Entries stored over all symbols (cells in use).
    private(set) var entryCount = 0

    subscript(cell: Int) -> TierWeight {
        get { cells[cell].weight }
        set { cells[cell].weight = newValue }
    }

    /// The cell after `cell` in its vector, -1 after the last.
    func next(_ cell: Int) -> Int { Int(cells[cell].next) }

    /// The last cell of the vector whose first cell is `head`.
    func tail(of head: Int) -> Int { Int(cells[head].tail) }

    /// Records `last` as the last cell of the vector whose first cell is `head`.
    mutating func setTail(of head: Int, to last: Int) {
        cells[head].tail = Int32(truncatingIfNeeded: last)
    }

    /// A cell holding `weight`, linked to `next`: the vector's links (and its first cell's `tail`) are
    /// the caller's to set.
    mutating func make(_ weight: TierWeight, next: Int) -> Int {
        entryCount += 1
        let made = Cell(weight: weight, next: Int32(truncatingIfNeeded: next), tail: -1)
        guard firstFree >= 0 else {
            cells.append(made)
            return cells.count - 1
        }
        let cell = Int(firstFree)
        firstFree = cells[cell].next
        cells[cell] = made
        return cell
    }

    /// Makes `next` follow `cell` in its vector.
    mutating func link(_ cell: Int, to next: Int) {
        cells[cell].next = Int32(truncatingIfNeeded: next)
    }

    /// Frees `cell` and returns the cell it linked to.
    mutating func free(_ cell: Int) -> Int {
        entryCount -= 1
        let next = cells[cell].next
        cells[cell].next = firstFree
        firstFree = Int32(truncatingIfNeeded: cell)
        return Int(next)
    }

    /// Frees a whole vector.
    mutating func freeVector(from first: Int) {
        var cell = first
        while cell >= 0 { cell = free(cell) }
    }

    /// The vector from `first` on, as an array.
    func vector(from first: Int) -> ObjectiveVector {
        var entries: ObjectiveVector = []
        var cell = first
        while cell >= 0 {
            entries.append(self[cell])
            cell = next(cell)
        }
        return entries
    }

    /// A vector of `entries` (in their order), returning its first cell.
    mutating func makeVector(_ entries: ObjectiveVector) -> Int {
        var first = -1, last = -1
        for entry in entries.reversed() {
            first = make(entry, next: first)
            if last < 0 { last = first }
        }
        if first >= 0 { setTail(of: first, to: last) }
        return first
    }
}
