import Testing
import TrellisLayout

@testable import TrellisRender

/// Issue 13, "tags land on the next view": every name tag sits on or right next to the view it names and over
/// no other view's box; a view with no such spot gets a numbered marker and a line under the canvas.
@Suite struct TagAttributionTests {
    /// Two rows of five 57.5 × 24 boxes, 4 pt apart: no tag fits inside a box, and each row's frame is
    /// covered by its boxes.
    static let rows = """
        canvas: {width: 320, height: fit, scale: 2}
        views:
          row1:
            kind: stackView
            axis: horizontal
            spacing: 4
            distribution: fillEqually
            constraints: [leading == canvas.leading + 8, trailing == canvas.trailing - 8, top == canvas.top + 8, height == 24]
            subviews:
              a1: {background: "#FFCC00"}
              a2: {background: "#FFCC00"}
              a3: {background: "#FFCC00"}
              a4: {background: "#FFCC00"}
              a5: {background: "#FFCC00"}
          row2:
            kind: stackView
            axis: horizontal
            spacing: 4
            distribution: fillEqually
            constraints: [leading == row1.leading, trailing == row1.trailing, top == row1.bottom + 4, height == 24, bottom == canvas.bottom - 8]
            subviews:
              b1: {background: "#88CCFF"}
              b2: {background: "#88CCFF"}
              b3: {background: "#88CCFF"}
              b4: {background: "#88CCFF"}
              b5: {background: "#88CCFF"}
        """

    static let chat = """
        canvas: {width: 375, height: fit, scale: 2}
        views:
          bubble:
            background: systemBlue
            constraints: [leading == canvas.leading + 16, top == canvas.top + 16, trailing <= canvas.trailing - 60, bottom == canvas.bottom - 16]
            subviews:
              message:
                kind: label
                text: "Are we still on for lunch tomorrow?"
                textColor: "#FFFFFF"
                lines: 0
                constraints: [leading == superview.leading + 12, trailing == superview.trailing - 12, top == superview.top + 8]
              time:
                kind: label
                text: "12:04"
                font: 11
                textColor: "#FFFFFF"
                constraints: [trailing == superview.trailing - 12, top == message.bottom + 2, bottom == superview.bottom - 6]
          reply:
            background: systemGray5
            constraints: [trailing == canvas.trailing - 16, top == bubble.bottom + 4, leading >= canvas.leading + 60]
            subviews:
              answer:
                kind: label
                text: "Yes, 12:30"
                constraints: [leading == superview.leading + 12, trailing == superview.trailing - 12, top == superview.top + 8, bottom == superview.bottom - 8]
        """

    static let form = """
        canvas: {width: 320, height: fit, scale: 2}
        views:
          emailLabel: {kind: label, text: Email, constraints: [leading == canvas.leading + 16, top == canvas.top + 16]}
          email:
            kind: textField
            placeholder: you@example.com
            constraints: [leading == emailLabel.leading, trailing == canvas.trailing - 16, top == emailLabel.bottom + 4, height == 32]
          passwordLabel: {kind: label, text: Password, constraints: [leading == emailLabel.leading, top == email.bottom + 8]}
          password:
            kind: textField
            placeholder: secret
            constraints: [leading == emailLabel.leading, trailing == canvas.trailing - 16, top == passwordLabel.bottom + 4, height == 32]
          login:
            kind: button
            text: Log in
            constraints: [leading == emailLabel.leading, trailing == canvas.trailing - 16, top == password.bottom + 12, bottom == canvas.bottom - 16]
        """

    struct Rendered {
        let labels: [PlacedLabel]
        let plan: RenderPlan
        /// Page frames by view name, and each view's ancestors.
        let frames: [String: Rect]
        let ancestors: [String: Set<String>]
    }

    static func render(_ spec: String, padding: Double = 16, style: RenderStyle = .boxes) throws -> Rendered {
        let layout = try PictureSupport.solve(spec)
        let (_, labels, plan) = try Renderer.renderWithLabels(
            layout,
            options: RenderOptions(
                scale: 2, style: style,
                padding: padding))
        var frames: [String: Rect] = [:], ancestors: [String: Set<String>] = [:]
        for view in layout.views {
            frames[view.name] = view.absoluteFrame.offsetBy(dx: padding, dy: padding)
            ancestors[view.name] = view.superview.map { (ancestors[$0] ?? []).union([$0]) } ?? []
        }
        return Rendered(labels: labels, plan: plan, frames: frames, ancestors: ancestors)
    }

