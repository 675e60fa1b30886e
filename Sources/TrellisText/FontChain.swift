import Synchronization

/// The bundled faces and the explicit, ordered fallback chain:
/// primary (the label's font: Roboto at its weight and slant, a design's stand-in or a custom face) →
/// (Roboto Regular, after a primary that isn't Roboto) → Noto Sans CJK SC → Noto Sans Arabic UI →
/// Noto Sans Hebrew → Noto Color Emoji. The order is fixed, so the face a character gets never depends on
/// the machine.
final class FontChain: @unchecked Sendable {
    /// File names inside the fonts directory, in chain order after the three primary weights.
    static let primaryFiles: [FontWeight: String] = [
        .regular: "Roboto-Regular.ttf", .medium: "Roboto-Medium.ttf", .bold: "Roboto-Bold.ttf",
    ]
    /// The weights of `primaryFiles`, in face-index order (0, 1, 2).
    static let primaryWeights: [FontWeight] = [.regular, .medium, .bold]
    static let fallbackFiles = [
        "NotoSansCJKsc-Regular.otf", "NotoSansArabicUI-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoColorEmoji.ttf",
    ]

    /// A face a label's font may start the chain with.
    struct Primary {
        /// The face, shaped with its default features.
        var index: Int
        /// The same face shaped with tabular figures (`FontFace(tabularFiguresOf:)`).
        var tabularIndex: Int
        /// The system font design it draws, or nil for a custom font file's face.
        var design: FontDesign?
        var style: FaceStyle
        /// Whether its lines take the face's own vertical metrics, not iOS's SF values: a supplied system
        /// font's face (a custom face always does).
        var isSuppliedSystemFont = false
        /// Whether only a font naming it (`Font.name`, `Font.family`) gets it, not the system font: Roboto's
        /// faces behind a supplied system font.
        var answersNamesOnly = false
    }

    /// All faces: indices 0, 1, 2 are the system font's regular, medium, bold (Roboto's, or a supplied SF's
    /// in a size's chain, `replacingSystemFaces`); 3–6 the fallbacks in chain order; then
    /// the other bundled primaries (`FontCatalog.bundledFaces`), the custom faces, and a tabular-figures
    /// twin of every primary.
    let faces: [FontFace]
    let emojiIndex: Int
    /// Every face a font may start the chain with, system faces first, then custom ones in file order.
    let primaries: [Primary]
    /// What each face covers, by face index (see `FaceCoverage`: looked up, then from a bitmap); a
    /// tabular twin shares its face's.
    private let coverages: [FaceCoverage]
    /// Whether lines in each face (by index) take its own vertical metrics (a custom face, a supplied
    /// system font's) rather than iOS's SF values (Roboto and the design stand-ins).
    private let hasOwnMetrics: [Bool]
    /// `chain(primary:)` per face index (empty for the fallbacks).
    private let chains: [[Int]]
    /// `face(for:chain:)` of every ASCII scalar (-1: none), per primary face index: ASCII is most of most
    /// labels. Built for the three primary weights with the chain, for another primary when first used.
    private let asciiTables: Mutex<[Int: [Int8]]>

    convenience init(directory: String) throws {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var faces: [FontFace] = []
        for weight in FontChain.primaryWeights {
            faces.append(try FontFace(path: dir + "/" + (FontChain.primaryFiles[weight] ?? "")))
        }
        for file in FontChain.fallbackFiles { faces.append(try FontFace(path: dir + "/" + file)) }
        var primaries: [Primary] = []
        for (index, weight) in FontChain.primaryWeights.enumerated() {
            var style = faces[index].style
            (style.weight, style.italic) = (weight.numericWeight, false)
            primaries.append(Primary(index: index, tabularIndex: -1, design: .default, style: style))
        }
        for bundled in FontCatalog.bundledFaces {
            let face = try FontFace(path: dir + "/" + bundled.file)
            var style = face.style
            (style.weight, style.italic) = (bundled.weight, bundled.italic)
            primaries.append(Primary(index: faces.count, tabularIndex: -1, design: bundled.design, style: style))
            faces.append(face)
        }
        self.init(faces: faces, primaries: primaries, coverages: [])
    }

