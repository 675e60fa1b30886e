import TrellisLayout
import TrellisReport

extension CheckFinding {
    /// The finding as a GitHub Actions annotation at its spec line (`--reporter github`): errors as errors,
    /// warnings as warnings, notes as notices; the rule is the title, the message says where it occurs.
    public var githubAnnotation: GitHubAnnotation {
        let level: GitHubAnnotation.Level =
            severity == .error ? .error : severity == .warning ? .warning : .notice
        return GitHubAnnotation(
            level: level, file: location?.file ?? file, line: location?.line, column: location?.column, title: rule,
            message: "\(message) (\(occurrence))")
    }
}
