import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shaped runs by (face, direction, script, text), shared by all paragraphs of an engine: the same word or
/// phrase in the same face is shaped once. Runs of scripts whose shaping never looks at the text around
/// them (HarfBuzz's default shaper and the CJK/Hangul/Greek/Cyrillic paths) are always cacheable; others
/// (Arabic joining) only when spaces or the paragraph's ends surround them. Entries are in font units, so
/// one entry serves every point size. Looking up hashes the text in place (no copy, `FastHash`); entries
/// keep their text to confirm a match. Storage is flat — an open-addressing index into one array of
/// entries, one array of texts and one of glyphs — so a hit allocates nothing and a miss adds no objects.
/// When full, the cache starts over. Thread-safe (one mutex; shaping runs outside it).
final class ShapeCache: Sendable {
    private struct Entry {
        var hash: UInt64
        var face: Int32
        var script: Int32
        var rightToLeft: Bool
        /// `texts[textStart ..< textStart + textCount]`.
        var textStart: Int32
        var textCount: Int32
        /// `glyphs[glyphStart ..< glyphStart + glyphCount]`, clusters relative to the run's start.
        var glyphStart: Int32
        var glyphCount: Int32
    }

    /// The mutable storage, inside the mutex (accessed as one `inout` value: no exclusivity checks).
    private struct State: ~Copyable {
        /// Open addressing, linear probing: entry index + 1, 0 = empty. Twice the capacity, a power of two.
        var slots: [Int32]
        var entries: [Entry] = []
        var texts: [UInt16] = []
        var glyphs: [ShapedGlyph] = []
        let mask: Int

        /// The entry for the key, or the empty slot where it belongs.
        @inline(__always)
        func find(
            _ hash: UInt64, face: Int32, script: Int32, rightToLeft: Bool,
            text: UnsafeBufferPointer<UInt16>
        ) -> (entry: Entry?, slot: Int) {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let index = Int(slots[slot])
                if index == 0 { return (nil, slot) }
                let entry = entries[index - 1]
                if entry.hash == hash, entry.face == face, entry.script == script, entry.rightToLeft == rightToLeft,
                    Int(entry.textCount) == text.count,
                    texts.withUnsafeBufferPointer({ stored in
                        guard let base = stored.baseAddress, let probe = text.baseAddress else { return text.isEmpty }
                        return memcmp(base + Int(entry.textStart), probe, text.count * 2) == 0
                    })
                {
                    return (entry, slot)
                }
                slot = (slot + 1) & mask
            }
        }

        mutating func removeAll() {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            entries.removeAll(keepingCapacity: true)
            texts.removeAll(keepingCapacity: true)
            glyphs.removeAll(keepingCapacity: true)
        }
    }

    private let state: Mutex<State>
    private let capacity: Int

    init(capacity: Int = 50_000) {
        self.capacity = capacity
        var size = 1024
        while size < capacity * 2 { size *= 2 }
        state = Mutex(State(slots: [Int32](repeating: 0, count: size), mask: size - 1))
    }

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
    func appendShaped(
        _ run: Itemizer.Run, in all: UnsafeBufferPointer<UInt16>, buffer: OpaquePointer, chain: FontChain,
        to output: inout [ShapedGlyph]
    ) {
        guard ShapeCache.isCacheable(run, units: all) else {
            output += ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain).glyphs
            return
        }
        let text = UnsafeBufferPointer(rebasing: all[run.range])
        let script = run.script ?? 0, rightToLeft = run.level & 1 == 1, face = Int32(run.face)
        let seed = UInt64(run.face) << 40 | (rightToLeft ? 1 << 32 : 0) | UInt64(UInt32(bitPattern: script))
        let hash = FastHash.hash(UnsafeRawBufferPointer(text), seed: seed)
        let shift = Int32(run.range.lowerBound)
        let start = output.count
        let hit = state.withLock { state -> Bool in
            guard let entry = state.find(hash, face: face, script: script, rightToLeft: rightToLeft, text: text).entry
            else {
                return false
            }
            // Through the storage: a slice of the array retained and released it for every word. Glyph by
            // glyph, moved to the paragraph's offsets on the way: `append(contentsOf:)` cost about a hundred
            // instructions a word before copying anything, and the clusters were then shifted in a second pass.
            state.glyphs.withUnsafeBufferPointer { stored in
                for i in Int(entry.glyphStart)..<Int(entry.glyphStart + entry.glyphCount) {
                    var glyph = stored[i]
                    glyph.cluster += shift
                    output.append(glyph)
                }
            }
            return true
        }
        if hit { return }
        output += ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain).glyphs
        let capacity = self.capacity
        state.withLock { state in
            if state.entries.count >= capacity { state.removeAll() }
            // Another thread may have stored it meanwhile, or the cache may have started over: probe again.
            let slot = state.find(hash, face: face, script: script, rightToLeft: rightToLeft, text: text)
            guard slot.entry == nil else { return }
            let entry = Entry(
                hash: hash, face: face, script: script, rightToLeft: rightToLeft,
                textStart: Int32(state.texts.count), textCount: Int32(text.count),
                glyphStart: Int32(state.glyphs.count), glyphCount: Int32(output.count - start))
            state.texts.append(contentsOf: text)
            for var glyph in output[start...] {
                glyph.cluster -= shift
                state.glyphs.append(glyph)
            }
            state.entries.append(entry)
            state.slots[slot.slot] = Int32(state.entries.count)
        }
    }

    func removeAll() {
        state.withLock { $0.removeAll() }
    }
}
