import TrellisText

/// One layout computation over a set of views: measure content, install constraints, run the second pass
/// of two-pass views, and keep everything needed to re-solve incrementally when a view's text changes.
///
/// The full solve runs over every view; `systemLayoutSizeFitting` runs over one view's subtree in isolation.
final class LayoutRun {
    private(set) var table: ViewTable
    let guides: GuideTable
    /// Guides owned by views of this run (their unknowns are in the solver).
    let runGuides: [Int]
    let resolved: [ResolvedConstraint]
    let canvas: Canvas
    let measurer: ContentMeasurer
    let views: Range<Int>
    private(set) var anchors: AnchorMap
    private(set) var measures: [ContentMeasure]
    /// For two-pass views: the width their current measure was taken at (nil = first pass, unwrapped).
    private(set) var measuredWidth: [Double?]
    let live: LiveSystem
    /// Spec constraints (by resolved index) whose form depends on a view's baselines.
    private var baselineDependents: [Int: [Int]] = [:]
    private var specIndices: [Int] = []
    /// Whether `installAll` gave the solver the spec's constraints in another order than written
    /// (`SpecInstallOrder`).
    private(set) var reorderedSpec = false

    /// Whether the run measures one subtree in isolation (constraints to the canvas don't apply).
    let isolated: Bool
    /// The spec constraints `installAll` considers (by resolved index, ascending); nil for all of them.
    private let specCandidates: [Int]?
    /// The spec constraints by the views they mention, for the subtree runs of fitting requests
    /// (`LayoutEngine.fit`); made on the first request.
    private(set) lazy var specIndex = SpecConstraintIndex(resolved, viewCount: table.count, guides: guides)
    /// Unknowns the constraints leave free, per view (and per guide slot, `GuideTable.slotView`), found
    /// before the stays settle them.
    private(set) var ambiguous: [Int: [ViewComponent]] = [:]
    /// Two-pass views whose width the first pass left free (`recordFirstPassAmbiguity`).
    var firstPassFreeWidths: Set<Int> = []
    /// How many constraints each stack view generated last, by view (their keys are `.stack(view:index:)`,
    /// 0..<n): what a regeneration that makes fewer removes. Their wordings are made again when a report
    /// needs them (`StackWordings`).
    private var stackConstraintCounts: [Int32]

    init(
        table: ViewTable, guides: GuideTable, resolved: [ResolvedConstraint], canvas: Canvas, measurer: ContentMeasurer,
        views: Range<Int>, measures: [ContentMeasure], isolated: Bool = false, specCandidates: [Int]? = nil,
        solverTermLimit: Int = ResourceLimits.standard.solverTerms
    ) {
        self.isolated = isolated
        self.specCandidates = specCandidates
        self.table = table
        self.guides = guides
        runGuides = guides.guides(ownedBy: views)
        self.resolved = resolved
        self.canvas = canvas
        self.measurer = measurer
        self.views = views
        self.measures = measures
        measuredWidth = Array(repeating: nil, count: table.count)
        stackConstraintCounts = Array(repeating: 0, count: table.count)
        anchors = AnchorMap(canvas: canvas, table: table, guides: guides)
        for v in views { anchors.baselines[v] = measures[v].baseline }
        anchors.vendStackBaselines(table: table, measures: measures)
        live = Self.makeLiveSystem(
            table: table, guides: guides, runGuides: runGuides, views: views, tally: measurer.tally)
        live.solver.termLimit = solverTermLimit
    }

    /// An empty system over the run's views and guides, positions measured from their superviews.
    private static func makeLiveSystem(
        table: ViewTable, guides: GuideTable, runGuides: [Int], views: Range<Int>, tally: WorkTally
    ) -> LiveSystem {
        var parents = [Int?](repeating: nil, count: table.count + guides.count)
        for v in views { parents[v] = table[v].parent.flatMap { views.contains($0) ? $0 : nil } }
        for g in runGuides { parents[guides.slotView(g)] = guides[g].owner }
        return LiveSystem(
            slotCount: table.count + guides.count, views: views,
            guideSlots: runGuides.map { guides.slotView($0) }, parents: parents, tally: tally)
    }

    /// The work counters this run (and its measurer and live system) adds to.
    var tally: WorkTally { measurer.tally }

    /// How many times each stack's constraints were installed in the current pass (`LayoutWork`).
    private var stackInstallsThisPass: [Int: Int] = [:]

    private func beginPass() {
        tally.work.passes += 1
        stackInstallsThisPass = [:]
    }

    private func countStackInstall(_ s: Int) {
        tally.work.stackInstalls += 1
        let count = (stackInstallsThisPass[s] ?? 0) + 1
        stackInstallsThisPass[s] = count
        tally.work.maxStackInstallsPerPass = max(tally.work.maxStackInstallsPerPass, count)
    }

