/// What `--strict` (or `strict: true` in a spec) refuses: the diagnostics that mean the picture or the
/// numbers can't be trusted.
///
/// - `unsatisfiable`: a required constraint was broken;
/// - `ambiguous`, `ambiguous-content-size`: the constraints leave a position or size open;
/// - `zero-size`, `negative-size`: a view with content (text, an image, a control) has no area;
/// - `outside-superview` for a view that shows content (or holds views that do): it is clipped or off screen.
public enum StrictCheck {
    public static let failingCodes: Set<String> = [
        "unsatisfiable", "ambiguous", "ambiguous-content-size",
        "zero-size", "negative-size",
    ]

    /// The layout's diagnostics that fail a strict render, in the layout's order, as errors.
    public static func violations(in layout: SolvedLayout) -> [Diagnostic] {
        var byName: [String: SolvedView] = [:]
        for view in layout.views where byName[view.name] == nil { byName[view.name] = view }
        return layout.diagnostics.compactMap { diagnostic in
            let fails: Bool
            if failingCodes.contains(diagnostic.code) {
                fails = true
            } else if diagnostic.code == "outside-superview", let first = diagnostic.views.first,
                let view = byName[first]
            {
                fails = layout.views.contains { candidate in
                    hasContent(candidate.node) && isInside(candidate, view.name, byName)
                }
            } else {
                fails = false
            }
            guard fails else { return nil }
            var error = diagnostic
            error.severity = .error
            return error
        }
    }

    /// `view` is `ancestor` or inside it (what sticks out of a superview is cut off on screen, content and all).
    private static func isInside(_ view: SolvedView, _ ancestor: String, _ byName: [String: SolvedView]) -> Bool {
        var current: SolvedView? = view
        var steps = 0
        while let v = current, steps <= byName.count {
            if v.name == ancestor { return true }
            current = v.superview.flatMap { byName[$0] }
            steps += 1
        }
        return false
    }

    private static func hasContent(_ node: ViewNode) -> Bool {
        // Written as conditions rather than a switch, so new view kinds need no change here.
        if node.kind == .button, node.imagePath != nil || node.control.imageSize != nil { return true }
        if [ViewKind.label, .button, .textView].contains(node.kind) { return !(node.text ?? "").isEmpty }
        if node.kind == .image { return node.imagePath != nil }
        return node.kind == .switch || node.kind == .slider
    }
}
