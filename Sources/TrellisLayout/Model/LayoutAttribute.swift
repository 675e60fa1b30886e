/// `NSLayoutConstraint.Attribute`: the anchors a constraint can relate.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, Codable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public enum Axis: String, Sendable, Hashable, Codable { case horizontal, vertical }

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// Width and height; every other attribute is a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Leading/trailing and their margin forms, which resolve by layout direction.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Left/right and their margin forms: the absolute horizontal edges.
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// The margin forms, which measure inside the view's `layoutMargins`.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return true
        default: return false
        }
    }
}
