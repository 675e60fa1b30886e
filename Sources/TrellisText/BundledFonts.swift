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
        if let env = getenv("TRELLIS_FONTS").map({ String(cString: $0) }), !env.isEmpty {
            guard files.fileExists(atPath: env + "/Roboto-Regular.ttf") else {
                throw TextError.fontDirectoryNotFound(searched: [env + " ($TRELLIS_FONTS)"])
            }
            return env
        }
        var searched: [String] = []
        var starts: [URL] = []
        if let executable = executablePath() {
            starts.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
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

    /// The running executable's path. On Linux it is read from `/proc/self/exe`, which is where Foundation's
    /// `Bundle.main.executableURL` gets it too, without building the main bundle first (5.5 M instructions,
    /// 8 % of a small spec's whole `trellis layout`); elsewhere, `Bundle.main`.
    static func executablePath() -> String? {
        #if os(Linux)
            var buffer = [UInt8](repeating: 0, count: 4096)
            let length = buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    chars.baseAddress.map { readlink("/proc/self/exe", $0, chars.count) } ?? -1
                }
            }
            if length > 0, length < buffer.count { return String(decoding: buffer[..<length], as: UTF8.self) }
        #endif
        return Bundle.main.executableURL?.path
    }
}
