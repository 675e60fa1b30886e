// Storage: the solver's containers live in this folder, under one invariant. Each container has a single
// owner — one `Solver` — and is used from a single thread at a time (`Solver` is not `Sendable`). The
// containers rely on that: none checks at run time that two accesses overlap, and the views they lend
// (`RecordTerms`) are only valid while their owner's call lasts. Everything outside this folder uses them
// through the safe API below, as it would a standard-library collection.

/// One value kept in memory of its own, read and changed in place through `value`: for the state a class
/// changes on every step of its work — the `Solver`'s tableau and tables, the layout engine's live system.
///
/// Kept as stored properties of the class, each access to that state would be checked at run time for
/// overlap with another (Swift's dynamic exclusivity enforcement), at a cost far above the work of most
/// accesses; reached through this cell, held in a `let`, it is not. Sound under the storage invariant: the
/// cell's owner is its only user, on one thread, and never reaches the value while another access to it
/// is under way (each access is a plain read or an in-place change that calls nothing back).
///
/// The layout engine keeps its state in cells too. From another module its accessors reach the value
/// through `address` (in their own Storage folder): `value`'s addressors, though inlinable, are called there
/// as unspecialized generic functions, a call per access (and the array read through it retained), where
/// within this module each access is a load through the address.
package final class SoleOwnerCell<Value> {
    /// Where the value is, for the accessors of other modules' Storage folders (see above).
    package let address: UnsafeMutablePointer<Value>

    @inlinable package init(_ value: Value) {
        address = .allocate(capacity: 1)
        address.initialize(to: value)
    }

    deinit {
        address.deinitialize(count: 1)
        address.deallocate()
    }

    /// The value, read and changed in place.
    @inlinable package var value: Value {
        unsafeAddress { UnsafePointer(address) }
        unsafeMutableAddress { address }
    }
}

extension Solver {
    /// The solver's tableau, in its cell: read and changed in place.
    var tableau: Tableau {
        _read { yield tableauCell.value }
        _modify { yield &tableauCell.value }
    }
}
