import Foundation

// trellis-bench: compares Trellis with its peers in one run. Build in release:
//   swift run -c release trellis-bench <suite>
let suites: [String: () -> Void] = [
    "layout": runLayoutBenchmark,
    "render": runRenderBenchmark,
]
let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let suite = suites[name] else {
    print("usage: trellis-bench <\(suites.keys.sorted().joined(separator: "|"))>")
    exit(arguments.isEmpty ? 0 : 1)
}
suite()