    static func distance(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX)), dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// How deep `a` reaches into `b` (0 when they don't overlap).
    static func depth(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(min(a.maxX, b.maxX) - max(a.minX, b.minX), min(a.maxY, b.maxY) - max(a.minY, b.minY)))
    }

    /// Every tag or marker of `rendered`: within 2 pt of its own box, more than 2 pt from every box that isn't
    /// its view's, an ancestor's or a descendant's, and at most 2 pt deep into a descendant's.
    static func expectAttributable(_ rendered: Rendered, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let markerOwners = Dictionary(
            uniqueKeysWithValues: (rendered.plan.footer?.lines ?? []).compactMap { line -> (String, String)? in
                let words = line.layout.text.split(separator: " ").map(String.init)
                guard words.count >= 3, words[0] == "•", Int(words[1]) != nil else { return nil }
                return (words[1], words[2])
            })
        for label in rendered.labels where label.kind == .tag || label.kind == .marker {
            let owner =
                label.kind == .marker ? markerOwners[label.text] ?? "?" : String(label.text.split(separator: " ")[0])
            guard let own = rendered.frames[owner] else {
                Issue.record("no view for \(label.kind) '\(label.text)'", sourceLocation: sourceLocation); continue
            }
            #expect(
                distance(label.rect, own) <= 2 + 1e-9, "\(label.text) at \(label.rect) is away from \(owner) \(own)",
                sourceLocation: sourceLocation)
            for (name, frame) in rendered.frames
            where name != owner && !(rendered.ancestors[owner] ?? []).contains(name) {
                if (rendered.ancestors[name] ?? []).contains(owner) {
                    #expect(
                        depth(label.rect, frame) <= 2 + 1e-9, "\(label.text) covers its descendant \(name)",
                        sourceLocation: sourceLocation)
                } else {
                    #expect(
                        distance(label.rect, frame) > 2 - 1e-9,
                        "\(label.text) at \(label.rect) touches \(name) \(frame)",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func denseRowsTagEachBoxBesideItselfAndNumberTheRows() throws {
        let rendered = try Self.render(Self.rows)
        Self.expectAttributable(rendered)
        let tags = rendered.labels.filter { $0.kind == .tag }
        // Every box keeps its tag: row 1's above it, row 2's below it (never in the 4-pt gap between the rows).
        #expect(
            Set(tags.map { String($0.text.split(separator: " ")[0]) })
                == ["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4", "b5"])
        let b1 = try #require(rendered.frames["b1"]), a1 = try #require(rendered.frames["a1"])
        let b1Tag = try #require(tags.first { $0.text.hasPrefix("b1 ") }).rect
        let a1Tag = try #require(tags.first { $0.text.hasPrefix("a1 ") }).rect
        #expect(b1Tag.minY == b1.maxY + 2 && b1Tag.minX == b1.minX)
        #expect(a1Tag.maxY == a1.minY - 2 && a1Tag.minX == a1.minX)
        // The rows, covered by their boxes, get numbered markers listed under the canvas.
        #expect(rendered.labels.filter { $0.kind == .marker }.map(\.text) == ["1", "2"])
        let footer = try #require(rendered.plan.footer)
        #expect(
            footer.lines.map(\.layout.text) == [
                "Views not tagged on the picture:", "• 1  row1 (8, 8) 304×24",
                "• 2  row2 (8, 36) 304×24",
            ])
        #expect(rendered.plan.pageSize.height == 68 + 32 + footer.height)
    }

    @Test func chatBubbleTagsStayWithTheirBubble() throws {
        let rendered = try Self.render(Self.chat)
        Self.expectAttributable(rendered)
        // Nothing needed a marker: both bubbles and their labels are tagged.
        #expect(rendered.labels.filter { $0.kind == .tag }.count == 5)
        #expect(rendered.plan.footer == nil)
        // The reply's tag is not in the 4-pt gap above it, where it would touch the first bubble.
        let bubble = try #require(rendered.frames["bubble"])
        let replyTag = try #require(rendered.labels.first { $0.text.hasPrefix("reply ") }).rect
        #expect(replyTag.minY >= bubble.maxY + 2)
    }

    @Test func formTagsNeverSitOnTheNextField() throws {
        let rendered = try Self.render(Self.form)
        Self.expectAttributable(rendered)
        #expect(rendered.labels.filter { $0.kind == .tag }.count == 5)
        #expect(rendered.plan.footer == nil)
    }

    @Test(arguments: [RenderStyle.boxes, .wireframe])
    func zeroPaddingStillNeverMisattributes(style: RenderStyle) throws {
        for spec in [Self.rows, Self.chat, Self.form] {
            Self.expectAttributable(try Self.render(spec, padding: 0, style: style))
        }
    }

    /// Self-sizing tag cells in a flow layout, 8 pt apart: a cell's tag never lands on the next cell; cells
    /// with no spot that reads as theirs are numbered and listed.
    @Test func collectionCellTagsStayWithTheirCell() throws {
        let spec = """
            canvas: {width: 375, height: 200, scale: 2}
            views:
              tags:
                kind: collectionView
                estimatedItemSize: automatic
                minimumInteritemSpacing: 8
                minimumLineSpacing: 8
                sectionInset: {top: 12, left: 16, bottom: 12, right: 16}
                constraints: [leading == canvas.leading, trailing == canvas.trailing, top == canvas.top + 20, height == 140]
                cells:
                  tag:
                    background: "#E8EEF9"
                    subviews:
                      title:
                        kind: label
                        font: 15
                        constraints: [leading == superview.leading + 12, trailing == superview.trailing - 12, top == superview.top + 6, bottom == superview.bottom - 6]
                items:
                  - {cell: tag, repeat: 10, data: {title: [Swift, Auto Layout, UIKit, Tables, Flow layout, Self-sizing cells, Linux, Cairo, HarfBuzz, Snapshots]}}
            """
        let layout = try PictureSupport.solve(spec)
        let options = RenderOptions(scale: 2, style: .boxes, padding: 16)
        let (_, labels, plan) = try Renderer.renderWithLabels(layout, options: options)
        let job = try RenderJob(plan: plan, context: CairoContext(surface: .image(width: 1, height: 1)))
        let cells = job.tableTagRequests().filter(\.isCell)
        #expect(cells.count == 10)
        let listed = plan.footer?.lines.map(\.layout.text) ?? []
        var tagged = 0
        for cell in cells {
            guard let tag = labels.first(where: { $0.kind == .tag && $0.text == cell.text }) else {
                // No tag: the cell is numbered, or at least listed.
                #expect(
                    listed.contains { $0.hasSuffix("  " + cell.text) || $0 == "• " + cell.text },
                    "\(cell.text) vanished")
                continue
            }
            tagged += 1
            #expect(
                Self.distance(tag.rect, cell.box) <= 2 + 1e-9, "\(cell.text) at \(tag.rect) is away from \(cell.box)")
            for other in cells where other.text != cell.text {
                #expect(
                    Self.distance(tag.rect, other.box) > 2 - 1e-9, "\(cell.text) at \(tag.rect) touches \(other.text)")
            }
        }
        #expect(tagged >= 6)
    }

    @Test func placerRejectsSpotsOverAnotherBox() {
        // Box B 4 pt under box A: without frames B's tag goes above B, over A; with them it goes below B.
        let a = Rect(x: 20, y: 40, width: 50, height: 20), b = Rect(x: 20, y: 64, width: 50, height: 20)
        let placer = TagPlacer(bounds: Rect(x: 0, y: 0, width: 300, height: 200), scale: 1)
        var request = TagPlacer.Request(box: b, size: Size(width: 60, height: 13))
        #expect(placer.place([request]) == [Rect(x: 20, y: 49, width: 60, height: 13)])
        request.subtree = 1...1
        let frames = [TagPlacer.Frame(rect: a, subtree: 0...0), TagPlacer.Frame(rect: b, subtree: 1...1)]
        #expect(placer.place([request], frames: frames) == [Rect(x: 20, y: 86, width: 60, height: 13)])
        // A parent enclosing both is no obstacle; a descendant covered more than 2 pt deep is.
        let parent = TagPlacer.Frame(rect: Rect(x: 0, y: 0, width: 300, height: 200), subtree: 0...3)
        let inner = [
            parent, TagPlacer.Frame(rect: a, subtree: 1...1), TagPlacer.Frame(rect: b, subtree: 2...3),
            TagPlacer.Frame(rect: Rect(x: 22, y: 66, width: 10, height: 10), subtree: 3...3),
        ]
        request.subtree = 2...3
        #expect(placer.place([request], frames: inner) == [Rect(x: 20, y: 86, width: 60, height: 13)])
        // Nowhere to go: a box walled in by others on every side gets nil.
        let walls = [
            Rect(x: 0, y: 0, width: 300, height: 62), Rect(x: 0, y: 86, width: 300, height: 114),
            Rect(x: 0, y: 62, width: 18, height: 24), Rect(x: 72, y: 62, width: 228, height: 24),
        ]
        let walled = walls.enumerated().map { TagPlacer.Frame(rect: $1, subtree: ($0 + 2)...($0 + 2)) }
        request.subtree = 1...1
        #expect(placer.place([request], frames: [TagPlacer.Frame(rect: b, subtree: 1...1)] + walled) == [nil])
    }

    @Test func corridorIsTheGapBetweenTwoRectangles() {
        let box = Rect(x: 10, y: 10, width: 20, height: 20)
        #expect(
            TagPlacer.corridor(between: Rect(x: 15, y: 40, width: 30, height: 5), and: box)
                == Rect(x: 15, y: 30, width: 15, height: 10))
        #expect(TagPlacer.corridor(between: Rect(x: 12, y: 12, width: 5, height: 5), and: box) == nil)
        #expect(
            TagPlacer.corridor(between: Rect(x: 40, y: 40, width: 5, height: 5), and: box)
                == Rect(x: 30, y: 30, width: 10, height: 10))
    }
}
