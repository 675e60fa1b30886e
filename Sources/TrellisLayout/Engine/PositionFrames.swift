/// Where the solver measures each position from. A view's (or guide's) minX and minY unknowns are its
/// offset from its superview's (owner's) origin, not its canvas coordinate; the canvas coordinate is the
/// sum of the offsets from the root down. The engine still writes every constraint in canvas
/// coordinates (`LinearForm`); `offsets` rewrites a form's positions into offsets, where the ancestors
/// two views share cancel.
///
/// Why: a stack of cells chains the cells' positions (each cell's top is the previous cell's bottom plus
/// the spacing), so in canvas coordinates every unknown inside the 1,000th cell depends on the 999 cells
/// above it, and every constraint inside that cell expands to a row that long — quadratic work, and
/// cubic once the solver pivots through those rows. In offsets, a constraint between a view and its
/// superview or siblings (nearly all of them) mentions only unknowns of that subtree. The change of
/// unknowns is exact: the same system, the same optimum.
struct PositionFrames {
    /// Per view or guide slot: the view slot its position is measured from, or -1.
    private let parentOf: [Int]
    /// Distance from the root of its frame chain (0 for a slot measured from the canvas).
    private let depthOf: [Int]

    init(parents: [Int?]) {
        parentOf = parents.map { $0 ?? -1 }
        var depth = [Int](repeating: -1, count: parents.count)
        var path: [Int] = [] // one array for every walk
        for start in parents.indices where depth[start] < 0 {
            // Walk up to a slot of known depth, then fill the path down (no recursion: trees may be deep).
            path.removeAll(keepingCapacity: true)
            var s = start
            while s >= 0, depth[s] < 0 {
                path.append(s)
                s = parentOf[s]
            }
            var d = s >= 0 ? depth[s] : -1
            for slot in path.reversed() {
                d += 1
                depth[slot] = d
            }
        }
        depthOf = depth
    }

    func parent(of slot: Int) -> Int? {
        slot < parentOf.count && parentOf[slot] >= 0 ? parentOf[slot] : nil
    }

    /// `form` (over canvas coordinates) rewritten over offsets: each position term `c·x(v)` becomes
    /// `c·offset(v) + c·x(parent(v))`, the parent's term merged with any the form already has, deepest
    /// first, so two views' common ancestors cancel as soon as their coefficients sum to zero. Sizes and
    /// the constant are unchanged. The result is sorted by slot and free of zero coefficients.
    func offsets(_ form: LinearForm) -> LinearForm {
        var scratch = OffsetScratch()
        return offsets(form, using: &scratch)
    }

    /// `offsets(_:)` with its working lists in `scratch`, which the caller keeps from one call to the next:
    /// the live system rewrites every constraint it installs, and fresh lists each time would be two
    /// allocations per constraint.
    func offsets(_ form: LinearForm, using scratch: inout OffsetScratch) -> LinearForm {
        let termCount = form.termCount
        guard
            (0..<termCount).contains(where: {
                let slot = form.term(at: $0).slot
                return slot.component.isPosition && parent(of: slot.view) != nil
            })
        else { return form }
        scratch.pending.removeAll()
        scratch.out.removeAll()
        for i in 0..<termCount {
            let t = form.term(at: i)
            if t.slot.component.isPosition { scratch.pending.append(t) } else { scratch.out.append(t) }
        }
        while scratch.pending.count > 0 {
            // The deepest pending position (ties → the highest slot: any fixed order will do).
            var i = 0
            for k in 1..<scratch.pending.count {
                let a = depthOf[scratch.pending[k].slot.view], b = depthOf[scratch.pending[i].slot.view]
                if a > b || (a == b && scratch.pending[k].slot.index > scratch.pending[i].slot.index) { i = k }
            }
            let taken = scratch.pending.remove(at: i)
            let c = taken.coefficient
            guard c != 0 else { continue }
            scratch.out.append(taken)
            guard let p = parent(of: taken.slot.view) else { continue }
            let up = VarSlot(view: p, component: taken.slot.component)
            if let k = scratch.pending.firstIndex(of: up) {
                let sum = scratch.pending[k].coefficient + c
                // Exact cancellation (a view's edge minus its superview's) or rounding residue.
                if abs(sum) <= 1e-12 * max(abs(c), abs(scratch.pending[k].coefficient)) {
                    scratch.pending.remove(at: k)
                } else {
                    scratch.pending[k].coefficient = sum
                }
            } else {
                scratch.pending.append(FormTerm(slot: up, coefficient: c))
            }
        }
        scratch.out.sortBySlot()
        return LinearForm(sortedTerms: scratch.out.terms, constant: form.constant)
    }
}

/// `PositionFrames.offsets`'s working lists: the positions still to rewrite and the terms written.
struct OffsetScratch {
    fileprivate var pending = ReusedTermList()
    fileprivate var out = ReusedTermList()
}

/// A list of terms emptied by its count, its storage kept for the next use: once grown to the longest
/// list asked of it, it allocates nothing.
private struct ReusedTermList {
    private var storage: [FormTerm] = []
    private(set) var count = 0

    mutating func removeAll() { count = 0 }

    mutating func append(_ t: FormTerm) {
        if count < storage.count { storage[count] = t } else { storage.append(t) }
        count += 1
    }

    subscript(i: Int) -> FormTerm {
        get {
            precondition(i < count, "term list index out of range")
            return storage[i]
        }
        set {
            precondition(i < count, "term list index out of range")
            storage[i] = newValue
        }
    }

    /// Takes out the term at `i`, the later ones moving up one place.
    mutating func remove(at i: Int) -> FormTerm {
        let removed = self[i]
        for k in i..<(count - 1) { storage[k] = storage[k + 1] }
        count -= 1
        return removed
    }

    /// The place of the term at `slot`, if any.
    func firstIndex(of slot: VarSlot) -> Int? { (0..<count).first { storage[$0].slot == slot } }

    /// Insertion sort by slot: a handful of distinct slots.
    mutating func sortBySlot() {
        for k in 1..<max(1, count) {
            let t = storage[k]
            var j = k
            while j > 0, storage[j - 1].slot.index > t.slot.index {
                storage[j] = storage[j - 1]
                j -= 1
            }
            storage[j] = t
        }
    }

    var terms: ArraySlice<FormTerm> { storage[..<count] }
}

extension ViewComponent {
    /// minX and minY: measured from the superview's origin in the solver (`PositionFrames`).
    var isPosition: Bool { self == .minX || self == .minY }
}
