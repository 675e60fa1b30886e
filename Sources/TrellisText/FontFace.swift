import CHarfBuzz
import Synchronization
import TrellisFiles

/// One opened font face: a HarfBuzz font with the hb-ot functions at scale = units per em, so every
/// advance HarfBuzz returns is in font units and converts to points as `units × size / upem` in `Double`
/// (no 26.6 rounding, no hinting). Opening maps the file and reads the table directory and a few small
/// tables (`head`, `maxp`, `name`); what the face covers is asked of its cmap when needed (`FaceCoverage`).
/// Immutable after init but for `spaceNeighbours`, found under a lock on first use; HarfBuzz fonts are safe
/// to shape with from several threads at once.
final class FontFace: @unchecked Sendable {
    let info: FontFaceInfo
    let upem: Double
    let hbFace: OpaquePointer
    let hbFont: OpaquePointer
    private let hbBlob: OpaquePointer
    /// OpenType features every run in this face is shaped with: none, or `tnum` for a tabular-figures face
    /// (`init(tabularFiguresOf:)`).
    let features: [hb_feature_t]
    /// What the face is, as a font request names it (`FontCatalog`): read from its `name` and `OS/2` tables.
    let style: FaceStyle
    /// The face's own vertical metrics (`hhea`), which a custom font's lines use.
    let verticalMetrics: VerticalMetrics
    /// Guards `spaceNeighboursFound`.
    private let spaceNeighboursLock = Mutex(())
    private var spaceNeighboursFound: SpaceNeighbours??
    /// Font units added to the advance of every grapheme cluster this face shapes: the tracking of a system
    /// font instance at its point size (`SystemFont`); 0 for every other face.
    private(set) var trackingUnits: Int32 = 0

    /// Where runs in this face may be shaped word by word (see `spaceNeighbours(_:face:)`). Found when first
    /// asked for, not when the face is opened: it reads the face's GSUB/GPOS lookups, and most runs use one
    /// or two of the faces.
    var spaceNeighbours: SpaceNeighbours? {
        spaceNeighboursLock.withLock { _ in
            if let found = spaceNeighboursFound { return found }
            let found = FontFace.spaceNeighbours(hbFont, face: hbFace)
            spaceNeighboursFound = .some(found)
            return found
        }
    }

