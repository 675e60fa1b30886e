import TrellisSolver

/// The solver with the engine's constraints installed, addressable by key so that a view's content-size
/// constraints can be swapped when its text changes (incremental re-solve, no rebuild).
///
/// Breaking rule for unsatisfiable required constraints: constraints are installed in a fixed, documented
/// order (see `ConstraintBuilder`); when installing a required constraint fails, **that constraint** — the
/// last one in installation order among the conflicting set — is the one broken, like Apple's engine
/// breaking the constraint whose addition made the system unsatisfiable. It is re-installed at priority
/// `brokenPriority` (999.99, a tier of its own just below required) so it still holds as closely as the
/// others allow, and reported as `.broken`.
final class LiveSystem {
    static let brokenPriority: Double = 999.99

    let solver = Solver()
    /// Solver variables by `VarSlot.index`; nil for views outside this system (fitting measures a subtree).
    /// A constant: made with the system, read on every value and constraint.
    let variables: [Variable?]

    /// Everything the system changes as constraints come and go (`LiveSystemState`), read and changed in
    /// place through its properties.
    let stateCell: SoleOwnerCell<LiveSystemState>

    /// Position frames (see `PositionFrames`): the solver's minX/minY unknown of a view or guide is its
    /// offset from its superview (owner), so constraints inside a subtree don't mention its ancestors.
    let frames: PositionFrames
    /// Counts solver insertions and removals (`LayoutWork`).
    let tally: WorkTally

    /// `slotCount`: views plus guides (`GuideTable`); unknowns are made for `views` and then `guideSlots`.
    /// `parents`: per view or guide slot, the view slot its position is measured from (nil for a root,
    /// or a view whose superview is not in this system). Counts solver work (`LayoutWork`).
    init(
        slotCount: Int, views: Range<Int>, guideSlots: [Int] = [], parents: [Int?]? = nil,
        tally: WorkTally = WorkTally()
    ) {
        self.tally = tally
        stateCell = SoleOwnerCell(LiveSystemState(positionOfKey: KeyPositions(slotCount: slotCount)))
        tally.track(solver)
        frames = PositionFrames(parents: parents ?? Array(repeating: nil, count: slotCount))
        var variables = [Variable?](repeating: nil, count: slotCount * 4)
        for v in Array(views) + guideSlots {
            for component in ViewComponent.allCases {
                let slot = VarSlot(view: v, component: component)
                variables[slot.index] = solver.makeVariable() // unnamed: the solver's names are never read
            }
        }
        self.variables = variables
    }

    deinit { tally.retire(solver) }

    /// For a layout solved once: keeps the solution and lets the solver's records and tables go
    /// (`Solver.freeze`), and the required equalities kept for later ambiguity checks (`equalityCache`).
    /// Values are read as before; edits and ambiguity checks are programmer errors afterwards.
    func freezeSolver() {
        // The equalities' view first: freezing installs the queued stays, the layout's memory peak.
        equalityCache = nil
        solver.freeze()
    }

    /// Number of positions in installation order (removed constraints included).
    var count: Int { entries.count }
    var slotCount: Int { variables.count }

    func variable(_ slot: VarSlot) -> Variable? { variables[slot.index] }

    /// The solved value of an unknown, a position in canvas coordinates (the sum of the offsets from
    /// the root down, `PositionFrames`), cached per slot for the current state (`CanvasPositionCache`).
    func value(_ slot: VarSlot) -> Double {
        guard let v = variables[slot.index] else { return 0 }
        guard slot.component.isPosition, frames.parent(of: slot.view) != nil else { return solver.value(of: v) }
        return positions.position(of: slot, stamp: stamp, slotCount: variables.count, frames: frames) {
            variables[$0.index].map { solver.value(of: $0) } ?? 0
        }
    }

    /// Every unknown's canvas value (`value(_:)`), by `VarSlot.index`: read once for a pass over many
    /// constraints' forms (the statuses of a layout's constraints) rather than once per term.
    func allValues() -> [Double] {
        (0..<variables.count).map { value(VarSlot(index: $0)) }
    }

    /// Whether the slot's own unknown (an offset from the superview, for a position) is pinned.
    func isOffsetPinned(_ slot: VarSlot) -> Bool {
        variables[slot.index].map(solver.isPinned) ?? true
    }

    /// Whether the slot's canvas value is pinned: for a position below the root, the sum of offsets.
    func isPinned(_ slot: VarSlot) -> Bool {
        guard variables[slot.index] != nil, slot.component.isPosition, frames.parent(of: slot.view) != nil else {
            return isOffsetPinned(slot)
        }
        return solver.isPinned(expression(LinearForm(slot)))
    }

