import Foundation
import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisRender

/// A layout solved for measuring only (`LayoutEngine(textDetail: .metrics)`, what `trellis layout` does) is
/// the drawable layout without glyph runs — every frame, size, constraint, diagnostic, table and line the
/// same — and the renderer refuses to draw it rather than drop its text.
@Suite struct TextDetailLayoutTests {
    static func samples() throws -> [URL] {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let dir = root.appendingPathComponent("Samples")
        return try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            .map { dir.appendingPathComponent($0) }
    }

    /// The layout with every text layout's glyph runs dropped, as a `.metrics` solve makes them.
    static func withoutGlyphs(_ layout: SolvedLayout) -> SolvedLayout {
        var out = layout
        out.views = layout.views.map(withoutGlyphs)
        return out
    }

    static func withoutGlyphs(_ view: SolvedView) -> SolvedView {
        var view = view
        view.textLayout = view.textLayout.map(withoutGlyphs)
        view.segmentTitles = view.segmentTitles.map { $0.map(withoutGlyphs) }
        view.subtitleLayout = view.subtitleLayout.map(withoutGlyphs)
        if var table = view.table {
            for i in table.supplements.indices {
                if let title = table.supplements[i].title {
                    table.supplements[i].title?.layout = withoutGlyphs(title.layout)
                }
            }
            for i in table.layouts.indices { table.layouts[i].views = table.layouts[i].views.map(withoutGlyphs) }
            view.table = table
        }
        return view
    }

    static func withoutGlyphs(_ text: TextLayout) -> TextLayout {
        var text = text
        text.detail = .metrics
        for i in text.lines.indices { text.lines[i].runs = [] }
        return text
    }

    static func textLayouts(_ layout: SolvedLayout) -> [TextLayout] {
        layout.views.flatMap { view -> [TextLayout] in
            var found = view.textLayout.map { [$0] } ?? []
            found += view.subtitleLayout.map { [$0] } ?? []
            if let table = view.table {
                found += table.supplements.compactMap(\.title?.layout)
                found += table.layouts.flatMap { $0.views.compactMap(\.textLayout) }
            }
            return found
        }
    }

    @Test func everySampleSolvesToTheSameLayoutWithoutGlyphs() throws {
        let text = try TextEngine.bundled()
        let drawable = LayoutEngine(textEngine: text)
        let measured = LayoutEngine(textEngine: text, textDetail: .metrics)
        var texts = 0
        for file in try Self.samples() {
            let document = try SpecReader.read(contentsOf: file.path)
            let full = try drawable.solve(document)
            let metrics = try measured.solve(document)
            #expect(metrics == Self.withoutGlyphs(full), "\(file.lastPathComponent)")
            let layouts = Self.textLayouts(metrics)
            #expect(layouts.allSatisfy { $0.detail == .metrics && $0.lines.allSatisfy(\.runs.isEmpty) })
            #expect(Self.textLayouts(full).allSatisfy { $0.detail == .glyphs })
            texts += layouts.count
        }
        #expect(texts > 100)
    }

    /// A session edit (`setText`) keeps the engine's detail.
    @Test func anEditedSessionStaysWithoutGlyphs() throws {
        let spec = """
            device: iPhone 15
            views:
              title:
                kind: label
                text: Short
                lines: 0
                constraints: [leading == superview.leading + 16, trailing == superview.trailing - 16, top == superview.top + 40]
            """
        let document = try SpecReader.read(text: spec, file: "title.yaml")
        let text = try TextEngine.bundled()
        let session = try LayoutSession(
            document: document, engine: LayoutEngine(textEngine: text, textDetail: .metrics))
        let layout = try session.setText(
            "A much longer title that wraps onto a second line on a phone screen", ofView: "title")
        let edited = try #require(layout.view(named: "title")?.textLayout)
        #expect(edited.detail == .metrics && edited.lines.count == 2 && edited.lines.allSatisfy(\.runs.isEmpty))
    }

    @Test func theRendererRefusesTextWithoutGlyphs() throws {
        let document = try SpecReader.read(
            text: """
                device: iPhone 15
                views:
                  hello:
                    kind: label
                    text: Hello, Trellis
                    constraints: [leading == superview.leading + 20, top == superview.top + 20]
                """, file: "hello.yaml")
        let layout = try LayoutEngine(textEngine: try TextEngine.bundled(), textDetail: .metrics).solve(document)
        #expect(throws: RenderError.textWithoutGlyphs("Hello, Trellis")) {
            try Renderer.render(layout, options: RenderOptions())
        }
        let drawable = try LayoutEngine(textEngine: try TextEngine.bundled()).solve(document)
        #expect(try !Renderer.render(drawable, options: RenderOptions()).isEmpty)
    }
}
