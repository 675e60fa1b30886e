/// A constraint as the solver keeps it, in terms of variable indices, its terms in the solver's
/// `TermPool` (`Solver.terms(of:)`). A large layout keeps hundreds of thousands, in a `BlockArray`.
struct ConstraintRecord {
    var constant: Double
    var priority: Double
    var terms: TermSpan
    var markers = Markers.none
    var relation: Relation
    /// The four flags in one byte, which fits in the record's padding where four would not.
    var flags: Flags = .active

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let edit = Flags(rawValue: 1)
        static let active = Flags(rawValue: 2)
        /// A soft constraint waiting in the queue (see `Solver+Queue.swift`).
        static let queued = Flags(rawValue: 4)
        /// A required bound implied by a tighter one of its group, kept out of the tableau (see `BoundGroup`).
        static let shadowed = Flags(rawValue: 8)
    }

    init(terms: TermSpan, constant: Double, priority: Double, relation: Relation, isEdit: Bool) {
        self.terms = terms
        self.constant = constant
        self.priority = priority
        self.relation = relation
        if isEdit { flags.insert(.edit) }
    }

    var isEdit: Bool { flags.contains(.edit) }
    var isActive: Bool { flags.contains(.active) }
    var isQueued: Bool { flags.contains(.queued) }
    var isShadowed: Bool { flags.contains(.shadowed) }

    var isRequired: Bool { priority >= 1000 }
}

/// The marker symbols through which a constraint can be found (and removed) in the tableau.
struct Markers: Equatable {
    // Symbols in 32 bits (as in `Term` and `IndexArray`; `Tableau.newSymbol` keeps them below
    // `Int32.max`): every constraint record keeps its markers.
    /// Slack (inequality), positive error (non-required equality) or dummy (required equality whose
    /// row had no variable left to solve for); -1 when the constraint was absorbed into a variable's row.
    @Int32Index var marker = -1
    /// The error of a non-required inequality, or the negative error of a non-required equality.
    @Int32Index var other = -1
    /// The positive error of a non-required equality kept as a definition (then `marker` is -1 and
    /// `other` its negative error: removing it rebuilds its component, as for a required equality).
    @Int32Index var definedError = -1

    init() {}

    init(marker: Int, other: Int, definedError: Int) {
        self.marker = marker
        self.other = other
        self.definedError = definedError
    }

    /// Every symbol the constraint brought into the tableau.
    var symbols: [Int] { [marker, other, definedError].filter { $0 >= 0 } }

    static let none = Markers()
}
