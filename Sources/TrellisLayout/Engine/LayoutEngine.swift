import TrellisText

/// Solves layout documents the way UIKit's Auto Layout would.
///
/// Semantics in brief (details beside each part):
/// - Unknowns are each view's `minX, minY, width, height` in canvas coordinates (`LinearForm`); each
///   constraint is expressed in its items' nearest common ancestor's space (`ConstraintContainer`).
/// - Layout direction is left-to-right: leading = left, trailing = right.
/// - Content sizes become hugging / compression-resistance inequalities (`ConstraintBuilder.appendIntrinsic`).
/// - Multi-line labels without `preferredMaxLayoutWidth` get UIKit's two passes (`LayoutRun.runSecondPass`).
/// - A conflicting required constraint is broken by a documented rule (`LiveSystem`).
/// - Frames are snapped to the pixel grid edge by edge (`ResultBuilder`).
public final class LayoutEngine: @unchecked Sendable {
    public let textEngine: TextEngine
    /// How much of their text layouts the solved views carry (`SolvedView.textLayout`): `.glyphs` (the
    /// default) to draw them, `.metrics` when the layout is only read — frames, sizes, line splits and
    /// baselines are the same, and no glyph run is built or kept (`TextDetail`). `trellis layout` solves
    /// with `.metrics`; the renderer refuses a text without glyphs (`RenderError.textWithoutGlyphs`).
    public let textDetail: TextDetail

    /// The custom font files `textEngine` has besides its own (`forFonts(of:)`).
    let customFontFiles: [String]

    public init(textEngine: TextEngine, textDetail: TextDetail = .glyphs) {
        self.textEngine = textEngine
        self.textDetail = textDetail
        self.customFontFiles = []
    }

    private init(textEngine: TextEngine, textDetail: TextDetail, customFontFiles: [String]) {
        self.textEngine = textEngine
        self.textDetail = textDetail
        self.customFontFiles = customFontFiles
    }

    /// This engine, or for a document with custom fonts (`LayoutDocument.fontFiles`) one measuring with
    /// them too (`TextEngine.addingFonts`, which keeps one text engine per list of files). Every entry point
    /// that measures a document's text starts here.
    func forFonts(of document: LayoutDocument) throws -> LayoutEngine {
        guard !document.fontFiles.isEmpty, document.fontFiles != customFontFiles else { return self }
        return LayoutEngine(
            textEngine: try textEngine.addingFonts(document.fontFiles), textDetail: textDetail,
            customFontFiles: document.fontFiles)
    }

    /// Lays out `document`. Throws `LayoutError` listing every problem that makes it invalid.
    public func solve(_ document: LayoutDocument) throws -> SolvedLayout {
        try solve(document, keepingWorkingMemory: { _ in })
    }

    /// `solve`, handing the layout's working memory (its solver and run, which the result no longer
    /// needs) to `keep` before it would be freed: for a process that ends without freeing it (the command
    /// line's `ProcessLifetime`). Solved once, the solver is frozen before the results are built
    /// (`Solver.freeze`): they take the memory its records held instead of adding to the layout's peak.
    package func solve(_ document: LayoutDocument, keepingWorkingMemory keep: (AnyObject) -> Void) throws
        -> SolvedLayout
    {
        let engine = try forFonts(of: document)
        if engine !== self { return try engine.solve(document, keepingWorkingMemory: keep) }
        let document = try fittedCanvas(try environmentApplied(document))
        let run = try makeRun(document)
        run.live.freezeSolver()
        let layout = try ResultBuilder(engine: self, run: run, document: document).build()
        keep(run)
        return layout
    }

    func measurer(_ canvas: Canvas, tally: WorkTally = WorkTally()) -> ContentMeasurer {
        ContentMeasurer(textEngine: textEngine, scale: canvas.scale, detail: textDetail, tally: tally)
    }

