/// UIStackView's generated constraints (reference §5.3), made fresh from the stack's arranged views on
/// every solve and whenever an arranged view's measure changes. Identifiers and priorities are Apple's
/// (iOS 26 decompiled values where the sources disagree, §13):
///
/// Along the axis (`_UIOrderedLayoutArrangement`):
/// - `UISV-canvas-connection`: stack.leading == first visible.leading, stack.trailing == last visible.trailing.
/// - `UISV-spacing`: next.leading == previous.trailing + gap between adjacent **visible** views (`>=` for
///   equalSpacing/equalCentering); the gap is `customSpacing` after the previous view, else `spacing`.
///   Vertical baseline-relative stacks use next.firstBaseline == previous.lastBaseline + gap.
/// - Hidden views: `UISV-hiding` length == 0 @999.999 (iOS 26: 999.9990234375; iOS 9 used 1000), and a
///   `UISV-spacing` at priority 50 (iOS 26) that parks the hidden view after the previous visible view
///   (half a gap in, when it sits between two visible views, like the iOS 9 half-spacing model) or before the
///   next one. So a hidden view collapses the arrangement to exactly one gap, never disturbs the visible
///   views (even with a required size of its own), and still has a determined position.
/// - `UISV-fill-equally`: item.length == first.length (fillEqually).
/// - `UISV-fill-proportionally`: item.length == intrinsic/D × stack.length with D = Σ gaps + Σ intrinsic,
///   priority max(999 − i, 751) (1000 when the multiplier is 1); iOS 26 falls back to fill-equally unless
///   D > max(Σ gaps, 1). An arranged stack view (no intrinsic size of its own) counts with its fitting
///   length, as `fill` would size it (`proportionalLength`); other views without an intrinsic length get
///   length == 0 at the same priority (kean/Arranged).
/// - `UISV-distributing-edge` gap guides (equalSpacing: between edges, equalCentering: between centres),
///   their `UISV-fill-equally` (1000, equalCentering max(150 − n, 50)), and `UISV-canvas-fit`
///   stack.length == 0 @49.
/// - `UISV-text-width-disambiguation` (horizontal fill stacks with two or more multi-line labels): each such
///   label's width <= stack.width/n − spacing·(n−1)/n @950 (iOS 26's "improved" form).
/// - Arrangement order breaks ties ("ambiguity is resolved by index", UIStackView.h): visible view i ≥ 1
///   repeats its hugging and compression resistance (identifier `UISV-arrangement-order`, Trellis's own
///   name) in one tier **strictly below** the priority it repeats (`TieBreakTier`), weighted by its index
///   within that tier, so it only decides among layouts that are equally good at the user's own priority
///   level: with equal priorities the later views keep their intrinsic length and the first view stretches
///   or shrinks first (fill and equalSpacing). A user constraint written at the same priority as the hugging
///   still counts in full: a vertical fill stack of 400 with `height == 50/60/100 @250` on views with
///   intrinsic height 30 gives 240 / 60 / 100 (error 500 at tier 250), not 340 / 30 / 30 (error 700). One
///   tier per priority, not one per index: the number of tiers doesn't grow with the number of arranged
///   views (a tier per index made the solver's objective quadratic in a stack's length, issue 8). Arranged
///   views without an intrinsic length have no hugging to repeat; their ties are settled by the same order
///   when the stays settle free unknowns (`LayoutRun.sizeStayPriority`).
///
/// Across the axis (`_UIAlignedLayoutArrangement`, kean/Arranged): see `alignment(_:)`.
struct StackArrangement {
    let table: ViewTable
    let guides: GuideTable
    let anchors: AnchorMap
    let measures: [ContentMeasure]
    let stack: Int
    /// The stack's effective layout direction (its leading/trailing flip in right-to-left).
    var direction: LayoutDirection = .leftToRight

    /// iOS 26's `UISV-hiding` priority, the float nearest 999.999.
    static let hidingPriority = Double(Float(999.999))

    var shape: StackShape { StackShape(table[stack].node, items: table[stack].children, table: table) }

    /// A stack's arrangement in the run's state, its direction the node's semantic content attribute's
    /// in the canvas's layout direction.
    init(
        table: ViewTable, guides: GuideTable, anchors: AnchorMap, measures: [ContentMeasure], stack: Int,
        canvasDirection: LayoutDirection
    ) {
        self.table = table
        self.guides = guides
        self.anchors = anchors
        self.measures = measures
        self.stack = stack
        direction = table[stack].node.semanticContentAttribute.effectiveDirection(in: canvasDirection)
    }

    /// The stack's constraints, keyed `.stack(view: stack, index: 0..<n)`, in an array made with room for
    /// `expected` (a regeneration's previous count: an array grown from empty was reallocated four or five
    /// times per stack, 7,000 times in the second pass of a 1,000-cell feed).
    func constraints(expected: Int = 0) -> [EngineConstraint] {
        var generated: [EngineConstraint] = []
        generated.reserveCapacity(expected)
        append(to: &generated)
        return generated
    }

