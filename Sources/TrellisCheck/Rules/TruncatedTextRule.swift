import TrellisLayout

/// Text cut short: a label or button title that ends in an ellipsis, or text taller or wider than its view
/// (UILabel clips it) — typically a name at the largest accessibility size, or on the smallest phone. The
/// message gives the size the text needed and the size it got.
public struct TruncatedTextRule: CheckRule {
    public init() {}
    public let id = "truncated-text"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "A label's or button's text is truncated or clipped: it needs more lines or width than it got."
    public let fix =
        "Let the text wrap (lines: 0) and let its container grow, give it the width it needs, or lower a neighbour's compression resistance."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        var out: [RuleFinding] = []
        for (index, view) in subject.views.enumerated() where subject.isShown[index] {
            guard view.kind == .label || view.kind == .button, let text = view.textLayout,
                let string = view.drawnText
            else { continue }
            let truncated = text.lines.contains(where: \.isTruncated)
            let frame = view.frame
            let clipped =
                text.size.height > frame.height + subject.tolerance || text.size.width > frame.width + subject.tolerance
            guard truncated || clipped else { continue }
            guard frame.width > 0, frame.height > 0 else { continue } // zero-size's finding
            let needed = neededSize(view, string, subject)
            let what = truncated ? "is truncated" : "is clipped"
            out.append(
                RuleFinding(
                    views: [view.name], location: view.node.location,
                    message:
                        "'\(view.name)' \(what): its text needs \(size(needed.width, needed.height)) and got \(size(frame.width, frame.height))",
                    key: view.name))
        }
        return out
    }

    /// The size the text needs: a single-line label or a button its unwrapped text (its intrinsic size);
    /// a multi-line label all its lines at the width it got.
    private func neededSize(_ view: SolvedView, _ string: String, _ subject: CheckSubject) -> Size {
        let frame = view.frame
        let style = view.node.textStyle
        if view.kind == .button || style.numberOfLines == 1 {
            let intrinsic = view.intrinsicSize
            if intrinsic.width >= 0, intrinsic.height >= 0 {
                return Size(width: max(intrinsic.width, frame.width), height: max(intrinsic.height, frame.height))
            }
        }
        var unlimited = style
        unlimited.numberOfLines = 0
        let measured =
            subject.measure(string, style: unlimited, width: frame.width, runs: view.node.attributedText)
            ?? view.textLayout.map { Size(width: $0.size.width, height: $0.size.height) } ?? frame.size
        return Size(width: max(measured.width, frame.width), height: max(measured.height, frame.height))
    }
}
