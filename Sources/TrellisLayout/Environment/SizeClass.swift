/// `UIUserInterfaceSizeClass` (without `unspecified`: every canvas has both classes).
public enum SizeClass: String, Sendable, Hashable, CaseIterable, Codable {
    case compact, regular
}

/// The traits a layout is made in, as `UITraitCollection` carries them: size classes, layout direction and
/// the Dynamic Type category.
public struct TraitCollection: Sendable, Hashable, Codable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var layoutDirection: LayoutDirection
    public var contentSizeCategory: ContentSizeCategory

    public init(
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
        layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
    }

    /// The size classes of a canvas that names no device (Trellis's choice; devices know theirs): regular
    /// width from 768 points (the narrowest full-screen iPad), compact height below 500 points (every
    /// iPhone in landscape is 440 points tall or less), otherwise compact width and regular height, an
    /// iPhone in portrait.
    public static func sizeClasses(forPlainCanvasWidth width: Double, height: Double) -> (SizeClass, SizeClass) {
        (width >= 768 ? .regular : .compact, height < 500 ? .compact : .regular)
    }
}

/// The condition of a trait variation (`when:`): every trait it names must match; an empty condition always
/// matches. As Interface Builder's "Vary for Traits", a constraint or value with a condition is installed
/// only while the traits match.
public struct TraitCondition: Sendable, Hashable, Codable {
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var layoutDirection: LayoutDirection?
    /// Any of these categories (empty: any category).
    public var contentSizeCategories: [ContentSizeCategory]
    /// `accessibility: true` matches the five accessibility categories, `false` the seven others.
    public var accessibility: Bool?

    public init(
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
        layoutDirection: LayoutDirection? = nil, contentSizeCategories: [ContentSizeCategory] = [],
        accessibility: Bool? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.contentSizeCategories = contentSizeCategories
        self.accessibility = accessibility
    }

    public func matches(_ traits: TraitCollection) -> Bool {
        if let h = horizontalSizeClass, h != traits.horizontalSizeClass { return false }
        if let v = verticalSizeClass, v != traits.verticalSizeClass { return false }
        if let d = layoutDirection, d != traits.layoutDirection { return false }
        if !contentSizeCategories.isEmpty, !contentSizeCategories.contains(traits.contentSizeCategory) { return false }
        if let a = accessibility, a != traits.contentSizeCategory.isAccessibilityCategory { return false }
        return true
    }

    /// `hR`, `wC ltr`, …: the condition in Interface Builder's shorthand, for reports.
    public var description: String {
        var parts: [String] = []
        if let h = horizontalSizeClass { parts.append("w\(h == .compact ? "C" : "R")") }
        if let v = verticalSizeClass { parts.append("h\(v == .compact ? "C" : "R")") }
        if let d = layoutDirection { parts.append(d == .leftToRight ? "ltr" : "rtl") }
        if !contentSizeCategories.isEmpty {
            parts.append(contentSizeCategories.map(\.shortName).joined(separator: "|"))
        }
        if let a = accessibility { parts.append(a ? "accessibility" : "not accessibility") }
        return parts.isEmpty ? "any" : parts.joined(separator: " ")
    }
}
