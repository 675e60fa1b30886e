import Foundation

// trellis-bench: compares Trellis with its peers in one run. Build in release:
//   swift build -c release --static-swift-stdlib --product trellis-bench && .build/release/trellis-bench <suite|all>
let suites: [(name: String, run: () -> Void)] = [
    ("solver", SolverBenchmark.run),
    ("layout", runLayoutBenchmark),
    ("spec", runSpecBenchmark),
    ("vfl", runVisualFormatBenchmark),
    ("text", TextBenchmark.run),
    ("render", runRenderBenchmark),
    ("snapshot", runSnapshotBenchmark),
    ("shards", ShardBenchmark.run),
    ("table", { TableBenchmark.run() }),
    ("preview", PreviewBenchmark.run),
    ("check", { CheckBenchmark.run() }),
    // `all` runs the scale suite's quick mode; `trellis-bench scale` alone runs it in full (minutes).
    (
        "scale",
        {
            ScaleBenchmark.run(
                CommandLine.arguments.dropFirst().first == "all"
                    ? ["--quick"] : Array(CommandLine.arguments.dropFirst(2)))
        }
    ),
]
let arguments = Array(CommandLine.arguments.dropFirst())
let names = suites.map(\.name)
if arguments.first == "fuzz-specs" {
    // A tool, not a suite: `all` doesn't run it.
    FuzzSpecDump.run(Array(arguments.dropFirst()))
} else if arguments.first == "storyboard" {
    // A tool too: the Interface Builder benchmark's storyboard, timed as a whole `trellis` process.
    StoryboardDump.run(Array(arguments.dropFirst()))
} else if arguments.first == "all" {
    for suite in suites {
        print("== \(suite.name)")
        suite.run()
    }
} else if let name = arguments.first, let suite = suites.first(where: { $0.name == name }) {
    suite.run()
} else {
    print(
        "usage: trellis-bench <\(names.joined(separator: "|"))|all>, trellis-bench fuzz-specs DIR [COUNT], "
            + "or trellis-bench storyboard SCENES FILE [LABELS]")
    exit(arguments.isEmpty ? 0 : 1)
}
