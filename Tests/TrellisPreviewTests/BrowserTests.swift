import Foundation
import Testing
import TrellisCorpus

/// The repository root (this file is Tests/TrellisPreviewTests/BrowserTests.swift).
func repositoryRoot(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// A 50-view spec: a settings-like column of rows, each a label and a switch.
func settingsSpec(title: String) -> String { SettingsColumn.spec(title: title) }

/// The page in a real browser: headless Chromium (installed by the Makefile) loads it, the spec changes on
/// disk, the new drawing must be in the page's DOM within a bounded time, hovering shows the view's details,
/// and the screenshot shows the hover highlight.
@Test(.timeLimit(.minutes(2))) func thePageRedrawsOnSaveInARealBrowser() async throws {
    let root = repositoryRoot()
    let python = root.appendingPathComponent(".venv/bin/python").path
    try #require(
        FileManager.default.isExecutableFile(atPath: python), "run `make venv` (the Makefile's test target does)")
    let fixture = try await PreviewFixture(specs: [settingsSpec(title: "Setting")])
    let changed = fixture.directory.appendingPathComponent("changed.yaml")
    try settingsSpec(title: "Changed setting").write(to: changed, atomically: false, encoding: .utf8)
    let screenshot = fixture.directory.appendingPathComponent("page.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
        root.appendingPathComponent("Tests/TrellisPreviewTests/Browser/preview_probe.py").path,
        fixture.base.absoluteString + "/", fixture.specs[0].path, changed.path, "name3",
        screenshot.path,
    ]
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = await Task.detached { output.fileHandleForReading.readDataToEndOfFile() }.value
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    await fixture.stop()
    #expect(process.terminationStatus == 0, "probe failed: \(errorText)")
    let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(errorText)")
    #expect(result["loadedVersion"] as? Int == 1)
    #expect(result["hasSvg"] as? Bool == true)
    #expect((result["updatedVersion"] as? Int ?? 0) >= 2, "a truncate-then-write save may count as two versions")
    let latency = try #require(result["medianLatencyMs"] as? Double)
    #expect(latency < 3000, "save to repaint took \(latency) ms")
    #expect((result["hoverTitle"] as? String)?.hasPrefix("name3") == true)
    #expect((result["hoverConstraints"] as? Int ?? 0) >= 2, "the hovered label's constraints are listed")
    let size = try #require(result["screenshot"] as? [Int])
    #expect(size.count == 2 && size[0] == 1280 && size[1] > 600, "screenshot \(size)")
    #expect(result["highlightDrawn"] as? Bool == true, "the screenshot shows the hover highlight")
}
