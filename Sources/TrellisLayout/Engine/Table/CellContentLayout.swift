/// What a cell's content view is given on one axis when it is laid out alone.
enum ContentAxisRequest: Hashable, Sendable {
    /// `systemLayoutSizeFitting` with a target of 0 at `fittingSizeLevel` (50): as small as the content allows.
    case fitting
    /// A required size: the table's `UIView-Encapsulated-Layout-Width`/`-Height`, or FDTemplateLayoutCell's
    /// width fence.
    case fixed(Double)
}

/// A content view laid out alone: its solved views, its unrounded size, and the views whose height nothing
/// determined (for the diagnostic that explains a collapsed cell).
struct ContentLayoutResult {
    var layout: SolvedLayout
    /// The content view's size as the engine solved it, before pixel snapping.
    var rawSize: Size
    /// Views whose height the constraints left free (settled to 0), in z-order.
    var undeterminedHeights: [String]
}

/// A template's content view validated, flattened and its constraints resolved once (what doesn't depend on a
/// row's data), like FDTemplateLayoutCell's one template cell per reuse identifier. Each row then only
/// re-measures the views its data changes.
struct PreparedContent {
    let root: ViewNode
    let prepared: LayoutEngine.Prepared
}

extension LayoutEngine {
    /// Validates and resolves `root` (a cell's content view, or a header's view) for `layoutContent`.
    /// `environment` is the canvas the table is on: its scale and traits (layout direction, Dynamic Type)
    /// apply inside the cells.
    func prepareContent(_ root: ViewNode, environment: Canvas) throws -> PreparedContent {
        let canvas = Self.contentCanvas(environment, width: 10000, height: 10000)
        return PreparedContent(root: root, prepared: try prepare(LayoutDocument(canvas: canvas, views: [root])))
    }

    /// Lays out a prepared content view with `data` applied alone, as UIKit lays out a cell's content view:
    /// its own and its subviews' constraints and content sizes, plus `root.width` and `root.height` per
    /// `width`/`height`, with its origin at (0, 0). Both passes of two-pass labels run. The canvas is only the
    /// pixel grid (`scale`); constraints to the canvas or safe area don't apply in a template. The result is
    /// the same as preparing the content view with the data written into it.
    func layoutContent(
        _ content: PreparedContent, data: [String: CellViewData], width: ContentAxisRequest,
        height: ContentAxisRequest, environment: Canvas
    ) throws -> ContentLayoutResult {
        let scale = environment.scale
        func target(_ r: ContentAxisRequest) -> Double { if case .fixed(let v) = r { return v } else { return 0 } }
        // The canvas only gives the pixel grid; it is made large enough that the content view is never
        // reported as outside it.
        func extent(_ r: ContentAxisRequest) -> Double { if case .fixed(let v) = r { return v } else { return 10000 } }
        let canvas = Self.contentCanvas(environment, width: extent(width), height: extent(height))
        var table = content.prepared.table
        var measures = content.prepared.measures
        let measurer = measurer(canvas)
        if !data.isEmpty {
            var errors: [Diagnostic] = []
            for name in data.keys.sorted() {
                guard let d = data[name], let v = table.index(of: name) else { continue }
                table.setNode(of: v) { node in
                    if let text = d.text { node.text = text }
                    if let hidden = d.hidden { node.isHidden = hidden }
                    if let image = d.imagePath { node.imagePath = image }
                }
                guard d.text != nil || d.imagePath != nil else { continue }
                do {
                    measures[v] = try measurer.measure(table[v].node)
                } catch {
                    let node = table[v].node
                    errors.append(
                        .invalid(
                            node.kind == .image ? "invalid-image" : "invalid-content",
                            Self.describe(error, node: node), views: [node.name], location: d.location ?? node.location)
                    )
                }
            }
            guard errors.isEmpty else { throw LayoutError(diagnostics: errors) }
            // Frames fitted to content (`sizeToFit`) follow the new content.
            for v in 0..<table.count where table[v].node.frame != nil { table.setFrame(of: v, table[v].node.frame) }
            applyFrameFitting(&table, scale: scale)
        }
        let prepared = content.prepared
        let run = LayoutRun(
            table: table, guides: prepared.guides, resolved: prepared.resolved, canvas: canvas,
            measurer: measurer, views: 0..<table.count, measures: measures, isolated: true)
        let root = table[0].node
        func pin(_ axis: LayoutAttribute.Axis, _ r: ContentAxisRequest) -> EngineConstraint {
            let horizontal = axis == .horizontal
            let priority: Double
            let note: String
            switch r {
            case .fitting:
                priority = LayoutPriority.fittingSizeLevel
                note = "fitting"
            case .fixed:
                priority = LayoutPriority.required
                note = horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
            }
            return EngineConstraint.pin(
                view: 0, node: root, key: .fittingTarget(axis: axis),
                component: horizontal ? .width : .height, value: target(r), priority: priority,
                attribute: horizontal ? .width : .height, note: note, location: root.location)
        }
        func origin(_ axis: LayoutAttribute.Axis) -> EngineConstraint {
            let horizontal = axis == .horizontal
            return EngineConstraint.pin(
                view: 0, node: root, key: .fittingOrigin(axis: axis),
                component: horizontal ? .minX : .minY, value: 0, priority: LayoutPriority.required,
                attribute: horizontal ? .left : .top, note: "cell origin", location: root.location)
        }
        let extra = [origin(.horizontal), origin(.vertical), pin(.horizontal, width), pin(.vertical, height)]
        run.installAll(extra: extra, root: 0, sizeThatFits: { self.fixedSize(of: table[$0], scale: scale) })
        try run.runSecondPass()
        let rawSize = Size(width: run.value(0, .width), height: run.value(0, .height))
        let document = LayoutDocument(canvas: canvas)
        let layout = try ResultBuilder(engine: self, run: run, document: document).build()
        let free = run.ambiguous.keys.sorted().filter {
            $0 < table.count && run.ambiguous[$0]?.contains(.height) == true
        }
        return ContentLayoutResult(layout: layout, rawSize: rawSize, undeterminedHeights: free.map { table.name($0) })
    }

    /// The table's canvas (scale, traits) resized for a content view laid out alone, with no safe area.
    static func contentCanvas(_ environment: Canvas, width: Double, height: Double) -> Canvas {
        var canvas = environment
        canvas.width = width
        canvas.height = height
        canvas.safeArea = .zero
        canvas.designSize = nil
        return canvas
    }
}
