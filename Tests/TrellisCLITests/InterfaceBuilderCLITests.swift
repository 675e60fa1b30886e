import Foundation
import Testing

/// `trellis layout | render | import` of Interface Builder documents: cases, names, JSON with document
/// ids, the stored-frame comparison, standard input recognised by content, exit statuses.
struct InterfaceBuilderCLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let twin = root.appendingPathComponent("Samples/ib/seed002-leaf-views-container.storyboard").path
    static let add = root.appendingPathComponent("Tests/Fixtures/ib-corpus/NetNewsWire/Add-2019.storyboard").path

    @Test func listPrintsTheCaseNames() throws {
        let result = try runTrellis(["layout", Self.add, "--list"])
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n")
        #expect(names.count == 12)
        #expect(names.first == "Add-2019.storyboard#AddWebFeedViewController")
        #expect(names.contains("Add-2019.storyboard#AddWebFeedFolderViewController/FolderCell"))
    }

    @Test func casesAreChosenByGlobAndReportedWithDocumentIDs() throws {
        let result = try runTrellis([
            "layout", Self.add, "--case", "*/FolderCell", "--case", "*#AddFolderViewController", "--json",
        ])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let cases = try #require(json?["cases"] as? [[String: Any]])
        #expect(
            cases.map { $0["name"] as? String } == [
                "Add-2019.storyboard#AddWebFeedFolderViewController/FolderCell",
                "Add-2019.storyboard#AddFolderViewController",
            ])
        let views = try #require(cases[0]["views"] as? [[String: Any]])
        #expect(views.first?["documentID"] as? String == "bA3-AB-H1n")
        #expect((cases[0]["readerWarnings"] as? [Any])?.isEmpty == true)
        // A glob that matches nothing: a one-line error listing cases, exit 1.
        let none = try runTrellis(["layout", Self.add, "--case", "Nope*"])
        #expect(none.status == 1 && none.stdout.isEmpty && none.stderr.contains("no case of"))
    }

    @Test func compareStoredListsTheDifferences() throws {
        let result = try runTrellis(["layout", Self.twin, "--compare-stored"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("stored frames: 3 of 3 views placed by Auto Layout match"))
        #expect(result.stdout.hasSuffix("compared: 3 of 3 views placed by Auto Layout match (100 %)\n"))
        let json = try runTrellis(["layout", Self.twin, "--compare-stored", "--json"])
        #expect(json.stdout.contains("\"verdict\": \"match\""))
    }

    @Test func standardInputIsRecognisedByContent() throws {
        let text = try String(contentsOfFile: Self.twin, encoding: .utf8)
        let result = try runTrellis(["layout", "-"], stdin: text)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("== stdin.storyboard#LeafViewsContainer\n"))
        #expect(result.stdout.contains("    label2   container  (216, 116.5) 68 × 20.5"))
    }

    @Test func hostileDocumentsExitOneWithALocatedError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ib-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("evil.xib")
        try """
        <?xml version="1.0"?>
        <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label text="&secret;"/></objects></document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try runTrellis(["layout", file.path])
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(file.path):2:1: error: a DOCTYPE"))
        #expect(!result.stderr.contains("root:x"))
    }

    @Test func renderWritesOneImagePerCase() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ib-render-\(getpid())")
        let result = try runTrellis([
            "render", Self.add, "--case", "*Cell", "--case", "*#AddFolderViewController", "-o", dir.path + "/",
        ])
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(
            files == [
                "Add-2019-AddFolderViewController.png", "Add-2019-AddWebFeedFolderViewController-AccountCell.png",
                "Add-2019-AddWebFeedFolderViewController-FolderCell.png", "Add-2019-AddWebFeedViewController-Cell.png",
            ])
    }

    @Test func importWritesASpec() throws {
        let result = try runTrellis(["import", Self.twin])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  - label2.leading == label1.trailing + 91\n"))
        let many = try runTrellis(["import", Self.add])
        #expect(many.status == 1 && many.stderr.contains("12 cases: pick one with --case"))
    }

    /// One snapshot per case, references named after the document and the case; a second run passes.
    @Test func snapshotTakesEveryCase() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ib-snap-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // `--record missing` as written: on CI (`CI=true`) the default is `never`.
        let first = try runTrellis(["snapshot", Self.twin, "--snapshots", dir.path, "--record", "missing"])
        // Writing a reference fails the run (a new snapshot is never accepted silently).
        #expect(first.status == 1)
        #expect(first.stdout.hasSuffix("snapshots: 0 passed, 0 failed, 1 recorded\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(
            files == [
                "seed002-leaf-views-container.LeafViewsContainer.layout.txt",
                "seed002-leaf-views-container.LeafViewsContainer.png",
            ])
        let second = try runTrellis(["snapshot", Self.twin, "--snapshots", dir.path])
        #expect(second.status == 0 && second.stdout.hasSuffix("snapshots: 1 passed, 0 failed\n"))
    }

    /// `trellis snapshot --device` reads the document for that screen, as `trellis layout --device` does:
    /// the scene fills the iPhone 15's 393 × 852 (its root stayed 375 × 667 on a device canvas before).
    @Test func snapshotOnADeviceReadsTheDocumentForItsScreen() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ib-device-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let taken = try runTrellis([
            "snapshot", Self.twin, "--snapshots", dir.path, "--record", "missing", "--device", "iPhone 15",
        ])
        #expect(taken.stdout.hasSuffix("snapshots: 0 passed, 0 failed, 1 recorded\n"))
        let report = try String(
            contentsOf: dir.appendingPathComponent(
                "seed002-leaf-views-container.LeafViewsContainer.iPhone-15.layout.txt"),
            encoding: .utf8)
        #expect(report.hasPrefix("canvas 393 × 852 @3x (iPhone 15)\n"))
        #expect(report.contains("root         -          (0, 0) 393 × 852 "))
        let layout = try runTrellis(["layout", Self.twin, "--device", "iPhone 15"])
        #expect(layout.stdout.contains("  container  root       (0, 20) 284 × 194.666667"))
        #expect(report.contains("  container  root       (0, 20) 284 × 194.666667"))
    }

    /// Standard input is looked at once to recognise a document; a YAML spec on it is still rendered.
    @Test func renderReadsASpecFromStandardInputAfterLookingAtIt() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ib-stdin-\(getpid()).png")
        let spec =
            "canvas: {width: 100, height: 50}\nviews: {a: {constraints: [leading == superview.leading, top == superview.top, width == 10, height == 10]}}\n"
        let result = try runTrellis(["render", "-", "-o", out.path], stdin: spec)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    /// `--strict` holds for every case: a document whose case has a conflict fails with its diagnostics.
    @Test func strictFailsOnACaseWithAConflict() throws {
        let ok = try runTrellis(["layout", Self.twin, "--strict"])
        #expect(ok.status == 0)
        let conflict = try runTrellis(
            [
                "layout",
                Self.root.appendingPathComponent(
                    "Tests/Fixtures/ib-corpus/IQKeyboardManager/SpecialCase-2025.storyboard"
                ).path,
                "--strict",
            ])
        #expect(conflict.status == 1 && conflict.stdout.isEmpty)
        #expect(conflict.stderr.contains("SpecialCase-2025.storyboard#"))
    }

    /// `render --matrix` draws a spec's contact sheet: a document gets a one-line error naming `--device`;
    /// `--device` works.
    @Test func renderMatrixIsRefusedAndDeviceLaysOutOnAnotherScreen() throws {
        let matrix = try runTrellis(["render", Self.twin, "--matrix", "device=iPhone 15", "-o", "/dev/null"])
        #expect(matrix.status == 1 && matrix.stdout.isEmpty && matrix.stderr.contains("--device and --orientation"))
        let device = try runTrellis(["layout", Self.twin, "--device", "iPhone 15", "--orientation", "landscape"])
        #expect(device.status == 0)
        #expect(device.stdout.contains("canvas 852 × 393 @3x (iPhone 15)"))
    }

    /// `layout --matrix`: every case in every configuration, each read for its screen, named by its caption;
    /// in JSON one entry per case and configuration. A split view (not a whole screen) is refused.
    @Test func layoutMatrixLaysEveryCaseOutInEveryConfiguration() throws {
        let text = try runTrellis([
            "layout", Self.twin, "--matrix", "direction=ltr,rtl", "--matrix", "device=iPhone 15",
        ])
        #expect(text.status == 0)
        let sections = text.stdout.components(separatedBy: "\n== ")
        #expect(sections.count == 2)
        #expect(
            sections[0].hasPrefix("== seed002-leaf-views-container.storyboard#LeafViewsContainer [iPhone 15 · ltr]\n"))
        #expect(sections[0].contains("  container  root       (0, 20) 284 × 194.666667 "))
        #expect(sections[1].hasPrefix("seed002-leaf-views-container.storyboard#LeafViewsContainer [iPhone 15 · rtl]\n"))
        #expect(sections[1].contains("canvas 393 × 852 @3x (iPhone 15) · rtl\n"))
        // Right to left on the 393-pt screen: 393 − 284.
        #expect(sections[1].contains("  container  root       (109, 20) 284 × 194.666667 "))
        let json = try runTrellis(["layout", Self.twin, "--matrix", "type=L,AX-XXXL", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        #expect(cases.map { $0["configuration"] as? String } == ["L", "AX-XXXL"])
        #expect(cases.allSatisfy { ($0["views"] as? [Any])?.count == 4 })
        let split = try runTrellis(["layout", Self.twin, "--matrix", "split=half"])
        #expect(split.status == 1 && split.stdout.isEmpty && split.stderr.contains("a whole screen"))
    }

    /// `--direction`, `--type` and the size classes put their traits on every case: right to left, the
    /// leading-pinned container moves to the right edge (375 − 284); a misspelt value is `--matrix`'s
    /// message under the option's name; a spec refuses them.
    @Test func environmentOptionsApplyToEveryCase() throws {
        let rtl = try runTrellis(["layout", Self.twin, "--direction", "rtl", "--type", "AX-XXXL"])
        #expect(rtl.status == 0)
        #expect(rtl.stdout.contains("canvas 375 × 667 @2x (iPhone 8) · rtl · AX-XXXL"))
        #expect(rtl.stdout.contains("  container  root       (91, 20) 284 × 195"))
        let misspelt = try runTrellis(["layout", Self.twin, "--direction", "up"])
        #expect(misspelt.status == 1 && misspelt.stdout.isEmpty)
        #expect(
            misspelt.stderr
                == "error: --direction: unknown direction 'up'; expected one of ltr, rtl, leftToRight, rightToLeft\n")
        let imported = try runTrellis(["import", Self.twin, "--direction", "rtl", "--horizontal-size-class", "regular"])
        #expect(imported.stdout.contains("layoutDirection: rightToLeft, horizontalSizeClass: regular}"))
    }

    /// Hostile documents end with exit 1 (or a report) in bounded memory: the peak resident size of the
    /// whole `trellis` process, measured by GNU time, stays under 256 MB for entity expansion, 10,000
    /// levels of nesting and a 7 MB attribute.
    @Test func hostileDocumentsStayInBoundedMemory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-ib-mem-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let laughs = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/ib-hostile/billion-laughs.xib"),
            encoding: .utf8)
        let deep =
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n"
            + String(repeating: "<view><subviews>\n", count: 10_000)
        let huge =
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" useAutolayout=\"YES\"><objects>"
            + "<view id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/><subviews><label text=\""
            + String(repeating: "x", count: 7_000_000)
            + "\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"l\"/></subviews></view></objects></document>\n"
        for (name, text) in [("laughs.xib", laughs), ("deep.xib", deep), ("huge.xib", huge)] {
            let file = dir.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
            var trellis = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis")
            if !FileManager.default.fileExists(atPath: trellis.path) {
                trellis = Bundle.main.bundleURL.appendingPathComponent("trellis")
            }
            process.arguments = ["-f", "%M", trellis.path, "layout", file.path]
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let lines = output.split(separator: "\n")
            #expect(lines.contains { $0.contains("error") }, "\(name)")
            let kilobytes = try #require(lines.last.flatMap { Int($0) }, "\(name): \(output.suffix(200))")
            #expect(kilobytes < 256_000, "\(name): \(kilobytes) KB")
        }
    }
}
