/// An array of small integers — symbols, row slots, ranks, definition indices, counts, or -1 — kept in
/// 32 bits each and read and written as `Int`.
///
/// The tableau keeps several such tables per symbol and per row, and on a large layout — hundreds of
/// thousands of symbols — they are most of its fixed memory, halved this way. Every value stays far below
/// 2³¹: `Tableau.newSymbol` keeps the symbol count under
/// `Int32.max`, and slots, ranks and definitions number at most a few times the symbols.
struct IndexArray: RandomAccessCollection, MutableCollection {
    private var storage: [Int32] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    subscript(position: Int) -> Int {
        get { Int(storage[position]) }
        set { storage[position] = Int32(truncatingIfNeeded: newValue) }
    }

    mutating func append(_ value: Int) { storage.append(Int32(truncatingIfNeeded: value)) }

    mutating func reserveCapacity(_ n: Int) { storage.reserveCapacity(n) }

    mutating func removeLast(_ k: Int) { storage.removeLast(k) }

    mutating func removeLast() { storage.removeLast() }
}

/// A small integer — a symbol, a row slot, a rank, a definition index, or -1 — stored in 32 bits and read
/// and written as `Int`, for the fields of records kept by the hundred thousand (`SymbolEntry`, `Markers`).
@propertyWrapper
struct Int32Index: Equatable {
    private var stored: Int32

    init(wrappedValue: Int) { stored = Int32(truncatingIfNeeded: wrappedValue) }

    var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(truncatingIfNeeded: newValue) }
    }
}