    private var builder: ConstraintBuilder {
        ConstraintBuilder(table: table, resolved: resolved, canvas: canvas, guides: guides)
    }

    /// Whether a spec constraint applies in this run: every view it names is in the run, and — when the run
    /// is a subtree measured in isolation — it doesn't refer to the canvas.
    private func applies(_ r: ResolvedConstraint) -> Bool {
        for item in [r.first, r.second] {
            guard let item else { continue }
            if let v = item.owner(in: guides) {
                if !views.contains(v) { return false }
            } else if isolated {
                return false
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
    /// system unsatisfiable), and each size then enters the tableau as a short row of its own. Short rows
    /// keep the ambiguity check's `isPinned` calls cheap, which matters most for `LayoutSession.setText`.
    ///
    /// `holdingBackVertical`: the vertical constraints wait for the second pass (`VerticalHoldBack`), when
    /// that cannot change what the first pass decides.
    func installAll(
        extra: [EngineConstraint] = [], root: Int? = nil, holdingBackVertical: Bool = false,
        reorderingSpec: Bool = false, sizeThatFits: @escaping (Int) -> Size?
    ) {
        beginPass()
        let b = builder
        // Read once: each read of the stored property copies the map (retaining its arrays), and it is
        // passed for every spec constraint and every view.
        let anchors = anchors
        var ordered = extra
        ordered.reserveCapacity(extra.count + expectedConstraintCount)
        for v in views where v != root { ordered += b.autoresizing(v) }
        for v in views { if let size = sizeThatFits(v) { ordered += b.fixedSize(v, size) } }
        let specStart = ordered.count
        for i in specCandidates ?? Array(resolved.indices) where applies(resolved[i]) {
            specIndices.append(i)
            for v in resolved[i].baselineViews(anchors) { baselineDependents[v, default: []].append(i) }
            ordered.append(b.spec(i, anchors: anchors))
        }
        let specOrder =
            reorderingSpec
            ? SpecInstallOrder.byAxisAndView(ordered, specStart..<ordered.count, table: table, guides: guides) : nil
        reorderedSpec = specOrder != nil
        for v in views {
            switch table[v].node.kind {
            case .stackView:
                stackConstraintCounts[v] = Int32(stackArrangement(v).append(to: &ordered))
                countStackInstall(v)
            case .scrollView:
                ordered += b.scrollContent(v, anchors: anchors)
            default:
                break
            }
            ordered += b.readableContent(v, anchors: anchors)
        }
        let measures = measures
        for v in views { b.appendIntrinsic(v, measuredIn: measures, to: &ordered) }
        let held = holdingBackVertical ? VerticalHoldBack.heldIndices(of: ordered, in: self) : []
        live.installFresh(consume ordered, holdingBack: held, solving: specOrder)
    }

    /// Room enough for the constraints `installAll` makes, in most layouts: the spec's, and per view its
    /// autoresizing, fixed and content sizes (at most six) and per arranged view the stack's (at most
    /// eight). Built in one array, grown by doubling it would be copied into fresh memory again and again;
    /// the estimate errs high, and room never written is never resident.
    private var expectedConstraintCount: Int {
        var estimate = resolved.count
        for v in views { estimate += 6 + 8 * table[v].children.count }
        return estimate
    }

    /// Regenerates stack view `s`'s `UISV-*` constraints from the current measures and baselines, for
    /// an edit of the live system: the new set (each replacing the constraint of the same key, in place),
    /// and the keys of the previous set's surplus constraints, to remove.
    private func regenerateStack(_ s: Int) -> (constraints: [EngineConstraint], surplus: [ConstraintKey]) {
        countStackInstall(s)
        let generated = stackArrangement(s).constraints(expected: Int(stackConstraintCounts[s]))
        let surplus = (generated.count..<max(generated.count, Int(stackConstraintCounts[s]))).map {
            ConstraintKey.stack(view: s, index: $0)
        }
        stackConstraintCounts[s] = Int32(generated.count)
        return (generated, surplus)
    }

    /// The wordings of the stack views' constraints, made from the run's current state (`StackWordings`).
    var stackWordings: StackWordings {
        StackWordings(
            table: table, guides: guides, anchors: anchors, measures: measures,
            canvasDirection: canvas.traits.layoutDirection)
    }

    private func stackArrangement(_ s: Int) -> StackArrangement {
        StackArrangement(
            table: table, guides: guides, anchors: anchors, measures: measures, stack: s,
            canvasDirection: canvas.traits.layoutDirection)
    }

    /// Swaps the content constraints of several views for new measures as one edit: every measure is
    /// taken first, then each view's content-size constraints are swapped, each spec constraint that
    /// depends on a changed baseline is regenerated once, and each affected stack view's constraints are
    /// regenerated once — however many of its arranged views changed. Only constraints that actually
    /// differ reach the solver, removals first (`LiveSystem.edit`), so a stack of N wrapping labels costs its
    /// N changed size constraints, not N regenerations of N constraints (each removal of a required equality
    /// can make the solver rebuild the whole connected component). A content size whose number changed
    /// but not its priority is moved in place (`Solver.changeConstants`): UIKit's second pass over a feed
    /// of N wrapping labels costs the rows the new heights reach — less than re-installing the system.
    func apply(_ changes: consuming [(view: Int, measure: ContentMeasure)]) {
        let (sizeChanged, dependents, stacks) = adopt(consume changes)
        let b = builder
        var removals: [ConstraintKey] = []
        var updates: [EngineConstraint] = []
        // Room for each changed view's content sizes and wrap width, and each regenerated stack's constraints
        // (96 bytes each): grown by doubling, the second pass of 10,000 wrapping labels copied it 16 times.
        var expected = 5 * sizeChanged.count + dependents.count
        for s in stacks { expected += Int(stackConstraintCounts[s]) }
        updates.reserveCapacity(expected)
        let measures = measures
        for v in sizeChanged {
            let start = updates.count
            b.appendIntrinsic(v, measuredIn: measures, to: &updates)
            // The content keys the new measure no longer makes go (a list of the five keys was an allocation
            // per view).
            func removeUnless(_ key: ConstraintKey) {
                // By index: a slice of the list counted a reference to it, five times a view.
                if !(start..<updates.count).contains(where: { updates[$0].key == key }) { removals.append(key) }
            }
            removeUnless(.wrapWidth(view: v))
            removeUnless(.hugging(view: v, axis: .horizontal))
            removeUnless(.compressionResistance(view: v, axis: .horizontal))
            removeUnless(.hugging(view: v, axis: .vertical))
            removeUnless(.compressionResistance(view: v, axis: .vertical))
        }
        // Ascending order: the solver's state must not depend on a hash table's order. The map is read
        // once, not copied for every dependent (as in `installAll`).
        let anchors = anchors
        for i in dependents.sorted() { updates.append(b.spec(i, anchors: anchors)) }
        // A regenerated stack's constraints are mostly what the solver has already: those are refreshed
        // as each stack is made and only the others kept (`LiveSystem.edit`'s first step, taken early),
        // so the edit never holds every constraint of every affected stack at the layout's memory peak.
        for s in stacks.sorted() {
            let (constraints, surplus) = regenerateStack(s)
            live.gather(constraints, into: &updates)
            removals += surplus
        }
        live.edit(removing: removals, updating: updates)
    }

    /// Takes new measures (and the baselines they vend): which views' sizes changed, which spec
    /// constraints (by resolved index) depend on a changed baseline, and which stacks arrange a changed view.
    private func adopt(
        _ changes: consuming [(view: Int, measure: ContentMeasure)]
    ) -> (sizeChanged: [Int], dependents: Set<Int>, stacks: Set<Int>) {
        var sizeChanged: [Int] = []
        var dependents: Set<Int> = []
        var stacks: Set<Int> = []
        for i in changes.indices {
            let v = changes[i].view
            // Moved out, not copied: each copy of a measure, and each copy the list let go of afterwards,
            // counted a reference to its text layout, which a large layout has long since left in memory.
            var measure = ContentMeasure.none
            swap(&measure, &changes[i].measure)
            keepWrapWidthOnlyIfDetermined(&measure, of: v)
            // The old values read in place (a copy of the old measure retained its text layout's storage).
            let intrinsicChanged = measures[v].intrinsic != measure.intrinsic
            let baseline = measure.baseline
            let baselineChanged = measures[v].baseline != baseline
            measures[v] = consume measure
            if intrinsicChanged { sizeChanged.append(v) }
            if baselineChanged {
                anchors.baselines[v] = baseline
                dependents.formUnion(baselineDependents[v] ?? [])
            }
            if intrinsicChanged || baselineChanged {
                for s in stacksArranging(v) where views.contains(s) { stacks.insert(s) }
            }
        }
        return (sizeChanged, dependents, stacks)
    }

    /// UIKit's second pass: every two-pass view whose solved width differs from the width its intrinsic
    /// size was measured at is re-measured at the solved width, and the system re-solved. Exactly one
    /// second pass, as UIKit does (`_needsDoubleUpdateConstraintsPass`).
    func runSecondPass() throws {
        try requireSolverWithinTermLimit()
        let twoPass = views.filter { ContentMeasurer.needsTwoPass(table[$0].node) }
        // Widths are read below, so they must be determined. When the constraints pin every one of them
        // (a screen's wrapping labels, nearly always), the other free unknowns wait for the settling
        // after this pass, which finds them all again anyway; otherwise they are settled first, so the
        // widths read are deterministic. (Settling twice was a seventh of a 1,000-cell feed's work.)
        if !twoPass.isEmpty, !twoPass.allSatisfy({ live.isOffsetPinned(VarSlot(view: $0, component: .width)) }) {
            // The stays settle every free unknown: the held-back ones must be in to pin what they pin.
            live.installHeld()
            settleAmbiguity()
        }
        recordFirstPassAmbiguity(of: twoPass)
        var changed: [(view: Int, measure: ContentMeasure)] = []
        for v in twoPass {
            let width = live.value(VarSlot(view: v, component: .width))
            if let previous = measuredWidth[v], abs(previous - width) < 1e-9 { continue }
            measuredWidth[v] = width
            let shaping = measures[v].takeShaping()
            // Text that already fits unwrapped keeps its measure: no second text layout, no constraint swap.
            if measurer.firstPassStillHolds(measures[v], node: table[v].node, solvedWidth: width) {
                if case .unwrapped(var first) = measures[v].text, first.layout == nil {
                    first.layout = try measurer.unwrappedLayout(table[v].node, reusing: shaping)
                    measures[v].text = .unwrapped(first)
                }
                continue
            }
            changed.append((v, try measurer.measure(table[v].node, solvedWidth: width, reusing: shaping)))
        }
        if !changed.isEmpty {
            beginPass()
            tally.work.remeasuredViews += changed.count
            apply(changed)
        }
        live.installHeld()
        settleAmbiguity()
        try requireSolverWithinTermLimit()
    }

    /// Fails the layout when its solver stopped at the term limit (`ResourceLimits.solverTerms`): checked
    /// when the first pass has gone in and when the second has been settled (every run — the whole
    /// layout, a fitting request's subtree, a cell — ends with the second pass). A stopped solver answers
    /// without meaning, so nothing it said may reach a result.
    func requireSolverWithinTermLimit() throws {
        guard let terms = live.solver.termsOverLimit else { return }
        let limit = live.solver.termLimit
        throw LayoutError(diagnostics: [
            Diagnostic(
                severity: .error, code: "solver-term-limit",
                message: "laying the spec out needs more than \(ResourceLimits.grouped(limit)) terms in the "
                    + "constraint solver (up to \(ResourceLimits.grouped(terms)) at the step where it stopped; "
                    + "\(ResourceLimits.advice(.solverTerms, limit)))",
                views: [], location: nil)
        ])
    }

    /// Finds the unknowns the constraints leave free (`LiveSystem.freeUnknowns`) and settles each with a stay at a
    /// priority below anything a spec writes, so the layout is still deterministic and matches UIKit's
    /// observed choice: an undetermined size collapses to 0, innermost views first (priority
    /// 0.001 × (2 + depth), strict tiers), so a text view with no intrinsic height gets 0 and its container
    /// sizes to the rest (seed 000 scene 5); an undetermined position stays at its superview's origin
    /// (priority 0.001). The ambiguity is still reported, from the check made before the stays.
    func settleAmbiguity() {
        // Removed in slot order: the solver's state must not depend on a hash table's order.
        for v in ambiguous.keys.sorted() { for c in ambiguous[v] ?? [] { live.remove(.stay(view: v, component: c)) } }
        let free = live.freeUnknowns(in: Array(views) + runGuides.map { guides.slotView($0) })
        ambiguous = Dictionary(uniqueKeysWithValues: free.map { ($0.view, $0.components) })
        // The stays wait in the solver's queue, which puts them in highest tier first (`sizeStayPriority`
        // gives a stack's arranged views a tier each).
        for (v, components) in free {
            for component in components { live.install(stay(v, component)) }
        }
    }

    /// New text for `v`: re-measure (first pass for a two-pass view), swap, then the second pass.
    func setText(_ text: String, of v: Int) throws {
        table.setText(text, of: v)
        measuredWidth[v] = nil
        beginPass()
        apply([(v, try measurer.measure(table[v].node))])
        try runSecondPass()
    }

    func value(_ v: Int, _ component: ViewComponent) -> Double { live.value(VarSlot(view: v, component: component)) }

    /// A scroll view's content size (its content guide's solved width and height, snapped to the pixel
    /// grid); nil for other views.
    func contentSize(of v: Int) -> Size? {
        guard let g = guides.contentGuide(of: v) else { return nil }
        let slot = guides.slotView(g)
        let scale = canvas.scale
        return Size(
            width: ResultBuilder.snap(value(slot, .width), scale),
            height: ResultBuilder.snap(value(slot, .height), scale))
    }
}