    /// Appends the stack's constraints to `list` (their keys count from 0 wherever they start); returns
    /// how many.
    @discardableResult
    func append(to list: inout [EngineConstraint]) -> Int {
        var out = StackConstraintList(
            table: table, guides: guides, anchors: anchors, stack: stack, product: .constraints)
        out.continuing(&list)
        generate(into: &out)
        let count = out.count
        out.handBack(to: &list)
        return count
    }

    /// What the stack's constraints say, in the order of their keys (`StackWordings`).
    func wordings() -> [StackConstraintWording] {
        var out = StackConstraintList(table: table, guides: guides, anchors: anchors, stack: stack, product: .wordings)
        generate(into: &out)
        return out.wordings
    }

    private func generate(into out: inout StackConstraintList) {
        out.direction = direction
        let shape = shape
        distribution(shape, &out)
        alignment(shape, &out)
    }

    // MARK: Along the axis

    private func distribution(_ shape: StackShape, _ out: inout StackConstraintList) {
        let axis = StackAxisAttributes(shape.config.axis)
        let canvas = StackCanvas(stack: stack, marginsRelative: shape.config.isLayoutMarginsRelativeArrangement)
        let relation: LayoutRelation = shape.isSpreading ? .greaterThanOrEqual : .equal
        let baselines = shape.config.isBaselineRelativeArrangement && shape.config.axis == .vertical
        let nextEdge = baselines ? LayoutAttribute.firstBaseline : axis.lead
        let previousEdge = baselines ? LayoutAttribute.lastBaseline : axis.trail
        for h in shape.items where table[h].node.isHidden {
            out.add(.hiding, .view(h), axis.length, .equal, nil, constant: 0, priority: Self.hidingPriority)
        }
        guard let first = shape.visible.first, let last = shape.visible.last else {
            guard let spanner = guides.spanner(of: stack) else { return }
            out.add(
                .canvasConnection, canvas.item, canvas.attribute(axis.lead), .equal, (.guide(spanner), axis.lead)
            )
            out.add(
                .canvasConnection, canvas.item, canvas.attribute(axis.trail), .equal,
                (.guide(spanner), axis.trail))
            out.add(.spanningFit, .guide(spanner), axis.length, .equal, nil, constant: 0, priority: 51)
            for h in shape.items {
                out.add(.spacing, .view(h), axis.lead, .equal, (.guide(spanner), axis.lead), priority: 50)
            }
            return
        }
        out.add(.canvasConnection, canvas.item, canvas.attribute(axis.lead), .equal, (.view(first), axis.lead))
        out.add(.canvasConnection, canvas.item, canvas.attribute(axis.trail), .equal, (.view(last), axis.trail))
        for (p, n) in zip(shape.visible, shape.visible.dropFirst()) {
            out.add(
                .spacing, .view(n), nextEdge, relation, (.view(p), previousEdge), constant: gap(after: p, shape))
        }
        for (i, h) in shape.items.enumerated() where table[h].node.isHidden {
            let previous = shape.items[..<i].last { !table[$0].node.isHidden }
            let next = shape.items[(i + 1)...].first { !table[$0].node.isHidden }
            if let previous {
                let half = next == nil ? 0 : gap(after: previous, shape) / 2
                out.add(
                    .spacing, .view(h), axis.lead, .equal, (.view(previous), axis.trail), constant: half,
                    priority: 50)
            } else if let next {
                out.add(.spacing, .view(next), axis.lead, .equal, (.view(h), axis.trail), priority: 50)
            }
        }
        switch shape.config.distribution {
        case .fill, .equalSpacing:
            arrangementOrder(shape, axis, &out)
        case .fillEqually:
            arrangementOrder(shape, axis, &out)
            fillEqually(shape.visible, axis, &out)
        case .fillProportionally:
            fillProportionally(shape, axis, canvas, &out)
        case .equalCentering:
            break
        }
        if shape.isSpreading, shape.visible.count > 1 { distributingGuides(shape, axis, canvas, &out) }
        if shape.config.axis == .horizontal, shape.config.distribution == .fill { textWidths(shape, canvas, &out) }
    }

    private func gap(after view: Int, _ shape: StackShape) -> Double {
        shape.config.spacing(after: table.name(view))
    }

    private func intrinsicLength(_ v: Int, _ axis: StackAxisAttributes) -> Double {
        let size = measures[v].intrinsic
        return axis.length == .width ? size.width : size.height
    }

    /// The length along `length` (`.width` or `.height`) an arranged view brings to a proportional fill: its
    /// intrinsic length; for a stack view without one, the length its own visible arranged views give it
    /// when nothing else constrains it (their lengths plus the gaps along its axis, the longest across it).
    /// Interface Builder documents store a `fillProportionally` stack that isn't constrained along its axis
    /// with a nested stack view at that fitting length (reference interface-builder.md, four apps' forms),
    /// where Arranged's `length == 0` squeezed the nested stack and its labels to nothing.
    private func proportionalLength(_ v: Int, _ length: LayoutAttribute) -> Double {
        let size = measures[v].intrinsic
        let own = length == .width ? size.width : size.height
        guard own <= 0, table[v].node.kind == .stackView else { return own }
        let nested = StackShape(table[v].node, items: table[v].children, table: table)
        let lengths = nested.visible.map { max(0, proportionalLength($0, length)) }
        let alongNestedAxis = (nested.config.axis == .horizontal) == (length == .width)
        guard alongNestedAxis else { return lengths.max() ?? 0 }
        let gaps = zip(nested.visible, nested.visible.dropFirst()).reduce(0.0) {
            $0 + nested.config.spacing(after: table.name($1.0))
        }
        return lengths.reduce(gaps, +)
    }

