import TrellisLayout
import TrellisText

/// Physical directions in a layout that runs right to left: `left`/`right` constraints (and their
/// margins), which don't flip, so the screen isn't mirrored in Arabic or Hebrew; a forced direction
/// (`semanticContentAttribute: forceLeftToRight` or `forceRightToLeft`); text aligned `left` or `right`
/// instead of `natural`. Reported only in right-to-left environments, where they show. `playback` and
/// `spatial` (media controls, directional pads) are how UIKit says "left-to-right on purpose" and aren't
/// reported.
public struct PhysicalAttributesRule: CheckRule {
    public init() {}
    public let id = "physical-attributes"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary =
        "A right-to-left layout uses left/right attributes, a forced direction or left/right text alignment, which don't mirror."
    public let fix =
        "Write leading/trailing (and leadingMargin/trailingMargin), natural alignment, and playback or spatial where a control must stay left-to-right."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        guard subject.layout.canvas.traits.layoutDirection == .rightToLeft else { return [] }
        var out: [RuleFinding] = []
        for constraint in subject.layout.constraints where constraint.origin == .spec {
            let physical = [constraint.firstAttribute, constraint.secondAttribute].compactMap { $0 }.filter(
                \.isAbsoluteHorizontalEdge)
            guard let attribute = physical.first else { continue }
            out.append(
                RuleFinding(
                    views: [constraint.firstView], location: constraint.location,
                    message:
                        "'\(constraint.source)' uses \(attribute.rawValue), which doesn't flip in a right-to-left layout",
                    key: "constraint|\(constraint.firstView)|\(constraint.source)"))
        }
        let written = writtenAlignments(subject.document)
        for (index, view) in subject.views.enumerated() where subject.isShown[index] {
            let attribute = view.node.semanticContentAttribute
            if attribute == .forceLeftToRight || attribute == .forceRightToLeft {
                out.append(
                    RuleFinding(
                        views: [view.name], location: view.node.location,
                        message:
                            "'\(view.name)' forces its direction (\(attribute.rawValue)), so it doesn't follow the layout's",
                        key: "direction|\(view.name)"))
            }
            if view.drawnText != nil, let alignment = written[view.name], alignment == .left || alignment == .right {
                out.append(
                    RuleFinding(
                        views: [view.name], location: view.node.location,
                        message:
                            "'\(view.name)' aligns its text \(alignment.rawValue), which doesn't flip (use natural)",
                        key: "alignment|\(view.name)"))
            }
        }
        return out
    }

    /// Each view's text alignment as the spec writes it (the layout's is resolved: `natural` is `right` in
    /// a right-to-left view).
    private func writtenAlignments(_ document: LayoutDocument?) -> [String: TextAlignment] {
        var out: [String: TextAlignment] = [:]
        var stack = document?.views ?? []
        while let view = stack.popLast() {
            stack += view.subviews
            let alignments = [view.textStyle.alignment] + view.variations.compactMap { $0.overrides.textAlignment }
            out[view.name] = alignments.first { $0 != .natural } ?? .natural
        }
        return out
    }
}
