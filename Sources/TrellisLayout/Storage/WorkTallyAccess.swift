import TrellisSolver

// Storage: see `SoleOwnerCell` (TrellisSolver) for the invariant this accessor relies on: one owner (the
// layout's tally), one thread, no overlapping access.

extension WorkTally {
    /// The layout's counters, bumped in place in their cell: as a stored property of the tally, a class,
    /// every bump would be checked at run time for overlap with another access.
    var work: LayoutWork {
        unsafeAddress { UnsafePointer(workCell.address) }
        unsafeMutableAddress { workCell.address }
    }
}
