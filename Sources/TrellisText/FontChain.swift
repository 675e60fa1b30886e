/// The bundled faces and the explicit, ordered fallback chain:
/// primary (Roboto at the label's weight) → Noto Sans CJK SC → Noto Sans Arabic UI → Noto Sans Hebrew
/// → Noto Color Emoji. The order is fixed, so the face a character gets never depends on the machine.
final class FontChain: @unchecked Sendable {
    /// File names inside the fonts directory, in chain order after the three primary weights.
    static let primaryFiles: [FontWeight: String] = [
        .regular: "Roboto-Regular.ttf", .medium: "Roboto-Medium.ttf", .bold: "Roboto-Bold.ttf",
    ]
    static let fallbackFiles = [
        "NotoSansCJKsc-Regular.otf", "NotoSansArabicUI-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoColorEmoji.ttf",
    ]

    /// All faces: indices 0, 1, 2 are regular, medium, bold; then the fallbacks in chain order.
    let faces: [FontFace]
    let emojiIndex: Int
    /// What each face covers, by face index (see `FaceCoverage`: looked up, then from a bitmap).
    private let coverages: [FaceCoverage]
    /// `chain(for:)` per primary index.
    private let chains: [[Int]]
    /// `face(for:chain:)` of every ASCII scalar (-1: none), per primary index: ASCII is most of most labels.
    private var asciiFaces: [[Int8]] = []

    convenience init(directory: String) throws {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var faces: [FontFace] = []
        for weight in FontWeight.allCases {
            faces.append(try FontFace(path: dir + "/" + (FontChain.primaryFiles[weight] ?? "")))
        }
        for file in FontChain.fallbackFiles { faces.append(try FontFace(path: dir + "/" + file)) }
        self.init(faces: faces)
    }

    /// A chain over opened faces: one primary face per weight (in `FontWeight.allCases` order), then the
    /// fallbacks in chain order, the emoji face last. A system font's size instance (`SystemFont`) replaces
    /// the primaries and keeps the bundled fallbacks.
    init(faces: [FontFace]) {
        self.faces = faces
        self.emojiIndex = faces.count - 1
        self.coverages = faces.map { FaceCoverage(face: $0) }
        let fallbacks = Array(FontWeight.allCases.count..<faces.count)
        self.chains = FontWeight.allCases.map { [FontChain.primaryIndex($0)] + fallbacks }
        var ascii: [[Int8]] = []
        for chain in chains {
            ascii.append(
                (0..<128).map { value in
                    Unicode.Scalar(UInt32(value)).flatMap { face(for: $0, chain: chain) }.map { Int8($0) } ?? -1
                })
        }
        self.asciiFaces = ascii
    }

    static func primaryIndex(_ weight: FontWeight) -> Int {
        switch weight {
        case .regular: return 0
        case .medium: return 1
        case .bold: return 2
        }
    }

    /// Face indices to try, in order, for a label of this weight.
    func chain(for weight: FontWeight) -> [Int] { chains[FontChain.primaryIndex(weight)] }

    /// The face of each ASCII scalar for a label of this weight (-1: no face has it).
    func asciiFaces(for weight: FontWeight) -> [Int8] { asciiFaces[FontChain.primaryIndex(weight)] }

    /// Whether face `index` maps the scalar to a glyph.
    func covers(_ index: Int, _ scalar: Unicode.Scalar) -> Bool { coverages[index].covers(scalar.value) }

    /// Whether face `index` can draw every scalar of the cluster that needs a glyph of its own
    /// (default-ignorable scalars such as ZWJ and variation selectors are skipped: HarfBuzz hides them).
    func covers(_ index: Int, _ character: Character) -> Bool {
        for scalar in character.unicodeScalars where !covers(index, scalar) {
            if !UnicodeFacts.isDefaultIgnorable(scalar.value) { return false }
        }
        return true
    }

    /// Whether face `index`'s coverage bitmap has been built (see `FaceCoverage`; for tests).
    func hasCoverageBitmap(_ index: Int) -> Bool { coverages[index].hasBitmap }

    /// The face for one grapheme cluster, or nil when no bundled face covers it.
    /// Clusters with emoji presentation (an Emoji_Presentation first scalar, or a U+FE0F selector) try the
    /// emoji face first; U+FE0E (text presentation) keeps the normal order.
    func face(for character: Character, chain: [Int]) -> Int? {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return nil }
        if iterator.next() == nil { return face(for: first, chain: chain) } // one scalar: the common case
        var emojiFirst = first.value >= 0x231A && covers(emojiIndex, first) && first.properties.isEmojiPresentation
        for scalar in scalars {
            if scalar.value == 0xFE0F { emojiFirst = true }
            if scalar.value == 0xFE0E { emojiFirst = false; break }
        }
        if emojiFirst, covers(emojiIndex, character) { return emojiIndex }
        return firstCovering(character, chain: chain)
    }

    /// The face for a cluster of one scalar (see `face(for:chain:)` with a `Character`).
    func face(for scalar: Unicode.Scalar, chain: [Int]) -> Int? {
        // Every Emoji_Presentation code point is at or above U+231A and in the emoji face.
        if scalar.value >= 0x231A, covers(emojiIndex, scalar), scalar.properties.isEmojiPresentation {
            return emojiIndex
        }
        for index in chain where covers(index, scalar) { return index }
        return UnicodeFacts.isDefaultIgnorable(scalar.value) ? chain[0] : nil
    }

    private func firstCovering(_ character: Character, chain: [Int]) -> Int? {
        for index in chain where covers(index, character) { return index }
        return nil
    }
}

/// Vertical metrics of the label's font, in em. The "system font" is Roboto for widths, but heights use
/// iOS's San Francisco vertical metrics so label heights come out exactly as on iOS.
///
/// Verified: SF's line height is 2444/2048 em (UIFont.systemFont(ofSize: 17).lineHeight = 20.287109375;
/// it reproduces the seeds' 17.0 / 33.5 / 64.5). **Unverified**: the split into ascender 1950/2048 and
/// descender 494/2048 (from memory of SF Pro Text's hhea). Only the sum affects sizes; the split moves
/// baselines (first baseline = ascender). We chose SF's split over Roboto's (1900/500) so that baseline
/// constraints also follow iOS as closely as we know.
struct VerticalMetrics: Sendable {
    var ascenderEm: Double
    var descenderEm: Double
    var lineGapEm: Double
    var lineHeightEm: Double { ascenderEm + descenderEm + lineGapEm }

    static let systemFont = VerticalMetrics(ascenderEm: 1950.0 / 2048.0, descenderEm: 494.0 / 2048.0, lineGapEm: 0)
}
