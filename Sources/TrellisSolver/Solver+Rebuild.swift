/// Component rebuilds: what removing a required equality without a marker costs (see `Solver.remove`).
extension Solver {
    /// Rebuilds the components of the required equalities removed since the last rebuild.
    func rebuildAfterRemovals() {
        guard !removedWithoutMarker.isEmpty else { return }
        let removed = removedWithoutMarker
        removedWithoutMarker = []
        rebuildComponent(of: removed)
    }

    /// Removing required equalities that were absorbed into a variable's row (they have no marker):
    /// the rows of their connected components are dropped and the components' remaining constraints
    /// are re-added in id order. Other components are untouched. Runs once for a batch of removals
    /// (see `remove`), before the solver's next add, read or edit.
    func rebuildComponent(of removed: [Int]) {
        let members = component(
            startingAt: removed.flatMap { terms(of: records[$0]).map(\.variable) },
            includes: { self.records[$0].isActive && !self.records[$0].isShadowed })
        var doomed: [Int] = members.variables.map { symbols[$0] }
        for id in members.constraints + removed {
            doomed += records[id].markers.symbols
        }
        for s in doomed { tableau.undefine(s) }
        for s in doomed where tableau.symbolTable[s].row >= 0 { _ = tableau.takeRow(tableau.symbolTable[s].row) }
        for s in doomed { tableau.clearObjective(s) }
        for id in members.constraints + removed {
            forgetSoftBound(id)
            for s in records[id].markers.symbols { tableau.symbolTable[s].kind = .dead }
            records[id].markers = .none
        }
        tableau.work.constraintsReinstalled &+= members.constraints.count
        tableau.work.rowTermOperations &+= members.variables.count + members.constraints.count
        for id in members.constraints {
            if tableau.outgrewTermLimit() { return }
            readmit(id)
        }
    }

    /// Puts a member of a rebuilt component back the way `add` first put it in: a required constraint
    /// with a variable of its own is deferred, a soft one queued (both go in in canonical order), others
    /// are installed now. Re-installing everything in id order instead would solve a stack's bottom
    /// connection before the chain of spacings it closes, and leave rows as long as the stack.
    func readmit(_ id: Int) {
        guard records[id].isRequired else {
            queueSoft(id, &records[id])
            return
        }
        if let own = privateVariable(of: records[id]) {
            deferRequired(id, terms(of: records[id]), own: own)
            return
        }
        prepareRequiredInstall(terms(of: records[id]))
        _ = install(&records[id])
    }

    /// The constraints (filtered by `includes`) and variables connected to `start` through shared
    /// variables; constraint ids sorted.
    func component(startingAt start: [Int], includes: (Int) -> Bool) -> (constraints: [Int], variables: [Int]) {
        if variableIndex.indexedRecords != records.count {
            variableIndex = VariableIndex(records, terms: termPool, variableCount: symbols.count)
        }
        var seenVariable = [Bool](repeating: false, count: symbols.count)
        var seenConstraint = [Bool](repeating: false, count: records.count)
        var queue: [Int] = []
        var constraints: [Int] = []
        for v in start where !seenVariable[v] { seenVariable[v] = true; queue.append(v) }
        var head = 0
        while head < queue.count {
            let v = queue[head]; head += 1
            for indexed in variableIndex.constraints(of: v) {
                let id = Int(indexed)
                guard !seenConstraint[id], includes(id) else { continue }
                seenConstraint[id] = true
                constraints.append(id)
                for (w, _) in terms(of: records[id]) where !seenVariable[w] { seenVariable[w] = true; queue.append(w) }
            }
        }
        return (constraints.sorted(), queue)
    }
}