    private func keyOf(id: ConstraintID) -> ConstraintKey? {
        let raw = id.rawValue
        guard raw >= 0, raw < positionOfID.count, positionOfID[raw] >= 0 else { return nil }
        return entries[Int(positionOfID[raw])].key
    }

    private func record(_ id: ConstraintID, at position: Int) {
        let raw = id.rawValue
        // Ids come in order, so this is nearly always one append.
        while positionOfID.count < raw { positionOfID.append(-1) }
        if raw == positionOfID.count {
            positionOfID.append(Int32(truncatingIfNeeded: position))
        } else {
            positionOfID[raw] = Int32(truncatingIfNeeded: position)
        }
    }

    /// The position of `c`'s key in installation order, appending one (vacant, `c` kept there until it is
    /// installed) if it has none yet.
    @discardableResult
    func reserve(_ c: EngineConstraint) -> Int {
        if let position = positionOfKey[c.key] { return position }
        let position = entries.count
        entries.append(c)
        occupancy.append(.vacant)
        positionOfKey[c.key] = position
        return position
    }

    /// Installs the constraints of a system that has none yet, placed in the order given: first those
    /// that go in early (`EngineConstraint.installsEarly`), then the rest, each group in that order. The
    /// array becomes the system's store (it is never held twice) when the system is empty and the keys are
    /// distinct — as the engine's are.
    ///
    /// The constraints at the indices `held` (ascending) take their place in the order but stay out of
    /// the solver until `installHeld` (or until an edit replaces or removes them); meanwhile they are
    /// neither reported nor read.
    ///
    /// `solving`: the positions of a range of the order in the order the solver should get them (the
    /// spec's constraints axis by axis and view by view, `SpecInstallOrder`); their places in the order,
    /// and so their reports, stay as given.
    func installFresh(
        _ constraints: consuming [EngineConstraint], holdingBack held: [Int] = [],
        solving reordered: SpecInstallOrder? = nil
    ) {
        // Room for as many again (the second pass's regenerated constraints, the stays): the solver's
        // tables then don't grow by copying themselves at the layout's memory peak.
        solver.reserveCapacity(constraints: 2 * constraints.count)
        if entries.isEmpty, adoptPositions(constraints) {
            entries = constraints
            occupancy = Array(repeating: .vacant, count: constraints.count)
            for p in held { hold(at: p) }
            for p in entries.indices where !isHeld(p) && installsEarly(at: p) { solve(at: p) }
            guard let reordered else {
                for p in entries.indices where !isHeld(p) && !installsEarly(at: p) { solve(at: p) }
                return
            }
            let range = reordered.range
            for p in 0..<range.lowerBound where !isHeld(p) && !installsEarly(at: p) { solve(at: p) }
            for p in reordered.positions where !isHeld(p) && !installsEarly(at: p) { solve(at: p) }
            for p in range.upperBound..<entries.count where !isHeld(p) && !installsEarly(at: p) { solve(at: p) }
            return
        }
        let positions = constraints.map { reserve($0) }
        for i in held {
            entries[positions[i]] = constraints[i]
            hold(at: positions[i])
        }
        for (c, p) in zip(constraints, positions) where !isHeld(p) && c.installsEarly { install(c, at: p) }
        for (c, p) in zip(constraints, positions) where !isHeld(p) && !c.installsEarly { install(c, at: p) }
    }

    /// Whether the constraint stored at `position` goes in early (`EngineConstraint.installsEarly`).
    private func installsEarly(at position: Int) -> Bool { entries[position].installsEarly }

    private func hold(at position: Int) {
        occupancy[position] = .held
        heldPositions.append(position)
        heldBack = true
    }

    /// Installs what `installFresh` held back and is still held (an edit may have changed or removed
    /// it since): first those that go in early (`EngineConstraint.installsEarly`), then the rest, each
    /// group in the order's positions.
    func installHeld() {
        let positions = heldPositions.sorted()
        heldPositions = []
        for p in positions where isHeld(p) && installsEarly(at: p) { install(heldAt: p) }
        for p in positions where isHeld(p) { install(heldAt: p) }
    }

    private func install(heldAt position: Int) {
        occupancy[position] = .vacant
        let before = conflicts.count
        solve(at: position)
        if conflicts.count > before { heldConflict = true }
    }

