/// An array kept in blocks of a fixed size, for the solver's large tables of records (one per
/// constraint, the objectives' cells): indexed as an array, grown by adding a block, never by copying.
///
/// A growing array of hundreds of thousands of records is copied into fresh memory at every doubling —
/// the copy's pages are new to the process each time, and zeroing them is kernel time — and ends with
/// room for up to twice its count. Blocks of about 48 KB come from memory the allocator already holds
/// (the holes earlier phases left), and none is ever moved. The feed of 10,000 cells with its 410,000
/// constraint records in blocks: peak RSS 344 → 339 MB, page faults 99,000 → 95,000, and on the feed of
/// 1,000 no more instructions. (The symbol table in blocks saved 5 MB more, but its entries are read far
/// more often, and the feed of 1,000 took 2 % more instructions.)
///
/// A value, as an array is: the blocks are copied when a shared array is changed (which the solver never
/// does; it keeps one copy of each table).
struct BlockArray<Element>: RandomAccessCollection, MutableCollection {
    private var storage = BlockStorage<Element>()

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    subscript(position: Int) -> Element {
        @inline(__always) _read {
            precondition(position >= 0 && position < storage.count, "index out of range")
            yield storage.address(of: position).pointee
        }
        @inline(__always) _modify {
            precondition(position >= 0 && position < storage.count, "index out of range")
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            yield &storage.address(of: position).pointee
        }
    }

    mutating func append(_ element: Element) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.append(element)
    }

    /// The blocks themselves, for a view that reads elements in place without holding a reference
    /// (`RecordTerms`): appending moves no element, so such a view stays valid while the array lives.
    var blocks: BlockStorage<Element> { storage }
}

/// `BlockArray`'s blocks: each allocated whole and initialized up to the count.
final class BlockStorage<Element> {
    // Unchecked, as `Solver`'s stored properties: one owner, no overlapping access, and the dynamic
    // checks on every element access added 11 % to the feed of 1,000's instructions.
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Element>] = []
    @exclusivity(unchecked) private(set) var count = 0

    /// Elements a block: the largest power of two that fits in 48 KB (at least 64), a constant of the
    /// element type, folded where the storage is specialized.
    @inline(__always) static var shift: Int {
        let perBlock = Swift.max(64, 48 * 1024 / Swift.max(1, MemoryLayout<Element>.stride))
        return Int.bitWidth - 1 - perBlock.leadingZeroBitCount
    }
    @inline(__always) static var blockSize: Int { 1 << shift }

    @inline(__always) func address(of position: Int) -> UnsafeMutablePointer<Element> {
        blocks[position >> Self.shift] + (position & (Self.blockSize - 1))
    }

    func append(_ element: Element) {
        if count & (Self.blockSize - 1) == 0 {
            blocks.append(UnsafeMutablePointer<Element>.allocate(capacity: Self.blockSize))
        }
        address(of: count).initialize(to: element)
        count += 1
    }

    func copy() -> BlockStorage {
        let copy = BlockStorage()
        for i in 0..<count { copy.append(address(of: i).pointee) }
        return copy
    }

    deinit {
        for (b, block) in blocks.enumerated() {
            block.deinitialize(count: Swift.min(Self.blockSize, count - (b << Self.shift)))
            block.deallocate()
        }
    }
}
