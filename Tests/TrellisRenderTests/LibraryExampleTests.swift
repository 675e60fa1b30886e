// The example of docs/library.md, compiled and run here. The lines between the `example` markers are the
// doc's code block, character for character (Tests/TrellisCLITests/DocExampleTests.swift checks that).

import Foundation
import Testing
// example:start
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisText

/// Reads a spec, solves it, prints each view's frame and returns the picture as PNG bytes.
func layOutAndDraw(specText: String) throws -> [UInt8] {
    let document = try SpecReader.read(text: specText, file: "card.yaml")
    let engine = LayoutEngine(textEngine: try TextEngine.bundled())
    let layout = try engine.solve(document)
    for view in layout.views {
        print(view.name, view.absoluteFrame)
    }
    for diagnostic in layout.diagnostics {
        print(diagnostic.severity, diagnostic.message)
    }
    return try Renderer.render(layout, options: RenderOptions(scale: 2, padding: 16, format: .png))
}
// example:end

@Test func libraryExampleRuns() throws {
    let spec = """
        canvas: {width: 320, height: 200}
        views:
          title:
            kind: label
            text: Hello, Trellis
            constraints: [leading == superview.leading + 16, top == superview.top + 20]
        """
    let png = try layOutAndDraw(specText: spec)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // IHDR width and height: (320 + 2 × 16) × 2 by (200 + 2 × 16) × 2 device pixels.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 704 && height == 464)
}
