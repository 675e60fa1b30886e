import Dispatch
import Foundation
import TrellisCorpus
import TrellisLayout
import TrellisRender
import TrellisSnapshot
import TrellisText

/// `trellis-bench shards`: (1) a generated suite of 2,000 snapshots (500 mixed screens — feeds, settings,
/// label chains and stacks, grids, forms of 2 to 40 rows — × light/dark × left-to-right/right-to-left,
/// layout + image at 1x) run once whole and then as 4 shards one after another, each process timed alone:
/// the slowest shard against a quarter of the single run (target ≤ 1.15×); (2) `trellis snapshot merge` of 4
/// bundles holding 20,000 outcomes with 200 failures (their images and layout diffs), with the HTML report
/// and JUnit file, whole-process wall time (target < 2 s).
enum ShardBenchmark {
    static func run() {
        do {
            let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("trellis")
            guard FileManager.default.fileExists(atPath: binary.path) else {
                print("shards: build the trellis product next to trellis-bench first")
                return
            }
            let arguments = CommandLine.arguments.dropFirst(2)
            // `--screens N` for a smaller suite (4N snapshots) where a debug build or a loaded machine makes
            // the full one take too long.
            let screens = arguments.firstIndex(of: "--screens").flatMap { i in
                arguments.index(after: i) < arguments.endIndex ? Int(arguments[arguments.index(after: i)]) : nil
            }
            if !arguments.contains("--merge-only") { try shardBalance(binary, screens: screens ?? 500) }
            try mergeTime(binary)
        } catch {
            print("shards benchmark failed: \(error)")
            exit(1)
        }
    }

    static let families = ["feed", "settings", "labels-chain", "label-stack", "grid-stacks", "form"]
    static let matrix = ["--matrix", "theme=light,dark", "--matrix", "direction=ltr,rtl", "--scale", "1"]

    private static func wallSeconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// One trellis process (the snapshot benchmark's runner: output dropped, `CI` and the record mode unset).
    private static func run(_ binary: URL, _ arguments: [String], in dir: URL) throws -> Int32 {
        try runProcess(binary, arguments, in: dir)
    }

