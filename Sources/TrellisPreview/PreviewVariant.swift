import TrellisLayout
import TrellisRender
import TrellisSpec

/// What the page asks to see a spec as: an environment (device, orientation, layout direction, Dynamic
/// Type category — the configurations `trellis render --matrix` varies) and a theme. A variant changes the
/// canvas, the traits and the palette, never the spec itself.
public struct PreviewVariant: Sendable, Hashable {
    public var configuration: LayoutConfiguration
    public var theme: RenderTheme
    /// The case of an Interface Builder document to draw (`?case=Main.storyboard%23Settings`); nil: its
    /// first case that can be laid out. A spec has no cases and ignores it.
    public var caseName: String?

    /// The query keys a page may set, as `--matrix` spells them.
    static let environmentKeys = ["device", "orientation", "direction", "type"]

    public init(
        configuration: LayoutConfiguration = LayoutConfiguration(), theme: RenderTheme = .light,
        caseName: String? = nil
    ) {
        self.configuration = configuration
        self.theme = theme
        self.caseName = caseName
    }

    /// The variant a page's query asks for (`?device=iPhone%2015&orientation=landscapeLeft&direction=rtl&
    /// type=AX-XXXL&theme=dark&case=Main.storyboard%23Settings`). Values are read as `--matrix` reads them, with the same errors.
    public init(query: [String: String], defaultTheme: RenderTheme) throws {
        self.init(theme: defaultTheme)
        for key in Self.environmentKeys {
            guard let value = query[key], !value.isEmpty else { continue }
            var matrix = ConfigurationMatrix()
            do {
                try matrix.add("\(key)=\(value)")
            } catch {
                throw PreviewError.badVariant(error.description)
            }
            for single in matrix.combinations { configuration = Self.merge(configuration, single) }
        }
        if let name = query["case"], !name.isEmpty { caseName = name }
        if let theme = query["theme"], !theme.isEmpty {
            guard let value = RenderTheme(rawValue: theme) else { throw PreviewError.unknownTheme(theme) }
            self.theme = value
        }
    }

    private static func merge(_ a: LayoutConfiguration, _ b: LayoutConfiguration) -> LayoutConfiguration {
        var out = a
        if let device = b.device { out.device = device }
        if let orientation = b.orientation { out.orientation = orientation }
        if let direction = b.layoutDirection { out.layoutDirection = direction }
        if let category = b.contentSizeCategory { out.contentSizeCategory = category }
        return out
    }
}

/// A request the preview server can't serve.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    case badVariant(String)
    case unknownTheme(String)
    /// The server didn't listen within its start-up time (or was stopped first).
    case notListening

    public var description: String {
        switch self {
        case .badVariant(let message): return message
        case .unknownTheme(let name): return "unknown theme '\(name)' (expected light or dark)"
        case .notListening: return "the server is not listening"
        }
    }
}
