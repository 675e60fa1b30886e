import Foundation
import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisRender

@Suite struct BadInputTests {
    @Test func invalidScaleIsAnError() {
        #expect(throws: RenderError.invalidScale(4)) {
            try Renderer.render(Fixtures.boxes(), options: RenderOptions(scale: 4, padding: 0))
        }
        var layout = Fixtures.boxes()
        layout.canvas.scale = 1.5
        #expect(throws: RenderError.invalidScale(1.5)) {
            try Renderer.render(layout, options: RenderOptions(padding: 0))
        }
    }

    @Test func negativePaddingIsAnError() {
        #expect(throws: RenderError.invalidPadding(-1)) {
            try Renderer.render(Fixtures.boxes(), options: RenderOptions(padding: -1))
        }
    }

    @Test(arguments: [(9000.0, 100.0, 2), (6000.0, 10.0, 3), (16_384.0, 16_000.0, 1), (1e300, 10.0, 1)])
    func canvasTooLargeIsAnError(width: Double, height: Double, scale: Int) throws {
        var layout = Fixtures.boxes()
        layout.canvas.width = width
        layout.canvas.height = height
        for format in OutputFormat.allCases {
            let error = #expect(throws: RenderError.self) {
                try Renderer.render(layout, options: RenderOptions(scale: scale, padding: 0, format: format))
            }
            guard case .canvasTooLarge = error else {
                Issue.record("expected canvasTooLarge, got \(String(describing: error))"); continue
            }
            #expect(error?.description.contains("canvas too large") == true)
        }
    }

    @Test func largestAllowedSideRenders() throws {
        var layout = Fixtures.other()
        layout.canvas.width = 16_384
        layout.canvas.height = 2
        let bytes = try Renderer.render(layout, options: RenderOptions(scale: 1, padding: 0))
        #expect(pngDimensions(bytes)?.width == 16_384)
    }

    @Test func missingImageIsAnError() {
        var layout = Fixtures.boxes()
        layout.views.append(
            Fixtures.view(
                "photo", .image, frame: Rect(x: 0, y: 0, width: 10, height: 10),
                imagePath: "/nonexistent/trellis/photo.png"))
        for style in RenderStyle.allCases {
            #expect(throws: RenderError.missingImage(path: "/nonexistent/trellis/photo.png")) {
                try Renderer.render(layout, options: RenderOptions(style: style, padding: 0))
            }
        }
    }

    @Test func corruptImageIsAnError() throws {
        let url = Fixtures.temporaryDirectoryPath("broken.png")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data("this is not a PNG".utf8).write(to: url)
        var layout = Fixtures.boxes()
        layout.views.append(
            Fixtures.view(
                "photo", .image, frame: Rect(x: 0, y: 0, width: 10, height: 10),
                imagePath: url.path))
        let error = #expect(throws: RenderError.self) {
            try Renderer.render(layout, options: RenderOptions(padding: 0))
        }
        guard case .corruptImage(let path, _) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(path == url.path)
    }

    @Test func validImageIsStretchedOverItsFrame() throws {
        let url = Fixtures.temporaryDirectoryPath("blue.png")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Fixtures.writePNG(to: url, width: 3, height: 2, color: Color(red8: 0, green8: 0, blue8: 255))
        var layout = Fixtures.other()
        layout.views.append(
            Fixtures.view(
                "photo", .image, frame: Rect(x: 60, y: 10, width: 30, height: 30),
                imagePath: url.path))
        let image = try #require(
            RasterImage(
                pngBytes: try Renderer.render(layout, options: RenderOptions(scale: 1, style: .content, padding: 0))))
        #expect(image.pixel(x: 75, y: 25) == RasterImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }
}

/// A document built in Swift bypasses the spec reader's font-size check; the renderer refuses to hand an
/// absurd size to Cairo (which leaks a scaled font on such sizes, found by the fuzzer: leak-hostile-cairo-*).
@Suite struct HostileFontSizeTests {
    @Test(arguments: [1e6, 0.01, Double.nan])
    func absurdFontSizesAreARenderError(size: Double) throws {
        var document = try SpecReader.read(
            text: """
                canvas: {width: 200, height: 60, scale: 1}
                views:
                  title: {kind: label, text: Hi, constraints: [top == superview.top, leading == superview.leading]}
                """, file: "font.yaml")
        let engine = LayoutEngine(textEngine: try TextEngine.bundled())
        #expect(throws: Never.self) { try Renderer.render(try engine.solve(document), options: RenderOptions()) }
        document.views[0].textStyle.font.size = size
        guard size.isFinite else {
            // The text engine refuses a size that is not a number before anything reaches the renderer.
            #expect(throws: (any Error).self) { try engine.solve(document) }
            return
        }
        let layout = try engine.solve(document)
        let error = #expect(throws: RenderError.self) { try Renderer.render(layout, options: RenderOptions()) }
        #expect(error?.description.contains("can't be drawn: font sizes from 0.5 to 5,000 pt can") == true)
    }
}