    /// Gives each key its index as position; false (and nothing placed) when a key repeats.
    private func adoptPositions(_ constraints: [EngineConstraint]) -> Bool {
        // Each key read in place: enumerating the array copied every constraint out (its form and
        // wording retained and released).
        for i in constraints.indices {
            let key = constraints[i].key
            guard positionOfKey[key] == nil else {
                positionOfKey = KeyPositions(slotCount: variables.count / 4) // four unknowns a slot
                return false
            }
            positionOfKey[key] = i
        }
        return true
    }

    /// Installs `c` at its reserved position in the order (appending it unless it replaces a key already
    /// placed or reserved), in place of the constraint installed there, if any. `known`: the position
    /// `reserve(c)` returned, when the caller has it.
    func install(_ c: EngineConstraint, at known: Int? = nil) {
        let position = known ?? reserve(c)
        if !isVacant(position) { remove(c.key) }
        entries[position] = c
        solve(c, at: position)
    }

    /// Hands the constraint stored at `position` to the solver and records the outcome.
    private func solve(at position: Int) {
        let c = entries[position]
        solve(c, at: position)
    }

    /// `solve(at:)` for `c`, the constraint stored at `position`.
    private func solve(_ c: EngineConstraint, at position: Int) {
        stamp += 1
        if c.isRequiredEquality { requiredGeneration += 1 }
        if !brokenKeys.isEmpty { brokenKeys.remove(c.key) }
        if c.form.isConstant {
            // Nothing to solve for: it holds or it is broken outright.
            occupancy[position] = .unsolved
            if c.violation({ _ in 0 }) > 1e-9 {
                brokenKeys.insert(c.key)
                conflicts.append(ConflictRecord(broken: c.key, conflicts: []))
            }
            return
        }
        do {
            tally.work.constraintsInstalled += 1
            let id = try add(c, priority: c.priority)
            occupancy[position] = .solved(id)
            record(id, at: position)
        } catch SolverError.termLimitExceeded {
            // The solver has stopped; the run fails with the limit's error (`requireSolverWithinTermLimit`).
            occupancy[position] = .unsolved
        } catch SolverError.unsatisfiable(let ids) {
            let keys = ids.compactMap { keyOf(id: $0) }.sorted { self.position($0) < self.position($1) }
            conflicts.append(ConflictRecord(broken: c.key, conflicts: keys))
            brokenKeys.insert(c.key)
            tally.work.constraintsInstalled += 1
            if let id = try? add(c, priority: Self.brokenPriority) {
                occupancy[position] = .solved(id)
                record(id, at: position)
            } else {
                occupancy[position] = .unsolved
            }
        } catch {
            // Only non-finite numbers reach here; they are rejected while resolving the document.
            occupancy[position] = .unsolved
            brokenKeys.insert(c.key)
            conflicts.append(ConflictRecord(broken: c.key, conflicts: []))
        }
    }

    func remove(_ key: ConstraintKey) {
        guard let position = positionOfKey[key] else { return }
        if isHeld(position) {
            occupancy[position] = .vacant
            return
        }
        guard !isVacant(position) else { return }
        let id = occupancy[position].id
        if entries[position].isRequiredEquality { requiredGeneration += 1 }
        occupancy[position] = .vacant
        stamp += 1
        if let id {
            tally.work.constraintsRemoved += 1
            try? solver.remove(id)
            positionOfID[id.rawValue] = -1
        }
        if !brokenKeys.isEmpty { brokenKeys.remove(key) }
        if !conflicts.isEmpty { conflicts.removeAll { $0.broken == key } }
    }

    /// Whether the constraint at `position` is in the solver as `c` would put it there.
    private func isUnchanged(_ c: EngineConstraint, at position: Int) -> Bool {
        guard !isVacant(position) else { return false }
        return entries[position].form == c.form && entries[position].relation == c.relation
            && entries[position].priority == c.priority && (brokenKeys.isEmpty || !brokenKeys.contains(c.key))
    }

    /// Stores `c` where its key's constraint is, when that needs no solver: the solver has it as it is (its
    /// report may read differently), or it is still held back (it stays held). Returns whether it was
    /// stored.
    private func storeInPlace(_ c: EngineConstraint) -> Bool {
        guard let position = positionOfKey[c.key], isHeld(position) || isUnchanged(c, at: position) else {
            return false
        }
        entries[position] = c
        return true
    }

    /// `edit`'s first step, for a caller that makes many constraints: each of `constraints` that needs no
    /// solver is stored in place (`storeInPlace`), and the others — the changes the solver must make — are
    /// appended to `changes`, in order.
    func gather(_ constraints: [EngineConstraint], into changes: inout [EngineConstraint]) {
        for c in constraints where !storeInPlace(c) { changes.append(c) }
    }

