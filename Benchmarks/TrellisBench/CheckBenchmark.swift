import Foundation

/// `trellis check` end to end (issue 54): the 50-view screen of `Benchmarks/CheckScreens` in the 48 default
/// environments, then 10 and 100 copies of it, and one screen in 24 and 96 environments — child processes,
/// best of `runs`, wall and CPU time (the child's user + system, steadier on a shared machine). The targets:
/// one screen under 0.5 s, 100 under 20 s, the time linear in specs × environments.
enum CheckBenchmark {
    static func run(runs: Int = 5) {
        guard let trellis = LayoutCLIBenchmark.trellisBinary() else {
            print("  trellis check: skipped (build it first: swift build -c release --product trellis)")
            return
        }
        do {
            let screen = try String(contentsOfFile: screenPath(), encoding: .utf8)
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("trellis-bench-check-\(ProcessInfo.processInfo.processIdentifier)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let specs = try (1...100).map { index -> String in
                let path = directory.appendingPathComponent("screen\(index).yaml").path
                try screen.write(toFile: path, atomically: true, encoding: .utf8)
                return path
            }
            let twentyFour = [
                "--matrix", "device=iPhone SE (1st generation),iPhone 16 Pro Max,iPad mini",
                "--matrix", "orientation=portrait,landscapeLeft", "--matrix", "direction=ltr,rtl",
            ]
            let cases: [(String, [String], Int)] = [
                ("1 screen × 24 environments", [specs[0]] + twentyFour + ["--matrix", "theme=light"], 24),
                ("1 screen × 48 (the default)", [specs[0]], 48),
                (
                    "1 screen × 96 (four text sizes)",
                    [specs[0]] + twentyFour + [
                        "--matrix", "type=large,XXXL,AX-L,AX-XXXL", "--matrix", "theme=light,dark",
                    ], 96
                ),
                ("10 screens × 48", Array(specs[0..<10]), 480),
                ("100 screens × 48", specs, 4800),
            ]
            print("  trellis check, the 50-view screen, child processes, best of \(runs):")
            for (name, arguments, units) in cases {
                let n = name.hasPrefix("100") ? 1 : runs
                let wall = try LayoutCLIBenchmark.best(n) {
                    try LayoutCLIBenchmark.spawn(trellis, ["check"] + arguments)
                }
                let cpu = try TableBenchmark.bestChildCPU(n) {
                    try LayoutCLIBenchmark.spawn(trellis, ["check"] + arguments)
                }
                let label = name.padding(toLength: 32, withPad: " ", startingAt: 0)
                print(
                    "    " + label
                        + String(
                            format: " %8.1f ms wall  %8.1f ms CPU  (%.2f ms CPU per spec × environment)", wall * 1000,
                            cpu * 1000, cpu * 1000 / Double(units)))
            }
        } catch {
            print("  trellis check benchmark failed: \(error)")
            exit(1)
        }
    }

    /// `Benchmarks/CheckScreens/fifty-views.yaml`, from this file's place in the checkout.
    static func screenPath() -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CheckScreens/fifty-views.yaml").path
    }
}
