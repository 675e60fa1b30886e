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
            let (starts, unknowns) = requiredEqualities()
            equalityCache = EqualityStructure(
                starts: starts, unknowns: unknowns, slotCount: slotCount, generation: requiredGeneration)
        }
        guard let structure = equalityCache else { return [] }
        let offsets = structure.offsets, membership = structure.membership
        var state = [PinState](repeating: .unknown, count: slotCount)
        // Per equality: how many of its unknowns are not yet known to be pinned.
        var open = (0..<structure.count).map { structure.unknownPositions(of: $0).count }
        var queue: [Int] = []

        func pin(_ s: Int) {
            state[s] = .pinned
            queue.append(s)
        }
        func propagate() {
            while let s = queue.popLast() {
                for k in Int(offsets[s])..<Int(offsets[s + 1]) {
                    let e = Int(membership[k])
                    open[e] -= 1
                    guard open[e] == 1 else { continue }
                    // The one unknown left is fixed by the others.
                    if let last = structure.unknownPositions(of: e).first(where: {
                        state[structure.unknown(at: $0)] != .pinned
                    }), state[structure.unknown(at: last)] == .unknown {
                        pin(structure.unknown(at: last))
                    }
                }
            }
        }

        for e in 0..<structure.count {
            let positions = structure.unknownPositions(of: e)
            if positions.count == 1, state[structure.unknown(at: positions.lowerBound)] == .unknown {
                pin(structure.unknown(at: positions.lowerBound))
            }
        }
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

    /// The unknowns (slot indices) of every installed, unbroken required equality the solver holds:
    /// equality e's at `unknowns[starts[e]..<starts[e + 1]]`.
    private func requiredEqualities() -> (starts: [Int32], unknowns: [Int32]) {
        var starts: [Int32] = [0]
        var unknowns: [Int32] = []
        // Room for every constraint and four unknowns each (nearly every form's most), so neither array is
        // copied as it grows: this runs at the layout's memory peak, and room never written is never
        // resident.
        starts.reserveCapacity(entries.count + 1)
        unknowns.reserveCapacity(4 * entries.count)
        // Each constraint's fields are read where it is stored: bound to a local, every constraint would be
        // copied whole (key, form and wording) and destroyed again, and this reads them all.
        let entries = self.entries
        for i in entries.indices where solverID(at: i) != nil {
            guard entries[i].relation == .equal, entries[i].priority >= 1000 else { continue }
            if !brokenKeys.isEmpty, brokenKeys.contains(entries[i].key) { continue }
            let form = entries[i].form
            for k in 0..<form.termCount { unknowns.append(Int32(truncatingIfNeeded: form.term(at: k).slot.index)) }
            starts.append(Int32(truncatingIfNeeded: unknowns.count))
        }
        return (starts, unknowns)
    }
}

/// The required equalities of a `LiveSystem` as `freeUnknowns` reads them, with the equalities each
/// unknown appears in (compressed rows: `membership[offsets[s]..<offsets[s + 1]]`). Kept until a required
/// equality is installed or removed (`LiveSystem.requiredGeneration`), so a text change — which swaps only
/// content-size inequalities — reuses it. Every list is one flat array of 32-bit indices (slots and
/// equalities number far below 2³¹, `ResourceLimits.ceiling`): an array per equality was 150,000
/// allocations on a 10,000-row settings screen, kept for the session.
struct EqualityStructure {
    let generation: Int
    /// Equality e's unknowns (slot indices) are `unknownsOfAll[starts[e]..<starts[e + 1]]`.
    private let starts: [Int32]
    private let unknownsOfAll: [Int32]
    let offsets: [Int32]
    let membership: [Int32]

    init(starts: [Int32], unknowns: [Int32], slotCount: Int, generation: Int) {
        self.generation = generation
        self.starts = starts
        unknownsOfAll = unknowns
        var offsets = [Int32](repeating: 0, count: slotCount + 1)
        for s in unknowns { offsets[Int(s) + 1] += 1 }
        for i in 0..<slotCount { offsets[i + 1] += offsets[i] }
        var fill = offsets
        var membership = [Int32](repeating: 0, count: Int(offsets[slotCount]))
        // By index: a slice of the list per equality counted a reference to it each time.
        for e in 0..<(starts.count - 1) {
            for k in Int(starts[e])..<Int(starts[e + 1]) {
                let s = Int(unknowns[k])
                membership[Int(fill[s])] = Int32(truncatingIfNeeded: e)
                fill[s] += 1
            }
        }
        self.offsets = offsets
        self.membership = membership
    }

    /// Number of equalities.
    var count: Int { starts.count - 1 }

    /// Where equality e's unknowns are: read each with `unknown(at:)` (positions rather than a slice of the
    /// list, which counted a reference to it on every look).
    func unknownPositions(of e: Int) -> Range<Int> { Int(starts[e])..<Int(starts[e + 1]) }

    /// The unknown (slot index) at a position of `unknownPositions(of:)`.
    func unknown(at k: Int) -> Int { Int(unknownsOfAll[k]) }
}
