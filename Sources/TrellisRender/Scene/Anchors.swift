import TrellisLayout
import TrellisText

/// Where a constraint's anchors are on the page, for drawing dimension lines.
struct Anchors {
    let views: [String: ViewScene]
    let canvas: Rect
    let canvasMargins: EdgeInsets

    init(views: [ViewScene], canvas: Rect, safeArea: EdgeInsets) {
        var byName: [String: ViewScene] = [:]
        for view in views where byName[view.name] == nil { byName[view.name] = view }
        self.views = byName
        self.canvas = canvas
        canvasMargins = EdgeInsets(
            top: safeArea.top + 8, left: safeArea.left + 8,
            bottom: safeArea.bottom + 8, right: safeArea.right + 8)
    }

    /// The frame and margins of a view or the canvas (`"canvas"` or nil second items), if it exists.
    func item(_ name: String?) -> (frame: Rect, margins: EdgeInsets, view: ViewScene?)? {
        guard let name, name != "canvas" else { return (canvas, canvasMargins, nil) }
        guard let view = views[name] else { return nil }
        return (view.frame, view.node.layoutMargins, view)
    }

    /// The attribute's value on the page (leading read as left: callers resolve it with the constraint's
    /// `layoutDirection` first). Sizes give the length.
    func value(_ attribute: LayoutAttribute, of name: String?) -> Double? {
        guard let (frame, margins, view) = item(name) else { return nil }
        let inner = frame.inset(by: margins)
        switch attribute {
        case .left, .leading: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        case .leftMargin, .leadingMargin: return inner.minX
        case .rightMargin, .trailingMargin: return inner.maxX
        case .topMargin: return inner.minY
        case .bottomMargin: return inner.maxY
        case .centerXWithinMargins: return inner.midX
        case .centerYWithinMargins: return inner.midY
        case .firstBaseline, .lastBaseline:
            guard let view, let layout = view.solved.textLayout, !layout.lines.isEmpty else { return frame.maxY }
            let block = view.textBlock(layout)
            return block.minY + (attribute == .firstBaseline ? layout.firstBaseline : layout.lastBaseline)
        }
    }
}
