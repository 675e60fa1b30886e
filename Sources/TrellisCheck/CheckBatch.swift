import TrellisInterfaceBuilder
import TrellisLayout
import TrellisSpec
import TrellisText

/// Checks spec files and Interface Builder documents one after another, each with the settings file nearest it (`.trellis-check.yaml` in
/// its directory or above; one checker per settings file), keeping the specs and documents for pictures.
public struct CheckBatch {
    public let environments: CheckEnvironments
    private let textEngine: TextEngine
    private var checkers: [String: Checker] = [:]
    /// The errors of the Interface Builder cases that couldn't be laid out (the document's other cases are
    /// checked): each fails the check.
    public private(set) var caseErrors: [SpecError] = []
    /// The specs checked, by file as named, when `keepsDocuments` (for `FindingPicture`). Interface Builder
    /// documents are in `interfaceBuilderSources`.
    public private(set) var documents: [String: LayoutDocument] = [:]
    /// The Interface Builder documents checked, by file as named, when `keepsDocuments`: a picture reads
    /// the document again for its environment's screen.
    public private(set) var interfaceBuilderSources: [String: SpecSource] = [:]
    public var keepsDocuments: Bool
    /// Custom font files (`--fonts DIR`) the specs' views may name besides their own `fonts:`.
    public var fontFiles: [String] = []

    public init(environments: CheckEnvironments, textEngine: TextEngine, keepsDocuments: Bool = false) {
        self.environments = environments
        self.textEngine = textEngine
        self.keepsDocuments = keepsDocuments
    }

    /// The findings of the spec or Interface Builder document at `path` (`-`: standard input), a document
    /// recognised by its extension or, on standard input, by its text; its cases' errors go to
    /// `caseErrors`. Throws `SpecError` for a spec or settings
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
        if InterfaceBuilderReader.isDocumentPath(source.file) || InterfaceBuilderReader.looksLikeDocument(source.text) {
            let check = try checker.check(
                interfaceBuilder: source,
                path: PathText.join(source.baseDirectory, PathText.lastComponent(of: source.file)))
            caseErrors += check.errors
            if keepsDocuments { interfaceBuilderSources[source.file] = source }
            return check.findings
        }
        let document = try SpecReader.read(source: source, fonts: fontFiles)
        if keepsDocuments { documents[source.file] = document }
        return try checker.check(document, source: source)
    }
}
