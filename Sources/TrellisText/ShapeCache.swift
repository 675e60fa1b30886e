import Foundation

/// Shaped runs by (face, direction, script, text), shared by all paragraphs of an engine: the same word or
/// phrase in the same face is shaped once. Only for scripts whose shaping never looks at the text around
/// the run (HarfBuzz's default shaper and the CJK/Hangul/Greek/Cyrillic paths); Arabic and other
/// context-dependent scripts are always shaped in their paragraph. Entries are in font units, so one entry
/// serves every point size. Thread-safe.
final class ShapeCache: @unchecked Sendable {
    struct Key: Hashable {
        var face: Int
        var rightToLeft: Bool
        var script: Int32
        var text: [UInt16]
    }

    private let lock = NSLock()
    private var entries: [Key: ShapedRun] = [:]
    private let capacity: Int

    init(capacity: Int = 50_000) { self.capacity = capacity }

    /// ISO 15924 codes (ICU UScriptCode) of scripts shaped without context: Common, Inherited, Cyrillic,
    /// Greek, Han, Hangul, Hiragana, Katakana, Latin.
    private static let contextFreeScripts: Set<Int32> = [0, 1, 8, 14, 17, 18, 20, 22, 25]
    private static let longestCachedRun = 256

    static func key(_ run: Itemizer.Run, units: UnsafeBufferPointer<UInt16>) -> Key? {
        let script = run.script ?? 0
        guard run.range.count <= longestCachedRun, contextFreeScripts.contains(script) else { return nil }
        return Key(face: run.face, rightToLeft: run.level & 1 == 1, script: script,
                   text: Array(units[run.range]))
    }

    /// The run's glyphs from the cache, or shaped (in its paragraph) and stored when the script allows.
    func shape(_ run: Itemizer.Run, in all: UnsafeBufferPointer<UInt16>, buffer: OpaquePointer, chain: FontChain) -> ShapedRun {
        guard let key = ShapeCache.key(run, units: all) else {
            return ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain)
        }
        if let hit = lookup(key) { return hit.rebased(to: run.range.lowerBound, level: run.level) }
        let shaped = ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain)
        store(key, shaped.rebased(to: 0, level: run.level))
        return shaped
    }

    func lookup(_ key: Key) -> ShapedRun? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    func store(_ key: Key, _ run: ShapedRun) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = run
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
    }
}
