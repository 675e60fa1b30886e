import Foundation
import TrellisCorpus
import TrellisLayout
import TrellisSpec
import TrellisText

#if canImport(Glibc)
    import Glibc
#endif

/// `trellis-bench scale [--quick] [--families a,b] [--sizes 10,100] [--timeout S] [--markdown FILE]
/// [--emit DIR]`: the realistic layout families of `TrellisCorpus` (issue 8), each at growing N, timed as
/// a user runs them — `trellis layout SPEC --json` and `trellis render SPEC -o PNG` as child processes
/// (whole process, median of 3 below 2 s, else one run), peak RSS from `wait4`, the growth exponent
/// log(t₂/t₁)/log(N₂/N₁) between successive N — and in the same run the peers: kiwisolver 1.5.1 on the
/// pure-constraint families (the same variables and equations in the same order) and Yoga (pyyoga) on the
/// stack families as their flexbox equivalent with a fake text measurer. Peers report their in-process
/// build + solve time (best of 3), compared with Trellis's in-process read + solve (best of 3, fonts loaded).
/// A process over the time limit is killed and reported as `timeout`; larger N of that family are skipped.
enum ScaleBenchmark {
    struct Options {
        var quick = false
        var families: [CorpusFamily] = CorpusFamily.all
        var sizes: [Int]?
        /// Per process; default 30 s, 10 s with `--quick`.
        var timeout: Double?
        var markdown: String?
        var emitDirectory: String?
        /// Print the deterministic work counters (`LayoutWork`) per family and N instead of timing.
        var work = false
        /// With `--work`: spec files to count instead of the families (a shape found elsewhere, a user's spec).
        var files: [String] = []
        /// Compare constraint orders of the reorderable families instead (`OrderBenchmark`).
        var orders = false
    }

    static func parse(_ arguments: [String]) -> Options? {
        var o = Options()
        var i = 0
        func value() -> String? { i += 1; return i < arguments.count ? arguments[i] : nil }
        while i < arguments.count {
            switch arguments[i] {
            case "--quick": o.quick = true
            case "--families":
                guard let list = value() else { return nil }
                let names = list.split(separator: ",").map(String.init)
                let unknown = names.filter { CorpusFamily.named($0) == nil }
                guard unknown.isEmpty else {
                    print(
                        "unknown families: \(unknown.joined(separator: ", ")); known: \(CorpusFamily.all.map(\.name).joined(separator: ", "))"
                    )
                    return nil
                }
                o.families = names.compactMap(CorpusFamily.named)
            case "--sizes":
                guard let list = value() else { return nil }
                o.sizes = list.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
            case "--timeout":
                guard let t = value().flatMap(Double.init), t > 0 else { return nil }
                o.timeout = t
            case "--markdown": o.markdown = value()
            case "--emit": o.emitDirectory = value()
            case "--work": o.work = true
            case "--orders": o.orders = true
            case "--files":
                guard let list = value() else { return nil }
                o.files = list.split(separator: ",").map(String.init)
            default: return nil
            }
            i += 1
        }
        return o
    }

    static let usage =
        "usage: trellis-bench scale [--quick] [--families a,b] [--sizes 10,100,1000] [--timeout SECONDS] [--markdown FILE] [--emit DIR] [--work [--files a.yaml,b.yaml]] [--orders [--emit DIR]]"

