import TrellisReport
import TrellisSpec

/// A snapshot run as GitHub Actions shows it on a pull request: one `::error` annotation per changed view
/// at the line of the spec that declares it, and a Markdown step summary with the counts and the changed
/// views (`$GITHUB_STEP_SUMMARY`).
public enum GitHubSnapshotReport {
    /// Annotations for every snapshot that didn't pass: one per changed view that has a location; else one
    /// on the spec file (an image-only change, a missing reference, an error).
    public static func annotations(_ outcomes: [SnapshotOutcome]) -> [GitHubAnnotation] {
        var out: [GitHubAnnotation] = []
        for outcome in outcomes where outcome.status != .passed {
            let located = outcome.changedViews.filter { $0.location != nil }
            if located.isEmpty {
                out.append(
                    GitHubAnnotation(
                        level: .error, file: specPath(of: outcome), title: "snapshot \(outcome.status.rawValue)",
                        message: ([outcome.name] + outcome.messages).joined(separator: "\n")))
                continue
            }
            for view in located {
                guard let location = view.location else { continue }
                let changes = outcome.layoutChanges.filter { Self.concerns($0, view: view.name) }
                out.append(
                    GitHubAnnotation(
                        level: .error, file: location.file, line: location.line, column: location.column,
                        title: "snapshot: '\(view.name)' changed",
                        message: ([outcome.name] + (changes.isEmpty ? outcome.messages : changes)).joined(
                            separator: "\n")))
            }
        }
        return out
    }

    /// Whether a `LayoutDiff` line is about the view `name`.
    private static func concerns(_ line: String, view name: String) -> Bool {
        line.hasPrefix(name + " ") || line.hasPrefix(name + ".") || line.hasSuffix("'\(name)'")
            || line.contains("view '\(name)'")
    }

    /// The spec an outcome is about: its name up to the configuration's ` [`.
    private static func specPath(of outcome: SnapshotOutcome) -> String {
        guard let bracket = outcome.name.ranges(of: " [").last, outcome.name.hasSuffix("]") else {
            return outcome.name
        }
        return String(outcome.name[..<bracket.lowerBound])
    }

    /// The step summary: a heading with the counts, then a table of every snapshot that didn't pass and its
    /// changed views (at most `limit` rows; the rest counted).
    public static func stepSummary(_ outcomes: [SnapshotOutcome], title: String = "Trellis snapshots", limit: Int = 200)
        -> String
    {
        let summary = SnapshotSummary(outcomes)
        var out = "## \(title)\n\n"
        out += (summary.allPassed ? "✅ " : "❌ ") + "**\(summary.text)** of \(summary.total) snapshots\n"
        let failing = outcomes.filter { $0.status != .passed }
        guard !failing.isEmpty else { return out }
        out += "\n| snapshot | status | changed views | findings |\n| --- | --- | --- | --- |\n"
        for outcome in failing.prefix(limit) {
            let views = outcome.changedViews.map { view in
                view.location.map { "`\(view.name)` (\($0.file):\($0.line))" } ?? "`\(view.name)`"
            }.joined(separator: ", ")
            let findings = (outcome.layoutChanges.isEmpty ? outcome.messages : outcome.layoutChanges)
                .prefix(4).map(\.trimmingSpacesAndTabs).joined(separator: "<br>")
            out +=
                "| \(cell(outcome.name)) | \(outcome.status.rawValue) | \(views.isEmpty ? "–" : views) | \(cell(findings)) |\n"
        }
        if failing.count > limit { out += "\n…and \(failing.count - limit) more (see the report).\n" }
        return out
    }

    /// Table-cell text: pipes escaped, line breaks as `<br>`.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("\n", with: "<br>")
    }
}
