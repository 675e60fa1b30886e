/// The canvas positions of a live system's unknowns, kept per slot for one state of the system
/// (`LiveSystem.value`): the solver holds each position as an offset from its superview's
/// (`PositionFrames`), and reading every view of a deep tree costs one addition each this way, not a walk
/// to the root each.
struct CanvasPositionCache {
    /// Per slot index: the state (`LiveSystem`'s stamp) its position was worked out in, -1 for none.
    private var stamps: [Int] = []
    private var positions: [Double] = []
    /// The path from a slot up to a known ancestor (scratch, kept for its storage rather than an array
    /// allocated a call).
    private var path: [VarSlot] = []

    /// The canvas position of `slot` (a position with a superview) in state `stamp` of a system of
    /// `slotCount` slots: up to the first ancestor already known (or the root), then down, adding each
    /// `offset`.
    mutating func position(
        of slot: VarSlot, stamp: Int, slotCount: Int, frames: PositionFrames, offset: (VarSlot) -> Double
    ) -> Double {
        if stamps.count != slotCount {
            stamps = Array(repeating: -1, count: slotCount)
            positions = Array(repeating: 0, count: slotCount)
        }
        if stamps[slot.index] == stamp { return positions[slot.index] }
        path.removeAll(keepingCapacity: true)
        var current: VarSlot? = slot
        while let s = current, stamps[s.index] != stamp {
            path.append(s)
            current = frames.parent(of: s.view).map { VarSlot(view: $0, component: slot.component) }
        }
        var total = current.map { positions[$0.index] } ?? 0
        for s in path.reversed() {
            total += offset(s)
            positions[s.index] = total
            stamps[s.index] = stamp
        }
        return total
    }
}
