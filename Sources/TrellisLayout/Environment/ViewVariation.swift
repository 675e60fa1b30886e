import TrellisText

/// A trait variation of a view (Interface Builder's "Vary for Traits"): the keys it sets replace the view's
/// while `condition` matches the canvas's traits. Only keys that can vary with traits are here; structure
/// (kind, subviews, frames, constraints) can't vary.
public struct ViewVariation: Sendable, Hashable {
    public var condition: TraitCondition
    public var overrides: ViewOverrides
    public var location: SourceLocation?

    public init(condition: TraitCondition, overrides: ViewOverrides, location: SourceLocation? = nil) {
        self.condition = condition
        self.overrides = overrides
        self.location = location
    }
}

/// The view keys a trait variation may set; nil keeps the view's own value.
public struct ViewOverrides: Sendable, Hashable {
    public var isHidden: Bool?
    public var text: String?
    public var font: Font?
    public var dynamicFont: DynamicFont?
    public var numberOfLines: Int?
    public var textAlignment: TextAlignment?
    public var background: Color?
    public var textColor: Color?
    /// The dark-appearance colours written with `background`/`textColor` (nil: the same as light).
    public var darkBackground: Color?
    public var darkTextColor: Color?
    public var layoutMargins: EdgeInsets?
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    public var semanticContentAttribute: SemanticContentAttribute?
    public var contentHugging: AxisPriorities?
    public var compressionResistance: AxisPriorities?
    public var intrinsicSize: Size?
    public var stackAxis: LayoutAttribute.Axis?
    public var stackSpacing: Double?
    public var stackAlignment: StackAlignment?
    public var stackDistribution: StackDistribution?

    public init() {}

    /// The keys as a spec writes them, for messages.
    public static let keys = [
        "hidden", "text", "font", "lines", "alignment", "background", "textColor", "layoutMargins",
        "directionalLayoutMargins", "semanticContentAttribute", "hugging", "compressionResistance",
        "intrinsicSize", "axis", "spacing", "distribution",
    ]

    /// Sets every overridden key on `node`.
    public func apply(to node: inout ViewNode) {
        if let isHidden { node.isHidden = isHidden }
        if let text { node.replaceText(with: text) }
        if let font { node.textStyle.font = font; node.dynamicFont = nil }
        if let dynamicFont { node.dynamicFont = dynamicFont }
        if let numberOfLines { node.textStyle.numberOfLines = numberOfLines }
        if let textAlignment { node.textStyle.alignment = textAlignment }
        if let background { node.background = background; node.darkBackground = darkBackground }
        if let textColor { node.textColor = textColor; node.darkTextColor = darkTextColor }
        if let layoutMargins { node.layoutMargins = layoutMargins; node.directionalLayoutMargins = nil }
        if let directionalLayoutMargins { node.directionalLayoutMargins = directionalLayoutMargins }
        if let semanticContentAttribute { node.semanticContentAttribute = semanticContentAttribute }
        if let contentHugging { node.contentHugging = contentHugging }
        if let compressionResistance { node.compressionResistance = compressionResistance }
        if let intrinsicSize { node.intrinsicSizeOverride = intrinsicSize }
        if let stackAxis { node.stack.axis = stackAxis }
        if let stackSpacing { node.stack.spacing = stackSpacing }
        if let stackAlignment { node.stack.alignment = stackAlignment }
        if let stackDistribution { node.stack.distribution = stackDistribution }
    }
}
