/// A font file's table directory (OpenType's offset table and table records), checked before HarfBuzz is
/// given the file. HarfBuzz and FreeType both accept a font whose tables run past the end of the file —
/// they cut or drop those tables and go on — so a truncated `Roboto-Regular.ttf` would be measured with
/// missing advances and glyphs falling through to the next face of the chain (a button 50 → 53 pt), where
/// it must be an error naming the file. Neither library says where a table was meant to end; this does,
/// from the records (16 bytes each), without reading the tables themselves.
struct FontTableDirectory {
    /// Tag → (offset, length) as the records give them.
    let tables: [String: (offset: Int, length: Int)]

    /// Tables every face Trellis measures with needs: the character map, the metrics and the glyph count.
    static let required = ["cmap", "head", "hhea", "hmtx", "maxp"]
    /// One of these sets of glyph data: TrueType outlines, CFF outlines, or colour bitmaps (the emoji face).
    static let glyphData = [["glyf", "loca"], ["CFF "], ["CFF2"], ["CBDT", "CBLC"], ["sbix"]]

    /// The directory of face `faceIndex` (of a collection, or 0 of a single font) in `bytes`, every record
    /// checked to lie inside the file and the tables Trellis needs present; throws what is wrong.
    init(_ bytes: UnsafeRawBufferPointer, faceIndex: Int) throws(FontFileProblem) {
        func u32(_ at: Int) throws(FontFileProblem) -> Int {
            guard at >= 0, at + 4 <= bytes.count else { throw .truncated("the file ends inside its table directory") }
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        func u16(_ at: Int) throws(FontFileProblem) -> Int {
            guard at >= 0, at + 2 <= bytes.count else { throw .truncated("the file ends inside its table directory") }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        var start = 0
        if try u32(0) == 0x7474_6366 { // 'ttcf': a collection, whose header gives each face's directory
            let faces = try u32(8)
            guard faceIndex < faces else { throw .broken("no font face \(faceIndex) in the collection") }
            start = try u32(12 + 4 * faceIndex)
        } else if faceIndex != 0 {
            throw .broken("no font face \(faceIndex) in the file")
        }
        let version = try u32(start)
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else { // 1.0, OTTO, true
            throw .broken("not an OpenType or TrueType font (no font signature)")
        }
        let count = try u16(start + 4)
        var tables: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<count {
            let record = start + 12 + 16 * index
            guard record + 16 <= bytes.count else { throw .truncated("the file ends inside its table directory") }
            let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            let offset = try u32(record + 8), length = try u32(record + 12)
            guard offset + length <= bytes.count else {
                throw .truncated(
                    "table '\(tag)' runs to byte \(offset + length) of a \(bytes.count)-byte file (the file is truncated)"
                )
            }
            tables[tag] = (offset, length)
        }
        for tag in Self.required where tables[tag] == nil { throw .broken("it has no '\(tag)' table") }
        guard Self.glyphData.contains(where: { $0.allSatisfy { tables[$0] != nil } }) else {
            throw .broken("it has no glyph data (no 'glyf', 'CFF ', 'CFF2', 'CBDT' or 'sbix' table)")
        }
        self.tables = tables
        try checkMetrics(bytes, u16)
    }

    /// The horizontal metrics hold an advance for every glyph (`hhea`'s count of long metrics, then a left
    /// side bearing for each remaining glyph of `maxp`): a short `hmtx` gives glyphs no advance.
    private func checkMetrics(
        _ bytes: UnsafeRawBufferPointer, _ u16: (Int) throws(FontFileProblem) -> Int
    ) throws(FontFileProblem) {
        guard let hhea = tables["hhea"], let maxp = tables["maxp"], let hmtx = tables["hmtx"],
            hhea.length >= 36, maxp.length >= 6
        else { throw .broken("its 'hhea' or 'maxp' table is too short") }
        let longMetrics = try u16(hhea.offset + 34), glyphs = try u16(maxp.offset + 4)
        guard longMetrics >= 1, longMetrics <= glyphs else {
            throw .broken("'hhea' gives \(longMetrics) advances for \(glyphs) glyphs")
        }
        let needed = 4 * longMetrics + 2 * (glyphs - longMetrics)
        guard hmtx.length >= needed else {
            throw .broken("its 'hmtx' table is \(hmtx.length) bytes, \(needed) are needed for \(glyphs) glyphs")
        }
    }
}

/// What is wrong with a font file's tables.
enum FontFileProblem: Error {
    case truncated(String)
    case broken(String)

    var reason: String {
        switch self {
        case .truncated(let why), .broken(let why): return why
        }
    }
}
