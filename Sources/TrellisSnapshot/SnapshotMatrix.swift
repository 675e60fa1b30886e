import TrellisLayout
import TrellisRender
import TrellisSpec

/// The configurations a snapshot is verified in (`--matrix device=iPhone SE (1st generation),iPhone 15
/// --matrix theme=light,dark --matrix scale=2,3`): the layout keys of `ConfigurationMatrix` (device,
/// orientation, split, direction, type, size classes) and the drawing keys `theme` and `scale`. Every
/// combination, the layout dimensions first (varying slowest), then themes, then scales.
public struct SnapshotMatrix: Sendable, Hashable {
    public private(set) var layout = ConfigurationMatrix()
    public private(set) var themes: [RenderTheme] = []
    public private(set) var scales: [Int] = []

    public init() {}

    /// Adds one `key=value,value,…` dimension.
    public mutating func add(_ argument: String) throws(ConfigurationMatrixError) {
        let key = argument.split(separator: "=", maxSplits: 1).first.map {
            $0.trimmingSpacesAndTabs.lowercased()
        }
        guard key == "theme" || key == "scale", let equals = argument.firstIndex(of: "=") else {
            try layout.add(argument)
            return
        }
        let words = argument[argument.index(after: equals)...].split(separator: ",")
            .map(\.trimmingSpacesAndTabs).filter { !$0.isEmpty }
        guard !words.isEmpty else { throw .init("--matrix \(key ?? ""): give at least one value") }
        if key == "theme" {
            guard themes.isEmpty else { throw .init("--matrix: 'theme' is given twice") }
            for word in words {
                guard let theme = RenderTheme(rawValue: word.lowercased()) else {
                    throw .init("--matrix theme: unknown theme '\(word)'; expected light or dark")
                }
                guard !themes.contains(theme) else { throw .init("--matrix theme: '\(word)' is listed twice") }
                themes.append(theme)
            }
        } else {
            guard scales.isEmpty else { throw .init("--matrix: 'scale' is given twice") }
            for word in words {
                guard let scale = Int(word), Canvas.supportedScales.contains(Double(scale)) else {
                    throw .init("--matrix scale: '\(word)' is not a screen scale; expected 1, 2 or 3")
                }
                guard !scales.contains(scale) else { throw .init("--matrix scale: '\(word)' is listed twice") }
                scales.append(scale)
            }
        }
    }

    /// Adds a device dimension from `--device` options (each a device's name).
    public mutating func add(devices: [Device]) throws(ConfigurationMatrixError) {
        guard !devices.isEmpty else { return }
        guard !layout.dimensions.contains(where: { $0.key == .device }) else {
            throw .init("give devices with --device or with --matrix device=…, not both")
        }
        try layout.add(devices: devices)
    }

    public var count: Int { layout.count * max(1, themes.count) * max(1, scales.count) }

    /// Every combination; a matrix with no dimension has one, the spec as written.
    public var combinations: [SnapshotConfiguration] {
        let themeChoices: [RenderTheme?] = themes.isEmpty ? [nil] : themes
        let scaleChoices: [Int?] = scales.isEmpty ? [nil] : scales
        return layout.combinations.flatMap { layout in
            themeChoices.flatMap { theme in
                scaleChoices.map { SnapshotConfiguration(layout: layout, theme: theme, scale: $0) }
            }
        }
    }
}
