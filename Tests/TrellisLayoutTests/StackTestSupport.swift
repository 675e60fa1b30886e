import Testing

@testable import TrellisLayout

/// Builders for stack-view and scroll-view documents: boxes with a fixed intrinsic size give numbers that
/// follow from the constraint algebra alone (no glyph widths).
extension Doc {
    static func box(
        _ name: String, _ width: Double, _ height: Double, hugging: Double? = nil,
        hidden: Bool = false, _ constraints: [ConstraintNode] = []
    ) -> ViewNode {
        var v = ViewNode(name: name, location: at(3))
        v.intrinsicSizeOverride = Size(width: width, height: height)
        if let hugging { v.contentHugging = AxisPriorities(horizontal: hugging, vertical: hugging) }
        v.isHidden = hidden
        v.constraints = constraints
        return v
    }

    static func stack(
        _ name: String, _ axis: LayoutAttribute.Axis = .horizontal,
        distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
        spacing: Double = 0, _ constraints: [ConstraintNode] = [], _ items: [ViewNode]
    ) -> ViewNode {
        var v = ViewNode(name: name, kind: .stackView, location: at(4))
        v.stack = StackConfiguration(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
        v.constraints = constraints
        v.subviews = items
        return v
    }

    /// Pins a view's leading and top to its superview's (so its size is left to its content).
    static let pinnedTopLeading = [
        c(.owner, .leading, .equal, .superview, .leading), c(.owner, .top, .equal, .superview, .top),
    ]

    static func solve(_ views: [ViewNode], canvas: Canvas = iPhoneSE, _ constraints: [ConstraintNode] = []) throws
        -> SolvedLayout
    {
        try engine().solve(LayoutDocument(canvas: canvas, views: views, constraints: constraints))
    }
}
