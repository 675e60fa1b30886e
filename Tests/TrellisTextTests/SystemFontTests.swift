import CHarfBuzz
import Foundation
import Testing

@testable import TrellisText

/// Apple's system font when the user supplies it (`SystemFont`), tested with a stand-in: Newsreader, a
/// variable font with an optical-size axis, renamed and given a `trak` table (Tests/Fixtures/fonts/README.md),
/// linked into a temporary directory under SF Pro's file names.
@Suite struct SystemFontTests {
    static let fixtures = TextTestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/fonts")

    /// A temporary directory holding the fixtures under the given names (name in the directory → fixture).
    static func directory(_ links: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-sf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, fixture) in links {
            try FileManager.default.createSymbolicLink(
                at: dir.appendingPathComponent(name), withDestinationURL: fixtures.appendingPathComponent(fixture))
        }
        return dir
    }

    static let variableLinks = ["SF-Pro.ttf": "TrellisOpszTest-VF.ttf"]
    static let staticLinks = [
        "SF-Pro-Text-Regular.ttf": "TrellisOpszTest-Text-Regular.ttf",
        "SF-Pro-Display-Regular.ttf": "TrellisOpszTest-Display-Regular.ttf",
    ]

    static func engine(_ links: [String: String]) throws -> (TextEngine, SystemFont, URL) {
        let dir = try directory(links)
        let font = try SystemFont(directory: dir.path)
        return (try TextEngine(fontDirectory: TextTestSupport.fontsDirectory, systemFont: font), font, dir)
    }

    static func width(_ engine: TextEngine, _ text: String, _ size: Double) throws -> Double {
        try engine.layout(text, style: TextTestSupport.style(size, lines: 1), width: nil, scale: 2).lines[0].width
    }

    /// The text the widths are measured on: 12 grapheme clusters, so 12 trackings.
    static let sample = "Hello, world"

    /// An engine over `font`'s faces at `size` without their tracking: the optical-size instance alone.
    static func untracked(_ engine: TextEngine, size: Double) throws -> TextEngine {
        let faces = try #require(engine.systemFont).faces(size: size).map {
            FontFace(
                instanceOf: $0, variations: $0.info.variations ?? [], trackingUnits: 0, weight: $0.style.weight,
                italic: $0.style.italic)
        }
        return TextEngine(
            chain: engine.chain.replacingSystemFaces(with: faces), whitespacePolicy: .primaryFirst, systemFont: nil)
    }

    /// The variable font: the `trak` table's values (font units, 2000 per em: −30 at 17 pt, +20 at 28 pt,
    /// interpolated between), the optical-size axis at the point size and the weight axis at 400.
    @Test func variableFontTakesTrackingFromItsTrakTable() throws {
        let (_, font, dir) = try Self.engine(Self.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(font.isVariable)
        #expect(font.hasOwnTracking(weight: .regular, size: 17))
        let at17 = font.instance(weight: .regular, size: 17)
        #expect(at17.trackingEm == -30.0 / 2000)
        #expect(at17.variations == [FontVariation(tag: "opsz", value: 17), FontVariation(tag: "wght", value: 400)])
        #expect(font.instance(weight: .regular, size: 28).trackingEm == 20.0 / 2000)
        #expect(font.instance(weight: .bold, size: 28).variations[1] == FontVariation(tag: "wght", value: 700))
        #expect(abs(font.instance(weight: .regular, size: 22.5).trackingEm - -7.5 / 2000) < 1e-15)
        // Extrapolated outside 6–72 pt from the two nearest sizes: 60 + 2 × 10 at 4 pt, 20 − 68 × 20/44 at 96 pt.
        #expect(abs(font.instance(weight: .regular, size: 4).trackingEm - 80.0 / 2000) < 1e-15)
        #expect(abs(font.instance(weight: .regular, size: 96).trackingEm - (20 - 68 * 20 / 44.0) / 2000) < 1e-15)
    }

    /// "Hello, world" at 17 pt and 28 pt: each width is the optical-size instance's advance plus 12 clusters'
    /// tracking (−30 units × 17 / 2000 = −0.255 pt each; +20 × 28 / 2000 = +0.28 pt), and the instances differ
    /// (5.076 em at opsz 17, 5.053 em at opsz 28).
    @Test func advanceAtSeventeenAndTwentyEightPointsDiffersByTrackingAndOpticalSize() throws {
        let (engine, _, dir) = try Self.engine(Self.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let w17 = try Self.width(engine, Self.sample, 17), w28 = try Self.width(engine, Self.sample, 28)
        let bare17 = try Self.width(try Self.untracked(engine, size: 17), Self.sample, 17)
        let bare28 = try Self.width(try Self.untracked(engine, size: 28), Self.sample, 28)
        #expect(abs(w17 - 83.232) < 1e-9)
        #expect(abs(w28 - 144.844) < 1e-9)
        #expect(abs((w17 - bare17) - 12 * -0.255) < 1e-9)
        #expect(abs((w28 - bare28) - 12 * 0.28) < 1e-9)
        #expect(abs(bare17 / 17 - 5.076) < 1e-9)
        #expect(abs(bare28 / 28 - 5.053) < 1e-9)
        // Roboto, without the system font: 88.619140625 at 17 pt.
        #expect(try Self.width(try TextTestSupport.engine(), Self.sample, 17) == 88.619140625)
    }

    /// HarfBuzz applies a `trak` table itself when a font is given a point size (`hb_font_set_ptem`; Trellis
    /// shapes without one, once for every size): shaped that way, at the sizes the table lists, between them
    /// and outside them, the sample's advance is what Trellis measures with its own reading of the table.
    @Test func trackingMatchesHarfBuzzsOwnTrak() throws {
        let (engine, _, dir) = try Self.engine(Self.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        for size in [3.0, 6, 12, 14.5, 17, 19.99, 20, 23, 28, 40, 72, 96, 150] {
            let sized = try #require(engine.systemFontEngine(for: Font(size: size)))
            let face = sized.chain.faces[0]
            let font = try #require(hb_font_create(face.hbFace))
            defer { hb_font_destroy(font) }
            hb_font_set_scale(font, 2000, 2000)
            let variations = FontFace.harfBuzzVariations(face.info.variations ?? [])
            hb_font_set_variations(font, variations, UInt32(variations.count))
            hb_font_set_ptem(font, Float(size))
            let buffer = try #require(hb_buffer_create())
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, Self.sample, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            let positions = try #require(hb_buffer_get_glyph_positions(buffer, &count))
            let units = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
            let width = try Self.width(engine, Self.sample, size)
            #expect(abs(width - Double(units) * size / 2000) < 1e-9, "at \(size) pt: \(width) against \(units) units")
        }
    }

    /// Static files: SF Pro Text below 20 pt, SF Pro Display from 20 pt. Their untracked widths are those of the
    /// variable font's opsz 17 and opsz 28 instances they were cut from, and without a `trak` table of their own
    /// they take Apple's published SF Pro tracking (−24/1000 em at 19 pt, −23 at 20 pt: −0.02301 em at 19.99 pt,
    /// −46 units of 2000 either way).
    @Test func staticFilesSwitchFromTextToDisplayAtTwentyPoints() throws {
        let (engine, font, dir) = try Self.engine(Self.staticLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(!font.isVariable)
        let below = font.instance(weight: .regular, size: 19.99), at = font.instance(weight: .regular, size: 20)
        #expect(below.path.hasSuffix("/SF-Pro-Text-Regular.ttf"))
        #expect(at.path.hasSuffix("/SF-Pro-Display-Regular.ttf"))
        #expect(below.variations.isEmpty)
        #expect(!font.hasOwnTracking(weight: .regular, size: 20))
        #expect(abs(below.trackingEm - -0.02301) < 1e-12)
        #expect(at.trackingEm == -0.023)
        // Medium and bold have no file here: the nearest weight's (regular) stands in.
        #expect(font.instance(weight: .bold, size: 17).path.hasSuffix("/SF-Pro-Text-Regular.ttf"))
        let w19 = try Self.width(engine, Self.sample, 19.99), w20 = try Self.width(engine, Self.sample, 20)
        #expect(abs(w19 - 95.952) < 1e-9)
        #expect(abs(w20 - 95.54) < 1e-9)
        #expect(abs((w19 + 12 * 46 * 19.99 / 2000) / 19.99 - 5.076) < 1e-9)
        #expect(abs((w20 + 12 * 46 * 20 / 2000) / 20 - 5.053) < 1e-9)
    }

    /// The line height is the font's own (`hhea` 1470 / −530 / 0 of 2000: one em), not iOS's SF figures
    /// that stand in with Roboto (2444/2048 em: 20.287109375 at 17 pt).
    @Test func lineHeightComesFromTheSuppliedFont() throws {
        let (engine, _, dir) = try Self.engine(Self.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let metrics = engine.lineMetrics(for: Font(size: 17))
        #expect(metrics.lineHeight == 17)
        #expect(metrics.ascender == 12.495)
        #expect(try TextTestSupport.engine().lineMetrics(for: Font(size: 17)).lineHeight == 20.287109375)
        let layout = try engine.layout(Self.sample, style: TextTestSupport.style(17, lines: 1), width: nil, scale: 2)
        #expect(layout.size.height == 17)
    }

    /// A layout's glyph runs name the variable font at the label's axis values, for the renderer to draw
    /// the same instance.
    @Test func glyphRunsCarryTheInstanceVariations() throws {
        let (engine, _, dir) = try Self.engine(Self.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let layout = try engine.layout(Self.sample, style: TextTestSupport.style(28, lines: 1), width: nil, scale: 2)
        let face = try #require(layout.lines.first?.runs.first?.face)
        #expect(face.path.hasSuffix("/SF-Pro.ttf"))
        #expect(face.variations == [FontVariation(tag: "opsz", value: 28), FontVariation(tag: "wght", value: 400)])
    }

    /// A kept shaping serves only the size that shaped it: a two-pass label at 17 pt whose shaping is offered
    /// to a 28 pt layout is shaped again with the 28 pt instance.
    @Test func shapingOfOneSizeIsNotReusedAtAnother() throws {
        let (engine, _, dir) = try Self.engine(Self.variableLinks)
        defer { try? FileManager.default.removeItem(at: dir) }
        let kept = try engine.measure(
            Self.sample, style: TextTestSupport.style(17, lines: 1), scale: 2, .linesKeepingShaping(width: nil)
        ).shaping
        let reused = try engine.measure(
            Self.sample, style: TextTestSupport.style(28, lines: 1), scale: 2, .lines(width: nil, reusing: kept))
        #expect(abs(reused.lines[0].width - 144.844) < 1e-9)
    }
}
