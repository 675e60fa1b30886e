import FoundationEssentials
import Synchronization

/// Measures and lays out label text as UILabel does, with the bundled fonts (see Fonts/README.md).
///
/// Thread-safe: any number of threads may call `layout` at once. Fonts are immutable after init; the
/// caches (shaped paragraphs per (paragraph, primary face) in font units, so one shaping serves every size and
/// width; shaped runs per (face, script, text) across paragraphs; finished layouts per (text, style, width,
/// scale), but not those wrapped from the shaping of a text met once) are guarded by mutexes, and shaping
/// itself runs outside them.
public final class TextEngine: Sendable {
    /// Longest accepted text, in UTF-16 code units (2²⁴; a one-megabyte string is far below it).
    public static let maximumUTF16Length = 1 << 24

    let chain: FontChain
    public let whitespacePolicy: WhitespaceFontPolicy
    private let paragraphCache = Mutex(
        GenerationalCache<ParagraphKey, ShapedParagraph>(generationSize: TextEngine.paragraphCacheGeneration))
    private let layoutCache = Mutex(
        GenerationalCache<LayoutKey, TextLayout>(generationSize: TextEngine.layoutCacheGeneration))
    /// "…" per primary face (`FontChain` index), shaped when a layout in that face is first truncated.
    /// Shaping them all when the engine opens its fonts would build HarfBuzz's shaping plans for faces a
    /// spec of regular labels never needs.
    private let ellipsisRuns = Mutex([Int: ShapedRun?]())
    /// Engines over this one's fonts and custom font files (`addingFonts`), by their paths.
    private let extended = Mutex([[String]: TextEngine]())
    private let shapeCache = ShapeCache()
    private let shapedParagraphs = Atomic<Int>(0)
    /// Apple's system font when the user supplies it (`SystemFont`): labels are then laid out by the engine
    /// of their point size (`systemFontEngine(for:)`), kept here.
    let systemFont: SystemFont?
    let systemFontEngines = Mutex<[UInt64: TextEngine]>([:])

    /// Paragraphs this engine has shaped so far (those its cache or a `ShapedText` supplied not counted):
    /// the measure of its shaping work.
    public var paragraphsShaped: Int { shapedParagraphs.load(ordering: .relaxed) }

    /// Keys compare texts by their UTF-8 bytes (no Unicode normalization: canonically equivalent but
    /// different strings may shape differently). The text's hash (`FastHash`) is computed once per key:
    /// a look-up and the insertion after a miss then hash only a few words.
    private struct ParagraphKey: Hashable {
        var text: Substring
        var primary: Int
        var textHash: UInt64
        init(text: Substring, primary: Int) {
            self.text = text
            self.primary = primary
            textHash = FastHash.hash(text, seed: UInt64(primary))
        }
        static func == (a: Self, b: Self) -> Bool {
            a.textHash == b.textHash && a.primary == b.primary && a.text.utf8.elementsEqual(b.text.utf8)
        }
        func hash(into hasher: inout Hasher) { hasher.combine(textHash) }
    }
    private struct LayoutKey: Hashable {
        var text: String
        var style: TextStyle
        var width: Double?
        var scale: Double
        var detail: TextDetail
        var textHash: UInt64
        init(text: String, style: TextStyle, width: Double?, scale: Double, detail: TextDetail) {
            self.text = text
            self.style = style
            self.width = width
            self.scale = scale
            self.detail = detail
            textHash = FastHash.hash(text[...], seed: width?.bitPattern ?? 1)
        }
        static func == (a: Self, b: Self) -> Bool {
            a.textHash == b.textHash && a.style == b.style && a.width == b.width && a.scale == b.scale
                && a.detail == b.detail && a.text.utf8.elementsEqual(b.text.utf8)
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(textHash)
            hasher.combine(style.font.size)
            hasher.combine(scale)
        }
    }

