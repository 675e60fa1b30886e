import Foundation
import Testing
import TrellisLayout
import TrellisText

@testable import TrellisInterfaceBuilder

/// A document's fonts: UIKit's system weights and italic map to the system font's faces; a custom font is
/// laid out with the user's file when `--fonts` supplies its PostScript name, else a warning at its line
/// and the system font of its size.
struct CustomFontReadingTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../docs/examples/fonts"
    ).standardizedFileURL.path

    /// Three labels: a custom font (Liberation Sans Bold), the italic system font and the heavy one.
    static let document =
        (try? String(
            contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../Fixtures/fonts/Brand.xib").standardizedFileURL.path,
            encoding: .utf8)) ?? ""

    @Test func suppliedCustomFontsAreUsedAndOthersWarn() throws {
        var environment = InterfaceBuilderEnvironment()
        environment.fontFiles = try FileManager.default.contentsOfDirectory(atPath: Self.fonts)
            .filter { $0.hasSuffix(".ttf") }.sorted().map { Self.fonts + "/" + $0 }
        let supplied = try IB.read(Self.document, environment: environment)
        let ibCase = supplied.cases[0]
        #expect(ibCase.warnings.isEmpty, "\(ibCase.warnings.map(\.message))")
        let labels = try #require(ibCase.document?.views.first?.subviews)
        #expect(labels[0].textStyle.font.name == "LiberationSans-Bold")
        #expect(labels[1].textStyle.font.italic)
        #expect(labels[2].textStyle.font.weight == .heavy)
        let layout = try #require(IB.solve(supplied).first?.layout)
        // Liberation Sans's own line height at 17 pt, @2x: 20 (the system font's: 20.5).
        #expect(IB.frame(layout, "brandLabel")?.height == 20)
        #expect(IB.frame(layout, "lightLabel")?.minY == 20)

        let alone = try IB.read(Self.document)
        let warning = try #require(alone.cases[0].warnings.first)
        #expect(
            warning.message
                == "custom font 'LiberationSans-Bold' (the system font of its size used; pass its file, "
                + "LiberationSans-Bold.ttf in the project, with --fonts DIR)")
        #expect(warning.location?.line == 13) // the label's own line
        #expect(alone.cases[0].document?.views.first?.subviews.first?.textStyle.font == Font(size: 17))
    }
}
