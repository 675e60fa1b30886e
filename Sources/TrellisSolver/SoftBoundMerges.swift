/// Non-required bounds on one variable (`width <= 57 @250`) that repeat one already in the tableau — the
/// same variable and value, in either direction, at any priority — merged into it.
///
/// Every view with an intrinsic size bounds its width from both sides at that size: compression
/// resistance `w >= L @750` and hugging `w <= L @250`; a stack view adds the same two again just below those
/// priorities, weighted by the view's index, to break ties by index (`arrangementOrder`). As rows of their
/// own, all four are tight when the view has its intrinsic size: a degenerate vertex per view. A stack
/// pinned at both ends whose views must shrink or grow would walk through every one of them, two
/// degenerate pivots a view, each through the row of the stack's total: quadratic in the views.
///
/// The representative's row is `a·v + c + σ·(s − e) = 0` (σ = 1 for `<=`), with its slack `s` free and its
/// error `e` costed. At any optimum `e` is its violation, `max(0, σ·(a·v + c))`: the two appear together only
/// in that constraint, so lowering both while `e` costs something improves the objective. A repeat in the
/// same direction, `k·(a·v + c) <= 0` (k > 0), costs `k` times that violation: it adds `k` to `e` in its own
/// tier and makes no row. A repeat in the opposite direction costs the violation on the other side, and
/// once that has a cost, `s` is that violation by the same argument: it adds its weight to `s`. Compression
/// resistance and hugging then make one row, a soft equality whose two errors cost differently, and the
/// vertex is no longer degenerate. The optimum is the one the rows give (tier by tier, the same errors).
///
/// A merge lasts while both are installed: removing a merged bound takes its cost back; removing the
/// representative, moving its constant without its merged bounds (`Solver.changeConstants`) or rebuilding
/// its component first installs the bounds merged into it as constraints of their own (the first becomes
/// the new representative). Required bounds are `BoundGroup`'s; equalities, `SoftRepresentatives`.
struct SoftBoundMerges {
    /// By bound key (variable × 2, + 1 for an upper bound): the representative's record id + 1, 0 for
    /// none.
    private var representatives = IndexArray()
    /// By record id: for a merged bound, its representative's id + 1; 0 for any other record.
    private var representativeOf = IndexArray()
    /// By record id: for a representative, the first bound merged into it + 1; for a merged bound, the
    /// next one merged into the same representative + 1; 0 at a list's end. The lists keep merge order
    /// and are short (a view's hugging and two tie-breaks). With `representativeOf`, two small integers a
    /// record up to the last one merged, read without hashing.
    private var nextMerged = IndexArray()
    /// How many bounds are merged into another.
    private var mergeCount = 0
    /// While `Solver.changeConstants` prepares a batch: the bounds whose constants are still to move, which
    /// nothing may be merged into.
    var moving = Set<Int>()

    /// Two bounds are one when their values differ by rounding only (a weighted repeat is written as
    /// `k·v − k·w`, and `k·w / k` need not give back `w` exactly).
    static let tolerance = 1e-14

    func representative(forKey key: Int) -> Int? {
        key < representatives.count && representatives[key] > 0 ? representatives[key] - 1 : nil
    }

    mutating func setRepresentative(_ id: Int, forKey key: Int) {
        while representatives.count <= key { representatives.append(0) }
        representatives[key] = id + 1
    }

    mutating func merge(_ id: Int, into representative: Int) {
        while representativeOf.count <= max(id, representative) {
            representativeOf.append(0)
            nextMerged.append(0)
        }
        representativeOf[id] = representative + 1
        nextMerged[id] = 0
        var last = representative
        while nextMerged[last] > 0 { last = nextMerged[last] - 1 }
        nextMerged[last] = id + 1
        mergeCount += 1
    }

    /// The representative `id` was merged into, if it was.
    func representative(ofMerged id: Int) -> Int? {
        id < representativeOf.count && representativeOf[id] > 0 ? representativeOf[id] - 1 : nil
    }

    func hasMerges(_ id: Int) -> Bool {
        id < nextMerged.count && representativeOf[id] == 0 && nextMerged[id] > 0
    }

