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

extension LayoutEngine {
    /// Lays out `root` (a cell's content view, or a header's view) alone, as UIKit lays out a cell's content
    /// view: its own and its subviews' constraints and content sizes, plus `root.width` and `root.height` per
    /// `width`/`height`, with its origin at (0, 0). Both passes of two-pass labels run. The canvas is only the
    /// pixel grid (`scale`); constraints to the canvas or safe area can't be written in a template.
    func layoutContent(
        _ root: ViewNode, width: ContentAxisRequest, height: ContentAxisRequest,
        scale: Double
    ) throws -> ContentLayoutResult {
        func target(_ r: ContentAxisRequest) -> Double { if case .fixed(let v) = r { return v } else { return 0 } }
        // The canvas only gives the pixel grid; it is made large enough that the content view is never
        // reported as outside it.
        func extent(_ r: ContentAxisRequest) -> Double { if case .fixed(let v) = r { return v } else { return 10000 } }
        let canvas = Canvas(width: extent(width), height: extent(height), scale: scale)
        let document = LayoutDocument(canvas: canvas, views: [root])
        let prepared = try prepare(document)
        let run = LayoutRun(
            table: prepared.table, guides: prepared.guides, resolved: prepared.resolved, canvas: canvas,
            measurer: measurer(canvas), views: 0..<prepared.table.count, measures: prepared.measures,
            isolated: true)
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
        let table = prepared.table
        run.installAll(extra: extra, root: 0, sizeThatFits: { self.fixedSize(of: table[$0], scale: scale) })
        try run.runSecondPass()
        let rawSize = Size(width: run.value(0, .width), height: run.value(0, .height))
        let layout = try ResultBuilder(engine: self, run: run, document: document).build()
        let free = run.ambiguous.keys.sorted().filter {
            $0 < table.count && run.ambiguous[$0]?.contains(.height) == true
        }
        return ContentLayoutResult(layout: layout, rawSize: rawSize, undeterminedHeights: free.map { table.name($0) })
    }
}
