/// Turns the document's views and resolved constraints into engine constraints.
///
/// Installation order (which decides the constraint broken in a conflict, see `LiveSystem`, and the order
/// constraints are reported in): autoresizing constraints of views with frames, `sizeThatFits:` sizes of
/// views laid out by constraints, spec constraints in document order (each view's in tree order, then the
/// top-level ones), and last the content-size (hugging / compression-resistance) constraints. (The solver
/// receives the content-size constraints below required first, which changes no outcome; see
/// `LayoutRun.installAll`.)
struct ConstraintBuilder {
    let table: ViewTable
    let resolved: [ResolvedConstraint]
    let canvas: Canvas
    let guides: GuideTable

    func spec(_ i: Int, anchors: AnchorMap) -> EngineConstraint {
        let c = resolved[i].node
        return EngineConstraint(
            key: .spec(i), form: resolved[i].form(anchors), relation: c.relation, priority: c.priority,
            // In 32 bits: every resolved constraint becomes a solver record, and the solver names at most
            // `Int32.max` of them (`Solver.register`), far above the limits' ten million written ones.
            wording: .spec(Int32(i)))
    }

    /// Appends `dim <= intrinsic @hugging` and `dim >= intrinsic @compressionResistance` per axis that has an
    /// intrinsic size (reference §2.3) to `out` — the install order or an edit, with no list of their own; a
    /// priority of 1000 makes the inequality required.
    ///
    /// A two-pass label's first-pass width (its unwrapped text, `ContentMeasure.isProvisionalWidth`) is a
    /// provisional request: UIKit replaces it in the second pass by the text wrapped at the width the first
    /// pass solved. Its horizontal compression resistance therefore sits in the tie-break tier just below
    /// its priority (`TieBreakTier`): against another view's firm size at the same priority — the 44 pt
    /// image beside a multi-line label in a cell — the label gives way (the image keeps 44, the label wraps
    /// in what is left) instead of tying and splitting the deficit. Trellis's choice where the reference
    /// (§4.2, §9) is silent; see docs/semantics.md.
    ///
    /// In the second pass the label's text is wrapped at the width W the first pass solved, and any width
    /// from its widest line up to W shows the same lines; UIKit's engine, re-solving from the first pass's
    /// solution, keeps W when nothing prefers another width. Trellis says the same with a tie-break
    /// `width == W` just above the label's own size stay (`LayoutRun.sizeStayBand`), below every priority a
    /// spec writes, so the half point between the widest line and W isn't reported as ambiguous.
    ///
    /// `v`'s measure is read in place from `measures`: passed on its own, it was copied out of the run's
    /// array (its text layout and shaping retained and released) for every view.
    func appendIntrinsic(_ v: Int, measuredIn measures: [ContentMeasure], to out: inout [EngineConstraint]) {
        appendIntrinsic(
            v, size: measures[v].intrinsic, provisionalWidth: measures[v].isProvisionalWidth, to: &out)
        if let wrap = measures[v].wrapWidth, measures[v].intrinsic.width != noIntrinsicMetric {
            let priority = LayoutRun.sizeStayBand(depth: table[v].depth).nextUp
            out.append(
                EngineConstraint(
                    key: .wrapWidth(view: v), form: LinearForm(VarSlot(view: v, component: .width)) - wrap,
                    relation: .equal, priority: priority,
                    wording: .tieBreak(TieBreakWording(slotView: v, kind: .wrapWidth(wrap), priority: priority))))
        }
    }

    private func appendIntrinsic(
        _ v: Int, size: Size, provisionalWidth: Bool, to out: inout [EngineConstraint]
    ) {
        // The priorities read in place (a copy of the node retained its storage), the axes without an array
        // (a literal list of them was an allocation per view).
        let hugging = table[v].node.contentHugging, resistance = table[v].node.compressionResistance
        func add(_ axis: LayoutAttribute.Axis) {
            let value = axis == .horizontal ? size.width : size.height
            guard value != noIntrinsicMetric else { return }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let slot = VarSlot(view: v, component: axis == .horizontal ? .width : .height)
            func append(_ key: ConstraintKey, isHugging: Bool) {
                // A two-pass label's provisional width gives way to its final one (`ContentSizeWording`).
                let wording = ContentSizeWording(
                    view: Int32(truncatingIfNeeded: v), attribute: attribute, isHugging: isHugging,
                    lowersCompressionResistance: provisionalWidth && axis == .horizontal)
                out.append(
                    EngineConstraint(
                        key: key, form: LinearForm(slot) - value, relation: wording.relation,
                        priority: wording.priority(hugging: hugging, resistance: resistance),
                        wording: .contentSize(wording)))
            }
            append(.hugging(view: v, axis: axis), isHugging: true)
            append(.compressionResistance(view: v, axis: axis), isHugging: false)
        }
        add(.horizontal)
        add(.vertical)
    }

