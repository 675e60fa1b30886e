import Testing

@testable import TrellisText

/// `GraphemeScanner` must find exactly Swift's `Character` boundaries, and transcode exactly as `utf16`.
@Suite struct GraphemeScannerTests {
    static func swiftClusters(_ text: String) -> [Int] {
        var offset = 0
        return text.map {
            offset += $0.utf16.count; return offset
        }
    }

    static func scannedClusters(_ text: String) -> (ends: [Int], singles: [Bool]) {
        let units = GraphemeScanner.utf16(of: text[...])
        var ends: [Int] = [], singles: [Bool] = []
        var previous = 0
        units.withUnsafeBufferPointer { all in
            GraphemeScanner.forEachCluster(all) { cluster in
                #expect(cluster.start == previous)
                previous = cluster.end
                ends.append(cluster.end)
                let character = Character(String(decoding: all[cluster.start..<cluster.end], as: UTF16.self))
                singles.append(cluster.scalar != nil)
                if let scalar = cluster.scalar { #expect(Character(scalar) == character) }
                #expect(cluster.character(in: all) == character)
                #expect((cluster.scalar == nil) == (character.unicodeScalars.count > 1))
            }
        }
        return (ends, singles)
    }

    static func check(_ text: String) {
        #expect(GraphemeScanner.utf16(of: text[...]) == Array(text.utf16))
        #expect(
            scannedClusters(text).ends == swiftClusters(text),
            "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// Every BMP code point between and next to simple letters, marks, ZWJ and emoji.
    @Test func everyBMPScalarInContext() {
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let c = String(scalar)
            Self.check("a" + c + "b" + c + c + "\u{301}" + "字" + c + "\u{200D}" + "😀" + c + "ق" + c + "\u{1F1EB}" + c)
        }
    }

    /// Random sequences drawn from every grapheme break class (fixed seed).
    @Test func randomMixturesMatchSwift() {
        let pool: [UInt32] = [
            0x61, 0x20, 0x2E, 0xE9, 0xA9, 0xAD, 0x09, 0x0A, 0x0D, 0x85, 0x301, 0x308, 0x5D0, 0x5B8, 0x627, 0x64E, 0x600,
            0x6DD, 0x915, 0x94D, 0x937, 0x93F, 0xE01, 0xE33, 0x1100, 0x1161, 0x11A8, 0xAC00, 0xAC01, 0x200B, 0x200C,
            0x200D, 0x2028, 0x203C, 0x3001, 0x3099, 0x302A, 0x3042, 0x4E00, 0xFE0F, 0xFE0E, 0xFF76, 0xFF9E, 0x20E3,
            0x1F1EB, 0x1F1F7, 0x1F44D, 0x1F3FD, 0x1F468, 0x1F469, 0x1F467, 0x1F3F3, 0x2764, 0x231A, 0xE0067, 0x1F9D1,
        ]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + next(12)) {
                if let scalar = Unicode.Scalar(pool[next(pool.count)]) { text.append(scalar) }
            }
            Self.check(String(text))
        }
    }

    @Test func fixedSamples() {
        for text in [
            "", "a", "\r\n", "🇫🇷🇩🇪🇯", "👨‍👩‍👧‍👦 x", "e\u{301}\u{302}", "क्षि", "각\u{1161}", "𝒜𝓁", "a\u{600}b",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "© ®️ ‼ 〰 〽️", "ｶﾞ", "\u{AD}x\u{AD}",
        ] {
            Self.check(text)
        }
    }
}
