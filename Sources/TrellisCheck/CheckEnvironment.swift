import TrellisLayout
import TrellisSpec

/// The appearance a screen is checked in. Colours are the only thing it changes (a spec's `{light, dark}`
/// and semantic colours), so the layout of both themes is one solve.
public enum CheckTheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// One environment a spec is checked in: a layout configuration and a theme.
public struct CheckEnvironment: Sendable, Hashable {
    public var configuration: LayoutConfiguration
    public var theme: CheckTheme

    public init(configuration: LayoutConfiguration, theme: CheckTheme) {
        self.configuration = configuration
        self.theme = theme
    }

    /// `iPhone 15 · landscapeLeft · rtl · AX-XXXL · dark`.
    public var caption: String {
        let layout = configuration.caption
        return layout == "as written" ? theme.rawValue : "\(layout) · \(theme.rawValue)"
    }
}

/// Every environment of a check: the combinations of a configuration matrix, each in every theme. An
/// environment's index is its layout combination's index times the number of themes plus the theme's, so
/// the theme varies fastest and one solve serves the themes of a combination.
public struct CheckEnvironments: Sendable {
    public let matrix: ConfigurationMatrix
    public let themes: [CheckTheme]
    /// `matrix.combinations`, computed once.
    public let layoutConfigurations: [LayoutConfiguration]

    public init(matrix: ConfigurationMatrix, themes: [CheckTheme] = CheckTheme.allCases) {
        self.matrix = matrix
        self.themes = themes.isEmpty ? [.light] : themes
        self.layoutConfigurations = matrix.combinations
    }

    public var count: Int { layoutConfigurations.count * themes.count }

    public func environment(_ index: Int) -> CheckEnvironment {
        CheckEnvironment(
            configuration: layoutConfigurations[index / themes.count], theme: themes[index % themes.count])
    }

    /// The environments of layout combination `layoutIndex`, one per theme.
    func indices(ofLayout layoutIndex: Int) -> Range<Int> {
        layoutIndex * themes.count..<(layoutIndex + 1) * themes.count
    }

    /// The default: the smallest and the largest phone and an iPad, portrait and landscape, left-to-right
    /// and right-to-left, Dynamic Type `large` and `accessibilityExtraExtraExtraLarge`, light and dark — 48.
    public static var standard: CheckEnvironments {
        environments([
            "device=iPhone SE (1st generation),iPhone 16 Pro Max,iPad mini",
            "orientation=portrait,landscapeLeft",
            "direction=ltr,rtl",
            "type=large,accessibilityExtraExtraExtraLarge",
        ])
    }

    /// Every device in both orientations and directions, at every content size category, in both themes.
    public static var all: CheckEnvironments {
        let categories = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ",")
        return environments([
            "device=" + Device.all.map(\.name).joined(separator: ","),
            "orientation=portrait,landscapeLeft",
            "direction=ltr,rtl",
            "type=" + categories,
        ])
    }

    private static func environments(_ arguments: [String]) -> CheckEnvironments {
        var matrix = ConfigurationMatrix()
        do {
            for argument in arguments { try matrix.add(argument) }
        } catch {
            // The arguments are constants naming known devices and values.
            preconditionFailure("built-in environments: \(error)")
        }
        return CheckEnvironments(matrix: matrix)
    }
}

extension CheckEnvironments {
    /// `--matrix key=v1,v2` arguments: the keys of `ConfigurationMatrix` and `theme` (light, dark; both
    /// when not given).
    public static func parse(matrix arguments: [String]) throws -> CheckEnvironments {
        var matrix = ConfigurationMatrix()
        var themes: [CheckTheme]?
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: " \t") == "theme" {
                if themes != nil { throw CheckError("--matrix: 'theme' is given twice") }
                themes = try parts[1].split(separator: ",").map { word in
                    let name = word.trimmingCharacters(in: " \t")
                    guard let theme = CheckTheme(rawValue: name.lowercased()) else {
                        throw CheckError("--matrix theme: unknown theme '\(name)'; expected light or dark")
                    }
                    return theme
                }
                continue
            }
            do { try matrix.add(argument) } catch { throw CheckError(error.description) }
        }
        return CheckEnvironments(matrix: matrix, themes: themes ?? CheckTheme.allCases)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
