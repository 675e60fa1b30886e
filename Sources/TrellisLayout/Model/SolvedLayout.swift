/// Where a constraint in a solved layout came from.
public enum ConstraintOrigin: String, Sendable, Hashable, Codable {
    /// Written in the spec.
    case spec
    /// Content hugging or compression resistance from an intrinsic size.
    case intrinsicSize
    /// Generated from a frame and autoresizing mask.
    case autoresizing
    /// From `sizeToFit` / `sizeThatFits`.
    case sizeThatFits
}

/// How a constraint fared in the solution.
public enum ConstraintStatus: Sendable, Hashable, Codable {
    case satisfied
    /// A non-required constraint that holds only approximately: `error` is |lhs − rhs| in points.
    case unsatisfied(error: Double)
    /// A required constraint that conflicted and was broken, as UIKit breaks one.
    case broken
}

/// One constraint of the solved layout, resolved to views and attributes (for overlays and reports).
public struct SolvedConstraint: Sendable, Hashable {
    public var firstView: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// nil for a constant constraint; `canvas` for the canvas.
    public var secondView: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var origin: ConstraintOrigin
    public var status: ConstraintStatus
    /// Text as written in the spec, or a generated description.
    public var source: String
    public var location: SourceLocation?

    public init(firstView: String, firstAttribute: LayoutAttribute, relation: LayoutRelation,
                secondView: String?, secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double,
                priority: Double, origin: ConstraintOrigin, status: ConstraintStatus, source: String,
                location: SourceLocation?) {
        self.firstView = firstView
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondView = secondView
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.status = status
        self.source = source
        self.location = location
    }
}

/// The result of `systemLayoutSizeFitting` for one request.
public struct FittingResult: Sendable, Hashable {
    public var request: FittingRequest
    public var size: Size
    public init(request: FittingRequest, size: Size) { self.request = request; self.size = size }
}
