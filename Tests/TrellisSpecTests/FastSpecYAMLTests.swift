import Foundation
import Testing
@testable import TrellisSpec

/// `FastSpecYAML` either declines a text or reads exactly Yams' tree: same structure, texts, styles and
/// positions. Checked on every sample, on hand-written edge cases, and on thousands of mutations of the
/// samples (a text Yams rejects must be declined, so its error still comes from Yams).
@Suite struct FastSpecYAMLTests {
    /// A description of everything the spec readers use, for comparing trees.
    static func dump(_ node: SpecNode) -> String {
        func mark(_ m: SpecNode.Mark?) -> String { m.map { "\($0.line):\($0.column)" } ?? "-" }
        switch node {
        case .scalar(let s): return "S(\(s.string.debugDescription) \(s.style) \(mark(s.mark)))"
        case .mapping(let m):
            return "M(\(mark(m.mark)) " + m.pairs.map { dump($0.key) + "=" + dump($0.value) }.joined(separator: ", ") + ")"
        case .sequence(let s): return "L(\(mark(s.mark)) " + s.nodes.map(dump).joined(separator: ", ") + ")"
        }
    }

    /// nil when the fast reader declines; otherwise whether it agrees with Yams (and Yams accepts the text).
    static func agrees(_ text: String) -> Bool? {
        guard let fast = FastSpecYAML.parse(text) else { return nil }
        guard let yams = try? SpecReader.yamsTree(text) else { return false }
        return dump(fast) == dump(yams)
    }

    static func samples() throws -> [String] {
        try sampleFiles().filter { $0.pathExtension == "yaml" }.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    @Test func samplesReadAsYamsReadsThem() throws {
        var accepted = 0
        for text in try Self.samples() {
            let result = Self.agrees(text)
            #expect(result != false, "\(text.prefix(80))")
            if result == true { accepted += 1 }
        }
        #expect(accepted >= 15)  // the fast path is what reads specs written in the usual style
    }

    @Test func gridOfLabelsReadsFast() {
        var text = "canvas: {width: 1200, height: 2400, scale: 2}\nviews:\n  grid:\n    constraints:\n"
        text += "      - leading == superview.leading\n      - top == superview.top\n    subviews:\n"
        for i in 0..<50 {
            text += "      label_\(i):\n        kind: label\n        text: Label \(i) 天地 😀\n        font: 13\n"
            text += "        constraints:\n          - leading == superview.leading + 8\n          - top == superview.top + \(i)\n"
        }
        #expect(Self.agrees(text) == true)
    }

    @Test func edgeCasesAgreeOrAreDeclined() {
        let accepted = [
            "a: 1\n", "a: 1", "a:\nb: 2\n", "a:\n  b:\n  c: x\n", "a: [x, y , z]\n", "a: []\nb: {}\n",
            "a: {w: 1, h: -2.5}\n", "a: 'it''s'\n", "a: \"quoted # not comment\"\n", "a: x # comment\n",
            "# top\na:   spaced value   \n\n  # indented comment\nb: 2\n", "a:\n  - x\n  - y: 1\n    z: 2\n  - w\n",
            "a:\n  - p: 1\n    q:\n      - r\n", "a: b#c\n", "a: 天地 玄黄\nb: é: x\n", "a: x\n   # deeper comment\nb: y\n",
            "a: -1\n", "a: ~\nb: null\n", "a: .5\n", "a: (x)\n", "a: x,y\n", "a: 10%\n", "a: x]\n",
        ]
        for text in accepted {
            #expect(Self.agrees(text) != false, "\(text.debugDescription)")
        }
        for text in ["a: 1\n", "a:\n  - x\n  - y: 1\n    z: 2\n  - w\n", "a: {w: 1, h: -2.5}\n", "a: 'it''s'\n"] {
            #expect(Self.agrees(text) == true, "\(text.debugDescription)")
        }
        let declined = [
            "a: x\n  continued\n", "a: |\n  block\n", "a: &x 1\nb: *x\n", "a: !tag x\n", "---\na: 1\n", "%YAML 1.1\n---\na: 1\n",
            "a:\n- x\n", "a: b: c\n", "a: \"esc\\n\"\n", "a: 'open\n", "a: [x, [y]]\n", "a:\tx\n", "a: x\r\n",
            "\"a\": 1\n", "? a\n: 1\n", "a: x:\n", "- a\n", "x\n", "", "# only\n", "a: 1\n b: 2\n", "a: [x,]\n",
            "a: {w: 1, }\n", "a: -\n", "a: @x\n", "a: x\u{85}y\n", "a: x\u{2028}\n", "a: {w: 'q'}\n", "a: [a: b]\n",
        ]
        for text in declined {
            #expect(FastSpecYAML.parse(text) == nil, "\(text.debugDescription)")
        }
    }

    /// Random edits of the samples (deterministic): inserted indicators, quotes, spaces, breaks and
    /// non-ASCII text, deleted spans, re-indented and duplicated lines.
    @Test func mutatedSamplesAgreeOrAreDeclined() throws {
        var rng = SplitMix(seed: 0x5EED)
        let pieces = [": ", ":", "#", " #x", "- ", "-", "'", "''", "\"", "{", "}", "[", "]", ", ", ",", " ", "  ", "\n",
                      "\n  ", "\n- ", "|", ">", "&a ", "*a", "!", "?", "%", "@", "`", "\\", "é", "天", "😀", "---", "...",
                      "\t", "~", "a: b", "x: [1, 2]", "{k: v}", "\u{85}", "\u{FEFF}"]
        var checked = 0, acceptedMutants = 0
        for text in try Self.samples() {
            let scalars = Array(text.unicodeScalars)
            for _ in 0..<150 {
                var mutated = scalars
                for _ in 0..<(1 + rng.next(3)) {
                    let at = rng.next(mutated.count + 1)
                    switch rng.next(4) {
                    case 0, 1:
                        mutated.insert(contentsOf: pieces[rng.next(pieces.count)].unicodeScalars, at: at)
                    case 2:
                        let end = min(mutated.count, at + 1 + rng.next(6))
                        if at < end { mutated.removeSubrange(at..<end) }
                    default:
                        // Re-indent the line holding `at` by ±1–2 spaces, or duplicate it.
                        var start = min(at, mutated.count)
                        while start > 0, mutated[start - 1] != "\n" { start -= 1 }
                        var end = start
                        while end < mutated.count, mutated[end] != "\n" { end += 1 }
                        switch rng.next(3) {
                        case 0: mutated.insert(contentsOf: String(repeating: " ", count: 1 + rng.next(2)).unicodeScalars, at: start)
                        case 1: if start < mutated.count, mutated[start] == " " { mutated.remove(at: start) }
                        default: mutated.insert(contentsOf: Array(mutated[start..<end]) + ["\n"], at: start)
                        }
                    }
                }
                var view = String.UnicodeScalarView()
                view.append(contentsOf: mutated)
                let mutant = String(view)
                let result = Self.agrees(mutant)
                #expect(result != false, "\(mutant.debugDescription)")
                checked += 1
                if result == true { acceptedMutants += 1 }
            }
        }
        #expect(checked >= 2000)
        #expect(acceptedMutants > checked / 10)  // the comparison covers many accepted texts, not only declines
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return bound <= 0 ? 0 : Int(z % UInt64(bound))
    }
}
