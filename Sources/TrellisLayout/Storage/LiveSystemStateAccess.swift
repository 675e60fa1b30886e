import TrellisSolver

// Storage: see `SoleOwnerCell` (TrellisSolver) for the invariant these accessors rely on: one owner (the
// live system), one thread, no overlapping access.

/// The live system's state (`LiveSystemState`), read and changed in place in its cell: as stored
/// properties of the system, a class, every access would be checked at run time for overlap with another,
/// and the system makes several for every constraint it installs. Each property is reached by its address
/// in the cell (an addressor): a `_read` or `_modify` coroutine, when the optimizer leaves it out of line,
/// allocates its frame on the heap for every access.
extension LiveSystem {
    /// Where the state's stored property `field` is in the cell (a key path to a stored property always
    /// has an address there).
    private func address<Field>(of field: WritableKeyPath<LiveSystemState, Field>) -> UnsafeMutablePointer<Field> {
        guard let address = stateCell.address.pointer(to: field) else {
            preconditionFailure("LiveSystemState has no stored property at \(field)")
        }
        return address
    }

    var entries: [EngineConstraint] {
        unsafeAddress { UnsafePointer(address(of: \.entries)) }
        unsafeMutableAddress { address(of: \.entries) }
    }
    var occupancy: [Occupancy] {
        unsafeAddress { UnsafePointer(address(of: \.occupancy)) }
        unsafeMutableAddress { address(of: \.occupancy) }
    }
    var positionOfKey: KeyPositions {
        unsafeAddress { UnsafePointer(address(of: \.positionOfKey)) }
        unsafeMutableAddress { address(of: \.positionOfKey) }
    }
    var positionOfID: [Int32] {
        unsafeAddress { UnsafePointer(address(of: \.positionOfID)) }
        unsafeMutableAddress { address(of: \.positionOfID) }
    }
    var brokenKeys: Set<ConstraintKey> {
        unsafeAddress { UnsafePointer(address(of: \.brokenKeys)) }
        unsafeMutableAddress { address(of: \.brokenKeys) }
    }
    var stamp: Int {
        unsafeAddress { UnsafePointer(address(of: \.stamp)) }
        unsafeMutableAddress { address(of: \.stamp) }
    }
    var positions: CanvasPositionCache {
        unsafeAddress { UnsafePointer(address(of: \.positions)) }
        unsafeMutableAddress { address(of: \.positions) }
    }
    var conflicts: [ConflictRecord] {
        unsafeAddress { UnsafePointer(address(of: \.conflicts)) }
        unsafeMutableAddress { address(of: \.conflicts) }
    }
    var heldPositions: [Int] {
        unsafeAddress { UnsafePointer(address(of: \.heldPositions)) }
        unsafeMutableAddress { address(of: \.heldPositions) }
    }
    var offsetScratch: OffsetScratch {
        unsafeAddress { UnsafePointer(address(of: \.offsetScratch)) }
        unsafeMutableAddress { address(of: \.offsetScratch) }
    }
    var heldBack: Bool {
        unsafeAddress { UnsafePointer(address(of: \.heldBack)) }
        unsafeMutableAddress { address(of: \.heldBack) }
    }
    var heldConflict: Bool {
        unsafeAddress { UnsafePointer(address(of: \.heldConflict)) }
        unsafeMutableAddress { address(of: \.heldConflict) }
    }
    var requiredGeneration: Int {
        unsafeAddress { UnsafePointer(address(of: \.requiredGeneration)) }
        unsafeMutableAddress { address(of: \.requiredGeneration) }
    }
    var equalityCache: EqualityStructure? {
        unsafeAddress { UnsafePointer(address(of: \.equalityCache)) }
        unsafeMutableAddress { address(of: \.equalityCache) }
    }
}
