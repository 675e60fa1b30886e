import Synchronization
import TrellisText

/// One view after layout.
public struct SolvedView: Sendable, Hashable {
    /// The view as declared (content, colours, priorities).
    public var node: ViewNode
    public var name: String { node.name }
    public var kind: ViewKind { node.kind }
    /// The superview's name; nil for a direct subview of the canvas.
    public var superview: String?
    /// 0 for the canvas's direct subviews.
    public var depth: Int
    /// Frame in the superview's coordinates.
    public var frame: Rect
    /// Frame in canvas coordinates.
    public var absoluteFrame: Rect
    /// The `alignmentRectInsets` the view was laid out with (`AlignmentRect`): its constraints placed the
    /// frame inset by them.
    public var alignmentRectInsets: EdgeInsets { node.alignmentRectInsets(frameHeight: absoluteFrame.height) }
    /// The alignment rect, in the superview's coordinates: what the constraints placed.
    public var alignmentRect: Rect { AlignmentRect.alignmentRect(forFrame: frame, insets: alignmentRectInsets) }
    /// The alignment rect in canvas coordinates.
    public var absoluteAlignmentRect: Rect {
        AlignmentRect.alignmentRect(forFrame: absoluteFrame, insets: alignmentRectInsets)
    }
    /// The intrinsic content size used for the final solve (`noIntrinsicMetric` on axes without one).
    public var intrinsicSize: Size
    /// For labels, buttons and text views: the text laid out at the final frame's width, exactly as it is drawn.
    public var textLayout: TextLayout?
    /// For a scroll view: `contentSize`, the size of its content area (`contentLayoutGuide`) as the content's
    /// constraints determine it; nil for every other kind. Subviews' frames are in content coordinates
    /// (the content offset is 0 in a static layout).
    public var contentSize: Size?
    /// For a table or collection view: its cells, headers and footers, placed by the table algorithm
    /// (`contentSize` is then the table's content size); nil for every other kind.
    public var table: SolvedTable? {
        get { tables.first }
        set { tables = newValue.map { [$0] } ?? [] }
    }
    /// For a segmented control: each segment's title laid out in the segment title style, nil for an
    /// image-only segment; a search bar's scope titles, a compact date picker's texts, a picker view's
    /// components' selected rows (`ViewKind.hasSelectionTitles`); empty for every other kind.
    public var segmentTitles: [TextLayout?] = []
    /// A configuration button's subtitle as drawn (one line, unbounded); nil for every other view.
    public var subtitleLayout: TextLayout?
    /// `table` as an array of at most one: 8 bytes in every other view (nearly all of a large layout)
    /// instead of the whole value.
    private var tables: [SolvedTable] = []

    public init(
        node: ViewNode, superview: String?, depth: Int, frame: Rect, absoluteFrame: Rect,
        intrinsicSize: Size, textLayout: TextLayout?, contentSize: Size? = nil
    ) {
        self.contentSize = contentSize
        self.node = node
        self.superview = superview
        self.depth = depth
        self.frame = frame
        self.absoluteFrame = absoluteFrame
        self.intrinsicSize = intrinsicSize
        self.textLayout = textLayout
    }
}

/// A whole solved spec: every view in z-order (a parent before its subviews, siblings in declaration order),
/// the constraints with how they fared, fitting results and diagnostics.
public struct SolvedLayout: Sendable, Hashable {
    public var canvas: Canvas
    public var views: [SolvedView]
    /// Every constraint the layout was solved with (spec, content size, stack, guides …), in installation
    /// order, with how it fared.
    public var constraints: [SolvedConstraint] {
        get { deferredConstraints.constraints }
        set { deferredConstraints = DeferredConstraints(newValue) }
    }
    private var deferredConstraints: DeferredConstraints
    public var fittings: [FittingResult]
    public var diagnostics: [Diagnostic]
    /// The work this layout took, counted (`LayoutWork`): deterministic, for complexity tests.
    public var work = LayoutWork()
    /// The spec's title, annotations and strictness, carried to the renderer.
    public var presentation: Presentation = .none

    public init(
        canvas: Canvas, views: [SolvedView], constraints: [SolvedConstraint],
        fittings: [FittingResult], diagnostics: [Diagnostic]
    ) {
        self.init(
            canvas: canvas, views: views, deferredConstraints: DeferredConstraints(constraints), fittings: fittings,
            diagnostics: diagnostics)
    }

    init(
        canvas: Canvas, views: [SolvedView], deferredConstraints: DeferredConstraints, fittings: [FittingResult],
        diagnostics: [Diagnostic]
    ) {
        self.canvas = canvas
        self.views = views
        self.deferredConstraints = deferredConstraints
        self.fittings = fittings
        self.diagnostics = diagnostics
    }

    public func view(named name: String) -> SolvedView? { views.first { $0.name == name } }

    /// Two layouts are equal when their results are: how much work it took to reach them (`work`) isn't
    /// part of a layout's value (an incremental `LayoutSession.setText` and a fresh solve give equal layouts).
    public static func == (a: SolvedLayout, b: SolvedLayout) -> Bool {
        a.canvas == b.canvas && a.views == b.views && a.constraints == b.constraints && a.fittings == b.fittings
            && a.diagnostics == b.diagnostics && a.presentation == b.presentation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(canvas)
        hasher.combine(views)
        hasher.combine(constraints)
        hasher.combine(fittings)
        hasher.combine(diagnostics)
        hasher.combine(presentation)
    }
}

/// A layout's constraints, written out the first time they are read: a large layout has several per
/// view, and most uses of a layout — `trellis layout`, a snapshot of
/// frames — never read them. Once written they are kept, and what they were written from is let go.
final class DeferredConstraints: Sendable {
    private enum State: Sendable {
        case pending(@Sendable () -> [SolvedConstraint])
        case written([SolvedConstraint])
    }
    private let state: Mutex<State>

    init(_ write: @escaping @Sendable () -> [SolvedConstraint]) { state = Mutex(.pending(write)) }

    init(_ constraints: [SolvedConstraint]) { state = Mutex(.written(constraints)) }

    var constraints: [SolvedConstraint] {
        state.withLock { state in
            switch state {
            case .written(let list):
                return list
            case .pending(let write):
                let list = write()
                state = .written(list)
                return list
            }
        }
    }
}
