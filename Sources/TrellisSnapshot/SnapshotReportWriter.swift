import FoundationEssentials
import TrellisLayout
import TrellisRender

/// Writes a run's report folder: `index.html` and, for each snapshot that didn't pass, a folder named
/// after it with `expected.png`, `actual.png`, `diff.png`, `layout.diff` and both layout reports (those
/// that exist). Every file is written whole or not at all.
public struct SnapshotReportWriter: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    /// Creates the folder and checks that a file can be written in it, before any snapshot is taken, so an
    /// unwritable report folder stops a run before it records anything.
    public func prepare() throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.writeFailed(path: directory, reason: "cannot create the folder")
        }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory else {
            throw SnapshotError.writeFailed(path: directory, reason: "not a folder")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw SnapshotError.writeFailed(path: directory, reason: "permission denied")
        }
    }

    /// Writes everything; returns the path of `index.html`.
    @discardableResult
    public func write(_ outcomes: [SnapshotOutcome], title: String = "Trellis snapshots") throws -> String {
        try prepare()
        var used: Set<String> = ["index.html"]
        for outcome in outcomes where outcome.status != .passed {
            // Named after the spec's file (and device), not its whole path; a repeated name gets -2, -3, …
            let base = Self.slug(PathText.lastComponent(of: outcome.name))
            var slug = base
            var n = 2
            while used.contains(slug) { slug = base + "-\(n)"; n += 1 }
            used.insert(slug)
            try Self.writeArtifacts(of: outcome, to: directory + "/" + slug)
        }
        let index = directory + "/index.html"
        try Self.write(Array(HTMLReport.render(outcomes, title: title).utf8), to: index)
        return index
    }

    /// Writes the outcome's `expected.png`, `actual.png`, `diff.png`, `layout.diff` and layout reports (those
    /// it has) into `folder`, creating it; returns the paths written.
    @discardableResult
    public static func writeArtifacts(of outcome: SnapshotOutcome, to folder: String) throws -> [String] {
        var files: [(String, [UInt8])] = []
        if let png = outcome.expectedPNG { files.append(("expected.png", png)) }
        if let png = outcome.actualPNG { files.append(("actual.png", png)) }
        if let png = outcome.diffPNG { files.append(("diff.png", png)) }
        if let text = outcome.layoutDiff { files.append(("layout.diff", Array(text.utf8))) }
        if let text = outcome.expectedLayout { files.append(("expected.layout.txt", Array(text.utf8))) }
        if let text = outcome.actualLayout { files.append(("actual.layout.txt", Array(text.utf8))) }
        guard !files.isEmpty else { return [] }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.writeFailed(path: folder, reason: "cannot create the folder")
        }
        var written: [String] = []
        for (name, bytes) in files {
            try write(bytes, to: folder + "/" + name)
            written.append(folder + "/" + name)
        }
        return written
    }

    /// Writes a JUnit XML file whole or not at all.
    public static func writeJUnit(_ outcomes: [SnapshotOutcome], to path: String) throws {
        try write(Array(JUnitReport.render(outcomes).utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch RenderError.writeFailed(let path, let reason) {
            throw SnapshotError.writeFailed(path: path, reason: reason)
        }
    }

    /// `card.yaml [iPhone 15]` → `card.yaml-iPhone-15`: letters, digits, `.`, `_` and `-` only.
    public static func slug(_ name: String) -> String {
        var out = ""
        var dash = false
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" {
                if dash && !out.isEmpty { out += "-" }
                dash = false
                out.unicodeScalars.append(scalar)
            } else {
                dash = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }
}
