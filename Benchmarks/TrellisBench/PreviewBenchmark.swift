import Foundation
import TrellisCorpus

/// `trellis-bench preview`: save-to-repaint latency of `trellis preview` in a real browser, and the
/// server's CPU use while idle. Starts the release `trellis preview` on a 50-view spec, drives headless
/// Chromium with `Tests/TrellisPreviewTests/Browser/preview_probe.py` (the browser test's probe) through 20
/// saves — each an editor-style write and rename — and reports the latencies from the write to the page's
/// own paint stamp; then samples the server's CPU time over 5 idle seconds with the page still open.
enum PreviewBenchmark {
    static func run() {
        guard let trellis = LayoutCLIBenchmark.trellisBinary(),
            FileManager.default.isExecutableFile(
                atPath: URL(fileURLWithPath: trellis).deletingLastPathComponent()
                    .appendingPathComponent("trellis-preview").path)
        else {
            print(
                "preview: build trellis and trellis-preview first (swift build -c release --static-swift-stdlib --product trellis, "
                    + "then --product trellis-preview)")
            return
        }
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let python = root.appendingPathComponent(".venv/bin/python").path
        let probe = root.appendingPathComponent("Tests/TrellisPreviewTests/Browser/preview_probe.py").path
        guard FileManager.default.fileExists(atPath: python), FileManager.default.fileExists(atPath: probe) else {
            print("preview: run from the repository root after `make venv`")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-preview-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("settings.yaml"),
            changed = directory.appendingPathComponent("changed.yaml")
        do {
            try settingsScreen(title: "Setting").write(to: spec, atomically: true, encoding: .utf8)
            try settingsScreen(title: "Changed").write(to: changed, atomically: true, encoding: .utf8)
        } catch {
            print("preview: cannot write the specs: \(error)")
            return
        }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: trellis)
        server.arguments = ["preview", spec.path, "--port", "0"]
        let serverOutput = Pipe()
        server.standardOutput = serverOutput
        server.standardError = FileHandle.nullDevice
        do { try server.run() } catch {
            print("preview: cannot start trellis preview: \(error)")
            return
        }
        defer { server.interrupt(); server.waitUntilExit() }
        let line = String(decoding: serverOutput.fileHandleForReading.availableData, as: UTF8.self)
        guard let url = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }) else {
            print("preview: the server printed no address: \(line)")
            return
        }
        let probeRun = Process()
        probeRun.executableURL = URL(fileURLWithPath: python)
        probeRun.arguments = [
            probe, String(url), spec.path, changed.path, "name3",
            directory.appendingPathComponent("page.png").path, "--repeat", "20",
        ]
        let probeOutput = Pipe()
        probeRun.standardOutput = probeOutput
        do { try probeRun.run() } catch {
            print("preview: cannot run the probe: \(error)")
            return
        }
        let data = probeOutput.fileHandleForReading.readDataToEndOfFile()
        probeRun.waitUntilExit()
        guard let result = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let latencies = result["latenciesMs"] as? [Double], !latencies.isEmpty
        else {
            print("preview: the probe failed: \(String(decoding: data, as: UTF8.self))")
            return
        }
        let sorted = latencies.sorted()
        func format(_ v: Double) -> String { String(format: "%.0f", v) }
        print(
            "save → repaint, 50-view spec, \(sorted.count) saves: median \(format(sorted[sorted.count / 2])) ms, "
                + "min \(format(sorted[0])) ms, max \(format(sorted[sorted.count - 1])) ms (target: median < 150 ms)")
        let before = cpuSeconds(of: server.processIdentifier)
        Thread.sleep(forTimeInterval: 5)
        let after = cpuSeconds(of: server.processIdentifier)
        print(
            "idle: \(String(format: "%.1f", (after - before) / 5 * 1000)) ms of CPU per second over 5 s with no page open"
        )
    }

    /// User + system CPU seconds of a process, from /proc.
    static func cpuSeconds(of pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// 50 views: a vertical stack of 24 label + switch rows.
    static func settingsScreen(title: String) -> String { SettingsColumn.spec(title: title) }
}
