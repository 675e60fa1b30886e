import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisRender

/// Point 5 of issue 13: canvases fitted to their content, `--crop content`, and off-canvas views shown.
@Suite struct FittedCanvasTests {
    static func card(
        width: String, height: String, text: String = "A title long enough to wrap onto a second line here"
    ) -> String {
        """
        canvas: {width: \(width), height: \(height), scale: 2}
        views:
          card:
            background: secondarySystemBackground
            constraints:
              - leading == canvas.leading + 16
              - trailing == canvas.trailing - 16
              - top == canvas.top + 16
              - bottom == canvas.bottom - 16
            subviews:
              title:
                kind: label
                text: \(text)
                lines: 0
                constraints:
                  - leading == superview.leading + 12
                  - trailing == superview.trailing - 12
                  - top == superview.top + 12
                  - bottom == superview.bottom - 12
        """
    }

    @Test func heightFitsTheContentAtTheGivenWidth() throws {
        let layout = try PictureSupport.solve(Self.card(width: "375", height: "fit"))
        let title = try #require(layout.view(named: "title"))
        let card = try #require(layout.view(named: "card"))
        // The title wraps at 375 − 2·16 − 2·12 = 319 pt onto two 20.5 pt lines (41 pt); the card is 41 + 24 = 65
        // tall and the canvas 65 + 32 = 97.
        #expect(title.frame.width == 319)
        #expect(title.textLayout?.lines.count == 2)
        #expect(card.frame.height == title.frame.height + 24)
        #expect(layout.canvas.width == 375)
        #expect(layout.canvas.height == card.frame.height + 32)
        #expect(layout.canvas.height == 97)
        #expect(layout.diagnostics.isEmpty)
        // A narrower canvas wraps onto more lines and fits taller.
        let narrow = try PictureSupport.solve(Self.card(width: "200", height: "fit"))
        #expect(narrow.canvas.height > layout.canvas.height)
    }

    @Test func widthFitsASingleLineAsSystemLayoutSizeFittingWould() throws {
        let layout = try PictureSupport.solve(Self.card(width: "fit", height: "80", text: "Hello"))
        let title = try #require(layout.view(named: "title"))
        // Compressed width: the label at its intrinsic width, plus 2·12 and 2·16.
        #expect(title.frame.width == title.intrinsicSize.width)
        #expect(layout.canvas.width == title.intrinsicSize.width + 56)
        #expect(layout.canvas.height == 80)
    }

    @Test func specReadsFitAndRejectsOtherWords() throws {
        let document = try SpecReader.read(
            text: "canvas: {width: 375, height: fit, scale: 3}\nviews: {}\n", file: "s.yaml")
        #expect(document.canvas.fitsHeight && !document.canvas.fitsWidth)
        #expect(document.canvas.width == 375 && document.canvas.scale == 3)
        do {
            _ = try SpecReader.read(text: "canvas: {width: 300, height: fitt}\nviews: {}\n", file: "s.yaml")
            Issue.record("no error")
        } catch {
            #expect(
                "\(error)".hasPrefix(
                    "s.yaml:1:30: error: canvas height must be a number or 'fit', found 'fitt' (did you mean 'fit'?)"))
        }
    }

    @Test func fitWithNothingPinningTheFarEdgeIsAnError() throws {
        let spec = """
            canvas: {width: 300, height: fit}
            views:
              a: {constraints: [leading == canvas.leading, top == canvas.top, width == 10, height == 10]}
            """
        #expect(throws: LayoutError.self) { try PictureSupport.solve(spec) }
        do { _ = try PictureSupport.solve(spec) } catch {
            #expect("\(error)".contains("canvas height: fit, but the content gives it no height"))
        }
    }

    @Test func cropContentKeepsTheViewsUnionPlusPadding() throws {
        let layout = try PictureSupport.solve(
            """
            canvas: {width: 400, height: 300, scale: 2}
            views:
              a: {constraints: [leading == canvas.leading + 50, top == canvas.top + 40, width == 100, height == 30]}
              b: {constraints: [leading == a.trailing + 10, top == a.bottom + 10, width == 40, height == 20]}
            """)
        var options = RenderOptions(scale: 2, padding: 8)
        options.crop = .content
        let image = try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
        // Union: x 50…200, y 40…100 → 150 × 60, plus 8 on each side.
        #expect(image.width == 2 * 166 && image.height == 2 * 76)
        #expect(PictureSupport.at(image, 9, 9, scale: 2) == PictureSupport.pixel(Palette.light.depthTint(0).fill))
    }

    @Test func offCanvasViewsGrowThePageAndAreHatched() throws {
        let layout = try PictureSupport.solve(
            """
            canvas: {width: 200, height: 100, scale: 2}
            views:
              wide:
                kind: label
                text: This label is far too long for the canvas it sits on
                constraints: [leading == canvas.leading + 20, top == canvas.top + 20]
            """)
        #expect(layout.diagnostics.contains { $0.code == "outside-superview" })
        let wide = try #require(layout.view(named: "wide")).absoluteFrame
        let image = try #require(
            RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(scale: 2, padding: 0))))
        // The page runs to the label's end (rounded up to a point), not the canvas's 200.
        #expect(image.width == 2 * Int(wide.maxX.rounded(.up)))
        // Off the canvas, the label's box is hatched: ink lines over the tint, not one flat colour.
        var colours: Set<RasterImage.Pixel> = []
        for y in Int(wide.minY * 2) + 2..<Int(wide.maxY * 2) - 2 {
            for x in 2 * 205..<2 * 215 { if let p = image.pixel(x: x, y: y) { colours.insert(p) } }
        }
        #expect(colours.count > 3)
        // Inside the canvas, the same box is the plain tint.
        let tint = PictureSupport.pixel(Palette.light.depthTint(0).fill)
        #expect(PictureSupport.at(image, 21, wide.maxY - 1, scale: 2) == tint)
        // Cropped to the canvas when nothing is flagged and no frames overlay: the old picture size.
        let inside = try PictureSupport.solve(
            """
            canvas: {width: 200, height: 100, scale: 2}
            views:
              a: {constraints: [leading == canvas.leading + 20, top == canvas.top + 20, width == 50, height == 20]}
            """)
        let plain = try #require(
            RasterImage(pngBytes: try Renderer.render(inside, options: RenderOptions(scale: 2, padding: 0))))
        #expect(plain.width == 400 && plain.height == 200)
    }
}
