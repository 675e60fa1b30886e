import Testing
import TrellisLayout

@testable import TrellisSpec

/// The scan before the YAML parser: an upper bound on the depth the parser builds, that doesn't mistake
/// text for structure, and that refuses anchors and aliases wherever a node can start.
@Suite struct YAMLPreScanTests {
    func scan(_ text: String, depth: Int = 128) -> String? {
        do {
            try YAMLPreScan.check(
                SpecSource(file: "s.yaml", text: text, baseDirectory: "/"), limits: ResourceLimits(depth: depth))
            return nil
        } catch {
            return String("\(error)".split(separator: "\n").first ?? "")
        }
    }

    @Test func flowDepthAtAndOverTheLimit() {
        #expect(scan("a: " + String(repeating: "[", count: 127) + String(repeating: "]", count: 127)) == nil)
        #expect(
            scan("a: " + String(repeating: "[", count: 128) + String(repeating: "]", count: 128))?
                .hasPrefix("s.yaml:1:131: error: the spec is nested more than 128 levels deep") == true)
        #expect(scan("{\"a\": {\"b\": [1, {\"c\": 2}]}}", depth: 4) == nil)
        #expect(scan("{\"a\": {\"b\": [1, {\"c\": 2}]}}", depth: 3) != nil)
    }

    @Test func blockDepthCountsIndentationAndEntries() {
        let nested = "a:\n  b:\n    c:\n      - d: 1\n        e:\n          - - x\n"
        // a, b, c, the entry, d's mapping, e's entry, the inner entry, x: 8 levels.
        #expect(scan(nested, depth: 8) == nil)
        #expect(scan(nested, depth: 7)?.hasPrefix("s.yaml:6:") == true)
        // A sequence written at its key's indentation is still one level deeper: a, the entry, b's mapping,
        // the inner entry and its content (a scalar on a line of its own counts as a level: an upper bound).
        #expect(scan("a:\n- b:\n  - c\n", depth: 5) == nil)
        #expect(scan("a:\n- b:\n  - c\n", depth: 4)?.hasPrefix("s.yaml:3:5:") == true)
        // Returning to a shallower indentation closes levels.
        #expect(scan("a:\n  b:\n    c: 1\nd:\n  e: 2\n", depth: 3) == nil)
    }

    @Test func textIsNotStructure() {
        // Brackets inside plain and quoted scalars, comments, and block scalars' indented text.
        let deepText = String(repeating: "[", count: 500)
        #expect(scan("text: a\(deepText)\n") == nil)
        #expect(scan("text: \"\(deepText)\"\n") == nil)
        #expect(scan("text: '\(deepText) it''s'\n") == nil)
        #expect(scan("a: 1  # \(deepText) &x *y\n") == nil)
        var block = "views:\n  a:\n    text: |\n"
        for i in 0..<300 { block += String(repeating: " ", count: 6 + i) + "[{ &a *b\n" }
        block += "  b: 1\n"
        #expect(scan(block) == nil)
        // A quoted scalar over several lines.
        #expect(scan("text: \"first [[[\n  second *a &b\n  third\"\nb: [1]\n") == nil)
    }

    @Test func structureAfterABlockScalarIsCounted() {
        // The block scalar ends at a line indented no more than its key; what follows is structure again.
        let text =
            "- a: |\n    text\n  b: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n"
        #expect(scan(text)?.contains("nested more than 128 levels") == true)
    }

    @Test func anchorsAndAliasesAreRefusedWhereANodeStarts() {
        #expect(scan("a: &x 1\n")?.hasPrefix("s.yaml:1:4: error: an anchor ('&name')") == true)
        #expect(scan("a: 1\nb: *x\n")?.hasPrefix("s.yaml:2:4: error: an alias ('*name')") == true)
        #expect(scan("- *x\n")?.hasPrefix("s.yaml:1:3: error: an alias") == true)
        #expect(scan("a: [1, *x]\n")?.hasPrefix("s.yaml:1:8: error: an alias") == true)
        #expect(scan("a: {k: &v 1}\n")?.hasPrefix("s.yaml:1:8: error: an anchor") == true)
        #expect(scan("&a a: 1\n")?.hasPrefix("s.yaml:1:1: error: an anchor") == true)
        // Inside text they are characters.
        #expect(scan("a: b & c * d\ntext: \"*bold*\"\nt2: 'x &y'\n") == nil)
    }

    @Test func documentMarkersAndDirectivesStartAgain() {
        #expect(scan("%YAML 1.1\n---\na:\n  b: 1\n...\n", depth: 2) == nil)
    }

    @Test func readerRefusesAliasesBeforeTheyExpand() throws {
        var spec =
            "canvas: {width: 1, height: 1}\na: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for level in 1...9 {
            let name = String(UnicodeScalar(UInt8(97 + level))), previous = String(UnicodeScalar(UInt8(96 + level)))
            spec += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        #expect(throws: SpecError.self) { try SpecReader.read(text: spec, file: "bomb.yaml") }
    }

    @Test func treeBuilderRefusesAnAliasBehindTheScan() throws {
        // Behind the scan: the tree builder never expands an alias, so a tree holds no more nodes than its text.
        #expect(throws: YAMLAliasFound(mark: SpecNode.Mark(line: 2, column: 5))) {
            _ = try YAMLTreeBuilder.tree("a: &a [1, 1, 1, 1]\nb: [*a, *a, *a, *a]\n")
        }
        #expect(try YAMLTreeBuilder.tree("a: [1, 2]\n") != nil)
    }

    @Test func suggestionsAreBoundedForLongWords() {
        #expect(Suggestion.closest(to: String(repeating: "x", count: 400_000), among: ["red", "green"]) == nil)
        #expect(Suggestion.closest(to: "gren", among: ["red", "green"]) == "green")
        #expect(
            Suggestion.closest(to: "lightgoldenrodyelow", among: ["lightgoldenrodyellow"]) == "lightgoldenrodyellow")
    }
}
