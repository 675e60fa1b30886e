/// The face an attributed run's text is shaped with: the engine that lays its font out (the engine itself,
/// or with a supplied system font the engine of the run's point size, `TextEngine.systemFontEngine(for:)`,
/// whose faces are that size's instances) and the primary face its font starts that engine's chain with
/// (`FontChain.primaryIndex(for:)`: weight, slant, design, tabular figures, a custom font's name or family).
/// Two runs with the same face share one shaping of their paragraph.
struct RunFace: Hashable {
    let engine: TextEngine
    let primary: Int

    static func == (a: Self, b: Self) -> Bool { a.engine === b.engine && a.primary == b.primary }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(engine))
        hasher.combine(primary)
    }

    /// The engine's fonts, which the run's shaping indexes.
    var chain: FontChain { engine.chain }
}

/// One paragraph of attributed text shaped once per face its runs use, looked up by run.
struct RunShapings {
    /// Each run's face, by run index.
    let faces: [RunFace]
    var byFace: [RunFace: ShapedParagraph] = [:]

    init(faces: [RunFace]) { self.faces = faces }

    /// The paragraph as run `run`'s face shaped it (nil before it is shaped).
    subscript(run run: Int) -> ShapedParagraph? { byFace[faces[run]] }

    /// Shapes `paragraph` in the face of each run of `pieces` that has no shaping yet.
    mutating func shape(_ paragraph: Substring, pieces: [(run: Int, range: Range<Int>)]) throws {
        for piece in pieces where byFace[faces[piece.run]] == nil {
            let face = faces[piece.run]
            byFace[face] = try face.engine.shapedParagraph(paragraph, primary: face.primary)
        }
    }
}

extension TextEngine {
    /// The face a run in `font` is shaped with (`RunFace`); throws `TextError.unknownFont` for a name or
    /// family no face has.
    func runFace(for font: Font) throws -> RunFace {
        let engine = systemFontEngine(for: font) ?? self
        return RunFace(engine: engine, primary: try engine.primaryFace(for: font))
    }
}
