import FoundationEssentials
import TrellisLayout
import TrellisRender

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a run's report folder: `index.html` and, for each snapshot that didn't pass, a folder named
/// after it with `expected.png`, `actual.png`, `diff.png`, `layout.diff` and both layout reports (those
/// that exist). Every file is written whole or not at all, only inside the report folder, and never
/// through a symbolic link (`ConfinedFolder`): a snapshot's folder name is made from its name by `slug`,
/// which never leaves the folder (`..` and `.. ` included).
public struct SnapshotReportWriter: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// Creates the folder and checks that a file can be written in it, before any snapshot is taken, so an
    /// unwritable report folder stops a run before it records anything.
    public func prepare() throws { try prepareFolder(checking: "index.html") }

    /// Creates the folder and checks that it is writable and that the file `name` could be written in it.
    func prepareFolder(checking name: String) throws {
        guard let folder = try ConfinedFolder.open(directory, create: true) else {
            throw SnapshotError.unusableFolder(path: directory, reason: "cannot create the folder")
        }
        guard access(directory, W_OK) == 0 else {
            throw SnapshotError.writeFailed(path: directory, reason: "permission denied")
        }
        try folder.checkReplaceable(name)
    }

    /// Writes everything; returns the path of `index.html`.
    @discardableResult
    public func write(_ outcomes: [SnapshotOutcome], title: String = "Trellis snapshots") throws -> String {
        try prepare()
        guard let folder = try ConfinedFolder.open(directory, create: true) else {
            throw SnapshotError.unusableFolder(path: directory, reason: "cannot create the folder")
        }
        var used: Set<String> = ["index.html"]
        for outcome in outcomes where outcome.status != .passed {
            // Named after the spec's file (and device), not its whole path; a repeated name gets -2, -3, …
            let base = Self.slug(PathText.lastComponent(of: outcome.name))
            var slug = base
            var n = 2
            while used.contains(slug) { slug = base + "-\(n)"; n += 1 }
            used.insert(slug)
            try Self.writeArtifacts(of: outcome, into: folder, named: slug)
        }
        try folder.write(Array(HTMLReport.render(outcomes, title: title).utf8), named: "index.html")
        return folder.joined("index.html")
    }

    /// Writes the outcome's `expected.png`, `actual.png`, `diff.png`, `layout.diff` and layout reports (those
    /// it has) into `folder`, creating it; returns the paths written.
    @discardableResult
    public static func writeArtifacts(of outcome: SnapshotOutcome, to folder: String) throws -> [String] {
        let files = artifacts(of: outcome)
        guard !files.isEmpty, let target = try ConfinedFolder.open(folder, create: true) else { return [] }
        return try write(files, into: target)
    }

    /// Writes the outcome's artefacts into the folder `name` inside `parent`, creating it; returns the paths.
    @discardableResult
    public static func writeArtifacts(of outcome: SnapshotOutcome, into parent: ConfinedFolder, named name: String)
        throws -> [String]
    {
        let files = artifacts(of: outcome)
        guard !files.isEmpty, let target = try parent.subfolder(name, create: true) else { return [] }
        return try write(files, into: target)
    }

    static func artifacts(of outcome: SnapshotOutcome) -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        if let png = outcome.expectedPNG { files.append(("expected.png", png)) }
        if let png = outcome.actualPNG { files.append(("actual.png", png)) }
        if let png = outcome.diffPNG { files.append(("diff.png", png)) }
        if let text = outcome.layoutDiff { files.append(("layout.diff", Array(text.utf8))) }
        if let text = outcome.expectedLayout { files.append(("expected.layout.txt", Array(text.utf8))) }
        if let text = outcome.actualLayout { files.append(("actual.layout.txt", Array(text.utf8))) }
        return files
    }

    private static func write(_ files: [(String, [UInt8])], into folder: ConfinedFolder) throws -> [String] {
        var written: [String] = []
        for (name, bytes) in files {
            try folder.write(bytes, named: name)
            written.append(folder.joined(name))
        }
        return written
    }

    /// Writes a JUnit XML file whole or not at all, never through a link.
    public static func writeJUnit(_ outcomes: [SnapshotOutcome], to path: String) throws {
        let (folder, name) = try junitLocation(path)
        try folder.write(Array(JUnitReport.render(outcomes).utf8), named: name)
    }

    /// Checks, before anything is recorded, that the JUnit file at `path` could be written: its folder
    /// exists and is writable, and the name is absent or a regular file.
    public static func checkJUnitPath(_ path: String) throws {
        let (folder, name) = try junitLocation(path)
        guard access(folder.path, W_OK) == 0 else {
            throw SnapshotError.writeFailed(path: path, reason: "permission denied")
        }
        try folder.checkReplaceable(name)
    }

    private static func junitLocation(_ path: String) throws -> (ConfinedFolder, String) {
        let name = PathText.lastComponent(of: path)
        let parent = PathText.directory(of: path)
        let directory = parent.isEmpty ? "." : parent
        guard let folder = try ConfinedFolder.open(directory, create: false) else {
            throw SnapshotError.writeFailed(path: path, reason: "the folder \(directory) does not exist")
        }
        return (folder, name)
    }

    /// `card.yaml [iPhone 15]` → `card.yaml-iPhone-15`: letters, digits, `.`, `_` and `-` only, never
    /// starting with a dot (so never `.` or `..`), at most `maximumSlugBytes` long; `snapshot` when nothing
    /// is left.
    public static func slug(_ name: String) -> String {
        var out = ""
        var dash = false
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" {
                if out.isEmpty && scalar == "." { continue }
                if dash && !out.isEmpty { out += "-" }
                dash = false
                if out.utf8.count + String(scalar).utf8.count > maximumSlugBytes { break }
                out.unicodeScalars.append(scalar)
            } else {
                dash = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }

    /// Room for the `-2`, `-3`, … a repeated name gets, within a file name's 255 bytes.
    public static let maximumSlugBytes = 200
}
