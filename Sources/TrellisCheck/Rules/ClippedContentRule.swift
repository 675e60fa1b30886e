import TrellisLayout

/// Content the user can't see or reach: a view outside the content area of the scroll view that clips it,
/// a view that paints (a background or content) past the edge of the screen — seed 003's container whose
/// long labels push it past both edges — or content (text, an image, a control) under the status bar,
/// the notch or the home indicator, outside the safe area (a scroll, table or collection view may reach under
/// them: UIKit insets its content by the safe area). A view inside one already outside the screen
/// isn't reported again; views inside a scrolling view are checked against its content area only, as
/// where they are on the screen depends on the scroll position.
public struct ClippedContentRule: CheckRule {
    public init() {}
    public let id = "clipped-content"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary =
        "A view lies outside the scroll view that clips it, outside the screen, or its content outside the safe area."
    public let fix =
        "Pin the view to its container's edges or the safe area layout guide (safeArea.top, …), and give text a width so it wraps instead of pushing its container out."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        var out: [RuleFinding] = []
        let screen = subject.canvasRect
        let insets = subject.layout.canvas.safeArea
        let safe = Rect(
            x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
            height: screen.height - insets.top - insets.bottom)
        var reported = [Bool](repeating: false, count: subject.views.count)
        for (index, view) in subject.views.enumerated() where subject.isShown[index] && view.kind != .layoutGuide {
            if let p = subject.parent[index], reported[p] {
                reported[index] = true
                continue
            }
            let frame = view.absoluteFrame
            guard frame.width > 0, frame.height > 0 else { continue }
            if let p = subject.parent[index], subject.views[p].kind == .scrollView {
                let scroll = subject.views[p]
                let area = Rect(
                    origin: scroll.absoluteFrame.origin, size: scroll.contentSize ?? scroll.absoluteFrame.size)
                if let sides = overflow(frame, area, subject.tolerance) {
                    reported[index] = true
                    out.append(
                        finding(
                            view, "lies outside the content area of scroll view '\(scroll.name)' (\(sides))",
                            "scroll|\(view.name)"))
                }
                continue
            }
            if subject.isInsideScrollingView[index] { continue }
            if view.paints, let sides = overflow(frame, screen, subject.tolerance) {
                reported[index] = true
                out.append(finding(view, "extends off the screen (\(sides))", "screen|\(view.name)"))
            } else if view.hasContent, !view.kind.scrollsContent, let sides = overflow(frame, safe, subject.tolerance) {
                out.append(finding(view, "has content outside the safe area (\(sides))", "safe-area|\(view.name)"))
            }
        }
        return out
    }

    private func finding(_ view: SolvedView, _ what: String, _ key: String) -> RuleFinding {
        RuleFinding(views: [view.name], location: view.node.location, message: "'\(view.name)' \(what)", key: key)
    }

    /// `left by 12, bottom by 3` for the sides of `frame` past `area`'s, nil when it is inside.
    private func overflow(_ frame: Rect, _ area: Rect, _ tolerance: Double) -> String? {
        var sides: [String] = []
        if frame.minX < area.minX - tolerance { sides.append("left by \(points(area.minX - frame.minX))") }
        if frame.maxX > area.maxX + tolerance { sides.append("right by \(points(frame.maxX - area.maxX))") }
        if frame.minY < area.minY - tolerance { sides.append("top by \(points(area.minY - frame.minY))") }
        if frame.maxY > area.maxY + tolerance { sides.append("bottom by \(points(frame.maxY - area.maxY))") }
        return sides.isEmpty ? nil : sides.joined(separator: ", ")
    }
}
