import Foundation
import TrellisSpec
import Yams

/// `trellis-bench spec`: reading a generated 1,000-label spec (YAML, then the same spec as JSON) with
/// `SpecReader`, against Yams composing the same text into a node tree — the YAML parse every reader
/// pays for — in the same run. The ratio is the cost of our checks, constraint parsing and locations.
func runSpecBenchmark() {
    let yaml = SpecBenchmarkText.labels(1000, json: false)
    let json = SpecBenchmarkText.labels(1000, json: true)
    do {
        let compose = try specMedian(runs: 9) { _ = try Yams.compose(yaml: yaml) }
        let read = try specMedian(runs: 9) { _ = try SpecReader.read(text: yaml, file: "bench.yaml") }
        let composeJSON = try specMedian(runs: 9) { _ = try Yams.compose(yaml: json) }
        let readJSON = try specMedian(runs: 9) { _ = try SpecReader.read(text: json, file: "bench.json") }
        print("spec: 1,000 labels, 2,000 constraints (release build expected)")
        print(
            String(
                format: "  YAML  Yams.compose %7.2f ms   SpecReader.read %7.2f ms   ratio %.2f×", compose * 1000,
                read * 1000, read / compose))
        print(
            String(
                format: "  JSON  Yams.compose %7.2f ms   SpecReader.read %7.2f ms   ratio %.2f×", composeJSON * 1000,
                readJSON * 1000, readJSON / composeJSON))
    } catch {
        print("spec benchmark failed: \(error)")
        exit(1)
    }
}

/// Median wall time of `runs` calls, in seconds.
private func specMedian(runs: Int, _ body: () throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        let elapsed = try clock.measure(body)
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return times.sorted()[runs / 2]
}

enum SpecBenchmarkText {
    /// `count` labels, each with a text, a font and two constraints, as YAML or as JSON.
    static func labels(_ count: Int, json: Bool) -> String {
        if json {
            let views = (0..<count).map { i in
                "\"l\(i)\": {\"kind\": \"label\", \"text\": \"标签 \(i) 天地玄黄\", \"font\": 14, \"constraints\": "
                    + "[\"leading == superview.leading + 10\", \"top == superview.top + \(i * 20)\"]}"
            }
            return "{\"canvas\": {\"width\": 375, \"height\": 20000},\n \"views\": {\n"
                + views.joined(separator: ",\n") + "}}\n"
        }
        var out = "canvas: {width: 375, height: 20000}\nviews:\n"
        for i in 0..<count {
            out += "  l\(i):\n    kind: label\n    text: 标签 \(i) 天地玄黄\n    font: 14\n    constraints:\n"
            out += "      - leading == superview.leading + 10\n      - top == superview.top + \(i * 20)\n"
        }
        return out
    }
}
