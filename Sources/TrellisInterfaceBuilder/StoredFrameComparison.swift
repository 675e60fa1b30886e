import TrellisLayout

/// The frames Xcode stored in a document, compared with the frames Trellis solved: Xcode's "misplaced
/// views" check. A view differs when any of its frame's numbers is more than half a point from the stored
/// one; each difference gets a class saying whose it is most likely to be.
public struct StoredFrameComparison: Sendable {
    public enum Verdict: String, Sendable, CaseIterable {
        /// Within half a point on every number.
        case match
        /// The document's own: the view is marked `misplaced` or `ambiguous`, keeps a `fixedFrame` placed by
        /// hand, or its stored frame breaks one of the document's required constraints.
        case stale
        /// The view's own text measures to another size than Xcode's (fonts: Roboto for San Francisco): its
        /// frame and its intrinsic size both differ from the stored size on one axis.
        case text
        /// Another view's text measured to another size, and this view moved with it.
        case followsText
        /// The view, or one it depends on, has no Trellis kind of its own (a control of issue 51).
        case unsupported
        /// The view, or one it depends on, has alignment rect insets (a switch, a slider) and still differs:
        /// the insets Trellis gives its class (`AlignmentRect`) are not the ones the document was laid out with.
        case alignmentRect
        /// None of the above: a difference in Trellis's layout (or in the environment modelled).
        case layout
    }

    public struct Entry: Sendable, Hashable {
        public var name: String
        public var documentID: String
        public var stored: Rect
        public var solved: Rect
        public var placedByAutoLayout: Bool
        public var verdict: Verdict
        /// Why a frame is the document's own (`stale`): the marks and the constraints it breaks.
        public var reasons: [String]
    }

    /// Every view with a stored frame, in the layout's order (the case's root excluded: the case sets it).
    public var entries: [Entry]

    /// The entries of views that Auto Layout places: the ones the share of matches is measured on.
    public var measured: [Entry] { entries.filter(\.placedByAutoLayout) }

    public func count(_ verdict: Verdict) -> Int { measured.filter { $0.verdict == verdict }.count }

    public static let tolerance = 0.5

    public init(case ibCase: InterfaceBuilderCase, layout: SolvedLayout) {
        let storedByName = Dictionary(ibCase.storedViews.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let geometry = StoredGeometry(layout: layout, stored: storedByName)
        let broken = geometry.brokenConstraints(ibCase.document?.constraints ?? [])
        var provisional: [(Entry, StoredView)] = []
        var measuredOtherwise: Set<String> = []
        for view in layout.views.dropFirst() {
            guard let stored = storedByName[view.name], let frame = stored.frame else { continue }
            let differs = Self.differs(frame, view.frame)
            var reasons: [String] = []
            if stored.misplaced { reasons.append("misplaced=\"YES\"") }
            if stored.ambiguous { reasons.append("ambiguous=\"YES\"") }
            if stored.fixedFrame { reasons.append("fixedFrame=\"YES\": a frame placed by hand, not by constraints") }
            reasons += broken[view.name] ?? []
            if stored.measuresText && Self.contentDiffers(view, stored: frame) { measuredOtherwise.insert(view.name) }
            provisional.append(
                (
                    Entry(
                        name: view.name, documentID: stored.documentID, stored: frame, solved: view.frame,
                        placedByAutoLayout: stored.placedByAutoLayout, verdict: differs ? .layout : .match,
                        reasons: reasons), stored
                ))
        }
        let textMoved = !measuredOtherwise.isEmpty
        let unsupportedMoved = provisional.contains { entry, stored in
            stored.unsupportedKind && entry.verdict != .match
        }
        let insetViews = Set(layout.views.filter { !$0.alignmentRectInsets.isZero }.map(\.name))
        let alignmentMoved = provisional.contains { entry, _ in
            insetViews.contains(entry.name) && entry.verdict != .match
        }
        entries = provisional.map { entry, stored in
            var entry = entry
            guard entry.verdict != .match else { return entry }
            if !entry.reasons.isEmpty {
                entry.verdict = .stale
            } else if stored.unsupportedKind {
                entry.verdict = .unsupported
            } else if measuredOtherwise.contains(entry.name) {
                entry.verdict = .text
            } else if textMoved {
                entry.verdict = .followsText
            } else if insetViews.contains(entry.name) {
                entry.verdict = .alignmentRect
            } else if unsupportedMoved {
                entry.verdict = .unsupported
            } else if alignmentMoved {
                entry.verdict = .alignmentRect
            }
            return entry
        }
    }

    /// The view's text measured to another size than Xcode's: on an axis where its frame differs from the
    /// stored one, its intrinsic size does too (a label stretched by its constraints to another width, its
    /// own text measured the same, is not a text difference).
    static func contentDiffers(_ view: SolvedView, stored: Rect) -> Bool {
        let intrinsic = view.intrinsicSize
        let width =
            abs(view.frame.width - stored.width) > tolerance && intrinsic.width >= 0
            && abs(intrinsic.width - stored.width) > tolerance
        let height =
            abs(view.frame.height - stored.height) > tolerance && intrinsic.height >= 0
            && abs(intrinsic.height - stored.height) > tolerance
        return width || height
    }

    static func differs(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) > tolerance || abs(a.minY - b.minY) > tolerance || sizeDiffers(a, b)
    }

