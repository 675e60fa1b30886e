import CFreeType
import Testing

@testable import TrellisText

/// `FontFace` reads a face's family name and whether it is colour bitmaps only from the tables with
/// HarfBuzz; FreeType, which read them until 2026-11-24 (and which Cairo draws with), gives the same for
/// every bundled face.
@Suite struct FontFaceInfoTests {
    struct FreeTypeFacts: Equatable {
        var familyName: String
        var isColorBitmap: Bool
    }

    static func freeTypeFacts(_ path: String) throws -> FreeTypeFacts {
        var library: FT_Library?
        try #require(FT_Init_FreeType(&library) == 0)
        let lib = try #require(library)
        defer { FT_Done_FreeType(lib) }
        var face: FT_Face?
        try #require(FT_New_Face(lib, path, 0, &face) == 0)
        let opened = try #require(face)
        defer { FT_Done_Face(opened) }
        let flags = opened.pointee.face_flags
        return FreeTypeFacts(
            familyName: try #require(opened.pointee.family_name.map { String(cString: $0) }),
            isColorBitmap: flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0)
    }

    @Test func harfBuzzReadsWhatFreeTypeReads() throws {
        let faces = try TextTestSupport.engine().chain.fileFaces
        #expect(faces.count == 24)
        for face in faces {
            let expected = try Self.freeTypeFacts(face.info.path)
            #expect(FreeTypeFacts(familyName: face.info.familyName, isColorBitmap: face.info.isColorBitmap) == expected)
        }
        #expect(
            faces.map(\.info.familyName) == [
                "Roboto", "Roboto", "Roboto", "Noto Sans CJK SC", "Noto Sans Arabic UI", "Noto Sans Hebrew",
                "Noto Color Emoji",
            ] + Array(repeating: "Roboto", count: 9) + Array(repeating: "DejaVu Serif", count: 4)
                + Array(repeating: "DejaVu Sans Mono", count: 4))
        #expect(faces.map(\.info.isColorBitmap) == (0..<24).map { $0 == 6 })
    }
}
