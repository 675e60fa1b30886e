import Foundation
import TrellisLayout
import Yams

/// Reads spec files (YAML, or JSON, which YAML reads too) into layout documents. Every problem is a
/// `SpecError` with `file:line:col`, the line and a caret.
public enum SpecReader {
    /// Reads the spec at `path`, or standard input for `-`.
    public static func read(contentsOf path: String, limits: ResourceLimits = .standard) throws -> LayoutDocument {
        try read(source: SpecSource.load(path: path, limits: limits), limits: limits)
    }

    /// Reads spec text; `file` names it in messages. Relative image paths resolve against `file`'s directory
    /// when it names an existing path, else against the current directory.
    public static func read(text: String, file: String, limits: ResourceLimits = .standard) throws -> LayoutDocument {
        try read(source: SpecSource(file: file, text: text, baseDirectory: baseDirectory(for: file)), limits: limits)
    }

    /// Reads a loaded spec. The text is checked against `limits` before it is parsed (size, nesting depth,
    /// no anchors or aliases: `YAMLPreScan`), so the parser's work and recursion are bounded; the document's
    /// counts (views, constraints, text lengths, canvas pixels) are checked as it is read, against `limits`
    /// as raised or lowered by the spec's own `limits:`.
    public static func read(source: SpecSource, limits: ResourceLimits = .standard) throws -> LayoutDocument {
        if source.text.utf8.count > limits.specBytes {
            throw SpecError(
                "cannot read '\(source.file)': it is larger than \(ResourceLimits.grouped(limits.specBytes)) bytes "
                    + "(\(ResourceLimits.advice(.specBytes, limits.specBytes)))")
        }
        try YAMLPreScan.check(source, limits: limits)
        let root: SpecNode?
        do {
            root = try yamsTree(source.text)
        } catch let error as YamlError {
            throw yamlError(error, source: source)
        } catch is SpecNodeBudgetExceeded {
            throw source.error(
                "the YAML expands to more values than its text holds: anchors and aliases are "
                    + "not supported in specs", at: source.location(line: 1, column: 1))
        }
        guard let root, !NodeReader(source: source).isNull(root) else {
            throw source.error(
                "the spec is empty: write 'canvas:' (or 'device:') and 'views:'",
                at: source.location(line: 1, column: 1))
        }
        var parser = DocumentParser(source: source, limits: limits)
        return try parser.parse(root)
    }

    /// The tree as Yams reads it (the one YAML parser: docs/architecture.md). No tag resolver: the spec reader
    /// reads scalars by their text (`NodeReader`), never by Yams' resolved tags, and `Resolver.default`
    /// compiles seven regular expressions first (~9 M instructions, 1 ms). UTF-8 input as Yams' default,
    /// without its environment lookup. The tree may hold no more nodes than the text has bytes (plus one):
    /// only aliases could exceed that, and `YAMLPreScan` refuses them first; this bound is the backstop.
    static func yamsTree(_ text: String) throws -> SpecNode? {
        guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8) else { return nil }
        var budget = text.utf8.count + 1
        return try SpecNode(node, budget: &budget)
    }

    /// Yams' error, as a `SpecError` at the position libyaml reports.
    static func yamlError(_ error: YamlError, source: SpecSource) -> SpecError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let while_ = context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            return source.error(
                "invalid YAML: \(problem)\(while_)",
                at: source.location(line: mark.line, column: mark.column))
        case .reader(let problem, let offset, _, _):
            let location = offset.map { lineAndColumn(ofCharacter: $0, in: source.text, file: source.file) }
            return source.error("invalid YAML: \(problem)", at: location)
        default:
            return source.error("invalid YAML: \(error)", at: nil)
        }
    }

    private static func lineAndColumn(ofCharacter offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    private static func baseDirectory(for file: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return current
        }
        let url = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
        return url.standardizedFileURL.deletingLastPathComponent().path
    }
}
