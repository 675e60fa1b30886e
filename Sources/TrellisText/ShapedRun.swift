/// One glyph as HarfBuzz shaped it, in font units: 20 bytes, the flag in the cluster's sign bit (a cluster
/// is a paragraph's UTF-16 offset, far below 2³¹: `ResourceLimits.textLength`), where a `Bool` of its own
/// padded the glyph to 24. Every two-pass label's glyphs are kept between its passes.
struct ShapedGlyph: Sendable, Equatable {
    var glyph: UInt32
    private var clusterAndFlag: UInt32
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32

    init(glyph: UInt32, cluster: Int32, xAdvance: Int32, xOffset: Int32, yOffset: Int32, unsafeToBreak: Bool) {
        self.glyph = glyph
        clusterAndFlag = UInt32(bitPattern: cluster) & 0x7FFF_FFFF | (unsafeToBreak ? 0x8000_0000 : 0)
        self.xAdvance = xAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }

    /// Paragraph-local UTF-16 offset of the cluster's first code unit.
    var cluster: Int32 {
        get { Int32(bitPattern: clusterAndFlag & 0x7FFF_FFFF) }
        set { clusterAndFlag = clusterAndFlag & 0x8000_0000 | UInt32(bitPattern: newValue) & 0x7FFF_FFFF }
    }

    /// HarfBuzz's HB_GLYPH_FLAG_UNSAFE_TO_BREAK: breaking the text before this glyph's cluster would change
    /// the shaping (kerning, ligature, joining), so a line edge there needs a reshape.
    var unsafeToBreak: Bool { clusterAndFlag & 0x8000_0000 != 0 }
}

/// Glyphs of one face, bidi level and script, shaped by HarfBuzz in the context of the whole paragraph.
/// Advances and offsets are in font units (size independent), so one shaping serves every point size.
struct ShapedRun: Sendable {
    var faceIndex: Int
    /// Paragraph-local UTF-16 range the run covers.
    var range: Range<Int>
    var level: UInt8
    var script: Int32?
    /// In visual order: clusters increase for LTR and decrease for RTL. A slice of the paragraph's single
    /// glyph array (one allocation per paragraph); indices are that array's.
    var glyphs: ArraySlice<ShapedGlyph>
    var isRightToLeft: Bool { level & 1 == 1 }

    /// Whether the glyphs on either side of a line edge at `offset` are exactly this run's glyphs
    /// (the offset starts a cluster whose glyphs are not marked unsafe to break).
    func isSafeToBreak(at offset: Int) -> Bool {
        let indices = glyphRange(offset, offset + 1)
        guard !indices.isEmpty else { return false }
        for i in indices where Int(glyphs[i].cluster) != offset || glyphs[i].unsafeToBreak { return false }
        return true
    }

    /// Glyph index range whose clusters lie in `lower..<upper` (clusters are monotonic; binary search).
    func glyphRange(_ lower: Int, _ upper: Int) -> Range<Int> {
        if isRightToLeft {
            let start = partition { $0 < upper }
            let end = partition { $0 < lower }
            return start..<max(start, end)
        }
        let start = partition { $0 >= lower }
        let end = partition { $0 >= upper }
        return start..<max(start, end)
    }

    /// First glyph index whose cluster satisfies `predicate` (which must flip once from false to true).
    /// The ends are tried first: a line mostly takes whole runs, whose ranges need no search.
    private func partition(_ predicate: (Int) -> Bool) -> Int {
        var low = glyphs.startIndex, high = glyphs.endIndex
        guard low < high else { return low }
        if predicate(Int(glyphs[low].cluster)) { return low }
        if !predicate(Int(glyphs[high - 1].cluster)) { return high }
        low += 1
        high -= 1
        while low < high {
            let mid = (low + high) / 2
            if predicate(Int(glyphs[mid].cluster)) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
