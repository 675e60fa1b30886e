/// One layout computation: paragraphs → greedy lines → truncation of the last visible line → glyph runs.
struct TextLayoutBuilder {
    let engine: TextEngine
    let text: String
    let style: TextStyle
    let width: Double?
    let scale: Double
    /// Whether the lines get their glyph runs (`TextDetail`).
    let detail: TextDetail
    /// Paragraphs already shaped for this text and weight (`ShapedText`), used in place of shaping the first
    /// `reused.count` paragraphs again.
    var reused: [ShapedParagraph] = []

    struct Paragraph {
        var content: Substring
        /// Global UTF-16 offset of the paragraph's first unit.
        var offset: Int
        /// Global UTF-16 offset after the paragraph's mandatory break (= offset + length without one).
        var end: Int
    }

    /// Splits at mandatory breaks (Swift's `Character.isNewline` is exactly UAX #14's BK, CR, LF, NL,
    /// with CR LF one grapheme). A trailing break yields a final empty paragraph (as Pango and TextKit).
    func paragraphs() -> OneOrMany<Paragraph> {
        guard !text.isEmpty else { return .many([]) }
        // Fast path: no mandatory break in the UTF-8 (LF–CR, NEL = C2 85, U+2028/2029 = E2 80 A8/A9).
        if !TextLayoutBuilder.mayHaveMandatoryBreak(text) {
            let length = text.utf16.count
            return .one(Paragraph(content: text[...], offset: 0, end: length))
        }
        var result: [Paragraph] = []
        var start = text.startIndex, startOffset = 0, offset = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let units = character.utf16.count
            if character.isNewline {
                result.append(Paragraph(content: text[start..<index], offset: startOffset, end: offset + units))
                start = next
                startOffset = offset + units
            }
            offset += units
            index = next
        }
        result.append(Paragraph(content: text[start..<text.endIndex], offset: startOffset, end: offset))
        return .many(result)
    }

    /// Whether the UTF-8 holds a mandatory break (false positives only when the storage is not contiguous).
    static func mayHaveMandatoryBreak(_ text: String) -> Bool {
        let found: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let n = bytes.count
            var i = 0
            // Eight bytes at a time while they are ASCII and none is LF–CR (0x0A–0x0D): every label's text is
            // scanned on every layout, and nearly all of it is such text. From a word with a byte at or above
            // 0x80, or in that range, the rest is read byte by byte.
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while i + 8 <= n {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    guard !Self.mayHoldBreakByte(word) else { break }
                    i += 8
                }
            }
            while i < n {
                let byte = bytes[i]
                if byte >= 0x0A && byte <= 0x0D { return true }
                if byte == 0xC2, i + 1 < n, bytes[i + 1] == 0x85 { return true }
                if byte == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                    return true
                }
                i += 1
            }
            return false
        }
        return found ?? true
    }

    /// Whether one of the eight bytes of `word` is at or above 0x80 (part of a multi-byte character, which may
    /// be NEL, U+2028 or U+2029) or in 0x0A–0x0D. For bytes below 0x80, `b + (0x80 − 0x0A)` sets the high
    /// bit exactly when b ≥ 0x0A and `b + (0x80 − 0x0E)` exactly when b ≥ 0x0E; no byte carries into the next.
    static func mayHoldBreakByte(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0 else { return true }
        let atLeastLF = word &+ 0x7676_7676_7676_7676 // 0x80 − 0x0A in each byte
        let atLeastSO = word &+ 0x7272_7272_7272_7272 // 0x80 − 0x0E
        return atLeastLF & ~atLeastSO & high != 0
    }

    func build() throws -> TextLayout { try buildKeepingShaping().layout }

    /// What `buildKeepingShaping` gives unbounded text (`width` nil) — width, height and baselines, to the
    /// bit — without building its lines, and the shaped paragraphs; nil when a line limit hides paragraphs
    /// (the last visible line is then truncated: build the layout instead). Each paragraph is one line, its
    /// width summed as `LineBuilder.build` sums it.
    /// `repeated`: whether a paragraph came from the engine's cache of shapings (the text met lately).
    func unwrappedMetrics() throws -> (metrics: UnwrappedTextMetrics, shaped: [ShapedParagraph], repeated: Bool)? {
        precondition(width == nil, "unwrapped metrics are those of unbounded text")
        let paragraphs = paragraphs()
        if style.numberOfLines > 0, paragraphs.count > style.numberOfLines { return nil }
        let size = style.font.effectiveSize
        let builder = LineBuilder(chain: engine.chain, size: size, ellipsis: nil)
        let primary = try engine.primaryFace(for: style.font)
        var shaped: [ShapedParagraph] = []
        shaped.reserveCapacity(paragraphs.count)
        var widest = 0.0
        var repeated = false
        for (index, paragraph) in paragraphs.enumerated() {
            let p =
                index < reused.count
                ? reused[index]
                : try engine.shapedParagraph(paragraph.content, primary: primary, repeated: &repeated)
            shaped.append(p)
            widest = max(widest, builder.width(of: LinePlan(paragraph: index, range: 0..<p.units.count), paragraph: p))
        }
        let metrics = engine.lineMetrics(for: style.font)
        let lines = Double(paragraphs.count)
        let height = Self.height(lines: paragraphs.count, lineHeight: metrics.lineHeight, spacing: style.lineSpacing)
        let last = paragraphs.isEmpty ? 0 : metrics.ascender + (lines - 1) * (metrics.lineHeight + style.lineSpacing)
        return (
            UnwrappedTextMetrics(
                width: widest, height: height, firstBaseline: paragraphs.isEmpty ? 0 : metrics.ascender,
                lastBaseline: last, scale: scale),
            shaped, repeated
        )
    }

    /// The layout, and the paragraphs it shaped (or reused), in order.
    func buildKeepingShaping() throws -> (layout: TextLayout, shaped: [ShapedParagraph]) {
        let size = style.font.effectiveSize
        let primary = try engine.primaryFace(for: style.font)
        let maxLines = style.numberOfLines > 0 ? style.numberOfLines : nil
        let mode = style.lineBreakMode
        let granularity: LineBreaker.Granularity = mode == .byCharWrapping ? .character : .word
        let paragraphs = paragraphs()

        // A second pass reuses every paragraph: its list is the shaping's, not a new one.
        let reusesAll = reused.count >= paragraphs.count
        var shaped = reusesAll ? reused : []
        // Only the last paragraph's advances are read again (to truncate its last line).
        var lastPrefix: [Double] = []
        var plans: [LinePlan] = []
        plans.reserveCapacity(8)
        var hidden = false
        var missing: [Character] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if let maxLines, plans.count >= maxLines { hidden = true; break }
            let p =
                index < reused.count ? reused[index] : try engine.shapedParagraph(paragraph.content, primary: primary)
            // Unbounded text is not wrapped, so no line break reads the advances (a two-pass label's first
            // pass); a truncation sums its own paragraph's.
            let prefix = width == nil ? [] : p.advancePrefix(size: size, chain: engine.chain)
            if !reusesAll { shaped.append(p) }
            lastPrefix = prefix
            for character in p.missing where !missing.contains(character) { missing.append(character) }
            let (ranges, more) = try LineBreaker.lines(
                p, prefix: prefix, width: width, granularity: granularity,
                maxLines: maxLines.map { $0 - plans.count },
                strategy: style.lineBreakStrategy)
            for range in ranges {
                plans.append(LinePlan(paragraph: index, range: range))
            }
            if more { hidden = true; break }
        }

        // UILabel with a truncating (or clipping) mode wraps by word and lays the rest of the text on the
        // last visible line, truncated per mode. Wrapping modes just drop the lines that don't fit.
        let truncating = mode != .byWordWrapping && mode != .byCharWrapping
        let ellipsis = hidden && truncating ? try engine.ellipsisRun(primary: primary) : nil
        if let last = plans.last, let ellipsis {
            let p = shaped[last.paragraph]
            let ellipsisWidth =
                ellipsis.glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * size
                / engine.chain.faces[ellipsis.faceIndex].upem
            plans[plans.count - 1] = Truncation.plan(
                p, paragraph: last.paragraph,
                prefix: width == nil ? p.advancePrefix(size: size, chain: engine.chain) : lastPrefix,
                start: last.range.lowerBound, width: width, mode: mode,
                ellipsisWidth: ellipsisWidth, force: true)
        }

        let metrics = engine.lineMetrics(for: style.font)
        let advance = metrics.lineHeight + style.lineSpacing
        let builder = LineBuilder(chain: engine.chain, size: size, ellipsis: ellipsis)
        var lines: [TextLine] = []
        lines.reserveCapacity(plans.count)
        for (index, plan) in plans.enumerated() {
            let p = shaped[plan.paragraph]
            // The bounds read on their own: a copy of the paragraph counted a reference to its text.
            let offset = paragraphs[plan.paragraph].offset, end = paragraphs[plan.paragraph].end
            let endsParagraph = plan.range.upperBound == p.units.count
            let justify = style.alignment == .justified && !endsParagraph && !plan.isTruncated ? width : nil
            let built = builder.build(
                plan, paragraph: p, globalOffset: offset, justifyTo: justify,
                positioningGlyphs: detail == .glyphs)
            let upper = endsParagraph ? end : offset + plan.range.upperBound
            var line = TextLine(
                textRange: (offset + plan.range.lowerBound)..<upper, width: built.width,
                baseline: metrics.ascender + Double(index) * advance, runs: built.runs,
                isTruncated: plan.isTruncated, isRightToLeft: p.paragraphLevel & 1 == 1)
            line.isJustified = built.justified
            lines.append(line)
        }

        var widest = lines.reduce(0.0) { max($0, $1.width) }
        if let width, mode == .byClipping { widest = min(widest, width) }
        let height = Self.height(lines: lines.count, lineHeight: metrics.lineHeight, spacing: style.lineSpacing)
        let layout = TextLayout(
            text: text, style: style, widthLimit: width, scale: scale, lines: lines,
            lineHeight: metrics.lineHeight, ascender: metrics.ascender, width: widest,
            height: height, missingCharacters: missing, detail: detail)
        return (layout, shaped)
    }
}

extension TextLayoutBuilder {
    /// The height of `lines` lines: each a line height, with the spacing between them (0 for none). The
    /// layout and its unwrapped metrics share it, so they agree to the bit.
    static func height(lines: Int, lineHeight: Double, spacing: Double) -> Double {
        lines == 0 ? 0 : Double(lines) * lineHeight + Double(lines - 1) * spacing
    }
}

/// A list that holds a single element without allocating one (most texts are one paragraph).
enum OneOrMany<Element>: RandomAccessCollection {
    case one(Element)
    case many([Element])

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch self {
        case .one: return 1
        case .many(let elements): return elements.count
        }
    }

    subscript(position: Int) -> Element {
        switch self {
        case .one(let element):
            precondition(position == 0, "index out of range")
            return element
        case .many(let elements): return elements[position]
        }
    }
}
