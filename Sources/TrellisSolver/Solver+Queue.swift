/// The queue of constraints added but not yet in the tableau: non-required ones, and required ones
/// that cannot fail (they have a variable of their own). Both go in in canonical order, so the shape of
/// the tableau — and the solver's cost — does not follow the order constraints arrive in; the soft ones
/// highest priority first, so each tier meets the tiers above it already solved.
extension Solver {
    /// Installs the constraints queued by `add`: the deferred required ones first, in canonical order
    /// (see `installDeferredRequired`), then the non-required ones, highest priority first and each
    /// tier in canonical order. Soft constraints wait (until a result is read, an edit or removal
    /// happens, or a required constraint goes through a lazy definition) so that the required structure
    /// added with them goes in first: they then meet a (mostly) determined geometry and need few pivots.
    /// Highest priority first, a constraint never goes in
    /// above tiers already optimised and makes the solver optimise them again: a stack's compression
    /// resistances (750) would go in after the first pass's provisional widths (25) of the views before them
    /// and move them all back, a pivot each.
    /// The optimum does not depend on the order; ties still follow the documented rule.
    func flushPending() {
        requireNotFrozen()
        guard tableau.termsOverLimit == nil else { return }
        if !removedWithoutMarker.isEmpty { rebuildAfterRemovals() }
        if !deferredRequired.isEmpty { installDeferredRequired() }
        installPendingSoft()
        tableau.hasPendingConstraints = false
    }

    func installPendingSoft() {
        guard !pendingSoft.isEmpty else { return }
        let queued = canonicalOrder(pendingSoft.filter { records[$0].isQueued })
        pendingSoft = []
        for g in groupsWithPendingSoft { pendingSoftOfGroup[g] = [] }
        groupsWithPendingSoft = []
        for id in queued {
            if tableau.outgrewTermLimit() { return }
            records[id].flags.remove(.queued)
            installSoft(id)
        }
    }

    // MARK: - Link groups
    //
    // Variables are grouped by the constraints added over them (union-find; a removal never splits a
    // group, which only makes a partial flush install more than it must). When a required constraint
    // goes through a lazy definition, only the queued soft constraints of its group go in before it:
    // the others share no symbol with its row. Without this, a stack's vertical chain flushed its
    // labels' width constraints too, before the constraint fixing the common width arrived; that
    // constraint then moved the width across every label's intrinsic width, one pivot each, each
    // through a column holding every label.

    /// Queues a soft constraint (linked already) under its group.
    func queueSoft(_ id: Int, _ record: inout ConstraintRecord) {
        record.flags.insert(.queued)
        pendingSoft.append(id)
        if let first = terms(of: record).first {
            let g = group(of: first.variable)
            if pendingSoftOfGroup[g].isEmpty {
                groupsWithPendingSoft.append(g)
                // Made whole with room for four (a view's hugging and compression resistance on both
                // axes): cheaper than an append's growth from no storage, and than growing from one.
                var ids: [Int] = []
                ids.reserveCapacity(4)
                ids.append(id)
                pendingSoftOfGroup[g] = ids
            } else {
                pendingSoftOfGroup[g].append(id)
            }
        }
        tableau.hasPendingConstraints = true
    }

    /// Installs the queued soft constraints of the group of `variables` (already linked), highest
    /// priority first and each tier in canonical order.
    func installPendingSoft(linkedTo variables: RecordTerms) {
        guard let first = variables.first else { return }
        let g = group(of: first.variable)
        let ids = pendingSoftOfGroup[g]
        guard !ids.isEmpty else { return }
        pendingSoftOfGroup[g] = []
        for id in canonicalOrder(ids.filter { records[$0].isQueued }) {
            if tableau.outgrewTermLimit() { return }
            records[id].flags.remove(.queued)
            installSoft(id)
        }
    }

    /// The root of a variable's link group (with path halving).
    func group(of variable: Int) -> Int { Self.root(of: variable, in: &linkParent) }

    /// The walk of `group(of:)` over one access to the parents (each access to a class's property is
    /// checked for exclusivity at run time: three per step).
    private static func root(of variable: Int, in parents: inout IndexArray) -> Int {
        var v = variable
        while parents[v] != v {
            parents[v] = parents[parents[v]]
            v = parents[v]
        }
        return v
    }