    /// Opens the face with HarfBuzz alone: the facts measuring needs (the family name, whether the face is
    /// colour bitmaps only) are read from the tables directly, so FreeType, which Cairo draws with, parses
    /// a file only when something is drawn with it. `FontFaceInfoTests` checks that both give the same
    /// names and flags for every bundled face.
    ///
    /// The file is opened as `InputFile` opens every file a spec depends on (a FIFO, a device or a
    /// directory is refused before anything blocks), mapped (pages are read as HarfBuzz touches them), and
    /// its table directory checked (`FontTableDirectory`): a truncated or broken font is an error naming
    /// the file, never a face with missing tables that the fallback chain quietly covers for.
    init(path: String, faceIndex: Int = 0) throws {
        let file: MappedFile
        do throws(InputFileError) {
            file = try InputFile(path: path).map(limit: FontFaceInfo.maximumFileBytes)
        } catch .notFound {
            throw TextError.missingFontFile(path: path)
        } catch {
            throw TextError.corruptFont(path: path, reason: error.description)
        }
        guard file.count > 0 else { throw TextError.corruptFont(path: path, reason: "the file is empty") }
        // The blob keeps the mapping alive until HarfBuzz lets go of it.
        let (blob, metrics) = try file.withUnsafeBytes { bytes throws(TextError) -> (OpaquePointer, VerticalMetrics) in
            let directory: FontTableDirectory
            do throws(FontFileProblem) {
                directory = try FontTableDirectory(bytes, faceIndex: faceIndex)
            } catch {
                throw TextError.corruptFont(path: path, reason: error.reason)
            }
            guard let blob = HarfBuzzBlob.make(bytes, keepingAlive: file) else {
                throw TextError.corruptFont(path: path, reason: "HarfBuzz could not read the file")
            }
            return (blob, directory.verticalMetrics(bytes))
        }
        guard faceIndex >= 0, UInt32(faceIndex) < hb_face_count(blob) else {
            hb_blob_destroy(blob)
            throw TextError.corruptFont(path: path, reason: "no font face \(faceIndex) in the file")
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
        let family = FontFace.familyName(of: face) ?? "unknown"
        self.info = FontFaceInfo(
            path: path, faceIndex: faceIndex, familyName: family, isColorBitmap: FontFace.isColorBitmapOnly(face))
        self.features = []
        self.style = FaceStyle(
            postScriptName: FontFace.name(hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME), of: face) ?? "",
            familyName: family,
            weight: Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded()),
            italic: hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0)
        self.verticalMetrics = metrics
    }

    /// The same face shaped with tabular figures (OpenType `tnum`: every digit one advance), sharing the
    /// HarfBuzz face and font of `base`. A face without `tnum` shapes as `base` does.
    init(tabularFiguresOf base: FontFace) {
        hbBlob = hb_blob_reference(base.hbBlob)
        hbFace = hb_face_reference(base.hbFace)
        hbFont = hb_font_reference(base.hbFont)
        upem = base.upem
        info = base.info
        style = base.style
        verticalMetrics = base.verticalMetrics
        features = [hb_feature_t(tag: hb_tag_from_string("tnum", 4), value: 1, start: 0, end: UInt32.max)]
        trackingUnits = base.trackingUnits
    }

    /// The face `base` opened, at other variation-axis values (`variations`, clamped by HarfBuzz to each
    /// axis's range; none for a static face) and adding `trackingUnits` after every grapheme cluster it
    /// shapes: one size's instance of a system font (`SystemFont`), which a font of `weight` (on the
    /// `usWeightClass` scale) and slant picks. Shares the file's mapping and HarfBuzz face with `base`.
    init(instanceOf base: FontFace, variations: [FontVariation], trackingUnits: Int32, weight: Int, italic: Bool) {
        hbBlob = hb_blob_reference(base.hbBlob)
        hbFace = hb_face_reference(base.hbFace)
        // HarfBuzz never returns null here: on allocation failure it gives its inert empty font.
        hbFont = hb_font_create(hbFace)
        hb_font_set_scale(hbFont, Int32(base.upem), Int32(base.upem))
        let records = FontFace.harfBuzzVariations(variations)
        if !records.isEmpty { hb_font_set_variations(hbFont, records, UInt32(records.count)) }
        hb_font_make_immutable(hbFont)
        upem = base.upem
        var info = base.info
        info.variations = variations.isEmpty ? nil : variations
        self.info = info
        self.trackingUnits = trackingUnits
        features = []
        var style = base.style
        (style.weight, style.italic) = (weight, italic)
        self.style = style
        verticalMetrics = FontFace.harfBuzzMetrics(hbFont, upem: upem)
    }

    /// The family name as FreeType gives it: the typographic family (name ID 16) when the face has one,
    /// else the family (ID 1), in English.
    static func familyName(of face: OpaquePointer) -> String? {
        name(hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY), of: face)
            ?? name(hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY), of: face)
    }

    /// A `name` table entry, in English (nil when the face has none).
    static func name(_ id: hb_ot_name_id_t, of face: OpaquePointer) -> String? {
        let english = hb_language_from_string("en", -1)
        let length = hb_ot_name_get_utf8(face, id, english, nil, nil)
        guard length > 0 else { return nil }
        var capacity = length + 1 // with the terminating zero HarfBuzz writes
        var bytes = [CChar](repeating: 0, count: Int(capacity))
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            hb_ot_name_get_utf8(face, id, english, &capacity, buffer.baseAddress)
        }
        return String(decoding: bytes.prefix(Int(min(written, length))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether every glyph is a colour bitmap (CBDT or sbix) with no outline behind it (neither `glyf` nor
    /// `CFF `/`CFF2`): what FreeType reports as a colour face that is not scalable.
    static func isColorBitmapOnly(_ face: OpaquePointer) -> Bool {
        guard hb_ot_color_has_png(face) != 0 else { return false }
        func has(_ tag: String) -> Bool {
            let table = hb_face_reference_table(face, hb_tag_from_string(tag, 4))
            defer { hb_blob_destroy(table) }
            return hb_blob_get_length(table) > 0
        }
        return !has("glyf") && !has("CFF ") && !has("CFF2")
    }

    /// The BMP code points the face's cmap maps, one bit each. HarfBuzz's `hb_face_collect_unicodes` leaves
    /// out code points mapped to glyph 0 (.notdef), so this is the set for which `hb_font_get_nominal_glyph`
    /// finds a real glyph (`FontCoverageTests` checks it on every bundled face) — without a nominal-glyph
    /// look-up per code point. The set is read many code points at a time (`hb_set_next_many`).
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

    /// Whether the face's cmap maps the scalar to a real glyph (a look-up in the cmap; `FaceCoverage`
    /// answers the same from a bitmap once a face has been asked often).
    func mapsToGlyph(_ value: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, value, &glyph) != 0 && glyph != 0
    }

    /// The nominal glyph's horizontal advance in font units (nil when the face lacks the scalar).
    func advance(of scalar: Unicode.Scalar) -> Double? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0, glyph != 0 else { return nil }
        return Double(hb_font_get_glyph_h_advance(hbFont, glyph))
    }
}

extension FontFaceInfo {
    /// The largest font file opened, for measuring and for drawing: the bundled faces are at most 17 MB
    /// (Noto Sans CJK); a file past this is refused without being mapped.
    public static let maximumFileBytes = 256 << 20
}
