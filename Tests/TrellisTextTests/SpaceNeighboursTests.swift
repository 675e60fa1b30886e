import CHarfBuzz
import Testing

@testable import TrellisText

/// `FontFace.spaceNeighbours` decides each character when first asked: the answers must be those of
/// scanning the whole face at open (as before), whatever the order of the questions.
@Suite struct SpaceNeighboursTests {
    /// The former eager scan: every cmap character shaped next to a space, both ways.
    static func wholeFaceScan(_ face: FontFace) -> Set<UInt32> {
        var adjusted: Set<UInt32> = []
        guard let unicodes = hb_set_create(), let buffer = hb_buffer_create() else { return adjusted }
        defer { hb_set_destroy(unicodes); hb_buffer_destroy(buffer) }
        hb_face_collect_unicodes(face.hbFace, unicodes)
        var codepoint: hb_codepoint_t = .max
        while hb_set_next(unicodes, &codepoint) != 0 {
            guard let scalar = Unicode.Scalar(codepoint), !scalar.properties.isDefaultIgnorableCodePoint,
                ![.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
            else { continue }
            for pair: [UInt32] in [[0x20, codepoint], [codepoint, 0x20]] {
                hb_buffer_reset(buffer)
                hb_buffer_add_utf32(buffer, pair, 2, 0, 2)
                hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
                hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
                hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
                hb_shape(face.hbFont, buffer, nil, 0)
                var count: UInt32 = 0
                let infos = hb_buffer_get_glyph_infos(buffer, &count)
                let positions = hb_buffer_get_glyph_positions(buffer, &count)
                let plain =
                    count == 2
                    && (0..<2).allSatisfy { i in
                        var nominal: hb_codepoint_t = 0
                        _ = hb_font_get_nominal_glyph(face.hbFont, pair[i], &nominal)
                        guard let info = infos?[i], let position = positions?[i] else { return false }
                        return info.codepoint == nominal && position.x_offset == 0 && position.y_offset == 0
                            && position.x_advance == hb_font_get_glyph_h_advance(face.hbFont, nominal)
                    }
                if !plain { adjusted.insert(codepoint); break }
            }
        }
        return adjusted
    }

    @Test func lazyAnswersEqualTheWholeFaceScan() throws {
        let directory = try TextEngine.bundledFontDirectory()
        for file in ["Roboto-Regular.ttf", "Roboto-Bold.ttf"] {
            let expected = Self.wholeFaceScan(try FontFace(path: directory + "/" + file))
            #expect(expected.contains(0x54) && expected.count > 10)
            // Fresh faces asked in two different orders (descending, then ascending with repeats).
            let down = try #require(try FontFace(path: directory + "/" + file).spaceNeighbours)
            let found = Set((0..<UInt32(0x10000)).reversed().filter { down.contains($0) })
            #expect(found == expected.filter { $0 < 0x10000 }, "\(file)")
            let up = try #require(try FontFace(path: directory + "/" + file).spaceNeighbours)
            for codepoint in expected.sorted() + [0x54, 0x54] { #expect(up.contains(codepoint)) }
            #expect(!up.contains(0x61) && !up.contains(0x20))
        }
        let cjk = try FontFace(path: directory + "/NotoSansCJKsc-Regular.otf")
        #expect(cjk.spaceNeighbours == nil)
    }
}
