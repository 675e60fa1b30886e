/// The fuzzer's bytes read as a stream of choices (as LLVM's `FuzzedDataProvider`): every choice takes
/// bytes from the front, and an exhausted input answers the smallest choice, so any byte string is a valid
/// plan and small mutations of it make small changes to what is generated.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isExhausted: Bool { offset >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `range` (uniform enough for fuzzing).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound)
        if span == 0 { return range.lowerBound }
        var value: UInt64 = 0
        var remaining = span
        while remaining > 0 {
            value = value << 8 | UInt64(byte())
            remaining >>= 8
        }
        return range.lowerBound + Int(value % (span + 1))
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// True with probability about `percent` / 100; false once the input is exhausted (so a short input
    /// makes a small, plain spec).
    public mutating func chance(_ percent: Int) -> Bool { Int(byte()) * 100 >= (100 - percent) * 256 }

    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

    /// The bytes not read yet.
    public mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return offset < bytes.count ? Array(bytes[offset...]) : []
    }
}

/// SplitMix64: a fixed-seed source of bytes for the deterministic pass in `make test`.
public struct SeededBytes {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func bytes(_ count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count {
            var word = next()
            for _ in 0..<8 where out.count < count {
                out.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        return out
    }
}
