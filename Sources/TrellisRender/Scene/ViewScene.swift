import TrellisLayout
import TrellisText

/// A view ready to draw: its solved values plus where it sits on the page and whether it shows.
struct ViewScene {
    let solved: SolvedView
    /// Frame in page coordinates (canvas coordinates offset by the padding).
    let frame: Rect
    /// False for a hidden view and everything inside one (as `isHidden` hides a subtree in UIKit).
    let isVisible: Bool

    var name: String { solved.name }
    var node: ViewNode { solved.node }
    var depth: Int { solved.depth }

    /// Views in the layout's z-order, each knowing whether an ancestor hides it.
    static func build(_ layout: SolvedLayout, origin: Point) -> [ViewScene] {
        var hidden: Set<String> = []
        var result: [ViewScene] = []
        result.reserveCapacity(layout.views.count)
        for view in layout.views {
            let isHidden = view.node.isHidden || (view.superview.map { hidden.contains($0) } ?? false)
            if isHidden { hidden.insert(view.name) }
            let frame = view.absoluteFrame.offsetBy(dx: origin.x, dy: origin.y)
            result.append(ViewScene(solved: view, frame: frame, isVisible: !isHidden && frame.isDrawable))
        }
        return result
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
            return Rect(x: inner.minX + (inner.width - size.width) / 2, y: inner.minY + (inner.height - size.height) / 2,
                        width: size.width, height: size.height)
        case .textView:
            return Rect(x: frame.minX + 5, y: frame.minY + 8, width: max(0, frame.width - 10), height: size.height)
        default:
            return Rect(x: frame.minX, y: frame.minY + (frame.height - size.height) / 2,
                        width: frame.width, height: size.height)
        }
    }
}

extension Rect {
    /// Finite, with a non-negative size.
    var isDrawable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }
}
