import ArgumentParser
import TrellisText

/// `--system-font DIR`, shared by the commands that lay text out: Apple's SF Pro from the user's own copy
/// (docs/fonts.md), in place of `$TRELLIS_SYSTEM_FONTS`; without either, labels are measured with Roboto.
struct SystemFontOptions: ParsableArguments {
    @Option(
        name: .customLong("system-font"),
        help: ArgumentHelp(
            "A folder with Apple's SF Pro (SF-Pro.ttf, or the SF-Pro-Text-* and SF-Pro-Display-* files) to measure "
                + "and draw the system font with instead of Roboto (default: $TRELLIS_SYSTEM_FONTS; see docs/fonts.md).",
            valueName: "dir"))
    var directory: String?

    /// Hands the folder to the text engine before any spec is laid out; a folder without SF Pro is reported
    /// where the engine is first made, as a missing Fonts/ folder is.
    func validate() throws {
        if let directory { TextEngine.useSystemFont(directory: directory) }
    }
}
