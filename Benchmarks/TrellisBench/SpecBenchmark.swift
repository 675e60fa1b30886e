import CYAML
import Foundation
import TrellisSpec

/// `trellis-bench spec`: reading a generated 1,000-label spec (YAML, then the same spec as JSON) with
/// `SpecReader`, against libyaml parsing the same text into events and nothing else — the YAML parse every
/// reader pays for — in the same run. The ratio is the cost of the tree, our checks, constraint parsing and
/// locations.
func runSpecBenchmark() {
    let yaml = SpecBenchmarkText.labels(1000, json: false)
    let json = SpecBenchmarkText.labels(1000, json: true)
    do {
        let compose = try specMedian(runs: 9) { _ = try libyamlEvents(yaml) }
        let read = try specMedian(runs: 9) { _ = try SpecReader.read(text: yaml, file: "bench.yaml") }
        let composeJSON = try specMedian(runs: 9) { _ = try libyamlEvents(json) }
        let readJSON = try specMedian(runs: 9) { _ = try SpecReader.read(text: json, file: "bench.json") }
        print("spec: 1,000 labels, 2,000 constraints (release build expected)")
        print(
            String(
                format: "  YAML  libyaml events %7.2f ms   SpecReader.read %7.2f ms   ratio %.2f×", compose * 1000,
                read * 1000, read / compose))
        print(
            String(
                format: "  JSON  libyaml events %7.2f ms   SpecReader.read %7.2f ms   ratio %.2f×", composeJSON * 1000,
                readJSON * 1000, readJSON / composeJSON))
    } catch {
        print("spec benchmark failed: \(error)")
        exit(1)
    }
}

/// The number of events libyaml parses from `text` (no tree, no strings).
private func libyamlEvents(_ text: String) throws -> Int {
    struct ParseFailed: Error {}
    var text = text
    return try text.withUTF8 { bytes in
        // At a fixed address: libyaml's string reader points back at its parser.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        defer {
            yaml_parser_delete(parser)
            parser.deallocate()
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
        var count = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else { throw ParseFailed() }
            let type = event.type
            yaml_event_delete(&event)
            count += 1
            if type == YAML_STREAM_END_EVENT { return count }
        }
    }
}

/// Median wall time of `runs` calls, in seconds.
func specMedian(runs: Int, _ body: () throws -> Void) throws -> Double {
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
