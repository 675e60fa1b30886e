/// Identifies one bundled font face: the file and, for a collection, the face inside it.
/// The renderer opens the same file to draw the glyph ids that were measured.
public struct FontFaceInfo: Sendable, Hashable, Codable {
    /// Absolute path of the font file.
    public var path: String
    /// Face index inside a collection (0 for a single-face file).
    public var faceIndex: Int
    public var familyName: String
    /// A colour bitmap face (CBDT, e.g. Noto Color Emoji): drawn from its bitmap strike.
    public var isColorBitmap: Bool
    /// The variation-axis values to draw a variable font at (a system font's optical size and weight);
    /// nil for a face drawn as the file's default.
    public var variations: [FontVariation]?

    public init(path: String, faceIndex: Int, familyName: String, isColorBitmap: Bool) {
        self.path = path
        self.faceIndex = faceIndex
        self.familyName = familyName
        self.isColorBitmap = isColorBitmap
    }
}

/// A glyph's pen position within its line: `x` from the line's left edge, `y` from the baseline, downwards positive.
public struct GlyphPosition: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// Consecutive glyphs of one face and direction, shaped together, in visual (left-to-right drawing) order.
public struct GlyphRun: Sendable, Hashable {
    public var face: FontFaceInfo
    /// Point size the glyphs were shaped at.
    public var pointSize: Double
    public var glyphs: [UInt32]
    public var positions: [GlyphPosition]
    /// Each glyph's cluster: the UTF-16 offset in the text of the first code unit it came from.
    public var clusters: [Int]
    public var isRightToLeft: Bool

    public init(
        face: FontFaceInfo, pointSize: Double, glyphs: [UInt32], positions: [GlyphPosition],
        clusters: [Int], isRightToLeft: Bool
    ) {
        self.face = face
        self.pointSize = pointSize
        self.glyphs = glyphs
        self.positions = positions
        self.clusters = clusters
        self.isRightToLeft = isRightToLeft
    }
}

/// One laid-out line.
public struct TextLine: Sendable, Hashable {
    /// UTF-16 offsets of the text the line shows (before truncation), including hanging trailing spaces.
    public var textRange: Range<Int>
    /// Advance width without hanging trailing spaces, in points (unrounded).
    public var width: Double
    /// Baseline y from the top of the text block, in points.
    public var baseline: Double
    /// Glyph runs in visual order; positions are relative to the line's left edge and baseline.
    public var runs: [GlyphRun]
    /// The line ends in (or, for head/middle modes, contains) an inserted ellipsis.
    public var isTruncated: Bool
    /// The paragraph direction the line was laid out in.
    public var isRightToLeft: Bool
    /// Justified alignment stretched this line's inter-word spaces to fill the width limit
    /// (the positions include the stretch; `width` stays the natural width).
    public var isJustified: Bool = false

    public init(
        textRange: Range<Int>, width: Double, baseline: Double, runs: [GlyphRun],
        isTruncated: Bool, isRightToLeft: Bool
    ) {
        self.textRange = textRange
        self.width = width
        self.baseline = baseline
        self.runs = runs
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
    }
}

/// The result of measuring and laying out a text: what UIKit would report as its size, and the exact
/// glyphs that a renderer draws. Measurement and drawing share this value so they can never disagree.
public struct TextLayout: Sendable, Hashable {
    /// The text shown (all of it, before truncation).
    public var text: String {
        get { storage.value.text }
        set { storage.modify { $0.text = newValue } }
    }
    public var style: TextStyle {
        get { storage.value.style }
        set { storage.modify { $0.style = newValue } }
    }
    /// The width limit the text was laid out in (nil: unbounded).
    public var widthLimit: Double? {
        get { storage.value.widthLimit }
        set { storage.modify { $0.widthLimit = newValue } }
    }
    /// Device pixels per point used for rounding.
    public var scale: Double {
        get { storage.value.scale }
        set { storage.modify { $0.scale = newValue } }
    }
    public var lines: [TextLine] {
        get { storage.value.lines }
        set { storage.modify { $0.lines = newValue } }
    }
    /// The primary font's line height (ascender − descender + line gap) in points; every line has this height.
    public var lineHeight: Double {
        get { storage.value.lineHeight }
        set { storage.modify { $0.lineHeight = newValue } }
    }
    /// The primary font's ascender in points (distance from a line's top to its baseline).
    public var ascender: Double {
        get { storage.value.ascender }
        set { storage.modify { $0.ascender = newValue } }
    }
    /// Widest line, unrounded.
    public var width: Double {
        get { storage.value.width }
        set { storage.modify { $0.width = newValue } }
    }
    /// Lines × line height plus line spacing, unrounded.
    public var height: Double {
        get { storage.value.height }
        set { storage.modify { $0.height = newValue } }
    }
    /// Characters no bundled font has: drawn as the missing-glyph box.
    public var missingCharacters: [Character] {
        get { storage.value.missingCharacters }
        set { storage.modify { $0.missingCharacters = newValue } }
    }
    /// Whether the lines carry their glyph runs (`.glyphs`, drawable) or only their measurements
    /// (`.metrics`: every line's `runs` is empty; see `TextDetail`).
    public var detail: TextDetail {
        get { storage.value.detail }
        set { storage.modify { $0.detail = newValue } }
    }

    /// The fields, shared by every copy of the layout until one of them changes (`SharedValue`): a text
    /// layout rides in every measured and every solved view, and copying its fields with each would copy
    /// most of either.
    private var storage: SharedValue<Fields>

    private struct Fields: Hashable, Sendable {
        var text: String
        var style: TextStyle
        var widthLimit: Double?
        var scale: Double
        var lines: [TextLine]
        var lineHeight: Double
        var ascender: Double
        var width: Double
        var height: Double
        var missingCharacters: [Character]
        var detail: TextDetail
    }

    public init(
        text: String, style: TextStyle, widthLimit: Double?, scale: Double, lines: [TextLine],
        lineHeight: Double, ascender: Double, width: Double, height: Double,
        missingCharacters: [Character], detail: TextDetail = .glyphs
    ) {
        storage = SharedValue(
            Fields(
                text: text, style: style, widthLimit: widthLimit, scale: scale, lines: lines,
                lineHeight: lineHeight, ascender: ascender, width: width, height: height,
                missingCharacters: missingCharacters, detail: detail))
    }

    public static func == (a: TextLayout, b: TextLayout) -> Bool {
        a.storage.sharesStorage(with: b.storage) || a.storage.value == b.storage.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }

    /// UIKit's reported size: each axis ceiled to the device pixel grid, `ceil(v × scale) / scale`.
    public var size: (width: Double, height: Double) {
        (TextLayout.ceilToPixel(width, scale: scale), TextLayout.ceilToPixel(height, scale: scale))
    }

    /// First line's baseline from the top of the text block (0 when there are no lines).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// Last line's baseline from the top of the text block (0 when there are no lines).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// `ceil(v × scale) / scale`, tolerant of float noise just above a pixel boundary.
    public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        let scaled = value * scale
        let nearest = scaled.rounded()
        if abs(scaled - nearest) < 1e-7 { return nearest / scale }
        return scaled.rounded(.up) / scale
    }
}
