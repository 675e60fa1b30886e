import Synchronization

/// Shaped runs by (face, direction, script, text), shared by all paragraphs of an engine: the same word or
/// phrase in the same face is shaped once. Runs of scripts whose shaping never looks at the text around
/// them (HarfBuzz's default shaper and the CJK/Hangul/Greek/Cyrillic paths) are always cacheable; others
/// (Arabic joining) only when spaces or the paragraph's ends surround them. Entries are in font units, so
/// one entry serves every point size. Looking up hashes the text in place (no copy, `FastHash`); the
/// entries are stored flat (`ShapedRunTable`). When full, the cache starts over. Thread-safe (one mutex;
/// shaping runs outside it).
final class ShapeCache: Sendable {
    private let table: Mutex<ShapedRunTable>
    private let capacity: Int

    init(capacity: Int = 50_000) {
        self.capacity = capacity
        table = Mutex(ShapedRunTable(capacity: capacity))
    }

    static let longestCachedRun = 256

    /// Whether a run's shaping is the same wherever it appears. Scripts shaped with context (Arabic
    /// joining, ...) qualify when the run is bounded by spaces or the paragraph's ends (a space is
    /// non-joining, so HarfBuzz's view of the context is then always the same), or when the run itself
    /// starts and ends with printable ASCII: those characters are non-joining and not transparent
    /// (ArabicShaping.txt lists none), and in HarfBuzz's joining state machine the context reaches only the
    /// first and last joining characters of the run, and a non-joining character resets the state whatever
    /// precedes it and changes nothing after it. (That is a space or a number inside right-to-left text.)
    static func isCacheable(_ run: Itemizer.Run, units: UnsafeBufferPointer<UInt16>) -> Bool {
        guard run.range.count <= longestCachedRun, !run.range.isEmpty else { return false }
        if isContextFree(run.script ?? 0) { return true }
        if isInertEdge(units[run.range.lowerBound]) && isInertEdge(units[run.range.upperBound - 1]) { return true }
        let before = run.range.lowerBound == 0 || units[run.range.lowerBound - 1] == 0x20
        let after = run.range.upperBound == units.count || units[run.range.upperBound] == 0x20
        return before && after
    }

    private static func isInertEdge(_ unit: UInt16) -> Bool { unit >= 0x20 && unit <= 0x7E }

    /// ICU UScriptCode values of scripts shaped without context: Common, Inherited, Cyrillic, Greek, Han,
    /// Hangul, Hiragana, Katakana, Latin.
    private static func isContextFree(_ script: Int32) -> Bool {
        switch script {
        case 0, 1, 8, 14, 17, 18, 20, 22, 25: return true
        default: return false
        }
    }

    /// Appends the run's glyphs (clusters paragraph-local) to `glyphs`, from the cache or shaped in its
    /// paragraph and stored when cacheable.
    func appendShaped(
        _ run: Itemizer.Run, in all: UnsafeBufferPointer<UInt16>, buffer: OpaquePointer, chain: FontChain,
        to output: inout [ShapedGlyph]
    ) {
        guard ShapeCache.isCacheable(run, units: all) else {
            output += ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain).glyphs
            return
        }
        let text = UnsafeBufferPointer(rebasing: all[run.range])
        let script = run.script ?? 0, rightToLeft = run.level & 1 == 1
        let seed = UInt64(run.face) << 40 | (rightToLeft ? 1 << 32 : 0) | UInt64(UInt32(bitPattern: script))
        let key = ShapedRunTable.Key(
            hash: FastHash.hash(text, seed: seed), face: Int32(run.face), script: script, rightToLeft: rightToLeft)
        let shift = Int32(run.range.lowerBound)
        let hit = table.withLock { $0.appendGlyphs(of: key, text: text, shiftingClustersBy: shift, to: &output) }
        if hit { return }
        let start = output.count
        output += ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain).glyphs
        let capacity = self.capacity
        table.withLock { table in
            if table.count >= capacity { table.removeAll() }
            table.insert(key, text: text, glyphs: output[start...], shiftingClustersBy: -shift)
        }
    }

    func removeAll() {
        table.withLock { $0.removeAll() }
    }
}
