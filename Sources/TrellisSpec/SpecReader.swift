import FoundationEssentials
import TrellisLayout

/// Reads spec files (YAML, or JSON, which YAML reads too) into layout documents. Every problem is a
/// `SpecError` with `file:line:col`, the line and a caret.
public enum SpecReader {
    /// Reads the spec at `path`, or standard input for `-`. `fonts`: font files a view's font may name
    /// besides the spec's own `fonts:` (`--fonts DIR`, `fontFiles(inDirectory:)`).
    public static func read(
        contentsOf path: String, limits: ResourceLimits = .standard, fonts: [String] = []
    ) throws -> LayoutDocument {
        try read(source: SpecSource.load(path: path, limits: limits), limits: limits, fonts: fonts)
    }

    /// Reads spec text; `file` names it in messages. Relative image paths resolve against `file`'s directory
    /// when it names an existing path, else against the current directory.
    public static func read(
        text: String, file: String, limits: ResourceLimits = .standard, fonts: [String] = []
    ) throws -> LayoutDocument {
        try read(
            source: SpecSource(file: file, text: text, baseDirectory: baseDirectory(for: file)), limits: limits,
            fonts: fonts)
    }

    /// Reads a loaded spec. The text is checked against `limits` before it is parsed (size, nesting depth,
    /// no anchors or aliases: `YAMLPreScan`), so the parser's work and recursion are bounded; the document's
    /// counts (views, constraints, text lengths, canvas pixels) are checked as it is read, against `limits`
    /// as raised or lowered by the spec's own `limits:`.
    public static func read(
        source: SpecSource, limits: ResourceLimits = .standard, fonts: [String] = []
    ) throws -> LayoutDocument {
        if source.text.utf8.count > limits.specBytes {
            throw SpecError(
                "cannot read '\(source.file)': it is larger than \(ResourceLimits.grouped(limits.specBytes)) bytes "
                    + "(\(ResourceLimits.advice(.specBytes, limits.specBytes)))")
        }
        try YAMLPreScan.check(source, limits: limits)
        let root: SpecNode?
        do {
            root = try YAMLTreeBuilder.tree(source.text)
        } catch let error as YAMLSyntaxError {
            throw yamlError(error, source: source)
        } catch let alias as YAMLAliasFound {
            throw source.error(
                "an alias ('*name'): anchors and aliases are not supported in specs",
                at: source.location(line: alias.mark.line, column: alias.mark.column))
        }
        guard let root, !NodeReader(source: source).isNull(root) else {
            throw source.error(
                "the spec is empty: write 'canvas:' (or 'device:') and 'views:'",
                at: source.location(line: 1, column: 1))
        }
        var parser = DocumentParser(source: source, limits: limits, fonts: fonts)
        return try parser.parse(root)
    }

    /// libyaml's error, as a `SpecError` at the position libyaml reports.
    static func yamlError(_ error: YAMLSyntaxError, source: SpecSource) -> SpecError {
        let while_ = error.context.map { " (\($0.text) at line \($0.line))" } ?? ""
        let location: SourceLocation?
        switch error.position {
        case .mark(let line, let column):
            location = source.location(line: line, column: column)
        case .utf8Offset(let offset):
            location = source.location(utf8Offset: offset)
        case nil:
            location = nil
        }
        return source.error("invalid YAML: \(error.problem)\(while_)", at: location)
    }

    private static func baseDirectory(for file: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory else {
            return current
        }
        let url = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
        return url.standardizedFileURL.deletingLastPathComponent().path
    }
}
