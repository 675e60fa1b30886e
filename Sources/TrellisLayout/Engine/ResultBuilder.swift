import TrellisText

/// Reads a solved run into a `SolvedLayout`: pixel-snapped frames, the text laid out at each final
/// width, constraint statuses, fitting results and diagnostics.
///
/// Rounding: each edge (minX, maxX, minY, maxY) is snapped in canvas coordinates to the nearest device
/// pixel (1/scale pt) and sizes are derived from the snapped edges, so abutting views stay gap-free
/// (reference §12; Apple's exact rule is unpublished). Intrinsic sizes are already ceiled to the grid.
struct ResultBuilder {
    let engine: LayoutEngine
    let run: LayoutRun
    let document: LayoutDocument

    /// To the nearest device pixel, a half pixel away from zero. A value within a millionth of a pixel of a
    /// half counts as the half: the solver's last bits depend on how it reached a value (a position is a sum
    /// of offsets from the root, `PositionFrames`), and that noise must not pick the pixel.
    static func snap(_ v: Double, _ scale: Double) -> Double {
        let x = v * scale
        let s = (x + (x >= 0 ? 1e-6 : -1e-6)).rounded() / scale
        return s == 0 ? 0 : s // no −0
    }

    func absoluteFrames() -> [Rect] {
        let scale = run.canvas.scale
        return run.views.map { v in
            let x = run.value(v, .minX), y = run.value(v, .minY)
            let w = run.value(v, .width), h = run.value(v, .height)
            let minX = Self.snap(x, scale), minY = Self.snap(y, scale)
            return Rect(x: minX, y: minY, width: Self.snap(x + w, scale) - minX, height: Self.snap(y + h, scale) - minY)
        }
    }

    func build() throws -> SolvedLayout {
        let table = run.table
        // What the constraints placed: the alignment rects (`AlignmentRect`), snapped to the pixel grid;
        // the frames are them outset by each view's insets.
        let absolute = absoluteFrames()
        var frames = absolute // copied only at the first view with insets
        for v in 0..<table.count {
            let insets = table[v].node.alignmentRectInsets(alignmentHeight: absolute[v].height)
            if !insets.isZero { frames[v] = AlignmentRect.frame(forAlignmentRect: absolute[v], insets: insets) }
        }
        // Solved and read: the solver's working memory goes before the results are built, at the
        // layout's memory peak (`Solver.releaseScratch`).
        run.live.solver.releaseScratch()
        var views: [SolvedView] = []
        views.reserveCapacity(table.count)
        for v in 0..<table.count {
            let entry = table[v]
            let abs = frames[v]
            let parentOrigin = entry.parent.map { frames[$0].origin } ?? .zero
            let frame = abs.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
            views.append(
                SolvedView(
                    node: entry.node, superview: entry.parent.map { table.name($0) }, depth: entry.depth,
                    frame: frame, absoluteFrame: abs, intrinsicSize: run.measures[v].intrinsic,
                    textLayout: try finalText(v, frameWidth: absolute[v].width),
                    contentSize: run.contentSize(of: v)))
            if entry.node.kind == .segmentedControl { views[v].segmentTitles = try segmentTitles(entry.node) }
            if entry.node.kind.hasSelectionTitles { views[v].segmentTitles = try selectionTitles(entry.node) }
            if let configuration = entry.node.buttonConfiguration {
                views[v].subtitleLayout = try subtitleLayout(configuration)
            }
        }
        let fittings = try document.fittings.map { try engine.fit($0, in: run) }
        try Self.checkFinite(views, fittings)
        var diagnostics = DiagnosticsBuilder(run: run).unsatisfiable()
        diagnostics += DiagnosticsBuilder(run: run).constraintNotes()
        diagnostics += DiagnosticsBuilder(run: run).perView(absolute)
        diagnostics += try engine.layOutTables(&views, canvas: run.canvas)
        var layout = SolvedLayout(
            canvas: run.canvas, views: views, deferredConstraints: constraintReports(),
            fittings: fittings, diagnostics: diagnostics)
        layout.presentation = document.presentation
        layout.work = run.tally.total
        return layout
    }

