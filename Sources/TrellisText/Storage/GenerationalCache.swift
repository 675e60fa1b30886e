/// A bounded map with two generations: new entries go into the young generation; when it is full, the
/// old generation is dropped and the young one becomes old. A hit in the old generation is promoted.
/// Recently used entries survive, memory stays bounded, and eviction frees at most `generationSize`
/// entries at a time, never the whole cache in one burst.
///
/// Invariant: one owner, one thread at a time — the owner keeps it in a `Mutex`.
struct GenerationalCache<Key: Hashable, Value> {
    private var young: [Key: Value] = [:]
    private var old: [Key: Value] = [:]
    let generationSize: Int

    init(generationSize: Int) {
        self.generationSize = generationSize
        young.reserveCapacity(generationSize)
    }

    mutating func value(for key: Key) -> Value? {
        if let value = young[key] { return value }
        guard let value = old.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    mutating func insert(_ value: Value, for key: Key) {
        if young.count >= generationSize {
            old = young
            // Sized once: grown from empty, a generation would rehash every key at each doubling.
            young = Dictionary(minimumCapacity: generationSize)
        }
        young[key] = value
    }

    /// Entries held, both generations.
    var count: Int { young.count + old.count }

    mutating func removeAll() {
        young = Dictionary(minimumCapacity: generationSize)
        old = [:]
    }
}
