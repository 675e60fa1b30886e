/// Turns a line plan into drawable glyph runs: slices of the paragraph's shaped runs (hanging spaces
/// dropped), reordered visually with ICU (rule L2) and positioned in points from the line's left edge.
/// A run cut by the line's edge where HarfBuzz marks the glyphs unsafe to break is shaped again over the
/// part on the line (with the paragraph as context), so no kerning or ligature reaches across a break;
/// the line's width is that of its glyphs.
struct LineBuilder {
    let chain: FontChain
    let size: Double
    /// "…" shaped with the primary face (font units); nil when no plan of the layout is truncated.
    let ellipsis: ShapedRun?

    /// A piece of a shaped run on the line. Plain values (no references), so building, copying and
    /// reordering slices costs no reference counting; the glyphs are read through `withGlyphs`.
    private struct Slice {
        /// Index in the paragraph's runs, or `-1 - i` for `extra[i]` (a reshaped run or the ellipsis).
        var source: Int
        var glyphs: Range<Int>
        var faceIndex: Int
        var level: UInt8
        /// Paragraph-local cluster of an inserted ellipsis (nil for text).
        var ellipsisCluster: Int?
    }

    /// - `justifyTo`: stretch inter-word spaces (U+0020) so the line fills this width.
    /// - `positioningGlyphs`: false for a layout only measured (`TextDetail.metrics`): the width and whether
    ///   the line is justified come out the same, and no glyph run is built.
    func build(
        _ plan: LinePlan, paragraph p: ShapedParagraph, globalOffset: Int,
        justifyTo: Double?, positioningGlyphs: Bool
    ) -> (runs: [GlyphRun], width: Double, justified: Bool) {
        let (slices, extra) = pieces(plan, paragraph: p)
        func withGlyphs<T>(_ slice: Slice, _ body: (UnsafeBufferPointer<ShapedGlyph>, _ base: Int) -> T) -> T {
            Self.withGlyphs(slice, paragraph: p, extra: extra, body)
        }

        // Justification: extra space per inter-word space.
        var extraPerSpace = 0.0
        let natural = naturalWidth(slices, paragraph: p, extra: extra)
        if let target = justifyTo, target > natural {
            var spaces = 0
            for slice in slices where slice.ellipsisCluster == nil {
                withGlyphs(slice) { glyphs, base in
                    for i in slice.glyphs where p.units[Int(glyphs[i - base].cluster)] == 0x20 { spaces += 1 }
                }
            }
            if spaces > 0 { extraPerSpace = (target - natural) / Double(spaces) }
        }

        var runs: [GlyphRun] = []
        guard positioningGlyphs else { return (runs, natural, extraPerSpace > 0) }
        var pen = 0.0
        let order = slices.allSatisfy { $0.level == 0 } ? nil : ICU.visualOrder(slices.map(\.level))
        runs.reserveCapacity(slices.count)
        for position in slices.indices {
            let slice = slices[order?[position] ?? position]
            let face = chain.faces[slice.faceIndex]
            let k = size / face.upem
            var glyphIDs: [UInt32] = [], positions: [GlyphPosition] = [], clusters: [Int] = []
            glyphIDs.reserveCapacity(slice.glyphs.count)
            positions.reserveCapacity(slice.glyphs.count)
            clusters.reserveCapacity(slice.glyphs.count)
            let stretch = extraPerSpace > 0 && slice.ellipsisCluster == nil
            withGlyphs(slice) { glyphs, base in
                for i in slice.glyphs {
                    let shaped = glyphs[i - base]
                    glyphIDs.append(shaped.glyph)
                    positions.append(GlyphPosition(x: pen + Double(shaped.xOffset) * k, y: -Double(shaped.yOffset) * k))
                    clusters.append(globalOffset + (slice.ellipsisCluster ?? Int(shaped.cluster)))
                    pen += Double(shaped.xAdvance) * k
                    if stretch, p.units[Int(shaped.cluster)] == 0x20 { pen += extraPerSpace }
                }
            }
            runs.append(
                GlyphRun(
                    face: face.info, pointSize: size, glyphs: glyphIDs, positions: positions,
                    clusters: clusters, isRightToLeft: slice.level & 1 == 1))
        }
        return (runs, natural, extraPerSpace > 0)
    }

