import Testing

@testable import TrellisSpec

/// `NodeReader.parseNumber` reads plain whole numbers from their bytes (`wholeNumber`) and everything else
/// through `Double(String)`; both paths must give the value `Double(String)` gives, bit for bit.
struct NumberParsingTests {
    func sameBits(_ a: Double?, _ b: Double?) -> Bool { a?.bitPattern == b?.bitPattern }

    @Test func wholeNumbersReadFromBytesMatchDoubleParsing() {
        let written = [
            "0", "-0", "+0", "7", "007", "-8", "+5", "17", "249", "749", "1000", "999999999", "-999999999",
            "123456789012345", "-123456789012345",
        ]
        for text in written {
            #expect(NodeReader.wholeNumber(text) != nil, "\(text) takes the byte path")
            #expect(sameBits(NodeReader.wholeNumber(text), Double(text)), "\(text)")
            #expect(sameBits(NodeReader.parseNumber(text), Double(text)), "\(text)")
        }
        #expect(NodeReader.wholeNumber("-0")?.sign == .minus)
        // Spread over every length up to 15 digits, both signs (a fixed sequence: the same every run).
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<2_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let n = Int(x >> 14) % [1, 10, 1_000, 1_000_000, 1_000_000_000, 1_000_000_000_000_000][i % 6]
            let text = String(i.isMultiple(of: 2) ? n : -n)
            #expect(sameBits(NodeReader.parseNumber(text), Double(text)), "\(text)")
        }
    }

    @Test func everythingElseTakesTheGeneralPath() {
        // Not plain whole numbers: the byte path declines them, and the general path reads them as before.
        let general: [(String, Double?)] = [
            ("1234567890123456", 1_234_567_890_123_456), ("2.5", 2.5), ("-2.5", -2.5), (".5", 0.5), ("1e3", 1000),
            (" 12", 12), ("12 ", 12), ("0x10", nil), ("1_000", nil), ("", nil), ("-", nil), ("+", nil),
            ("12a", nil), ("--1", nil), ("١٢", nil),
        ]
        for (text, expected) in general {
            #expect(NodeReader.wholeNumber(text) == nil, "\(text) declined by the byte path")
            #expect(sameBits(NodeReader.parseNumber(text), expected), "\(text)")
        }
    }
}
