/// One run of attributed text (`NSAttributedString`'s attributes a label's layout reads): its characters,
/// its font, the extra space after each of its characters (`NSAttributedString.Key.kern`, points) and how
/// far its baseline is raised (`.baselineOffset`, points; negative lowers it). Colour is not a layout
/// attribute: the renderer keeps it per run.
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var font: Font
    public var kern: Double
    public var baselineOffset: Double

    public init(_ text: String, font: Font = .label, kern: Double = 0, baselineOffset: Double = 0) {
        self.text = text
        self.font = font
        self.kern = kern
        self.baselineOffset = baselineOffset
    }
}

extension TextEngine {
    /// Measures attributed text — `runs` in order, each with its own font, kern and baseline offset — as a
    /// UILabel with `style` would (`style.font` is unused: each run has its own). Each run is shaped in its
    /// own face — the one its font picks (weight, slant, design, tabular figures, a custom font by name or
    /// family; with a supplied system font, that font's face at the run's size, `RunFace`) — and scaled to
    /// its own size; lines break across run boundaries at the same opportunities as
    /// plain text (UAX #14 over the whole paragraph); a line is as tall as its tallest run — the largest
    /// ascender above the baseline (raised by a positive baseline offset) plus the largest descent below it
    /// (lowered by a negative one). Kern follows every character, the last included. With `detail`
    /// `.glyphs` each line carries its runs' glyphs, each run at its size, kern and baseline offset.
    ///
    /// When `numberOfLines` hides text, a truncating mode lays the rest of the last visible line's paragraph
    /// on it truncated with "…" in the font of the run it follows (`Truncation`), clipping lays it on
    /// unshortened, as for plain text.
    ///
    /// Not yet supported: justification, and the visual order of runs in right-to-left text (runs are
    /// placed left to right; the glyphs within a run are in visual order).
    /// Throws `TextError.emptyRunList`, `.emptyRun`, and what `measure` throws for the text and each font.
    public func measure(
        _ runs: [TextRun], style: TextStyle, width: Double?, scale: Double, detail: TextDetail = .metrics
    ) throws -> TextLayout {
        guard !runs.isEmpty else { throw TextError.emptyRunList }
        if let empty = runs.firstIndex(where: \.text.isEmpty) { throw TextError.emptyRun(index: empty) }
        let text = runs.map(\.text).joined()
        for run in runs {
            var runStyle = style
            runStyle.font = run.font
            _ = try validated(run.text, style: runStyle, width: width, scale: scale)
            guard run.kern.isFinite, run.baselineOffset.isFinite else {
                throw TextError.invalidRunAttribute(kern: run.kern, baselineOffset: run.baselineOffset)
            }
        }
        _ = try validated(text, style: style, width: width, scale: scale)
        let faces = try runs.map { try runFace(for: $0.font) }
        let limit: Double? = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var ends: [Int] = []
        var offset = 0
        for run in runs {
            offset += run.text.utf16.count
            ends.append(offset)
        }
        let builder = TextLayoutBuilder(
            engine: self, text: text, style: style, width: limit, scale: scale, detail: detail)
        var lines: [TextLine] = []
        var missing: [Character] = []
        var top = 0.0
        let maxLines = style.numberOfLines > 0 ? style.numberOfLines : nil
        let granularity: LineBreaker.Granularity = style.lineBreakMode == .byCharWrapping ? .character : .word
        let paragraphs = builder.paragraphs()
        let truncating = style.lineBreakMode != .byWordWrapping && style.lineBreakMode != .byCharWrapping
        paragraphs: for (paragraphIndex, paragraph) in paragraphs.enumerated() {
            if let maxLines, lines.count >= maxLines { break }
            let pieces = Self.pieces(of: paragraph.offset..<paragraph.offset + paragraph.content.utf16.count, ends)
            var shapings = RunShapings(faces: faces)
            try shapings.shape(paragraph.content, pieces: pieces)
            guard let breaks = shapings[run: pieces.first?.run ?? 0] else { continue }
            for character in breaks.missing where !missing.contains(character) { missing.append(character) }
            let prefix = advancePrefix(breaks, pieces: pieces, runs: runs, shapings: shapings, start: paragraph.offset)
            let (ranges, more) = try LineBreaker.lines(
                breaks, prefix: prefix, width: limit, granularity: granularity,
                maxLines: maxLines.map { $0 - lines.count }, strategy: style.lineBreakStrategy)
            for range in ranges {
                // The last visible line of a layout that hides text is truncated (or clipped) per mode.
                let hides =
                    truncating && lines.count + 1 == maxLines && (more || paragraphIndex < paragraphs.count - 1)
                let line = try attributedLine(
                    range, of: paragraph.offset, truncated: hides, runs: runs, ends: ends,
                    context: AttributedParagraph(shaping: breaks, shapings: shapings, prefix: prefix),
                    style: style, width: limit, detail: detail)
                if !lines.isEmpty { top += style.lineSpacing }
                let endsParagraph = line.range.upperBound == breaks.units.count
                lines.append(
                    TextLine(
                        textRange: (paragraph.offset + line.range.lowerBound)..<(endsParagraph
                            ? paragraph.end : paragraph.offset + line.range.upperBound),
                        width: line.width, baseline: top + line.ascent, runs: line.glyphs,
                        isTruncated: line.isTruncated, isRightToLeft: breaks.paragraphLevel & 1 == 1))
                top += line.ascent + line.descent
                if let maxLines, lines.count >= maxLines { break paragraphs }
            }
        }
        let first = lineMetrics(for: runs[0].font)
        var widest = lines.reduce(0.0) { max($0, $1.width) }
        if let limit, style.lineBreakMode == .byClipping { widest = min(widest, limit) }
        return TextLayout(
            text: text, style: style, widthLimit: limit, scale: scale, lines: lines,
            lineHeight: first.lineHeight, ascender: first.ascender,
            width: widest, height: top, missingCharacters: missing, detail: detail)
    }

