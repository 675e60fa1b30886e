import Foundation

extension TextEngine {
    private static let bundledLock = NSLock()
    nonisolated(unsafe) private static var bundledEngine: TextEngine?

    /// The engine over the repository's `Fonts/`, created once per process and shared.
    /// The directory is `$TRELLIS_FONTS` when set; otherwise the first `Fonts/` holding Roboto-Regular.ttf
    /// found walking up from the executable's directory; otherwise the package root of this source file.
    public static func bundled() throws -> TextEngine {
        bundledLock.lock()
        defer { bundledLock.unlock() }
        if let engine = bundledEngine { return engine }
        let engine = try TextEngine(fontDirectory: try bundledFontDirectory())
        bundledEngine = engine
        return engine
    }

    /// Where `bundled()` finds the fonts (see there).
    public static func bundledFontDirectory(filePath: String = #filePath) throws -> String {
        let files = FileManager.default
        if let env = ProcessInfo.processInfo.environment["TRELLIS_FONTS"], !env.isEmpty {
            guard files.fileExists(atPath: env + "/Roboto-Regular.ttf") else {
                throw TextError.fontDirectoryNotFound(searched: [env + " ($TRELLIS_FONTS)"])
            }
            return env
        }
        var searched: [String] = []
        var starts: [URL] = []
        if let executable = Bundle.main.executableURL { starts.append(executable.deletingLastPathComponent()) }
        starts.append(URL(fileURLWithPath: filePath).deletingLastPathComponent())
        for start in starts {
            var dir = start.standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent("Fonts").path
                if files.fileExists(atPath: candidate + "/Roboto-Regular.ttf") { return candidate }
                searched.append(candidate)
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        throw TextError.fontDirectoryNotFound(searched: searched)
    }
}