    static func sizeDiffers(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance
    }
}

/// The stored frames on the canvas, and the required constraints they break.
private struct StoredGeometry {
    var absolute: [String: Rect] = [:]
    var scrollViews: Set<String> = []
    /// The alignment insets of the views that have them (switches, sliders): constraints hold on the
    /// alignment rect.
    var alignment: [String: EdgeInsets] = [:]
    let canvas: Canvas

    init(layout: SolvedLayout, stored: [String: StoredView]) {
        canvas = layout.canvas
        for (index, view) in layout.views.enumerated() {
            if view.kind == .scrollView { scrollViews.insert(view.name) }
            if index == 0 {
                absolute[view.name] = view.absoluteFrame
                continue
            }
            let frame = stored[view.name]?.frame ?? view.frame
            let origin = view.superview.flatMap { absolute[$0] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            absolute[view.name] = Rect(
                x: origin.minX + frame.minX, y: origin.minY + frame.minY, width: frame.width, height: frame.height)
            if !view.alignmentRectInsets.isZero { alignment[view.name] = view.alignmentRectInsets }
        }
    }

    /// For each view, the required constraints whose stored frames break them by more than half a point
    /// (`"breaks <constraint> (line N)"`). Only what the document itself decides is checked: baselines
    /// (fonts), margins and the safe area (the environment Trellis models), and edges of scroll views
    /// (their content area isn't stored) are not.
    func brokenConstraints(_ constraints: [ConstraintNode]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for constraint in constraints where constraint.priority >= 1000 && constraint.condition == nil {
            guard let first = value(constraint.firstItem, constraint.firstAttribute) else { continue }
            var second = 0.0
            if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
                guard let v = value(item, attribute) else { continue }
                second = v
            }
            let target =
                constraint.secondItem == nil
                ? constraint.constant : constraint.multiplier * second + constraint.constant
            let holds: Bool
            switch constraint.relation {
            case .equal: holds = abs(first - target) <= StoredFrameComparison.tolerance
            case .lessThanOrEqual: holds = first <= target + StoredFrameComparison.tolerance
            case .greaterThanOrEqual: holds = first >= target - StoredFrameComparison.tolerance
            }
            guard !holds else { continue }
            let line = constraint.location.map { " (line \($0.line))" } ?? ""
            for case .view(let name) in [constraint.firstItem, constraint.secondItem ?? .canvas] {
                result[name, default: []].append("breaks \(constraint.source)\(line)")
            }
        }
        return result
    }

    private func value(_ item: ItemReference, _ attribute: LayoutAttribute) -> Double? {
        if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline { return nil }
        let rect: Rect
        switch item {
        case .view(let name):
            guard let r = absolute[name] else { return nil }
            if scrollViews.contains(name) && !attribute.isSize { return nil }
            let a = alignment[name] ?? .zero
            rect = Rect(
                x: r.minX + a.left, y: r.minY + a.top, width: r.width - a.left - a.right,
                height: r.height - a.top - a.bottom)
        case .canvas:
            rect = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        default:
            return nil
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.minX + rect.width
        case .top: return rect.minY
        case .bottom: return rect.minY + rect.height
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.minX + rect.width / 2
        case .centerY: return rect.minY + rect.height / 2
        default: return nil
        }
    }
}
