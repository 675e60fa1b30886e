import Synchronization

/// What a `TextEngine` keeps between calls so that it shapes and lays out the same text once: shaped runs
/// per (face, script, text) across paragraphs; shaped paragraphs per (paragraph, primary face) in font
/// units, so one shaping serves every size and width; finished layouts per (text, style, width, scale,
/// detail), but not those wrapped from the shaping of a text met once; "…" per primary face. Each is
/// bounded by a fixed number of entries.
///
/// A cache belongs to the engine that made it (`TextEngine.cache`): its entries are shapings with that
/// engine's fonts and whitespace policy, which its keys do not name (an engine made for custom fonts,
/// `TextEngine.addingFonts`, or for one point size of a supplied system font has a cache of its own). It is
/// the caller's to inspect and empty — `removeAll()` for a benchmark measuring cold work, `paragraphsShaped` for a test counting work.
///
/// Thread-safe: each part is guarded by its own mutex, and shaping runs outside them.
public final class TextCache: Sendable {
    let paragraphs = Mutex(GenerationalCache<ParagraphKey, ShapedParagraph>(generationSize: paragraphGeneration))
    let layouts = Mutex(GenerationalCache<LayoutKey, TextLayout>(generationSize: layoutGeneration))
    /// "…" per primary face (`FontChain` index), shaped when a layout in that face is first truncated.
    /// Shaping them all when the engine opens its fonts would build HarfBuzz's shaping plans for faces a
    /// spec of regular labels never needs.
    let ellipsisRuns = Mutex([Int: ShapedRun?]())
    let shapes = ShapeCache()
    private let shapedParagraphs = Atomic<Int>(0)

    /// Cache bounds (two generations of this many entries each): enough for the labels a layout pass
    /// measures repeatedly (two-pass intrinsic sizes, every solve). A larger cache keeps many layouts alive
    /// and frees them later, which costs more than its extra hits save.
    private static let paragraphGeneration = 128
    private static let layoutGeneration = 128
    /// Longer texts (in UTF-16 units, or UTF-8 bytes as an upper bound) are neither looked up nor kept.
    static let cachedParagraphMaximum = 100_000

    init() {}

    /// Paragraphs shaped through this cache so far (those it or a `ShapedText` supplied not counted): the
    /// measure of its engine's shaping work.
    public var paragraphsShaped: Int { shapedParagraphs.load(ordering: .relaxed) }

    /// Drops every cached shaping and layout (for benchmarks measuring cold work). The count of paragraphs
    /// shaped goes on.
    public func removeAll() {
        paragraphs.withLock { $0.removeAll() }
        layouts.withLock { $0.removeAll() }
        shapes.removeAll()
    }

    func countShapedParagraph() { shapedParagraphs.add(1, ordering: .relaxed) }

    /// How many finished layouts the cache keeps (for tests).
    var layoutCount: Int { layouts.withLock { $0.count } }

    /// Whether "…" in this primary face has been shaped (for tests).
    func hasShapedEllipsis(primary: Int) -> Bool { ellipsisRuns.withLock { $0[primary] != nil } }

    /// Keys compare texts by their UTF-8 bytes (no Unicode normalization: canonically equivalent but
    /// different strings may shape differently). The text's hash (`FastHash`) is computed once per key:
    /// a look-up and the insertion after a miss then hash only a few words.
    struct ParagraphKey: Hashable {
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

    struct LayoutKey: Hashable {
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
}
