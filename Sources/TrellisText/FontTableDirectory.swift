/// A font file's table directory (OpenType's offset table and table records), checked before HarfBuzz is
/// given the file. HarfBuzz and FreeType both accept a font whose tables run past the end of the file —
/// they cut or drop those tables and go on — so a truncated `Roboto-Regular.ttf` would be measured with
/// missing advances and glyphs falling through to the next face of the chain (a button 50 → 53 pt), where
/// it must be an error naming the file. Neither library says where a table was meant to end; this does,
/// from the records (16 bytes each), without reading the tables themselves.
struct FontTableDirectory {
    /// One table record: the tag as its four bytes read big-endian, where the table starts and its length.
    struct Record {
        let tag: UInt32
        let offset: Int
        let length: Int
    }

    /// The records, in the file's order (by tag).
    let records: [Record]

    /// Tables every face Trellis measures with needs: the character map, the metrics and the glyph count.
    static let required = ["cmap", "head", "hhea", "hmtx", "maxp"].map(tag)
    /// One of these sets of glyph data: TrueType outlines, CFF outlines, or colour bitmaps (the emoji face).
    static let glyphData = [["glyf", "loca"], ["CFF "], ["CFF2"], ["CBDT", "CBLC"], ["sbix"]].map { $0.map(tag) }

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
            guard faceIndex >= 0, faceIndex < faces else {
                throw .broken("no font face \(faceIndex) in the collection")
            }
            start = try u32(12 + 4 * faceIndex)
        } else if faceIndex != 0 {
            throw .broken("no font face \(faceIndex) in the file")
        }
        let version = try u32(start)
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else { // 1.0, OTTO, true
            throw .broken("not an OpenType or TrueType font (no font signature)")
        }
        let count = try u16(start + 4)
        var records: [Record] = []
        records.reserveCapacity(count)
        for index in 0..<count {
            let record = start + 12 + 16 * index
            let tag = UInt32(try u32(record)), offset = try u32(record + 8), length = try u32(record + 12)
            guard offset + length <= bytes.count else {
                throw .truncated(
                    "table '\(Self.name(tag))' runs to byte \(offset + length) of a \(bytes.count)-byte file "
                        + "(the file is truncated)")
            }
            records.append(Record(tag: tag, offset: offset, length: length))
        }
        self.records = records
        for tag in Self.required where table(tag) == nil { throw .broken("it has no '\(Self.name(tag))' table") }
        guard Self.glyphData.contains(where: { $0.allSatisfy { table($0) != nil } }) else {
            throw .broken("it has no glyph data (no 'glyf', 'CFF ', 'CFF2', 'CBDT' or 'sbix' table)")
        }
        try checkMetrics(bytes, u16)
    }

    /// The face's `hhea` ascender, descender and line gap in em (the checked directory guarantees the table
    /// is at least 36 bytes long, so the three fields are inside the file).
    func verticalMetrics(_ bytes: UnsafeRawBufferPointer) -> VerticalMetrics {
        guard let hhea = table("hhea"), let head = table("head"), head.length >= 20, head.offset + 20 <= bytes.count
        else { return .systemFont }
        func i16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))) }
        let upem = Double(i16(head.offset + 18) & 0xFFFF)
        guard upem > 0 else { return .systemFont }
        return VerticalMetrics(
            ascenderEm: Double(i16(hhea.offset + 4)) / upem, descenderEm: -Double(i16(hhea.offset + 6)) / upem,
            lineGapEm: Double(i16(hhea.offset + 8)) / upem)
    }

    /// `hhea`, `maxp` and `hmtx`, whose counts and length `checkMetrics` compares.
    private static let metricsTags = ["hhea", "maxp", "hmtx"].map(tag)

    /// The record of the table `name` (four characters), if the face has one.
    func table(_ name: String) -> Record? { table(Self.tag(name)) }

    private func table(_ tag: UInt32) -> Record? { records.first { $0.tag == tag } }

    /// `"cmap"` → its four bytes as one big-endian number, as the records hold tags.
    static func tag(_ name: String) -> UInt32 { name.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) } }

    /// The tag's four characters, for messages.
    static func name(_ tag: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }, as: UTF8.self)
    }

    /// The horizontal metrics hold an advance for every glyph (`hhea`'s count of long metrics, then a left
    /// side bearing for each remaining glyph of `maxp`): a short `hmtx` gives glyphs no advance.
    private func checkMetrics(
        _ bytes: UnsafeRawBufferPointer, _ u16: (Int) throws(FontFileProblem) -> Int
    ) throws(FontFileProblem) {
        guard let hhea = table(Self.metricsTags[0]), let maxp = table(Self.metricsTags[1]),
            let hmtx = table(Self.metricsTags[2]),
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
