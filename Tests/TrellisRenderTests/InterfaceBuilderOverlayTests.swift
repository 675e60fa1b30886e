import Testing
import TrellisLayout

@testable import TrellisRender

/// Point 3 of issue 13: the constraints overlay reads like Interface Builder's.
@Suite struct InterfaceBuilderOverlayTests {
    static func job(_ layout: SolvedLayout, _ options: RenderOptions = RenderOptions()) throws -> RenderJob {
        let plan = try RenderPlan(layout: layout, options: options)
        return try RenderJob(plan: plan, context: CairoContext(surface: .image(width: 1, height: 1)))
    }

    static func constraint(
        _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, constant: Double,
        priority: Double = 1000
    ) -> SolvedConstraint {
        SolvedConstraint(
            firstView: "child", firstAttribute: attribute, relation: relation, secondView: "card",
            secondAttribute: attribute, multiplier: 1, constant: constant, priority: priority,
            origin: .spec, status: .satisfied, source: "", location: nil)
    }

    @Test func constantsAreDistancesWithTheirRelationAndPriority() throws {
        let job = try Self.job(Fixtures.boxes())
        #expect(job.constantLabel(Self.constraint(.trailing, constant: -16), showsSecond: false) == "16")
        #expect(
            job.constantLabel(Self.constraint(.bottom, .lessThanOrEqual, constant: -8), showsSecond: false) == "≤ 8")
        #expect(
            job.constantLabel(Self.constraint(.leading, .greaterThanOrEqual, constant: 12), showsSecond: false)
                == "≥ 12")
        #expect(job.constantLabel(Self.constraint(.top, constant: 16, priority: 750), showsSecond: false) == "16 @750")
        #expect(job.constantLabel(Self.constraint(.top, constant: -4, priority: 251), showsSecond: false) == "4 @251")
    }

    /// A label centred in a container: the overlay marks the centre with ticks at the items' edges, and
    /// draws nothing through the label's text.
    static let centred = """
        canvas: {width: 240, height: 120, scale: 2}
        views:
          box:
            constraints: [leading == canvas.leading + 20, top == canvas.top + 20, width == 200, height == 80]
            subviews:
              title:
                kind: label
                text: ██████
                font: 20
                constraints: [centerX == superview.centerX, centerY == superview.centerY]
        """

    @Test func centreConstraintsAreTicksNotLinesThroughText() throws {
        let layout = try PictureSupport.solve(Self.centred)
        let options = RenderOptions(scale: 2, style: .wireframe, overlays: [.constraints], padding: 0)
        let image = try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
        let blue = PictureSupport.pixel(Palette.light.constraint)
        let x = 120.0 // the shared centre
        // Ticks across the box's top and bottom edges (y = 20 and 100) on the centre line…
        #expect(image.count(in: Int(17 * 2)..<Int(23 * 2), Int((x - 1) * 2)..<Int((x + 1) * 2)) { $0 == blue } > 0)
        #expect(image.count(in: Int(97 * 2)..<Int(103 * 2), Int((x - 1) * 2)..<Int((x + 1) * 2)) { $0 == blue } > 0)
        // …and no constraint ink on the centre line between the box's edge and the label's (y 26 … label top − 3).
        let title = try #require(layout.view(named: "title")).absoluteFrame
        #expect(
            image.count(in: Int(26 * 2)..<Int((title.minY - 3) * 2), Int((x - 1) * 2)..<Int((x + 1) * 2)) { $0 == blue }
                == 0)
    }

    /// Six constraints between a small bubble and its label: one chip for the pair may move beside its
    /// spot; the others keep their spot or go to the list under the canvas. No chip covers text.
    static let crowded = """
        canvas: {width: 160, height: 70, scale: 2}
        views:
          bubble:
            background: systemBlue
            constraints: [leading == canvas.leading + 8, top == canvas.top + 8, trailing == canvas.trailing - 8, bottom == canvas.bottom - 8]
            subviews:
              text:
                kind: label
                text: Hello there
                textColor: white
                constraints:
                  - leading == superview.leading + 6
                  - trailing <= superview.trailing - 6
                  - top == superview.top + 4
                  - bottom == superview.bottom - 4
                  - width >= 40
                  - height >= 20 @750
        """

    @Test func crowdedChipsAreThinnedIntoAListAndNeverCoverText() throws {
        let layout = try PictureSupport.solve(Self.crowded)
        let options = RenderOptions(scale: 2, style: .boxes, overlays: [.constraints], padding: 8)
        let plain = try Renderer.plan(layout, options: RenderOptions(scale: 2, style: .boxes, padding: 8))
        let (bytes, labels, plan) = try Renderer.renderWithLabels(layout, options: options)
        let chips = labels.filter { $0.kind == .chip }
        let footer = try #require(plan.footer)
        let listed = footer.lines.filter { !$0.isCaption }.count - 1
        #expect(listed >= 1)
        #expect(chips.count + listed == 10) // 4 for the bubble, 6 for the label
        // The list makes the page taller than the same render without the overlay.
        #expect(plan.pageSize.height > plain.pageSize.height)
        // No chip overlaps a line of text.
        let job = try Self.job(layout, options)
        for chip in chips {
            for text in job.contentRects() {
                #expect(
                    chip.rect.intersection(text) == nil
                        || chip.rect.intersection(text)!.width * chip.rect.intersection(text)!.height < 1e-6,
                    "\(chip.text) covers text")
            }
        }
        _ = try #require(RasterImage(pngBytes: bytes))
    }

    @Test func prioritiesOverlayLabelsTheAxesThatMatter() throws {
        let layout = try PictureSupport.solve(
            """
            canvas: {width: 300, height: 120, scale: 2}
            views:
              name:
                kind: label
                text: Name
                hugging: {horizontal: 251}
                constraints: [leading == canvas.leading + 20, top == canvas.top + 20]
              field:
                constraints: [leading == name.trailing + 8, top == canvas.top + 20, width == 100, height == 30]
            """)
        let options = RenderOptions(scale: 2, style: .boxes, overlays: [.priorities], padding: 8)
        let (_, labels, _) = try Renderer.renderWithLabels(layout, options: options)
        let texts = labels.filter { $0.kind == .chip }.map(\.text).sorted()
        // The label has an intrinsic size on both axes, but only its horizontal priorities were set (251):
        // vertically it is at its intrinsic height with the defaults, nothing to say. The plain view has no
        // intrinsic size, so no chip.
        #expect(texts == ["↔ H 251 · C 750"])
        // Stretched past its intrinsic width, a label with default priorities gets a chip on that axis.
        let stretched = try PictureSupport.solve(
            """
            canvas: {width: 300, height: 80, scale: 2}
            views:
              wide:
                kind: label
                text: Name
                constraints: [leading == canvas.leading + 20, trailing == canvas.trailing - 20, top == canvas.top + 20]
            """)
        let chips = try Renderer.renderWithLabels(stretched, options: options).labels.filter { $0.kind == .chip }
        #expect(chips.map(\.text) == ["↔ H 250 · C 750"])
    }

    @Test func dimensionLinesShowOnABackgroundOfTheirOwnHue() throws {
        // A systemBlue card with a child 40 pt in from its left edge: the gap's line runs across blue.
        let blue = SystemColor.systemBlue.light
        let card = Fixtures.view("card", frame: Rect(x: 10, y: 10, width: 180, height: 100), background: blue)
        let child = Fixtures.view(
            "child", frame: Rect(x: 40, y: 20, width: 100, height: 60), in: card, background: blue)
        var layout = SolvedLayout(
            canvas: Canvas(width: 200, height: 120, scale: 2), views: [card, child],
            constraints: [], fittings: [], diagnostics: [])
        layout.constraints = [
            SolvedConstraint(
                firstView: "child", firstAttribute: .left, relation: .equal, secondView: "card", secondAttribute: .left,
                multiplier: 1, constant: 40, priority: 1000, origin: .spec, status: .satisfied, source: "",
                location: nil)
        ]
        let options = RenderOptions(scale: 2, style: .content, overlays: [.constraints], padding: 0)
        let image = try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
        // The line runs at y = 30 + 30 = 60 pt (device row 120, centred in it) from x 10 to 50; away from its chip
        // (centred at x 30), at x 14 pt: the line's row is the constraint colour, the rows beside it are the
        // light halo, not the card's blue.
        let line = Palette.light.constraint
        let x = 28
        #expect(image.pixel(x: x, y: 120) == PictureSupport.pixel(line))
        for y in [119, 121] {
            let p = try #require(image.pixel(x: x, y: y))
            #expect(p != PictureSupport.pixel(blue) && p.red > 150, "row \(y): \(p)")
        }
    }

    @Test func zeroSizeAmbiguousViewGetsTheOrangeMarker() throws {
        var layout = Fixtures.boxes()
        let lost = Fixtures.view("lost", frame: Rect(x: 100, y: 100, width: 0, height: 0))
        layout.views.append(lost)
        layout.diagnostics = [Diagnostic(severity: .warning, code: "ambiguous", message: "lost", views: ["lost"])]
        let options = RenderOptions(scale: 2, style: .wireframe, overlays: [.constraints], padding: 0)
        let image = try #require(RasterImage(pngBytes: try Renderer.render(layout, options: options)))
        let orange = PictureSupport.pixel(Palette.light.ambiguous)
        #expect(image.count(in: 190..<210, 190..<210) { $0 == orange } > 30)
        // The schematic styles mark it without the overlay too; the content style (what the app shows) doesn't.
        let without = try #require(
            RasterImage(
                pngBytes: try Renderer.render(
                    layout, options: RenderOptions(scale: 2, style: .wireframe, padding: 0))))
        #expect(without.count(in: 190..<210, 190..<210) { $0 == orange } > 30)
        let content = try #require(
            RasterImage(
                pngBytes: try Renderer.render(
                    layout, options: RenderOptions(scale: 2, style: .content, padding: 0))))
        #expect(content.count(in: 190..<210, 190..<210) { $0 == orange } == 0)
        // A well-sized ambiguous view is not marked without the overlay (its outline needs the overlay).
        layout.diagnostics = [Diagnostic(severity: .warning, code: "ambiguous", message: "plain", views: ["plain"])]
        let sized = try #require(
            RasterImage(
                pngBytes: try Renderer.render(
                    layout, options: RenderOptions(scale: 2, style: .wireframe, padding: 0))))
        #expect(sized.count(in: 0..<240, 0..<400) { $0 == orange } == 0)
    }
}
