import Foundation
import TrellisSolver

/// Foundation also declares `Expression`; the solver's one is meant here.
typealias Expr = TrellisSolver.Expression

/// The layouts of the reference kiwi_bench.py (chain, chain_weak, grid, grid_aspect), built with
/// Trellis's solver; Benchmarks/peers/kiwi_peer.py builds the same systems with kiwisolver.
struct BenchLayout {
    struct View { let left, top, width, height: Variable }

    let solver = Solver()
    let container: Variable
    var views: [View] = []
    var constraints: [Constraint] = []
    var initialWidth = 0.0
    var widths: [Double] = []

    /// Priority of kiwi's "strong" in both the container edit and grid_aspect's ratio (same tier).
    static let strong = Priority.defaultHigh
    static let weak = Priority.fittingSizeLevel

    init(kind: String, count n: Int) throws {
        container = solver.makeVariable("container.width")
        switch kind {
        case "chain": try chain(n, weak: false)
        case "chain_weak": try chain(n, weak: true)
        case "grid": try grid(n, aspect: false)
        case "grid_aspect": try grid(n, aspect: true)
        default: throw BenchError.unknownLayout(kind)
        }
    }

    enum BenchError: Error { case unknownLayout(String) }

    mutating func makeViews(_ count: Int) {
        views = (0..<count).map { i in
            View(
                left: solver.makeVariable("v\(i).left"), top: solver.makeVariable("v\(i).top"),
                width: solver.makeVariable("v\(i).width"), height: solver.makeVariable("v\(i).height"))
        }
    }

    mutating func require(_ lhs: Expr, _ relation: Relation, _ rhs: Expr, _ p: Priority = .required) {
        constraints.append(Constraint(lhs, relation, rhs, priority: p))
    }

    mutating func chain(_ n: Int, weak: Bool) throws {
        makeViews(n)
        require(Expr(views[0].left), .equal, Expr(0))
        for (i, v) in views.enumerated() {
            if i > 0 {
                let p = views[i - 1]
                require(Expr(v.left), .equal, p.left + p.width + 8)
                if !weak { require(Expr(v.width), .equal, Expr(p.width)) }
            }
            if weak {
                require(Expr(v.width), .greaterThanOrEqual, Expr(10))
                require(Expr(v.width), .equal, Expr(50), Self.weak)
            } else {
                require(Expr(v.width), .greaterThanOrEqual, Expr(1))
            }
            require(Expr(v.top), .equal, Expr(0))
            require(Expr(v.height), .equal, Expr(20))
        }
        let last = views[n - 1]
        require(last.left + last.width, weak ? .lessThanOrEqual : .equal, Expr(container))
        initialWidth = 60 * Double(n)
        widths = (0..<64).map { 60 * Double(n) + 10 * Double(n) * Double($0 % 5) }
    }

    mutating func grid(_ n: Int, aspect: Bool) throws {
        let cols = Int(Double(n).squareRoot().rounded(.up))
        let rows = (n + cols - 1) / cols
        makeViews(rows * cols)
        for r in 0..<rows {
            for c in 0..<cols {
                let v = views[r * cols + c]
                if c == 0 {
                    require(Expr(v.left), .equal, Expr(0))
                } else {
                    let p = views[r * cols + c - 1]
                    require(Expr(v.left), .equal, p.left + p.width + 8)
                    require(Expr(v.width), .equal, Expr(p.width))
                }
                if r == 0 {
                    require(Expr(v.top), .equal, Expr(0))
                } else {
                    let a = views[(r - 1) * cols + c]
                    require(Expr(v.top), .equal, a.top + a.height + 8)
                    if aspect { require(Expr(v.height), .equal, Expr(a.height)) }
                }
                require(Expr(v.width), .greaterThanOrEqual, Expr(1))
                if aspect {
                    require(Expr(v.height), .equal, 0.5 * v.width, Self.strong)
                } else {
                    require(Expr(v.height), .equal, Expr(20))
                }
                if c == cols - 1 { require(v.left + v.width, .equal, Expr(container)) }
            }
        }
        initialWidth = 60 * Double(cols)
        widths = (0..<64).map { 60 * Double(cols) + 3 * Double(cols) * Double($0 % 11) }
    }

    /// Reads every variable, as a layout pass would (kiwi's updateVariables).
    func readAll() -> Double {
        var sum = solver.value(of: container)
        for v in views {
            sum +=
                solver.value(of: v.left) + solver.value(of: v.top) + solver.value(of: v.width)
                + solver.value(of: v.height)
        }
        return sum
    }

    var sample: String {
        guard let last = views.last else { return "" }
        return [container, last.left, last.top, last.width, last.height]
            .map { String(format: "%.2f", solver.value(of: $0) + 0) } // + 0 turns -0 into 0
            .joined(separator: ",")
    }
}

/// One (layout, N) measurement of Trellis, run in its own child process (thread CPU time): best of 3 builds (1 when a
/// build takes over 5 s), and for resize the best of 3 batches of K suggestValue + read-all cycles.
/// Prints `build_ms resize_us rss_mb constraints sample checksum_flag`.
/// With TRELLIS_BENCH_SPLIT set, also reports suggestValue and read-all separately on stderr.
func runTrellisSolverChild(kind: String, count: Int) throws {
    var bestBuild = Double.infinity, bestResize = Double.infinity
    var sample = "", constraints = 0, checksum = 0.0
    var repeats = 3
    var run = 0
    while run < repeats {
        run += 1
        let start = cpuSeconds()
        var layout = try BenchLayout(kind: kind, count: count)
        try layout.solver.addEditVariable(layout.container, priority: BenchLayout.strong)
        try layout.solver.suggestValue(layout.initialWidth, for: layout.container)
        for constraint in layout.constraints { try layout.solver.add(constraint) }
        checksum += layout.readAll()
        let buildMs = (cpuSeconds() - start) * 1e3
        bestBuild = min(bestBuild, buildMs)
        if buildMs > 5000 { repeats = 1 }
        layout.constraints.removeAll()
        let k = count <= 1000 ? 2000 : 200
        let resizeStart = cpuSeconds()
        for i in 0..<k {
            try layout.solver.suggestValue(layout.widths[i % layout.widths.count], for: layout.container)
            checksum += layout.readAll()
        }
        bestResize = min(bestResize, (cpuSeconds() - resizeStart) * 1e6 / Double(k))
        if ProcessInfo.processInfo.environment["TRELLIS_BENCH_SPLIT"] != nil {
            let a = ContinuousClock.now
            for i in 0..<k {
                try layout.solver.suggestValue(layout.widths[i % layout.widths.count], for: layout.container)
            }
            let b = ContinuousClock.now
            for _ in 0..<k { checksum += layout.readAll() }
            let c = ContinuousClock.now
            let line =
                "suggest \((b - a) / .microseconds(1) / Double(k)) µs, read-all \((c - b) / .microseconds(1) / Double(k)) µs\n"
            FileHandle.standardError.write(line.data(using: .utf8) ?? Data())
        }
        try layout.solver.suggestValue(layout.initialWidth, for: layout.container)
        sample = layout.sample
        constraints = layout.solver.constraintCount + 1
    }
    print(
        String(
            format: "%.3f %.2f %.1f %d %@ %.0f", bestBuild, bestResize, peakResidentMegabytes(),
            constraints, sample, checksum.isFinite ? 0 : 1))
}

/// CPU time of this thread, in seconds: on a machine shared with other jobs it leaves out the time
/// the process waits for a core (wall-clock times varied 3× under load; CPU times far less).
func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// VmHWM of this process, in MB.
func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? -1
        return kb / 1024
    }
    return -1
}
