/// Tracking by point size: how much space is added after every grapheme cluster at each size, in em, found
/// for other sizes by linear interpolation between the two listed sizes around it, or extrapolation from the
/// two nearest outside them (what Apple's TrueType reference says of a `trak` table's per-size values, and
/// what HarfBuzz does when it applies one).
///
/// Read from a font's own `trak` table (`init(trak:unitsPerEm:)`), or Apple's published values for SF Pro
/// (`publishedSFPro`) when the font has none.
struct TrackingTable: Sendable, Equatable {
    /// Point sizes, strictly increasing, at least one.
    let sizes: [Double]
    /// Tracking at each size, in em (positive: looser).
    let values: [Double]

    /// The tracking at `size` points, in em, at most an em either way (as every listed value is): a hostile
    /// table's steep extrapolation can't push glyphs apart or together by more.
    func tracking(atSize size: Double) -> Double {
        guard sizes.count > 1 else { return values.first ?? 0 }
        // The first listed size at or above `size` and the one before it; the last two above them all.
        var upper = 1
        while upper < sizes.count - 1, sizes[upper] < size { upper += 1 }
        let lower = upper - 1
        let t = (size - sizes[lower]) / (sizes[upper] - sizes[lower])
        return max(-1, min(1, values[lower] + t * (values[upper] - values[lower])))
    }

    /// The normal track (track value 0) of a `trak` table's horizontal data, its per-size values (FUnits)
    /// converted to em. Every offset and count is checked against the table's length before it is read, so a
    /// hostile table can only be refused, never read past; sizes must increase strictly and no value exceed an
    /// em. Nil when the table has no horizontal data or no normal track; throws when it is malformed.
    ///
    /// Layout (Apple's TrueType Reference Manual, "The 'trak' table"): version (Fixed 1.0), format (0),
    /// horizOffset, vertOffset, reserved (16 bits each); at horizOffset the TrackData: nTracks, nSizes (16
    /// bits), sizeTableOffset (32 bits, from the table's start) and nTracks entries of track (Fixed),
    /// nameIndex and offset (16 bits each; the offset, from the table's start, of nSizes 16-bit values).
    init?(trak bytes: UnsafeRawBufferPointer, unitsPerEm: Double) throws(FontFileProblem) {
        func u16(_ at: Int) throws(FontFileProblem) -> Int {
            guard at >= 0, at + 2 <= bytes.count else { throw .broken("its 'trak' table ends early") }
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        func u32(_ at: Int) throws(FontFileProblem) -> Int { try u16(at) << 16 | u16(at + 2) }
        func i32(_ at: Int) throws(FontFileProblem) -> Int { Int(Int32(bitPattern: UInt32(try u32(at)))) }
        guard try u32(0) == 0x0001_0000, try u16(4) == 0 else {
            throw .broken("its 'trak' table has an unknown version or format")
        }
        guard unitsPerEm > 0 else { throw .broken("no units per em") }
        let data = try u16(6)
        guard data != 0 else { return nil }
        let tracks = try u16(data), count = try u16(data + 2), sizeTable = try u32(data + 4)
        guard count > 0 else { return nil }
        var normal: Int?
        for index in 0..<tracks {
            let entry = data + 8 + 8 * index
            if try i32(entry) == 0 { normal = try u16(entry + 6); break }
        }
        guard let normal else { return nil }
        var sizes: [Double] = [], values: [Double] = []
        sizes.reserveCapacity(count)
        values.reserveCapacity(count)
        for index in 0..<count {
            let size = Double(try i32(sizeTable + 4 * index)) / 65536
            guard size.isFinite, size > (sizes.last ?? -.infinity) else {
                throw .broken("the sizes of its 'trak' table do not increase")
            }
            let value = Double(Int16(truncatingIfNeeded: try u16(normal + 2 * index))) / unitsPerEm
            // Fonts track by hundredths of an em; a table asking for more than an em is broken.
            guard abs(value) <= 1 else { throw .broken("its 'trak' table tracks by more than an em") }
            sizes.append(size)
            values.append(value)
        }
        self.sizes = sizes
        self.values = values
    }

    init(sizes: [Double], values: [Double]) {
        self.sizes = sizes
        self.values = values
    }

    /// SF Pro's tracking as Apple's Human Interface Guidelines list it for iOS and iPadOS
    /// ("Typography", "iOS, iPadOS tracking values", SF Pro: size in points → tracking in 1/1000 em;
    /// docs/semantics.md has the source). Used for SF files that carry no `trak` table.
    static let publishedSFPro: TrackingTable = {
        let rows: [(Double, Double)] = [
            (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
            (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
            (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
            (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
            (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
            (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0),
            (88, 0), (92, 0), (96, 0),
        ]
        return TrackingTable(sizes: rows.map(\.0), values: rows.map { $0.1 / 1000 })
    }()
}
