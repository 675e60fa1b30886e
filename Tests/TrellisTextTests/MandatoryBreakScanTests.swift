import Testing

@testable import TrellisText

/// `TextLayoutBuilder.mayHaveMandatoryBreak` scans eight bytes at a time while they are ASCII and none is LF–CR:
/// it must say exactly what a scan of the characters says, wherever the break sits in the words.
@Suite struct MandatoryBreakScanTests {
    /// UAX #14's mandatory breaks that split paragraphs: LF, VT, FF, CR, NEL, LS, PS.
    static let breaks: [Character] = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
    /// Characters next to them in value or in their UTF-8 bytes that are not breaks.
    static let others: [Character] = [
        "\t", "\u{0E}", "\u{09}", "é", "\u{84}", "\u{86}", "\u{2027}", "\u{202A}", "中", "🙂",
    ]

    @Test func everyLaneOfAWordIsRead() {
        for lane in 0..<8 {
            for value in 0..<256 {
                let word = (0x2020_2020_2020_2020 as UInt64) & ~(0xFF << (8 * lane)) | UInt64(value) << (8 * lane)
                let expected = value >= 0x80 || (0x0A...0x0D).contains(value)
                #expect(TextLayoutBuilder.mayHoldBreakByte(word) == expected, "byte \(value) in lane \(lane)")
            }
        }
    }

    @Test func aBreakIsFoundAtEveryOffset() {
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31] {
            let plain = String(repeating: "a", count: length)
            #expect(!TextLayoutBuilder.mayHaveMandatoryBreak(plain), "\(length) letters")
            for offset in 0...length {
                let index = plain.index(plain.startIndex, offsetBy: offset)
                for c in Self.breaks {
                    var text = plain
                    text.insert(c, at: index)
                    #expect(
                        TextLayoutBuilder.mayHaveMandatoryBreak(text), "U+\(c.unicodeScalars.first!.value) at \(offset)"
                    )
                }
                for c in Self.others {
                    var text = plain
                    text.insert(c, at: index)
                    #expect(
                        !TextLayoutBuilder.mayHaveMandatoryBreak(text),
                        "U+\(c.unicodeScalars.first!.value) at \(offset)")
                }
            }
        }
    }
}
