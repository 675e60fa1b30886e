#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shape cache's entries, stored flat: an open-addressing index (linear probing) into one array of
/// entries, one array of texts and one of glyphs, so a hit allocates nothing and a miss adds no objects.
/// Each entry keeps its text, so a look-up confirms a match by comparing it, never by the hash alone.
///
/// Invariant: one owner, one thread at a time — `ShapeCache` keeps the table inside its mutex and reaches it
/// as one `inout` value. Offsets into the arrays are kept in 32 bits: the table holds at most `capacity`
/// runs of at most `ShapeCache.longestCachedRun` units each, far below `Int32.max`.
struct ShapedRunTable: ~Copyable {
    /// What a run was shaped as, besides its text.
    struct Key {
        var hash: UInt64
        var face: Int32
        var script: Int32
        var rightToLeft: Bool
    }

    private struct Entry {
        var key: Key
        /// `texts[textStart ..< textStart + textCount]`.
        var textStart: Int32
        var textCount: Int32
        /// `glyphs[glyphStart ..< glyphStart + glyphCount]`, clusters relative to the run's start.
        var glyphStart: Int32
        var glyphCount: Int32
    }

    /// Entry index + 1, 0 = empty. At least twice the capacity, a power of two.
    private var slots: [Int32]
    private var entries: [Entry] = []
    private var texts: [UInt16] = []
    private var glyphs: [ShapedGlyph] = []
    private let mask: Int

    init(capacity: Int) {
        var size = 1024
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    /// How many runs the table holds.
    var count: Int { entries.count }

    /// The entry for the key and text, or the empty slot where it belongs.
    private func find(_ key: Key, text: UnsafeBufferPointer<UInt16>) -> (entry: Entry?, slot: Int) {
        var slot = Int(truncatingIfNeeded: key.hash) & mask
        while true {
            let index = Int(slots[slot])
            if index == 0 { return (nil, slot) }
            let entry = entries[index - 1]
            if entry.key.hash == key.hash, entry.key.face == key.face, entry.key.script == key.script,
                entry.key.rightToLeft == key.rightToLeft, Int(entry.textCount) == text.count,
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

    /// Appends the glyphs stored for the run, their clusters moved by `shift`; false when it isn't stored.
    func appendGlyphs(
        of key: Key, text: UnsafeBufferPointer<UInt16>, shiftingClustersBy shift: Int32,
        to output: inout [ShapedGlyph]
    ) -> Bool {
        guard let entry = find(key, text: text).entry else { return false }
        // Glyph by glyph from the array's storage, moved on the way: a slice of the array retained and
        // released it for every word, and `append(contentsOf:)` followed by a pass to shift the clusters
        // read every glyph twice.
        glyphs.withUnsafeBufferPointer { stored in
            for i in Int(entry.glyphStart)..<Int(entry.glyphStart + entry.glyphCount) {
                var glyph = stored[i]
                glyph.cluster += shift
                output.append(glyph)
            }
        }
        return true
    }

    /// Stores the run's glyphs, their clusters moved by `shift` (to be relative to the run's start), unless
    /// the run is stored already (another thread may have stored it meanwhile).
    mutating func insert(
        _ key: Key, text: UnsafeBufferPointer<UInt16>, glyphs shaped: ArraySlice<ShapedGlyph>,
        shiftingClustersBy shift: Int32
    ) {
        let found = find(key, text: text)
        guard found.entry == nil else { return }
        let entry = Entry(
            key: key, textStart: Int32(texts.count), textCount: Int32(text.count),
            glyphStart: Int32(glyphs.count), glyphCount: Int32(shaped.count))
        texts.append(contentsOf: text)
        for var glyph in shaped {
            glyph.cluster += shift
            glyphs.append(glyph)
        }
        entries.append(entry)
        slots[found.slot] = Int32(entries.count)
    }

    /// Empties the table, keeping its memory.
    mutating func removeAll() {
        for i in slots.indices { slots[i] = 0 }
        entries.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        glyphs.removeAll(keepingCapacity: true)
    }
}
