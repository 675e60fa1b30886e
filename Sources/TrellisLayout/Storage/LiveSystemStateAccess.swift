import TrellisSolver

// Storage: see `SoleOwnerCell` (TrellisSolver) for the invariant these accessors rely on: one owner (the
// live system), one thread, no overlapping access.

/// The live system's state (`LiveSystemState`), read and changed in place in its cell: as stored
/// properties of the system, a class, every access would be checked at run time for overlap with another,
/// and the system makes several for every constraint it installs.
extension LiveSystem {
    var entries: [EngineConstraint?] {
        _read { yield stateCell.value.entries }
        _modify { yield &stateCell.value.entries }
    }
    var occupancy: [Occupancy] {
        _read { yield stateCell.value.occupancy }
        _modify { yield &stateCell.value.occupancy }
    }
    var positionOfKey: KeyPositions {
        _read { yield stateCell.value.positionOfKey }
        _modify { yield &stateCell.value.positionOfKey }
    }
    var positionOfID: [Int32] {
        _read { yield stateCell.value.positionOfID }
        _modify { yield &stateCell.value.positionOfID }
    }
    var brokenKeys: Set<ConstraintKey> {
        _read { yield stateCell.value.brokenKeys }
        _modify { yield &stateCell.value.brokenKeys }
    }
    var stamp: Int {
        _read { yield stateCell.value.stamp }
        _modify { yield &stateCell.value.stamp }
    }
    var positions: CanvasPositionCache {
        _read { yield stateCell.value.positions }
        _modify { yield &stateCell.value.positions }
    }
    var conflicts: [ConflictRecord] {
        _read { yield stateCell.value.conflicts }
        _modify { yield &stateCell.value.conflicts }
    }
    var heldPositions: [Int] {
        _read { yield stateCell.value.heldPositions }
        _modify { yield &stateCell.value.heldPositions }
    }
    var solverTerms: [(variable: Variable, coefficient: Double)] {
        _read { yield stateCell.value.solverTerms }
        _modify { yield &stateCell.value.solverTerms }
    }
    var heldBack: Bool {
        _read { yield stateCell.value.heldBack }
        _modify { yield &stateCell.value.heldBack }
    }
    var heldConflict: Bool {
        _read { yield stateCell.value.heldConflict }
        _modify { yield &stateCell.value.heldConflict }
    }
    var requiredGeneration: Int {
        _read { yield stateCell.value.requiredGeneration }
        _modify { yield &stateCell.value.requiredGeneration }
    }
    var equalityCache: EqualityStructure? {
        _read { yield stateCell.value.equalityCache }
        _modify { yield &stateCell.value.equalityCache }
    }
}
