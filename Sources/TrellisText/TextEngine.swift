import FoundationEssentials
import Synchronization

/// Measures and lays out label text as UILabel does, with the bundled fonts (see Fonts/README.md).
///
/// Two calls: `measure` for what a layout engine reads (lines at a width, the kept shaping for another
/// width, a first pass's metrics) and `layout` for what a painter draws. Both go through the engine's
/// `cache`, an object of its own the caller can inspect and empty.
///
/// Thread-safe: any number of threads may measure and lay out at once. Fonts are immutable after init;
/// the cache is guarded by mutexes, and shaping itself runs outside them.
public final class TextEngine: Sendable {
    /// Longest accepted text, in UTF-16 code units (2²⁴; a one-megabyte string is far below it).
    public static let maximumUTF16Length = 1 << 24

    let chain: FontChain
    public let whitespacePolicy: WhitespaceFontPolicy
    /// What this engine has shaped and laid out lately (`TextCache`).
    public let cache: TextCache
    /// Engines over this one's fonts and custom font files (`addingFonts`), by their paths.
    private let extended = Mutex([[String]: TextEngine]())
    /// Apple's system font when the user supplies it (`SystemFont`): labels are then laid out by the engine
    /// of their point size (`systemFontEngine(for:)`), kept here; each has a cache of its own, as its faces
    /// are its own.
    let systemFont: SystemFont?
    let systemFontEngines = Mutex<[UInt64: TextEngine]>([:])

    /// Opens every font of the chain in `fontDirectory` (file names in Fonts/README.md), with an empty cache.
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
        cache = TextCache()
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

