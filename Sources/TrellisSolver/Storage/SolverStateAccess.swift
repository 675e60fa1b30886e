// Storage: see `SoleOwnerCell` for the invariant these accessors rely on.

/// The solver's state (`SolverState`), read and changed in place in its cell: as stored properties of the
/// solver, a class, every access would be checked at run time for overlap with another, and the solver
/// makes several such accesses for every constraint it takes.
extension Solver {
    var names: [String] {
        _read { yield stateCell.value.names }
        _modify { yield &stateCell.value.names }
    }
    var records: BlockArray<ConstraintRecord> {
        _read { yield stateCell.value.records }
        _modify { yield &stateCell.value.records }
    }
    var termPool: TermPool {
        _read { yield stateCell.value.termPool }
        _modify { yield &stateCell.value.termPool }
    }
    var variableIndex: VariableIndex {
        _read { yield stateCell.value.variableIndex }
        _modify { yield &stateCell.value.variableIndex }
    }
    var edits: [Int: EditInfo] {
        _read { yield stateCell.value.edits }
        _modify { yield &stateCell.value.edits }
    }
    var activeCount: Int {
        _read { yield stateCell.value.activeCount }
        _modify { yield &stateCell.value.activeCount }
    }
    var pendingSoft: [Int] {
        _read { yield stateCell.value.pendingSoft }
        _modify { yield &stateCell.value.pendingSoft }
    }
    var linkParent: IndexArray {
        _read { yield stateCell.value.linkParent }
        _modify { yield &stateCell.value.linkParent }
    }
    var pendingSoftOfGroup: [[Int]] {
        _read { yield stateCell.value.pendingSoftOfGroup }
        _modify { yield &stateCell.value.pendingSoftOfGroup }
    }
    var groupsWithPendingSoft: [Int] {
        _read { yield stateCell.value.groupsWithPendingSoft }
        _modify { yield &stateCell.value.groupsWithPendingSoft }
    }
    var deferredRequired: [Int] {
        _read { yield stateCell.value.deferredRequired }
        _modify { yield &stateCell.value.deferredRequired }
    }
    var boundGroups: [Int: BoundGroup] {
        _read { yield stateCell.value.boundGroups }
        _modify { yield &stateCell.value.boundGroups }
    }
    var removedWithoutMarker: [Int] {
        _read { yield stateCell.value.removedWithoutMarker }
        _modify { yield &stateCell.value.removedWithoutMarker }
    }
    var installingBeforeDefinition: Bool {
        _read { yield stateCell.value.installingBeforeDefinition }
        _modify { yield &stateCell.value.installingBeforeDefinition }
    }
    var softBounds: SoftBoundMerges {
        _read { yield stateCell.value.softBounds }
        _modify { yield &stateCell.value.softBounds }
    }
    var pinnedMemo: PinnedMemo {
        _read { yield stateCell.value.pinnedMemo }
        _modify { yield &stateCell.value.pinnedMemo }
    }
    var isFrozen: Bool {
        _read { yield stateCell.value.isFrozen }
        _modify { yield &stateCell.value.isFrozen }
    }
}
