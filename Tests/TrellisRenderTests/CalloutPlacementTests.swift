import Testing
import TrellisLayout

@testable import TrellisRender

/// Issue 13, callouts: a bubble goes near its target, over no text, label or other view's box where there is
/// room, with a leader line ending on its target; one with no free spot is listed under the canvas.
@Suite struct CalloutPlacementTests {
    let bounds = Rect(x: 0, y: 0, width: 300, height: 200)
    let box = Rect(x: 100, y: 80, width: 40, height: 20)

    func request(_ box: Rect, point: Point? = nil, subtree: ClosedRange<Int>? = nil) -> CalloutPlacer.Request {
        CalloutPlacer.Request(
            size: Size(width: 60, height: 20),
            target: CalloutPlacer.Target(box: box, point: point, subtree: subtree))
    }

    @Test func nearestFreeSpotIsCentredAboveTheTargetOneClearanceAway() throws {
        let placer = CalloutPlacer(bounds: bounds)
        // Closest to the box at the 8-pt clearance, centred on it (the lattice's 88 and 92 tie: scan order).
        #expect(
            placer.place([request(box)], content: [], frames: [], taken: []) == [
                Rect(x: 88, y: 52, width: 60, height: 20)
            ])
        // Text above: it goes below instead.
        let text = Rect(x: 0, y: 40, width: 300, height: 30)
        #expect(
            placer.place([request(box)], content: [text], frames: [], taken: [])
                == [Rect(x: 88, y: 108, width: 60, height: 20)])
        // A second callout about the same box takes the next free spot, not the first's.
        let both = placer.place([request(box), request(box)], content: [text], frames: [], taken: [])
        #expect(both[0] == Rect(x: 88, y: 108, width: 60, height: 20))
        let first = try #require(both[0]), second = try #require(both[1])
        #expect(!CalloutPlacer.overlaps(second.insetBy(-2), first))
    }

    @Test func otherViewsBoxesAreAvoidedWhenThereIsRoomAndCoveredWhenNot() {
        let placer = CalloutPlacer(bounds: bounds)
        // A sibling box right above the target: the callout goes below rather than over it.
        let sibling = TagPlacer.Frame(rect: Rect(x: 60, y: 20, width: 120, height: 56), subtree: 1...1)
        let target = TagPlacer.Frame(rect: box, subtree: 0...0)
        let placed = placer.place([request(box, subtree: 0...0)], content: [], frames: [sibling, target], taken: [])
        #expect(placed == [Rect(x: 88, y: 108, width: 60, height: 20)])
        // Boxes everywhere around, but no text: the nearest spot over a box is taken (tier 2).
        let everywhere = TagPlacer.Frame(rect: Rect(x: 0, y: 0, width: 90, height: 200), subtree: 1...1)
        let right = TagPlacer.Frame(rect: Rect(x: 150, y: 0, width: 150, height: 200), subtree: 2...2)
        let column = [
            TagPlacer.Frame(rect: Rect(x: 90, y: 0, width: 60, height: 72), subtree: 3...3),
            TagPlacer.Frame(rect: Rect(x: 90, y: 108, width: 60, height: 92), subtree: 4...4),
        ]
        let crowded = placer.place(
            [request(box, subtree: 0...0)], content: [], frames: [everywhere, right] + column + [target],
            taken: [])
        #expect(crowded == [Rect(x: 88, y: 52, width: 60, height: 20)])
        // Text everywhere: no spot; the callout is left out.
        #expect(placer.place([request(box)], content: [bounds], frames: [], taken: []) == [nil])
    }

    @Test func leaderEndsOnTheTargetsNearestEdgeOrItsAnchor() {
        let above = Rect(x: 88, y: 52, width: 60, height: 20)
        #expect(CalloutPlacer.leaderTarget(request(box), bubble: above) == Point(x: 118, y: 80))
        let left = Rect(x: 20, y: 120, width: 60, height: 20)
        #expect(CalloutPlacer.leaderTarget(request(box), bubble: left) == Point(x: 100, y: 100))
        let anchor = Point(x: 140, y: 90)
        #expect(
            CalloutPlacer.leaderTarget(request(Rect(origin: anchor, size: .zero), point: anchor), bubble: left)
                == anchor)
    }

    @Test func segmentCrossingIsTheInsideOnly() {
        let r = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(CalloutPlacer.segment(Point(x: 0, y: 15), Point(x: 30, y: 15), crosses: r))
        #expect(!CalloutPlacer.segment(Point(x: 0, y: 10), Point(x: 30, y: 10), crosses: r)) // along the edge
        #expect(!CalloutPlacer.segment(Point(x: 0, y: 0), Point(x: 9, y: 30), crosses: r))
        #expect(CalloutPlacer.segment(Point(x: 0, y: 0), Point(x: 30, y: 30), crosses: r))
    }

    /// A form with callouts about a field, a label's anchor and the button: each bubble avoids every text, every
    /// tag and every box but its target's ancestors, and its leader ends on its target.
    static let annotatedForm =
        TagAttributionTests.form + """

            annotations:
              - callout: "32 pt high, full width"
                view: email
              - callout: "hugs its text"
                view: passwordLabel
                anchor: trailing
              - callout: "the primary action"
                view: login
            """

    @Test(arguments: [RenderStyle.boxes, .content])
    func calloutsAvoidTextTagsAndOtherViews(style: RenderStyle) throws {
        let rendered = try TagAttributionTests.render(Self.annotatedForm, style: style)
        let callouts = rendered.labels.filter { $0.kind == .callout }
        #expect(callouts.map(\.text) == ["32 pt high, full width", "hugs its text", "the primary action"])
        let targets = [
            "32 pt high, full width": "email", "hugs its text": "passwordLabel", "the primary action": "login",
        ]
        for callout in callouts {
            let target = try #require(targets[callout.text].flatMap { rendered.frames[$0] })
            for (name, frame) in rendered.frames where name != targets[callout.text] {
                #expect(
                    !CalloutPlacer.overlaps(callout.rect, frame), "'\(callout.text)' at \(callout.rect) covers \(name)")
            }
            for other in rendered.labels where other.rect != callout.rect {
                #expect(!CalloutPlacer.overlaps(callout.rect, other.rect), "'\(callout.text)' covers '\(other.text)'")
            }
            #expect(!CalloutPlacer.overlaps(callout.rect, target.insetBy(-8)))
            // The leader ends on the target's frame (its edge, or the anchor on its trailing edge).
            let end = try #require(callout.leaderEnd)
            #expect(
                end.x >= target.minX - 1e-9 && end.x <= target.maxX + 1e-9
                    && end.y >= target.minY - 1e-9 && end.y <= target.maxY + 1e-9)
            #expect(end.x == target.minX || end.x == target.maxX || end.y == target.minY || end.y == target.maxY)
        }
        // Every callout found a spot; in boxes the one beside passwordLabel took its tag's place, so the label
        // is numbered instead.
        let listed = rendered.plan.footer?.lines.map(\.layout.text) ?? []
        #expect(
            listed
                == (style == .content
                    ? []
                    : [
                        "Views not tagged on the picture:",
                        "• 1  passwordLabel (16, 80.5) 75.5×20.5",
                    ]))
    }

    @Test func aCalloutWithNoRoomIsListedUnderTheCanvas() throws {
        let spec = """
            canvas: {width: 200, height: 60, scale: 2}
            views:
              text:
                kind: label
                lines: 0
                text: "Words words words words words words words words words words words words words words words"
                constraints: [leading == canvas.leading, trailing == canvas.trailing, top == canvas.top, bottom == canvas.bottom]
            annotations:
              - callout: "no room"
                view: text
            """
        let rendered = try TagAttributionTests.render(spec, padding: 0, style: .content)
        #expect(!rendered.labels.contains { $0.kind == .callout })
        let footer = try #require(rendered.plan.footer)
        #expect(footer.lines.map(\.layout.text) == ["Notes not placed on the picture:", "• no room"])
    }
}
