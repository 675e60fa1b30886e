/// The width of `readableContentGuide`.
///
/// Known: on a 1024-point iPad in landscape at the default (large) category the guide is 672 points wide,
/// centred in 20-point margins (inset 176) (useyourloaf.com, "Readable Content Guides"; reference §6.1);
/// in compact width it coincides with the layout margins; it depends on the Dynamic Type category. Apple
/// publishes no formula. Trellis's choice: the readable line is a fixed number of body-text ems, so the
/// maximum width scales with the body style's point size, `672 × body(category) / 17`, rounded to a whole
/// point (553 at extraSmall, 632 at medium, 751 at extraLarge, 1107 at accessibilityMedium); the guide
/// is `min(margins width, maximum)` wide in regular width, and the whole margins width in compact width.
public enum ReadableWidth {
    /// 672 points at `large`.
    public static let defaultMaximum: Double = 672

    public static func maximum(for category: ContentSizeCategory) -> Double {
        (defaultMaximum * DynamicTextStyle.body.pointSize(in: category) / DynamicTextStyle.body.pointSize(in: .large))
            .rounded()
    }

    /// The guide's width inside margins `marginsWidth` wide.
    public static func width(marginsWidth: Double, traits: TraitCollection) -> Double {
        traits.horizontalSizeClass == .compact
            ? marginsWidth : min(marginsWidth, maximum(for: traits.contentSizeCategory))
    }
}
