import CFreeType
import Foundation
import Testing
import TrellisText

@testable import TrellisRender

/// The renderer draws a system font's variable instance at the axis values the text engine measured it at
/// (`FontFaceInfo.variations`), each clamped to its axis, as HarfBuzz clamps them when shaping.
@Suite struct FontVariationRenderTests {
    static let variable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fonts/TrellisOpszTest-VF.ttf").path

    /// The design coordinates FreeType holds, by axis tag.
    static func coordinates(_ face: FreeTypeFace) throws -> [String: Double] {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        #expect(FT_Get_MM_Var(face.handle, &master) == 0)
        let mm = try #require(master)
        defer { FT_Done_MM_Var(face.handle.pointee.glyph.pointee.library, mm) }
        let count = Int(mm.pointee.num_axis)
        var values = [FT_Fixed](repeating: 0, count: count)
        #expect(FT_Get_Var_Design_Coordinates(face.handle, FT_UInt(count), &values) == 0)
        var result: [String: Double] = [:]
        for index in 0..<count {
            let tag = UInt32(mm.pointee.axis[index].tag)
            let name = String(
                decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }, as: UTF8.self)
            result[name] = Double(values[index]) / 65536
        }
        return result
    }

    @Test func variationsAreSetAndClampedToTheAxes() throws {
        let library = try FreeTypeLibrary()
        let face = try library.openFace(path: Self.variable, index: 0)
        try face.setVariations([FontVariation(tag: "opsz", value: 28), FontVariation(tag: "wght", value: 700)])
        #expect(try Self.coordinates(face) == ["opsz": 28, "wght": 700])
        // opsz runs 6–72 and wght 200–800 in this font; an unknown tag is ignored.
        try face.setVariations([
            FontVariation(tag: "opsz", value: 96), FontVariation(tag: "wght", value: 100),
            FontVariation(tag: "GRAD", value: 5),
        ])
        #expect(try Self.coordinates(face) == ["opsz": 72, "wght": 200])
    }

    @Test func aStaticFaceIsLeftAsItIs() throws {
        let library = try FreeTypeLibrary()
        let face = try library.openFace(path: try TextEngine.bundledFontDirectory() + "/Roboto-Regular.ttf", index: 0)
        try face.setVariations([FontVariation(tag: "opsz", value: 28)])
        #expect(face.isScalable)
    }
}
