import TrellisLayout

/// Every rule `trellis check` knows, in the order the documentation lists them.
public enum CheckRules {
    public static let all: [any CheckRule] = [
        InvalidConstraintRule(), UnsatisfiableRule(), AmbiguousRule(), TruncatedTextRule(), ClippedContentRule(),
        OverlappingTextRule(), TapTargetRule(), ContrastRule(), PhysicalAttributesRule(), FixedFontSizeRule(),
        ZeroSizeRule(), HiddenViewSpaceRule(), LocationMultiplierRule(),
    ]

    public static func rule(_ id: String) -> (any CheckRule)? { all.first { $0.id == id } }

    public static var ids: [String] { all.map(\.id) }
}