    /// Cache bounds (two generations of this many entries each): enough for the labels a layout pass
    /// measures repeatedly (two-pass intrinsic sizes, every solve). A larger cache keeps many layouts alive
    /// and frees them later, which costs more than its extra hits save.
    private static let paragraphCacheGeneration = 128
    private static let layoutCacheGeneration = 128
    private static let cachedParagraphMaximum = 100_000

    /// Opens every font of the chain in `fontDirectory` (file names in Fonts/README.md).
    /// Throws `TextError.missingFontFile` or `.corruptFont`.
    /// - `whitespacePolicy`: `.primaryFirst` (default, CoreText-like) or `.followNeighbour` (Pango-like).
    /// - `systemFont`: Apple's SF Pro files, used for labels instead of Roboto (`SystemFont`).
    public convenience init(
        fontDirectory: String, whitespacePolicy: WhitespaceFontPolicy = .primaryFirst, systemFont: SystemFont? = nil
    ) throws {
        self.init(
            chain: try FontChain(directory: fontDirectory), whitespacePolicy: whitespacePolicy, systemFont: systemFont)
    }

    init(chain: FontChain, whitespacePolicy: WhitespaceFontPolicy, systemFont: SystemFont?) {
        self.chain = chain
        self.whitespacePolicy = whitespacePolicy
        self.systemFont = systemFont
    }

    /// An engine with this one's fonts and the faces of custom font files (`.ttf`, `.otf`; each face a font
    /// may name by PostScript name or family, `Font.name` / `Font.family`). The bundled faces and the
    /// system font are shared, not opened again; the engine for the same paths is made once and kept. Throws
    /// `TextError.missingFontFile` or `.corruptFont` for a file that isn't there or isn't a font (the same
    /// checks as the bundled files).
    public func addingFonts(_ paths: [String]) throws -> TextEngine {
        guard !paths.isEmpty else { return self }
        return try extended.withLock { engines in
            if let engine = engines[paths] { return engine }
            let engine = TextEngine(
                chain: try chain.adding(customFiles: paths), whitespacePolicy: whitespacePolicy, systemFont: systemFont)
            engines[paths] = engine
            return engine
        }
    }

    /// What each face of a font file is, as `Font.name` and `Font.family` name it: the file is opened and
    /// checked as `addingFonts` does. Throws `TextError.missingFontFile` or `.corruptFont`.
    public static func describeFontFile(_ path: String) throws -> FontFileDescription {
        let face = try FontFace(path: path)
        return FontFileDescription(
            postScriptName: face.style.postScriptName, familyName: face.style.familyName, weight: face.style.weight,
            italic: face.style.italic)
    }

    /// The face a font starts its fallback chain with; throws `TextError.unknownFont` when no face has its
    /// PostScript name or family (the spec reader, which knows where the name was written, suggests one).
    func primaryFace(for font: Font) throws -> Int {
        if let index = chain.primaryIndex(for: font) { return index }
        let asked = font.name ?? font.family ?? ""
        throw TextError.unknownFont(name: asked, suggestion: nil)
    }

    /// Whether a font names a face this engine has (the system font always does).
    public func hasFont(_ font: Font) -> Bool { chain.primaryIndex(for: font) != nil }

    /// The PostScript names and families of the faces a font may name, custom faces first.
    public var fontNames: [String] { chain.fontNames }

    /// The fallback chain for regular labels, in order: Roboto Regular, Noto Sans CJK SC,
    /// Noto Sans Arabic UI, Noto Sans Hebrew, Noto Color Emoji.
    public var fontFaces: [FontFaceInfo] { fontFaces(for: .regular) }

    /// The fallback chain for an upright system font of this weight (only the primary face changes with it).
    public func fontFaces(for weight: FontWeight) -> [FontFaceInfo] {
        chain.chain(for: weight).map { chain.faces[$0].info }
    }