    private func fillEqually(_ views: [Int], _ axis: StackAxisAttributes, _ out: inout StackConstraintList) {
        guard let first = views.first else { return }
        for v in views.dropFirst() {
            out.add(.fillEqually, .view(v), axis.length, .equal, (.view(first), axis.length))
        }
    }

    private func fillProportionally(
        _ shape: StackShape, _ axis: StackAxisAttributes, _ canvas: StackCanvas,
        _ out: inout StackConstraintList
    ) {
        let gaps = zip(shape.visible, shape.visible.dropFirst()).reduce(0.0) { $0 + gap(after: $1.0, shape) }
        let lengths = shape.visible.map { proportionalLength($0, axis.length) }
        let denominator = lengths.filter { $0 > 0 }.reduce(gaps, +)
        guard denominator > max(gaps, 1) else {
            fillEqually(shape.visible, axis, &out)
            return
        }
        for (i, v) in shape.visible.enumerated() {
            let multiplier = max(0, lengths[i]) / denominator
            let priority = multiplier == 1 ? 1000 : max(999 - Double(i), 751)
            if multiplier > 0 {
                out.add(
                    .fillProportionally, .view(v), axis.length, .equal,
                    (canvas.item, canvas.attribute(axis.length)), multiplier: multiplier, priority: priority)
            } else {
                out.add(.fillProportionally, .view(v), axis.length, .equal, nil, constant: 0, priority: priority)
            }
        }
    }

    private func distributingGuides(
        _ shape: StackShape, _ axis: StackAxisAttributes, _ canvas: StackCanvas,
        _ out: inout StackConstraintList
    ) {
        let centering = shape.config.distribution == .equalCentering
        let baselines = shape.config.isBaselineRelativeArrangement && shape.config.axis == .vertical && !centering
        let gapGuides = guides.gaps(of: stack)
        for (n, (pair, g)) in zip(zip(shape.visible, shape.visible.dropFirst()), gapGuides).enumerated() {
            let (p, next) = pair
            let from: LayoutAttribute = centering ? axis.center : (baselines ? .lastBaseline : axis.trail)
            let to: LayoutAttribute = centering ? axis.center : (baselines ? .firstBaseline : axis.lead)
            out.add(.distributingEdge, .guide(g), axis.lead, .equal, (.view(p), from))
            out.add(.distributingEdge, .guide(g), axis.trail, .equal, (.view(next), to))
            if n > 0, let first = gapGuides.first {
                out.add(
                    .fillEqually, .guide(g), axis.length, .equal, (.guide(first), axis.length),
                    priority: centering ? max(150 - Double(n), 50) : 1000)
            }
        }
        out.add(.canvasFit, canvas.item, canvas.attribute(axis.length), .equal, nil, constant: 0, priority: 49)
    }

    private func arrangementOrder(_ shape: StackShape, _ axis: StackAxisAttributes, _ out: inout StackConstraintList) {
        for (i, v) in shape.visible.enumerated() where i > 0 {
            let length = intrinsicLength(v, axis)
            guard length > 0 else { continue }
            // Read in place: a copy of the node retained its storage.
            let hugging = table[v].node.contentHugging, resistance = table[v].node.compressionResistance
            let hug = axis.length == .width ? hugging.horizontal : hugging.vertical
            let cr = axis.length == .width ? resistance.horizontal : resistance.vertical
            // One tier just below the view's own priority, weighted by the index: within the tier the solver
            // minimises Σ i·violation, so with equal priorities the lowest index gives way first.
            let tier = TieBreakTier(index: 0, count: 1)
            if hug < 999 {
                out.add(
                    .arrangementOrder, .view(v), axis.length, .lessThanOrEqual, nil, constant: length,
                    priority: tier.priority(below: hug), weight: i)
            }
            if cr < 999 {
                out.add(
                    .arrangementOrder, .view(v), axis.length, .greaterThanOrEqual, nil, constant: length,
                    priority: tier.priority(below: cr), weight: i)
            }
        }
    }

    private func textWidths(_ shape: StackShape, _ canvas: StackCanvas, _ out: inout StackConstraintList) {
        let labels = shape.visible.filter {
            let node = table[$0].node
            return node.kind == .label && node.textStyle.numberOfLines != 1
        }
        guard labels.count >= 2 else { return }
        let n = Double(shape.visible.count)
        for v in labels {
            out.add(
                .textWidthDisambiguation, .view(v), .width, .lessThanOrEqual,
                (canvas.item, canvas.attribute(.width)), multiplier: 1 / n,
                constant: -shape.config.spacing * (n - 1) / n, priority: 950)
        }
    }
}
