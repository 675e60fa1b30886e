import TrellisLayout
import TrellisText

/// A view ready to draw: its solved values plus where it sits on the page and whether it shows.
struct ViewScene {
    let solved: SolvedView
    /// Frame in page coordinates (canvas coordinates offset by the padding).
    let frame: Rect
    /// False for a hidden view and everything inside one (as `isHidden` hides a subtree in UIKit), and for a
    /// view scrolled entirely out of its scroll views' frames.
    let isVisible: Bool
    /// For a view inside one or more scroll views: the part of the page they show (the intersection of their
    /// frames, in page coordinates), which its drawing is clipped to; nil elsewhere.
    let clip: Rect?
    /// The index (in the scene list) of the last view of this view's subtree (its own index for a leaf): a
    /// scroll view's indicator is drawn after it, and views after it can cover this one.
    let lastDescendant: Int

    /// The part of the frame that shows: the frame, cut to `clip`.
    var visibleFrame: Rect { clip.flatMap { frame.intersection($0) } ?? frame }

    var name: String { solved.name }
    var node: ViewNode { solved.node }
    var depth: Int { solved.depth }

    /// Views in the layout's z-order, each knowing whether an ancestor hides it and which scroll views clip it.
    static func build(_ layout: SolvedLayout, origin: Point) -> [ViewScene] {
        var hidden: Set<String> = []
        /// What each view's subviews are clipped to: a scroll view's frame (cut to its own clip), else the clip
        /// it inherited. Only views with a clip are in the table.
        var childClip: [String: Rect] = [:]
        var result: [ViewScene] = []
        result.reserveCapacity(layout.views.count)
        let ends = subtreeEnds(layout.views)
        for (index, view) in layout.views.enumerated() {
            let isHidden = view.node.isHidden || (view.superview.map { hidden.contains($0) } ?? false)
            if isHidden { hidden.insert(view.name) }
            let frame = view.absoluteFrame.offsetBy(dx: origin.x, dy: origin.y)
            let clip = view.superview.flatMap { childClip[$0] }
            let shows = clip.map { frame.isDrawable && frame.intersection($0) != nil } ?? true
            if view.kind == .scrollView, frame.isDrawable {
                childClip[view.name] =
                    clip.map { frame.intersection($0) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
            } else if let clip {
                childClip[view.name] = clip
            }
            result.append(
                ViewScene(
                    solved: view, frame: frame, isVisible: !isHidden && frame.isDrawable && shows,
                    clip: clip, lastDescendant: ends[index]))
        }
        return result
    }

    /// For each view, the index of the last view of its subtree: views come parent first, subtrees contiguous,
    /// so a subtree runs until the next view at the same depth or shallower.
    private static func subtreeEnds(_ views: [SolvedView]) -> [Int] {
        var ends = Array(views.indices)
        var open: [Int] = []
        for (index, view) in views.enumerated() {
            while let last = open.last, views[last].depth >= view.depth {
                ends[last] = index - 1
                open.removeLast()
            }
            open.append(index)
        }
        for index in open { ends[index] = views.count - 1 }
        return ends
    }

    /// Where the text block's top-left corner goes and how wide it is laid out, for views that show text.
    /// A label centres its block vertically in its bounds (as `UILabel` does), a button centres its title
    /// inside its content insets, and a text view starts at UITextView's default insets (8 pt top and bottom,
    /// 5 pt line fragment padding).
    func textBlock(_ layout: TextLayout) -> Rect {
        let size = layout.size
        switch solved.kind {
        case .button:
            let inner = frame.inset(by: node.contentEdgeInsets)
            return Rect(
                x: inner.minX + (inner.width - size.width) / 2, y: inner.minY + (inner.height - size.height) / 2,
                width: size.width, height: size.height)
        case .textView:
            return Rect(x: frame.minX + 5, y: frame.minY + 8, width: max(0, frame.width - 10), height: size.height)
        case .navigationBar where node.control.prefersLargeTitles:
            // The large title sits at the leading margin of the 52-point area under the standard bar.
            let area = Rect(x: frame.minX + 16, y: frame.maxY - 52, width: max(0, frame.width - 32), height: 52)
            return Rect(
                x: area.minX, y: area.minY + (area.height - size.height) / 2, width: size.width, height: size.height)
        case .navigationBar:
            let bar = Rect(x: frame.minX, y: frame.maxY - 44, width: frame.width, height: min(44, frame.height))
            return Rect(
                x: bar.minX + (bar.width - size.width) / 2, y: bar.minY + (bar.height - size.height) / 2,
                width: size.width, height: size.height)
        case .textField:
            let inner = frame.inset(by: node.borderStyle.insets)
            return Rect(
                x: inner.minX, y: inner.minY + (inner.height - size.height) / 2, width: inner.width, height: size.height
            )
        default:
            return Rect(
                x: frame.minX, y: frame.minY + (frame.height - size.height) / 2,
                width: frame.width, height: size.height)
        }
    }
}

extension Rect {
    /// The overlap of two rectangles, or nil when they don't overlap (touching edges don't count; a
    /// zero-width or zero-height rectangle overlaps where it lies inside the other).
    func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        if x1 == x0 && width > 0 && other.width > 0 || y1 == y0 && height > 0 && other.height > 0 { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Finite, with a non-negative size.
    var isDrawable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }
}
