import Foundation
import Testing

@testable import TrellisText

/// The system font's nine weights, italics and designs, tabular figures, and custom font files: which face
/// each font gets, and what that face's text measures.
@Suite struct FontSelectionTests {
    /// Liberation Sans (fonts-liberation), as the spec reference's examples use it.
    static var examples: String { TextTestSupport.packageRoot.appendingPathComponent("docs/examples/fonts").path }
    /// Broken font files.
    static var fixtures: String { TextTestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/fonts").path }

    static func firstFace(_ engine: TextEngine, _ font: Font) throws -> String {
        URL(fileURLWithPath: try #require(try engine.fontFaces(for: font).first).path).lastPathComponent
    }

    @Test func everyWeightAndSlantGetsTheNearestRobotoFace() throws {
        let engine = try TextTestSupport.engine()
        let expected: [FontWeight: String] = [
            .ultraLight: "Thin", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
            .semibold: "Bold", .bold: "Bold", .heavy: "Black", .black: "Black",
        ]
        for weight in FontWeight.allCases {
            let name = try #require(expected[weight])
            #expect(try Self.firstFace(engine, Font(size: 17, weight: weight)) == "Roboto-\(name).ttf")
            var italic = Font(size: 17, weight: weight)
            italic.italic = true
            let italicName = name == "Regular" ? "Italic" : name + "Italic"
            #expect(try Self.firstFace(engine, italic) == "Roboto-\(italicName).ttf")
        }
    }

    @Test func closestWeightFollowsCSSFontMatching() {
        let roboto = [100, 300, 400, 500, 700, 900]
        #expect(FontCatalog.closestWeight(to: 200, in: roboto) == 100)
        #expect(FontCatalog.closestWeight(to: 600, in: roboto) == 700)
        #expect(FontCatalog.closestWeight(to: 800, in: roboto) == 900)
        #expect(FontCatalog.closestWeight(to: 400, in: [300, 500, 700]) == 500)
        #expect(FontCatalog.closestWeight(to: 500, in: [300, 400, 700]) == 400)
        #expect(FontCatalog.closestWeight(to: 300, in: [400, 700]) == 400)
        #expect(FontCatalog.closestWeight(to: 900, in: [400]) == 400)
        #expect(FontCatalog.closestWeight(to: 400, in: []) == nil)
    }

    @Test func weightsMeasureWithTheirFaces() throws {
        let engine = try TextTestSupport.engine()
        func width(_ weight: FontWeight, italic: Bool = false) throws -> Double {
            var font = Font(size: 17, weight: weight)
            font.italic = italic
            return try engine.layout("Hello, world", style: TextStyle(font: font), width: nil, scale: 2).size.width
        }
        // Semibold is the bold face, so its labels measure as bold ones do; thin and ultraLight share a face.
        #expect(try width(.semibold) == width(.bold))
        #expect(try width(.thin) == width(.ultraLight))
        #expect(try width(.heavy) == width(.black))
        #expect(try width(.thin) == 85)
        #expect(try width(.thin, italic: true) == 82.5)
        #expect(try width(.regular) == 89)
        #expect(try width(.semibold) == 91)
        // The system font's line height is SF's in every weight and slant.
        var italic = Font(size: 17, weight: .black)
        italic.italic = true
        let systemLine: Double = 17 * 2444 / 2048
        #expect(engine.lineMetrics(for: italic).lineHeight == systemLine)
    }

    @Test func designsHaveTheirStandIns() throws {
        let engine = try TextTestSupport.engine()
        func font(_ design: FontDesign, weight: FontWeight = .regular) -> Font {
            var font = Font(size: 17, weight: weight)
            font.design = design
            return font
        }
        #expect(try Self.firstFace(engine, font(.serif)) == "DejaVuSerif.ttf")
        #expect(try Self.firstFace(engine, font(.serif, weight: .semibold)) == "DejaVuSerif-Bold.ttf")
        #expect(try Self.firstFace(engine, font(.monospaced)) == "DejaVuSansMono.ttf")
        #expect(try Self.firstFace(engine, font(.rounded)) == "Roboto-Regular.ttf")
        // A stand-in's chain continues with Roboto Regular, then the bundled fallbacks.
        let families: [String] = try engine.fontFaces(for: font(.serif)).map(\.familyName)
        #expect(Array(families.prefix(3)) == ["DejaVu Serif", "Roboto", "Noto Sans CJK SC"])
        // DejaVu Sans Mono: every character 1233/2048 em.
        let layout = try engine.layout(
            "iiiiWWWW", style: TextStyle(font: font(.monospaced)), width: nil, scale: 2)
        let monospacedWidth: Double = 8 * 1233 * 17 / 2048
        #expect(layout.lines[0].width == monospacedWidth)
    }

    @Test func monospacedDigitShapesWithTabularFigures() throws {
        let engine = try TextTestSupport.engine()
        var tabular = Font(size: 17)
        tabular.monospacedDigit = true
        let plain = try engine.layout(
            "1234567890", style: TextStyle(font: Font(size: 17)), width: nil, scale: 2)
        let tnum = try engine.layout("1234567890", style: TextStyle(font: tabular), width: nil, scale: 2)
        let plainGlyphs = plain.layout.lines.flatMap(\.runs).flatMap(\.glyphs)
        let tnumGlyphs = tnum.layout.lines.flatMap(\.runs).flatMap(\.glyphs)
        #expect(plainGlyphs.count == 10 && tnumGlyphs.count == 10)
        #expect(plainGlyphs != tnumGlyphs)
        // Roboto's default figures are tabular already: the tabular glyphs have the same advances.
        #expect(plain.layout.width == tnum.layout.width)
        #expect(try Self.firstFace(engine, tabular) == "Roboto-Regular.ttf")
    }

    @Test func customFontsByPostScriptNameAndFamily() throws {
        let engine = try TextTestSupport.engine().addingFonts([
            Self.examples + "/LiberationSans-Regular.ttf", Self.examples + "/LiberationSans-Bold.ttf",
        ])
        var byName = Font(size: 17)
        byName.name = "LiberationSans-Bold"
        #expect(try Self.firstFace(engine, byName) == "LiberationSans-Bold.ttf")
        var byFamily = Font(size: 17, weight: .semibold)
        byFamily.family = "Liberation Sans"
        #expect(try Self.firstFace(engine, byFamily) == "LiberationSans-Bold.ttf")
        byFamily.weight = .light
        #expect(try Self.firstFace(engine, byFamily) == "LiberationSans-Regular.ttf")
        // A custom font's lines are its own hhea height: (1854 + 434 + 67) / 2048 em.
        let liberationLine: Double = 17 * 2355 / 2048
        #expect(engine.lineMetrics(for: byName).lineHeight == liberationLine)
        let layout = try engine.layout("Hello 天地", style: TextStyle(font: byName), width: nil, scale: 2)
        #expect(layout.size.height == 20)
        // Characters the face lacks fall back through Roboto to Noto Sans CJK SC.
        let drawn = try engine.layout("Hello 天地", style: TextStyle(font: byName), width: nil, scale: 2)
        #expect(drawn.layout.lines[0].runs.map(\.face.familyName) == ["Liberation Sans", "Noto Sans CJK SC"])
        // The same files give the same engine.
        #expect(
            try TextTestSupport.engine().addingFonts([
                Self.examples + "/LiberationSans-Regular.ttf", Self.examples + "/LiberationSans-Bold.ttf",
            ]) === engine)
    }

    @Test func unknownCustomFontIsAnError() throws {
        let engine = try TextTestSupport.engine().addingFonts([Self.examples + "/LiberationSans-Regular.ttf"])
        var font = Font(size: 17)
        font.name = "LiberationSans-Italic"
        #expect(!engine.hasFont(font))
        #expect(throws: TextError.unknownFont(name: "LiberationSans-Italic", suggestion: nil)) {
            try engine.layout("x", style: TextStyle(font: font), width: nil, scale: 2)
        }
    }

    @Test func badFontFilesAreRefusedAsBundledOnesAre() throws {
        let engine = try TextTestSupport.engine()
        #expect(throws: TextError.missingFontFile(path: Self.fixtures + "/Missing.ttf")) {
            try engine.addingFonts([Self.fixtures + "/Missing.ttf"])
        }
        for file in ["Truncated-Regular.ttf", "NotAFont.ttf"] {
            let error = #expect(throws: TextError.self) { try engine.addingFonts([Self.fixtures + "/" + file]) }
            guard case .corruptFont(let path, let reason)? = error else {
                Issue.record("expected corruptFont, got \(String(describing: error))")
                continue
            }
            #expect(path.hasSuffix(file))
            #expect(reason.contains(file == "NotAFont.ttf" ? "not an OpenType or TrueType font" : "truncated"))
        }
        let description = try TextEngine.describeFontFile(Self.examples + "/LiberationSans-Bold.ttf")
        #expect(
            description
                == FontFileDescription(
                    postScriptName: "LiberationSans-Bold", familyName: "Liberation Sans", weight: 700, italic: false))
    }
}
