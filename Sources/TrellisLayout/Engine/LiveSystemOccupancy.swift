import TrellisSolver

/// A conflict met while installing a required constraint.
struct ConflictRecord: Sendable {
    /// The constraint that was broken (the one being installed).
    var broken: ConstraintKey
    /// The installed required constraints it conflicted with, in installation order.
    var conflicts: [ConstraintKey]
}

extension LiveSystem {
    /// What a position in the installation order holds.
    enum Occupancy {
        /// Reserved and not installed yet, or removed: `entries` holds `EngineConstraint.vacancy` there.
        case vacant
        /// Held back by `installFresh` until `installHeld`: `entries` holds it, the solver doesn't yet.
        case held
        /// Installed without a solver id: it has no unknowns, or couldn't be added at all.
        case unsolved
        case solved(ConstraintID)

        var id: ConstraintID? {
            if case .solved(let id) = self { return id }
            return nil
        }
    }

    /// Whether nothing is installed at `position` (reserved, removed, or held back).
    func isVacant(_ position: Int) -> Bool {
        switch occupancy[position] {
        case .vacant, .held: return true
        case .unsolved, .solved: return false
        }
    }

    /// The solver's id for the constraint at `position` (nil: vacant, or installed without one).
    func solverID(at position: Int) -> ConstraintID? { occupancy[position].id }

    /// Installed constraints in installation order.
    var constraintsInOrder: [EngineConstraint] { entries.indices.filter { !isVacant($0) }.map { entries[$0] } }

    /// Calls `body` with each installed constraint in installation order, without copying them out.
    func forEachInOrder(_ body: (EngineConstraint) -> Void) {
        // Through the buffer, each entry is lent to `body` in place: iterating the array copied every
        // entry out (its form and wording retained and released), 1–2 % of a large layout's run.
        entries.withUnsafeBufferPointer { entries in
            for i in entries.indices where !isVacant(i) { body(entries[i]) }
        }
    }

    /// Whether `installFresh` holds the constraint at `position` back (not installed yet).
    func isHeld(_ position: Int) -> Bool {
        if case .held = occupancy[position] { return true }
        return false
    }
}
