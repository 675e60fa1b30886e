import TrellisSolver

// Storage: see `SoleOwnerCell` (TrellisSolver) for the invariant these accessors rely on: one owner (the
// live system), one thread, no overlapping access.

/// The live system's state (`LiveSystemState`), read and changed in place in its cell: as stored
/// properties of the system, a class, every access would be checked at run time for overlap with another,
/// and the system makes several for every constraint it installs.
extension LiveSystem {
    var entries: [EngineConstraint] {
        _read { yield stateCell.address.pointee.entries }
        _modify { yield &stateCell.address.pointee.entries }
    }
    var occupancy: [Occupancy] {
        _read { yield stateCell.address.pointee.occupancy }
        _modify { yield &stateCell.address.pointee.occupancy }
    }
    var positionOfKey: KeyPositions {
        _read { yield stateCell.address.pointee.positionOfKey }
        _modify { yield &stateCell.address.pointee.positionOfKey }
    }
    var positionOfID: [Int32] {
        _read { yield stateCell.address.pointee.positionOfID }
        _modify { yield &stateCell.address.pointee.positionOfID }
    }
    var brokenKeys: Set<ConstraintKey> {
        _read { yield stateCell.address.pointee.brokenKeys }
        _modify { yield &stateCell.address.pointee.brokenKeys }
    }
    var stamp: Int {
        _read { yield stateCell.address.pointee.stamp }
        _modify { yield &stateCell.address.pointee.stamp }
    }
    var positions: CanvasPositionCache {
        _read { yield stateCell.address.pointee.positions }
        _modify { yield &stateCell.address.pointee.positions }
    }
    var conflicts: [ConflictRecord] {
        _read { yield stateCell.address.pointee.conflicts }
        _modify { yield &stateCell.address.pointee.conflicts }
    }
    var heldPositions: [Int] {
        _read { yield stateCell.address.pointee.heldPositions }
        _modify { yield &stateCell.address.pointee.heldPositions }
    }
    var offsetScratch: OffsetScratch {
        _read { yield stateCell.address.pointee.offsetScratch }
        _modify { yield &stateCell.address.pointee.offsetScratch }
    }
    var heldBack: Bool {
        _read { yield stateCell.address.pointee.heldBack }
        _modify { yield &stateCell.address.pointee.heldBack }
    }
    var heldConflict: Bool {
        _read { yield stateCell.address.pointee.heldConflict }
        _modify { yield &stateCell.address.pointee.heldConflict }
    }
    var requiredGeneration: Int {
        _read { yield stateCell.address.pointee.requiredGeneration }
        _modify { yield &stateCell.address.pointee.requiredGeneration }
    }
    var equalityCache: EqualityStructure? {
        _read { yield stateCell.address.pointee.equalityCache }
        _modify { yield &stateCell.address.pointee.equalityCache }
    }
}
