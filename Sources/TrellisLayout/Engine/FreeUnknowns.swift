import TrellisSolver

extension LiveSystem {
    /// The unknowns of `views` (view or guide slots, `GuideTable.slotView`) that the installed constraints leave free (the solver's `isPinned` is
    /// false), per view in ascending order, each view's components in `ViewComponent` order.
    ///
    /// Asking the solver about every unknown costs a scan of its tableau row each (rows of a chained
    /// layout hold dozens of symbols), so most answers are derived instead: an unknown that a required
    /// equality ties to unknowns already known to be pinned is pinned too (the equality gives it one
    /// value). The derivation is exact, and agrees with the solver: if the unknown could move, the
    /// equality would move one of the others with it, and the solver would have reported that one as
    /// free. Only unknowns no such equality settles are asked — typically the sizes, which content-size
    /// inequalities or required sizes pin; positions chained from them follow. Sizes are asked before
    /// positions, since positions are usually derived from sizes.
    func freeUnknowns(in views: [Int]) -> [(view: Int, components: [ViewComponent])] {
        if equalityCache?.generation != requiredGeneration {
            equalityCache = EqualityStructure(
                requiredEqualities(), slotCount: slotCount, generation: requiredGeneration)
        }
        guard let structure = equalityCache else { return [] }
        let equalities = structure.equalities, offsets = structure.offsets, membership = structure.membership
        var state = [PinState](repeating: .unknown, count: slotCount)
        // Per equality: how many of its unknowns are not yet known to be pinned.
        var open = equalities.map { $0.count }
        var queue: [Int] = []

        func pin(_ s: Int) {
            state[s] = .pinned
            queue.append(s)
        }
        func propagate() {
            while let s = queue.popLast() {
                for k in offsets[s]..<offsets[s + 1] {
                    let e = membership[k]
                    open[e] -= 1
                    guard open[e] == 1 else { continue }
                    // The one unknown left is fixed by the others.
                    if let last = equalities[e].first(where: { state[$0] != .pinned }), state[last] == .unknown {
                        pin(last)
                    }
                }
            }
        }

        for terms in equalities where terms.count == 1 && state[terms[0]] == .unknown { pin(terms[0]) }
        propagate()
        for pass in [[ViewComponent.width, .height], [.minX, .minY]] {
            for v in views {
                for component in pass {
                    let s = VarSlot(view: v, component: component).index
                    guard state[s] == .unknown else { continue }
                    // A position whose superview's is pinned is pinned when its offset is (one unknown,
                    // not a sum down a chain of positions). Views come after their superviews, guides
                    // after every view.
                    let parentPinned = frames.parent(of: v).map {
                        component.isPosition && state[VarSlot(view: $0, component: component).index] == .pinned
                    }
                    if parentPinned == true
                        ? isOffsetPinned(VarSlot(view: v, component: component))
                        : isPinned(VarSlot(view: v, component: component))
                    {
                        pin(s)
                        propagate()
                    } else {
                        state[s] = .free
                    }
                }
            }
        }
        var out: [(view: Int, components: [ViewComponent])] = []
        for v in views {
            let free = ViewComponent.allCases.filter { state[VarSlot(view: v, component: $0).index] == .free }
            if !free.isEmpty { out.append((v, free)) }
        }
        return out
    }

    private enum PinState: UInt8 { case unknown, pinned, free }

    /// The unknowns (slot indices) of every installed, unbroken required equality the solver holds.
    private func requiredEqualities() -> [[Int]] {
        var out: [[Int]] = []
        // By index, reading fields in place: iterating `entries` would copy every entry (and its strings).
        for i in entries.indices {
            guard solverID(at: i) != nil, entries[i].relation == .equal, entries[i].priority >= 1000 else { continue }
            if !brokenKeys.isEmpty, brokenKeys.contains(entries[i].key) { continue }
            out.append(entries[i].form.terms.map { $0.slot.index })
        }
        return out
    }
}

/// The required equalities of a `LiveSystem` as `freeUnknowns` reads them, with the equalities each
/// unknown appears in (compressed rows: `membership[offsets[s]..<offsets[s + 1]]`). Kept until a required
/// equality is installed or removed (`LiveSystem.requiredGeneration`), so a text change — which swaps only
/// content-size inequalities — reuses it.
struct EqualityStructure {
    let generation: Int
    let equalities: [[Int]]
    let offsets: [Int]
    let membership: [Int]

    init(_ equalities: [[Int]], slotCount: Int, generation: Int) {
        self.generation = generation
        self.equalities = equalities
        var offsets = [Int](repeating: 0, count: slotCount + 1)
        for terms in equalities { for s in terms { offsets[s + 1] += 1 } }
        for i in 0..<slotCount { offsets[i + 1] += offsets[i] }
        var fill = offsets
        var membership = [Int](repeating: 0, count: offsets[slotCount])
        for (e, terms) in equalities.enumerated() {
            for s in terms { membership[fill[s]] = e; fill[s] += 1 }
        }
        self.offsets = offsets
        self.membership = membership
    }
}
