import Foundation
import TrellisLayout
import TrellisSpec
import TrellisText

#if canImport(Glibc)
    import Glibc
#endif

/// The CLI end to end: `trellis layout grid.yaml` on the same 1,000-label grid as the engine benchmark,
/// written as a spec to a temporary file, run as a child process (stdout to /dev/null), best of `runs`.
/// In the same run, the parts measured in-process (best of `runs` each): process start with a one-view
/// spec (startup, argument parsing, font loading, writing), `SpecReader.read` of the grid spec, loading
/// the fonts (`TextEngine(fontDirectory:)`), a cold `LayoutEngine.solve` (a new `TextEngine` each time,
/// empty caches, as each process has) and a warm one (the text engine's caches filled by earlier solves).
enum LayoutCLIBenchmark {
    static func run(runs: Int = 7) {
        guard let trellis = trellisBinary() else {
            print(
                "  trellis CLI: skipped (build it first: swift build -c release --static-swift-stdlib --product trellis)"
            )
            return
        }
        do {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("trellis-bench-\(ProcessInfo.processInfo.processIdentifier)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let gridPath = directory.appendingPathComponent("grid.yaml").path
            let tinyPath = directory.appendingPathComponent("tiny.yaml").path
            let gridText = gridSpec(columns: 10, rows: 100)
            try gridText.write(toFile: gridPath, atomically: true, encoding: .utf8)
            try tinySpec.write(toFile: tinyPath, atomically: true, encoding: .utf8)

            let cli = try best(runs) { try spawn(trellis, ["layout", gridPath]) }
            let start = try best(runs) { try spawn(trellis, ["layout", tinyPath]) }
            let read = try best(runs) { _ = try SpecReader.read(text: gridText, file: gridPath) }
            let document = try SpecReader.read(text: gridText, file: gridPath)
            let fontDirectory = try TextEngine.bundledFontDirectory()
            let cold = try best(runs) {
                _ = try LayoutEngine(textEngine: try TextEngine(fontDirectory: fontDirectory)).solve(document)
            }
            let engine = LayoutEngine(textEngine: try TextEngine.bundled())
            _ = try engine.solve(document)
            let warm = try best(runs) { _ = try engine.solve(document) }
            let fonts = try best(runs) { _ = try TextEngine(fontDirectory: fontDirectory) }

            print("  trellis layout grid.yaml (the same 1,000 labels as a spec, a child process), best of \(runs):")
            print(String(format: "    CLI end to end             %8.2f ms   (target < 50 ms)", cli * 1000))
            print(
                String(
                    format: "    CLI on a one-view spec     %8.2f ms   (process start, font loading, output)",
                    start * 1000))
            print(
                String(
                    format: "    the grid's share           %8.2f ms   (end to end minus one-view)",
                    (cli - start) * 1000))
            print(String(format: "    in-process: SpecReader     %8.2f ms", read * 1000))
            print(
                String(format: "    in-process: font loading   %8.2f ms   (TextEngine(fontDirectory:))", fonts * 1000))
            print(
                String(
                    format: "    in-process: cold solve     %8.2f ms   (fresh TextEngine, font loading subtracted)",
                    (cold - fonts) * 1000))
            print(
                String(
                    format: "    in-process: warm solve     %8.2f ms   (text caches filled; CLI / warm solve %.1f×)",
                    warm * 1000, cli / warm))
        } catch {
            print("  trellis CLI benchmark failed: \(error)")
            exit(1)
        }
    }

    /// `trellis` beside this executable (both are built into `.build/release`).
    static func trellisBinary() -> String? {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let path = me.deletingLastPathComponent().appendingPathComponent("trellis").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Runs `binary arguments` with standard output and error sent to /dev/null and waits for it, through
    /// `posix_spawn` (Foundation's `Process` adds ~20 ms of its own per launch here, which would swamp the
    /// figure).
    static func spawn(_ binary: String, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchFailure("posix_spawn \(binary) failed: \(spawned)") }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { throw BenchFailure("waitpid failed") }
        guard status == 0 else {
            throw BenchFailure("trellis \(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
    }

    struct BenchFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Best (minimum) wall time of `runs` calls, in seconds.
    static func best(_ runs: Int, _ body: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.min() ?? 0
    }

    static let tinySpec = """
        canvas: {width: 320, height: 568, scale: 2}
        views:
          box:
            constraints: [left == superview.left, top == superview.top, width == 10, height == 10]

        """

    /// `LayoutBenchmarkDocument.grid` as a spec: the same views, texts, fonts and constraints.
    static func gridSpec(columns: Int, rows: Int) -> String {
        var out = """
            canvas: {width: 1200, height: 2400, scale: 2}
            views:
              grid:
                constraints:
                  - leading == superview.leading
                  - top == superview.top
                  - width == superview.width
                  - height == superview.height
                subviews:

            """
        for row in 0..<rows {
            for column in 0..<columns {
                let leading = column == 0 ? "superview.leading" : "label_\(row)_\(column - 1).trailing"
                let top = row == 0 ? "superview.top" : "label_\(row - 1)_\(column).bottom"
                out += "      label_\(row)_\(column):\n        kind: label\n        text: Label \(row) \(column)\n"
                out += "        font: 13\n        constraints:\n"
                out += "          - leading == \(leading) + 8\n          - top == \(top) + 4\n"
            }
        }
        return out
    }
}