    /// At most this many bounds are merged into one. A view's hugging and a stack's two tie-breaks make
    /// three; the limit keeps the lists' walks and a representative's dissolving (`Solver.dissolveSoftBound`,
    /// which installs all of its merges) short when a spec repeats one bound thousands of times: the repeats
    /// past it get rows, as every bound did before merging.
    static let limit = 8

    /// Whether another bound may be merged into `id`.
    func hasRoom(_ id: Int) -> Bool {
        guard id < nextMerged.count else { return true }
        var count = 0
        var link = nextMerged[id]
        while link > 0 {
            count += 1
            if count >= Self.limit { return false }
            link = nextMerged[link - 1]
        }
        return true
    }

    /// The ids merged into `id`, in the order they were merged.
    func merges(of id: Int) -> [Int] {
        guard hasMerges(id) else { return [] }
        var ids: [Int] = []
        var link = nextMerged[id]
        while link > 0 {
            ids.append(link - 1)
            link = nextMerged[link - 1]
        }
        return ids
    }

    /// Whether any bound is merged into another.
    var isEmpty: Bool { mergeCount == 0 }

    /// Forgets that `id` was merged into `representative`.
    mutating func unmerge(_ id: Int, from representative: Int) {
        guard self.representative(ofMerged: id) == representative else { return }
        var previous = representative
        while nextMerged[previous] > 0, nextMerged[previous] - 1 != id { previous = nextMerged[previous] - 1 }
        nextMerged[previous] = nextMerged[id]
        representativeOf[id] = 0
        nextMerged[id] = 0
        mergeCount -= 1
    }

    /// Ends `id`'s role: it is no longer its key's representative, and the ids merged into it (returned,
    /// in merge order) are no longer merged.
    mutating func dissolve(_ id: Int, key: Int) -> [Int] {
        if representative(forKey: key) == id { representatives[key] = 0 }
        let ids = merges(of: id)
        for m in ids {
            representativeOf[m] = 0
            nextMerged[m] = 0
        }
        if !ids.isEmpty { nextMerged[id] = 0 }
        mergeCount -= ids.count
        return ids
    }
}

extension Solver {
    /// For a non-required inequality over one variable: its key (variable × 2, + 1 for an upper bound),
    /// its bound and the scale of its violation (`|a|` in `a·v + c`).
    func softBoundKeys(of record: ConstraintRecord) -> (key: Int, bound: Double, scale: Double)? {
        softBoundKeys(of: record, constant: record.constant)
    }

    /// `softBoundKeys(of:)` as if the record's constant were `constant`.
    func softBoundKeys(of record: ConstraintRecord, constant: Double) -> (key: Int, bound: Double, scale: Double)? {
        guard !usesDummies, !record.isRequired, !record.isEdit, record.relation != .equal,
            terms(of: record).count == 1
        else { return nil }
        let (variable, a) = terms(of: record)[0]
        let bound = -constant / a
        guard a != 0, bound.isFinite else { return nil }
        let isLower = (a > 0) == (record.relation == .greaterThanOrEqual)
        return (2 * variable + (isLower ? 0 : 1), bound, abs(a))
    }

    /// Installs the queued soft constraint `id`: merged into the representative of its bound when it
    /// repeats it (see `SoftBoundMerges`), else as a constraint of its own — then the representative of
    /// its bound if there is none.
    func installSoft(_ id: Int) {
        guard let keys = softBoundKeys(of: records[id]) else {
            _ = install(&records[id])
            return
        }
        // A repeat in the same direction first, then one in the opposite direction.
        if merge(id, keys, intoRepresentativeOf: keys.key) || merge(id, keys, intoRepresentativeOf: keys.key ^ 1) {
            return
        }
        _ = install(&records[id])
        if softBounds.representative(forKey: keys.key) == nil, records[id].markers.other >= 0 {
            softBounds.setRepresentative(id, forKey: keys.key)
        }
    }

    /// Merges bound `id` (keys `own`) into the representative of `key` when it may; returns whether it did.
    private func merge(
        _ id: Int, _ own: (key: Int, bound: Double, scale: Double), intoRepresentativeOf key: Int
    ) -> Bool {
        guard let representative = softBounds.representative(forKey: key),
            let symbol = mergeSymbol(of: own, into: representative)
        else { return false }
        tableau.addCost(symbol, tier: records[id].priority, mergeWeight(id, representative))
        tableau.optimize()
        softBounds.merge(id, into: representative)
        records[id].markers = .none
        return true
    }

