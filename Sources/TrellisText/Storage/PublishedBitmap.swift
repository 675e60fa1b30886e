import Synchronization

/// One bit per code point of the Basic Multilingual Plane, filled once by one thread and from then on read by
/// any number of them without a lock.
///
/// Invariant: `publish` runs at most once, and its caller alone writes the bits; they are written before the
/// releasing store that marks the bitmap published, and read only after an acquiring load has seen that mark,
/// so no bit is ever read while it is written.
final class PublishedBitmap: @unchecked Sendable {
    private static let wordCount = 1024
    private let isPublished = Atomic<Bool>(false)
    private let words: UnsafeMutablePointer<UInt64>

    init() {
        words = .allocate(capacity: Self.wordCount)
        words.initialize(repeating: 0, count: Self.wordCount)
    }

    deinit { words.deallocate() }

    /// Whether `publish` has run.
    var isReady: Bool { isPublished.load(ordering: .acquiring) }

    /// Whether the bitmap holds `value`; nil when it can't say (not yet published, or beyond the plane).
    func contains(_ value: UInt32) -> Bool? {
        guard value < 65536, isPublished.load(ordering: .acquiring) else { return nil }
        return words[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
    }

    /// Fills the bitmap from `bitmap` (bit `v & 63` of word `v >> 6` for code point `v`) and publishes it.
    /// Called once, by the one caller that decided to build it.
    func publish(_ bitmap: [UInt64]) {
        for (k, word) in bitmap.prefix(Self.wordCount).enumerated() { words[k] = word }
        isPublished.store(true, ordering: .releasing)
    }
}
