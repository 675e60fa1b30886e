import Foundation
import Testing

/// `trellis check` as a process: exit statuses, formats, settings found upwards, baselines, pictures and
/// GitHub annotations (the rules themselves are TrellisCheckTests').
@Suite struct CheckCommandTests {
    /// A folder with `spec` written as `screens/card.yaml` (and `settings` as `.trellis-check.yaml` at its root).
    static func folder(spec: String, settings: String? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-check-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try spec.write(to: root.appendingPathComponent("screens/card.yaml"), atomically: true, encoding: .utf8)
        if let settings {
            try settings.write(
                to: root.appendingPathComponent(".trellis-check.yaml"), atomically: true, encoding: .utf8)
        }
        return root
    }

    /// Only warnings: a fixed font size.
    static let warningsOnly = """
        device: iPhone 15
        views:
          title:
            kind: label
            text: Title
            font: 17
            constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]

        """

    static let matrix = ["--matrix", "device=iPhone 15", "--matrix", "theme=light"]

    @Test func warningsPassAndFailWithStrict() throws {
        let root = try Self.folder(spec: Self.warningsOnly)
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("screens/card.yaml").path
        let result = try runTrellis(["check", spec] + Self.matrix)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                \(spec):3:3: warning: 'title' has a fixed 17 pt font that doesn't scale with Dynamic Type [fixed-font-size]
                    in every environment
                1 warning in 1 spec across 1 environment

                """)
        #expect(try runTrellis(["check", spec, "--strict"] + Self.matrix).status == 1)
    }

    @Test func settingsFoundUpwardsTurnARuleOff() throws {
        let root = try Self.folder(spec: Self.warningsOnly, settings: "rules:\n  fixed-font-size: off\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try runTrellis(["check", root.appendingPathComponent("screens/card.yaml").path] + Self.matrix)
        #expect(result.status == 0)
        #expect(result.stdout == "no findings in 1 spec across 1 environment\n")
    }

    @Test func usageErrorsAre64() throws {
        #expect(try runTrellis(["check"]).status == 64)
        #expect(try runTrellis(["check", "x.yaml", "--format", "xml"]).status == 64)
        #expect(try runTrellis(["check", "x.yaml", "--update-baseline"]).status == 64)
        #expect(try runTrellis(["check", "x.yaml", "--reporter", "github", "--format", "json"]).status == 64)
        #expect(try runTrellis(["check", "x.yaml", "--matrix", "theme=sepia"]).status == 64)
    }

    @Test func aMissingSpecIsAnErrorWithNothingOnStandardOutput() throws {
        let result = try runTrellis(["check", "no-such-spec.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no-such-spec.yaml"))
    }

    @Test func sarifJSONAndJUnitAreWritten() throws {
        let root = try Self.folder(spec: Self.warningsOnly)
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("screens/card.yaml").path
        let sarif = try runTrellis(["check", spec, "--format", "sarif"] + Self.matrix)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let json = try runTrellis(["check", spec, "--format", "json"] + Self.matrix)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((report["findings"] as? [[String: Any]])?.first?["rule"] as? String == "fixed-font-size")
        let junit = try runTrellis(["check", spec, "--format", "junit"] + Self.matrix)
        #expect(junit.stdout.contains("<testcase classname=\"\(spec)\" name=\"fixed-font-size\">"))
    }

    @Test func githubAnnotationsPicturesAndBaselines() throws {
        let root = try Self.folder(spec: Self.warningsOnly)
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("screens/card.yaml").path
        let pictures = root.appendingPathComponent("report").path
        let result = try runTrellis(["check", spec, "--reporter", "github", "--report", pictures] + Self.matrix)
        #expect(
            result.stdout.hasPrefix(
                "::warning file=\(spec),line=3,col=3,title=fixed-font-size::'title' has a fixed 17 pt font that doesn't scale with Dynamic Type (in every environment)\n"
            ))
        #expect(result.stderr == "report: 1 picture in \(pictures)\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: pictures).sorted()
        #expect(files == ["001-fixed-font-size-title.png", "findings.txt"])
        let baseline = root.appendingPathComponent("baseline.json").path
        #expect(try runTrellis(["check", spec, "--baseline", baseline, "--update-baseline"] + Self.matrix).status == 0)
        let held = try runTrellis(["check", spec, "--baseline", baseline, "--strict"] + Self.matrix)
        #expect(held.status == 0)
        #expect(held.stdout == "no findings in 1 spec across 1 environment\n1 more in the baseline \(baseline)\n")
    }

    /// Interface Builder documents: each case's finding at the document's line, named by its case; a case
    /// that can't be laid out is an error on standard error and exit 1, the other cases still reported.
    @Test func interfaceBuilderDocumentsAreCheckedCaseByCase() throws {
        let fixtures = SnapshotCommandTests.packageRoot.appendingPathComponent("Tests/TrellisCheckTests/Fixtures/ib")
        let truncated = fixtures.appendingPathComponent("truncated-and-clean.xib").path
        let broken = fixtures.appendingPathComponent("broken-case.xib").path
        // The fixtures' document screen (a 320-point iPhone at 2x), whose status bar leaves the labels' 20
        // points from the top inside the safe area.
        let matrix = ["--matrix", "device=iPhone SE (1st generation)", "--matrix", "theme=light"]
        let clean = try runTrellis(["check", truncated] + matrix)
        #expect(clean.status == 0)
        #expect(
            clean.stdout == """
                \(truncated):15:17: warning: truncated-and-clean.xib#Truncated: 'title' is truncated: its text needs 124.5 × 20.5 and got 60 × 20.5 [truncated-text]
                    in every environment
                1 warning in 1 spec across 1 environment

                """)
        // `--report DIR` draws the finding in its case.
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("ib-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pictures) }
        let reported = try runTrellis(["check", truncated, "--report", pictures.path] + matrix)
        #expect(reported.stderr == "report: 1 picture in \(pictures.path)\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted() == [
                "001-truncated-text-title.png", "findings.txt",
            ])
        let result = try runTrellis(["check", truncated, broken] + matrix)
        #expect(result.status == 1)
        #expect(result.stdout.contains("truncated-and-clean.xib#Truncated: 'title' is truncated"))
        #expect(
            result.stderr.hasPrefix(
                "\(broken):11:9: error: broken-case.xib#BrokenCell: the cell has no content view\n"))
    }
}
