import TrellisLayout

/// A spec colour that may differ between light and dark appearance: a UIKit semantic or system colour by
/// name (`secondaryLabel`, `systemBlue`, resolved per theme as UIKit resolves them, `SystemColor`), or
/// `{light: …, dark: …}`; any other colour is the same in both.
public struct AppearanceColor: Sendable, Hashable {
    public var light: Color
    /// nil when the dark value is the light one.
    public var dark: Color?

    public init(light: Color, dark: Color? = nil) {
        self.light = light
        self.dark = dark
    }
}

extension ColorParser {
    /// A colour name or hex as `parse` reads it, or a UIKit semantic/system colour name (case-insensitive).
    public static func parseAppearance(_ text: String) -> Result<AppearanceColor, Failure> {
        let trimmed = text.trimmingSpaces()
        if let system = SystemColor.named(trimmed) {
            return .success(AppearanceColor(light: system.light, dark: system.dark == system.light ? nil : system.dark))
        }
        switch parse(trimmed) {
        case .success(let color): return .success(AppearanceColor(light: color))
        case .failure(let failure):
            guard !trimmed.hasPrefix("#"), !trimmed.isEmpty else { return .failure(failure) }
            let all = names + SystemColor.all.map(\.name)
            return .failure(
                Failure(
                    message: "unknown colour '\(trimmed.abbreviated)'" + Suggestion.hint(for: trimmed, among: all)
                        + ": write a UIKit colour (label, systemBlue…), a CSS colour name, #RGB, #RRGGBB or #RRGGBBAA"))
        }
    }
}
