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
    enum Occupancy: Equatable {
        /// Nothing: reserved and not installed yet, or removed (what `entries` holds there is not read).
        case vacant
        /// A constraint `installFresh` holds back until `installHeld`: `entries` holds it, the solver
        /// doesn't yet.
        case held
        /// A constraint installed without a solver id: it has no unknowns, or couldn't be added at all.
        case unsolved
        /// A constraint installed in the solver under `id`.
        case solved(ConstraintID)

        var id: ConstraintID? {
            guard case .solved(let id) = self else { return nil }
            return id
        }
    }

    /// Whether nothing is installed at `position` (reserved, removed, or held back).
    func isVacant(_ position: Int) -> Bool { occupancy[position] == .vacant || occupancy[position] == .held }

    /// The solver's id for the constraint at `position` (nil: vacant, or installed without one).
    func solverID(at position: Int) -> ConstraintID? { occupancy[position].id }

    /// Installed constraints in installation order.
    var constraintsInOrder: [EngineConstraint] {
        var installed: [EngineConstraint] = []
        forEachInOrder { installed.append($0) }
        return installed
    }

    /// Calls `body` with each installed constraint in installation order.
    func forEachInOrder(_ body: (EngineConstraint) -> Void) {
        for i in entries.indices where !isVacant(i) { body(entries[i]) }
    }

    /// Whether `installFresh` holds the constraint at `position` back (not installed yet).
    func isHeld(_ position: Int) -> Bool { occupancy[position] == .held }
}
