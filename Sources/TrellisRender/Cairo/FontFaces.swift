import CCairo
import CFreeType
import FoundationEssentials
import Synchronization
import TrellisFiles
import TrellisText

/// One FreeType library. FreeType requires `FT_New_Face`/`FT_Done_Face` on one library to be serialised,
/// and Cairo may destroy a font face (and so call `FT_Done_Face`) on any thread when its font cache evicts it,
/// so both go through `lock`. Faces keep their library alive, so it is freed only after its last face.
final class FreeTypeLibrary: @unchecked Sendable {
    let handle: FT_Library
    private let lock = Mutex(())

    init() throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw RenderError.font("cannot initialise FreeType")
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    /// Opens face `index` of the font at `path` from the file mapped as the text engine maps it (`InputFile`:
    /// a FIFO or a device is refused by type, never waited on), so FreeType draws from the same bytes.
    func openFace(path: String, index: Int) throws -> FreeTypeFace {
        let file: MappedFile
        do {
            file = try InputFile(path: path).map(limit: FontFaceInfo.maximumFileBytes)
        } catch {
            throw RenderError.font("cannot open font \(path): \(error)")
        }
        let (face, error): (FT_Face?, FT_Error) = lock.withLock { _ in
            file.withUnsafeBytes { bytes in
                var face: FT_Face?
                let base = bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self)
                let error = FT_New_Memory_Face(handle, base, FT_Long(bytes.count), FT_Long(index), &face)
                return (face, error)
            }
        }
        guard error == 0, let face else {
            throw RenderError.font("cannot open font \(path) (face \(index)): FreeType error \(error)")
        }
        return FreeTypeFace(handle: face, library: self, file: file)
    }

    fileprivate func close(_ face: FT_Face) { lock.withLock { _ in _ = FT_Done_Face(face) } }
}

/// Owns one `FT_Face`; closes it on release (after the Cairo font face that may use it is gone), and then
/// the mapping of the file it reads from.
final class FreeTypeFace: @unchecked Sendable {
    let handle: FT_Face
    private let library: FreeTypeLibrary
    private let file: MappedFile

    fileprivate init(handle: FT_Face, library: FreeTypeLibrary, file: MappedFile) {
        self.handle = handle
        self.library = library
        self.file = file
    }

    deinit { library.close(handle) }

    var isScalable: Bool { handle.pointee.face_flags & Int(FT_FACE_FLAG_SCALABLE) != 0 }
}

/// The key under which a Cairo font face holds the `FreeTypeFace` it draws from.
nonisolated(unsafe) private let freeTypeFaceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// Owns one Cairo FreeType font face. The face retains its `FreeTypeFace` as user data and releases it in
/// Cairo's destroy callback, so the `FT_Face` outlives every Cairo object that uses it, even those Cairo keeps
/// in its own caches after this wrapper is gone.
final class CairoFontFace {
    let handle: OpaquePointer

    init(face: FreeTypeFace) throws {
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_COLOR)
        guard let handle = cairo_ft_font_face_create_for_ft_face(face.handle, flags) else {
            throw RenderError.font("cannot create a Cairo font face")
        }
        let retained = Unmanaged.passRetained(face).toOpaque()
        let status = cairo_font_face_set_user_data(handle, freeTypeFaceKey, retained) { data in
            guard let data else { return }
            Unmanaged<FreeTypeFace>.fromOpaque(data).release()
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<FreeTypeFace>.fromOpaque(retained).release()
            cairo_font_face_destroy(handle)
            throw RenderError.font("cannot attach the FreeType face to its Cairo face")
        }
        self.handle = handle
    }

    deinit { cairo_font_face_destroy(handle) }
}

/// A colour glyph's bitmap at its strike's full resolution, with where it sits relative to the pen.
struct ColorGlyphImage {
    let surface: CairoSurface
    /// Bitmap left and top bearings in strike pixels (top is up from the baseline).
    let left: Double
    let top: Double
    /// The strike's pixels per em.
    let ppem: Double
}

/// The faces one render draws with, opened once per `FontFaceInfo`. Not shared between threads: each render
/// makes its own, so parallel renders never touch the same `FT_Face`.
final class FontFaceCache {
    private let library: FreeTypeLibrary
    private var cairoFaces: [FontFaceInfo: CairoFontFace] = [:]
    private var bitmapFaces: [FontFaceInfo: FreeTypeFace] = [:]
    private var colorGlyphs: [FontFaceInfo: [UInt32: ColorGlyphImage?]] = [:]

    init() throws { library = try FreeTypeLibrary() }

    /// The Cairo face that draws `info`'s glyph ids.
    func cairoFace(for info: FontFaceInfo) throws -> CairoFontFace {
        if let face = cairoFaces[info] { return face }
        let ft = try library.openFace(path: info.path, index: info.faceIndex)
        if let variations = info.variations { try ft.setVariations(variations) }
        if !ft.isScalable, ft.handle.pointee.num_fixed_sizes > 0 { FT_Select_Size(ft.handle, 0) }
        let face = try CairoFontFace(face: ft)
        cairoFaces[info] = face
        return face
    }

    /// A colour glyph's full-resolution bitmap (`FT_LOAD_COLOR`, premultiplied BGRA), or nil when the glyph
    /// has none. Loaded from a face of our own, never the one Cairo locks and resizes.
    func colorGlyph(_ glyph: UInt32, in info: FontFaceInfo) throws -> ColorGlyphImage? {
        if let cached = colorGlyphs[info]?[glyph] { return cached }
        let face: FreeTypeFace
        if let open = bitmapFaces[info] {
            face = open
        } else {
            face = try library.openFace(path: info.path, index: info.faceIndex)
            if face.handle.pointee.num_fixed_sizes > 0 { FT_Select_Size(face.handle, 0) }
            bitmapFaces[info] = face
        }
        let image = try loadColorGlyph(glyph, face: face)
        colorGlyphs[info, default: [:]][glyph] = .some(image)
        return image
    }

    private func loadColorGlyph(_ glyph: UInt32, face: FreeTypeFace) throws -> ColorGlyphImage? {
        let ft = face.handle
        guard FT_Load_Glyph(ft, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = ft.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0,
            let buffer = bitmap.buffer, bitmap.pitch > 0, let size = ft.pointee.size
        else { return nil }
        let ppem = Double(size.pointee.metrics.y_ppem)
        guard ppem > 0 else { return nil }
        let surface = try CairoSurface.image(
            bgraRows: UnsafePointer(buffer), width: Int(bitmap.width), height: Int(bitmap.rows),
            pitch: Int(bitmap.pitch))
        return ColorGlyphImage(
            surface: surface, left: Double(slot.pointee.bitmap_left),
            top: Double(slot.pointee.bitmap_top), ppem: ppem)
    }
}