    /// Validates, measures, installs and solves (both passes). When there is a second pass, the vertical
    /// constraints wait for it (`VerticalHoldBack`), and the spec's constraints go into the solver axis
    /// by axis and view by view (`SpecInstallOrder`). Which required constraint breaks in a conflict
    /// depends on the order they go in: a layout with a conflict among the vertical constraints, or with
    /// any conflict when the spec's constraints went in another order than written, is laid out again in
    /// the documented installation order, so that the constraint broken, and what it is reported to
    /// conflict with, are the ones that order gives. A conflict among the horizontal ones otherwise needs
    /// no second run: they go in in the same order either way, and (no constraint mixing the axes) no
    /// vertical one can take part.
    func makeRun(_ document: LayoutDocument) throws -> LayoutRun {
        let run = try makeRun(document, holdingBackVertical: true, reorderingSpec: true)
        guard run.live.heldConflict || (run.reorderedSpec && !run.live.conflicts.isEmpty) else { return run }
        return try makeRun(document, holdingBackVertical: false, reorderingSpec: false)
    }

    func makeRun(_ document: LayoutDocument, holdingBackVertical: Bool, reorderingSpec: Bool = false) throws
        -> LayoutRun
    {
        let tally = WorkTally()
        var prepared = try prepare(document, tally: tally)
        let run = LayoutRun(
            table: prepared.table, guides: prepared.guides, resolved: prepared.resolved,
            canvas: document.canvas,
            measurer: measurer(document.canvas, tally: tally), views: 0..<prepared.table.count,
            measures: prepared.measures, solverTermLimit: document.solverTermLimit)
        // The run owns the measures now: the second pass changes them in place, without copying the array,
        // and drops the first pass's shapings (`UnwrappedText.shaping`) as it goes.
        prepared.measures = []
        let table = prepared.table
        run.installAll(holdingBackVertical: holdingBackVertical, reorderingSpec: reorderingSpec) {
            self.fixedSize(of: table[$0], scale: document.canvas.scale)
        }
        try run.runSecondPass()
        return run
    }

    struct Prepared {
        var table: ViewTable
        var guides: GuideTable
        var resolved: [ResolvedConstraint]
        var measures: [ContentMeasure]
    }

    /// Everything that can be wrong with a document, found before solving.
    func prepare(_ document: LayoutDocument, tally: WorkTally = WorkTally()) throws -> Prepared {
        var errors: [Diagnostic] = []
        let canvas = document.canvas
        if !(canvas.width.isFinite && canvas.height.isFinite && canvas.width >= 0 && canvas.height >= 0)
            || !(canvas.scale.isFinite && canvas.scale > 0)
        {
            errors.append(
                .invalid(
                    "invalid-canvas", "the canvas needs a finite, non-negative size and a positive scale",
                    location: nil))
        }
        var table = ViewTable(document.views)
        for d in table.duplicates {
            errors.append(
                .invalid(
                    "duplicate-view", "view name '\(d.name)' is used more than once; names must be unique",
                    views: [d.name], location: d.location))
        }
        let (guides, resolved, resolutionErrors) = Self.resolveConstraints(document, table: table)
        errors += resolutionErrors
        for f in document.fittings {
            if table.index(of: f.view) == nil {
                errors.append(
                    .invalid(
                        "unknown-view", "fitting names unknown view '\(f.view)'", views: [f.view],
                        location: f.location))
            }
            for p in [f.horizontalPriority, f.verticalPriority] where !(p > 0 && p <= 1000) {
                errors.append(
                    .invalid(
                        "invalid-priority",
                        "fitting priority \(ConstraintResolver.format(p)) must be greater than 0 and at most 1000",
                        views: [f.view], location: f.location))
            }
            let s = f.target.size
            if !(s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0) {
                errors.append(
                    .invalid(
                        "invalid-fitting", "fitting target size must be finite and non-negative",
                        views: [f.view], location: f.location))
            }
        }
        let measurer = measurer(canvas, tally: tally)
        var measures: [ContentMeasure] = []
        for v in 0..<table.count {
            let node = table[v].node
            errors += Self.checkNumbers(node)
            errors += TableValidation.diagnostics(node, hasSubviews: !table[v].children.isEmpty)
            do {
                measures.append(try measurer.measure(node))
            } catch {
                measures.append(.none)
                errors.append(
                    .invalid(
                        node.kind == .image ? "invalid-image" : "invalid-content",
                        Self.describe(error, node: node), views: [node.name],
                        location: node.kind == .image ? node.imageLocation ?? node.location : node.location))
            }
        }
        guard errors.isEmpty else { throw LayoutError(diagnostics: errors) }
        applyFrameFitting(&table, scale: canvas.scale)
        return Prepared(table: table, guides: guides, resolved: resolved, measures: measures)
    }

