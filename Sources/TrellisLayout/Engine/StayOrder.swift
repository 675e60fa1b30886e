extension LayoutRun {
    /// The priority band of the stays that collapse free sizes of views at `depth`: 0.001 × (2 + depth),
    /// below anything a spec writes.
    static func sizeStayBand(depth: Int) -> Double { 0.001 * Double(2 + depth) }

    /// The priority and weight of the stay that collapses a free size to 0: 0.001 × (2 + depth), innermost
    /// views first (`settleAmbiguity`), weight 1.
    ///
    /// An arranged view of a stack view along the stack's axis is the exception that UIStackView's header
    /// documents: "ambiguity is resolved by index". Views with an intrinsic length get their tie-break from
    /// `UISV-arrangement-order`; views without one (plain views whose lengths tie at some priority, e.g.
    /// equal `height == 50/60/100 @250` in a fill stack), and views whose lengths tie even so (labels that
    /// overflow their stack, all resisting compression at 750), are settled here: visible arranged view
    /// `i ≥ 1` gets its stay one representable step above the band, weighted by `i`, so later views collapse
    /// first and the first view takes the slack — the same direction as `UISV-arrangement-order` (240 / 60 /
    /// 100 in a 400-point stack). One tier for the whole stack with weights, not a tier per index, as for
    /// `UISV-arrangement-order`: the stays go in by variable, so each index's tier arrived above all the
    /// ones before it and made the solver re-optimise them — an overflowing `equalCentering` stack of 100
    /// labels made 2,696 pivots (1.5 s), one of 250 took a minute (docs/performance.md, thirteenth round).
    /// The step above the band is the tier of the wrap-width tie-break (`ConstraintBuilder.intrinsic`), so
    /// a view's collapse still ties with its own wrap width at index 1 and outweighs it after, as when each
    /// index had a tier of its own.
    func sizeStay(_ v: Int, _ component: ViewComponent, depth: Int) -> (priority: Double, weight: Double) {
        let band = Self.sizeStayBand(depth: depth)
        guard v < table.count, component == .width || component == .height,
            let s = table[v].parent, table[s].node.kind == .stackView
        else { return (band, 1) }
        let axis = table[s].node.stack.axis
        guard (axis == .horizontal) == (component == .width) else { return (band, 1) }
        let visible = table[s].children.filter { !table[$0].node.isHidden }
        guard let index = visible.firstIndex(of: v), index > 0 else { return (band, 1) }
        return (band.nextUp, Double(index))
    }

    /// A second-pass measure keeps its wrap-width tie-break (`ConstraintBuilder.intrinsic`) only when the
    /// first pass determined the view's width. When it didn't — two multi-line labels side by side, each
    /// able to take the width the other gives up — the width the first pass happened to settle on is not
    /// UIKit's "previous solution" but an arbitrary one, and keeping it would hide a genuine ambiguity.
    func keepingWrapWidthOnlyIfDetermined(_ measure: ContentMeasure, of v: Int) -> ContentMeasure {
        guard measure.wrapWidth != nil, firstPassFreeWidths.contains(v) else { return measure }
        var kept = measure
        kept.wrapWidth = nil
        return kept
    }

    /// Notes which two-pass views' widths the first pass left free, before the second pass measures them
    /// at those (arbitrary) widths: the ambiguity is genuine even when the second pass's measures happen to
    /// pin the widths, so it is reported (`DiagnosticsBuilder`) and no wrap-width tie-break keeps it.
    func recordFirstPassAmbiguity(of twoPass: [Int]) {
        firstPassFreeWidths = Set(twoPass.filter { ambiguous[$0]?.contains(.width) == true })
    }
}
