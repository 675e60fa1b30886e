import Testing

@testable import TrellisText

/// Text of ASCII letters, digits and spaces gets its line-break opportunities without ICU
/// (`ICU.wordAndSpaceBreaks`): exactly what ICU's iterator says, on every such string up to length 7 over
/// a representative alphabet and on longer sentences; any other character goes to ICU.
@Suite struct ICULineBreakTests {
    static let alphabet: [UInt16] = Array("aZq9 0".utf16)

    @Test func everyShortStringBreaksAsICUSays() throws {
        var checked = 0
        for length in 1...7 {
            var digits = [Int](repeating: 0, count: length)
            while true {
                let units = digits.map { Self.alphabet[$0] }
                #expect(ICU.wordAndSpaceBreaks(units) == (try ICU.breakIteratorLineBreaks(units)), "\(units)")
                checked += 1
                var k = 0
                while k < length, digits[k] == Self.alphabet.count - 1 { digits[k] = 0; k += 1 }
                if k == length { break }
                digits[k] += 1
            }
        }
        #expect(checked == (1...7).reduce(0) { $0 + pow6($1) })
    }

    /// Longer sentences: words of letters and digits between runs of one to three spaces, with and
    /// without leading and trailing spaces.
    @Test func sentencesBreakAsICUSays() throws {
        let words = ["The", "quick", "b9", "FOX", "0", "jumps", "over", "x", "lazy2", "DOGS", "7up", "a"]
        for i in 0..<600 {
            var text = i % 5 == 0 ? " " : ""
            for j in 0..<(i % 17 + 1) {
                if j > 0 { text += String(repeating: " ", count: (i * 7 + j * 3) % 3 + 1) }
                text += words[(i * 13 + j * 5) % words.count]
            }
            if i % 3 == 0 { text += "  " }
            let units = Array(text.utf16)
            #expect(ICU.wordAndSpaceBreaks(units) == (try ICU.breakIteratorLineBreaks(units)), "\(text)")
        }
    }

    @Test func otherTextGoesToICU() throws {
        // The neighbours of the three accepted ranges too: / : @ [ ` { just outside 0-9, A-Z and a-z.
        for text in [
            "well-known", "a, b", "x\u{00A0}y", "tab\there", "天地", "a\nb", "it's", "(a) b", "🙂 ok",
            "a/b", "a:b", "a@b", "a[b", "a`b", "a{b",
        ] {
            #expect(ICU.wordAndSpaceBreaks(Array(text.utf16)) == nil, "\(text)")
        }
        #expect(try ICU.lineBreaks(Array("well-known fact".utf16)) == [5, 11, 15])
        #expect(try ICU.lineBreaks(Array("two  spaces here ".utf16)) == [5, 12, 17])
        #expect(ICU.wordAndSpaceBreaks([]) == [])
    }

    private func pow6(_ n: Int) -> Int { (0..<n).reduce(1) { r, _ in r * 6 } }
}
