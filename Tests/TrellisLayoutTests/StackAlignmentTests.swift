import Testing
import TrellisText

@testable import TrellisLayout

/// Stack view alignment, margins, nesting and text, from the UISV-* constraints (reference §5.3).
struct StackAlignmentTests {
    private func row(_ alignment: StackAlignment, height: Double? = nil) throws -> SolvedLayout {
        var constraints = Doc.pinnedTopLeading
        if let height { constraints.append(Doc.c(.owner, .height, .equal, nil, nil, height)) }
        let s = Doc.stack(
            "row", alignment: alignment, constraints,
            [
                Doc.box("a", 50, 20), Doc.box("b", 50, 40), Doc.box("c", 50, 30),
            ])
        return try Doc.solve([s])
    }

    @Test func centerKeepsIntrinsicHeightsAndHugsTheTallest() throws {
        let layout = try row(.center)
        #expect(layout.frame("row").height == 40)
        #expect(layout.frame("a") == Rect(x: 0, y: 10, width: 50, height: 20))
        #expect(layout.frame("b") == Rect(x: 50, y: 0, width: 50, height: 40))
        #expect(layout.frame("c") == Rect(x: 100, y: 5, width: 50, height: 30))
        #expect(layout.codes().isEmpty)
        #expect(layout.constraints.contains { $0.identifier == "UISV-spanning-fit" && $0.priority == 51 })
        #expect(layout.constraints.filter { $0.identifier == "UISV-ambiguity-suppression" }.count == 3)
    }

    @Test func centerInATallerStack() throws {
        let layout = try row(.center, height: 100)
        #expect(layout.frame("a").minY == 40)
        #expect(layout.frame("b").minY == 30)
        #expect(layout.frame("c").minY == 35)
    }

    @Test func leadingAndTrailing() throws {
        let top = try row(.leading, height: 100)
        #expect([top.frame("a").minY, top.frame("b").minY, top.frame("c").minY] == [0, 0, 0])
        #expect([top.frame("a").height, top.frame("b").height, top.frame("c").height] == [20, 40, 30])
        let bottom = try row(.trailing, height: 100)
        #expect([bottom.frame("a").maxY, bottom.frame("b").maxY, bottom.frame("c").maxY] == [100, 100, 100])
        #expect(bottom.frame("a").height == 20)
        #expect(try row(.trailing).frame("row").height == 40)
    }

    @Test func fillStretchesEveryHeight() throws {
        let layout = try row(.fill, height: 100)
        #expect([layout.frame("a").height, layout.frame("b").height, layout.frame("c").height] == [100, 100, 100])
        #expect(try row(.fill).frame("row").height == 40)
    }

    @Test func singleViewCenteredWithoutASpanner() throws {
        let s = Doc.stack(
            "row", alignment: .center, Doc.pinnedTopLeading + [Doc.c(.owner, .height, .equal, nil, nil, 60)],
            [Doc.box("a", 50, 20)])
        let layout = try Doc.solve([s])
        #expect(layout.frame("a") == Rect(x: 0, y: 20, width: 50, height: 20))
        #expect(!layout.constraints.contains { $0.identifier == "UISV-spanning-fit" })
        #expect(layout.constraints.contains { $0.identifier == "UISV-canvas-fit" && $0.priority == 49 })
    }