    private static func load() -> String {
        String((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?")
    }

    static func shardBalance(_ binary: URL, screens: Int) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-shards-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("specs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var specs: [String] = []
        for i in 0..<screens {
            let family = families[i % families.count]
            // Sizes spread over 2…40 rows, so screens differ in cost by an order of magnitude.
            let n = 2 + (i * 7919) % 39
            guard let spec = CorpusFamily.named(family)?.spec(n) else { continue }
            let name = String(format: "specs/%03d-%@-%d.yaml", i, family, n)
            try spec.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
            specs.append(name)
        }
        let suite = specs + matrix
        let recorded = try run(binary, ["snapshot", "--record", "all"] + suite, in: dir)
        var single: Int32 = -1
        var before = childrenCPUMilliseconds()
        let whole = try wallSeconds { single = try run(binary, ["snapshot", "--record", "never"] + suite, in: dir) }
        let wholeCPU = (childrenCPUMilliseconds() - before) / 1e3
        var shards: [Double] = [], shardsCPU: [Double] = []
        var statuses: [Int32] = []
        for index in 1...4 {
            var status: Int32 = -1
            before = childrenCPUMilliseconds()
            shards.append(
                try wallSeconds {
                    status = try run(
                        binary,
                        [
                            "snapshot", "--record", "never", "--shard", "\(index)/4", "--results",
                            "results/shard-\(index)",
                        ]
                            + suite, in: dir)
                })
            statuses.append(status)
            shardsCPU.append((childrenCPUMilliseconds() - before) / 1e3)
        }
        var counts: [Int] = []
        var predicted: [Double] = []
        for index in 1...4 {
            let bundle = try ResultBundle.read(dir.appendingPathComponent("results/shard-\(index)").path)
            counts.append(bundle.outcomes.count)
            predicted.append(bundle.predictedCost)
        }
        let slowest = shards.max() ?? 0
        print(
            String(
                format: "shards: %d snapshots (%d mixed screens × 4 configurations, layout + image @1x), %d cores, "
                    + "load %@: single run %.2f s (exit %d; record exit %d); 4 shards %@ s (snapshots %@, exits %@); "
                    + "slowest / (single / 4) = %.3f (target ≤ 1.15); CPU (user + sys) single %.2f s, shards %@ s, "
                    + "largest / (single / 4) = %.3f; predicted cost spread max/min %.3f",
                specs.count * 4, specs.count, ProcessInfo.processInfo.activeProcessorCount, load(), whole, single,
                recorded,
                shards.map { String(format: "%.2f", $0) }.joined(separator: ", "),
                counts.map(String.init).joined(separator: ", "), statuses.map(String.init).joined(separator: ", "),
                slowest / (whole / 4), wholeCPU, shardsCPU.map { String(format: "%.2f", $0) }.joined(separator: ", "),
                (shardsCPU.max() ?? 0) / (wholeCPU / 4), (predicted.max() ?? 0) / max(predicted.min() ?? 1, 1)))
    }

    /// Four bundles of 5,000 outcomes each, 50 of them failed with images, layout reports and diffs, written
    /// through the library as `--results` writes them; then one `trellis snapshot merge` process.
    static func mergeTime(_ binary: URL) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-merge-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let engine = LayoutEngine(textEngine: try TextEngine.bundled())
        func image(_ width: Double) throws -> [UInt8] {
            var box = ViewNode(name: "box")
            box.background = Color(red8: 0x33, green8: 0x66, blue8: 0xCC)
            box.frame = Rect(x: 10, y: 10, width: width, height: 40)
            return try Renderer.render(
                try engine.solve(LayoutDocument(canvas: Canvas(width: 390, height: 200, scale: 1), views: [box])),
                options: RenderOptions(padding: 0))
        }
        let expected = try image(100), actual = try image(120)
        let layoutA =
            "canvas 390 × 200 @1x\n\nview  superview  frame  canvas  intrinsic\n  box  -  (10, 10) 100 × 40  (10, 10) 100 × 40  -\n"
        let layoutB = layoutA.replacingOccurrences(of: "100 × 40", with: "120 × 40")
        let total = 20_000
        let jobs = (0..<total).map { i in
            SnapshotJob(
                specPath: "specs/screen\(i / 4).yaml",
                configuration: SnapshotConfiguration(theme: i % 2 == 0 ? .light : .dark, scale: 1 + (i / 2) % 2),
                references: SnapshotReferences(directory: "specs/__snapshots__", baseName: "screen\(i)"),
                name: "specs/screen\(i / 4).yaml [\(i)]")
        }
        let identity = try TrellisIdentity.current()
        let digest = ShardPlan.suiteDigest(jobs)
        let plan = ShardPlan(jobs, costs: jobs.map { _ in 1 }, count: 4, balance: .count)
        for index in 1...4 {
            let positions = plan.positions(ofShard: index)
            let outcomes = positions.map { position -> SnapshotOutcome in
                let job = jobs[position]
                guard position % 100 == 7 else {
                    return SnapshotOutcome(name: job.name, status: .passed, references: job.references)
                }
                var outcome = SnapshotOutcome(
                    name: job.name, status: .failed, references: job.references,
                    messages: ["layout differs from \(job.references.layoutPath):", "  box.width 100 → 120"])
                outcome.layoutChanges = ["box.width 100 → 120"]
                outcome.expectedPNG = expected
                outcome.actualPNG = actual
                outcome.diffPNG = expected
                outcome.expectedLayout = layoutA
                outcome.actualLayout = layoutB
                outcome.layoutDiff = LayoutDiff.unified(expected: layoutA, actual: layoutB)
                return outcome
            }
            let bundle = ResultBundle(
                identity: identity, suiteDigest: digest, suiteSize: total,
                shard: SnapshotShard(index: index, count: 4)!,
                balance: .count, shardSource: "--shard", seconds: 1, predictedCost: 0,
                outcomes: zip(positions, outcomes).map {
                    ResultBundle.entry($1, job: jobs[$0], position: $0, predictedCost: 1)
                })
            try bundle.write(to: dir.appendingPathComponent("shard-\(index)").path, artifactsOf: outcomes)
        }
        var times: [Double] = []
        var status: Int32 = -1
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: dir.appendingPathComponent("report"))
            times.append(
                try wallSeconds {
                    status = try run(
                        binary,
                        [
                            "snapshot", "merge", "shard-1", "shard-2", "shard-3", "shard-4", "--report", "report",
                            "--junit",
                            "junit.xml",
                        ], in: dir)
                })
        }
        print(
            String(
                format: "merge: 4 bundles, %d outcomes, %d failures with images and layout diffs, HTML report + JUnit, "
                    + "one process: wall best %.2f s, median %.2f s (target < 2 s); exit %d; load %@",
                total, total / 100, times.min() ?? 0, times.sorted()[1], status, load()))
    }
}
