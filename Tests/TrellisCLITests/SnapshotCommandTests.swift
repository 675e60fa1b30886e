import Foundation
import Testing
import TrellisRender

/// `trellis snapshot` end to end through the built binary: the docs' shell example, its failure path, the
/// record modes, bad input, and the HTML report opened in headless Chromium.
@Suite struct SnapshotCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let exampleSpecs = packageRoot.appendingPathComponent("Tests/TrellisTestingTests/Specs")

    /// A temporary copy of the example spec and its references; `change` edits the spec's text.
    func workspace(change: ((String) -> String)? = nil, references: Bool = true) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let spec = try String(contentsOf: Self.exampleSpecs.appendingPathComponent("card.yaml"), encoding: .utf8)
        try (change?(spec) ?? spec).write(
            to: dir.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        if references {
            try FileManager.default.copyItem(
                at: Self.exampleSpecs.appendingPathComponent("__snapshots__"),
                to: dir.appendingPathComponent("__snapshots__"))
        }
        return dir
    }

    /// label1's text twice as long: one more line, so label1.height 33.5 → 50.5.
    static func longerLabel(_ spec: String) -> String {
        var replaced = false
        return spec.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if !replaced, line.contains("text: 天地玄黄") {
                replaced = true
                return line + " 金生丽水 玉出昆冈 剑号巨阙 珠称夜光"
            }
            return String(line)
        }.joined(separator: "\n")
    }

    func run(
        _ arguments: [String], in dir: URL? = nil, environment: [String: String] = [:],
        executable: String? = nil
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        let buildDir = Bundle.main.bundleURL.deletingLastPathComponent()
        var binary = buildDir.appendingPathComponent("trellis")
        if !FileManager.default.fileExists(atPath: binary.path) {
            binary = Bundle.main.bundleURL.appendingPathComponent("trellis")
        }
        process.executableURL = URL(fileURLWithPath: executable ?? binary.path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        env["TRELLIS_SNAPSHOT_RECORD"] = nil
        env["TRELLIS"] = binary.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let dir { process.currentDirectoryURL = dir }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    func files(_ dir: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: dir.path)
        return ((enumerator?.allObjects as? [String]) ?? []).sorted()
    }

    // MARK: The docs' shell example

    @Test func shellExamplePassesOnTheCommittedReferences() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try run(
            ["sh", "docs/examples/snapshot.sh"], in: Self.packageRoot,
            environment: ["REPORT": report.path], executable: "/usr/bin/env")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("✓ Tests/TrellisTestingTests/Specs/card.yaml"))
        #expect(result.stdout.contains("snapshots: 1 passed, 0 failed"))
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="1" failures="0" errors="0""#))
    }

    @Test func shellExampleFailsOnAChangedSpecWithALayoutDiffAndADiffImage() throws {
        let dir = try workspace(change: Self.longerLabel)
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report")
        let result = try run(
            ["sh", Self.packageRoot.appendingPathComponent("docs/examples/snapshot.sh").path], in: dir,
            environment: ["SPECS": dir.path, "REPORT": report.path], executable: "/usr/bin/env")
        #expect(result.status == 1)
        #expect(result.stdout.contains("label1.height 33.5 → 50.5"), "\(result.stdout)")
        #expect(result.stdout.contains("bgView.height 128 → 145"))
        #expect(result.stdout.contains("label2 moved (10, 53.5) → (10, 70.5)"))
        #expect(result.stdout.contains("image differs from"))
        #expect(files(report).contains("card.yaml/diff.png"))
        let diff = try PNGDecoder.decode(
            [UInt8](try Data(contentsOf: report.appendingPathComponent("card.yaml/diff.png"))))
        #expect(diff.pixels.contains(RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)))
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<failure message=\""))
        #expect(junit.contains("label1.height 33.5 → 50.5"))
        // The references are untouched in record mode never.
        #expect(
            try Data(contentsOf: dir.appendingPathComponent("__snapshots__/card.png"))
                == Data(contentsOf: Self.exampleSpecs.appendingPathComponent("__snapshots__/card.png")))
    }

    // MARK: Record modes

    @Test func missingRecordsAndFailsThenPasses() throws {
        let dir = try workspace(references: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try run(["snapshot", "card.yaml"], in: dir)
        #expect(first.status == 1)
        #expect(first.stdout.contains("recorded __snapshots__/card.layout.txt, __snapshots__/card.png"))
        #expect(
            files(dir) == ["__snapshots__", "__snapshots__/card.layout.txt", "__snapshots__/card.png", "card.yaml"])
        let second = try run(["snapshot", "card.yaml"], in: dir)
        #expect(second.status == 0, "\(second.stdout)")
    }

    @Test func ciDefaultsToNeverAndNamesTheMissingFolder() throws {
        let dir = try workspace(references: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["snapshot", "card.yaml"], in: dir, environment: ["CI": "true"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "no reference __snapshots__/card.layout.txt, __snapshots__/card.png "
                    + "(the folder __snapshots__ does not exist)"), "\(result.stdout)")
        #expect(files(dir) == ["card.yaml"])
    }

    @Test func failedRerecordsOnlyWhatDiffers() throws {
        let dir = try workspace(change: Self.longerLabel)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["snapshot", "card.yaml", "--record", "failed"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.contains("re-recorded"))
        #expect(try run(["snapshot", "card.yaml", "--record", "never"], in: dir).status == 0)
    }

    @Test func devicesHaveTheirOwnReferences() throws {
        let dir = try workspace(references: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = [
            "snapshot", "card.yaml", "--device", "iPhone SE (1st generation)", "--device", "iPhone 15", "--no-image",
        ]
        #expect(try run(args, in: dir).status == 1)
        #expect(files(dir).contains("__snapshots__/card.iPhone-15.layout.txt"))
        #expect(files(dir).contains("__snapshots__/card.iPhone-SE-1st-generation.layout.txt"))
        let text = try String(
            contentsOf: dir.appendingPathComponent("__snapshots__/card.iPhone-15.layout.txt"), encoding: .utf8)
        #expect(text.hasPrefix("canvas 393 × 852 @3x (iPhone 15)"))
        #expect(try run(args, in: dir).status == 0)
    }

    /// Themes and scales are configurations too: four references, each drawn as its name says (the dark
    /// ones on the dark page, the @1x ones a third of the @3x size), and a change fails all four with a
    /// re-record command that selects its own configuration.
    @Test func themesAndScalesHaveTheirOwnReferences() throws {
        let dir = try workspace(references: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["snapshot", "card.yaml", "--matrix", "theme=light,dark", "--matrix", "scale=1,3"]
        let recorded = try run(args, in: dir)
        #expect(recorded.status == 1)
        let names = ["card.light.1x", "card.light.3x", "card.dark.1x", "card.dark.3x"]
        for name in names {
            #expect(files(dir).contains("__snapshots__/\(name).png"), "\(files(dir))")
            #expect(files(dir).contains("__snapshots__/\(name).layout.txt"))
        }
        func image(_ name: String) throws -> RasterImage {
            try PNGDecoder.decode(Array(try Data(contentsOf: dir.appendingPathComponent("__snapshots__/\(name).png"))))
        }
        func page(_ theme: RenderTheme) -> RasterImage.Pixel {
            let c = theme.canvasBackground
            func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
            return RasterImage.Pixel(red: byte(c.red), green: byte(c.green), blue: byte(c.blue), alpha: byte(c.alpha))
        }
        let light1 = try image("card.light.1x"), light3 = try image("card.light.3x"), dark1 = try image("card.dark.1x")
        #expect(light3.width == 3 * light1.width && light3.height == 3 * light1.height)
        #expect(dark1.width == light1.width)
        // The page's corner pixel: the light and the dark theme's page colours.
        #expect(light1.pixel(x: 0, y: 0) == page(.light))
        #expect(dark1.pixel(x: 0, y: 0) == page(.dark))
        #expect(page(.light) != page(.dark))
        #expect(try run(args + ["--record", "never"], in: dir).status == 0)

        try Self.longerLabel(try String(contentsOf: dir.appendingPathComponent("card.yaml"), encoding: .utf8))
            .write(to: dir.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let failed = try run(args + ["--record", "never", "--junit", "junit.xml"], in: dir)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("card.yaml [dark · @3x]"), "\(failed.stdout)")
        #expect(failed.stdout.contains("snapshots: 0 passed, 4 failed"), "\(failed.stdout)")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(
            junit.contains(
                "re-record: trellis snapshot card.yaml --matrix theme=dark --matrix scale=3 --record failed"),
            "\(junit)")
    }

    @Test func devicesAndTraitsCombine() throws {
        let dir = try workspace(references: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["snapshot", "card.yaml", "--device", "iPhone 15", "--matrix", "direction=ltr,rtl", "--no-image"]
        #expect(try run(args, in: dir).status == 1)
        #expect(files(dir).contains("__snapshots__/card.iPhone-15.ltr.layout.txt"))
        #expect(files(dir).contains("__snapshots__/card.iPhone-15.rtl.layout.txt"))
        let ltr = try String(
            contentsOf: dir.appendingPathComponent("__snapshots__/card.iPhone-15.ltr.layout.txt"), encoding: .utf8)
        let rtl = try String(
            contentsOf: dir.appendingPathComponent("__snapshots__/card.iPhone-15.rtl.layout.txt"), encoding: .utf8)
        #expect(ltr.hasPrefix("canvas 393 × 852 @3x (iPhone 15)"))
        #expect(ltr != rtl)
        #expect(try run(args, in: dir).status == 0)
    }

    // MARK: Bad input

    @Test(arguments: [
        (["--threshold", "1.5"], "threshold 1.5 is outside 0…1"),
        (["--threshold=-0.1"], "outside 0…1"),
        (["--max-diff-pixels", "3", "--max-diff-ratio", "0.1"], "not both"),
        (["--max-diff-ratio", "2"], "outside 0…1"),
        (["--record", "sometimes"], "invalid --record 'sometimes'"),
        (["--device", "Nokia 3310"], "unknown --device 'Nokia 3310'"),
        (["--scale", "7"], "invalid --scale '7'"),
        (["--matrix", "theme=sepia"], "unknown theme 'sepia'"),
        (["--matrix", "scale=4"], "'4' is not a screen scale"),
        (["--matrix", "device=iPhone 15", "--device", "iPhone 15"], "not both"),
        (["--matrix", "colour=red"], "unknown key 'colour'"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let dir = try workspace(references: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["snapshot", "card.yaml"] + arguments, in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(files(dir) == ["card.yaml"])
    }

    @Test func corruptTruncatedAndResizedReferencesNameTheFile() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("__snapshots__/card.png")
        let good = try Data(contentsOf: png)
        try good.prefix(good.count / 2).write(to: png)
        var result = try run(["snapshot", "card.yaml", "--record", "never"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("__snapshots__/card.png: cannot read the reference: not a readable PNG"),
            "\(result.stdout)")
        var corrupt = good
        corrupt[corrupt.count - 20] ^= 0xFF // inside the image data: its checksum fails
        try corrupt.write(to: png)
        result = try run(["snapshot", "card.yaml", "--record", "never"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.contains("__snapshots__/card.png: cannot read the reference"))
        // A reference of another size.
        let other = try run(
            ["snapshot", "card.yaml", "--record", "all", "--snapshots", "other", "--scale", "1"], in: dir)
        #expect(other.status == 1)
        try FileManager.default.removeItem(at: png)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("other/card.png"), to: png)
        result = try run(["snapshot", "card.yaml", "--record", "never"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("image size differs from __snapshots__/card.png: 352×600 px → 704×1200 px"),
            "\(result.stdout)")
    }

    @Test func unwritableReportFolderStopsBeforeAnythingIsRecorded() throws {
        let dir = try workspace(references: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("x".utf8).write(to: dir.appendingPathComponent("blocker"))
        let result = try run(["snapshot", "card.yaml", "--report", "blocker/report"], in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr == "error: blocker/report: blocker is a regular file, not a folder\n",
            "\(result.stderr)")
        #expect(files(dir) == ["blocker", "card.yaml"])
    }

    @Test func aBrokenSpecIsAnErrorNamingItsLine() throws {
        let dir = try workspace(change: {
            $0.replacingOccurrences(of: "left == superview.left + 10", with: "left == nowhere.left")
        })
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(["snapshot", "card.yaml", "--record", "never"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.contains("card.yaml:"), "\(result.stdout)")
        #expect(result.stdout.contains("nowhere"))
    }

    // MARK: The HTML report in a real browser

    @Test func htmlReportShowsExpectedActualAndDiffInChromium() throws {
        // References from a variant whose label2 isn't red (red is the diff's colour), then label1 turns blue.
        let dir = try workspace(
            change: { $0.replacingOccurrences(of: "background: red", with: "background: \"#336699\"") },
            references: false)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try run(["snapshot", "card.yaml", "--record", "missing"], in: dir).status == 1)
        let spec = dir.appendingPathComponent("card.yaml")
        try (try String(contentsOf: spec, encoding: .utf8)).replacingOccurrences(
            of: "background: purple", with: "background: blue"
        )
        .write(to: spec, atomically: true, encoding: .utf8)
        let result = try run(["snapshot", "card.yaml", "--record", "never", "--report", "report"], in: dir)
        #expect(result.status == 1)
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<script src") && !html.contains("<link"))
        #expect(html.contains(#"<input class="slider" type="range""#))
        #expect(html.contains("trellis snapshot card.yaml --record failed"))

        let shot = dir.appendingPathComponent("shot.png")
        let browser = try run(
            [
                "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--user-data-dir=\(dir.appendingPathComponent("profile").path)",
                "--window-size=1200,1400", "--screenshot=\(shot.path)",
                dir.appendingPathComponent("report/index.html").absoluteString,
            ],
            in: dir, executable: "/usr/bin/env")
        #expect(browser.status == 0, "chromium (Debian package 'chromium', installed by make): \(browser.stderr)")
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: shot)))
        #expect(image.width == 1200)
        func near(_ p: RasterImage.Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.red) - r) < 12 && abs(Int(p.green) - g) < 12 && abs(Int(p.blue) - b) < 12
        }
        // The band of rows where the diff pane shows red; within it, which thirds show what.
        var redRows: [Int] = []
        for y in 0..<image.height
        where (0..<image.width).contains(where: { near(image.pixels[y * image.width + $0], 255, 0, 0) }) {
            redRows.append(y)
        }
        let band = try #require(redRows.first.map { $0...(redRows.last ?? $0) })
        func columns(where test: (RasterImage.Pixel) -> Bool) -> [Int] {
            (0..<image.width).filter { x in band.contains { y in test(image.pixels[y * image.width + x]) } }
        }
        let purple = columns { near($0, 128, 0, 128) }, blue = columns { near($0, 0, 0, 255) }
        let red = columns { near($0, 255, 0, 0) }
        let third = image.width / 3
        // expected (purple label) | actual (blue label) | diff (red over grey)
        #expect(
            !purple.isEmpty && purple.allSatisfy { $0 < third },
            "purple columns \(purple.first ?? -1)…\(purple.last ?? -1)")
        #expect(
            !blue.isEmpty && blue.allSatisfy { $0 >= third && $0 < 2 * third },
            "blue \(blue.first ?? -1)…\(blue.last ?? -1)")
        #expect(!red.isEmpty && red.allSatisfy { $0 >= 2 * third }, "red \(red.first ?? -1)…\(red.last ?? -1)")
    }
}

/// docs/snapshots.md shows the shell example exactly as it is (and so as CI runs it); the Swift examples are
/// checked by `swiftExamplesInTheDocsAreTheTestedCode`.
@Test func snapshotDocsShellExampleIsTheRealFile() throws {
    let root = SnapshotCommandTests.packageRoot
    let doc = try String(contentsOf: root.appendingPathComponent("docs/snapshots.md"), encoding: .utf8)
    let marker = "<!-- shell example: "
    var examples = 0
    var rest = Substring(doc)
    while let start = rest.range(of: marker) {
        let after = rest[start.upperBound...]
        guard let end = after.range(of: " -->") else { break }
        let path = String(after[..<end.lowerBound])
        let fenceStart = try #require(after.range(of: "```"))
        let bodyStart = try #require(after[fenceStart.upperBound...].firstIndex(of: "\n"))
        let body = after[after.index(after: bodyStart)...]
        let fenceEnd = try #require(body.range(of: "\n```"))
        let shown = String(body[..<fenceEnd.lowerBound])
        let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(shown == file.trimmingCharacters(in: .newlines), "docs/snapshots.md's copy of \(path) is stale")
        examples += 1
        rest = body[fenceEnd.upperBound...]
    }
    #expect(examples == 1)
}