    /// Puts the variables of one constraint in one group; the queued soft constraints of merged groups
    /// move to the surviving root (the shorter list appended to the longer).
    func link(_ variables: RecordTerms) {
        guard let first = variables.first else { return }
        var root = group(of: first.variable)
        for i in 1..<variables.count {
            let other = group(of: variables[i].variable)
            guard other != root else { continue }
            var (keep, drop) = (root, other)
            let keepCount = pendingSoftOfGroup[keep].count, dropCount = pendingSoftOfGroup[drop].count
            if dropCount > keepCount || (dropCount == keepCount && drop < keep) { swap(&keep, &drop) }
            linkParent[drop] = keep
            if !pendingSoftOfGroup[drop].isEmpty {
                let moved = pendingSoftOfGroup[drop]
                pendingSoftOfGroup[drop] = []
                if pendingSoftOfGroup[keep].isEmpty { groupsWithPendingSoft.append(keep) }
                pendingSoftOfGroup[keep].append(contentsOf: moved)
            }
            root = keep
        }
    }

    /// Queues a required constraint that cannot fail with its own variable `own` (see `privateVariable`).
    func deferRequired(_ id: Int, _ variables: RecordTerms, own: Int) {
        deferredRequired.append(id)
        tableau.markDeferred(variables, own: own)
        tableau.hasPendingConstraints = true
    }

    /// What goes in before a required constraint over `variables` that must go in now: the deferred
    /// required constraints, and — when it goes through a lazy definition, which makes a long row — the
    /// queued soft constraints linked to it, which would otherwise pivot symbols of that row.
    func prepareRequiredInstall(_ variables: RecordTerms) {
        if !deferredRequired.isEmpty { installDeferredRequired() }
        installSoftBeforeDefinitions(variables)
    }

    /// The queued soft constraints linked to a required constraint over `variables`, when it mentions a
    /// defined variable (see `prepareRequiredInstall`).
    func installSoftBeforeDefinitions(_ variables: RecordTerms) {
        guard !pendingSoft.isEmpty,
            variables.contains(where: { tableau.symbolTable[symbols[$0.variable]].definition >= 0 })
        else { return }
        installingBeforeDefinition = true
        defer { installingBeforeDefinition = false }
        installPendingSoft(linkedTo: variables)
    }

