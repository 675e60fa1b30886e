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
        let termCount = form.termCount
        guard
            (0..<termCount).contains(where: {
                let slot = form.term(at: $0).slot
                return slot.component.isPosition && parent(of: slot.view) != nil
            })
        else { return form }
        // Each step takes one pending position out and puts at most its parent in, so `pending` never
        // outgrows the form's positions, and `out` gets each size plus each position of each chain once.
        var positions = 0, bound = 0
        for i in 0..<termCount {
            let slot = form.term(at: i).slot
            if slot.component.isPosition {
                positions += 1
                bound += max(0, depthOf[slot.view]) + 1
            } else {
                bound += 1
            }
        }
        var pending: [FormTerm] = [], out: [FormTerm] = []
        pending.reserveCapacity(positions)
        out.reserveCapacity(bound)
        for i in 0..<termCount {
            let t = form.term(at: i)
            if t.slot.component.isPosition { pending.append(t) } else { out.append(t) }
        }
        while !pending.isEmpty {
            // The deepest pending position (ties → the highest slot: any fixed order will do).
            var i = 0
            for k in 1..<pending.count {
                let a = depthOf[pending[k].slot.view], b = depthOf[pending[i].slot.view]
                if a > b || (a == b && pending[k].slot.index > pending[i].slot.index) { i = k }
            }
            let taken = pending.remove(at: i)
            let c = taken.coefficient
            guard c != 0 else { continue }
            out.append(taken)
            guard let p = parent(of: taken.slot.view) else { continue }
            let up = VarSlot(view: p, component: taken.slot.component)
            if let k = pending.firstIndex(where: { $0.slot == up }) {
                let sum = pending[k].coefficient + c
                // Exact cancellation (a view's edge minus its superview's) or rounding residue.
                if abs(sum) <= 1e-12 * max(abs(c), abs(pending[k].coefficient)) {
                    pending.remove(at: k)
                } else {
                    pending[k].coefficient = sum
                }
            } else {
                pending.append(FormTerm(slot: up, coefficient: c))
            }
        }
        // Insertion sort by slot: a handful of distinct slots.
        for k in 1..<max(1, out.count) {
            let t = out[k]
            var j = k
            while j > 0, out[j - 1].slot.index > t.slot.index {
                out[j] = out[j - 1]
                j -= 1
            }
            out[j] = t
        }
        return LinearForm(sortedTerms: out, constant: form.constant)
    }
}

extension ViewComponent {
    /// minX and minY: measured from the superview's origin in the solver (`PositionFrames`).
    var isPosition: Bool { self == .minX || self == .minY }
}