    /// This chain with the faces of custom font files (each a primary a font may name by PostScript name or
    /// family), the bundled faces shared.
    func adding(customFiles paths: [String]) throws -> FontChain {
        var faces = Array(faces.prefix(firstTabularIndex))
        var primaries = self.primaries.map {
            var p = $0; p.tabularIndex = -1; return p
        }
        for path in paths {
            let face = try FontFace(path: path)
            primaries.append(Primary(index: faces.count, tabularIndex: -1, design: nil, style: face.style))
            faces.append(face)
        }
        return FontChain(faces: faces, primaries: primaries, coverages: Array(coverages.prefix(firstTabularIndex)))
    }

    /// The first tabular twin's index (every face before it is opened from a file).
    let firstTabularIndex: Int

    /// The faces opened from files (the tabular twins left out), in face-index order.
    var fileFaces: [FontFace] { Array(faces.prefix(firstTabularIndex)) }

    /// This chain with the system font's own faces replaced by `systemFaces` (a supplied SF's instances at
    /// one point size, `SystemFont.faces(size:)`, each `style` naming its weight and slant): they become the
    /// primaries of the default design (and of `rounded`, which has no face of its own), its regular, medium
    /// and bold at face indices 0, 1, 2, so they also catch what a design stand-in or a custom face lacks.
    /// Roboto's faces move behind them and answer only a font that names them (`Font.name`, `Font.family`);
    /// the fallbacks, the serif and monospaced stand-ins and the custom faces stay, coverages shared.
    func replacingSystemFaces(with systemFaces: [FontFace]) -> FontChain {
        var faces = Array(faces.prefix(firstTabularIndex))
        var coverages: [FaceCoverage?] = coverages.prefix(firstTabularIndex).map { $0 }
        var primaries: [Primary] = []
        for var primary in self.primaries {
            primary.tabularIndex = -1
            if primary.design == .default {
                primary.answersNamesOnly = true
                if primary.index < FontChain.primaryWeights.count {
                    // Its slot goes to SF's face of the same weight: the face moves to the end.
                    faces.append(faces[primary.index])
                    coverages.append(coverages[primary.index])
                    primary.index = faces.count - 1
                }
            }
            primaries.append(primary)
        }
        var slots = Array(FontChain.primaryWeights.indices)
        for face in systemFaces {
            let slot = slots.firstIndex {
                !face.style.italic && FontChain.primaryWeights[$0].numericWeight == face.style.weight
            }
            let index = slot.map { slots.remove(at: $0) } ?? faces.count
            if index == faces.count {
                faces.append(face)
                coverages.append(nil)
            } else {
                faces[index] = face
                coverages[index] = nil
            }
            primaries.append(
                Primary(
                    index: index, tabularIndex: -1, design: .default, style: face.style, isSuppliedSystemFont: true))
        }
        return FontChain(faces: faces, primaries: primaries, coverages: coverages)
    }

    /// Appends a tabular twin of every primary; builds the chains and the coverages `coverages` lacks (nil
    /// or past its end).
    private init(faces opened: [FontFace], primaries listed: [Primary], coverages known: [FaceCoverage?]) {
        var faces = opened
        var primaries = listed
        var coverages = opened.indices.map { index in
            (index < known.count ? known[index] : nil) ?? FaceCoverage(face: opened[index])
        }
        var hasOwnMetrics = [Bool](repeating: false, count: opened.count)
        for primary in primaries where primary.design == nil || primary.isSuppliedSystemFont {
            hasOwnMetrics[primary.index] = true
        }
        firstTabularIndex = opened.count
        for p in primaries.indices {
            primaries[p].tabularIndex = faces.count
            faces.append(FontFace(tabularFiguresOf: faces[primaries[p].index]))
            coverages.append(coverages[primaries[p].index])
            hasOwnMetrics.append(hasOwnMetrics[primaries[p].index])
        }
        self.hasOwnMetrics = hasOwnMetrics
        self.faces = faces
        self.primaries = primaries
        self.coverages = coverages
        self.emojiIndex = FontChain.primaryWeights.count + FontChain.fallbackFiles.count - 1
        let fallbacks = Array(FontChain.primaryWeights.count...emojiIndex)
        var chains = [[Int]](repeating: [], count: faces.count)
        for primary in primaries {
            // The system font's regular (Roboto's, or a supplied SF's) catches what a design stand-in or a
            // custom face lacks, before the fallbacks.
            let roboto = primary.design == .default
            chains[primary.index] = [primary.index] + (roboto ? [] : [0]) + fallbacks
            chains[primary.tabularIndex] = [primary.tabularIndex] + (roboto ? [] : [0]) + fallbacks
        }
        self.chains = chains
        self.asciiTables = Mutex([:])
        var tables: [Int: [Int8]] = [:]
        for index in FontChain.primaryWeights.indices { tables[index] = asciiTable(chain: chains[index]) }
        asciiTables.withLock { $0 = tables }
    }