    /// The variable a required record may be deferred with (its own, "private" variable), or nil when
    /// it must go in now. The variable must be in no installed constraint and not another deferred
    /// constraint's own; and either no deferred constraint mentions it, or the record mentions no
    /// deferred constraint's own variable. Then the deferred constraints, each solved for its own
    /// variable in a suitable order, hold for any solution of the installed ones (see
    /// `installDeferredRequired`). One that deferred constraints already mention is preferred, then
    /// the newest.
    func privateVariable(of record: ConstraintRecord) -> Int? { tableau.ownVariable(terms(of: record)) }

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
        var queued: [Int] = []
        swap(&queued, &deferredRequired)
        for id in queued {
            tableau.unmarkDeferred(terms(of: records[id]))
        }
        for id in canonicalOrder(queued) {
            if tableau.outgrewTermLimit() { return }
            // As in `add` (`prepareRequiredInstall`); the deferred constraints are the ones going in here.
            installSoftBeforeDefinitions(terms(of: records[id]))
            _ = install(&records[id])
        }
        // The list's storage serves the next deferrals (a layout makes many small batches).
        if deferredRequired.isEmpty {
            queued.removeAll(keepingCapacity: true)
            deferredRequired = queued
        }
    }

    /// The active records of `ids` by priority (highest first), then by their newest variable, then by
    /// content, then by id. (Deferred required records are all at 1000: for them, by newest variable.)
    ///
    /// Sorted tier by tier: a queue holds a handful of priorities interleaved (a view's hugging and
    /// compression resistance, then the next view's), and within one tier the records mostly arrive in
    /// the order of their newest variables already, runs the stable sort takes in one pass; sorting the
    /// whole queue at once meets those runs cut short at every change of tier. The order is the same: the priority decides first.
    func canonicalOrder(_ ids: [Int]) -> [Int] {
        ids.count <= Self.shortQueue ? shortCanonicalOrder(ids) : tieredCanonicalOrder(ids)
    }

    /// `canonicalOrder` tier by tier (see there).
    func tieredCanonicalOrder(_ ids: [Int]) -> [Int] {
        // The priority rides in the key: the comparisons then read no record (a random access each into
        // an array of 96-byte records, two per comparison, was most of sorting a large queue).
        var tiers: [(priority: Double, members: [(id: Int, newest: Int)])] = []
        // A record's tier is found by scanning the few tiers a queue usually has; past `scannedTiers`, by
        // a table (built then), so a queue of as many priorities as records stays O(n log n). Only to file
        // records: the tiers' order comes from sorting them.
        let scannedTiers = 8
        var tierOf: [Double: Int] = [:]
        var last = -1
        for id in ids where records[id].isActive {
            let priority = records[id].priority
            let key = (id: id, newest: terms(of: records[id]).reduce(-1) { max($0, $1.variable) })
            if last < 0 || tiers[last].priority != priority {
                let known =
                    tiers.count <= scannedTiers
                    ? tiers.firstIndex { $0.priority == priority } : tierOf[priority]
                if let known {
                    last = known
                } else {
                    last = tiers.count
                    tiers.append((priority, []))
                    if tiers.count == scannedTiers + 1 {
                        for (t, tier) in tiers.enumerated() { tierOf[tier.priority] = t }
                    } else if tiers.count > scannedTiers + 1 {
                        tierOf[priority] = last
                    }
                }
            }
            tiers[last].members.append(key)
        }
        tableau.work.rowTermOperations &+= tiers.reduce(0) { $0 + $1.members.count }
        tiers.sort { $0.priority > $1.priority }
        var ordered: [Int] = []
        ordered.reserveCapacity(ids.count)
        for tier in tiers {
            let sorted = tier.members.sorted { a, b in
                if a.newest != b.newest { return a.newest < b.newest }
                return canonicallyBefore(records[a.id], records[b.id]) ?? (a.id < b.id)
            }
            for member in sorted { ordered.append(member.id) }
        }
        return ordered
    }

    /// Queues up to this long are put in order by `shortCanonicalOrder`.
    static let shortQueue = 16

    /// `canonicalOrder` for a short queue — most are: the few constraints a deferred install or a
    /// group's soft queue holds — in one array, by one
    /// insertion sort on the same keys: priority (highest first), newest variable, content, id. The keys
    /// order every pair of records (ids differ), so any sort by them gives the tiered sort's order; the
    /// tiers' arrays cost five allocations a call.
    func shortCanonicalOrder(_ ids: [Int]) -> [Int] {
        var keys: [(id: Int, newest: Int, priority: Double)] = []
        keys.reserveCapacity(ids.count)
        for id in ids where records[id].isActive {
            keys.append((id, terms(of: records[id]).reduce(-1) { max($0, $1.variable) }, records[id].priority))
        }
        tableau.work.rowTermOperations &+= keys.count
        func precedes(_ a: (id: Int, newest: Int, priority: Double), _ b: (id: Int, newest: Int, priority: Double))
            -> Bool
        {
            if a.priority != b.priority { return a.priority > b.priority }
            if a.newest != b.newest { return a.newest < b.newest }
            return canonicallyBefore(records[a.id], records[b.id]) ?? (a.id < b.id)
        }
        for i in keys.indices.dropFirst() {
            let key = keys[i]
            var j = i
            while j > 0, precedes(key, keys[j - 1]) {
                keys[j] = keys[j - 1]
                j -= 1
            }
            keys[j] = key
        }
        return keys.map(\.id)
    }

    /// Orders two records by content (relation, terms by variable, coefficients, constant); nil when equal.
    func canonicallyBefore(_ a: ConstraintRecord, _ b: ConstraintRecord) -> Bool? {
        if a.relation != b.relation { return a.relation.rawValue < b.relation.rawValue }
        if a.terms.count != b.terms.count { return a.terms.count < b.terms.count }
        let aTerms = terms(of: a), bTerms = terms(of: b)
        // Compared by variable: as they are when both are in that order already (the layout engine's
        // are), sorted copies otherwise.
        let order =
            Self.isSortedByVariable(aTerms) && Self.isSortedByVariable(bTerms)
            ? Self.firstDifference(aTerms, bTerms)
            : Self.firstDifference(
                aTerms.sorted { $0.variable < $1.variable }, bTerms.sorted { $0.variable < $1.variable })
        if let order { return order }
        if a.constant != b.constant { return a.constant < b.constant }
        return nil
    }

    private static func isSortedByVariable(_ terms: RecordTerms) -> Bool {
        zip(terms, terms.dropFirst()).allSatisfy { $0.variable < $1.variable }
    }

    /// Whether the first pair of terms that differ has `x`'s first (by variable, then coefficient); nil
    /// when all are equal.
    private static func firstDifference(
        _ x: some Collection<RecordTerms.Element>, _ y: some Collection<RecordTerms.Element>
    ) -> Bool? {
        for (s, t) in zip(x, y) {
            if s.variable != t.variable { return s.variable < t.variable }
            if s.coefficient != t.coefficient { return s.coefficient < t.coefficient }
        }
        return nil
    }
}
