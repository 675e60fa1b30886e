import CCairo
import Foundation
import Testing
import TrellisText

@testable import TrellisRender

/// The renderer opens the font files it draws with as the text engine does (`InputFile`, mapped): a path
/// that became a FIFO or a directory is an error naming it, never a wait inside `FT_New_Face`.
@Suite struct FontFileRenderTests {
    func info(_ path: String) -> FontFaceInfo {
        FontFaceInfo(path: path, faceIndex: 0, familyName: "Roboto", isColorBitmap: false)
    }

    @Test func aFontThatIsAFIFOOrADirectoryIsAnError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("font-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pipe = dir.appendingPathComponent("pipe.ttf").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let cache = try FontFaceCache()
        #expect(throws: RenderError.font("cannot open font \(pipe): it is a FIFO, not a file")) {
            try cache.cairoFace(for: info(pipe))
        }
        #expect(throws: RenderError.font("cannot open font \(dir.path): it is a directory, not a file")) {
            try cache.cairoFace(for: info(dir.path))
        }
    }

    @Test func aBundledFaceOpensFromItsMapping() throws {
        let path = try TextEngine.bundledFontDirectory() + "/Roboto-Regular.ttf"
        let library = try FreeTypeLibrary()
        let face = try library.openFace(path: path, index: 0)
        #expect(face.handle.pointee.num_glyphs > 1000)
        #expect(face.isScalable)
        let cairoFace = try CairoFontFace(face: face)
        #expect(cairo_font_face_status(cairoFace.handle) == CAIRO_STATUS_SUCCESS)
    }
}
