import TrellisLayout

/// A hidden view that still takes space: hiding a view doesn't remove its constraints, so a shown view
/// placed after it (`detail.top == title.bottom + 8` with `title` hidden) keeps the gap the hidden view
/// fills — unlike an arranged subview of a stack view, which the stack collapses (`UISV-hiding`) and
/// which is therefore not reported.
public struct HiddenViewSpaceRule: CheckRule {
    public init() {}
    public let id = "hidden-view-space"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "A hidden view still takes space: a shown view is placed after it, leaving a gap."
    public let fix =
        "Put the views in a stack view, which collapses hidden arranged views, or also deactivate the constraints (a 0 height, a variation) when hiding it."

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
