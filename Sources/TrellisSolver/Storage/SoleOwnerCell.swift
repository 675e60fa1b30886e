// Storage: the solver's containers live in this folder, under one invariant. Each container has a single
// owner — one `Solver` — and is used from a single thread at a time (`Solver` is not `Sendable`). The
// containers rely on that: none checks at run time that two accesses overlap, and the views they lend
// (`RecordTerms`) are only valid while their owner's call lasts. Everything outside this folder uses them
// through the safe API below, as it would a standard-library collection.

/// One value kept in memory of its own, for the `Solver`'s tableau, which the solver reads and changes in
/// place through `Solver.tableau`.
///
/// The tableau is a struct that every solver operation reads and changes in place. Kept as a stored
/// property of the solver (a class), each of those accesses would be checked at run time for overlap with
/// another (Swift's dynamic exclusivity enforcement); reached through this cell, held in a `let`, it is
/// not. Sound under the storage invariant: the solver is the cell's only owner, is used from one thread,
/// and no solver operation reaches the tableau while another access to it is under way.
final class SoleOwnerCell<Value> {
    fileprivate let address: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        address = .allocate(capacity: 1)
        address.initialize(to: value)
    }

    deinit {
        address.deinitialize(count: 1)
        address.deallocate()
    }
}

extension Solver {
    /// The solver's tableau, in its cell (`SoleOwnerCell`): read and changed in place.
    var tableau: Tableau {
        unsafeAddress { UnsafePointer(tableauCell.address) }
        unsafeMutableAddress { tableauCell.address }
    }
}
