import Foundation
import Testing
import TrellisLayout
import TrellisRender

@testable import TrellisSnapshot

@Suite struct SnapshotVerifierTests {
    static let spec = """
        canvas: {width: 120, height: 60, scale: 1}
        views:
          box:
            background: "#3366CC"
            constraints: [left == superview.left + 10, top == superview.top + 10, width == 50, height == 20]
        """

    func take(_ text: String = spec) throws -> TakenSnapshot {
        try SnapshotCamera.take(try SnapshotSubject.spec(text: text, name: "box.yaml"), settings: SnapshotSettings())
    }

    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-verify-\(UUID().uuidString)")
            .path
        return path
    }

    func files(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    @Test(arguments: RecordMode.allCases)
    func missingReferences(mode: RecordMode) throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let refs = SnapshotReferences(directory: dir, baseName: "box")
        let outcome = SnapshotVerifier(record: mode).verify(try take(), references: refs, name: "box.yaml")
        if mode == .never {
            #expect(outcome.status == .failed)
            #expect(outcome.messages.last?.contains("(the folder \(dir) does not exist)") == true)
            #expect(!FileManager.default.fileExists(atPath: dir))
        } else {
            #expect(outcome.status == .recorded)
            #expect(files(dir) == ["box.layout.txt", "box.png"])
        }
    }

    @Test func matchingReferencesPassAndAreLeftAlone() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let refs = SnapshotReferences(directory: dir, baseName: "box")
        _ = SnapshotVerifier(record: .missing).verify(try take(), references: refs, name: "box")
        let before = try FileManager.default.attributesOfItem(atPath: refs.imagePath)[.modificationDate] as? Date
        for mode in [RecordMode.missing, .failed, .never] {
            #expect(SnapshotVerifier(record: mode).verify(try take(), references: refs, name: "box").status == .passed)
        }
        let after = try FileManager.default.attributesOfItem(atPath: refs.imagePath)[.modificationDate] as? Date
        #expect(before == after)
        #expect(SnapshotVerifier(record: .all).verify(try take(), references: refs, name: "box").status == .recorded)
    }

    @Test func aChangedSpecFailsWithLayoutChangesAndADiffImage() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let refs = SnapshotReferences(directory: dir, baseName: "box")
        _ = SnapshotVerifier(record: .missing).verify(try take(), references: refs, name: "box")
        let changed = try take(Self.spec.replacingOccurrences(of: "width == 50", with: "width == 60"))
        let outcome = SnapshotVerifier(record: .never).verify(changed, references: refs, name: "box")
        #expect(outcome.status == .failed)
        #expect(outcome.layoutChanges == ["box.width 50 → 60"])
        // The box grows by 10 × 20 pixels at scale 1 and its tag reads 60×20: 940 pixels over the threshold
        // (and 260 anti-aliased ones ignored), measured.
        #expect(outcome.imageDifference?.differentPixels == 940)
        #expect(outcome.imageDifference?.antiAliasedPixels == 260)
        let diff = try PNGDecoder.decode(try #require(outcome.diffPNG))
        #expect(diff.pixels.filter { $0 == ImageComparison.differenceColour }.count == 940)
        #expect(outcome.messages.contains { $0.hasPrefix("image differs from \(refs.imagePath): 940 pixels (6.722%)") })
        // Within tolerance when 940 pixels may differ.
        let tolerant = SnapshotVerifier(record: .never, tolerance: try ImageTolerance(maxDifferentPixels: 940))
        #expect(
            tolerant.verify(
                try take(Self.spec.replacingOccurrences(of: "width == 50", with: "width == 60")),
                references: SnapshotReferences(directory: dir, baseName: "box"), name: "box"
            )
            .messages.allSatisfy { !$0.hasPrefix("image differs") })
        // record failed rewrites both, then they match.
        #expect(
            SnapshotVerifier(record: .failed).verify(changed, references: refs, name: "box").recordedPaths.count == 2)
        #expect(SnapshotVerifier(record: .never).verify(changed, references: refs, name: "box").status == .passed)
    }

    @Test func recordModeFromTheEnvironment() throws {
        #expect(try RecordMode.current(environment: [:]) == .missing)
        #expect(try RecordMode.current(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.current(environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.current(environment: ["CI": "1", "TRELLIS_SNAPSHOT_RECORD": "failed"]) == .failed)
        #expect(throws: SnapshotError.invalidRecordMode("often", source: "TRELLIS_SNAPSHOT_RECORD")) {
            try RecordMode.current(environment: ["TRELLIS_SNAPSHOT_RECORD": "often"])
        }
    }

    @Test func deviceSuffixes() {
        #expect(SnapshotSettings.suffix(for: Device.named("iPhone 15")!) == "iPhone-15")
        #expect(SnapshotSettings.suffix(for: Device.named("iPhone SE (1st generation)")!) == "iPhone-SE-1st-generation")
        #expect(SnapshotSettings.suffix(for: Device.named("iPad Pro (12.9-inch)")!) == "iPad-Pro-12.9-inch")
    }
}

