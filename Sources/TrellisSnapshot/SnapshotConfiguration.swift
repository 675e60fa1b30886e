import TrellisLayout
import TrellisRender

/// One configuration a snapshot is taken in: where the spec is laid out (device, orientation, split view,
/// direction, Dynamic Type, size classes: a `LayoutConfiguration`) and how it is drawn (theme, scale). Each
/// configuration has references of its own, named by `suffix` (`card.iPhone-15.dark.3x.png`).
public struct SnapshotConfiguration: Sendable, Hashable {
    public var layout: LayoutConfiguration
    /// Replaces the render options' theme (and the page colour, when that is the theme's own).
    public var theme: RenderTheme?
    /// Replaces the render options' scale: 1, 2 or 3.
    public var scale: Int?

    public init(layout: LayoutConfiguration = LayoutConfiguration(), theme: RenderTheme? = nil, scale: Int? = nil) {
        self.layout = layout
        self.theme = theme
        self.scale = scale
    }

    /// The spec as written, drawn as the render options say.
    public var isEmpty: Bool { self == SnapshotConfiguration() }

    /// `iPhone 15 · rtl · dark · @3x`, for messages and reports.
    public var caption: String {
        var parts = layout == LayoutConfiguration() ? [] : [layout.caption]
        if let theme { parts.append(theme.rawValue) }
        if let scale { parts.append("@\(scale)x") }
        return parts.isEmpty ? "as written" : parts.joined(separator: " · ")
    }

    /// The reference files' suffix: each part made file-name safe, joined by dots, in the caption's order:
    /// `iPhone 15` → `iPhone-15`; `iPhone SE (1st generation)`, rtl, dark, @2x →
    /// `iPhone-SE-1st-generation.rtl.dark.2x`. Nil for the spec as written.
    public var suffix: String? {
        var parts: [String] = []
        if let device = layout.device { parts.append(Self.slug(device.name)) }
        if let orientation = layout.orientation { parts.append(orientation.rawValue) }
        if let split = layout.splitView, split != .full { parts.append("split-" + split.rawValue) }
        if let direction = layout.layoutDirection { parts.append(direction == .leftToRight ? "ltr" : "rtl") }
        if let category = layout.contentSizeCategory { parts.append(Self.slug(category.shortName)) }
        if let size = layout.horizontalSizeClass { parts.append("w-" + size.rawValue) }
        if let size = layout.verticalSizeClass { parts.append("h-" + size.rawValue) }
        if let theme { parts.append(theme.rawValue) }
        if let scale { parts.append("\(scale)x") }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// The `--matrix` arguments that select exactly this configuration (for a re-record command).
    public var matrixArguments: [String] {
        var out: [String] = []
        if let device = layout.device { out.append("device=\(device.name)") }
        if let orientation = layout.orientation { out.append("orientation=\(orientation.rawValue)") }
        if let split = layout.splitView { out.append("split=\(split.rawValue)") }
        if let direction = layout.layoutDirection {
            out.append("direction=\(direction == .leftToRight ? "ltr" : "rtl")")
        }
        if let category = layout.contentSizeCategory { out.append("type=\(category.shortName)") }
        if let size = layout.horizontalSizeClass { out.append("horizontalSizeClass=\(size.rawValue)") }
        if let size = layout.verticalSizeClass { out.append("verticalSizeClass=\(size.rawValue)") }
        if let theme { out.append("theme=\(theme.rawValue)") }
        if let scale { out.append("scale=\(scale)") }
        return out
    }

    /// The render options for this configuration: its theme (with the theme's page colour when `options`
    /// had its theme's own) and scale.
    public func applying(to options: RenderOptions) -> RenderOptions {
        var out = options
        if let theme {
            if options.background == options.theme.canvasBackground { out.background = theme.canvasBackground }
            out.theme = theme
        }
        if let scale { out.scale = scale }
        return out
    }

    /// Letters, digits and dots kept; every other run of characters becomes one dash.
    static func slug(_ text: String) -> String { SnapshotReferences.slug(text, keeping: ["."]) }
}
