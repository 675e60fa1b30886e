/// The queue of constraints added but not yet in the tableau: non-required ones, and required ones
/// that cannot fail (they have a variable of their own). Both go in in canonical order, so the shape of
/// the tableau — and the solver's cost — does not follow the order constraints arrive in.
extension Solver {
    /// Installs the constraints queued by `add`: the deferred required ones first, then the
    /// non-required ones, each in canonical order (see `installDeferredRequired`). Soft constraints wait (until a
    /// result is read, an edit or removal happens, or a required constraint goes through a lazy
    /// definition) so that the required structure added with them goes in first: they then meet a
    /// (mostly) determined geometry and need few pivots (grid_aspect at N = 10,000: 27 s → 3.5 s).
    /// The optimum does not depend on the order; ties still follow the documented rule.
    func flushPending() {
        if !removedWithoutMarker.isEmpty { rebuildAfterRemovals() }
        if !deferredRequired.isEmpty { installDeferredRequired() }
        installPendingSoft()
        tableau.hasPendingConstraints = false
    }

    func installPendingSoft() {
        guard !pendingSoft.isEmpty else { return }
        let queued = canonicalOrder(pendingSoft)
        pendingSoft = []
        for id in queued { _ = install(&records[id]) }
    }

    /// The variable a required record may be deferred with (its own, "private" variable), or nil when
    /// it must go in now. The variable must be in no installed constraint and not another deferred
    /// constraint's own; and either no deferred constraint mentions it, or the record mentions no
    /// deferred constraint's own variable. Then the deferred constraints, each solved for its own
    /// variable in a suitable order, hold for any solution of the installed ones (see
    /// `installDeferredRequired`). One that deferred constraints already mention is preferred, then
    /// the newest.
    func privateVariable(of record: ConstraintRecord) -> Int? { tableau.ownVariable(record.variables) }

    /// Installs the deferred required constraints in canonical order: by their newest variable (the
    /// order views and their variables were made in), then by content, then by id. Each has its own
    /// variable, in no installed constraint (`privateVariable`). Say P must precede Q when Q mentions
    /// P's own variable. A record deferred while mentioning another's own variable took one no
    /// deferred constraint mentioned (only newer records can mention it, and only such records); a
    /// record mentioning none may take one that older records mention (it precedes those). So every
    /// "precedes" edge leaves one of the second kind or points to a newer record of the first kind:
    /// there is no cycle, and solving each record for its own variable in that order satisfies them
    /// all, for any solution of the installed constraints. Installing them (in any order) therefore
    /// cannot fail. The canonical order makes the tableau's shape, and so its cost, independent of
    /// the order in which a layout's constraints arrive.
    func installDeferredRequired() {
        let queued = deferredRequired
        deferredRequired = []
        for id in queued {
            tableau.unmarkDeferred(records[id].variables)
        }
        for id in canonicalOrder(queued) {
            // As in `add`: a required constraint through a lazy definition makes a long row, so the
            // queued soft constraints go in before it (they would otherwise pivot into that row).
            if !pendingSoft.isEmpty,
                records[id].variables.contains(where: { tableau.definitionOf[symbols[$0.variable]] >= 0 })
            {
                installPendingSoft()
            }
            _ = install(&records[id])
        }
    }

    /// The active records of `ids` by their newest variable, then by content, then by id.
    func canonicalOrder(_ ids: [Int]) -> [Int] {
        let keyed = ids.filter { records[$0].isActive }.map { id -> (id: Int, newest: Int) in
            (id, records[id].variables.reduce(-1) { max($0, $1.variable) })
        }
        tableau.work.rowTermOperations &+= keyed.count
        return keyed.sorted { a, b in
            if a.newest != b.newest { return a.newest < b.newest }
            return canonicallyBefore(records[a.id], records[b.id]) ?? (a.id < b.id)
        }.map(\.id)
    }

    /// Orders two records by content (relation, terms by variable, coefficients, constant); nil when equal.
    func canonicallyBefore(_ a: ConstraintRecord, _ b: ConstraintRecord) -> Bool? {
        if a.relation != b.relation { return a.relation.rawValue < b.relation.rawValue }
        if a.variables.count != b.variables.count { return a.variables.count < b.variables.count }
        let x = a.variables.sorted { $0.variable < $1.variable }, y = b.variables.sorted { $0.variable < $1.variable }
        for (s, t) in zip(x, y) {
            if s.variable != t.variable { return s.variable < t.variable }
            if s.coefficient != t.coefficient { return s.coefficient < t.coefficient }
        }
        if a.constant != b.constant { return a.constant < b.constant }
        return nil
    }
}
