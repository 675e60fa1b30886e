import FoundationEssentials
import TrellisLayout
import TrellisSpec

/// What a snapshot is taken of: a layout document and, when it came from a spec, the spec's text (for
/// diagnostics with a quoted line). `name` is the reference files' base name (`card` for `card.yaml`).
public struct SnapshotSubject: Sendable {
    public var name: String
    public var document: LayoutDocument
    /// The spec as a diagnostic in the layout report shows it: named by its file name only, so the
    /// report doesn't depend on the directory the snapshot was taken from.
    public var source: SpecSource?
    /// The path the document's source locations carry (the spec as given), shown as `source.file` instead.
    var locatedAs: String?

    public init(name: String, document: LayoutDocument, source: SpecSource? = nil) {
        self.name = name
        self.document = document
        self.source = source
    }

    /// The spec file at `path` (YAML or JSON). Errors name the path as given, with line and column.
    /// `fonts`: custom font files besides the spec's own `fonts:` (`--fonts DIR`).
    public static func spec(atPath path: String, fonts: [String] = []) throws -> SnapshotSubject {
        let source = try SpecSource.load(path: path)
        let document = try SpecReader.read(source: source, fonts: fonts)
        return subject(document, source: source, name: baseName(path))
    }

    /// A spec given as text; `name` names it in messages and reference files.
    public static func spec(text: String, name: String) throws -> SnapshotSubject {
        let source = SpecSource(file: name, text: text, baseDirectory: FileManager.default.currentDirectoryPath)
        return SnapshotSubject(name: name, document: try SpecReader.read(source: source), source: source)
    }

    /// Re-labels the document and its locations with the file name alone.
    private static func subject(_ document: LayoutDocument, source: SpecSource, name: String) -> SnapshotSubject {
        let display = PathText.lastComponent(of: source.file)
        var subject = SnapshotSubject(
            name: name, document: document,
            source: SpecSource(file: display, text: source.text, baseDirectory: source.baseDirectory))
        subject.locatedAs = source.file
        return subject
    }

    /// `dir/card.yaml` → `card`.
    public static func baseName(_ path: String) -> String {
        let name = PathText.lastComponent(of: path)
        let stem = PathText.stem(of: name)
        return stem.isEmpty ? name : stem
    }
}
