import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisCheck

/// Checks a spec written in a test, in a few environments or the default 48.
enum CheckHarness {
    static func checker(matrix: [String]?, settings: CheckSettings = CheckSettings()) throws -> Checker {
        let environments = try matrix.map { try CheckEnvironments.parse(matrix: $0) } ?? .standard
        return Checker(environments: environments, settings: settings, textEngine: try TextEngine.bundled())
    }

    /// The findings of `rule` (all rules when nil) for `yaml` in `matrix`'s environments (default: 48).
    static func findings(
        _ yaml: String, matrix: [String]? = ["device=iPhone 15", "theme=light"], rule: String? = nil,
        settings: CheckSettings = CheckSettings(), file: String = "test.yaml"
    ) throws -> [CheckFinding] {
        // Relative paths (an image's) are the repository's.
        let document = try SpecReader.read(source: SpecSource(file: file, text: yaml, baseDirectory: root))
        let all = try checker(matrix: matrix, settings: settings).check(document, file: file)
        return rule.map { id in all.filter { $0.rule == id } } ?? all
    }

    /// The repository's root, from this file's path.
    static var root: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }

    /// The findings for a file of the repository (`Samples/…`) in the default environments.
    static func findings(file relative: String) throws -> [CheckFinding] {
        let source = try SpecSource.load(path: root + "/" + relative)
        let document = try SpecReader.read(source: source)
        return try checker(matrix: nil).check(document, file: source.file)
    }
}
