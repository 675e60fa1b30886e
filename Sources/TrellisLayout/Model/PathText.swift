/// Path arithmetic on strings, without Foundation's `NSString` path methods (which trap on some
/// one-character paths on Linux: `trellis render s`, `-o x`).
package enum PathText {
    /// `dir/sub/card.yaml` → `dir/sub`; `card.yaml` → `` (the current directory); `/card.yaml` → `/`.
    package static func directory(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let directory = String(trimmed[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// `dir/card.yaml` → `card.yaml`; `dir/` → `dir`.
    package static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `card.yaml` → `card`; `.hidden` → `.hidden`; `s` → `s`.
    package static func stem(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `card.PNG` → `png`; no extension → ``.
    package static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `directory` and `name` joined with one slash; an empty directory is the current one.
    package static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The path with `.` components, repeated slashes and `dir/..` pairs removed (lexically, without looking
    /// at the file system): two spellings of one output are recognised as one.
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