    /// Required `width == w` and `height == h` from `sizeThatFits:` (views laid out by constraints only).
    func fixedSize(_ v: Int, _ size: Size) -> [EngineConstraint] {
        let node = table[v].node
        return [
            (LayoutAttribute.Axis.horizontal, LayoutAttribute.width, ViewComponent.width, size.width),
            (.vertical, .height, .height, size.height),
        ].map { axis, attribute, component, value in
            let source = "\(node.name).\(attribute.rawValue) == \(AppleNames.number(value)) (sizeThatFits)"
            let report = SolvedConstraint(
                firstView: node.name, firstAttribute: attribute, relation: .equal,
                secondView: nil, secondAttribute: nil, multiplier: 1, constant: value,
                priority: 1000, origin: .sizeThatFits, status: .satisfied, source: source,
                location: node.location)
            return EngineConstraint(
                key: .sizeThatFits(view: v, axis: axis),
                form: LinearForm(VarSlot(view: v, component: component)) - value,
                relation: .equal, priority: 1000,
                wording: .written(
                    report,
                    apple:
                        "<NSLayoutConstraint:\(AppleNames.view(node)).\(attribute.rawValue) == \(AppleNames.number(value))   (active)>"
                ))
        }
    }

    /// The size the superview had when the frame was set, which autoresizing stretches from: the view's
    /// `designSize`; else the superview's frame, or the canvas's `designSize` (else its size); else — a
    /// superview laid out by constraints whose size is unknown before layout, and no first solve recorded it
    /// (`LayoutEngine.environmentApplied`) — the subview's own extent.
    private func currentSuperSize(of v: Int, frame: Rect) -> Size {
        if let design = table[v].node.designSize { return design }
        guard let p = table[v].parent else {
            return canvas.designSize ?? Size(width: canvas.width, height: canvas.height)
        }
        if let f = table[p].frame { return f.size }
        return Size(width: frame.maxX, height: frame.maxY)
    }

    /// Two required constraints per axis reproducing a frame view's frame and autoresizing mask.
    /// An arranged subview of a stack view has none: the stack sets its
    /// `translatesAutoresizingMaskIntoConstraints` to false (reference §5.2).
    func autoresizing(_ v: Int) -> [EngineConstraint] {
        let node = table[v].node
        guard let frame = table[v].frame else { return [] }
        if let p = table[v].parent, table[p].node.kind == .stackView { return [] }
        let mask = node.autoresizing
        let superSize = currentSuperSize(of: v, frame: frame)
        let parent = table[v].parent
        func superForm(_ component: ViewComponent, canvasValue: Double) -> LinearForm {
            parent.map { LinearForm(VarSlot(view: $0, component: component)) } ?? LinearForm(constant: canvasValue)
        }
        let h = AutoresizingAxis.Spec(
            position: frame.minX, size: frame.width, superSize: superSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin),
            flexibleSize: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let vert = AutoresizingAxis.Spec(
            position: frame.minY, size: frame.height, superSize: superSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin),
            flexibleSize: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        let notation = "h=\(AutoresizingAxis.notation(h)) v=\(AutoresizingAxis.notation(vert))"
        let superName = parent.map { AppleNames.view(table[$0].node) } ?? "UIWindow:canvas"
        let generated =
            AutoresizingAxis.constraints(
                h, minForm: LinearForm(VarSlot(view: v, component: .minX)),
                sizeForm: LinearForm(VarSlot(view: v, component: .width)),
                superMin: superForm(.minX, canvasValue: 0),
                superSize: superForm(.width, canvasValue: canvas.width),
                names: ("minX", "maxX", "width")
            )
            .map { ($0, $1, $2, LayoutAttribute.Axis.horizontal) }
            + AutoresizingAxis.constraints(
                vert, minForm: LinearForm(VarSlot(view: v, component: .minY)),
                sizeForm: LinearForm(VarSlot(view: v, component: .height)),
                superMin: superForm(.minY, canvasValue: 0),
                superSize: superForm(.height, canvasValue: canvas.height),
                names: ("minY", "maxY", "height")
            )
            .map { ($0, $1, $2, LayoutAttribute.Axis.vertical) }
        return generated.enumerated().map { index, g in
            let (form, text, role, axis) = g
            let attribute: LayoutAttribute
            switch (role, axis) {
            case (.min, .horizontal): attribute = .left
            case (.max, .horizontal): attribute = .right
            case (.size, .horizontal): attribute = .width
            case (.min, .vertical): attribute = .top
            case (.max, .vertical): attribute = .bottom
            case (.size, .vertical): attribute = .height
            }
            let report = SolvedConstraint(
                firstView: node.name, firstAttribute: attribute, relation: .equal,
                secondView: text.contains("superview") ? itemNameOfParent(v) : nil,
                secondAttribute: text.contains("superview") ? (axis == .horizontal ? .width : .height) : nil,
                multiplier: 1, constant: -form.constant, priority: 1000,
                origin: .autoresizing, status: .satisfied,
                source: "\(notation) \(node.name).\(text)", location: node.location)
            let apple =
                "<NSAutoresizingMaskLayoutConstraint:\(notation) \(AppleNames.view(node)).\(text)   "
                + "(active, names: 'superview':\(superName) )>"
            return EngineConstraint(
                key: .autoresizing(view: v, index: index), form: form, relation: .equal,
                priority: 1000, wording: .written(report, apple: apple))
        }
    }

    private func itemNameOfParent(_ v: Int) -> String {
        table[v].parent.map { table.name($0) } ?? "canvas"
    }
}
