/// A non-cryptographic hash over bytes (eight at a time, multiply–rotate, then a final avalanche) for the text
/// keys of the caches, which SipHash (`Hasher`) over every label's text would cost more to look up than they
/// save. Not seeded per process, so crafted inputs could collide on purpose; a collision only costs a
/// comparison (every cache confirms a hit by comparing the text itself), never a wrong result.
enum FastHash {
    /// The hash of a string's UTF-8 bytes.
    static func hash(_ text: Substring, seed: UInt64) -> UInt64 {
        if let h = text.utf8.withContiguousStorageIfAvailable({ hash(bytes: UnsafeRawBufferPointer($0), seed: seed) }) {
            return h
        }
        return Array(text.utf8).withUnsafeBytes { hash(bytes: $0, seed: seed) }
    }

    /// The hash of UTF-16 units' bytes.
    static func hash(_ units: UnsafeBufferPointer<UInt16>, seed: UInt64) -> UInt64 {
        hash(bytes: UnsafeRawBufferPointer(units), seed: seed)
    }

    private static func hash(bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let k: UInt64 = 0x9E37_79B9_7F4A_7C15
        var h = (seed ^ UInt64(bytes.count)) &* k
        var i = 0
        let n = bytes.count
        while i + 8 <= n {
            h = (h ^ bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* k
            h ^= h >> 29
            i += 8
        }
        if i < n {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < n {
                tail |= UInt64(bytes[i]) << shift
                shift += 8
                i += 1
            }
            h = (h ^ tail) &* k
        }
        h ^= h >> 32
        h = h &* 0xD6E8_FEB8_6659_FD93
        return h ^ (h >> 32)
    }
}
