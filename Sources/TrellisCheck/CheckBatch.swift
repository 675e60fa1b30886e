import TrellisLayout
import TrellisSpec
import TrellisText

/// Checks spec files one after another, each with the settings file nearest it (`.trellis-check.yaml` in
/// its directory or above; one checker per settings file), keeping the documents for pictures.
public struct CheckBatch {
    public let environments: CheckEnvironments
    private let textEngine: TextEngine
    private var checkers: [String: Checker] = [:]
    /// The documents checked, by file as named, when `keepsDocuments` (for `FindingPicture`).
    public private(set) var documents: [String: LayoutDocument] = [:]
    public var keepsDocuments: Bool

    public init(environments: CheckEnvironments, textEngine: TextEngine, keepsDocuments: Bool = false) {
        self.environments = environments
        self.textEngine = textEngine
        self.keepsDocuments = keepsDocuments
    }

    /// The findings of the spec at `path` (`-`: standard input). Throws `SpecError` for a spec or settings
    /// file that can't be read, `CheckError` for a rule id no rule has, and what `Checker.check` throws.
    public mutating func check(path: String) throws -> [CheckFinding] {
        let source = try SpecSource.load(path: path)
        let settingsPath = CheckSettingsFile.find(from: source.baseDirectory)
        let key = settingsPath ?? ""
        let checker: Checker
        if let known = checkers[key] {
            checker = known
        } else {
            let settings = try settingsPath.map(CheckSettingsFile.read) ?? CheckSettings()
            checker = Checker(environments: environments, settings: settings, textEngine: textEngine)
            checkers[key] = checker
        }
        let document = try SpecReader.read(source: source)
        if keepsDocuments { documents[source.file] = document }
        return try checker.check(document, source: source)
    }
}
