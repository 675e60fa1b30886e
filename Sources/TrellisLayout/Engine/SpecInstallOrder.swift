/// The order the solver gets a spec's constraints in: axis by axis — the horizontal ones, then those that
/// mix the axes (`height == width`), then the vertical ones — and within an axis view by view, each
/// constraint with the newest view it mentions (the highest index in the view table, a guide counting as its
/// owner), ties in the order written.
///
/// The solver eliminates one unknown per equality, in the order the equalities arrive, and a bad order
/// fills its rows in: a grid of tiles whose constraints were shuffled (each tile's `leading`, `top`,
/// `width` and `height` against its neighbours') fixed each grid row's common width only after the rows
/// below had taken it into their tops, and substituted it into all of them. View by view alone is not
/// enough when the views themselves are declared in another order than the grid's; axis by axis, the
/// widths are fixed before any height or top refers to them, as a screen's layout is decided (widths, then
/// the heights that depend on them, then the positions), and every order costs about the same. Like a sparse
/// solver's fill-reducing ordering, this changes only the work: the reports keep the order as written
/// (`LiveSystem` places each constraint where it was written), and a layout with any conflict is laid out
/// again with the constraints in the documented order (`LayoutEngine.makeRun`), as the order decides which
/// constraint breaks.
struct SpecInstallOrder {
    /// The positions in the installation order the spec's constraints take.
    let range: Range<Int>
    /// Those positions, in the order the solver gets them.
    let positions: [Int]

    /// The order for the spec's constraints at `range` of `constraints`, or nil when it is the written one.
    static func byAxisAndView(
        _ constraints: [EngineConstraint], _ range: Range<Int>, table: ViewTable, guides: GuideTable
    ) -> SpecInstallOrder? {
        guard range.count > 1 else { return nil }
        let viewCount = table.count
        func owner(_ view: Int) -> Int { view < viewCount ? view : guides[view - viewCount].owner }
        var keys: [(axis: Int, newest: Int, position: Int)] = []
        keys.reserveCapacity(range.count)
        var sorted = true
        for p in range {
            let form = constraints[p].form
            var newest = -1
            var horizontal = false, vertical = false
            for i in 0..<form.termCount {
                let slot = form.term(at: i).slot
                newest = max(newest, owner(slot.view))
                switch slot.component {
                case .minX, .width: horizontal = true
                case .minY, .height: vertical = true
                }
            }
            let axis = vertical ? (horizontal ? 1 : 2) : 0
            let key = (axis: axis, newest: newest, position: p)
            if let last = keys.last, (last.axis, last.newest) > (key.axis, key.newest) { sorted = false }
            keys.append(key)
        }
        guard !sorted else { return nil }
        keys.sort { ($0.axis, $0.newest, $0.position) < ($1.axis, $1.newest, $1.position) }
        return SpecInstallOrder(range: range, positions: keys.map(\.position))
    }
}