    /// The document's constraints resolved against the view table, with the guides they need. The
    /// resolver (which holds the table) is gone when this returns, so `applyFrameFitting` changes the
    /// table in place instead of copying every entry.
    private static func resolveConstraints(
        _ document: LayoutDocument, table: ViewTable
    ) -> (guides: GuideTable, resolved: [ResolvedConstraint], errors: [Diagnostic]) {
        var guides = GuideTable(table)
        let directions = LayoutDirections(table: table, canvas: document.canvas)
        var resolver = ConstraintResolver(table: table, guides: guides)
        resolver.directions = directions
        var resolved = resolver.resolveAll(document)
        if !resolver.missingReadableGuides.isEmpty {
            // Readable content guides have unknowns of their own: made for the views whose guide is named.
            guides = GuideTable(table, readableOwners: resolver.missingReadableGuides)
            resolver = ConstraintResolver(table: table, guides: guides)
            resolver.directions = directions
            resolved = resolver.resolveAll(document)
        }
        return (guides, resolved, resolver.errors)
    }

    private static func checkNumbers(_ node: ViewNode) -> [Diagnostic] {
        // Value by value, without collecting them in arrays: this runs for every view of every layout.
        let hugging = node.contentHugging, resistance = node.compressionResistance
        var finite =
            node.preferredMaxLayoutWidth.isFinite && node.intrinsicPadding.width.isFinite
            && node.intrinsicPadding.height.isFinite && hugging.horizontal.isFinite && hugging.vertical.isFinite
            && resistance.horizontal.isFinite && resistance.vertical.isFinite
        if let f = node.frame {
            finite = finite && f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
        }
        if let s = node.sizeThatFits { finite = finite && s.width.isFinite && s.height.isFinite }
        if let o = node.intrinsicSizeOverride { finite = finite && o.width.isFinite && o.height.isFinite }
        finite = finite && node.stack.spacing.isFinite && node.stack.customSpacing.allSatisfy { $0.spacing.isFinite }
        let margins = node.layoutMargins
        finite =
            finite && margins.top.isFinite && margins.left.isFinite && margins.bottom.isFinite
            && margins.right.isFinite
        var out: [Diagnostic] = []
        if !finite {
            out.append(
                .invalid(
                    "invalid-view", "view '\(node.name)' has a number that is not finite",
                    views: [node.name], location: node.location))
        }
        func isPriority(_ p: Double) -> Bool { p > 0 && p <= 1000 }
        if !(isPriority(hugging.horizontal) && isPriority(hugging.vertical) && isPriority(resistance.horizontal)
            && isPriority(resistance.vertical))
        {
            out.append(
                .invalid(
                    "invalid-priority",
                    "view '\(node.name)': hugging and compression-resistance priorities must be greater than 0 and at most 1000",
                    views: [node.name], location: node.location))
        }
        return out
    }

