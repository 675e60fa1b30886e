import TrellisText

/// One layout computation over a set of views: measure content, install constraints, run the second pass
/// of two-pass views, and keep everything needed to re-solve incrementally when a view's text changes.
///
/// The full solve runs over every view; `systemLayoutSizeFitting` runs over one view's subtree in isolation.
final class LayoutRun {
    private(set) var table: ViewTable
    let resolved: [ResolvedConstraint]
    let canvas: Canvas
    let measurer: ContentMeasurer
    let views: Range<Int>
    private(set) var anchors: AnchorMap
    private(set) var measures: [ContentMeasure]
    /// The first-pass measures the run started from (fitting measures subtrees from these).
    let initialMeasures: [ContentMeasure]
    /// For two-pass views: the width their current measure was taken at (nil = first pass, unwrapped).
    private(set) var measuredWidth: [Double?]
    let live: LiveSystem
    /// Spec constraints (by resolved index) whose form depends on a view's baselines.
    private var baselineDependents: [Int: [Int]] = [:]
    private var specIndices: [Int] = []

    init(table: ViewTable, resolved: [ResolvedConstraint], canvas: Canvas, measurer: ContentMeasurer,
         views: Range<Int>, measures: [ContentMeasure]) {
        self.table = table
        self.resolved = resolved
        self.canvas = canvas
        self.measurer = measurer
        self.views = views
        self.measures = measures
        initialMeasures = measures
        measuredWidth = Array(repeating: nil, count: table.count)
        anchors = AnchorMap(canvas: canvas, table: table)
        for v in views { anchors.baselines[v] = measures[v].baseline }
        live = LiveSystem(viewCount: table.count, views: views)
    }

    private var builder: ConstraintBuilder { ConstraintBuilder(table: table, resolved: resolved, canvas: canvas) }

    /// Whether a spec constraint applies in this run: every view it names is in the run, and — when the run
    /// is a subtree measured in isolation — it doesn't refer to the canvas.
    private func applies(_ r: ResolvedConstraint) -> Bool {
        let isolated = views.count != table.count
        for item in [r.first, r.second] {
            switch item {
            case .canvas?: if isolated { return false }
            case .view(let v)?: if !views.contains(v) { return false }
            case nil: break
            }
        }
        return true
    }

    /// Installs everything in the documented order, with `extra` constraints (fitting targets) first.
    /// `root`: the measured view of an isolated run, whose own frame/autoresizing don't apply.
    func installAll(extra: [EngineConstraint] = [], root: Int? = nil, sizeThatFits: (Int) -> Size?) {
        for c in extra { live.install(c) }
        let b = builder
        for v in views where v != root { for c in b.autoresizing(v) { live.install(c) } }
        for v in views { if let size = sizeThatFits(v) { for c in b.fixedSize(v, size) { live.install(c) } } }
        for (i, r) in resolved.enumerated() where applies(r) {
            specIndices.append(i)
            for v in r.baselineViews { baselineDependents[v, default: []].append(i) }
            live.install(b.spec(i, anchors: anchors))
        }
        for v in views { for c in b.intrinsic(v, size: measures[v].intrinsic) { live.install(c) } }
    }

    /// Swaps `v`'s content constraints (and baseline-dependent ones) for a new measure.
    func apply(_ measure: ContentMeasure, to v: Int) {
        let old = measures[v]
        measures[v] = measure
        let b = builder
        if old.intrinsic != measure.intrinsic {
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                live.remove(.hugging(view: v, axis: axis))
                live.remove(.compressionResistance(view: v, axis: axis))
            }
            for c in b.intrinsic(v, size: measure.intrinsic) { live.install(c) }
        }
        if old.baseline != measure.baseline {
            anchors.baselines[v] = measure.baseline
            for i in baselineDependents[v] ?? [] { live.replace(b.spec(i, anchors: anchors)) }
        }
    }

    /// UIKit's second pass: every two-pass view whose solved width differs from the width its intrinsic
    /// size was measured at is re-measured at the solved width, and the system re-solved. Exactly one
    /// second pass, as UIKit does (`_needsDoubleUpdateConstraintsPass`).
    func runSecondPass() throws {
        var changed: [(Int, ContentMeasure)] = []
        for v in views where ContentMeasurer.needsTwoPass(table[v].node) {
            let width = live.value(VarSlot(view: v, component: .width))
            if let previous = measuredWidth[v], abs(previous - width) < 1e-9 { continue }
            measuredWidth[v] = width
            changed.append((v, try measurer.measure(table[v].node, solvedWidth: width)))
        }
        for (v, m) in changed { apply(m, to: v) }
    }

    /// New text for `v`: re-measure (first pass for a two-pass view), swap, then the second pass.
    func setText(_ text: String, of v: Int) throws {
        table.setText(text, of: v)
        measuredWidth[v] = nil
        apply(try measurer.measure(table[v].node), to: v)
        try runSecondPass()
    }

    func value(_ v: Int, _ component: ViewComponent) -> Double { live.value(VarSlot(view: v, component: component)) }
}

extension ViewTable {
    mutating func setText(_ text: String, of v: Int) { setNode(of: v) { $0.text = text } }
}
