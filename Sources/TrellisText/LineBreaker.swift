/// Greedy line filling over one shaped paragraph.
enum LineBreaker {
    enum Granularity { case word, character }

    /// Tolerance for float noise when a line fills the width exactly.
    static let tolerance = 1e-9

    /// Splits the paragraph into lines (paragraph-local UTF-16 ranges including hanging spaces).
    /// - `word`: UAX #14 opportunities; a segment wider than the line falls back to grapheme breaks.
    /// - `character`: any grapheme boundary (UIKit's byCharWrapping ignores kinsoku).
    /// Trailing whitespace hangs: it never counts toward the width. Stops after `maxLines` lines and then
    /// reports whether text remains. Linear in the paragraph length.
    /// - `strategy`: `hangulWordPriority` drops the opportunities inside Korean words; `pushOut` then
    ///   moves a word down to a paragraph's last line when that line would hold a single word (`pushOut`).
    static func lines(
        _ p: ShapedParagraph, prefix: [Double], width: Double?, granularity: Granularity,
        maxLines: Int?, strategy: LineBreakStrategy = []
    ) throws -> (lines: [Range<Int>], hasMore: Bool) {
        let count = p.units.count
        guard count > 0, let width else { return ([0..<count], false) }
        let limit = width + tolerance
        // When the visible text up to every boundary fits (checked over all offsets, a superset of the
        // break opportunities: advances can be negative, so the whole width alone would not prove it),
        // the loop below would take every opportunity as a fit: one line, and no break search needed.
        if p.everyVisiblePrefixFits(prefix, limit: limit) { return ([0..<count], false) }
        var opportunities: ArraySlice<Int> =
            granularity == .word ? try p.lineBreaks()[...] : (1..<p.graphemeBoundCount).map(p.graphemeBound)[...]
        // Printable ASCII has no Hangul: nothing to keep together, and no scan to find that out.
        if granularity == .word, strategy.contains(.hangulWordPriority), !p.isPrintableASCII {
            opportunities = LineBreakStrategy.keepingHangulWords(opportunities, units: p.units)
        }
        var lines: [Range<Int>] = []
        lines.reserveCapacity(8)
        var start = 0
        var lastFit: Int?
        var index = opportunities.startIndex

        func emit(_ end: Int) -> Bool {
            lines.append(start..<end)
            start = end
            lastFit = nil
            if let maxLines, lines.count >= maxLines { return true }
            return false
        }

        while index < opportunities.endIndex {
            let breakAt = opportunities[index]
            if breakAt <= start { index += 1; continue }
            let visible = prefix[p.visibleEnd(from: start, to: breakAt)] - prefix[start]
            if visible <= limit { lastFit = breakAt; index += 1; continue }
            if let fit = lastFit, fit > start {
                if emit(fit) { return (lines, start < count) }
                continue
            }
            // The segment alone is too wide: break it at grapheme boundaries (at least one per line).
            var g = p.boundaryIndex(atOrBefore: start) + 1
            var end = p.graphemeBound(g)
            // Whitespace after the forced grapheme hangs, so it joins the line whatever the width.
            while g + 1 < p.graphemeBoundCount, p.graphemeBound(g + 1) <= breakAt,
                case let visible = p.visibleEnd(from: start, to: p.graphemeBound(g + 1)),
                visible <= end || prefix[visible] - prefix[start] <= limit
            {
                g += 1
                end = p.graphemeBound(g)
            }
            if emit(end) { return (lines, start < count) }
        }
        if start < count || lines.isEmpty { lines.append(start..<count) }
        if granularity == .word, strategy.contains(.pushOut) {
            pushOut(&lines, p, prefix: prefix, limit: limit, opportunities: opportunities)
        }
        return (lines, false)
    }

    /// `LineBreakStrategy.pushOut` on a paragraph laid out in full: when the last line holds a single
    /// segment (no break opportunity inside its visible text), the previous line gives up its last segment
    /// to it, provided the previous line keeps at least one segment and the new last line fits.
    static func pushOut(
        _ lines: inout [Range<Int>], _ p: ShapedParagraph, prefix: [Double], limit: Double,
        opportunities: ArraySlice<Int>
    ) {
        guard lines.count >= 2 else { return }
        let last = lines[lines.count - 1], previous = lines[lines.count - 2]
        let lastVisible = p.visibleEnd(from: last.lowerBound, to: last.upperBound)
        guard lastVisible > last.lowerBound,
            !opportunities.contains(where: { $0 > last.lowerBound && $0 < lastVisible })
        else { return }
        // The latest opportunity inside the previous line that leaves it non-empty.
        guard
            let cut = opportunities.last(where: {
                $0 > previous.lowerBound && $0 < previous.upperBound
                    && p.visibleEnd(from: previous.lowerBound, to: $0) > previous.lowerBound
            }),
            prefix[lastVisible] - prefix[cut] <= limit
        else { return }
        lines[lines.count - 2] = previous.lowerBound..<cut
        lines[lines.count - 1] = cut..<last.upperBound
    }
}
