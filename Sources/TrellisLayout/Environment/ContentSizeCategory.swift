/// `UIContentSizeCategory`: the user's preferred text size, from extra small to the largest accessibility
/// size. `large` is the system default.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { index >= ContentSizeCategory.accessibilityMedium.index }

    /// Position in the order above (0 = extraSmall), the column of the Dynamic Type table.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.index < b.index }

    /// UIKit's short names (`XS`, `L`, `AX-XXXL`, as in `UICTContentSizeCategoryAccessibilityXXXL`), for captions.
    public var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX-M", "AX-L", "AX-XL", "AX-XXL", "AX-XXXL"][index]
    }

    /// A category from its name or short name (`large`, `L`, `accessibilityExtraExtraExtraLarge`, `AX-XXXL`,
    /// `AX5`), ignoring case.
    public static func named(_ text: String) -> ContentSizeCategory? {
        let key = text.lowercased()
        if let exact = allCases.first(where: { $0.rawValue.lowercased() == key || $0.shortName.lowercased() == key }) {
            return exact
        }
        let numbered = ["ax1": 7, "ax2": 8, "ax3": 9, "ax4": 10, "ax5": 11]
        return numbered[key].map { allCases[$0] }
    }
}
