import Foundation
import TrellisCorpus
import TrellisLayout
import TrellisSpec
import TrellisText

/// `trellis-bench scale --orders [--sizes 1000]`: issue 8's "any permutation of a spec's constraints: within
/// 2× of the fastest order", at the level a user meets it. Each reorderable corpus family
/// (`CorpusFamily.reorderable`) is written with its constraints in every order of
/// `ConstraintOrder.compared` — natural, reversed and four seeded shuffles — and laid out by the `trellis`
/// beside the benchmark (whole process, median of 3, CPU and wall) and in process (the work counters).
/// The last row of each family gives the slowest order over the fastest, by CPU and by row-term operations.
enum OrderBenchmark {
    static func run(sizes: [Int]) {
        guard let trellis = LayoutCLIBenchmark.trellisBinary() else {
            print("trellis-bench scale --orders needs the CLI beside it: swift build -c release --product trellis")
            exit(1)
        }
        let engine = ScaleBenchmark.bundledEngine()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-orders-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        print("orders benchmark: each reorderable family in every compared order (whole process, median of 3)")
        print("| family | N | order | layout CPU (ms) | layout (ms) | pivots | row-term ops |")
        print("| --- | ---: | --- | ---: | ---: | ---: | ---: |")
        for name in CorpusFamily.reorderable {
            // Deep nesting stops at its family's largest N (its spec nests one level per view).
            let largest = CorpusFamily.named(name)?.maximumN ?? Int.max
            for n in sizes where n <= largest {
                var cpus: [(order: ConstraintOrder, value: Double)] = []
                var operations: [(order: ConstraintOrder, value: Double)] = []
                for order in ConstraintOrder.compared {
                    guard let yaml = CorpusFamily.spec(name, n, order: order) else { continue }
                    let spec = "\(directory)/\(name)-\(n)-\(order).yaml"
                    do { try yaml.write(toFile: spec, atomically: true, encoding: .utf8) } catch {
                        print("cannot write \(spec): \(error)"); exit(1)
                    }
                    let timed = ScaleBenchmark.measure(
                        [trellis, "layout", spec, "--json"] + corpusLimitArguments, timeout: 60)
                    var cells = ["\(name)", "\(n)", "\(order)"]
                    if let cpu = timed.cpu, let wall = timed.seconds {
                        cpus.append((order, cpu * 1000))
                        cells += [String(format: "%.1f", cpu * 1000), String(format: "%.1f", wall * 1000)]
                    } else {
                        cells += [timed.text, ""]
                    }
                    do {
                        let work = try LargeStack.run {
                            try engine.solve(try SpecReader.read(text: yaml, file: spec, limits: corpusLimits)).work
                        }
                        operations.append((order, Double(work.solverRowTermOperations)))
                        cells += ["\(work.solverPivots)", "\(work.solverRowTermOperations)"]
                    } catch {
                        cells += ["failed: \(error)", ""]
                    }
                    print("| " + cells.joined(separator: " | ") + " |")
                }
                print("| \(name) | \(n) | slowest / fastest | \(ratio(cpus)) | | | \(ratio(operations)) |")
            }
        }
    }

    /// Writes every reorderable family's spec in every compared order (`--orders --emit DIR`), for inspection.
    static func emit(sizes: [Int], to directory: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in CorpusFamily.reorderable {
            let largest = CorpusFamily.named(name)?.maximumN ?? Int.max
            for n in sizes where n <= largest {
                for order in ConstraintOrder.compared {
                    guard let yaml = CorpusFamily.spec(name, n, order: order) else { continue }
                    try? yaml.write(
                        toFile: "\(directory)/\(name)-\(n)-\(order).yaml", atomically: true, encoding: .utf8)
                }
            }
        }
    }

    /// "1.23× (shuffled-2 / natural)" from the largest and smallest values.
    private static func ratio(_ values: [(order: ConstraintOrder, value: Double)]) -> String {
        guard let slowest = values.max(by: { $0.value < $1.value }),
            let fastest = values.min(by: { $0.value < $1.value }), fastest.value > 0
        else { return "–" }
        return String(format: "%.2f×", slowest.value / fastest.value) + " (\(slowest.order) / \(fastest.order))"
    }
}
