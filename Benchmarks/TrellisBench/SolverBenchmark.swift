import Foundation

/// `trellis-bench solver [--cap SECONDS] [N ...]`: builds the kiwi_bench layouts with Trellis and with
/// kiwisolver 1.5.1 in one run, each (layout, N, engine) in its own child process with a time cap, and
/// prints one row per (layout, N) with both times and their ratio.
/// `trellis-bench solver orders …` runs issue 8's families in several constraint orders instead
/// (see `SolverScaleBenchmark`).
enum SolverBenchmark {
    static let layouts = ["chain", "chain_weak", "grid", "grid_aspect"]

    static func run() {
        let args = Array(CommandLine.arguments.dropFirst(2))
        if args.first == "orders" { SolverScaleBenchmark.run(Array(args.dropFirst())); return }
        if args.first == "--scale-child", args.count == 4, let n = Int(args[3]) {
            do { try SolverScaleBenchmark.child(family: args[1], order: args[2], count: n) } catch {
                FileHandle.standardError.write("child failed: \(error)\n".data(using: .utf8) ?? Data())
                exit(1)
            }
            return
        }
        if args.first == "--child", args.count == 3, let n = Int(args[2]) {
            do { try runTrellisSolverChild(kind: args[1], count: n) } catch {
                FileHandle.standardError.write("child failed: \(error)\n".data(using: .utf8) ?? Data())
                exit(1)
            }
            return
        }
        var cap = 20.0
        var counts: [Int] = []
        var rest = args[...]
        while let arg = rest.popFirst() {
            if arg == "--cap", let value = rest.popFirst().flatMap(Double.init) {
                cap = value
            } else if let n = Int(arg), n > 0 {
                counts.append(n)
            }
        }
        if counts.isEmpty { counts = [100, 1000, 10000] }
        let root = packageRoot()
        guard let python = ensurePeerEnvironment(root: root) else { exit(1) }
        let peer = root + "/Benchmarks/peers/kiwi_peer.py"
        let me = CommandLine.arguments[0]
        emit("solver benchmark: Trellis vs kiwisolver 1.5.1, each cell a child process, cap \(Int(cap)) s")
        emit(
            "build = build + first solve + read all values; resize = suggestValue + read all values; best of 3 (kiwi: N <= 1000); thread CPU time"
        )
        emit(
            "| layout | N | constraints | Trellis build (ms) | kiwi build (ms) | kiwi / Trellis | Trellis peak RSS (MiB) | Trellis resize (µs) | kiwi resize (µs) | same solution |"
        )
        emit("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
        for layout in layouts {
            var kiwiGaveUp: String?
            var trellisGaveUp = false
            for n in counts {
                let ours =
                    trellisGaveUp ? nil : runChild([me, "solver", "--child", layout, String(n)], cap: max(90, cap * 3))
                if ours?.fields == nil { trellisGaveUp = true }
                var theirs: ChildResult?
                if kiwiGaveUp == nil {
                    theirs = runChild(
                        ["/bin/sh", "-c", "ulimit -v 8000000; exec \"$0\" \"$@\"", python, peer, layout, String(n)],
                        cap: cap)
                    if theirs?.fields == nil { kiwiGaveUp = theirs?.failure ?? "failed" }
                }
                emit(row(layout: layout, n: n, ours: ours, theirs: theirs, kiwiSkipped: kiwiGaveUp))
            }
        }
    }

    static func row(layout: String, n: Int, ours: ChildResult?, theirs: ChildResult?, kiwiSkipped: String?) -> String {
        // ours: build_ms resize_us rss_mb constraints sample; theirs: add_ms update_ms resize_us rss_mb sample
        let o = ours?.fields, t = theirs?.fields
        let oursBuild = o.flatMap { Double($0[0]) }
        let theirBuild = t.flatMap { t in Double(t[0]).map { $0 + (Double(t[1]) ?? 0) } }
        func ms(_ v: Double?) -> String { v.map { String(format: $0 < 10 ? "%.2f" : "%.1f", $0) } ?? "—" }
        let kiwiCell: String
        if let theirBuild {
            kiwiCell = ms(theirBuild)
        } else if let failure = theirs?.failure {
            kiwiCell = failure
        } else {
            kiwiCell = "skipped (\(kiwiSkipped ?? "smaller N failed"))"
        }
        var ratio = "—"
        if let oursBuild, let theirBuild {
            ratio = String(format: "%.0f×", theirBuild / oursBuild)
        } else if let oursBuild, let theirs, theirs.timedOut {
            // kiwi_peer.py makes 3 runs for N <= 1000: one run took at least a third of the CPU time used.
            ratio = String(format: "> %.0f×", theirs.cap / (n <= 1000 ? 3 : 1) * 1000 / oursBuild)
        }
        let same: String
        if let o, let t {
            same = o[4] == t[4] ? "yes" : "no: \(o[4]) vs \(t[4])"
        } else {
            same = o.map { "Trellis: \($0[4])" } ?? "—"
        }
        return
            "| \(layout) | \(n) | \(o?[3] ?? "—") | \(o == nil ? (ours?.failure ?? "skipped") : ms(oursBuild)) | \(kiwiCell) | \(ratio) | \(o?[2] ?? "—") | \(o?[1] ?? "—") | \(t?[2] ?? "—") | \(same) |"
    }

    struct ChildResult {
        var fields: [String]?
        var failure: String?
        var timedOut = false
        /// The time limit, or for a timed-out child the CPU seconds it had used (a lower bound).
        var cap: Double
    }

    /// Runs a child process, killing it after `cap` seconds.
    static func runChild(_ command: [String], cap: Double) -> ChildResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return ChildResult(failure: "cannot start: \(error)", cap: cap) }
        let deadline = Date().addingTimeInterval(cap)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        if process.isRunning {
            let cpu = cpuSecondsOfProcess(process.processIdentifier)
            process.terminate()
            process.waitUntilExit()
            let spent = cpu.map { String(format: " (%.1f s CPU)", $0) } ?? ""
            return ChildResult(failure: "timeout >\(Int(cap))s\(spent)", timedOut: true, cap: cpu ?? cap)
        }
        let text = String(data: out.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
        let fields = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard process.terminationStatus == 0, fields.count >= 5 else {
            let message = String(data: err.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8) ?? ""
            let last = message.split(separator: "\n").last.map(String.init) ?? "exit \(process.terminationStatus)"
            return ChildResult(failure: "failed: \(last.prefix(60))", cap: cap)
        }
        return ChildResult(fields: fields, cap: cap)
    }