@Suite struct SnapshotReportTests {
    func outcomes() -> [SnapshotOutcome] {
        let refs = SnapshotReferences(directory: "__snapshots__", baseName: "card")
        var failed = SnapshotOutcome(
            name: "card.yaml <&>", status: .failed, references: refs,
            messages: ["layout differs", "  label1.height 33.5 → 50.5"])
        failed.layoutDiff = "--- a\n+++ b\n- x\n+ y\n"
        failed.expectedPNG = PNGEncoder.encode(
            RasterImage(width: 1, height: 1, pixels: [.init(red: 1, green: 2, blue: 3, alpha: 255)]))
        failed.actualPNG = failed.expectedPNG
        failed.rerecordCommand = "trellis snapshot card.yaml --record failed"
        return [
            SnapshotOutcome(name: "ok.yaml", status: .passed, references: refs), failed,
            SnapshotOutcome(name: "bad.yaml", status: .error, references: refs, messages: ["bad.yaml:1:1: error: x"]),
        ]
    }

    @Test func junitCountsAndEscapes() {
        let xml = JUnitReport.render(outcomes())
        #expect(xml.contains(#"<testsuites name="trellis snapshot" tests="3" failures="1" errors="1">"#))
        #expect(xml.contains(#"<testcase classname="snapshot" name="ok.yaml"/>"#))
        #expect(xml.contains("name=\"card.yaml &lt;&amp;&gt;\""))
        #expect(xml.contains("label1.height 33.5 → 50.5"))
        #expect(xml.contains("<error message=\"bad.yaml:1:1: error: x\">"))
        #expect(JUnitReport.render(outcomes()) == xml)
    }

    @Test func htmlIsSelfContained() {
        let html = HTMLReport.render(outcomes())
        #expect(html.contains("1 passed, 1 failed, 1 error"))
        #expect(html.contains("data:image/png;base64,"))
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("<link"))
        #expect(html.contains(#"<pre class="command">trellis snapshot card.yaml --record failed</pre>"#))
        #expect(html.contains("user-select:all"))
        #expect(html.contains(#"<span class="add">+ y</span>"#))
        #expect(html.contains("card.yaml &lt;&amp;&gt;"))
    }

    @Test func writerRefusesAFolderItCannotCreate() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: base.appendingPathComponent("file"))
        let writer = SnapshotReportWriter(directory: base.appendingPathComponent("file/report").path)
        #expect(throws: SnapshotError.self) { try writer.write(outcomes()) }
        let good = SnapshotReportWriter(directory: base.appendingPathComponent("report").path)
        try good.write(outcomes())
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: good.directory)) ?? []).sorted()
                == ["card.yaml", "index.html"])
        #expect(SnapshotReportWriter.slug("card.yaml [iPhone 15]") == "card.yaml-iPhone-15")
    }
}

@Suite struct DefaultsMatchTheCommandLineTests {
    /// The library's default options draw the bytes `trellis snapshot` recorded for the docs' example
    /// (padding 16 in both, one default).
    @Test func libraryRenderEqualsTheCLIReference() throws {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TrellisTestingTests/Specs")
        #expect(RenderOptions().padding == 16)
        let taken = try SnapshotCamera.take(
            try SnapshotSubject.spec(atPath: specs.appendingPathComponent("card.yaml").path),
            settings: SnapshotSettings())
        let reference = try Data(contentsOf: specs.appendingPathComponent("__snapshots__/card.png"))
        #expect(taken.png == [UInt8](reference))
        let layout = try String(
            contentsOf: specs.appendingPathComponent("__snapshots__/card.layout.txt"), encoding: .utf8)
        #expect(taken.layoutReport == layout)
        // A layout-only snapshot measures its text without glyphs: the same report, no image.
        let layoutOnly = try SnapshotCamera.take(
            try SnapshotSubject.spec(atPath: specs.appendingPathComponent("card.yaml").path),
            settings: SnapshotSettings(image: false))
        #expect(layoutOnly.png == nil)
        #expect(layoutOnly.layoutReport == layout)
    }
}
