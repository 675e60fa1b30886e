extension Solver {
    /// Keeps the current solution and lets go of the bulk that only further changes need, in a few large
    /// blocks: the constraint records, the objective's cells and two index tables kept per symbol.
    /// Afterwards the solver answers `value(of:)` and
    /// `workCounters`, nothing else: adding, removing, editing or asking what is pinned is a programmer
    /// error. The rows and the symbol entries stay until the solver goes: a process that reads its layout
    /// and exits need not free them piece by piece.
    ///
    /// For a layout solved once: its results are then built in the memory the records held, not beside
    /// it, which lowers the layout's memory peak.
    package func freeze() {
        guard !isFrozen else { return }
        guard tableau.termsOverLimit == nil else {
            isFrozen = true
            return
        }
        flushPending()
        tableau.cachedValues = tableau.variableValues()
        tableau.work.rowTermOperations &+= tableau.cachedValues.count + tableau.definitions.count
        tableau.cachedVersion = tableau.version
        isFrozen = true
        records = BlockArray()
        termPool = TermPool()
        variableIndex = VariableIndex()
        softBounds = SoftBoundMerges()
        pinnedMemo = PinnedMemo()
        tableau.objectives = ObjectivePool()
        tableau.expansion = ExpansionScratch()
        tableau.symbolOfRank = IndexArray()
        tableau.referencedByDefinitions = IndexArray()
    }

    /// Stops a call that needs more than the frozen solution (`freeze`).
    func requireNotFrozen(_ operation: StaticString = #function) {
        precondition(!isFrozen, "\(operation) on a frozen solver (Solver.freeze keeps only the solution)")
    }
}