    /// The fallback chain for an upright system font of this weight, for diagnostics (only the primary face
    /// changes with it): for regular labels Roboto Regular, Noto Sans CJK SC, Noto Sans Arabic UI, Noto Sans
    /// Hebrew, Noto Color Emoji.
    public func fontFaces(for weight: FontWeight = .regular) -> [FontFaceInfo] {
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
    func lineMetrics(for font: Font) -> (lineHeight: Double, ascender: Double, descender: Double) {
        if let sized = systemFontEngine(for: font) { return sized.lineMetrics(for: font) }
        let own = chain.primaryIndex(for: font).flatMap { chain.ownMetrics(face: $0) }
        let m = own ?? VerticalMetrics.systemFont, size = font.effectiveSize
        return (m.lineHeightEm * size, m.ascenderEm * size, m.descenderEm * size)
    }

    /// Measures `text` as a UILabel with `style` would, as `request` asks (`TextMeasureRequest`: its lines
    /// at a width, those with its shaping kept, or a first pass's metrics).
    /// - A width (`preferredMaxLayoutWidth`) of `nil`, zero, a negative number or infinity means unbounded,
    ///   as UIKit's `preferredMaxLayoutWidth = 0` / `sizeThatFits` with width 0 do: paragraphs are not
    ///   wrapped (each mandatory break still starts a line). NaN throws `.invalidWidth`.
    /// - `scale`: device pixels per point, for `TextLayout.size`'s rounding.
    /// - `detail`: `.metrics` (default) for lines without glyphs, `.glyphs` for a layout that is drawn too
    ///   (`TextDetail`).
    /// Mandatory breaks (LF, CR, CR LF, NEL, VT, FF, U+2028, U+2029) end a line; a trailing one adds an
    /// empty last line. Empty text gives no lines and size (0, 0), like UILabel.
    public func measure<Answer>(
        _ text: String, style: TextStyle, scale: Double, _ request: TextMeasureRequest<Answer>,
        detail: TextDetail = .metrics
    ) throws -> Answer {
        try request.answer(self, text, style, scale, detail)
    }

    /// Lays out `text` as `measure` does, with its glyph runs, as a renderer draws it.
    public func layout(_ text: String, style: TextStyle, width: Double?, scale: Double) throws -> DrawableText {
        DrawableText(
            builtWithGlyphs: try laidOut(
                text, style: style, width: width, scale: scale, reusing: nil, keepingShaping: false, detail: .glyphs
            ).layout)
    }

    /// The lines at `width` and the text's shaping (`TextMeasureRequest.linesKeepingShaping`), laid out by
    /// the engine of the font's size with a system font.
    func laidOutKeepingShaping(
        _ text: String, style: TextStyle, width: Double?, scale: Double, detail: TextDetail
    ) throws -> (layout: TextLayout, shaping: ShapedText) {
        if let sized = systemFontEngine(for: style.font) {
            return try sized.laidOutKeepingShaping(text, style: style, width: width, scale: scale, detail: detail)
        }
        let (layout, shaped) = try laidOut(
            text, style: style, width: width, scale: scale, reusing: nil, keepingShaping: true, detail: detail)
        return (
            layout,
            ShapedText(
                text: text, primary: try primaryFace(for: style.font), paragraphs: shaped, isRepeat: true,
                shapedBy: self)
        )
    }

    /// The layout behind every request but a first pass's metrics, and the paragraphs it shaped when asked to
    /// keep them.
    func laidOut(
        _ text: String, style: TextStyle, width: Double?, scale: Double, reusing shaping: ShapedText?,
        keepingShaping: Bool, detail: TextDetail
    ) throws -> (layout: TextLayout, shaped: [ShapedParagraph]) {
        if let sized = systemFontEngine(for: style.font) {
            return try sized.laidOut(
                text, style: style, width: width, scale: scale, reusing: shaping?.shaped(by: sized),
                keepingShaping: keepingShaping, detail: detail)
        }
        let length = try validated(text, style: style, width: width, scale: scale)
        let limit: Double? = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let key = TextCache.LayoutKey(text: text, style: style, width: limit, scale: scale, detail: detail)
        // A layout from a shaping of text met once (`ShapedText.isRepeat`: a two-pass label's second pass,
        // its text unique on the screen, as long texts usually are) is not cached: it would not be asked for
        // again, so looking it up, storing it and dropping it later would be work for nothing.
        let cacheable = length <= TextCache.cachedParagraphMaximum && shaping?.isRepeat != false
        if cacheable, let cached = cache.layouts.withLock({ $0.value(for: key) }) { return (cached, []) }
        var builder = TextLayoutBuilder(
            engine: self, text: text, style: style, width: limit, scale: scale, detail: detail)
        builder.reused = try shaping?.paragraphs(for: text, primary: primaryFace(for: style.font)) ?? []
        let (result, shaped) = try builder.buildKeepingShaping()
        if cacheable {
            cache.layouts.withLock { $0.insert(result, for: key) }
        }
        return (result, keepingShaping ? shaped : [])
    }

    /// The first pass's metrics and shaping (`TextMeasureRequest.unwrappedKeepingShaping`); nil when a line
    /// limit hides paragraphs.
    func unwrappedMetrics(
        _ text: String, style: TextStyle, scale: Double
    ) throws -> (metrics: UnwrappedTextMetrics, shaping: ShapedText)? {
        if let sized = systemFontEngine(for: style.font) {
            return try sized.unwrappedMetrics(text, style: style, scale: scale)
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
    func validated(_ text: String, style: TextStyle, width: Double?, scale: Double) throws -> Int {
        let size = style.font.effectiveSize
        guard size.isFinite, size > 0 else { throw TextError.invalidFontSize(size) }
        guard scale.isFinite, scale > 0 else { throw TextError.invalidScale(scale) }
        _ = try primaryFace(for: style.font)
        if let width, width.isNaN { throw TextError.invalidWidth(width) }
        let length = text.utf8.count <= TextCache.cachedParagraphMaximum ? text.utf8.count : text.utf16.count
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

    // MARK: - Internals used by TextLayoutBuilder

    func shapedParagraph(_ text: Substring, primary: Int) throws -> ShapedParagraph {
        var repeated = false
        return try shapedParagraph(text, primary: primary, repeated: &repeated)
    }

    /// `shapedParagraph(_:primary:)`, setting `repeated` when the paragraph came from the cache (the engine
    /// shaped the same text lately).
    func shapedParagraph(_ text: Substring, primary: Int, repeated: inout Bool) throws -> ShapedParagraph {
        let key = TextCache.ParagraphKey(text: text, primary: primary)
        let cacheable =
            text.utf8.count <= TextCache.cachedParagraphMaximum
            || text.utf16.count <= TextCache.cachedParagraphMaximum
        if cacheable, let cached = cache.paragraphs.withLock({ $0.value(for: key) }) {
            repeated = true
            return cached
        }
        let shaped = try ShapedParagraph(
            text: text, chain: chain, primary: primary, spacePolicy: whitespacePolicy, cache: cache.shapes)
        cache.countShapedParagraph()
        if cacheable {
            cache.paragraphs.withLock { $0.insert(shaped, for: key) }
        }
        return shaped
    }

    /// Whether "…" in this system font weight has been shaped (for tests).
    func hasShapedEllipsis(_ weight: FontWeight) -> Bool {
        cache.hasShapedEllipsis(primary: chain.primaryIndex(weight))
    }

    /// "…" in the label's primary face (see `TextCache.ellipsisRuns`).
    func ellipsisRun(primary index: Int) throws -> ShapedRun? {
        try cache.ellipsisRuns.withLock { runs in
            if let shaped = runs[index] { return shaped }
            let paragraph = try ShapedParagraph(
                text: "\u{2026}", chain: chain, primary: index, spacePolicy: .primaryFirst)
            runs[index] = .some(paragraph.runs.first)
            return paragraph.runs.first
        }
    }
}
