import CHarfBuzz
import Testing

@testable import TrellisText

extension FontFace {
    /// The BMP coverage found by asking HarfBuzz for each code point's nominal glyph: what the bitmap read
    /// from the cmap in batches must equal.
    func bmpCoverageByLookup() -> [UInt64] {
        var bmp = [UInt64](repeating: 0, count: 65536 / 64)
        for codepoint in UInt32(0)..<65536 where mapsToGlyph(codepoint) {
            bmp[Int(codepoint) >> 6] |= 1 << UInt64(codepoint & 63)
        }
        return bmp
    }
}

/// What a face covers: the bitmap read from its cmap in batches is exactly the set of code points HarfBuzz
/// maps to a real glyph, on every bundled face; `FaceCoverage` answers the same before and after it builds
/// that bitmap, and builds it only once a face has been asked often.
@Suite struct FontCoverageTests {
    @Test func rangeCoverageEqualsNominalGlyphLookups() throws {
        let faces = try TextTestSupport.engine().chain.fileFaces
        #expect(faces.count == 7 + FontCatalog.bundledFaces.count)
        for face in faces {
            let byLookup = face.bmpCoverageByLookup()
            // The code points where the two differ (a short list, not two 1,024-word bitmaps, on failure).
            let coverage = FontFace.bmpCoverage(of: face.hbFace)
            let differing = (0..<65536).filter { (c: Int) -> Bool in
                let bit: UInt64 = 1 << UInt64(c & 63)
                return (coverage[c >> 6] ^ byLookup[c >> 6]) & bit != 0
            }
            #expect(differing.isEmpty, "\(face.info.familyName): \(differing.prefix(8).map { String($0, radix: 16) })")
            #expect(byLookup.contains { $0 != 0 })
        }
    }

    /// Every BMP code point asked in turn of a fresh `FaceCoverage`: the first 4,096 are looked up, the rest
    /// read from the bitmap built on the 4,096th; all answers equal the look-up's, on every bundled face.
    @Test func answersAreTheSameBeforeAndAfterTheBitmap() throws {
        let faces = try TextTestSupport.engine().chain.fileFaces
        for face in faces {
            let coverage = FaceCoverage(face: face)
            var differing: [UInt32] = []
            for value in UInt32(0)..<65536 {
                #expect(coverage.hasBitmap == (value >= UInt32(FaceCoverage.lookupsBeforeBitmap)))
                if coverage.covers(value) != face.mapsToGlyph(value) { differing.append(value) }
            }
            #expect(differing.isEmpty, "\(face.info.familyName): \(differing.prefix(8).map { String($0, radix: 16) })")
            // Beyond the BMP: always a look-up.
            #expect(coverage.covers(0x1F44D) == face.mapsToGlyph(0x1F44D))
        }
        // Spot checks: Roboto has "A" and not "中"; Noto Sans CJK SC has "中".
        #expect(faces[0].mapsToGlyph(0x41))
        #expect(!faces[0].mapsToGlyph(0x4E2D))
        #expect(faces[3].mapsToGlyph(0x4E2D))
    }

    /// Opening the fonts and laying out Latin text builds no fallback face's bitmap (Noto Sans CJK's alone
    /// costs 3.5 M instructions); Chinese text asks the CJK face about each of its characters, which are
    /// looked up until the face has answered 4,096 questions.
    @Test func fallbackBitmapsAreBuiltOnlyForFacesAskedOften() throws {
        let engine = try TextEngine(fontDirectory: TextTestSupport.fontsDirectory)
        let fallbacks = FontChain.primaryWeights.count...engine.chain.emojiIndex
        _ = try engine.textLayout("Crème brûlée — naïve café", style: TextTestSupport.style(17), width: 200, scale: 3)
        #expect(fallbacks.allSatisfy { !engine.chain.hasCoverageBitmap($0) })
        let cjk = fallbacks.lowerBound
        // 2,000 distinct ideographs, each asked once of Roboto and once of the CJK face: below 4,096 questions.
        let ideographs = String(String.UnicodeScalarView((0x4E00..<0x4E00 + 2_000).compactMap(Unicode.Scalar.init)))
        let first = try engine.textLayout(ideographs, style: TextTestSupport.style(17), width: 300, scale: 3)
        #expect(!engine.chain.hasCoverageBitmap(cjk))
        let more = String(String.UnicodeScalarView((0x5E00..<0x5E00 + 3_000).compactMap(Unicode.Scalar.init)))
        let second = try engine.textLayout(more, style: TextTestSupport.style(17), width: 300, scale: 3)
        #expect(engine.chain.hasCoverageBitmap(cjk))
        #expect(first.lines.count > 1 && second.lines.count > 1)
        #expect(second.lines[0].runs.allSatisfy { $0.face.familyName == "Noto Sans CJK SC" })
    }
}
