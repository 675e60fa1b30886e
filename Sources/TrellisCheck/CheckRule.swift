import TrellisLayout
import TrellisText

/// One rule of `trellis check`: an id, a default severity, what it finds and how to fix it, and a check
/// over one solved layout in one environment.
public protocol CheckRule: Sendable {
    /// Stable, kebab-case: `truncated-text`.
    var id: String { get }
    var defaultSeverity: Diagnostic.Severity { get }
    /// What the rule finds, in one sentence.
    var summary: String { get }
    /// How to fix what it finds, in one or two sentences.
    var fix: String { get }
    /// Whether the theme changes what the rule finds (colours); rules that don't run once per layout.
    var dependsOnTheme: Bool { get }
    /// The rule's findings in `subject`'s layout and environment.
    func check(_ subject: CheckSubject) -> [RuleFinding]
    /// Findings about a document that couldn't be laid out in an environment (its `LayoutError`).
    func checkFailure(_ diagnostics: [Diagnostic]) -> [RuleFinding]
}

extension CheckRule {
    public var dependsOnTheme: Bool { false }
    public func checkFailure(_ diagnostics: [Diagnostic]) -> [RuleFinding] { [] }
}

/// What a rule found in one environment.
public struct RuleFinding: Sendable, Hashable {
    /// The views concerned; the first is the one the finding is about. A view that exempts itself from the
    /// rule (`check: {disable: [rule]}`) drops the finding.
    public var views: [String]
    /// Where to fix it: the view's or the constraint's place in the spec.
    public var location: SourceLocation?
    /// One line, with this environment's numbers.
    public var message: String
    /// What makes it the same problem in another environment, whose numbers may differ (a view's name, a
    /// constraint's location): findings with equal rule and key are reported once.
    public var key: String

    public init(views: [String], location: SourceLocation?, message: String, key: String) {
        self.views = views
        self.location = location
        self.message = message
        self.key = key
    }
}

/// A solved layout and its environment, with the view tree indexed once for every rule.
public struct CheckSubject {
    public let layout: SolvedLayout
    public internal(set) var environment: CheckEnvironment
    /// Each view's superview, by index into `layout.views` (nil for the canvas's subviews).
    public let parent: [Int?]
    /// Each view's subviews, in z-order; `roots` are the canvas's.
    public let children: [[Int]]
    public let roots: [Int]
    /// False for a hidden view and every view inside one: not drawn, not checked.
    public let isShown: [Bool]
    /// Whether a view is inside a view that scrolls its content (a scroll, table or collection view),
    /// where its place on the screen depends on the scroll position.
    public let isInsideScrollingView: [Bool]
    /// The document as written, before its environment is resolved (a `natural` alignment becomes `right`
    /// in a right-to-left layout): what the spec says, for rules about how it is written.
    public let document: LayoutDocument?
    let textEngine: TextEngine?

    public init(
        layout: SolvedLayout, environment: CheckEnvironment, document: LayoutDocument? = nil,
        textEngine: TextEngine? = nil
    ) {
        self.layout = layout
        self.environment = environment
        self.document = document
        self.textEngine = textEngine
        var byName: [String: Int] = [:]
        byName.reserveCapacity(layout.views.count)
        var parent: [Int?] = []
        var children = [[Int]](repeating: [], count: layout.views.count)
        var roots: [Int] = []
        var shown: [Bool] = []
        var scrolling: [Bool] = []
        for (index, view) in layout.views.enumerated() {
            let p = view.superview.flatMap { byName[$0] }
            parent.append(p)
            if let p { children[p].append(index) } else { roots.append(index) }
            shown.append(!view.node.isHidden && (p.map { shown[$0] } ?? true))
            scrolling.append(p.map { layout.views[$0].kind.scrollsContent || scrolling[$0] } ?? false)
            byName[view.name] = byName[view.name] ?? index
        }
        self.parent = parent
        self.children = children
        self.roots = roots
        self.isShown = shown
        self.isInsideScrollingView = scrolling
    }

    public var views: [SolvedView] { layout.views }
    public var canvasRect: Rect { Rect(x: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height) }
    /// Half a device pixel: differences below it are rounding, not layout.
    public var tolerance: Double { 0.5 / max(layout.canvas.scale, 1) }

    /// Every view below `index`, depth first in z-order.
    public func descendants(of index: Int) -> [Int] {
        var out: [Int] = []
        var stack = children[index].reversed() as [Int]
        while let next = stack.popLast() {
            out.append(next)
            stack += children[next].reversed()
        }
        return out
    }

    /// `text` laid out in `style` at `width` (nil: unwrapped), at the canvas's scale — as `runs` when the
    /// text is attributed; nil without a text engine or when the text can't be measured.
    func measure(_ text: String, style: TextStyle, width: Double?, runs: [AttributedRun] = []) -> Size? {
        let scale = layout.canvas.scale
        guard let textEngine,
            let measured = runs.isEmpty
                ? try? textEngine.measure(text, style: style, scale: scale, .lines(width: width))
                : try? textEngine.measure(runs.textRuns(in: style), style: style, width: width, scale: scale)
        else { return nil }
        return Size(width: measured.size.width, height: measured.size.height)
    }
}

extension ViewKind {
    /// Scroll, table and collection views: they clip their content and scroll it.
    var scrollsContent: Bool { self == .scrollView || self == .tableView || self == .collectionView }

    /// Kinds that draw a text.
    var drawsText: Bool { self == .label || self == .button || self == .textView || self == .textField }
}

extension SolvedView {
    /// The text the view draws, if any (a text field's placeholder when it has no text).
    var drawnText: String? {
        guard kind.drawsText else { return nil }
        if let text = node.text, !text.isEmpty { return text }
        if kind == .textField, let placeholder = node.placeholder, !placeholder.isEmpty { return placeholder }
        return nil
    }

    /// Whether the view draws something of its own besides a background: text, an image, a control.
    var hasContent: Bool {
        switch kind {
        case .view, .stackView, .scrollView, .layoutGuide, .visualEffectView: return false
        case .label, .button, .textView: return drawnText != nil
        case .image: return node.imagePath != nil
        case .textField, .switch, .slider, .tableView, .collectionView: return true
        case .activityIndicator, .segmentedControl, .stepper, .progressView, .navigationBar, .toolbar, .tabBar,
            .pageControl, .searchBar, .datePicker, .pickerView:
            return true
        }
    }

    /// Whether the view paints its frame: a visible background or content.
    var paints: Bool { (node.background?.alpha ?? 0) > 0 || (node.darkBackground?.alpha ?? 0) > 0 || hasContent }
}

extension Rect {
    /// The overlap of two rectangles, nil when they don't overlap by more than `tolerance` on both axes.
    func intersection(_ other: Rect, tolerance: Double) -> Rect? {
        let minX = max(self.minX, other.minX), maxX = min(self.maxX, other.maxX)
        let minY = max(self.minY, other.minY), maxY = min(self.maxY, other.maxY)
        guard maxX - minX > tolerance, maxY - minY > tolerance else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Numbers in messages: at most two decimals, no trailing zeros (`32.5`, `44`).
func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

func size(_ width: Double, _ height: Double) -> String { "\(points(width)) × \(points(height))" }