    /// The fallback chain a font's text is drawn with, its own face first (throws `TextError.unknownFont`).
    public func fontFaces(for font: Font) throws -> [FontFaceInfo] {
        if let sized = systemFontEngine(for: font) { return try sized.fontFaces(for: font) }
        return chain.chain(primary: try primaryFace(for: font)).map { chain.faces[$0].info }
    }

    /// UIFont-style vertical metrics of a font at its size, in points: line height, ascender, descender
    /// (positive, below the baseline). The system font in every weight, slant and design has iOS's SF
    /// values (`VerticalMetrics.systemFont`), or a supplied `SystemFont`'s own at that size; a custom font
    /// its own `hhea` values, as UIFont reports them.
    public func lineMetrics(for font: Font) -> (lineHeight: Double, ascender: Double, descender: Double) {
        if let sized = systemFontEngine(for: font) { return sized.lineMetrics(for: font) }
        let own = chain.primaryIndex(for: font).flatMap { chain.ownMetrics(face: $0) }
        let m = own ?? VerticalMetrics.systemFont, size = font.effectiveSize
        return (m.lineHeightEm * size, m.ascenderEm * size, m.descenderEm * size)
    }

    /// Lays out `text` as a UILabel with `style` would.
    /// - `width`: the wrap width (`preferredMaxLayoutWidth`). `nil`, zero, a negative number and infinity
    ///   all mean unbounded, as UIKit's `preferredMaxLayoutWidth = 0` / `sizeThatFits` with width 0 do:
    ///   paragraphs are not wrapped (each mandatory break still starts a line). NaN throws `.invalidWidth`.
    /// - `scale`: device pixels per point, for `TextLayout.size`'s rounding.
    /// - `shaping`: a shaping of this text kept from an earlier layout (`ShapedText`), whose paragraphs are
    ///   used instead of shaping them again where it holds this text in this font; the layout is the same
    ///   either way.
    /// - `detail`: `.glyphs` (default) for a layout to draw, `.metrics` for one only measured (`TextDetail`).
    /// Mandatory breaks (LF, CR, CR LF, NEL, VT, FF, U+2028, U+2029) end a line; a trailing one adds an
    /// empty last line. Empty text gives no lines and size (0, 0), like UILabel.
    public func layout(
        _ text: String, style: TextStyle, width: Double?, scale: Double, reusing shaping: ShapedText? = nil,
        detail: TextDetail = .glyphs
    ) throws -> TextLayout {
        try layout(
            text, style: style, width: width, scale: scale, reusing: shaping, keepingShaping: false, detail: detail
        ).layout
    }

    /// Lays out `text` as `layout` does, with its glyph runs, as a renderer draws it.
    public func drawableLayout(_ text: String, style: TextStyle, width: Double?, scale: Double) throws
        -> DrawableText
    {
        DrawableText(builtWithGlyphs: try layout(text, style: style, width: width, scale: scale, detail: .glyphs))
    }

    /// Lays out `text` as `layout` does, and returns its shaping too, to lay the same text
    /// out again at another width (`layout`). When the layout itself was cached,
    /// the shaping holds no paragraph (the next layout shapes as usual).
    public func layoutKeepingShaping(
        _ text: String, style: TextStyle, width: Double?, scale: Double, detail: TextDetail = .glyphs
    ) throws -> (layout: TextLayout, shaping: ShapedText) {
        if let sized = systemFontEngine(for: style.font) {
            return try sized.layoutKeepingShaping(text, style: style, width: width, scale: scale, detail: detail)
        }
        let (layout, shaped) = try layout(
            text, style: style, width: width, scale: scale, reusing: nil, keepingShaping: true, detail: detail)
        return (
            layout,
            ShapedText(
                text: text, primary: try primaryFace(for: style.font), paragraphs: shaped, isRepeat: true,
                shapedBy: self)
        )
    }

