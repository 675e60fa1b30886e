/// `UIUserInterfaceLayoutDirection`: the direction text and leading-to-trailing layout run in.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case leftToRight, rightToLeft

    /// The absolute attribute a directional one means in this direction: in right-to-left, leading is
    /// right and trailing is left (and the same for their margin forms); every other attribute is itself
    /// (reference §11: left/right never flip).
    public func absolute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch (self, attribute) {
        case (.leftToRight, .leading): return .left
        case (.leftToRight, .trailing): return .right
        case (.leftToRight, .leadingMargin): return .leftMargin
        case (.leftToRight, .trailingMargin): return .rightMargin
        case (.rightToLeft, .leading): return .right
        case (.rightToLeft, .trailing): return .left
        case (.rightToLeft, .leadingMargin): return .rightMargin
        case (.rightToLeft, .trailingMargin): return .leftMargin
        default: return attribute
        }
    }

    /// The direction of a language, by its BCP 47 tag's primary subtag (`ar`, `he-IL`, `fa_IR`, …):
    /// right-to-left for the languages iOS lays out right-to-left (Arabic, Hebrew, Persian, Urdu and the
    /// other Arabic- and Hebrew-script languages it ships), left-to-right for every other language.
    public static func of(locale: String) -> LayoutDirection {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// ISO 639 codes of right-to-left languages (`Locale.characterDirection(forLanguage:)` is
    /// `.rightToLeft` for these; `iw` and `ji` are the old codes of Hebrew and Yiddish).
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
}

/// `UISemanticContentAttribute`: whether a view flips in a right-to-left layout (reference §11).
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable, Codable {
    /// Flips with the trait collection's layout direction (the default).
    case unspecified
    /// Playback controls (play, rewind): never flip.
    case playback
    /// Directional controls (a D-pad, text-alignment segments): never flip.
    case spatial
    case forceLeftToRight
    case forceRightToLeft

    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)`: the direction a view with this attribute
    /// arranges its immediate content in, inside a trait collection of direction `traitDirection`.
    public func effectiveDirection(in traitDirection: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: return traitDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}

/// `NSDirectionalEdgeInsets`: insets whose horizontal sides are leading and trailing.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The absolute insets in `direction`: leading is left in left-to-right and right in right-to-left.
    public func resolved(in direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}
