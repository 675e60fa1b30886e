import Foundation
import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisCheck

/// `.trellis-check.yaml` found upwards from a spec, rules off and severities per path and per view, and
/// baselines that hold findings back.
@Suite struct SettingsAndBaselineTests {
    /// A project folder with a settings file at its root and a spec two folders down.
    static func project(_ settings: String) throws -> (root: String, spec: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-check-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("screens/legacy")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try settings.write(to: root.appendingPathComponent(".trellis-check.yaml"), atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("card.yaml")
        try RuleTests.screen(
            """
              title:
                kind: label
                text: Title
                font: 17
                textColor: "#999999"
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]
              badge:
                kind: label
                text: New
                font: 12
                constraints: [leading == safeArea.leading + 16, top == title.bottom + 8]
            """
        ).write(to: spec, atomically: true, encoding: .utf8)
        return (root.path, spec.path)
    }

    static func check(_ spec: String) throws -> [CheckFinding] {
        let source = try SpecSource.load(path: spec)
        let settingsPath = try #require(CheckSettingsFile.find(from: source.baseDirectory))
        let settings = try CheckSettingsFile.read(path: settingsPath)
        let checker = Checker(
            environments: try CheckEnvironments.parse(matrix: ["device=iPhone 15", "theme=light"]),
            settings: settings, textEngine: try TextEngine.bundled())
        return try checker.check(try SpecReader.read(source: source), source: source)
    }

    @Test func rulesAreTurnedOffAndRatedPerPathAndView() throws {
        let (root, spec) = try Self.project(
            """
            rules:
              fixed-font-size: off
              contrast: error
            overrides:
              - paths: [screens/legacy/**]
                rules: {contrast: note}
              - paths: [card.yaml]
                views: [badge]
                rules: {fixed-font-size: warning}
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try Self.check(spec)
        #expect(
            found.map { "\($0.rule) \($0.severity.rawValue) \($0.views)" } == [
                "contrast note [\"title\"]", "fixed-font-size warning [\"badge\"]",
            ])
    }

    @Test func aPathThatDoesntMatchLeavesTheDefaults() throws {
        let (root, spec) = try Self.project(
            """
            overrides:
              - paths: [other/**]
                rules: {contrast: off}
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try Self.check(spec)
        #expect(
            found.map { "\($0.rule) \($0.severity.rawValue)" } == [
                "contrast warning", "fixed-font-size warning", "fixed-font-size warning",
            ])
    }

    @Test func aMisspeltRuleIsAnErrorAtItsLine() throws {
        let (root, spec) = try Self.project("rules:\n  contrats: off\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect {
            try Self.check(spec)
        } throws: { error in
            "\(error)".hasPrefix(
                "\(root)/.trellis-check.yaml:2:3: error: unknown rule 'contrats' (did you mean 'contrast'?)")
        }
    }

    @Test func globsMatchWithinAndAcrossFolders() {
        #expect(PathPattern.matches("screens/*/card.yaml", "screens/legacy/card.yaml"))
        #expect(!PathPattern.matches("screens/*.yaml", "screens/legacy/card.yaml"))
        #expect(PathPattern.matches("screens/**", "screens/legacy/card.yaml"))
        #expect(PathPattern.matches("**/card.yaml", "screens/legacy/card.yaml"))
        #expect(PathPattern.matches("card.y?ml", "screens/legacy/card.yaml"))
        #expect(!PathPattern.matches("card.yaml", "screens/legacy/cards.yaml"))
        #expect(PathPattern.relative("/p/screens/card.yaml", to: "/p") == "screens/card.yaml")
    }

    @Test func aBaselineHoldsBackTheFindingsItRecordedAndOnlyThose() throws {
        let spec = RuleTests.shortButton
        let before = try CheckHarness.findings(spec)
        let report = CheckReport(findings: before, files: ["test.yaml"], environmentCount: 1)
        let baseline = CheckBaseline(report)
        #expect(baseline.entries.map(\.rule) == ["contrast", "tap-target"])
        // Written and read back, the same entries.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try baseline.json.write(to: file, atomically: true, encoding: .utf8)
        let read = try CheckBaseline.read(path: file.path)
        #expect(read == baseline)
        #expect(read.filter(report).report.findings.isEmpty)
        #expect(read.filter(report).known == 2)
        // A new finding — a second short button, two lines lower — is reported; the known ones aren't.
        let grown =
            spec + """

                  share:
                    kind: button
                    text: Share
                    font: {style: body}
                    constraints: [leading == follow.trailing + 8, top == follow.top, width == 100, height == 30]
                """
        let after = try CheckHarness.findings(grown)
        let filtered = read.filter(CheckReport(findings: after, files: ["test.yaml"], environmentCount: 1))
        #expect(
            filtered.report.findings.map { "\($0.rule) \($0.views)" } == [
                "tap-target [\"share\"]", "contrast [\"share\"]",
            ])
        #expect(filtered.known == 2)
    }
}