    @Test func layoutMarginsRelativeArrangement() throws {
        var s = Doc.stack(
            "column", .vertical, spacing: 4, Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 200)],
            [Doc.box("a", 50, 20), Doc.box("b", 50, 30)])
        s.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 6, right: 8)
        s.stack.isLayoutMarginsRelativeArrangement = true
        let layout = try Doc.solve([s])
        #expect(layout.frame("a") == Rect(x: 12, y: 10, width: 180, height: 20))
        #expect(layout.frame("b") == Rect(x: 12, y: 34, width: 180, height: 30))
        #expect(layout.frame("column").height == 70)
    }

    @Test func stackViewMarginsDefaultToZero() {
        #expect(ViewNode(name: "s", kind: .stackView).layoutMargins == .zero)
        #expect(ViewNode(name: "v").layoutMargins == .defaultLayoutMargins)
    }

    @Test func nestedStacks() throws {
        let equal = Doc.stack("top", distribution: .fillEqually, [], [Doc.box("a", 30, 20), Doc.box("b", 40, 20)])
        let fill = Doc.stack("bottom", spacing: 4, [], [Doc.box("c", 50, 10, hugging: 251), Doc.box("d", 60, 10)])
        let outer = Doc.stack(
            "outer", .vertical, spacing: 8, Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 200)],
            [equal, fill])
        let layout = try Doc.solve([outer])
        #expect(layout.frame("a") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(layout.frame("b") == Rect(x: 100, y: 0, width: 100, height: 20))
        #expect(layout.frame("c") == Rect(x: 0, y: 28, width: 50, height: 10))
        #expect(layout.frame("d") == Rect(x: 54, y: 28, width: 146, height: 10))
        #expect(layout.frame("outer") == Rect(x: 0, y: 0, width: 200, height: 38))
        #expect(layout.codes().isEmpty)
    }

    /// Seed 000 scene 4 as a stack: two multi-line labels (preferredMaxLayoutWidth 300) in a vertical stack
    /// with 10 pt margins and spacing gives the same 33.5 / 64.5 heights and a 320 × 128 container.
    @Test func verticalStackOfMultiLineLabelsSizesLikeSeedScene4() throws {
        var s = Doc.stack(
            "bgView", .vertical, alignment: .leading, spacing: 10,
            [
                Doc.c(.owner, .left, .equal, .superview, .left), Doc.c(.owner, .top, .equal, .superview, .top, 10),
                Doc.c(.owner, .width, .equal, .superview, .width),
            ],
            [
                Doc.label("label1", Doc.text16, size: 14, lines: 0, preferredMax: 300),
                Doc.label("label2", Doc.text16, size: 18, lines: 0, preferredMax: 300),
            ])
        s.layoutMargins = EdgeInsets(all: 10)
        s.stack.isLayoutMarginsRelativeArrangement = true
        let layout = try Doc.solve([s])
        #expect(layout.frame("label1").height == 33.5)
        #expect(layout.frame("label2").height == 64.5)
        #expect(layout.frame("label2").minY == 10 + 10 + 33.5 + 10)
        #expect(layout.frame("bgView") == Rect(x: 0, y: 10, width: 320, height: 128))
        #expect(layout.codes().isEmpty)
    }

    @Test func twoMultiLineLabelsInARowShareTheWidth() throws {
        let s = Doc.stack(
            "row", spacing: 10, Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 300)],
            [
                Doc.label("l1", Doc.text16, size: 14, lines: 0), Doc.label("l2", Doc.text16, size: 14, lines: 0),
            ])
        let layout = try Doc.solve([s])
        // UISV-text-width-disambiguation: each width <= 300/2 − 10/2 = 145 @950.
        #expect(layout.frame("l1").width == 145)
        #expect(layout.frame("l2").minX == 155)
        #expect(layout.frame("l1").height > 17)
        #expect(
            layout.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }.map(\.priority) == [
                950, 950,
            ])
        #expect(layout.codes().isEmpty)
    }

    @Test func firstBaselineAlignmentLinesUpBaselines() throws {
        let s = Doc.stack(
            "row", alignment: .firstBaseline, spacing: 8, Doc.pinnedTopLeading,
            [
                Doc.label("small", "Small", size: 12), Doc.label("big", "Big", size: 30),
            ])
        let layout = try Doc.solve([s])
        let small = try #require(layout.view(named: "small")?.textLayout)
        let big = try #require(layout.view(named: "big")?.textLayout)
        let smallBaseline = layout.frame("small").minY + small.firstBaseline
        let bigBaseline = layout.frame("big").minY + big.firstBaseline
        #expect(abs(smallBaseline - bigBaseline) < 0.5)
        // The stack hugs the union of its views.
        #expect(layout.frame("row").minY == min(layout.frame("small").minY, layout.frame("big").minY))
        #expect(layout.frame("row").maxY == max(layout.frame("small").maxY, layout.frame("big").maxY))
    }
}