    /// The symbol of `representative` whose value is the violation of a bound with keys `own`: its error
    /// when both bound the variable in the same direction, its slack when in opposite directions; nil when
    /// the bound may not be merged into it.
    private func mergeSymbol(
        of own: (key: Int, bound: Double, scale: Double), into representative: Int
    ) -> Int? {
        let record = records[representative]
        guard record.isActive, !record.isQueued, !softBounds.moving.contains(representative),
            softBounds.hasRoom(representative), let keys = softBoundKeys(of: record),
            abs(keys.bound - own.bound) <= SoftBoundMerges.tolerance * max(1, abs(own.bound))
        else { return nil }
        let sameDirection = keys.key == own.key
        let symbol = sameDirection ? record.markers.other : record.markers.marker
        guard symbol >= 0, tableau.symbolTable[symbol].kind == (sameDirection ? .error : .slack),
            tableau.symbolTable[symbol].definition < 0
        else { return nil }
        return symbol
    }

    /// The symbol of `representative` that merged bound `id` adds its cost to (see `mergeSymbol`).
    private func mergedSymbol(_ id: Int, _ representative: Int) -> Int {
        let sameDirection = softBoundKeys(of: records[id])?.key == softBoundKeys(of: records[representative])?.key
        return sameDirection ? records[representative].markers.other : records[representative].markers.marker
    }

    /// The weight a merged bound adds to its representative's symbol.
    private func mergeWeight(_ id: Int, _ representative: Int) -> Double {
        guard let own = softBoundKeys(of: records[id]), let rep = softBoundKeys(of: records[representative])
        else { return 0 }
        return own.scale / rep.scale
    }

    /// Takes the cost of merged bound `id` back from its representative's symbol.
    private func takeBackCost(of id: Int, from representative: Int) {
        tableau.addCost(
            mergedSymbol(id, representative), tier: records[id].priority, -mergeWeight(id, representative))
    }

    /// Removes merged bound `id` (already inactive): its cost leaves its representative.
    /// Returns false when `id` was not merged.
    func removeMergedSoftBound(_ id: Int) -> Bool {
        guard let representative = softBounds.representative(ofMerged: id) else { return false }
        takeBackCost(of: id, from: representative)
        tableau.optimize()
        softBounds.unmerge(id, from: representative)
        return true
    }

    /// Ends `id`'s role as a representative, before it is removed or its constant moves: the costs of
    /// the bounds merged into it leave it and they are installed as constraints of their own (merging
    /// among themselves again), with their constants in `newConstants` when they have one there. Its own
    /// constraint stays as it is. Returns the merged bounds that took a new constant.
    @discardableResult
    func dissolveSoftBound(_ id: Int, newConstants: [Int: Double] = [:]) -> [Int] {
        guard let keys = softBoundKeys(of: records[id]), softBounds.representative(forKey: keys.key) == id
        else { return [] }
        let merged = softBounds.dissolve(id, key: keys.key)
        guard !merged.isEmpty else { return [] }
        for m in merged { takeBackCost(of: m, from: id) }
        tableau.optimize()
        var moved: [Int] = []
        for m in canonicalOrder(merged) {
            if let constant = newConstants[m] {
                records[m].constant = constant
                softBounds.moving.remove(m)
                moved.append(m)
            }
            installSoft(m)
        }
        return moved
    }