    private func asciiTable(chain: [Int]) -> [Int8] {
        (0..<128).map { value in
            Unicode.Scalar(UInt32(value)).flatMap { face(for: $0, chain: chain) }.map { Int8($0) } ?? -1
        }
    }

    /// The face index of a bundled Roboto weight (0, 1, 2 for regular, medium, bold).
    func primaryIndex(_ weight: FontWeight) -> Int {
        primaryIndex(for: Font(weight: weight)) ?? 0
    }

    /// The face a font starts the chain with (its tabular twin with `monospacedDigit`), or nil when no face
    /// has the custom font's PostScript name or family.
    func primaryIndex(for font: Font) -> Int? {
        if font.isSystemFont, font.design == .default, !font.italic, !font.monospacedDigit {
            switch font.weight {
            case .regular: return 0
            case .medium: return 1
            case .bold: return 2
            default: break
            }
        }
        let found: Primary?
        if let name = font.name {
            // A custom face wins over a bundled one of the same name (a user's own Roboto build).
            found =
                primaries.first { $0.design == nil && $0.style.postScriptName == name }
                ?? primaries.first { $0.style.postScriptName == name }
        } else {
            let candidates: [Primary]
            if let family = font.family {
                candidates =
                    primaries.filter { $0.design == nil && $0.style.familyName == family }
                    + primaries.filter { $0.design == .default && $0.style.familyName == family }
            } else {
                let design = FontCatalog.standIn(for: font.design)
                candidates = primaries.filter { $0.design == design && !$0.answersNamesOnly }
            }
            let indices = FontCatalog.pick(
                candidates.map { ($0.index, $0.style) }, weight: font.weight.numericWeight, italic: font.italic)
            found = candidates.first { $0.index == indices }
        }
        guard let found else { return nil }
        return font.monospacedDigit ? found.tabularIndex : found.index
    }

    /// The vertical metrics of lines whose font starts with face `index`: its own for a custom face or a
    /// supplied system font's, nil for one drawn in place of SF (whose lines have iOS's SF values).
    func ownMetrics(face index: Int) -> VerticalMetrics? { hasOwnMetrics[index] ? faces[index].verticalMetrics : nil }

    /// The primary faces' PostScript names and families, for "did you mean" (custom faces first).
    var fontNames: [String] {
        let custom = primaries.filter { $0.design == nil }, system = primaries.filter { $0.design != nil }
        return (custom + system).flatMap { [$0.style.postScriptName, $0.style.familyName] }
    }

    /// Face indices to try, in order, for a label whose font starts with face `primary`.
    func chain(primary: Int) -> [Int] { chains[primary] }

    /// Face indices to try, in order, for a label of this system font weight.
    func chain(for weight: FontWeight) -> [Int] { chains[primaryIndex(weight)] }

    /// The face of each ASCII scalar for a label whose font starts with face `primary` (-1: no face has it).
    func asciiFaces(primary: Int) -> [Int8] {
        if let table = asciiTables.withLock({ $0[primary] }) { return table }
        let table = asciiTable(chain: chains[primary])
        asciiTables.withLock { $0[primary] = table }
        return table
    }

    /// The face of each ASCII scalar for a label of this system font weight.
    func asciiFaces(for weight: FontWeight) -> [Int8] { asciiFaces(primary: primaryIndex(weight)) }

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
