/// `UIStackView.Distribution`: how arranged views share the stack's length along its axis.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable, Codable {
    /// Fill the axis; grow by hugging and shrink by compression resistance (ties: arrangement order).
    case fill
    /// Every visible view the same length.
    case fillEqually
    /// Lengths proportional to the views' intrinsic lengths.
    case fillProportionally
    /// Intrinsic lengths, leftover space split into equal gaps (at least `spacing`).
    case equalSpacing
    /// Equal centre-to-centre distances, at least `spacing` between views.
    case equalCentering
}

/// `UIStackView.Alignment`: where arranged views sit across the axis.
/// `top` is `leading` and `bottom` is `trailing`, as in UIKit (same raw values there).
public enum StackAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case fill, leading, center, trailing
    /// Horizontal stacks only.
    case firstBaseline, lastBaseline

    public static let top = StackAlignment.leading
    public static let bottom = StackAlignment.trailing

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// A stack view's properties (`UIStackView`); the arranged subviews are the view's `subviews`, in order.
public struct StackConfiguration: Sendable, Hashable, Codable {
    public var axis: LayoutAttribute.Axis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    /// Gap between adjacent visible arranged views (default 0).
    public var spacing: Double
    /// `setCustomSpacing(_:after:)`: the gap after the arranged view with this name, instead of `spacing`.
    /// An array of pairs, not a dictionary, so output never depends on hash order.
    public var customSpacing: [CustomSpacing]
    /// `isBaselineRelativeArrangement`: a vertical stack measures gaps from the last baseline of a view to
    /// the first baseline of the next (ignored for horizontal stacks, as in UIKit).
    public var isBaselineRelativeArrangement: Bool
    /// `isLayoutMarginsRelativeArrangement`: views are laid out inside the stack's layout margins.
    public var isLayoutMarginsRelativeArrangement: Bool

    public struct CustomSpacing: Sendable, Hashable, Codable {
        public var after: String
        public var spacing: Double
        public init(after: String, spacing: Double) { self.after = after; self.spacing = spacing }
    }

    public init(
        axis: LayoutAttribute.Axis = .horizontal, distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill, spacing: Double = 0, customSpacing: [CustomSpacing] = [],
        isBaselineRelativeArrangement: Bool = false, isLayoutMarginsRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }

    /// The gap after the arranged view named `name`: its custom spacing (the last one set wins) or `spacing`.
    public func spacing(after name: String) -> Double {
        customSpacing.last { $0.after == name }?.spacing ?? spacing
    }
}