    private func layout(
        _ text: String, style: TextStyle, width: Double?, scale: Double, reusing shaping: ShapedText?,
        keepingShaping: Bool, detail: TextDetail
    ) throws -> (layout: TextLayout, shaped: [ShapedParagraph]) {
        if let sized = systemFontEngine(for: style.font) {
            return try sized.layout(
                text, style: style, width: width, scale: scale, reusing: shaping?.shaped(by: sized),
                keepingShaping: keepingShaping, detail: detail)
        }
        let length = try validated(text, style: style, width: width, scale: scale)
        let limit: Double? = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let key = LayoutKey(text: text, style: style, width: limit, scale: scale, detail: detail)
        // A layout from a shaping of text met once (`ShapedText.isRepeat`: a two-pass label's second pass,
        // its text unique on the screen, as long texts usually are) is not cached: it would not be asked for
        // again, so looking it up, storing it and dropping it later would be work for nothing.
        let cacheable = length <= TextEngine.cachedParagraphMaximum && shaping?.isRepeat != false
        if cacheable, let cached = layoutCache.withLock({ $0.value(for: key) }) { return (cached, []) }
        var builder = TextLayoutBuilder(
            engine: self, text: text, style: style, width: limit, scale: scale, detail: detail)
        builder.reused = try shaping?.paragraphs(for: text, primary: primaryFace(for: style.font)) ?? []
        let (result, shaped) = try builder.buildKeepingShaping()
        if cacheable {
            layoutCache.withLock { $0.insert(result, for: key) }
        }
        return (result, keepingShaping ? shaped : [])
    }

    /// The width, height and baselines `layout` gives `text` unbounded (`width` nil:
    /// each paragraph one line), to the bit, found without building its lines — and its shaping, to lay the
    /// text out at a width afterwards (`layout`). A wrapping label's first
    /// pass needs no more. Nil when a line limit hides paragraphs (the last visible line is then truncated:
    /// lay the text out instead). Throws what `layout` throws. Neither reads nor fills the layout cache.
    public func unwrappedMetricsKeepingShaping(
        _ text: String, style: TextStyle, scale: Double
    ) throws -> (metrics: UnwrappedTextMetrics, shaping: ShapedText)? {
        if let sized = systemFontEngine(for: style.font) {
            return try sized.unwrappedMetricsKeepingShaping(text, style: style, scale: scale)
        }
        _ = try validated(text, style: style, width: nil, scale: scale)
        let builder = TextLayoutBuilder(
            engine: self, text: text, style: style, width: nil, scale: scale, detail: .metrics)
        guard let (metrics, shaped, repeated) = try builder.unwrappedMetrics() else { return nil }
        return (
            metrics,
            ShapedText(
                text: text, primary: try primaryFace(for: style.font), paragraphs: shaped, isRepeat: repeated,
                shapedBy: self)
        )
    }

    /// Refuses what no layout accepts (`layout`'s throws); returns the text's UTF-16
    /// length, or for short texts an upper bound of it (UTF-16 never has more code units than UTF-8 has
    /// bytes): both limits are far above short texts, so the decisions are exact.
    private func validated(_ text: String, style: TextStyle, width: Double?, scale: Double) throws -> Int {
        let size = style.font.effectiveSize
        guard size.isFinite, size > 0 else { throw TextError.invalidFontSize(size) }
        guard scale.isFinite, scale > 0 else { throw TextError.invalidScale(scale) }
        _ = try primaryFace(for: style.font)
        if let width, width.isNaN { throw TextError.invalidWidth(width) }
        let length = text.utf8.count <= TextEngine.cachedParagraphMaximum ? text.utf8.count : text.utf16.count
        guard length <= TextEngine.maximumUTF16Length else {
            throw TextError.textTooLong(utf16Length: length, limit: TextEngine.maximumUTF16Length)
        }
        if let run = TextEngine.longestCombiningRun(text, over: TextEngine.maximumCombiningRun) {
            throw TextError.combiningRunTooLong(length: run, limit: TextEngine.maximumCombiningRun)
        }
        return length
    }

