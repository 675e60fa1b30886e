import CFreeType
import CHarfBuzz
import Foundation

/// One opened font face: a HarfBuzz font with the hb-ot functions at scale = units per em, so every
/// advance HarfBuzz returns is in font units and converts to points as `units × size / upem` in `Double`
/// (no 26.6 rounding, no hinting). Immutable after init but for `spaceNeighbours`, found under a lock on
/// first use; HarfBuzz fonts are safe to shape with from several threads at once.
final class FontFace: @unchecked Sendable {
    let info: FontFaceInfo
    let upem: Double
    /// hhea ascender, descender (negative) and line gap in font units.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let hbFace: OpaquePointer
    let hbFont: OpaquePointer
    private let hbBlob: OpaquePointer
    /// Coverage of the Basic Multilingual Plane, one bit per code point, read once from the cmap.
    let bmpCoverage: [UInt64]
    private let spaceNeighboursLock = NSLock()
    private var spaceNeighboursFound: SpaceNeighbours??

    /// Where runs in this face may be shaped word by word (see `spaceNeighbours(_:face:)`). Found when first
    /// asked for, not when the face is opened: reading the GSUB/GPOS lookups costs ~9 M instructions over
    /// the bundled faces, and most runs use one or two of them.
    var spaceNeighbours: SpaceNeighbours? {
        spaceNeighboursLock.lock()
        defer { spaceNeighboursLock.unlock() }
        if let found = spaceNeighboursFound { return found }
        let found = FontFace.spaceNeighbours(hbFont, face: hbFace)
        spaceNeighboursFound = .some(found)
        return found
    }

    init(path: String, faceIndex: Int = 0) throws {
        guard FileManager.default.fileExists(atPath: path) else { throw TextError.missingFontFile(path: path) }
        // FreeType validates the file and reads the names, the flags and the hhea metrics.
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw TextError.corruptFont(path: path, reason: "FreeType could not be initialised")
        }
        defer { FT_Done_FreeType(library) }
        var ftFace: FT_Face?
        let ftError = FT_New_Face(library, path, FT_Long(faceIndex), &ftFace)
        guard ftError == 0, let ftFace else {
            throw TextError.corruptFont(path: path, reason: "FreeType error \(ftError)")
        }
        defer { FT_Done_Face(ftFace) }
        let family = ftFace.pointee.family_name.map { String(cString: $0) } ?? "unknown"
        let flags = ftFace.pointee.face_flags
        let scalable = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let color = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        var asc = 0.0, desc = 0.0, gap = 0.0
        if let raw = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            asc = Double(hhea.Ascender); desc = Double(hhea.Descender); gap = Double(hhea.Line_Gap)
        }

        guard let blob = hb_blob_create_from_file(path), hb_blob_get_length(blob) > 0 else {
            throw TextError.corruptFont(path: path, reason: "HarfBuzz could not read the file")
        }
        guard let face = hb_face_create(blob, UInt32(faceIndex)), hb_face_get_glyph_count(face) > 0 else {
            hb_blob_destroy(blob)
            throw TextError.corruptFont(path: path, reason: "HarfBuzz found no glyphs")
        }
        let upem = hb_face_get_upem(face)
        guard upem > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face); hb_blob_destroy(blob)
            throw TextError.corruptFont(path: path, reason: "no units per em")
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)

        self.hbBlob = blob
        self.hbFace = face
        self.hbFont = font
        self.upem = Double(upem)
        self.ascender = asc
        self.descender = desc
        self.lineGap = gap
        self.info = FontFaceInfo(
            path: path, faceIndex: faceIndex, familyName: family,
            isColorBitmap: color && !scalable)
        self.bmpCoverage = FontFace.bmpCoverage(of: face)
    }

    /// The BMP code points the face's cmap maps, one bit each. HarfBuzz's `hb_face_collect_unicodes` leaves
    /// out code points mapped to glyph 0 (.notdef), so this is the set for which `hb_font_get_nominal_glyph`
    /// finds a real glyph (`FontCoverageTests` checks it on every bundled face) — without a nominal-glyph
    /// look-up per code point (for the 52,000 code points of the bundled faces that was a sixth of a small
    /// spec's run). The set is read 4,096 code points at a time (`hb_set_next_many`, 1.7 M instructions over
    /// the bundled faces); walking it range by range (`hb_set_next_range`, which steps through each range one
    /// code point at a time) took 3.2 M.
    static func bmpCoverage(of face: OpaquePointer) -> [UInt64] {
        var bmp = [UInt64](repeating: 0, count: 65536 / 64)
        guard let unicodes = hb_set_create() else { return bmp }
        defer { hb_set_destroy(unicodes) }
        hb_face_collect_unicodes(face, unicodes)
        var batch = [hb_codepoint_t](repeating: 0, count: 4096)
        var after: hb_codepoint_t = .max // HB_SET_VALUE_INVALID: start before the first code point
        while true {
            let count = batch.withUnsafeMutableBufferPointer { out in
                Int(hb_set_next_many(unicodes, after, out.baseAddress, UInt32(out.count)))
            }
            guard count > 0 else { break }
            for k in 0..<count {
                let codepoint = Int(batch[k])
                guard codepoint < 65536 else { return bmp }
                bmp[codepoint >> 6] |= 1 << UInt64(codepoint & 63)
            }
            after = batch[count - 1]
        }
        return bmp
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        hb_blob_destroy(hbBlob)
    }

    /// Whether the face's cmap maps the scalar to a real glyph.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 65536 { return bmpCoverage[Int(scalar.value) >> 6] & (1 << UInt64(scalar.value & 63)) != 0 }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// The nominal glyph's horizontal advance in font units (nil when the face lacks the scalar).
    func advance(of scalar: Unicode.Scalar) -> Double? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0, glyph != 0 else { return nil }
        return Double(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// Whether the face can draw every scalar of the cluster that needs a glyph of its own
    /// (default-ignorable scalars such as ZWJ and variation selectors are skipped: HarfBuzz hides them).
    func covers(_ character: Character) -> Bool {
        for scalar in character.unicodeScalars where !covers(scalar) {
            if !UnicodeFacts.isDefaultIgnorable(scalar.value) { return false }
        }
        return true
    }
}
