import FoundationEssentials
import TrellisLayout

/// Where a snapshot's reference files are: `directory/baseName.layout.txt` and `directory/baseName.png`,
/// the base name made one file name by `SnapshotFileName` (unchanged when it is an ordinary name).
public struct SnapshotReferences: Sendable, Hashable {
    public var directory: String
    /// `card`, `card.iPhone-15`, or swift-snapshot-testing style `testCard.1`.
    public var baseName: String

    public init(directory: String, baseName: String) {
        self.directory = directory
        self.baseName = baseName
    }

    /// The references of the spec at `specPath`: in `directory` when given, else in `__snapshots__` next to
    /// the spec; `card.yaml` → `card`, or `card.iPhone-15` with a device suffix.
    public static func forSpec(atPath specPath: String, directory: String? = nil, suffix: String? = nil)
        -> SnapshotReferences
    {
        let specDirectory = PathText.directory(of: specPath)
        let folder = directory ?? ((specDirectory.isEmpty ? "" : specDirectory + "/") + defaultFolder)
        let base = SnapshotSubject.baseName(specPath) + (suffix.map { "." + $0 } ?? "")
        return SnapshotReferences(directory: folder, baseName: base)
    }

    /// The folder next to the specs that holds their references.
    public static let defaultFolder = "__snapshots__"

    public var layoutPath: String { path(layoutFileName) }
    public var imagePath: String { path(imageFileName) }

    /// The layout reference's file name in `directory`.
    public var layoutFileName: String { fileName("layout.txt") }
    /// The image reference's file name in `directory`.
    public var imageFileName: String { fileName("png") }

    /// A file-name-safe form of `text`: letters, digits and the `keeping` characters kept, every other run
    /// of characters one dash (none leading): `iPhone SE (1st generation)` → `iPhone-SE-1st-generation`.
    public static func slug(_ text: String, keeping: Set<Unicode.Scalar>) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || keeping.contains(scalar) {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out
    }

    private func fileName(_ ext: String) -> String {
        // Both extensions reserve the longer one's room, so a cut name is cut the same for both files.
        SnapshotFileName.stem(baseName, reservingExtension: ".layout.txt".utf8.count) + "." + ext
    }

    private func path(_ name: String) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + name
    }
}
