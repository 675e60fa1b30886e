import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisRender

/// Point 4 of issue 13: `annotations:` — callouts, badges, captions, highlights.
@Suite struct AnnotationTests {
    static let figure = """
        title: Two labels
        canvas: {width: 300, height: 120, scale: 2}
        views:
          name:
            kind: label
            text: Name
            constraints: [leading == canvas.leading + 20, top == canvas.top + 40]
          value:
            kind: label
            text: A long value
            constraints: [leading == name.trailing + 8, firstBaseline == name.firstBaseline]
        annotations:
          - callout: hugs its text
            view: name
            anchor: trailing
          - badge: 1
            view: name
          - badge: 2
            view: value
          - highlight: value
          - caption: "Figure 1: two labels"
        """

    @Test func specReadsEveryKind() throws {
        let document = try SpecReader.read(text: Self.figure, file: "s.yaml")
        let kinds = document.presentation.annotations.map(\.kind)
        #expect(
            kinds == [
                .callout(text: "hugs its text", target: AnnotationTarget(view: "name", anchor: .trailing)),
                .badge(label: "1", target: AnnotationTarget(view: "name")),
                .badge(label: "2", target: AnnotationTarget(view: "value")),
                .highlight(view: "value"),
                .caption("Figure 1: two labels"),
            ])
        #expect(document.presentation.title == "Two labels")
        #expect(document.presentation.annotations[0].location?.line == 13)
    }

    @Test func badAnnotationsAreLocatedErrors() {
        func message(_ annotations: String) -> String {
            let spec =
                "canvas: {width: 10, height: 10}\nviews:\n  title: {kind: label, text: x}\nannotations:\n" + annotations
            do { _ = try SpecReader.read(text: spec, file: "s.yaml"); return "no error" } catch {
                return "\(error)".components(separatedBy: "\n")[0]
            }
        }
        #expect(
            message("  - callout: hi\n    view: titel\n")
                == "s.yaml:6:11: error: unknown view 'titel' (did you mean 'title'?)")
        #expect(message("  - highlight: nope\n") == "s.yaml:5:16: error: unknown view 'nope'")
        #expect(
            message("  - badge: 1234\n    view: title\n")
                == "s.yaml:5:12: error: a badge shows at most 3 characters (a number or a letter), found '1234'")
        #expect(message("  - callout: hi\n") == "s.yaml:5:5: error: a callout needs 'view: <name>'")
        #expect(
            message("  - callout: hi\n    caption: x\n    view: title\n")
                == "s.yaml:5:5: error: an annotation needs exactly one of callout, badge, highlight, caption (found callout and caption)"
        )
        #expect(
            message("  - callout: hi\n    view: title\n    anchor: middle\n").hasPrefix(
                "s.yaml:7:13: error: unknown anchor 'middle'"))
        #expect(message("  - caption: x\n    view: title\n") == "s.yaml:6:5: error: a caption takes no 'view'")
    }

    @Test func annotationsAreDrawn() throws {
        let layout = try PictureSupport.solve(Self.figure)
        let options = RenderOptions(scale: 2, style: .content, padding: 10)
        let (bytes, labels, plan) = try Renderer.renderWithLabels(layout, options: options)
        let image = try #require(RasterImage(pngBytes: bytes))
        let annotation = PictureSupport.pixel(Palette.light.annotation)
        // The callout: a bubble with its text, beside the anchor, with a leader to name's trailing edge.
        let callout = try #require(labels.first { $0.kind == .callout })
        #expect(callout.text == "hugs its text")
        let name = try #require(layout.view(named: "name")).absoluteFrame.offsetBy(dx: 10, dy: 10)
        #expect(!callout.rect.contains(Point(x: name.maxX, y: name.midY)))
        #expect(PictureSupport.at(image, name.maxX, name.midY, scale: 2) == annotation) // the leader's end dot
        // Badges 1 and 2, filled discs.
        let badges = labels.filter { $0.kind == .badge }
        #expect(badges.map(\.text) == ["1", "2"])
        for badge in badges {
            #expect(
                image.count(
                    in: Int(badge.rect.minY * 2)..<Int(badge.rect.maxY * 2),
                    Int(badge.rect.minX * 2)..<Int(badge.rect.maxX * 2)
                ) { $0 == annotation } > 300)
        }
        // The highlight: a 2 pt ring just outside value's frame.
        let value = try #require(layout.view(named: "value")).absoluteFrame.offsetBy(dx: 10, dy: 10)
        #expect(PictureSupport.at(image, value.midX, value.minY - 1, scale: 2) == annotation)
        // The caption sits under the canvas: the page is taller than canvas + padding.
        let footer = try #require(plan.footer)
        #expect(footer.lines.map(\.isCaption) == [true])
        #expect(plan.pageSize.height == 140 + footer.height)
        #expect(footer.top == 140)
    }
}
