import TrellisLayout

/// A hidden view that still takes space. Hiding a view doesn't remove its constraints, so a shown view
/// placed after it (`detail.top == title.bottom + 8` with `title` hidden) keeps the gap the hidden view
/// fills. In a stack view, UIStackView collapses a hidden arranged view with `UISV-hiding` (its size along
/// the axis == 0) — at priority 999.999 on iOS 26 (1000 on iOS 9, a logged conflict), so a required size
/// of the view's own along the axis (`width == 100` in a horizontal stack) outweighs it and the view keeps
/// its room in the arrangement (reference §5.4).
public struct HiddenViewSpaceRule: CheckRule {
    public init() {}
    public let id = "hidden-view-space"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary =
        "A hidden view still takes space: a shown view is placed after it, or a required size outweighs its stack's UISV-hiding."
    public let fix =
        "Put the views in a stack view and give an arranged view's size along the axis a priority of 999 or less, so the stack can collapse it."

    /// The attributes of a view whose position depends on its size: a view placed against them moves with it.
    private static let farSide: Set<LayoutAttribute> = [
        .trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin, .centerX, .centerY,
        .centerXWithinMargins, .centerYWithinMargins, .firstBaseline, .lastBaseline,
    ]

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        var byName: [String: Int] = [:]
        for (index, view) in subject.views.enumerated() where byName[view.name] == nil { byName[view.name] = index }
        var out: [RuleFinding] = []
        for constraint in subject.layout.constraints
        where constraint.origin == .spec && constraint.firstAttribute.isSize {
            guard constraint.priority >= LayoutPriority.required, constraint.relation != .lessThanOrEqual,
                let index = byName[constraint.firstView], subject.views[index].node.isHidden,
                let p = subject.parent[index], subject.isShown[p], subject.views[p].kind == .stackView
            else { continue }
            let stack = subject.views[p]
            let axis: LayoutAttribute = stack.node.stack.axis == .horizontal ? .width : .height
            guard constraint.firstAttribute == axis else { continue }
            let view = subject.views[index]
            out.append(
                RuleFinding(
                    views: [view.name, stack.name], location: constraint.location,
                    message:
                        "'\(view.name)' is hidden in stack view '\(stack.name)', but its required '\(constraint.source)' outweighs the stack's UISV-hiding (999.999), so it still takes its \(axis.rawValue)",
                    key: "arranged|\(view.name)|\(constraint.source)"))
        }
        for constraint in subject.layout.constraints
        where constraint.origin == .spec && !constraint.firstAttribute.isSize {
            guard let second = constraint.secondView, let secondAttribute = constraint.secondAttribute,
                let a = byName[constraint.firstView], let b = byName[second]
            else { continue }
            for (hidden, hiddenAttribute, shown) in [(a, constraint.firstAttribute, b), (b, secondAttribute, a)] {
                let view = subject.views[hidden]
                guard view.node.isHidden, subject.isShown[shown], Self.farSide.contains(hiddenAttribute),
                    subject.parent[hidden].map({ subject.views[$0].kind != .stackView }) ?? true,
                    subject.parent[hidden].map({ subject.isShown[$0] }) ?? true
                else { continue }
                let length = hiddenAttribute.axis == .horizontal ? view.frame.width : view.frame.height
                guard length > subject.tolerance else { continue }
                let other = subject.views[shown].name
                out.append(
                    RuleFinding(
                        views: [view.name, other], location: constraint.location,
                        message:
                            "'\(view.name)' is hidden but still takes \(points(length)) pt: '\(other)' is placed against its \(hiddenAttribute.rawValue) ('\(constraint.source)')",
                        key: "\(view.name)|\(other)|\(constraint.source)"))
            }
        }
        return out
    }
}
