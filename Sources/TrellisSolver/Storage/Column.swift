/// The slots of the rows a symbol appears in (`SymbolEntry.column`), unordered, each as `Int`.
///
/// A column of one row keeps it in place, and only a second sends the column to an array: a quarter of
/// a large tableau's symbols sit in exactly one row (an error or slack in its constraint's row) and over
/// half in none, so an array for each one-row column would be an allocation per symbol. The enum takes
/// no more room than the array alone (the array's pointer has spare bits for the case).
struct Column: RandomAccessCollection, MutableCollection {
    private enum Storage {
        case empty
        case one(Int32)
        case many(IndexArray)
    }

    private var storage = Storage.empty

    init() {}

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .empty: return 0
        case .one: return 1
        case .many(let slots): return slots.count
        }
    }

    subscript(position: Int) -> Int {
        get {
            switch storage {
            case .one(let slot):
                // A programmer error, as an array's out-of-range index is: callers read within `indices`.
                precondition(position == 0, "column index out of range")
                return Int(slot)
            case .many(let slots):
                return slots[position]
            case .empty:
                preconditionFailure("column index out of range")
            }
        }
        set {
            switch storage {
            case .one:
                precondition(position == 0, "column index out of range")
                storage = .one(Int32(truncatingIfNeeded: newValue))
            case .many(var slots):
                storage = .empty // the array's only reference while it changes (no copy)
                slots[position] = newValue
                storage = .many(slots)
            case .empty:
                preconditionFailure("column index out of range")
            }
        }
    }

    mutating func append(_ slot: Int) {
        switch storage {
        case .empty:
            storage = .one(Int32(truncatingIfNeeded: slot))
        case .one(let first):
            var slots = IndexArray()
            slots.reserveCapacity(6)
            slots.append(Int(first))
            slots.append(slot)
            storage = .many(slots)
        case .many(var slots):
            storage = .empty
            slots.append(slot)
            storage = .many(slots)
        }
    }

    mutating func removeLast() {
        switch storage {
        case .one:
            storage = .empty
        case .many(var slots):
            storage = .empty
            slots.removeLast()
            storage = .many(slots)
        case .empty:
            preconditionFailure("removing from an empty column")
        }
    }
}
