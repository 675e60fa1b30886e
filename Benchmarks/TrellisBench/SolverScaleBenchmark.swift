import Foundation
import TrellisSolver

/// `trellis-bench solver orders [--cap SECONDS] [--families a,b] [--orders x,y] [N ...]`: the
/// pure-constraint families of issue 8 (`ScaleSystem`) in natural, reversed and shuffled constraint
/// orders, built by Trellis and by kiwisolver 1.5.1 in the same run, each cell in its own child
/// process. Prints per cell the build time (thread CPU time: edit variable + every constraint + read
/// every value), the solver's work counters, kiwi's time and the ratio; then per family the spread
/// between its slowest and fastest order and the growth exponent of every order between successive N.
enum SolverScaleBenchmark {
    static func run(_ args: [String]) {
        var cap = 20.0
        var counts: [Int] = []
        var families = ScaleSystem.families
        var orders = ScaleSystem.orders
        var rest = args[...]
        while let arg = rest.popFirst() {
            if arg == "--cap", let value = rest.popFirst().flatMap(Double.init) {
                cap = value
            } else if arg == "--families", let value = rest.popFirst() {
                families = value.split(separator: ",").map(String.init)
            } else if arg == "--orders", let value = rest.popFirst() {
                orders = value.split(separator: ",").map(String.init)
            } else if let n = Int(arg), n > 0 {
                counts.append(n)
            }
        }
        if counts.isEmpty { counts = [1000, 3000, 10000] }
        let root = SolverBenchmark.packageRoot()
        guard let python = SolverBenchmark.ensurePeerEnvironment(root: root) else { exit(1) }
        let peer = root + "/Benchmarks/peers/kiwi_peer.py"
        let me = CommandLine.arguments[0]
        emit(
            "solver orders benchmark: issue-8 families × constraint orders, Trellis vs kiwisolver 1.5.1 (same system, same order), each cell a child process, kiwi cap \(Int(cap)) s"
        )
        emit(
            "build = edit variable + every constraint + read every value; thread CPU time; Trellis best of 3 (1 above 1 s), kiwi 1 run; work = Solver.workCounters"
        )
        emit(
            "| family | order | N | constraints | Trellis (ms) | pivots | row-term ops | artificial | kiwi (ms) | kiwi / Trellis | same values |"
        )
        emit("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
        var times: [String: [Int: Double]] = [:]
        for family in families {
            var kiwiGaveUp: [String: Bool] = [:]
            for n in counts {
                var perOrder: [(String, Double)] = []
                for order in orders {
                    let ours: SolverBenchmark.ChildResult? = SolverBenchmark.runChild(
                        [me, "solver", "--scale-child", family, order, String(n)], cap: max(120, cap * 3))
                    var theirs: SolverBenchmark.ChildResult?
                    if kiwiGaveUp[order] != true, let file = writeSystem(family: family, order: order, n: n) {
                        theirs = SolverBenchmark.runChild(
                            ["/bin/sh", "-c", "ulimit -v 8000000; exec \"$0\" \"$@\"", python, peer, "--system", file],
                            cap: cap)
                        try? FileManager.default.removeItem(atPath: file)
                        if theirs?.fields == nil { kiwiGaveUp[order] = true }
                    }
                    let o = ours?.fields, t = theirs?.fields
                    let mine = o.flatMap { Double($0[0]) }
                    if let mine { perOrder.append((order, mine)); times["\(family)/\(order)", default: [:]][n] = mine }
                    let kiwi = t.flatMap { Double($0[0]) }
                    var ratio = "—"
                    if let mine, let kiwi {
                        ratio = String(format: "%.0f×", kiwi / mine)
                    } else if let mine, let theirs, theirs.timedOut {
                        ratio = String(format: "> %.0f×", theirs.cap * 1000 / mine)
                    }
                    let kiwiCell = kiwi.map(format) ?? (theirs?.failure ?? "skipped")
                    let same =
                        (o != nil && t != nil) ? (o?[5] == t?[2] ? "yes" : "no: \(o?[5] ?? "") vs \(t?[2] ?? "")") : "—"
                    emit(
                        "| \(family) | \(order) | \(n) | \(o?[1] ?? "—") | \(mine.map(format) ?? (ours?.failure ?? "—")) | \(o?[2] ?? "—") | \(o?[3] ?? "—") | \(o?[4] ?? "—") | \(kiwiCell) | \(ratio) | \(same) |"
                    )
                }
                if let fastest = perOrder.min(by: { $0.1 < $1.1 }), let slowest = perOrder.max(by: { $0.1 < $1.1 }) {
                    emit(
                        "| \(family) | slowest / fastest order | \(n) | | \(String(format: "%.2f×", slowest.1 / fastest.1)) (\(slowest.0) / \(fastest.0)) | | | | | | |"
                    )
                }
            }
        }
        emit("")
        emit("growth exponents log(t2/t1) / log(N2/N1) between successive N:")
        emit(
            "| family/order | " + zip(counts, counts.dropFirst()).map { "\($0) → \($1)" }.joined(separator: " | ")
                + " | \(counts.first ?? 0) → \(counts.last ?? 0) |")
        emit("| --- |" + String(repeating: " ---: |", count: counts.count))
        for family in families {
            for order in orders {
                let t = times["\(family)/\(order)"] ?? [:]
                var cells = zip(counts, counts.dropFirst()).map { exponent(t, $0, $1) }
                cells.append(exponent(t, counts.first ?? 0, counts.last ?? 0))
                emit("| \(family)/\(order) | " + cells.joined(separator: " | ") + " |")
            }
        }
    }

    static func exponent(_ t: [Int: Double], _ a: Int, _ b: Int) -> String {
        guard a != b, let x = t[a], let y = t[b], x > 0 else { return "—" }
        return String(format: "%.2f", log(y / x) / log(Double(b) / Double(a)))
    }

    static func format(_ ms: Double) -> String { String(format: ms < 10 ? "%.2f" : "%.1f", ms) }

    static func writeSystem(family: String, order: String, n: Int) -> String? {
        guard let system = try? ScaleSystem(family: family, count: n, order: order), let data = try? system.json()
        else { return nil }
        let path = NSTemporaryDirectory() + "trellis-scale-\(getpid())-\(family)-\(order)-\(n).json"
        return FileManager.default.createFile(atPath: path, contents: data) ? path : nil
    }

    /// One Trellis cell: prints `build_ms constraints pivots row_term_ops artificial_phases checksum`.
    static func child(family: String, order: String, count: Int) throws {
        let system = try ScaleSystem(family: family, count: count, order: order)
        var best = Double.infinity
        var checksum = "", counters = SolverWorkCounters()
        var repeats = 3, run = 0
        while run < repeats {
            run += 1
            // The constraint values are made outside the timing, as kiwi_peer.py makes kiwi's.
            let probe = Solver()
            let variables = (0..<system.variableCount).map { _ in probe.makeVariable() }
            let constraints = try system.rows.map { row in
                Constraint(
                    Expr(
                        distinctTerms: row.terms.map { (variables[$0.variable], $0.coefficient) },
                        constant: row.constant),
                    row.relation, Expr(), priority: try Priority(row.priority))
            }
            let start = cpuSeconds()
            let solver = Solver()
            for _ in 0..<system.variableCount { _ = solver.makeVariable() }
            try solver.addEditVariable(variables[system.container], priority: .defaultHigh)
            try solver.suggestValue(system.containerWidth, for: variables[system.container])
            for constraint in constraints { try solver.add(constraint) }
            var sum = 0.0
            for (k, variable) in variables.enumerated() { sum += solver.value(of: variable) * Double(k % 7 + 1) }
            let ms = (cpuSeconds() - start) * 1e3
            best = min(best, ms)
            if ms > 1000 { repeats = 1 }
            checksum = String(format: "%.2f", sum + 0)
            counters = solver.workCounters
        }
        print(
            String(format: "%.3f", best), system.rows.count, counters.pivots, counters.rowTermOperations,
            counters.artificialPhases, checksum)
    }
}
