extension LayoutRun {
    /// The priority band of the stays that collapse free sizes of views at `depth`: 0.001 × (2 + depth),
    /// below anything a spec writes.
    static func sizeStayBand(depth: Int) -> Double { 0.001 * Double(2 + depth) }

    /// The priority of the stay that collapses a free size to 0: 0.001 × (2 + depth), innermost views
    /// first (`settleAmbiguity`).
    ///
    /// An arranged view of a stack view along the stack's axis is the exception that UIStackView's header
    /// documents: "ambiguity is resolved by index". Views with an intrinsic length get their tie-break from
    /// `UISV-arrangement-order`; views without one (plain views whose lengths tie at some priority, e.g.
    /// equal `height == 50/60/100 @250` in a fill stack), and views whose lengths tie even so (labels that
    /// overflow their stack, all resisting compression at 750), are settled here: visible arranged view `i`
    /// gets its stay `i` representable steps above the band, so later views collapse first and the first view
    /// takes the slack — the same direction as `UISV-arrangement-order` (240 / 60 / 100 in a 400-point stack).
    /// A tier per index costs nothing here because the solver installs queued soft constraints highest
    /// tier first (`Solver.flushPending`): taken in any other order, each stay would arrive one tier above
    /// all the ones before it and re-optimise them — in a stack that overflows, the k-th stay would take
    /// about k/2 pivots.
    func sizeStayPriority(_ v: Int, _ component: ViewComponent, depth: Int) -> Double {
        let band = Self.sizeStayBand(depth: depth)
        guard v < table.count, component == .width || component == .height,
            let s = table[v].parent, table[s].node.kind == .stackView
        else { return band }
        let axis = table[s].node.stack.axis
        guard (axis == .horizontal) == (component == .width) else { return band }
        let visible = table[s].children.filter { !table[$0].node.isHidden }
        guard let index = visible.firstIndex(of: v) else { return band }
        // `index` steps of `nextUp` at once: for a positive finite double the next one up is the next bit
        // pattern (the band is far from the largest finite value).
        return Double(bitPattern: band.bitPattern + UInt64(index))
    }

    /// A second-pass measure keeps its wrap-width tie-break (`ConstraintBuilder.appendIntrinsic`) only when the
    /// first pass determined the view's width. When it didn't — two multi-line labels side by side, each
    /// able to take the width the other gives up — the width the first pass happened to settle on is not
    /// UIKit's "previous solution" but an arbitrary one, and keeping it would hide a genuine ambiguity.
    func keepWrapWidthOnlyIfDetermined(_ measure: inout ContentMeasure, of v: Int) {
        if case .wrapped(let layout, _) = measure.text, firstPassFreeWidths.contains(v) {
            measure.text = .fixed(layout)
        }
    }

    /// Notes which two-pass views' widths the first pass left free, before the second pass measures them
    /// at those (arbitrary) widths: the ambiguity is genuine even when the second pass's measures happen to
    /// pin the widths, so it is reported (`DiagnosticsBuilder`) and no wrap-width tie-break keeps it.
    func recordFirstPassAmbiguity(of twoPass: [Int]) {
        firstPassFreeWidths = Set(twoPass.filter { ambiguous[$0]?.contains(.width) == true })
    }

    /// The view or guide (by `VarSlot` view index) a stay is about: its depth and parent (a guide's
    /// owner; its report names the owner too, `ConstraintReporter`).
    private func stayTarget(_ v: Int) -> (depth: Int, parent: Int?) {
        guard v >= table.count else { return (table[v].depth, table[v].parent) }
        let owner = guides[v - table.count].owner
        return (table[owner].depth + 1, owner)
    }

    /// The stay that settles `v`'s free `component` (`settleAmbiguity`): a size collapses to 0 at
    /// `sizeStayPriority`, a position stays at its superview's origin at 0.001.
    func stay(_ v: Int, _ component: ViewComponent) -> EngineConstraint {
        let (depth, parent) = stayTarget(v)
        var form = LinearForm(VarSlot(view: v, component: component))
        var priority = sizeStayPriority(v, component, depth: depth)
        if component == .minX || component == .minY {
            priority = 0.001
            if let p = parent, views.contains(p) { form = form - LinearForm(VarSlot(view: p, component: component)) }
        }
        return EngineConstraint(
            key: .stay(view: v, component: component), form: form, relation: .equal, priority: priority,
            wording: .tieBreak(TieBreakWording(slotView: v, kind: .stay(component), priority: priority)))
    }
}
