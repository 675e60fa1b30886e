import Testing

@testable import TrellisSpec

/// The spec-node tree libyaml's events build: texts, styles, positions, order, and the errors with theirs.
struct YAMLTreeBuilderTests {
    private func tree(_ text: String) throws -> SpecNode {
        try #require(try YAMLTreeBuilder.tree(text))
    }

    @Test func scalarsKeepTheirTextStyleAndPosition() throws {
        let root = try tree("a: plain\nb: 'single'\nc: \"dou\\tble\"\nd: |\n  literal\ne: >\n  folded\n  line\n")
        guard case .mapping(let mapping) = root else { Issue.record("not a mapping"); return }
        let values = mapping.pairs.map { pair in pair.value.scalar }
        #expect(values.map { $0?.string } == ["plain", "single", "dou\tble", "literal\n", "folded line\n"])
        #expect(values.map { $0?.style } == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
        #expect(values.map { $0?.mark } == [(1, 4), (2, 4), (3, 4), (4, 4), (6, 4)].map(SpecNode.Mark.init))
        #expect(mapping.mark == SpecNode.Mark(line: 1, column: 1))
    }

    @Test func duplicateKeysAndOrderAreKept() throws {
        guard case .mapping(let mapping) = try tree("b: 1\na: 2\nb: 3\n") else { Issue.record("not a mapping"); return }
        #expect(mapping.pairs.map { $0.key.scalar?.string } == ["b", "a", "b"])
        #expect(mapping.pairs.map { $0.value.scalar?.string } == ["1", "2", "3"])
    }

    @Test func nestedCollectionsAndJSON() throws {
        guard case .mapping(let mapping) = try tree("{\"v\": [1, {\"k\": [[], \"x\"]}], \"w\": {}}") else {
            Issue.record("not a mapping")
            return
        }
        guard case .sequence(let list) = mapping.pairs[0].value else { Issue.record("not a list"); return }
        #expect(list.nodes.count == 2)
        #expect(list.mark == SpecNode.Mark(line: 1, column: 7))
        guard case .mapping(let inner) = list.nodes[1], case .sequence(let pair) = inner.pairs[0].value else {
            Issue.record("not a mapping of a list")
            return
        }
        #expect(pair.nodes.count == 2)
        #expect(pair.nodes[1].scalar?.style == .doubleQuoted)
        guard case .mapping(let empty) = mapping.pairs[1].value else { Issue.record("not a mapping"); return }
        #expect(empty.pairs.isEmpty)
    }

    @Test func streamsWithoutADocumentAreNil() throws {
        #expect(try YAMLTreeBuilder.tree("") == nil)
        #expect(try YAMLTreeBuilder.tree("# a comment\n\n") == nil)
    }

    @Test func aSecondDocumentIsRefusedWhereItStarts() {
        #expect(
            throws: YAMLSyntaxError(
                problem: "but found another document", context: ("expected a single document in the stream", 1),
                position: .mark(line: 2, column: 1))
        ) { _ = try YAMLTreeBuilder.tree("a: 1\n---\nb: 2\n") }
    }

    @Test func errorsCarryLibyamlsPositionAndContext() {
        #expect(
            throws: YAMLSyntaxError(
                problem: "did not find expected ',' or '}'", context: ("while parsing a flow mapping", 1),
                position: .mark(line: 2, column: 1))
        ) { _ = try YAMLTreeBuilder.tree("a: {b: 1\n") }
        // A character YAML doesn't allow: the reader's byte offset (after the two-byte é).
        #expect(
            throws: YAMLSyntaxError(
                problem: "control characters are not allowed", context: nil, position: .utf8Offset(5))
        ) { _ = try YAMLTreeBuilder.tree("a: é\u{1}\n") }
        // Located by lines and Unicode scalars: a CR LF ends a line too.
        let source = SpecSource(file: "s.yaml", text: "a: 1\r\nb: é\u{1}\n", baseDirectory: "/")
        do {
            _ = try YAMLTreeBuilder.tree(source.text)
            Issue.record("no error")
        } catch let error as YAMLSyntaxError {
            #expect(
                SpecReader.yamlError(error, source: source).description
                    == "s.yaml:2:5: error: invalid YAML: control characters are not allowed\nb: é\\u{1}\n    ^")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
