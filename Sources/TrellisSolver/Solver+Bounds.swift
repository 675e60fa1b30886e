/// Required bounds on one variable (`width >= 44`, `x <= 300`): of those in the same direction, only
/// the tightest is in the tableau; the others are implied by it and wait, "shadowed", to replace it
/// if it is removed.
///
/// In a tableau every bound is a row with its own slack, and each tighter bound that arrives makes the
/// previous slack basic in terms of the new one; the rows of all earlier slacks then hold the newest
/// slack, and the next bound substitutes into every one of them: N increasing bounds on one view cost
/// O(N²) (as they do in kiwisolver). With one installed bound per variable
/// and direction, a looser bound costs a heap push, a tighter one an add and a one-row removal.
///
/// The feasible region is the same (a shadowed bound is implied by the installed one), so the
/// optimum is too; only the slacks of the shadowed bounds are missing from the tableau. A bound that
/// equals the installed one is shadowed (the older one stays). The first bound of a variable may go in
/// through the deferred queue (see `installDeferredRequired`): it is then an ordinary constraint, and
/// grouping starts with the next one. Conflict explanation and component rebuilds skip shadowed
/// bounds (they can neither cause a conflict nor need re-installing).
struct BoundGroup {
    /// The record whose bound is in the tableau.
    var installed: Int
    /// The shadowed bounds, tightest first (ties → lowest id); removed ones are skipped when popped.
    var shadowed = BoundHeap()
}

/// A min-heap of `(key, id)`: the key is the bound for an upper bound and its negation for a lower one,
/// so the tightest comes first either way; ties → the lowest id.
struct BoundHeap {
    struct Entry: Comparable {
        var key: Double
        var id: Int
        static func < (a: Entry, b: Entry) -> Bool { a.key < b.key || (a.key == b.key && a.id < b.id) }
    }

    private var heap = BinaryHeap<Entry>(largestFirst: false)

    mutating func push(_ key: Double, _ id: Int) { heap.push(Entry(key: key, id: id)) }

    mutating func pop() -> Int? { heap.pop()?.id }
}

extension Solver {
    /// For a required inequality over one variable: its group key (variable × 2, + 1 for an upper
    /// bound) and its heap key (the bound, negated for a lower bound: smaller is tighter).
    func boundKeys(of record: ConstraintRecord) -> (group: Int, key: Double)? {
        guard !usesDummies, record.isRequired, !record.isEdit, record.relation != .equal,
            terms(of: record).count == 1
        else { return nil }
        let (variable, a) = terms(of: record)[0]
        guard a != 0 else { return nil }
        let bound = -record.constant / a
        guard bound.isFinite else { return nil }
        // a·v + c ≥ 0 with a > 0 (or ≤ 0 with a < 0) is a lower bound v ≥ -c/a.
        let isLower = (a > 0) == (record.relation == .greaterThanOrEqual)
        return (2 * variable + (isLower ? 0 : 1), isLower ? -bound : bound)
    }

    /// Adds a required single-variable bound `record` (id `id`, not yet registered) when its group has
    /// a bound in the tableau. Returns false when it has none (the caller installs `record` as usual
    /// and calls `startBoundGroup`). Throws when a tighter bound conflicts with the required constraints.
    func addGroupedBound(_ record: inout ConstraintRecord, id: Int, keys: (group: Int, key: Double)) throws -> Bool {
        guard var group = boundGroups[keys.group] else { return false }
        let current = group.installed
        guard let currentKeys = boundKeys(of: records[current]) else { return false }
        tableau.work.rowTermOperations &+= 1
        if keys.key >= currentKeys.key {
            record.flags.insert(.shadowed)
            group.shadowed.push(keys.key, id)
        } else {
            guard install(&record) else {
                throw SolverError.unsatisfiable(conflicts: conflicts(with: record).map(ConstraintID.init))
            }
            tableau.removeConstraint(records[current].markers, tier: nil)
            records[current].markers = .none
            records[current].flags.insert(.shadowed)
            group.shadowed.push(currentKeys.key, current)
            group.installed = id
        }
        boundGroups[keys.group] = group
        return true
    }

    /// After removing the installed bound of a group: installs the tightest shadowed one (implied by the
    /// one removed, so it cannot fail), or drops the group.
    func replaceRemovedBound(_ id: Int) {
        guard let keys = boundKeys(of: records[id]), var group = boundGroups[keys.group], group.installed == id
        else { return }
        while let next = group.shadowed.pop() {
            guard records[next].isActive else { continue }
            records[next].flags.remove(.shadowed)
            _ = install(&records[next])
            group.installed = next
            boundGroups[keys.group] = group
            return
        }
        boundGroups[keys.group] = nil
    }
}
