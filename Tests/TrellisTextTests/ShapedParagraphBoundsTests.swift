import Testing

@testable import TrellisText

/// A shaped paragraph's grapheme boundaries and visible ends — kept as lists for most text, derived from the
/// units for printable ASCII (`ShapedParagraph.isPrintableASCII`) — against their definitions: Swift's
/// grapheme clusters, and the end of the last non-whitespace grapheme at or before an offset.
@Suite struct ShapedParagraphBoundsTests {
    static let texts = [
        "The quick  brown fox ", "   leading spaces", "x", " ", "a b  c   d", "punctuation, (brackets) & 100%!",
        "café au lait", "e\u{301} combining", "tab\there", "中文 文本", "emoji 👩‍👩‍👧 ok  ", "שלום world",
    ]

    @Test(arguments: texts) func boundsAndVisibleEndsMatchTheirDefinitions(_ text: String) throws {
        let engine = try TextTestSupport.engine()
        let p = try ShapedParagraph(text: text[...], chain: engine.chain, primary: 0, spacePolicy: .primaryFirst)
        let isASCII = text.utf16.allSatisfy { (0x20...0x7E).contains($0) }
        #expect(p.isPrintableASCII == isASCII, "\(text)")
        let offsets =
            [0] + text.indices.dropFirst().map { text.utf16.distance(from: text.startIndex, to: $0) }
            + [text.utf16.count]
        #expect(offsets == (0..<p.graphemeBoundCount).map(p.graphemeBound), "\(text)")
        // Visible ends and boundary indices, at every boundary pair.
        let characters = Array(text)
        for (gi, g) in offsets.enumerated() {
            #expect(p.boundaryIndex(atOrBefore: g) == gi)
            for (si, s) in offsets.enumerated() where s <= g {
                var visible = gi
                while visible > si, characters[visible - 1].isWhitespace { visible -= 1 }
                #expect(p.visibleEnd(from: s, to: g) == offsets[visible], "\(text) \(s)..<\(g)")
            }
        }
    }

    /// `everyVisiblePrefixFits` against its definition over every offset, at limits around the widest
    /// visible prefix (advances made up, some negative).
    @Test(arguments: texts) func visiblePrefixesFitAsDefined(_ text: String) throws {
        let engine = try TextTestSupport.engine()
        let p = try ShapedParagraph(text: text[...], chain: engine.chain, primary: 0, spacePolicy: .primaryFirst)
        let n = p.units.count
        var prefix = [0.0]
        for i in 0..<n { prefix.append(prefix[i] + (i % 5 == 3 ? -2.0 : Double(3 + i % 4))) }
        let offsets = (0..<p.graphemeBoundCount).map(p.graphemeBound)
        let widest = offsets.map { prefix[p.visibleEnd(from: 0, to: $0)] - prefix[0] }.max() ?? 0
        for limit in [widest - 0.5, widest, widest + 0.5, 0.25] {
            let expected = offsets.allSatisfy { prefix[p.visibleEnd(from: 0, to: $0)] - prefix[0] <= limit }
            #expect(p.everyVisiblePrefixFits(prefix, limit: limit) == expected, "\(text) \(limit)")
        }
    }
}
