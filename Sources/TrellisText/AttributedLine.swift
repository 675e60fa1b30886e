/// One paragraph of attributed text as its lines are built from: its shaping in the face that decides its
/// break opportunities, its shaping in every face of its runs, and the advances' prefix sums with each
/// unit in its run's font (`TextEngine.measure(_:style:width:scale:detail:)`).
struct AttributedParagraph {
    var shaping: ShapedParagraph
    var shapings: RunShapings
    var prefix: [Double]
}

/// A line of attributed text before it is placed: the paragraph-local range it stands for, its width,
/// how far it reaches above and below its baseline, its glyphs, and whether it was truncated.
struct AttributedLine {
    var range: Range<Int>
    var width: Double
    var ascent: Double
    var descent: Double
    var glyphs: [GlyphRun]
    var isTruncated: Bool
}

extension TextEngine {
    /// The line `range` of a paragraph starting at `start` in the text; with `truncated`, the rest of the
    /// paragraph laid on it per `style.lineBreakMode` (`Truncation.plan`): text before "…", "…", text after
    /// it, each piece after the ones before it. The ellipsis takes the font of the run it follows (of the
    /// text after it for head truncation).
    func attributedLine(
        _ range: Range<Int>, of start: Int, truncated: Bool, runs: [TextRun], ends: [Int],
        context p: AttributedParagraph, style: TextStyle, width: Double?, detail: TextDetail
    ) throws -> AttributedLine {
        let prefix = p.prefix
        guard truncated else {
            let visible = p.shaping.visibleEnd(from: range.lowerBound, to: range.upperBound)
            let pieces = Self.pieces(of: (start + range.lowerBound)..<(start + range.upperBound), ends)
            let extent = lineExtent(pieces: pieces, runs: runs)
            let glyphs =
                detail == .glyphs
                ? glyphRuns(
                    pieces, runs: runs, shapings: p.shapings, prefix: prefix, start: start,
                    lineStart: range.lowerBound)
                : []
            return AttributedLine(
                range: range, width: prefix[visible] - prefix[range.lowerBound], ascent: extent.ascent,
                descent: extent.descent, glyphs: glyphs, isTruncated: false)
        }
        // The run "…" follows: the last one of the line's start until the plan is known, then the plan's.
        func ellipsisRun(at offset: Int, after: Bool) -> Int {
            let global = start + (after ? max(offset - 1, 0) : offset)
            return min(ends.firstIndex { global < $0 } ?? runs.count - 1, runs.count - 1)
        }
        func ellipsis(_ run: Int) throws -> (shaped: ShapedRun?, width: Double) {
            let font = runs[run].font, face = p.shapings.faces[run]
            guard let shaped = try face.engine.ellipsisRun(primary: face.primary) else { return (nil, 0) }
            let k = font.effectiveSize / face.chain.faces[shaped.faceIndex].upem
            return (shaped, shaped.glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * k)
        }
        let mode = style.lineBreakMode
        var run = ellipsisRun(at: range.lowerBound, after: false)
        var mark = try ellipsis(run)
        var plan = Truncation.plan(
            p.shaping, paragraph: 0, prefix: prefix, start: range.lowerBound, width: width, mode: mode,
            ellipsisWidth: mark.width, force: true)
        if let at = plan.ellipsisAt {
            let follows = ellipsisRun(at: at, after: mode != .byTruncatingHead)
            if follows != run {
                run = follows
                mark = try ellipsis(run)
                plan = Truncation.plan(
                    p.shaping, paragraph: 0, prefix: prefix, start: range.lowerBound, width: width, mode: mode,
                    ellipsisWidth: mark.width, force: true)
            }
        }
        var x = 0.0
        var glyphs: [GlyphRun] = []
        var ascent = 0.0, descent = 0.0
        func place(_ piece: Range<Int>) {
            let visible = p.shaping.visibleEnd(from: piece.lowerBound, to: piece.upperBound)
            let pieces = Self.pieces(of: (start + piece.lowerBound)..<(start + piece.upperBound), ends)
            let extent = lineExtent(pieces: pieces, runs: runs)
            (ascent, descent) = (max(ascent, extent.ascent), max(descent, extent.descent))
            if detail == .glyphs {
                glyphs += glyphRuns(
                    pieces, runs: runs, shapings: p.shapings, prefix: prefix, start: start,
                    lineStart: piece.lowerBound, x: x)
            }
            x += prefix[visible] - prefix[piece.lowerBound]
        }
        place(plan.head)
        if let at = plan.ellipsisAt {
            let extent = lineExtent(pieces: [(run, (start + at)..<(start + at))], runs: runs)
            (ascent, descent) = (max(ascent, extent.ascent), max(descent, extent.descent))
            if detail == .glyphs, let shaped = mark.shaped {
                let face = p.shapings.faces[run].chain.faces[shaped.faceIndex]
                let font = runs[run].font
                let k = font.effectiveSize / face.upem
                var pen = x
                var positions: [GlyphPosition] = []
                for glyph in shaped.glyphs {
                    positions.append(
                        GlyphPosition(
                            x: pen + Double(glyph.xOffset) * k,
                            y: -Double(glyph.yOffset) * k - runs[run].baselineOffset))
                    pen += Double(glyph.xAdvance) * k
                }
                glyphs.append(
                    GlyphRun(
                        face: face.info, pointSize: font.effectiveSize, glyphs: shaped.glyphs.map(\.glyph),
                        positions: positions, clusters: Array(repeating: start + at, count: positions.count),
                        isRightToLeft: false))
            }
            x += mark.width
        }
        if let tail = plan.tail, !tail.isEmpty { place(tail) }
        return AttributedLine(
            range: plan.range, width: x, ascent: ascent, descent: descent, glyphs: glyphs,
            isTruncated: plan.isTruncated)
    }
}