    /// Prepares a batch of `changeConstants` for the merged bounds in it, while the tableau is still
    /// optimal, and returns the ids it has already given their new constants (nothing else is to be done
    /// for them). A representative whose merged bounds all move to its new bound in the batch keeps them:
    /// they only take their new constants, and it is moved as any constraint (if its marker can move in
    /// place: `Solver.hasMovableMarker`). Any other representative
    /// that moves first gives the bounds merged into it constraints of their own (`dissolveSoftBound`),
    /// those in the batch with their new constants; so does a merged bound that moves without its
    /// representative. Until the batch is done nothing merges into a bound whose constant is still to move
    /// (`SoftBoundMerges.moving`): it would keep the old value.
    func settleSoftBoundMerges(_ changes: [(id: ConstraintID, constant: Double)]) -> Set<Int> {
        var settled = Set<Int>()
        guard !softBounds.isEmpty else { return settled }
        // Sized for the batch once: grown by rehashing, the second pass's batch of every label's heights
        // rehashed both tables a dozen times.
        var batch: [Int: Double] = [:]
        batch.reserveCapacity(changes.count)
        settled.reserveCapacity(changes.count)
        for (id, constant) in changes {
            let i = id.rawValue
            guard constant.isFinite, i >= 0, i < records.count, records[i].isActive, !records[i].isQueued,
                !records[i].isEdit, !records[i].isRequired, records[i].constant != constant
            else { continue }
            batch[i] = constant
        }
        softBounds.moving = Set(batch.keys)
        defer { softBounds.moving = [] }
        var dissolving: [Int] = []
        for (id, _) in changes {
            let i = id.rawValue
            guard let constant = batch[i], softBounds.hasMerges(i) else { continue }
            if hasMovableMarker(records[i]), let merged = mergesMovingTogether(i, to: constant, changes: batch) {
                for m in merged {
                    records[m].constant = batch[m] ?? records[m].constant
                    settled.insert(m)
                }
            } else {
                dissolving.append(i)
            }
        }
        for i in dissolving { settled.formUnion(dissolveSoftBound(i, newConstants: batch)) }
        for (id, constant) in changes {
            let i = id.rawValue
            guard i >= 0, i < records.count, !settled.contains(i),
                let representative = softBounds.representative(ofMerged: i)
            else { continue }
            settled.insert(i)
            guard batch[i] != nil else { continue } // its constant doesn't move
            takeBackCost(of: i, from: representative)
            tableau.optimize()
            softBounds.unmerge(i, from: representative)
            records[i].constant = constant
            softBounds.moving.remove(i)
            installSoft(i)
        }
        return settled
    }

    /// The bounds merged into `id` when each of them moves to `id`'s new bound in `changes`, else nil.
    private func mergesMovingTogether(_ id: Int, to constant: Double, changes: [Int: Double]) -> [Int]? {
        guard let target = softBoundKeys(of: records[id], constant: constant) else { return nil }
        let merged = softBounds.merges(of: id)
        for m in merged {
            guard let c = changes[m], let moved = softBoundKeys(of: records[m], constant: c),
                abs(moved.bound - target.bound) <= SoftBoundMerges.tolerance * max(1, abs(target.bound))
            else { return nil }
        }
        return merged
    }

    /// Forgets the merges of constraints whose markers a component rebuild drops (`rebuildComponent`):
    /// they all go in again, and merge again.
    func forgetSoftBound(_ id: Int) {
        if let representative = softBounds.representative(ofMerged: id) {
            softBounds.unmerge(id, from: representative)
        } else if let keys = softBoundKeys(of: records[id]) {
            _ = softBounds.dissolve(id, key: keys.key)
        }
    }
}

extension Tableau {
    /// Adds `weight` to what a point of `symbol` costs in the tier of `priority`. The objective holds
    /// parametric symbols only, so the cost goes to the symbols of its expansion (itself when parametric,
    /// its row when basic, its definition's terms when defined). The caller re-optimises.
    mutating func addCost(_ symbol: Int, tier priority: Double, _ weight: Double) {
        version &+= 1
        if symbolTable[symbol].definition < 0 {
            // A parametric symbol is its own expansion and a basic one's is its row (`expand` with the
            // same counts and cells): read in place, not built into a new row (an allocation a merge, one
            // per label's bounds in a large layout's first pass).
            let slot = symbolTable[symbol].row
            if slot < 0 {
                work.rowTermOperations &+= 2
                addObjective(symbol, tier: priority, weight)
                considerCandidate(symbol)
                return
            }
            let terms = rows[slot].terms
            work.rowTermOperations &+= 1
            for term in terms where !nearZero(term.coefficient) {
                work.rowTermOperations &+= 2
                addObjective(term.symbol, tier: priority, weight * term.coefficient)
                considerCandidate(term.symbol)
            }
            return
        }
        let expansion = expand(CollectionOfOne((symbol: symbol, coefficient: 1.0)), constant: 0)
        work.rowTermOperations &+= expansion.terms.count
        for term in expansion.terms {
            addObjective(term.symbol, tier: priority, weight * term.coefficient)
            considerCandidate(term.symbol)
        }
    }
}
