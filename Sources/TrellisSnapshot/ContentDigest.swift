/// A 128-bit digest of bytes for telling contents apart (fonts, suites), not for security: two FNV-1a-style
/// lanes over 8-byte words with different primes and a final avalanche, printed as 32 hex digits.
struct ContentDigest {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4
    private var length: UInt64 = 0

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
            if offset < raw.count { mix(tail) }
        }
        length &+= UInt64(bytes.count)
        mix(length)
    }

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    private mutating func mix(_ word: UInt64) {
        a = (a ^ word) &* 0x0000_0100_0000_01b3
        b = (b ^ (word &+ 0x9e37_79b9_7f4a_7c15)) &* 0xff51_afd7_ed55_8ccd
        b ^= b >> 29
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x = x &* 0xc4ce_b9fe_1a85_ec53
        return x ^ (x >> 33)
    }

    var hex: String {
        [Self.avalanche(a ^ length), Self.avalanche(b &+ a)].map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