    /// The plan's pieces as slices of the paragraph's runs (a run cut where HarfBuzz marks it unsafe to break
    /// is shaped again over its part, into `extra`), hanging spaces left out, in logical order.
    private func pieces(_ plan: LinePlan, paragraph p: ShapedParagraph) -> (slices: [Slice], extra: [ShapedRun]) {
        var slices: [Slice] = []
        slices.reserveCapacity(8)
        var extra: [ShapedRun] = []
        p.runs.withUnsafeBufferPointer { runs in
            plan.forEachPiece { piece in
                switch piece {
                case .ellipsis(let at):
                    // A plan holds an ellipsis only when `Truncation.plan` was given this run's width.
                    guard let ellipsis else { return }
                    extra.append(ellipsis)
                    slices.append(
                        Slice(
                            source: -extra.count, glyphs: ellipsis.glyphs.indices, faceIndex: ellipsis.faceIndex,
                            level: p.paragraphLevel, ellipsisCluster: at))
                case .text(let range):
                    let visibleEnd = p.visibleEnd(from: range.lowerBound, to: range.upperBound)
                    guard visibleEnd > range.lowerBound else { return }
                    var r = firstRun(in: runs, containing: range.lowerBound)
                    while r < runs.count, runs[r].range.lowerBound < visibleEnd {
                        // `runs[r]` is read in place (borrowed): copying a run would retain its glyphs.
                        let runRange = runs[r].range
                        let clipped =
                            max(range.lowerBound, runRange.lowerBound)..<min(range.upperBound, runRange.upperBound)
                        let safe =
                            (clipped.lowerBound == runRange.lowerBound || runs[r].isSafeToBreak(at: clipped.lowerBound))
                            && (clipped.upperBound == runRange.upperBound
                                || runs[r].isSafeToBreak(at: clipped.upperBound))
                        var source = r
                        var glyphs: Range<Int>
                        if safe {
                            glyphs = runs[r].glyphRange(clipped.lowerBound, min(visibleEnd, clipped.upperBound))
                        } else {
                            let reshaped = p.reshape(runs[r], clipped, chain: chain)
                            extra.append(reshaped)
                            source = -extra.count
                            glyphs = reshaped.glyphRange(clipped.lowerBound, min(visibleEnd, clipped.upperBound))
                        }
                        if !glyphs.isEmpty {
                            slices.append(
                                Slice(
                                    source: source, glyphs: glyphs, faceIndex: runs[r].faceIndex,
                                    level: runs[r].level, ellipsisCluster: nil))
                        }
                        r += 1
                    }
                }
            }
        }
        return (slices, extra)
    }

    /// Calls `body` with the glyph storage of the slice's run (indexed like the run's glyphs, minus `base`).
    private static func withGlyphs<T>(
        _ slice: Slice, paragraph p: ShapedParagraph, extra: [ShapedRun],
        _ body: (UnsafeBufferPointer<ShapedGlyph>, _ base: Int) -> T
    ) -> T {
        let glyphs = slice.source >= 0 ? p.runs[slice.source].glyphs : extra[-1 - slice.source].glyphs
        return glyphs.withUnsafeBufferPointer { body($0, glyphs.startIndex) }
    }

    /// The slices' natural width: their glyphs' advances, slice by slice in logical order.
    private func naturalWidth(_ slices: [Slice], paragraph p: ShapedParagraph, extra: [ShapedRun]) -> Double {
        var natural = 0.0
        for slice in slices {
            let k = size / chain.faces[slice.faceIndex].upem
            var sum = 0.0
            Self.withGlyphs(slice, paragraph: p, extra: extra) { glyphs, base in
                for i in slice.glyphs { sum += Double(glyphs[i - base].xAdvance) * k }
            }
            natural += sum
        }
        return natural
    }

    /// The width `build` gives `plan` — the same sums in the same order — without building its runs: the
    /// width of a line only measured.
    func width(of plan: LinePlan, paragraph p: ShapedParagraph) -> Double {
        let (slices, extra) = pieces(plan, paragraph: p)
        return naturalWidth(slices, paragraph: p, extra: extra)
    }

    /// Index of the run holding `offset` (runs are contiguous and sorted).
    private func firstRun(in runs: UnsafeBufferPointer<ShapedRun>, containing offset: Int) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
