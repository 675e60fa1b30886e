import Testing

@testable import TrellisText

/// A face's BMP coverage, read from its cmap range by range, is exactly the set of code points HarfBuzz maps
/// to a real glyph, on every bundled face.
@Suite struct FontCoverageTests {
    @Test func rangeCoverageEqualsNominalGlyphLookups() throws {
        let faces = try TextTestSupport.engine().chain.faces
        #expect(faces.count == 7)
        for face in faces {
            let byLookup = face.bmpCoverageByLookup()
            #expect(face.bmpCoverage == byLookup, "\(face.info.familyName)")
            #expect(byLookup.contains { $0 != 0 })
        }
        // Spot checks: Roboto has "A" and not "中"; Noto Sans CJK SC has "中".
        #expect(faces[0].covers(Unicode.Scalar(0x41)!))
        #expect(!faces[0].covers(Unicode.Scalar(0x4E2D)!))
        #expect(faces[3].covers(Unicode.Scalar(0x4E2D)!))
    }
}
