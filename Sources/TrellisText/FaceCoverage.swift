import Synchronization

/// Which code points one face maps to a glyph, answered by looking each up in the face's cmap until the face
/// has answered `lookupsBeforeBitmap` questions about the Basic Multilingual Plane, and from then on from a
/// bitmap of the whole plane, read from the cmap in one pass (`FontFace.bmpCoverage(of:)`).
///
/// Both give the same answer (`FontCoverageTests` compares them on every bundled face), so when the bitmap is
/// built changes only the time a run takes. A bitmap costs what a few thousand look-ups cost (Noto Sans CJK's
/// ~30,000 code points: 3.5 M instructions; a look-up is a few hundred), so a face is looked up until it has
/// answered about as many questions as its bitmap would cost, as one rents skis until renting has cost the
/// price of a pair. Until 2026-11-24 every face's bitmap was built when the engine opened its fonts, a tenth of
/// a small spec's whole `trellis layout`, for fallback faces that most specs never ask about.
///
/// Thread safety: `lookups` counts the questions; the one question that brings it to `lookupsBeforeBitmap`
/// builds the bitmap, writes `words`, and only then sets `isBuilt` (a releasing store). `words` is read only
/// after `isBuilt` is seen set (an acquiring load), so it is never read while written.
final class FaceCoverage: @unchecked Sendable {
    static let lookupsBeforeBitmap = 4_096

    private let face: FontFace
    private let lookups = Atomic<Int>(0)
    private let isBuilt = Atomic<Bool>(false)
    /// 1,024 words, one bit per BMP code point; meaningful once `isBuilt`.
    private let words: UnsafeMutablePointer<UInt64>

    init(face: FontFace) {
        self.face = face
        words = .allocate(capacity: 1024)
        words.initialize(repeating: 0, count: 1024)
    }

    deinit { words.deallocate() }

    /// Whether the face maps the code point to a real glyph.
    @inline(__always)
    func covers(_ value: UInt32) -> Bool {
        if value < 65536, isBuilt.load(ordering: .acquiring) {
            return words[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
        }
        return lookUp(value)
    }

    /// Whether the bitmap has been built (for tests).
    var hasBitmap: Bool { isBuilt.load(ordering: .acquiring) }

    private func lookUp(_ value: UInt32) -> Bool {
        if value < 65536, lookups.add(1, ordering: .relaxed).newValue == Self.lookupsBeforeBitmap {
            let bitmap = FontFace.bmpCoverage(of: face.hbFace)
            for (k, word) in bitmap.prefix(1024).enumerated() { words[k] = word }
            isBuilt.store(true, ordering: .releasing)
        }
        return face.mapsToGlyph(value)
    }
}
