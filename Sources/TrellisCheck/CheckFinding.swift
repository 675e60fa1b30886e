import TrellisLayout

/// A finding of one rule about one view or constraint, collapsed across the environments where it occurs.
public struct CheckFinding: Sendable, Hashable {
    public var rule: String
    public var severity: Diagnostic.Severity
    /// The message in the first environment where the finding occurs (`example`).
    public var message: String
    public var views: [String]
    /// The spec's `file:line:col` of the view or constraint at fault.
    public var location: SourceLocation?
    /// The spec file checked (the location's file, or the spec's when the finding has no location).
    public var file: String
    /// Indices into the check's environments, ascending.
    public var environments: [Int]
    /// Where it occurs, in words: `on iPhone SE (1st generation) at accessibilityExtraExtraExtraLarge`.
    public var occurrence: String
    /// The caption of the environment `message` describes.
    public var example: String
    /// The rule's key for the finding (see `RuleFinding.key`), stable across runs: baselines match on it.
    public var key: String
    /// The Interface Builder case the finding is in (`Main.storyboard#Settings`); nil in a spec.
    public var caseName: String?

    public init(
        rule: String, severity: Diagnostic.Severity, message: String, views: [String], location: SourceLocation?,
        file: String, environments: [Int], occurrence: String, example: String, key: String
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.views = views
        self.location = location
        self.file = file
        self.environments = environments
        self.occurrence = occurrence
        self.example = example
        self.key = key
    }
}

/// What a check of some specs found.
public struct CheckReport: Sendable {
    /// Every finding, by file, line, column and rule.
    public var findings: [CheckFinding]
    /// The spec files checked, in the order given.
    public var files: [String]
    public var environmentCount: Int

    public init(findings: [CheckFinding], files: [String], environmentCount: Int) {
        self.findings = findings
        self.files = files
        self.environmentCount = environmentCount
    }

    public func count(_ severity: Diagnostic.Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// Whether the findings fail the check: an error, or with `strict` a warning too.
    public func fails(strict: Bool) -> Bool {
        findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}
