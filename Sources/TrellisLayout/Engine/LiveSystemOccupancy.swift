import TrellisSolver

/// A conflict met while installing a required constraint.
struct ConflictRecord: Sendable {
    /// The constraint that was broken (the one being installed).
    var broken: ConstraintKey
    /// The installed required constraints it conflicted with, in installation order.
    var conflicts: [ConstraintKey]
}

extension LiveSystem {
    /// What a position in the installation order holds: vacant (reserved and not installed yet, or
    /// removed: `entries` holds `EngineConstraint.vacancy` there), held back by `installFresh` until
    /// `installHeld` (`entries` holds it, the solver doesn't yet), installed without a solver id (it has no
    /// unknowns, or couldn't be added at all), or installed under a solver id. In 4 bytes — the id itself,
    /// or a negative code — rather than the 8 an enum with an id takes: a large layout has a position per
    /// constraint (the feed of 10,000 cells: 410,000).
    struct Occupancy: Equatable {
        private let code: Int32

        private init(code: Int32) { self.code = code }

        static let vacant = Occupancy(code: -1)
        static let held = Occupancy(code: -2)
        static let unsolved = Occupancy(code: -3)
        static func solved(_ id: ConstraintID) -> Occupancy {
            // Solver ids are numbered from 0 and kept in 32 bits (`ConstraintID`).
            Occupancy(code: Int32(truncatingIfNeeded: id.rawValue))
        }

        var id: ConstraintID? { code >= 0 ? ConstraintID(rawValue: code) : nil }
    }

    /// Whether nothing is installed at `position` (reserved, removed, or held back).
    func isVacant(_ position: Int) -> Bool { occupancy[position] == .vacant || occupancy[position] == .held }

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
    func isHeld(_ position: Int) -> Bool { occupancy[position] == .held }
}