    static func run(_ arguments: [String]) {
        guard let options = parse(arguments) else { print(usage); exit(1) }
        let timeout = options.timeout ?? (options.quick ? 10 : 30)
        let sizes = options.sizes ?? (options.quick ? [10, 100, 1_000] : [10, 100, 1_000, 3_000, 10_000])
        if options.orders {
            if let directory = options.emitDirectory {
                OrderBenchmark.emit(sizes: options.sizes ?? [1_000], to: directory)
            } else {
                OrderBenchmark.run(sizes: options.sizes ?? [1_000])
            }
            return
        }
        if let directory = options.emitDirectory {
            emitSpecs(options.families, sizes: sizes, to: directory)
            return
        }
        if options.work, !options.files.isEmpty {
            printWork(files: options.files)
            return
        }
        if options.work {
            printWork(options.families, sizes: sizes)
            return
        }
        guard let trellis = LayoutCLIBenchmark.trellisBinary() else {
            print(
                "trellis-bench scale needs the CLI beside it: swift build -c release --static-swift-stdlib --product trellis"
            )
            exit(1)
        }
        let root = SolverBenchmark.packageRoot()
        guard let python = ensureScalePeers(root: root) else { exit(1) }
        let peer = root + "/Benchmarks/peers/scale_peer.py"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-scale-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let engine = bundledEngine()

        var report: [String] = []
        func line(_ s: String) { emit(s); report.append(s) }
        line(
            "scale benchmark (\(options.quick ? "quick" : "full")): whole process, release build, limit \(Int(timeout)) s per process"
        )
        line(
            "layout = `trellis layout SPEC --json` wall time and CPU time (user + system), render = `trellis render SPEC -o out.png` wall time (screen-sized canvases only), median of 3 below 2 s; "
                + "RSS = peak of the layout process (ru_maxrss, in MiB: 2^20 bytes); exp = growth exponent of the layout's CPU time from the previous N; "
                + "in-proc = SpecReader + LayoutEngine.solve in this process (fonts loaded), thread CPU time, best of 3; "
                + "solve = LayoutEngine.solve alone (the spec read once beforehand), best of 3: what the peers' figures compare with, as they are handed their equations or tree already built; "
                + "peer = kiwisolver 1.5.1 (same equations) or Yoga via pyyoga (flexbox equivalent, fake text measurer), in-process build + solve, CPU time, best of 3; peer RSS = peak of the peer's process"
        )
        line("")
        line(
            "| family | N | layout (ms) | layout CPU (ms) | render (ms) | RSS (MiB) | exp | in-proc (ms) | solve (ms) | peer | peer (ms) | peer RSS (MiB) | solve / peer |"
        )
        line("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |")
        for family in options.families {
            var previous: (n: Int, seconds: Double)?
            var gaveUp: String?
            var peerGaveUp: String?
            for n in sizes where n <= family.maximumN {
                if let gaveUp {
                    line("| \(family.name) | \(n) | skipped (\(gaveUp)) | | | | | | | | | | |")
                    continue
                }
                let spec = "\(directory)/\(family.name)-\(n).yaml"
                do { try family.spec(n).write(toFile: spec, atomically: true, encoding: .utf8) } catch {
                    print("cannot write \(spec): \(error)"); exit(1)
                }
                var cells: [String] = [family.name, String(n)]
                // The corpus at N = 10,000 goes past the default limits (deep nesting: two YAML levels per
                // view; the feed: 50,001 views in 7.7 MB of spec): they are raised to their ceilings.
                let limits = corpusLimitArguments
                let layout = measure([trellis, "layout", spec, "--json"] + limits, timeout: timeout)
                cells.append(layout.text)
                cells.append(layout.cpu.map { String(format: "%.1f", $0 * 1000) } ?? "–")
                let screen = family.spec(min(n, 1)).contains("device:")
                if screen, layout.seconds != nil {
                    cells.append(
                        measure([trellis, "render", spec, "-o", "\(directory)/out.png"] + limits, timeout: timeout).text
                    )
                } else {
                    cells.append("–")
                }
                cells.append(layout.rss.map { String(format: "%.0f", $0) } ?? "–")
                // The exponent from CPU time: wall time on a shared machine includes waiting for a core.
                if let cpu = layout.cpu, let p = previous {
                    cells.append(String(format: "%.2f", log(cpu / p.seconds) / log(Double(n) / Double(p.n))))
                } else {
                    cells.append("")
                }
                if let cpu = layout.cpu { previous = (n, cpu) } else { gaveUp = layout.text }
                var inProcess: Double?
                var solveOnly: Double?
                if let seconds = layout.seconds, seconds < 10 {
                    inProcess = try? LargeStack.run {
                        try threadCPUBest(3) {
                            let text = try String(contentsOfFile: spec, encoding: .utf8)
                            _ = try engine.solve(try SpecReader.read(text: text, file: spec, limits: corpusLimits))
                        }
                    }
                    solveOnly = try? LargeStack.run {
                        let text = try String(contentsOfFile: spec, encoding: .utf8)
                        let document = try SpecReader.read(text: text, file: spec, limits: corpusLimits)
                        return try threadCPUBest(3) { _ = try engine.solve(document) }
                    }
                }
                cells.append(inProcess.map { String(format: "%.1f", $0 * 1000) } ?? "–")
                cells.append(solveOnly.map { String(format: "%.1f", $0 * 1000) } ?? "–")
                let (peerName, peerInput) = peerInput(family, n, directory: directory)
                if let peerName, let peerInput {
                    cells.append(peerName)
                    if let peerGaveUp {
                        cells += ["skipped (\(peerGaveUp))", "", ""]
                    } else {
                        let result = runPeer(python, peer, peerName, peerInput, timeout: timeout)
                        var ratio = ""
                        if let mine = solveOnly, let theirs = result.ms {
                            ratio = String(format: "%.2f×", mine * 1000 / theirs)
                        }
                        let time: String = result.ms.map { String(format: "%.1f", $0) } ?? result.failure
                        cells += [time, result.rss ?? "", ratio]
                        if result.ms == nil { peerGaveUp = result.failure }
                    }
                } else {
                    cells += ["–", "", "", ""]
                }
                line("| " + cells.joined(separator: " | ") + " |")
            }
        }
        if let path = options.markdown {
            try? (report.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// Best (minimum) thread CPU time of `runs` calls, in seconds: the machine is shared, and wall time
    /// would include waiting for a core.
    static func threadCPUBest(_ runs: Int, _ body: () throws -> Void) throws -> Double {
        func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        var best = Double.infinity
        for _ in 0..<runs {
            let start = now()
            try body()
            best = min(best, now() - start)
        }
        return best
    }

    struct Measured {
        var seconds: Double?
        /// Median CPU seconds (user + system) of the runs.
        var cpu: Double?
        var rss: Double?
        var text: String
    }

    /// Median of 3 runs (one run when the first takes 2 s or more); "timeout" or "failed (exit n)".
    static func measure(_ argv: [String], timeout: Double) -> Measured {
        var times: [Double] = []
        var cpus: [Double] = []
        var rss = 0.0
        for _ in 0..<3 {
            guard let outcome = try? ProcessProbe.run(argv, timeout: timeout) else {
                return Measured(seconds: nil, cpu: nil, rss: nil, text: "failed (spawn)")
            }
            guard let seconds = outcome.seconds else {
                return Measured(
                    seconds: nil, cpu: nil, rss: outcome.peakRSSMegabytes, text: "timeout (>\(Int(timeout)) s)")
            }
            guard outcome.exitStatus == 0 else {
                return Measured(
                    seconds: nil, cpu: nil, rss: outcome.peakRSSMegabytes, text: "failed (exit \(outcome.exitStatus))")
            }
            times.append(seconds)
            cpus.append(outcome.cpuSeconds)
            rss = max(rss, outcome.peakRSSMegabytes)
            if seconds >= 2 { break }
        }
        let median = times.sorted()[times.count / 2]
        return Measured(
            seconds: median, cpu: cpus.sorted()[cpus.count / 2], rss: rss,
            text: String(format: "%.1f", median * 1000))
    }

    static func peerInput(_ family: CorpusFamily, _ n: Int, directory: String) -> (String?, String?) {
        let path = "\(directory)/\(family.name)-\(n).json"
        if let system = family.system(n) {
            try? system.json.write(toFile: path, atomically: true, encoding: .utf8)
            return ("kiwi", path)
        }
        if let tree = family.flexTree(n) {
            try? tree.write(toFile: path, atomically: true, encoding: .utf8)
            return ("yoga", path)
        }
        return (nil, nil)
    }

    static func runPeer(
        _ python: String, _ script: String, _ peer: String, _ input: String,
        timeout: Double
    ) -> (ms: Double?, rss: String?, failure: String) {
        let out = input + ".out"
        guard let outcome = try? ProcessProbe.run([python, script, peer, input], stdout: out, timeout: timeout) else {
            return (nil, nil, "failed (spawn)")
        }
        if outcome.timedOut { return (nil, nil, "timeout (>\(Int(timeout)) s)") }
        let fields = ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").split(separator: " ")
        guard outcome.exitStatus == 0, fields.count >= 2, let ms = Double(fields[0]) else {
            return (nil, nil, "failed (exit \(outcome.exitStatus))")
        }
        return (ms, String(format: "%.0f", outcome.peakRSSMegabytes), "")
    }

    /// `<root>/.venv/bin/python` with kiwisolver 1.5.1 and pyyoga, installed if missing (as `make venv`).
    static func ensureScalePeers(root: String) -> String? {
        guard let python = SolverBenchmark.ensurePeerEnvironment(root: root) else { return nil }
        let check = SolverBenchmark.runChild(
            [python, "-c", "import pyyoga, sys; sys.stdout.write('ok a b c d')"], cap: 60)
        if check.fields != nil { return python }
        emit("installing pyyoga into \(root)/.venv …")
        let made = SolverBenchmark.runChild(
            ["/bin/sh", "-c", "\"$0\" -m pip install -q pyyoga==0.1.0 && echo ok a b c d", python], cap: 600)
        guard made.fields != nil else {
            print("could not install pyyoga (\(made.failure ?? "?")); run `make venv`")
            return nil
        }
        return python
    }

    /// A layout engine with the bundled fonts, or exit with the reason. It solves as `trellis layout` does:
    /// the text measured without glyph runs (`TextDetail.metrics`), so the in-process figures are the
    /// layout the command computes, and what the peers (which place boxes only) compare with.
    static func bundledEngine() -> LayoutEngine {
        do { return LayoutEngine(textEngine: try TextEngine.bundled(), textDetail: .metrics) } catch {
            print("cannot load the bundled fonts: \(error)")
            exit(1)
        }
    }

    /// The work counters of an in-process solve of every family at each size, with the growth exponent of
    /// the solver's row-term operations: the machine-independent view of the same table.
    static func printWork(_ families: [CorpusFamily], sizes: [Int]) {
        let engine = bundledEngine()
        print("| family | N | installed | removed | stack installs | text layouts | pivots | row-term ops | exp |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for family in families {
            var previous: (n: Int, ops: Int)?
            for n in sizes where n <= family.maximumN {
                let work: LayoutWork
                do {
                    work = try LargeStack.run {
                        try engine.solve(
                            try SpecReader.read(text: family.spec(n), file: family.name, limits: corpusLimits)
                        )
                        .work
                    }
                } catch {
                    print("| \(family.name) | \(n) | failed: \(error) | | | | | | |")
                    continue
                }
                var exponent = ""
                if let p = previous, p.ops > 0, work.solverRowTermOperations > 0 {
                    exponent = String(
                        format: "%.2f",
                        log(Double(work.solverRowTermOperations) / Double(p.ops)) / log(Double(n) / Double(p.n)))
                }
                previous = (n, work.solverRowTermOperations)
                print(
                    "| \(family.name) | \(n) | \(work.constraintsInstalled) | \(work.constraintsRemoved) | "
                        + "\(work.stackInstalls) | \(work.textLayouts) | \(work.solverPivots) | "
                        + "\(work.solverRowTermOperations) | \(exponent) |")
            }
        }
    }

    /// The work counters of an in-process solve of each spec file (read with the corpus's raised limits).
    static func printWork(files: [String]) {
        let engine = bundledEngine()
        print("| spec | installed | removed | stack installs | text layouts | pivots | row-term ops |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for file in files {
            do {
                let work = try LargeStack.run {
                    let text = try String(contentsOfFile: file, encoding: .utf8)
                    return try engine.solve(try SpecReader.read(text: text, file: file, limits: corpusLimits)).work
                }
                print(
                    "| \(file) | \(work.constraintsInstalled) | \(work.constraintsRemoved) | \(work.stackInstalls) | "
                        + "\(work.textLayouts) | \(work.solverPivots) | \(work.solverRowTermOperations) |")
            } catch {
                print("| \(file) | failed: \(error) | | | | | |")
            }
        }
    }

    /// Writes every family's spec (and peer input) at each size into `directory`, for inspection.
    static func emitSpecs(_ families: [CorpusFamily], sizes: [Int], to directory: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for family in families {
            for n in sizes where n <= family.maximumN {
                let base = "\(directory)/\(family.name)-\(n)"
                try? family.spec(n).write(toFile: base + ".yaml", atomically: true, encoding: .utf8)
                if let system = family.system(n) {
                    try? system.json.write(toFile: base + ".kiwi.json", atomically: true, encoding: .utf8)
                }
                if let tree = family.flexTree(n) {
                    try? tree.write(toFile: base + ".yoga.json", atomically: true, encoding: .utf8)
                }
                print(base + ".yaml")
            }
        }
    }
}

/// The limits the corpus is read with, in the benchmark's `trellis` processes and in process: the spec's
/// size, depth, views and constraints at their ceilings.
let raisedLimits: [ResourceLimits.Name] = [.specBytes, .depth, .views, .constraints]

let corpusLimits: ResourceLimits = {
    var limits = ResourceLimits.standard
    for name in raisedLimits { limits[name] = ResourceLimits.ceiling(name) }
    return limits
}()

let corpusLimitArguments: [String] = raisedLimits.flatMap {
    ["--limit", "\($0.rawValue)=\(ResourceLimits.ceiling($0))"]
}
