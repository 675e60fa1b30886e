/// What a face is, as a font request names it: its PostScript name and family (`name` IDs 6 and 16, else
/// 1), its weight on the CSS / `usWeightClass` scale and whether it is italic (`OS/2`, as HarfBuzz reads
/// them).
struct FaceStyle: Sendable, Hashable {
    var postScriptName: String
    var familyName: String
    var weight: Int
    var italic: Bool
}

/// The faces a label's font may start the fallback chain with, and how a `Font` picks one: the system font
/// (Roboto in six weights, each upright and italic), its designs' stand-ins, and custom font files.
enum FontCatalog {
    /// A bundled face a system font request may get: file, design, weight and slant.
    struct BundledFace {
        var file: String
        var design: FontDesign
        var weight: Int
        var italic: Bool
    }

    /// The bundled primary faces after the three of `FontChain.primaryFiles` (which keep face indices 0–2):
    /// Roboto's other weights and its italics (fonts-roboto-unhinted), DejaVu Serif standing in for New York
    /// and DejaVu Sans Mono (Menlo's ancestor) for SF Mono (fonts-dejavu-core). SF Rounded has no stand-in:
    /// `rounded` is drawn with Roboto.
    static let bundledFaces: [BundledFace] =
        [
            ("Thin", 100), ("Light", 300), ("Black", 900),
        ].map { BundledFace(file: "Roboto-\($0.0).ttf", design: .default, weight: $0.1, italic: false) }
        + [("Thin", 100), ("Light", 300), ("", 400), ("Medium", 500), ("Bold", 700), ("Black", 900)].map {
            BundledFace(file: "Roboto-\($0.0)Italic.ttf", design: .default, weight: $0.1, italic: true)
        }
        + [
            BundledFace(file: "DejaVuSerif.ttf", design: .serif, weight: 400, italic: false),
            BundledFace(file: "DejaVuSerif-Bold.ttf", design: .serif, weight: 700, italic: false),
            BundledFace(file: "DejaVuSerif-Italic.ttf", design: .serif, weight: 400, italic: true),
            BundledFace(file: "DejaVuSerif-BoldItalic.ttf", design: .serif, weight: 700, italic: true),
            BundledFace(file: "DejaVuSansMono.ttf", design: .monospaced, weight: 400, italic: false),
            BundledFace(file: "DejaVuSansMono-Bold.ttf", design: .monospaced, weight: 700, italic: false),
            BundledFace(file: "DejaVuSansMono-Oblique.ttf", design: .monospaced, weight: 400, italic: true),
            BundledFace(file: "DejaVuSansMono-BoldOblique.ttf", design: .monospaced, weight: 700, italic: true),
        ]

    /// The design whose bundled faces draw `design` (`rounded` has none of its own).
    static func standIn(for design: FontDesign) -> FontDesign { design == .rounded ? .default : design }

    /// The weight among `available` that CSS's font-matching algorithm (CSS Fonts 4, §5.2 "font-weight")
    /// picks for `desired`: below 400, lighter weights first (descending), then heavier; 400 and 500, the
    /// weights up to 500 first (ascending), then lighter (descending), then heavier; above 500, heavier
    /// weights first (ascending), then lighter. So semibold (600) gets a 700 face, heavy (800) a 900 one,
    /// thin (200) a 100 one. Nil only when `available` is empty.
    static func closestWeight(to desired: Int, in available: some Collection<Int>) -> Int? {
        if available.contains(desired) { return desired }
        let lighter = available.filter { $0 < desired }.max()
        let heavier = available.filter { $0 > desired }.min()
        if desired < 400 { return lighter ?? heavier }
        if desired > 500 { return heavier ?? lighter }
        if let upTo500 = available.filter({ $0 > desired && $0 <= 500 }).min() { return upTo500 }
        return lighter ?? heavier
    }

    /// Of `candidates` (face indices with their styles), the one a request for `weight` and `italic` gets:
    /// faces of the requested slant if there are any, else the others; among them the CSS-closest weight.
    static func pick(
        _ candidates: [(index: Int, style: FaceStyle)], weight: Int, italic: Bool
    ) -> Int? {
        let sameSlant = candidates.filter { $0.style.italic == italic }
        let pool = sameSlant.isEmpty ? candidates : sameSlant
        guard let chosen = closestWeight(to: weight, in: pool.map(\.style.weight)) else { return nil }
        return pool.first { $0.style.weight == chosen }?.index
    }
}

/// A font file's face as a font request names it (`TextEngine.describeFontFile`).
public struct FontFileDescription: Sendable, Hashable {
    /// The PostScript name (`name` ID 6), which `Font.name` matches.
    public var postScriptName: String
    /// The typographic family (`name` ID 16, else 1), which `Font.family` matches.
    public var familyName: String
    /// `usWeightClass`: 100 (thin) to 900 (black).
    public var weight: Int
    public var italic: Bool
}
