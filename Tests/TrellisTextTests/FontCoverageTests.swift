import CHarfBuzz
import Testing

@testable import TrellisText

extension FontFace {
    /// The BMP coverage found by asking HarfBuzz for each code point's nominal glyph: what `bmpCoverage`
    /// must equal.
    func bmpCoverageByLookup() -> [UInt64] {
        var bmp = [UInt64](repeating: 0, count: 65536 / 64)
        for codepoint in UInt32(0)..<65536 {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(hbFont, codepoint, &glyph) != 0, glyph != 0 {
                bmp[Int(codepoint) >> 6] |= 1 << UInt64(codepoint & 63)
            }
        }
        return bmp
    }
}

/// A face's BMP coverage, read from its cmap in batches, is exactly the set of code points HarfBuzz maps
/// to a real glyph, on every bundled face.
@Suite struct FontCoverageTests {
    @Test func rangeCoverageEqualsNominalGlyphLookups() throws {
        let faces = try TextTestSupport.engine().chain.faces
        #expect(faces.count == 7)
        for face in faces {
            let byLookup = face.bmpCoverageByLookup()
            // The code points where the two differ (a short list, not two 1,024-word bitmaps, on failure).
            let coverage = face.bmpCoverage
            let differing = (0..<65536).filter { (c: Int) -> Bool in
                let bit: UInt64 = 1 << UInt64(c & 63)
                return (coverage[c >> 6] ^ byLookup[c >> 6]) & bit != 0
            }
            #expect(differing.isEmpty, "\(face.info.familyName): \(differing.prefix(8).map { String($0, radix: 16) })")
            #expect(byLookup.contains { $0 != 0 })
        }
        // Spot checks: Roboto has "A" and not "中"; Noto Sans CJK SC has "中".
        let zhong = try #require(Unicode.Scalar(0x4E2D))
        #expect(faces[0].covers(Unicode.Scalar(UInt8(0x41))))
        #expect(!faces[0].covers(zhong))
        #expect(faces[3].covers(zhong))
    }
}