    static func describe(_ error: Error, node: ViewNode) -> String {
        switch error {
        case PNGSize.Failure.unreadable(let path, let reason):
            return "image '\(path)' of view '\(node.name)' can't be read: \(reason)"
        case PNGSize.Failure.notPNG:
            return "image '\(node.imagePath ?? "")' of view '\(node.name)' is not a PNG file"
        case PNGSize.Failure.corrupt(let why):
            return "image '\(node.imagePath ?? "")' of view '\(node.name)' is corrupt: \(why)"
        default:
            return "the content of view '\(node.name)' can't be measured: \(error)"
        }
    }

    /// The size `sizeThatFits:` fixes a view laid out by constraints to, as required width and height
    /// constraints (seed 000 applies the result in `viewWillLayoutSubviews`). Nil for a view with a frame —
    /// its fitted size becomes its frame's size instead (`applyFrameFitting`) — and for a view that asks
    /// for none. `sizeToFit` adds no constraints: see `applyFrameFitting`.
    func fixedSize(of entry: ViewTable.Entry, scale: Double) -> Size? {
        guard entry.frame == nil, let size = entry.node.sizeThatFits else { return nil }
        // `sizeThatFits:` answers with a frame size; the constraints hold the alignment rect's.
        let fitted = sizeThatFits(entry.node, size, scale: scale)
        return AlignmentRect.alignmentSize(
            ofFrameSize: fitted, insets: entry.node.alignmentRectInsets(frameHeight: fitted.height))
    }

    /// UIKit's `sizeToFit` on a view with a frame: `bounds.size = sizeThatFits(bounds.size)` (0 on an axis
    /// meaning unbounded), the origin kept. A `sizeThatFits:` size on a view with a frame sets its frame's
    /// size the same way (`frame.size = sizeThatFits(size)`); `sizeThatFits:` wins over `sizeToFit` when a
    /// view has both. This happens before any constraint is made, so the autoresizing constraints of the
    /// view (and of its subviews, whose superview's current size it is) come from the fitted frame, and no
    /// separate size constraints compete with them.
    ///
    /// On a view laid out by constraints `sizeToFit` changes nothing: UIKit sets such a view's frame from
    /// the engine at the next layout pass, so the size set by `sizeToFit` never survives layout. Trellis
    /// does the same and warns (`ineffective-size-to-fit`); `sizeThatFits:` is the way to turn a fitted
    /// size into constraints. Later text changes (`LayoutSession.setText`) don't re-fit the frame, as UIKit
    /// doesn't call `sizeToFit` again by itself.
    ///
    /// A view whose class enforces its own size (`ViewNode.enforcedFrameSize`: a switch is 51 × 31) keeps
    /// that size whatever frame it is given, as UISwitch's `setFrame:` does.
    ///
    /// The frames are then turned into what the autoresizing constraints hold: the alignment rect
    /// (`AlignmentRect`), in the superview's alignment rect's coordinates, as the layout's unknowns are.
    func applyFrameFitting(_ table: inout ViewTable, scale: Double) {
        for v in 0..<table.count {
            let entry = table[v]
            guard var frame = entry.frame else { continue }
            let node = entry.node
            if let enforced = node.enforcedFrameSize {
                frame.size = enforced
            } else if let size = node.sizeThatFits {
                frame.size = sizeThatFits(node, size, scale: scale)
            } else if node.sizeToFit {
                frame.size = sizeThatFits(node, frame.size, scale: scale)
            }
            table.setFrame(of: v, frame)
        }
        for v in 0..<table.count {
            guard let frame = table[v].frame else { continue }
            let insets = table[v].node.alignmentRectInsets(frameHeight: frame.height)
            let parent = table[v].parent.map { table[$0].node.effectiveAlignmentRectInsets } ?? .zero
            guard !insets.isZero || !parent.isZero else { continue }
            let rect = AlignmentRect.alignmentRect(forFrame: frame, insets: insets)
            table.setFrame(of: v, rect.offsetBy(dx: -parent.left, dy: -parent.top))
        }
    }
}
