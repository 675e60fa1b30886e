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

    /// Whether the run measures one subtree in isolation (constraints to the canvas don't apply).
    let isolated: Bool
    /// Unknowns the constraints leave free, per view, found before the stays settle them.
    private(set) var ambiguous: [Int: [ViewComponent]] = [:]

    init(table: ViewTable, resolved: [ResolvedConstraint], canvas: Canvas, measurer: ContentMeasurer,
         views: Range<Int>, measures: [ContentMeasure], isolated: Bool = false) {
        self.isolated = isolated
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
        for item in [r.first, r.second] {
            switch item {
            case .canvas?: if isolated { return false }
            case .view(let v)?: if !views.contains(v) { return false }
            case nil: break
            }
        }
        return true
    }

    /// Installs everything, with `extra` constraints (fitting targets) first, then in the documented order
    /// (`ConstraintBuilder`), which is the order constraints are reported in and the order that decides
    /// which required constraint is broken in a conflict.
    /// `root`: the measured view of an isolated run, whose own frame/autoresizing don't apply.
    ///
    /// The solver gets the content-size constraints below required first, though: their place among
    /// the others can't change which required constraint fails (only required constraints can make the
    /// system unsatisfiable), and with each size already a short row, chains of constraints through
    /// sizes (a label below a label below a label…) don't substitute into ever longer rows — on the
    /// 1,000-label benchmark grid that is 5× fewer instructions in `Solver.add`.
    func installAll(extra: [EngineConstraint] = [], root: Int? = nil, sizeThatFits: (Int) -> Size?) {
        let b = builder
        var ordered = extra
        for v in views where v != root { ordered += b.autoresizing(v) }
        for v in views { if let size = sizeThatFits(v) { ordered += b.fixedSize(v, size) } }
        for (i, r) in resolved.enumerated() where applies(r) {
            specIndices.append(i)
            for v in r.baselineViews { baselineDependents[v, default: []].append(i) }
            ordered.append(b.spec(i, anchors: anchors))
        }
        for v in views { ordered += b.intrinsic(v, size: measures[v].intrinsic) }
        let positions = ordered.map { live.reserve($0.key) }
        let early = { (c: EngineConstraint) in c.report.origin == .intrinsicSize && c.priority < 1000 }
        for (c, p) in zip(ordered, positions) where early(c) { live.install(c, at: p) }
        for (c, p) in zip(ordered, positions) where !early(c) { live.install(c, at: p) }
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
        let twoPass = views.filter { ContentMeasurer.needsTwoPass(table[$0].node) }
        // Widths are read below: settle free unknowns first so they are deterministic.
        if !twoPass.isEmpty { settleAmbiguity() }
        var changed: [(Int, ContentMeasure)] = []
        for v in twoPass {
            let width = live.value(VarSlot(view: v, component: .width))
            if let previous = measuredWidth[v], abs(previous - width) < 1e-9 { continue }
            measuredWidth[v] = width
            // Text that already fits unwrapped keeps its measure: no second text layout, no constraint swap.
            if measurer.firstPassStillHolds(measures[v], node: table[v].node, solvedWidth: width) { continue }
            changed.append((v, try measurer.measure(table[v].node, solvedWidth: width)))
        }
        for (v, m) in changed { apply(m, to: v) }
        settleAmbiguity()
    }

    /// Finds the unknowns the constraints leave free (`LiveSystem.freeUnknowns`) and settles each with a stay at a
    /// priority below anything a spec writes, so the layout is still deterministic and matches UIKit's
    /// observed choice: an undetermined size collapses to 0, innermost views first (priority
    /// 0.001 × (2 + depth), strict tiers), so a text view with no intrinsic height gets 0 and its container
    /// sizes to the rest (seed 000 scene 5); an undetermined position stays at its superview's origin
    /// (priority 0.001). The ambiguity is still reported, from the check made before the stays.
    func settleAmbiguity() {
        // Removed in view order: the solver's state must not depend on a hash table's order.
        for v in ambiguous.keys.sorted() { for c in ambiguous[v] ?? [] { live.remove(.stay(view: v, component: c)) } }
        let free = live.freeUnknowns(in: views)
        ambiguous = Dictionary(uniqueKeysWithValues: free.map { ($0.view, $0.components) })
        for (v, components) in free {
            for component in components { live.install(stay(v, component)) }
        }
    }

    private func stay(_ v: Int, _ component: ViewComponent) -> EngineConstraint {
        let node = table[v].node
        var form = LinearForm(VarSlot(view: v, component: component))
        var priority = 0.001 * Double(2 + table[v].depth)
        if component == .minX || component == .minY {
            priority = 0.001
            if let p = table[v].parent, views.contains(p) { form = form - LinearForm(VarSlot(view: p, component: component)) }
        }
        let attribute: LayoutAttribute = [.minX: .left, .minY: .top, .width: .width, .height: .height][component] ?? .width
        let report = SolvedConstraint(firstView: node.name, firstAttribute: attribute, relation: .equal, secondView: nil,
                                      secondAttribute: nil, multiplier: 1, constant: 0, priority: priority,
                                      origin: .spec, status: .satisfied, source: "\(node.name).\(component.traceName) stay",
                                      location: node.location)
        return EngineConstraint(key: .stay(view: v, component: component), form: form, relation: .equal,
                                priority: priority, report: report, appleDescription: .text(report.source))
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