    /// User + system CPU time of a running process, from /proc/<pid>/stat (clock ticks of 1/100 s).
    static func cpuSecondsOfProcess(_ pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, utime and stime are fields 14 and 15.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / 100
    }

    /// <root>/.venv/bin/python with kiwisolver 1.5.1, created if missing (as `make venv` does).
    static func ensurePeerEnvironment(root: String) -> String? {
        let python = root + "/.venv/bin/python"
        let check = runChild(
            [
                python, "-c",
                "import kiwisolver, sys; sys.stdout.write('1.5.1 ok x y z' if kiwisolver.__version__ == '1.5.1' else '')",
            ], cap: 60)
        if check.fields != nil { return python }
        emit("creating \(root)/.venv with kiwisolver==1.5.1 …")
        let setup =
            "cd \"$0\" && python3 -m venv .venv && .venv/bin/pip install -q kiwisolver==1.5.1 && touch .venv/.installed && echo ok a b c d"
        let made = runChild(["/bin/sh", "-c", setup, root], cap: 600)
        guard made.fields != nil else {
            print("could not create the kiwisolver environment (\(made.failure ?? "?")); run `make venv`")
            return nil
        }
        return python
    }

    /// The directory holding Package.swift, found from this file's path.
    static func packageRoot(file: String = #filePath) -> String {
        var url = URL(fileURLWithPath: file).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            url.deleteLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }
}

/// Writes a line to standard output at once (the table is read while it is being produced).
func emit(_ line: String) {
    FileHandle.standardOutput.write((line + "\n").data(using: .utf8) ?? Data())
}
