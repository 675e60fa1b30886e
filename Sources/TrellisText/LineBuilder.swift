/// Turns a line plan into drawable glyph runs: slices of the paragraph's shaped runs (hanging spaces
/// dropped), reordered visually with ICU (rule L2) and positioned in points from the line's left edge.
/// A run cut by the line's edge where HarfBuzz marks the glyphs unsafe to break is shaped again over the
/// part on the line (with the paragraph as context), so no kerning or ligature reaches across a break;
/// the line's width is that of its glyphs.
struct LineBuilder {
    let chain: FontChain
    let size: Double
    /// "…" shaped with the primary face (font units).
    let ellipsis: ShapedRun

    private struct Slice {
        var run: ShapedRun
        var glyphs: Range<Int>
        var level: UInt8
        /// Paragraph-local cluster of an inserted ellipsis (nil for text).
        var ellipsisCluster: Int?
    }

    /// - `justifyTo`: stretch inter-word spaces (U+0020) so the line fills this width.
    func build(_ plan: LinePlan, paragraph p: ShapedParagraph, globalOffset: Int,
               justifyTo: Double?) -> (runs: [GlyphRun], width: Double, justified: Bool) {
        var slices: [Slice] = []
        slices.reserveCapacity(8)
        plan.forEachPiece { piece in
            switch piece {
            case .ellipsis(let at):
                slices.append(Slice(run: ellipsis, glyphs: ellipsis.glyphs.indices, level: p.paragraphLevel, ellipsisCluster: at))
            case .text(let range):
                let visibleEnd = p.visibleEnd(from: range.lowerBound, to: range.upperBound)
                guard visibleEnd > range.lowerBound else { return }
                var r = firstRun(in: p, containing: range.lowerBound)
                while r < p.runs.count, p.runs[r].range.lowerBound < visibleEnd {
                    var run = p.runs[r]
                    let clipped = max(range.lowerBound, run.range.lowerBound)..<min(range.upperBound, run.range.upperBound)
                    let safe = (clipped.lowerBound == run.range.lowerBound || run.isSafeToBreak(at: clipped.lowerBound))
                        && (clipped.upperBound == run.range.upperBound || run.isSafeToBreak(at: clipped.upperBound))
                    if !safe { run = p.reshape(run, clipped, chain: chain) }
                    let glyphs = run.glyphRange(clipped.lowerBound, min(visibleEnd, clipped.upperBound))
                    if !glyphs.isEmpty { slices.append(Slice(run: run, glyphs: glyphs, level: run.level, ellipsisCluster: nil)) }
                    r += 1
                }
            }
        }

        // Justification: extra space per inter-word space.
        var extraPerSpace = 0.0
        var natural = 0.0
        for slice in slices { natural += advance(of: slice) }
        if let target = justifyTo, target > natural {
            var spaces = 0
            for slice in slices where slice.ellipsisCluster == nil {
                for i in slice.glyphs where p.units[Int(slice.run.glyphs[i].cluster)] == 0x20 { spaces += 1 }
            }
            if spaces > 0 { extraPerSpace = (target - natural) / Double(spaces) }
        }

        var runs: [GlyphRun] = []
        var pen = 0.0
        let order = slices.allSatisfy { $0.level == 0 } ? nil : ICU.visualOrder(slices.map(\.level))
        runs.reserveCapacity(slices.count)
        for position in slices.indices {
            let slice = slices[order?[position] ?? position]
            let face = chain.faces[slice.run.faceIndex]
            let k = size / face.upem
            var glyphs: [UInt32] = [], positions: [GlyphPosition] = [], clusters: [Int] = []
            glyphs.reserveCapacity(slice.glyphs.count)
            positions.reserveCapacity(slice.glyphs.count)
            clusters.reserveCapacity(slice.glyphs.count)
            let stretch = extraPerSpace > 0 && slice.ellipsisCluster == nil
            for i in slice.glyphs {
                let shaped = slice.run.glyphs[i]
                glyphs.append(shaped.glyph)
                positions.append(GlyphPosition(x: pen + Double(shaped.xOffset) * k, y: -Double(shaped.yOffset) * k))
                clusters.append(globalOffset + (slice.ellipsisCluster ?? Int(shaped.cluster)))
                pen += Double(shaped.xAdvance) * k
                if stretch, p.units[Int(shaped.cluster)] == 0x20 { pen += extraPerSpace }
            }
            runs.append(GlyphRun(face: face.info, pointSize: size, glyphs: glyphs, positions: positions,
                                 clusters: clusters, isRightToLeft: slice.level & 1 == 1))
        }
        return (runs, natural, extraPerSpace > 0)
    }

    private func advance(of slice: Slice) -> Double {
        let k = size / chain.faces[slice.run.faceIndex].upem
        var sum = 0.0
        for i in slice.glyphs { sum += Double(slice.run.glyphs[i].xAdvance) * k }
        return sum
    }

    /// Index of the run holding `offset` (runs are contiguous and sorted).
    private func firstRun(in p: ShapedParagraph, containing offset: Int) -> Int {
        var low = 0, high = p.runs.count
        while low < high {
            let mid = (low + high) / 2
            if p.runs[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
