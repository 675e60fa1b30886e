import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TextEngine {
    private static let systemFontChoice = Mutex<String?>(nil)

    /// Makes `bundled()` use Apple's system font from `directory` (a command's `--system-font`), in place of
    /// `$TRELLIS_SYSTEM_FONTS`. Call it before the first `bundled()`: the engine is made once per process.
    public static func useSystemFont(directory: String) {
        systemFontChoice.withLock { $0 = directory }
    }

    /// The directory `bundled()` takes SF Pro from: `useSystemFont(directory:)`'s, else a non-empty
    /// `$TRELLIS_SYSTEM_FONTS`, else none (Roboto).
    public static func systemFontDirectory() -> String? {
        if let chosen = systemFontChoice.withLock({ $0 }) { return chosen }
        guard let env = getenv("TRELLIS_SYSTEM_FONTS").map({ String(cString: $0) }), !env.isEmpty else { return nil }
        return env
    }

    /// The system font `bundled()` opens (see `systemFontDirectory()`); throws what `SystemFont` throws.
    static func configuredSystemFont() throws -> SystemFont? {
        try systemFontDirectory().map { try SystemFont(directory: $0) }
    }
}
