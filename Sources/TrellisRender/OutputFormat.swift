/// The file formats `trellis render` writes.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    case png, svg, pdf

    /// The format a file name's extension names (case-insensitive), or nil.
    public init?(pathExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
