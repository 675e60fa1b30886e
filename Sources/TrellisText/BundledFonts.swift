import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TextEngine {
    private static let bundledEngine = Mutex<TextEngine?>(nil)

    /// The engine over the repository's `Fonts/`, created once per process and shared.
    /// The directory is `$TRELLIS_FONTS` when set; otherwise `../share/trellis/fonts` from the executable's
    /// directory (an installed trellis); otherwise the first `Fonts/` holding Roboto-Regular.ttf found walking
    /// up from the executable's directory; otherwise the package root of this source file.
    public static func bundled() throws -> TextEngine {
        try bundledEngine.withLock { shared in
            if let shared { return shared }
            let engine = try TextEngine(
                fontDirectory: try bundledFontDirectory(), systemFont: try configuredSystemFont())
            shared = engine
            return engine
        }
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
            let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            // An installed trellis (`make install`): PREFIX/bin/trellis with PREFIX/share/trellis/fonts.
            let installed = folder.appendingPathComponent("../share/trellis/fonts").standardizedFileURL.path
            if files.fileExists(atPath: installed + "/Roboto-Regular.ttf") { return installed }
            searched.append(installed)
            starts.append(folder)
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

    /// The running executable's path: on Linux read from `/proc/self/exe` (where Foundation's
    /// `Bundle.main.executableURL` gets it too, without building the main bundle, which a short-lived
    /// process would pay for at every start), on Apple platforms from `_NSGetExecutablePath`.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if os(Linux)
            let length = buffer.withUnsafeMutableBufferPointer { chars in
                chars.baseAddress.map { readlink("/proc/self/exe", $0, chars.count) } ?? -1
            }
            guard length > 0, length < buffer.count else { return nil }
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
            var size = UInt32(buffer.count)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return String(cString: buffer)
        #else
            return nil
        #endif
    }
}
