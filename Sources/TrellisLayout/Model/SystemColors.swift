/// UIKit's semantic and system colours by name, with the values they resolve to in light and dark appearance.
///
/// Source: WebKit's `LayoutTests/fast/css/ios/system-color-for-css-value-expected.txt` (the iOS simulator
/// resolving UIKit's dynamic colours for light and dark), cross-checked against
/// `noahsark769/ColorCompatibility` (light components) and a dump of `resolvedColor(with:)`; where WebKit has
/// no row (opaqueSeparator, link, the fills, systemGray2–6) the values come from those secondary tables. The
/// palette is iOS 15–18's (systemTeal 48,176,199 / 64,200,224); iOS 26 changed the tints and is not modelled.
/// Dark values are the *base* level (a full-screen window); elevated backgrounds (sheets, popovers) are in
/// `darkElevated` where UIKit has them. Separator's dark alpha is WebKit's 0.6 (design-token tables say 0.65).
/// See docs/colors.md.
public struct SystemColor: Sendable, Hashable {
    public let name: String
    public let light: Color
    public let dark: Color
    /// The dark value at `userInterfaceLevel == .elevated`, for the backgrounds that change there.
    public let darkElevated: Color?

    /// Every colour, in UIKit's documentation order: labels, backgrounds, fills, separators, tints, greys.
    public static let all: [SystemColor] = [
        label,
        c("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6)),
        c("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        c("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        c("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        c("link", (0, 122, 255, 1), (9, 132, 255, 1)),
        systemBackground,
        c("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1), elevated: (44, 44, 46, 1)),
        c("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1), elevated: (58, 58, 60, 1)),
        c("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1), elevated: (28, 28, 30, 1)),
        c("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1), elevated: (44, 44, 46, 1)),
        c("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1), elevated: (58, 58, 60, 1)),
        c("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        c("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        c("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        c("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        c("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        c("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1)),
        systemBlue,
        // UIView.tintColor's system default is systemBlue.
        c("tintColor", (0, 122, 255, 1), (10, 132, 255, 1)),
        c("systemGreen", (52, 199, 89, 1), (48, 209, 88, 1)),
        c("systemIndigo", (88, 86, 214, 1), (94, 92, 230, 1)),
        c("systemOrange", (255, 149, 0, 1), (255, 159, 10, 1)),
        c("systemPink", (255, 45, 85, 1), (255, 55, 95, 1)),
        c("systemPurple", (175, 82, 222, 1), (191, 90, 242, 1)),
        c("systemRed", (255, 59, 48, 1), (255, 69, 58, 1)),
        c("systemTeal", (48, 176, 199, 1), (64, 200, 224, 1)),
        c("systemYellow", (255, 204, 0, 1), (255, 214, 10, 1)),
        c("systemBrown", (162, 132, 94, 1), (172, 142, 104, 1)),
        c("systemGray", (142, 142, 147, 1), (142, 142, 147, 1)),
        c("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1)),
        c("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1)),
        c("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1)),
        c("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1)),
        c("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1)),
    ]

    /// The colour called `name`, compared case-insensitively (`systemblue` finds `systemBlue`).
    public static func named(_ name: String) -> SystemColor? { byLowercasedName[name.lowercased()] }

    /// `all` by lower-cased name (the first of a name wins), so a lookup doesn't lower-case every name.
    private static let byLowercasedName: [String: SystemColor] = Dictionary(
        all.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// The default text colour of labels and text views.
    public static let label = c("label", (0, 0, 0, 1), (255, 255, 255, 1))
    /// A view controller's root view background, and the page of a `content` render.
    public static let systemBackground = c(
        "systemBackground", (255, 255, 255, 1), (0, 0, 0, 1),
        elevated: (28, 28, 30, 1))
    /// The default tint (button titles, switches' and sliders' accents).
    public static let systemBlue = c("systemBlue", (0, 122, 255, 1), (10, 132, 255, 1))

    /// The value for an appearance (`dark` true for dark mode).
    public func resolved(dark isDark: Bool) -> Color { isDark ? dark : light }

    private typealias RGBA = (Int, Int, Int, Double)

    private static func c(_ name: String, _ light: RGBA, _ dark: RGBA, elevated: RGBA? = nil) -> SystemColor {
        SystemColor(name: name, light: color(light), dark: color(dark), darkElevated: elevated.map(color))
    }

    private static func color(_ v: RGBA) -> Color {
        Color(red: Double(v.0) / 255, green: Double(v.1) / 255, blue: Double(v.2) / 255, alpha: v.3)
    }
}