    /// The parts of `range` (UTF-16, in the whole text) each run covers, in order: `ends` are the runs' end
    /// offsets.
    static func pieces(of range: Range<Int>, _ ends: [Int]) -> [(run: Int, range: Range<Int>)] {
        var result: [(run: Int, range: Range<Int>)] = []
        var start = 0
        for (run, end) in ends.enumerated() {
            let lower = max(start, range.lowerBound), upper = min(end, range.upperBound)
            if lower < upper {
                result.append((run, lower..<upper))
            } else if range.isEmpty, range.lowerBound >= start, range.lowerBound <= end {
                // An empty paragraph or line belongs to the run it stands in (the first, at a boundary).
                result.append((run, range))
                break
            }
            start = end
        }
        return result
    }

    /// The paragraph's advances' prefix sums with each unit measured in its run's face and size, and each
    /// grapheme followed by its run's kern.
    private func advancePrefix(
        _ p: ShapedParagraph, pieces: [(run: Int, range: Range<Int>)], runs: [TextRun], shapings: RunShapings,
        start: Int
    ) -> [Double] {
        var advances = [Double](repeating: 0, count: p.units.count)
        var prefixes: [Font: [Double]] = [:]
        for piece in pieces {
            let run = runs[piece.run]
            guard let shaped = shapings[run: piece.run] else { continue }
            let prefix =
                prefixes[run.font]
                ?? shaped.advancePrefix(size: run.font.effectiveSize, chain: shapings.faces[piece.run].chain)
            prefixes[run.font] = prefix
            for unit in (piece.range.lowerBound - start)..<(piece.range.upperBound - start) {
                advances[unit] = prefix[unit + 1] - prefix[unit]
            }
        }
        // Kern after each grapheme, in the run holding its last unit.
        var piece = 0
        for g in 1..<max(1, p.graphemeBoundCount) {
            let last = p.graphemeBound(g) - 1 + start
            while piece < pieces.count - 1, pieces[piece].range.upperBound <= last { piece += 1 }
            if last >= start { advances[last - start] += runs[pieces[piece].run].kern }
        }
        var prefix = [Double](repeating: 0, count: p.units.count + 1)
        for i in advances.indices { prefix[i + 1] = prefix[i] + advances[i] }
        return prefix
    }

    /// A line's glyph runs: each piece laid out in its run's face and size (`LineBuilder`), moved to where
    /// the advances before it put it, each glyph after the kern of the graphemes before it in its piece, and
    /// raised by its run's baseline offset.
    func glyphRuns(
        _ pieces: [(run: Int, range: Range<Int>)], runs: [TextRun], shapings: RunShapings, prefix: [Double],
        start: Int, lineStart: Int, x origin: Double = 0
    ) -> [GlyphRun] {
        var result: [GlyphRun] = []
        for piece in pieces where !piece.range.isEmpty {
            let run = runs[piece.run]
            guard let p = shapings[run: piece.run] else { continue }
            let local = (piece.range.lowerBound - start)..<(piece.range.upperBound - start)
            let builder = LineBuilder(
                chain: shapings.faces[piece.run].chain, size: run.font.effectiveSize, ellipsis: nil)
            let built = builder.build(
                LinePlan(paragraph: 0, range: local), paragraph: p, globalOffset: start, justifyTo: nil,
                positioningGlyphs: true)
            let x = origin + prefix[local.lowerBound] - prefix[lineStart]
            let firstBoundary = p.boundaryIndex(atOrBefore: local.lowerBound)
            for var glyphRun in built.runs {
                for i in glyphRun.positions.indices {
                    let kerned = p.boundaryIndex(atOrBefore: glyphRun.clusters[i] - start) - firstBoundary
                    glyphRun.positions[i].x += x + Double(kerned) * run.kern
                    glyphRun.positions[i].y -= run.baselineOffset
                }
                result.append(glyphRun)
            }
        }
        return result
    }

    /// How far a line reaches above and below its baseline: the most of its runs' (an empty line: its run's).
    func lineExtent(pieces: [(run: Int, range: Range<Int>)], runs: [TextRun]) -> (
        ascent: Double, descent: Double
    ) {
        var ascent = 0.0, descent = 0.0
        for piece in pieces {
            let run = runs[piece.run]
            let m = lineMetrics(for: run.font)
            ascent = max(ascent, m.ascender + max(0, run.baselineOffset))
            descent = max(descent, m.lineHeight - m.ascender + max(0, -run.baselineOffset))
        }
        return (ascent, descent)
    }
}