    /// A result with a non-finite number (only reachable from numbers near the limits of `Double`, which the
    /// spec reader refuses) is an error naming the view, never a report that prints `inf` or `nan`.
    static func checkFinite(_ views: [SolvedView], _ fittings: [FittingResult]) throws {
        func finite(_ r: Rect) -> Bool { r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite }
        func finite(_ s: Size) -> Bool { s.width.isFinite && s.height.isFinite }
        var errors: [Diagnostic] = []
        for view in views
        where
            !(finite(view.frame) && finite(view.absoluteFrame) && finite(view.intrinsicSize)
            && (view.contentSize.map(finite) ?? true))
        {
            errors.append(
                .invalid(
                    "non-finite-result",
                    "the layout of view '\(view.name)' is not a finite number "
                        + "(its sizes overflow); use smaller numbers", views: [view.name], location: view.node.location)
            )
        }
        for fitting in fittings where !finite(fitting.size) {
            errors.append(
                .invalid(
                    "non-finite-result", "fitting '\(fitting.request.view)' gives a size that is not finite",
                    views: [fitting.request.view], location: fitting.request.location))
        }
        if !errors.isEmpty { throw LayoutError(diagnostics: errors) }
    }

    /// Each reported constraint's status now (the solved values change with a session's next edit), and
    /// its wording by reference: the reports are written only if someone reads `SolvedLayout.constraints`.
    /// Only the statuses other than `.satisfied` are kept (by report index): most constraints are
    /// satisfied (two thirds of the 10,000-row form's; the rest mostly hugging a stretched label), and a
    /// 16-byte status for every one was alive at a large layout's memory peak.
    private func constraintReports() -> DeferredConstraints {
        let live = run.live
        var wordings: [ConstraintWording] = []
        var sizeConstants: [Double] = []
        var stackPositions: [(Int32, Int32)] = []
        var exceptions: [(index: Int, status: ConstraintStatus)] = []
        wordings.reserveCapacity(live.count)
        let values = live.allValues()
        live.forEachInOrder { c in
            guard !c.key.isStay else { return }
            if !live.brokenKeys.isEmpty, live.brokenKeys.contains(c.key) {
                exceptions.append((wordings.count, .broken))
            } else {
                let error = c.violation { values[$0.index] }
                if error > 1e-6 { exceptions.append((wordings.count, .unsatisfied(error: error))) }
            }
            wordings.append(c.wording)
            // A content-size wording's size is its constraint's constant (`ContentSizeWording`), kept in
            // order for those alone.
            if case .contentSize = c.wording { sizeConstants.append(c.form.constant) }
            // A stack's constraint's wording is made again from its key (`StackWordings`), kept for those alone.
            if case .stack(let view, let index) = c.key {
                stackPositions.append((view, index))
            }
        }
        let reporter = run.reporter
        return DeferredConstraints { [wordings, sizeConstants, stackPositions, exceptions] in
            var nextSize = 0, nextStack = 0
            // Each stack's wordings made once (`StackWordings`), for all of its constraints.
            var made: [Int: [StackConstraintWording]] = [:]
            var reports = wordings.map { wording in
                var constant = 0.0
                var stack: ConstraintReporter.StackWording?
                switch wording {
                case .contentSize:
                    constant = sizeConstants[nextSize]
                    nextSize += 1
                case .stack:
                    let (view, index) = (Int(stackPositions[nextStack].0), Int(stackPositions[nextStack].1))
                    nextStack += 1
                    let stackWordings: [StackConstraintWording]
                    if let known = made[view] {
                        stackWordings = known
                    } else {
                        stackWordings = reporter.stackWordings.wordings(of: view)
                        made[view] = stackWordings
                    }
                    stack = ConstraintReporter.stackWording(stackWordings, stack: view, index: index)
                default:
                    break
                }
                var report = reporter.report(wording, formConstant: constant, stack: stack)
                report.status = .satisfied
                return report
            }
            for (index, status) in exceptions { reports[index].status = status }
            return reports
        }
    }

