import TrellisLayout
import TrellisRender

/// What the page asks to see a spec as: the device it is laid out on and the theme it is drawn in. A
/// variant changes only the canvas and the palette, never the spec itself.
public struct PreviewVariant: Sendable, Hashable {
    /// A device name from ``Device/all`` whose canvas replaces the spec's; nil keeps the spec's canvas.
    public var device: String?
    public var theme: RenderTheme

    public init(device: String? = nil, theme: RenderTheme = .light) {
        self.device = device
        self.theme = theme
    }

    /// The variant a page's query asks for (`?device=iPhone%2015&theme=dark`); unknown values are an error
    /// the page shows, not a crash.
    public init(query: [String: String], defaultTheme: RenderTheme) throws {
        self.init(theme: defaultTheme)
        if let name = query["device"], !name.isEmpty {
            guard let device = Device.named(name) else { throw PreviewError.unknownDevice(name) }
            self.device = device.name
        }
        if let theme = query["theme"], !theme.isEmpty {
            guard let value = RenderTheme(rawValue: theme) else { throw PreviewError.unknownTheme(theme) }
            self.theme = value
        }
    }

    /// The document as this variant lays it out.
    func apply(to document: LayoutDocument) -> LayoutDocument {
        guard let device, let canvas = Device.named(device)?.canvas else { return document }
        var changed = document
        changed.canvas = canvas
        return changed
    }
}

/// A request the preview server can't serve.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    case unknownDevice(String)
    case unknownTheme(String)
    case unknownSpec(String)

    public var description: String {
        switch self {
        case .unknownDevice(let name): return "unknown device '\(name)'"
        case .unknownTheme(let name): return "unknown theme '\(name)' (expected light or dark)"
        case .unknownSpec(let id): return "no spec '\(id)'"
        }
    }
}
