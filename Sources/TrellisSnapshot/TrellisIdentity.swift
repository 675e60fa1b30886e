import FoundationEssentials
import TrellisLayout
import TrellisText

/// What makes two runs' snapshots comparable: the Trellis version and the fonts text is measured and drawn
/// with. Result bundles record it, and bundles that differ in either are never merged.
public struct TrellisIdentity: Sendable, Hashable, Codable {
    /// The version `trellis --version` prints.
    public static let version = "0.1.0"

    public var version: String
    /// The folder the fonts were loaded from.
    public var fontDirectory: String
    /// A digest of every font file's name and bytes there (`.ttf`, `.otf`, `.ttc`), in name order.
    public var fontsDigest: String

    public init(version: String = TrellisIdentity.version, fontDirectory: String, fontsDigest: String) {
        self.version = version
        self.fontDirectory = fontDirectory
        self.fontsDigest = fontsDigest
    }

    /// This process's identity: the bundled fonts' folder (`TextEngine.bundledFontDirectory`) and digest; with
    /// Apple's system font in use (`TextEngine.systemFontDirectory()`), its folder too (`FONTS + SYSTEM`) and a
    /// digest over both, so runs with and without it never merge.
    public static func current() throws -> TrellisIdentity {
        let directory = try TextEngine.bundledFontDirectory()
        var identity = TrellisIdentity(fontDirectory: directory, fontsDigest: try fontsDigest(directory))
        if let system = TextEngine.systemFontDirectory() {
            var digest = ContentDigest()
            digest.add(identity.fontsDigest)
            digest.add(try fontsDigest(system))
            identity.fontDirectory += " + " + system
            identity.fontsDigest = digest.hex
        }
        return identity
    }

    /// The digest of the font files in `directory`.
    public static func fontsDigest(_ directory: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { name in
            [".ttf", ".otf", ".ttc"].contains { name.lowercased().hasSuffix($0) }
        }.sorted()
        var digest = ContentDigest()
        for name in names {
            guard let data = FileManager.default.contents(atPath: PathText.join(directory, name)) else {
                throw ResultBundleError("\(PathText.join(directory, name)): cannot read the font file")
            }
            digest.add(name)
            digest.add([UInt8](data))
        }
        return digest.hex
    }
}
