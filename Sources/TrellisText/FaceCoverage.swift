import Synchronization

/// Which code points one face maps to a glyph, answered by looking each up in the face's cmap until the face
/// has answered `lookupsBeforeBitmap` questions about the Basic Multilingual Plane, and from then on from a
/// bitmap of the whole plane, read from the cmap in one pass (`FontFace.bmpCoverage(of:)`).
///
/// Both give the same answer (`FontCoverageTests` compares them on every bundled face), so when the bitmap is
/// built changes only the time a run takes. A bitmap costs what a few thousand look-ups cost (it reads every code
/// point the face maps, tens of thousands for Noto Sans CJK), so a face is looked up until it has answered
/// about as many questions as its bitmap would cost, as one rents skis until renting has cost the price of a
/// pair. Building every face's bitmap when the engine opens its fonts would spend that on fallback faces most
/// specs never ask about.
///
/// Thread safety: `lookups` counts the questions; the one question that brings it to `lookupsBeforeBitmap`
/// builds the bitmap and publishes it (`PublishedBitmap`), which every later question reads without a lock.
final class FaceCoverage: @unchecked Sendable {
    static let lookupsBeforeBitmap = 4_096

    private let face: FontFace
    private let lookups = Atomic<Int>(0)
    private let bitmap = PublishedBitmap()

    init(face: FontFace) {
        self.face = face
    }

    /// Whether the face maps the code point to a real glyph.
    func covers(_ value: UInt32) -> Bool {
        bitmap.contains(value) ?? lookUp(value)
    }

    /// Whether the bitmap has been built (for tests).
    var hasBitmap: Bool { bitmap.isReady }

    private func lookUp(_ value: UInt32) -> Bool {
        if value < 65536, lookups.add(1, ordering: .relaxed).newValue == Self.lookupsBeforeBitmap {
            bitmap.publish(FontFace.bmpCoverage(of: face.hbFace))
        }
        return face.mapsToGlyph(value)
    }
}
