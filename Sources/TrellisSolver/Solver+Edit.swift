extension Solver {
    /// Makes `variable` editable: adds `variable == its current value` at `priority`, so adding the
    /// edit does not move anything until `suggestValue` is called.
    /// - Throws: `requiredEditVariable` when `priority` is required, `duplicateEditVariable` when the
    ///   variable is already an edit variable.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        requireNotFrozen()
        try requireWithinTermLimit()
        guard !priority.isRequired else { throw SolverError.requiredEditVariable }
        _ = symbol(of: variable) // gives the variable its tableau symbol if it has none yet
        guard edits[variable.index] == nil else { throw SolverError.duplicateEditVariable }
        flushPending()
        let current = tableau.value(ofVariable: variable.index)
        var record = ConstraintRecord(
            terms: termPool.append(CollectionOfOne((variable.index, 1.0))), constant: -current,
            priority: priority.value,
            relation: .equal,
            isEdit: true)
        _ = install(&record) // non-required: always succeeds
        let id = records.count
        register(record)
        edits[variable.index] = EditInfo(record: id, value: current)
        tableau.work.constraintsAdded &+= 1
    }

    /// - Throws: `unknownEditVariable` when the variable is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws {
        requireNotFrozen()
        try requireWithinTermLimit()
        guard let info = edits[variable.index] else { throw SolverError.unknownEditVariable }
        flushPending()
        removeRecord(info.record)
        edits[variable.index] = nil
        tableau.work.constraintsRemoved &+= 1
    }

    /// Moves an edit variable's target and re-solves incrementally (dual simplex): only the rows that
    /// hold the edit's error are touched.
    /// - Throws: `nonFiniteCoefficient` for NaN/infinite values, `unknownEditVariable`.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        requireNotFrozen()
        try requireWithinTermLimit()
        guard value.isFinite else { throw SolverError.nonFiniteCoefficient }
        guard let info = edits[variable.index] else { throw SolverError.unknownEditVariable }
        flushPending()
        let delta = value - info.value
        edits[variable.index]?.value = value
        records[info.record].constant = -value
        tableau.suggest(records[info.record].markers, delta: delta)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.index] != nil }
}