    /// One batched edit: `removals` go, and every constraint of `updates` that differs from the installed
    /// one for its key in what the solver sees (form, relation, priority), or whose installed one is broken
    /// (it may hold now), replaces it; the others are stored in place (`storeInPlace`). All removals happen
    /// before any installation, so the solver sees one run of removals (it rebuilds what they touch once,
    /// not once per removal) followed by the new constraints, each installed at its key's place in the
    /// order.
    ///
    /// A soft constraint whose new form differs from the installed one only in its constant — a
    /// label's content size after the second pass re-measured it — is moved in place
    /// (`Solver.changeConstants`), all such moves as one batch: a feed's second pass then costs the
    /// rows its new heights reach, not a re-solve.
    ///
    /// A constraint still held back (`installFresh`) is replaced where it waits, still held: it goes into
    /// the solver with `installHeld`.
    ///
    /// The constraints are referred to by their index in `updates` throughout, never copied: a stack of
    /// 10,000 wrapping labels regenerates tens of thousands of them.
    func edit(removing removals: [ConstraintKey], updating updates: consuming [EngineConstraint]) {
        var changed: [Int] = []
        for i in updates.indices where !storeInPlace(updates[i]) { changed.append(i) }
        for key in removals { remove(key) }
        var moves: [(id: ConstraintID, constant: Double)] = []
        var moved: [(position: Int, update: Int)] = []
        var replaced: [Int] = []
        for i in changed {
            if let position = positionOfKey[updates[i].key], let id = occupancy[position].id,
                entries[position].differsOnlyInConstant(from: updates[i]),
                brokenKeys.isEmpty || !brokenKeys.contains(updates[i].key)
            {
                moves.append((id, updates[i].form.constant))
                moved.append((position, i))
            } else {
                replaced.append(i)
            }
        }
        if !moves.isEmpty {
            let refused = Set(solver.changeConstants(moves).map(\.rawValue))
            stamp += 1
            tally.work.constantsMoved += moves.count - refused.count
            for ((id, _), (position, i)) in zip(moves, moved) {
                if refused.contains(id.rawValue) {
                    replaced.append(i)
                } else {
                    entries[position] = updates[i]
                }
            }
        }
        for i in replaced { remove(updates[i].key) }
        for i in replaced { install(updates[i]) }
    }

    private func position(_ key: ConstraintKey) -> Int { positionOfKey[key] ?? Int.max }

    func constraint(_ key: ConstraintKey) -> EngineConstraint? {
        positionOfKey[key].flatMap { isVacant($0) ? nil : entries[$0] }
    }
}

/// What a `LiveSystem` changes as constraints come and go, kept in a `SoleOwnerCell`
/// (`LiveSystem.stateCell`) and read and changed in place through the system's properties of the same
/// names (`Storage/LiveSystemStateAccess.swift`).
struct LiveSystemState {
    /// The constraints by position in installation order (swapped constraints keep their place), and what
    /// each position holds (`Occupancy`). `occupancy` alone says whether a constraint is stored at a
    /// position: at a vacant one, `entries` keeps the constraint last put there (or reserved with it) and
    /// nothing reads it.
    var entries: [EngineConstraint] = []
    var occupancy: [LiveSystem.Occupancy] = []
    var positionOfKey: KeyPositions
    /// `ConstraintID.rawValue` → position in `entries`, −1 for ids no longer installed. The solver hands out
    /// ids densely from 0, so an array replaces a hash table on the hot path.
    var positionOfID: [Int32] = [] // positions in 32 bits, as in `KeyPositions`
    var brokenKeys: Set<ConstraintKey> = []
    /// Bumped by every change to the installed constraints (invalidates `positions`).
    var stamp = 0
    var positions = CanvasPositionCache()
    var conflicts: [ConflictRecord] = []
    /// Positions `installFresh` held back and `installHeld` has not installed yet.
    var heldPositions: [Int] = []
    /// `PositionFrames.offsets`'s working lists, kept from one constraint to the next.
    var offsetScratch = OffsetScratch()
    /// Whether `installFresh` held any constraint back.
    var heldBack = false
    /// Whether installing a held-back constraint met a conflict (`installHeld`).
    var heldConflict = false
    /// Changes whenever a required equality is installed or removed (see `EqualityStructure`).
    var requiredGeneration = 0
    /// `freeUnknowns`' view of the required equalities, valid for `requiredGeneration`.
    var equalityCache: EqualityStructure?
}