    /// The most combining marks (canonical combining class ≠ 0) allowed in a row. Unicode's stream-safe
    /// format (UAX #15) keeps runs to 30; Zalgo text stacks dozens; HarfBuzz shapes a run in time quadratic
    /// in its length, so a run is refused long before it takes noticeable time.
    public static let maximumCombiningRun = 1_000

    /// The length of the first run of combining marks longer than `limit`, or nil. A text whose UTF-8 has no
    /// byte ≥ 0xCC (every scalar below U+0300) is answered without decoding.
    static func longestCombiningRun(_ text: String, over limit: Int) -> Int? {
        guard text.utf8.count > limit, text.utf8.contains(where: { $0 >= 0xCC }) else { return nil }
        var run = 0
        var found: Int?
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x300, scalar.properties.canonicalCombiningClass != .notReordered {
                run += 1
                if run > limit { found = max(found ?? 0, run) }
            } else {
                if found != nil { return found }
                run = 0
            }
        }
        return found
    }

    /// Lays out UTF-8 bytes that may be invalid: every ill-formed sequence becomes U+FFFD (the replacement
    /// character, drawn from Roboto), as `String(decoding:as:)` does; then as `layout`.
    public func layout(utf8 bytes: [UInt8], style: TextStyle, width: Double?, scale: Double) throws -> TextLayout {
        try layout(String(decoding: bytes, as: UTF8.self), style: style, width: width, scale: scale)
    }

    /// Drops every cached shaping and layout (for benchmarks measuring cold work).
    public func clearCaches() {
        paragraphCache.withLock { $0.removeAll() }
        layoutCache.withLock { $0.removeAll() }
        shapeCache.removeAll()
    }

    // MARK: - Internals used by TextLayoutBuilder

    func shapedParagraph(_ text: Substring, primary: Int) throws -> ShapedParagraph {
        var repeated = false
        return try shapedParagraph(text, primary: primary, repeated: &repeated)
    }

    /// `shapedParagraph(_:primary:)`, setting `repeated` when the paragraph came from the cache (the engine
    /// shaped the same text lately).
    func shapedParagraph(_ text: Substring, primary: Int, repeated: inout Bool) throws -> ShapedParagraph {
        let key = ParagraphKey(text: text, primary: primary)
        let cacheable =
            text.utf8.count <= TextEngine.cachedParagraphMaximum
            || text.utf16.count <= TextEngine.cachedParagraphMaximum
        if cacheable, let cached = paragraphCache.withLock({ $0.value(for: key) }) {
            repeated = true
            return cached
        }
        let shaped = try ShapedParagraph(
            text: text, chain: chain, primary: primary, spacePolicy: whitespacePolicy, cache: shapeCache)
        shapedParagraphs.add(1, ordering: .relaxed)
        if cacheable {
            paragraphCache.withLock { $0.insert(shaped, for: key) }
        }
        return shaped
    }

    /// How many finished layouts the engine keeps (for tests).
    var cachedLayoutCount: Int { layoutCache.withLock { $0.count } }

    /// Whether "…" in this weight has been shaped (for tests).
    func hasShapedEllipsis(_ weight: FontWeight) -> Bool {
        ellipsisRuns.withLock { $0[chain.primaryIndex(weight)] != nil }
    }

    /// "…" in the label's primary face (see `ellipsisRuns`).
    func ellipsisRun(primary index: Int) throws -> ShapedRun? {
        try ellipsisRuns.withLock { runs in
            if let shaped = runs[index] { return shaped }
            let paragraph = try ShapedParagraph(
                text: "\u{2026}", chain: chain, primary: index, spacePolicy: .primaryFirst)
            runs[index] = .some(paragraph.runs.first)
            return paragraph.runs.first
        }
    }
}
