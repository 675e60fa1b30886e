import TrellisText

/// `UIFont.TextStyle`: the Dynamic Type styles of `UIFont.preferredFont(forTextStyle:)`.
public enum DynamicTextStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point sizes for each `ContentSizeCategory`, extraSmall … accessibilityExtraExtraExtraLarge (12 columns).
    ///
    /// Source: UIKit's own `preferredFont(forTextStyle:compatibleWith:)` dumped in the iOS 13.3 simulator
    /// (temoki/UIKit_DynamicType README), as tabulated in `environment-facts.md` §1.1 of the team's
    /// reference, spot-checked against zacwest/iosfontsizes.com (the Large column) and the HIG ("caption
    /// styles use the same size at xS, S, M"; "text never smaller than 11 pt"). Not re-checked on iOS 17+,
    /// where no change has been reported. Each style has its own row: there is no common factor (at
    /// accessibilityExtraExtraExtraLarge body grows 17 → 53 but caption2 11 → 41).
    public var pointSizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The style's point size in `category`.
    public func pointSize(in category: ContentSizeCategory) -> Double { pointSizes[category.index] }

    /// The weight Apple gives the style: headline is semibold (`SFUIText-Semibold`), every other style
    /// regular (title1 was light up to iOS 10; regular since iOS 11). Source: zacwest/iosfontsizes.com and
    /// the reference's §1.2.
    public var appleWeight: AppleFontWeight { self == .headline ? .semibold : .regular }
}

/// The weights Apple's text styles use, and the bundled face each is drawn with.
public enum AppleFontWeight: String, Sendable, Hashable, CaseIterable, Codable {
    case regular, medium, semibold, bold

    /// The system font weight of the same name. Roboto has no semibold (600): it is drawn with the bold
    /// face, as CSS's font-matching rule for a weight above 500 tries heavier faces first (`FontCatalog`).
    public var bundledWeight: FontWeight {
        switch self {
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        }
    }
}

/// A font that follows Dynamic Type: a text style's preferred font, or a custom size scaled with a style's
/// metrics (`UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)`).
public struct DynamicFont: Sendable, Hashable, Codable {
    public enum Base: Sendable, Hashable, Codable {
        /// `UIFont.preferredFont(forTextStyle:)`.
        case style(DynamicTextStyle)
        /// A font of `size` points at the default (large) category, scaled like `style`.
        case scaled(size: Double, with: DynamicTextStyle)
    }

    public var base: Base
    /// Overrides the style's weight.
    public var weight: AppleFontWeight?
    /// `maximumPointSize`: the scaled size never exceeds it.
    public var maximumPointSize: Double?

    public init(_ base: Base, weight: AppleFontWeight? = nil, maximumPointSize: Double? = nil) {
        self.base = base
        self.weight = weight
        self.maximumPointSize = maximumPointSize
    }

    public var style: DynamicTextStyle {
        switch base {
        case .style(let s), .scaled(_, let s): return s
        }
    }

    /// The point size in `category` on a screen of `scale` pixels per point.
    ///
    /// A style's own size comes from the table. A scaled custom size follows `UIFontMetrics`'s documented
    /// contract (the base size is the size at `large`), with Trellis's choice of model, which Apple doesn't
    /// publish: the ratio of the style's point sizes, `size × style(category) / style(large)`, rounded to the
    /// pixel grid as the iOS 10 backport of `UIFontMetrics` rounds (`(v × scale).rounded() / scale`), then
    /// capped by `maximumPointSize`. (The line-height-ratio model differs by under a point for usual sizes.)
    public func pointSize(in category: ContentSizeCategory, scale: Double) -> Double {
        var size: Double
        switch base {
        case .style(let s):
            size = s.pointSize(in: category)
        case .scaled(let base, let s):
            let raw = base * s.pointSize(in: category) / s.pointSize(in: .large)
            size = scale > 0 ? (raw * scale).rounded() / scale : raw
        }
        if let maximumPointSize { size = min(size, maximumPointSize) }
        return size
    }

    /// The concrete font in `category`.
    public func font(in category: ContentSizeCategory, scale: Double) -> Font {
        let weight =
            self.weight
            ?? {
                switch base {
                case .style(let s): return s.appleWeight
                case .scaled: return .regular
                }
            }()
        return Font(size: pointSize(in: category, scale: scale), weight: weight.bundledWeight)
    }
}
