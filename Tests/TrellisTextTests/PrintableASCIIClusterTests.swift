import Testing

@testable import TrellisText

/// Printable ASCII skips the grapheme scanner and the per-cluster decoding (`ShapedParagraph.printableASCIIClusters`):
/// what it writes must be what the general path's pieces say — Swift's grapheme clusters, the chain's face
/// resolution, ICU's script, the whitespace facts — for every printable character, in every weight.
@Suite struct PrintableASCIIClusterTests {
    private func clusters(_ text: String, weight: FontWeight) throws -> (
        count: Int?, clusters: [Itemizer.Cluster], bounds: [Int32], visibleEnds: [Int32]
    ) {
        let chain = try TextTestSupport.engine().chain
        let units = Array(text.utf16)
        var count: Int?
        var visibleEnds: [Int32] = []
        var clusters: [Itemizer.Cluster] = []
        let bounds = [Int32](unsafeUninitializedCapacity: units.count + 1) { boundsOut, boundsCount in
            visibleEnds = [Int32](unsafeUninitializedCapacity: units.count + 1) { visibleOut, visibleCount in
                clusters = [Itemizer.Cluster](unsafeUninitializedCapacity: units.count) { clusterOut, clusterCount in
                    boundsOut[0] = 0
                    visibleOut[0] = 0
                    count = units.withUnsafeBufferPointer {
                        ShapedParagraph.printableASCIIClusters(
                            $0, faces: chain.asciiFaces(for: weight), latin: ICU.script(of: Unicode.Scalar(0x41)),
                            emoji: chain.emojiIndex, clusters: clusterOut, bounds: boundsOut,
                            visibleEnds: visibleOut)
                    }
                    clusterCount = count ?? 0
                }
                visibleCount = count.map { $0 + 1 } ?? 0
            }
            boundsCount = count.map { $0 + 1 } ?? 0
        }
        return (count, clusters, bounds, visibleEnds)
    }

    @Test func everyPrintableCharacterAsTheGeneralPathResolvesIt() throws {
        let chain = try TextTestSupport.engine().chain
        let printable = String(String.UnicodeScalarView((0x20...0x7E).compactMap(Unicode.Scalar.init)))
        for weight in FontWeight.allCases {
            let text = "  " + printable + " words, then spaces   "
            let result = try clusters(text, weight: weight)
            #expect(result.count == text.utf16.count)
            // One cluster a character, as Swift segments it.
            #expect(
                result.bounds.map(Int.init) == [0]
                    + text.indices.map { text.utf16.distance(from: text.startIndex, to: $0) + 1 })
            var lastVisible = 0
            for (i, scalar) in text.unicodeScalars.enumerated() {
                let cluster = result.clusters[i]
                let face = try #require(chain.face(for: scalar, chain: chain.chain(for: weight)))
                #expect(Int(cluster.face) == face, "\(scalar) in \(weight)")
                #expect(cluster.script == ICU.script(of: scalar), "\(scalar)")
                #expect(cluster.isSpace == UnicodeFacts.isWhitespace(scalar.value), "\(scalar)")
                #expect(cluster.level == 0 && !cluster.isEmoji && cluster.start == i && cluster.end == i + 1)
                if !UnicodeFacts.isWhitespace(scalar.value) { lastVisible = i + 1 }
                #expect(Int(result.visibleEnds[i + 1]) == lastVisible)
            }
        }
    }

    @Test func anythingElseTakesTheGeneralPath() throws {
        for text in ["tab\there", "line\nbreak", "café", "emoji 🙂", "\u{7F}", "naïve"] {
            #expect(try clusters(text, weight: .regular).count == nil, "\(text)")
        }
        #expect(try clusters("", weight: .regular).count == 0)
    }

    /// `ShapedParagraph.init` takes printable ASCII's runs straight from the units (`printableASCIIRuns`):
    /// the runs the general itemization makes from its clusters, script resolution included (text with no
    /// letter stays Common), in every weight; anything else is declined.
    @Test func printableASCIIRunsAreTheItemizersRuns() throws {
        let chain = try TextTestSupport.engine().chain
        let latin = ICU.script(of: Unicode.Scalar(0x41))
        let printable = String(String.UnicodeScalarView((0x20...0x7E).compactMap(Unicode.Scalar.init)))
        let texts = [
            "", " ", "   ", "a", "123 456", "  leading", "trailing  ", "!?", "(x)", printable, "x y",
            "Mixed 42 words, then (punctuation)!",
        ]
        func describe(_ runs: [Itemizer.Run]) -> [String] {
            runs.map { "\($0.range) face \($0.face) level \($0.level) script \(String(describing: $0.script))" }
        }
        for weight in FontWeight.allCases {
            for text in texts {
                let units = Array(text.utf16)
                let fast = units.withUnsafeBufferPointer {
                    ShapedParagraph.printableASCIIRuns($0, faces: chain.asciiFaces(for: weight), latin: latin)
                }
                let general = try ShapedParagraph.itemize(
                    units, chain: chain, primary: chain.primaryIndex(weight), spacePolicy: .primaryFirst)
                #expect(general.clusters.isPrintableASCII && general.missing.isEmpty)
                #expect(fast.map(describe) == describe(general.runs), "\(text) in \(weight)")
            }
        }
        for text in ["tab\there", "line\nbreak", "café", "\u{7F}"] {
            let units = Array(text.utf16)
            #expect(
                units.withUnsafeBufferPointer {
                    ShapedParagraph.printableASCIIRuns($0, faces: chain.asciiFaces(for: .regular), latin: latin)
                } == nil)
        }
    }
}