    /// The text as drawn: laid out at the final frame's width, so drawing equals measurement. Reuses the
    /// measured layout when laying out again would give the same lines.
    private func finalText(_ v: Int, frameWidth: Double) throws -> TextLayout? {
        let node = run.table[v].node
        if node.kind == .textField || node.kind == .searchBar { return run.measures[v].textLayout }
        guard let text = node.text, !text.isEmpty else { return nil }
        let measured = run.measures[v].textLayout
        switch node.kind {
        case .label:
            let width = max(0, frameWidth - node.intrinsicPadding.width)
            return try reuseOrLayout(
                measured, text: text, style: node.textStyle, width: width, attributed: node.attributedText)
        case .button:
            let insets = ContentMeasurer.effectiveInsets(node)
            var style = node.textStyle
            style.numberOfLines = 1
            let image = (try? node.imagePointSize())?.width ?? 0
            return try reuseOrLayout(
                measured, text: text, style: style, width: max(0, frameWidth - insets.left - insets.right - image))
        case .textView:
            let i = ContentMeasurer.textViewInsets
            var style = node.textStyle
            style.numberOfLines = 0
            style.lineBreakMode = .byWordWrapping
            return try reuseOrLayout(measured, text: text, style: style, width: max(0, frameWidth - i.left - i.right))
        case .navigationBar:
            // The title keeps to the bar's 16-point margins (truncated at its tail when longer).
            let style = ContentMeasurer.navigationTitleStyle(large: node.control.prefersLargeTitles)
            return try reuseOrLayout(measured, text: text, style: style, width: max(0, frameWidth - 32))
        default:
            return nil
        }
    }

    /// A configuration button's subtitle as drawn (one line, unbounded, as the button measured it).
    private func subtitleLayout(_ configuration: ButtonConfiguration) throws -> TextLayout? {
        guard let subtitle = configuration.subtitle, !subtitle.isEmpty else { return nil }
        run.tally.work.textLayouts += 1
        return try engine.textEngine.measure(
            subtitle, style: ContentMeasurer.subtitleStyle(configuration), scale: run.canvas.scale,
            .lines(width: nil), detail: engine.textDetail)
    }

    /// A segmented control's titles as drawn (one line each, unbounded: the control is as wide as they need).
    private func segmentTitles(_ node: ViewNode) throws -> [TextLayout?] {
        try node.control.segments.map { segment in
            guard let title = segment.title, !title.isEmpty else { return nil }
            run.tally.work.textLayouts += 1
            return try engine.textEngine.measure(
                title, style: ContentMeasurer.segmentTitleStyle, scale: run.canvas.scale, .lines(width: nil),
                detail: engine.textDetail)
        }
    }

    private func reuseOrLayout(
        _ measured: TextLayout?, text: String, style: TextStyle, width: Double, attributed: [AttributedRun] = []
    ) throws -> TextLayout {
        if let m = measured, m.text == text, m.style == style {
            if m.widthLimit == width { return m }
            // An unbounded layout whose every line already fits doesn't change when bounded (nor when the
            // limit is the widest line it produced).
            if m.widthLimit == nil, m.width <= width + 1e-9 { return m }
        }
        run.tally.work.textLayouts += 1
        if !attributed.isEmpty {
            return try engine.textEngine.measure(
                attributed.textRuns(in: style), style: style, width: width, scale: run.canvas.scale,
                detail: engine.textDetail)
        }
        return try engine.textEngine.measure(
            text, style: style, scale: run.canvas.scale, .lines(width: width), detail: engine.textDetail)
    }
}
