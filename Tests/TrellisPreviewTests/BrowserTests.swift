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
    let result = try await runBrowserProbe(
        "preview_probe.py",
        [fixture.base.absoluteString + "/", fixture.specs[0].path, changed.path, "name3", screenshot.path])
    await fixture.stop()
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

/// Runs a probe of `Tests/TrellisPreviewTests/Browser` with the repository's `.venv` Python and returns the
/// JSON object it prints; a probe that fails is a test failure with its standard error. The pipes are read
/// and the process waited for on a thread of its own, never on the two cooperative threads: the preview
/// server the probe talks to answers on those (two browser tests blocking one each stalled both servers).
func runBrowserProbe(_ script: String, _ arguments: [String]) async throws -> [String: Any] {
    let root = repositoryRoot()
    let python = root.appendingPathComponent(".venv/bin/python").path
    try #require(
        FileManager.default.isExecutableFile(atPath: python), "run `make venv` (the Makefile's test target does)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [root.appendingPathComponent("Tests/TrellisPreviewTests/Browser/" + script).path] + arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let running = RunningProbe(process: process, output: output, errors: errors)
    let (data, errorData) = await withCheckedContinuation { continuation in
        Thread {
            let data = running.output.fileHandleForReading.readDataToEndOfFile()
            let errorData = running.errors.fileHandleForReading.readDataToEndOfFile()
            running.process.waitUntilExit()
            continuation.resume(returning: (data, errorData))
        }.start()
    }
    let errorText = String(decoding: errorData, as: UTF8.self)
    #expect(process.terminationStatus == 0, "probe failed: \(errorText)")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(errorText)")
}

/// A started probe handed to the thread that reads it (Foundation's process and pipes aren't `Sendable`;
/// only that thread touches them until the process has exited).
private struct RunningProbe: @unchecked Sendable {
    let process: Process
    let output: Pipe
    let errors: Pipe
}
