import Foundation

/// Shaped runs by (face, direction, script, text), shared by all paragraphs of an engine: the same word or
/// phrase in the same face is shaped once. Runs of scripts whose shaping never looks at the text around
/// them (HarfBuzz's default shaper and the CJK/Hangul/Greek/Cyrillic paths) are always cacheable; others
/// (Arabic joining) only when spaces or the paragraph's ends surround them. Entries are in font units, so
/// one entry serves every point size. Looking up hashes the text in place (no copy, `FastHash`); entries
/// keep their text to confirm a match. Thread-safe.
final class ShapeCache: @unchecked Sendable {
    private struct Entry {
        var face: Int
        var rightToLeft: Bool
        var script: Int32
        var text: [UInt16]
        /// Glyphs with clusters relative to the run's start.
        var glyphs: [ShapedGlyph]
    }

    private let lock = NSLock()
    private var entries: [UInt64: [Entry]] = [:]
    private var count = 0
    private let capacity: Int

    init(capacity: Int = 50_000) { self.capacity = capacity }

    private static let longestCachedRun = 256

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

    @inline(__always)
    private static func isInertEdge(_ unit: UInt16) -> Bool { unit >= 0x20 && unit <= 0x7E }

    /// ICU UScriptCode values of scripts shaped without context: Common, Inherited, Cyrillic, Greek, Han,
    /// Hangul, Hiragana, Katakana, Latin.
    @inline(__always)
    private static func isContextFree(_ script: Int32) -> Bool {
        switch script {
        case 0, 1, 8, 14, 17, 18, 20, 22, 25: return true
        default: return false
        }
    }

    /// Appends the run's glyphs (clusters paragraph-local) to `glyphs`, from the cache or shaped in its
    /// paragraph and stored when cacheable.
    func appendShaped(_ run: Itemizer.Run, in all: UnsafeBufferPointer<UInt16>, buffer: OpaquePointer, chain: FontChain,
                      to glyphs: inout [ShapedGlyph]) {
        guard ShapeCache.isCacheable(run, units: all) else {
            glyphs += ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain).glyphs
            return
        }
        let text = UnsafeBufferPointer(rebasing: all[run.range])
        let script = run.script ?? 0, rightToLeft = run.level & 1 == 1
        let seed = UInt64(run.face) << 40 | (rightToLeft ? 1 << 32 : 0) | UInt64(UInt32(bitPattern: script))
        let hash = FastHash.hash(UnsafeRawBufferPointer(text), seed: seed)
        let shift = Int32(run.range.lowerBound)
        lock.lock()
        if let bucket = entries[hash], let entry = bucket.first(where: {
            $0.face == run.face && $0.rightToLeft == rightToLeft && $0.script == script && $0.text.elementsEqual(text)
        }) {
            lock.unlock()
            let start = glyphs.count
            glyphs += entry.glyphs
            if shift != 0 {
                glyphs.withUnsafeMutableBufferPointer { all in
                    for i in start..<all.count { all[i].cluster += shift }
                }
            }
            return
        }
        lock.unlock()
        let shaped = ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain).glyphs
        glyphs += shaped
        let entry = Entry(face: run.face, rightToLeft: rightToLeft, script: script, text: Array(text),
                          glyphs: shaped.map { var glyph = $0; glyph.cluster -= shift; return glyph })
        lock.lock()
        defer { lock.unlock() }
        if count >= capacity { entries.removeAll(keepingCapacity: true); count = 0 }
        entries[hash, default: []].append(entry)
        count += 1
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
        count = 0
    }
}
