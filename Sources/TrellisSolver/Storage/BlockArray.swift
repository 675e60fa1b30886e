/// An array kept in blocks of a fixed size, for the solver's large tables of records (one per
/// constraint, the objectives' cells): indexed as an array, grown by adding a block, never by copying.
///
/// A growing array of hundreds of thousands of records is copied into fresh memory at every doubling, both
/// copies resident for the moment, and ends with room for up to twice its count. Blocks of about 48 KB
/// come from memory the allocator already holds, and none is ever moved once allocated, so an element's
/// place is stable while the array lives (`RecordTerms` relies on it).
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

    /// The blocks themselves, for a view that reads elements in place (`RecordTerms`): appending moves no
    /// element, so such a view reads what was there when it was made.
    var blocks: BlockStorage<Element> { storage }
}

/// `BlockArray`'s blocks: each allocated whole and initialized up to the count.
final class BlockStorage<Element> {
    // Unchecked under the storage invariant (`SoleOwnerCell`): one owner, one thread, no overlapping
    // access. Every element read and write goes through these two properties, and with dynamic checks
    // each would pay for one.
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Element>] = []
    @exclusivity(unchecked) private(set) var count = 0

    /// Elements a block: the largest power of two that fits in 48 KB (at least 64), a constant of the
    /// element type, folded where the storage is specialized.
    @inline(__always) static var shift: Int {
        let perBlock = Swift.max(64, 48 * 1024 / Swift.max(1, MemoryLayout<Element>.stride))
        return Int.bitWidth - 1 - perBlock.leadingZeroBitCount
    }
    @inline(__always) static var blockSize: Int { 1 << shift }

    @inline(__always) fileprivate func address(of position: Int) -> UnsafeMutablePointer<Element> {
        blocks[position >> Self.shift] + (position & (Self.blockSize - 1))
    }

    /// The element at `position`, which must be below `count`.
    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return address(of: position).pointee
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
