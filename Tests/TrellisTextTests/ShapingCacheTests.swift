import Testing

@testable import TrellisText

/// The shaping caches must give exactly the glyphs and positions of shaping every paragraph whole.
@Suite struct ShapingCacheTests {
    @Test func whitespaceFactsMatchSwift() {
        for value in 0...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(UnicodeFacts.isWhitespace(character) == character.isWhitespace, "U+\(String(value, radix: 16))")
        }
        for value in Array(0...0x20000) + Array(0xE0000...0xE1000) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                UnicodeFacts.isDefaultIgnorable(scalar.value) == scalar.properties.isDefaultIgnorableCodePoint,
                "U+\(String(value, radix: 16))")
        }
    }

    @Test func robotoRunsAreCutIntoWordsExceptNextToKernedCharacters() throws {
        let chain = try TextTestSupport.engine().chain
        for weight in FontWeight.allCases {
            let neighbours = try #require(chain.faces[chain.primaryIndex(weight)].spaceNeighbours)
            #expect(neighbours.contains(0x54)) // Roboto kerns "T" against the space
            #expect(!neighbours.contains(0x61))
        }
        #expect(chain.faces[3].spaceNeighbours == nil) // Noto Sans CJK SC substitutes the space in GSUB
    }

    /// An ASCII character's answer, once decided, is remembered: the same answer for every character, asked
    /// again.
    @Test func asciiAnswersAskedAgainAreTheDecidedOnes() throws {
        let chain = try TextTestSupport.engine().chain
        for weight in FontWeight.allCases {
            let neighbours = try #require(chain.faces[chain.primaryIndex(weight)].spaceNeighbours)
            let decided = (0..<128).map { neighbours.contains(UInt32($0)) }
            #expect((0..<128).map { neighbours.contains(UInt32($0)) } == decided)
            #expect(decided[0x54] && !decided[0x61]) // "T" kerned against the space, "a" not
        }
    }

    /// Runs with ASCII edges inside right-to-left text (spaces, digits, punctuation between joining
    /// letters) are cached whatever their neighbours; each text puts them in other joining contexts.
    static let asciiEdgedRuns = [
        "بب 12 بب-بب (بب) ب1ب", "اا 12 اا-اا (اا) ا1ا", "ـ 12 ـ-ـ (ـ) ـ1ـ", "ب 12 ا-ب (ا) ب1ا", " مرحبا ",
        "مرحبا , هذا",
        "שלום 12:30 עולם-שלום (עברית)", "ب،12،ب ب:ب ب.ب", "\u{200D} 1 \u{200D}-ب", "ب\u{64E} 7 \u{64E}ب",
    ]

    @Test(arguments: [WhitespaceFontPolicy.primaryFirst, .followNeighbour])
    func cachedShapingEqualsWholeParagraphShaping(policy: WhitespaceFontPolicy) throws {
        let engine = try TextEngine(fontDirectory: TextTestSupport.fontsDirectory, whitespacePolicy: policy)
        let texts =
            OracleCorpus.texts.map(\.text) + [
                "AVA Te. office fi fl ffi Wa Yo T. V, P. \"quoted\" 'x' LT ff AV",
                "Kerning: AVAVAV To Ta Te Tr Ty Wa We Yo y. r. f. F. P,",
            ]
            + Self.asciiEdgedRuns + Self.asciiEdgedRuns.reversed()
        for text in texts {
            for paragraph in text.split(separator: "\n") {
                for weight in FontWeight.allCases {
                    let cached = try engine.shapedParagraph(paragraph, primary: engine.chain.primaryIndex(weight))
                    let whole = try ShapedParagraph(
                        text: paragraph, chain: engine.chain, primary: engine.chain.primaryIndex(weight),
                        spacePolicy: policy)
                    #expect(cached.runs.map(\.glyphs) == whole.runs.map(\.glyphs), "\(paragraph)")
                    #expect(cached.runs.map(\.range) == whole.runs.map(\.range), "\(paragraph)")
                }
            }
        }
    }
}
