import Foundation
import Testing
import TrellisLayout
import TrellisRender
import TrellisText

@testable import TrellisPreview

/// `trellis preview --fonts DIR`: a document naming a custom font is drawn with it; without the directory,
/// the document's custom font is a warning and the system font stands in.
struct PreviewFontsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theConfigurationsFontsReachTheDocument() throws {
        var configuration = PreviewServer.Configuration(specs: [])
        try configuration.addFonts(inDirectory: Self.root.appendingPathComponent("docs/examples/fonts").path)
        #expect(
            configuration.fontFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                "LiberationSans-Bold.ttf", "LiberationSans-Regular.ttf",
            ])
        let document = Self.root.appendingPathComponent("Tests/Fixtures/fonts/Brand.xib").path
        func render(_ fonts: [String]) throws -> PreviewModel {
            PreviewSpec.render(
                path: document, version: 1, variant: PreviewVariant(),
                engine: LayoutEngine(textEngine: try TextEngine.bundled()), options: RenderOptions(padding: 16),
                fonts: fonts)
        }
        let supplied = try render(configuration.fontFiles)
        #expect(supplied.error == nil)
        #expect(!supplied.diagnostics.contains { $0.message.contains("custom font") })
        let alone = try render([])
        #expect(alone.error == nil)
        #expect(alone.svg != supplied.svg)
    }
}
