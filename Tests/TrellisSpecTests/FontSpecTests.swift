import Foundation
import Testing
import TrellisLayout

@testable import TrellisSpec

/// The font keys of a spec (`weight` in nine weights, `italic`, `design`, `monospacedDigit`, `name`,
/// `family`) and its `fonts:` list: what they lay out to, and the located errors bad input gets.
struct FontSpecTests {
    /// A spec in docs/examples/ (an existing file, so that relative paths resolve against its directory), so `examples/fonts/…` paths resolve as the spec reference's do.
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/card.yaml").standardizedFileURL.path

    private func solve(_ yaml: String) throws -> SolvedLayout {
        try TableSpecTests.solve(yaml, file: Self.file)
    }

    /// The error's first line (the rest quotes the source).
    private func error(_ yaml: String) -> String {
        do {
            _ = try SpecReader.read(text: yaml, file: Self.file)
            return "no error"
        } catch let error as SpecError {
            return String(error.description.prefix { $0 != "\n" })
        } catch {
            return "other: \(error)"
        }
    }

    static let liberation = "fonts: [fonts/LiberationSans-Regular.ttf, fonts/LiberationSans-Bold.ttf]\n"

    @Test func customFontsLayOutWithTheirOwnWidthsAndLineHeight() throws {
        let layout = try solve(
            "canvas: {width: 320, height: 200, scale: 2}\n" + Self.liberation + """
                views:
                  a: {kind: label, text: Hello, font: {name: LiberationSans-Bold, size: 17}, constraints: [leading == superview.leading, top == superview.top]}
                  b: {kind: label, text: Hello, font: {family: Liberation Sans, weight: semibold, size: 17}, constraints: [leading == superview.leading, top == a.bottom]}
                  c: {kind: label, text: Hello, font: {size: 17, weight: bold}, constraints: [leading == superview.leading, top == b.bottom]}
                """)
        let a = layout.frame("a"), b = layout.frame("b"), c = layout.frame("c")
        // Liberation Sans's line: 2355/2048 em = 19.55 at 17 pt, 20 at @2x; the system font's 20.5.
        #expect(a.height == 20 && c.height == 20.5)
        #expect(a == Rect(x: 0, y: 0, width: a.width, height: 20))
        #expect(b.width == a.width)
        #expect(a.width != c.width)
        #expect(c.minY == 40)
    }

    /// A fitted canvas, a configuration's first solve and a live session measure with the custom fonts too.
    @Test func everyEntryPointMeasuresWithTheCustomFonts() throws {
        let spec =
            "canvas: {width: fit, height: 100, scale: 2}\n" + Self.liberation + """
                views:
                  a: {kind: label, text: Hello, font: {name: LiberationSans-Bold, size: 17}, constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top]}
                """
        let document = try SpecReader.read(text: spec, file: Self.file)
        let fitted = try TableSpecTests.engine.fittedCanvas(document)
        let layout = try TableSpecTests.engine.solve(document)
        #expect(fitted.canvas.width == layout.frame("a").width)
        #expect(layout.frame("a").height == 20)
        let session = try LayoutSession(document: document, engine: TableSpecTests.engine)
        #expect(session.layout.frame("a") == layout.frame("a"))
        #expect(try session.setText("Hello, world", ofView: "a").frame("a").height == 20)
        let configured = try TableSpecTests.engine.solve(document, in: LayoutConfiguration())
        #expect(configured.frame("a") == layout.frame("a"))
    }

    @Test func badCustomFontsAreLocatedErrors() {
        let head = "canvas: {width: 320, height: 200}\n"
        #expect(
            error(head + "fonts: [fonts/Missing.ttf]\nviews: {}\n")
                .hasPrefix("\(Self.file):2:9: error: font file 'fonts/Missing.ttf' not found (looked for "))
        #expect(
            error(head + "fonts: [../../Tests/Fixtures/fonts/NotAFont.ttf]\nviews: {}\n")
                .contains(":2:9: error: cannot read font file '../../Tests/Fixtures/fonts/NotAFont.ttf' "))
        #expect(
            error(head + "fonts: [../../Tests/Fixtures/fonts/Truncated-Regular.ttf]\nviews: {}\n")
                .contains("(the file is truncated)"))
        #expect(
            error(head + Self.liberation + "views:\n  a: {kind: label, text: x, font: {name: LiberationSans-Blod}}\n")
                == "\(Self.file):4:42: error: no font file provides the font name 'LiberationSans-Blod' "
                + "(did you mean 'LiberationSans-Bold'?): the files give LiberationSans, LiberationSans-Bold")
        #expect(
            error(head + Self.liberation + "views:\n  a: {kind: label, text: x, font: {family: Liberation Sands}}\n")
                == "\(Self.file):4:44: error: no font file provides the font family 'Liberation Sands' "
                + "(did you mean 'Liberation Sans'?): the files give Liberation Sans")
        #expect(
            error(head + "views:\n  a: {kind: label, text: x, font: {name: Brand-Bold}}\n")
                == "\(Self.file):3:42: error: no font file provides the font name 'Brand-Bold': list the file "
                + "under 'fonts:' at the top of the spec, or pass --fonts DIR")
        #expect(
            error(head + Self.liberation + "views:\n  a: {kind: label, font: {name: LiberationSans, weight: bold}}\n")
                .contains("error: 'weight' chooses a face of a family"))
        #expect(
            error(head + "views:\n  a: {kind: label, font: {size: 17, weight: semibld}}\n")
                .contains("unknown font weight 'semibld' (did you mean 'semibold'?)"))
        #expect(
            error(head + "views:\n  a: {kind: label, font: {size: 17, design: round}}\n")
                .contains("unknown font design 'round' (did you mean 'rounded'?)"))
        #expect(
            error(head + "views:\n  a: {kind: label, font: {style: body, italic: true}}\n")
                .contains("'italic' is not available with a Dynamic Type font"))
    }

    @Test func theCommandLinesFontsAreNamedLikeTheSpecs() throws {
        let fonts = try SpecReader.fontFiles(
            inDirectory: URL(fileURLWithPath: Self.file).deletingLastPathComponent().appendingPathComponent("fonts")
                .path)
        #expect(
            fonts.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                "LiberationSans-Bold.ttf", "LiberationSans-Regular.ttf",
            ])
        let document = try SpecReader.read(
            text: "canvas: {width: 320, height: 200}\nviews:\n  a: {kind: label, font: {name: LiberationSans}}\n",
            file: Self.file, fonts: fonts)
        #expect(document.fontFiles == fonts)
    }
}
