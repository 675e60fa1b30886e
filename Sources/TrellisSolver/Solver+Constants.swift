extension Solver {
    /// Moves the constants of non-required constraints in place, then restores feasibility once with
    /// the dual simplex — the way `suggestValue` moves an edit's target, for any soft constraint.
    ///
    /// A constraint's marker (its slack, or its positive error for an equality) enters only its own
    /// row, with coefficient `s`; raising the row's constant by `δ` is the same as shifting the marker
    /// by `δ / s`, so every row holding the marker moves by its coefficient times that shift, and
    /// nothing else changes (the objective's coefficients don't, so the basis stays optimal and only
    /// rows that turned negative are repaired). Cost: the marker's column, plus the repairing pivots —
    /// where removing and re-adding the constraint costs a pivot out and a substitution in, and a
    /// second pass changing N label heights this way cost a whole re-solve.
    ///
    /// The repair always finds a pivot: the required constraints don't depend on soft constants, so they
    /// stay satisfiable, and a row whose basic is a slack or error never holds a free unknown (rows are
    /// solved for an unknown whenever they have one, and an unknown leaves the basis only when a removed
    /// marker is pivoted out through an unknown's row, which no slack's or error's row then holds) — so a
    /// negative row has a slack or error with a positive coefficient to enter
    /// (`ChangeConstantsTests.movesAfterRemovalsMatchAFreshSolve` exercises the removals).
    ///
    /// Returns the ids that cannot be moved in place — required constraints (a new constant can make
    /// them unsatisfiable, which only `add` reports), soft equalities kept as lazy definitions, merged
    /// into another or with others merged into them (`SoftRepresentatives`), edit variables, unknown or
    /// removed ids — in the order given; remove and re-add those. Soft bounds merged into another
    /// (`SoftBoundMerges`) are not refused: they move with it, or get rows of their own first
    /// (`settleSoftBoundMerges`). The optimum is the one a fresh solve of the changed system reaches
    /// whenever that optimum is unique.
    public func changeConstants(_ changes: [(id: ConstraintID, constant: Double)]) -> [ConstraintID] {
        requireNotFrozen()
        guard tableau.termsOverLimit == nil else { return changes.map(\.id) }
        if !removedWithoutMarker.isEmpty { rebuildAfterRemovals() }
        let settled = settleSoftBoundMerges(changes)
        var refused: [ConstraintID] = []
        var shifted = false
        tableau.collectInfeasible = true
        defer { tableau.collectInfeasible = false }
        for (id, constant) in changes {
            let i = id.rawValue
            guard i >= 0, i < records.count, constant.isFinite else { refused.append(id); continue }
            if settled.contains(i) {
                records[i].constant = constant
                continue
            }
            let record = records[i]
            guard record.isActive, !record.isEdit, !record.isRequired, !record.isShadowed else {
                refused.append(id)
                continue
            }
            if record.isQueued {
                // Not in the tableau yet: it goes in with the new constant.
                records[i].constant = constant
                continue
            }
            guard hasMovableMarker(record) else {
                refused.append(id)
                continue
            }
            let marker = record.markers.marker
            // The marker's coefficient in the constraint's own row (`Tableau.addConstraint`).
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            tableau.shiftMarker(marker, by: (constant - record.constant) / sign)
            records[i].constant = constant
            shifted = true
        }
        if shifted { tableau.dualOptimize() }
        tableau.work.constantsChanged &+= changes.count - refused.count
        return refused
    }
}

extension Tableau {
    /// Replaces `marker` by `marker + shift` throughout (see `Solver.changeConstants`): a basic marker's
    /// row loses `shift`, every other row holding it gains its coefficient times `shift`. Rows of
    /// restricted symbols that turn negative are queued for `dualOptimize`.
    mutating func shiftMarker(_ marker: Int, by shift: Double) {
        guard shift != 0 else { return }
        version &+= 1
        if symbolTable[marker].row >= 0 {
            let slot = symbolTable[marker].row
            rows[slot].constant -= shift
            if rows[slot].constant < 0 { infeasible.append(slot) }
            return
        }
        let column = symbolTable[marker].column
        work.rowTermOperations &+= column.count
        var negative: [Int] = []
        for slot in column {
            rows[slot].constant += shift * rows[slot].coefficient(of: marker)
            if rows[slot].constant < 0 { negative.append(slot) }
        }
        for slot in negative where symbolTable[basicOf[slot]].kind.isRestricted { infeasible.append(slot) }
    }
}
