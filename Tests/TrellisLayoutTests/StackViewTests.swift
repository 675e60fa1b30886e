import Testing

@testable import TrellisLayout

/// UIStackView distributions, worked out by hand from the UISV-* constraints (reference §5.3).
struct StackViewTests {
    @Test func fillStretchesTheViewThatHugsLess() throws {
        let s = Doc.stack(
            "row", spacing: 10, Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 300)],
            [
                Doc.box("a", 100, 20, hugging: 250), Doc.box("b", 50, 30, hugging: 251),
            ])
        let layout = try Doc.solve([s])
        // b hugs harder: it keeps 50; a takes 300 − 10 − 50. Fill alignment: both as tall as the tallest (CR 750).
        #expect(layout.frame("a") == Rect(x: 0, y: 0, width: 240, height: 30))
        #expect(layout.frame("b") == Rect(x: 250, y: 0, width: 50, height: 30))
        #expect(layout.frame("row") == Rect(x: 0, y: 0, width: 300, height: 30))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func fillWithEqualHuggingStretchesTheFirstView() throws {
        let s = Doc.stack(
            "row", spacing: 10, Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 300)],
            [
                Doc.box("a", 100, 20), Doc.box("b", 50, 20),
            ])
        let layout = try Doc.solve([s])
        // Ties go by arrangement order: later views hug (and resist) 0.001 × index harder.
        #expect(layout.frame("a").width == 240)
        #expect(layout.frame("b").width == 50)
        #expect(layout.codes().isEmpty)
    }

    @Test func fillEquallySettlesAtTheLargestIntrinsicWidth() throws {
        let s = Doc.stack(
            "row", distribution: .fillEqually, spacing: 5, Doc.pinnedTopLeading,
            [
                Doc.box("a", 40, 10), Doc.box("b", 60, 10), Doc.box("c", 50, 10),
            ])
        let layout = try Doc.solve([s])
        // Equal widths; compression resistance (750) of b beats every hugging (250): 60 each.
        #expect(layout.frame("a") == Rect(x: 0, y: 0, width: 60, height: 10))
        #expect(layout.frame("b") == Rect(x: 65, y: 0, width: 60, height: 10))
        #expect(layout.frame("c") == Rect(x: 130, y: 0, width: 60, height: 10))
        #expect(layout.frame("row").width == 190)
    }

    @Test func fillProportionallyWorkedExample() throws {
        // Reference §5.3: intrinsic 100/100, spacing 10, C = 310 → m = 100/210; w0 = 147.62, w1 = 152.38.
        let s = Doc.stack(
            "row", distribution: .fillProportionally, spacing: 10,
            Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 310)],
            [Doc.box("a", 100, 10), Doc.box("b", 100, 10)])
        let fine = Canvas(width: 320, height: 568, scale: 100) // a 0.01 pt grid shows two decimals
        let layout = try Doc.solve([s], canvas: fine)
        #expect(layout.frame("a").width == 147.62)
        #expect(layout.frame("b").minX == 157.62)
        #expect(layout.frame("b").width == 152.38)
        let proportional = layout.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(proportional.map(\.priority) == [999, 998])
        #expect(proportional.first.map { abs($0.multiplier - 100.0 / 210) < 1e-12 } == true)
    }

    /// A stack's constraints' wordings are made again from the run's final state when reported
    /// (`StackWordings`): after the second pass regenerates a vertical proportional stack for its wrapped
    /// labels' heights, the reported multipliers are those heights' shares, not the single-line ones the
    /// first pass generated.
    @Test func regeneratedStackReportsItsFinalMultipliers() throws {
        let text = "A long line of words that wraps onto several lines in a narrow column"
        let s = Doc.stack(
            "column", .vertical, distribution: .fillProportionally, spacing: 10,
            Doc.pinnedTopLeading + [
                Doc.c(.owner, .width, .equal, nil, nil, 120), Doc.c(.owner, .height, .equal, nil, nil, 400),
            ],
            [Doc.label("a", text, size: 17, lines: 0), Doc.label("b", "Short", size: 17, lines: 0)])
        let layout = try Doc.solve([s])
        let heights = try ["a", "b"].map { name in
            try #require(layout.views.first { $0.node.name == name }?.intrinsicSize.height)
        }
        #expect(heights[0] > 3 * heights[1]) // "a" wrapped: the first pass measured it on one line
        let proportional = layout.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        let d = heights[0] + heights[1] + 10
        #expect(proportional.map(\.multiplier) == [heights[0] / d, heights[1] / d])
        #expect(abs(layout.frame("a").height - 400 * heights[0] / d) <= 1.0 / 2)
    }

    @Test func fillProportionallyAtNaturalSizeKeepsIntrinsicSizes() throws {
        let s = Doc.stack(
            "row", distribution: .fillProportionally, spacing: 10,
            Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 160)],
            [Doc.box("a", 50, 10), Doc.box("b", 100, 10)])
        let layout = try Doc.solve([s])
        #expect(layout.frame("a").width == 50)
        #expect(layout.frame("b") == Rect(x: 60, y: 0, width: 100, height: 10))
    }

    @Test func equalSpacingSplitsTheLeftoverIntoEqualGaps() throws {
        let s = Doc.stack(
            "row", distribution: .equalSpacing, spacing: 10,
            Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 300)],
            [Doc.box("a", 50, 10), Doc.box("b", 60, 10), Doc.box("c", 70, 10)])
        let layout = try Doc.solve([s])
        // 300 − 180 = 120 → two gaps of 60.
        #expect(layout.frame("a").minX == 0)
        #expect(layout.frame("b") == Rect(x: 110, y: 0, width: 60, height: 10))
        #expect(layout.frame("c") == Rect(x: 230, y: 0, width: 70, height: 10))
        #expect(layout.constraints.filter { $0.identifier == "UISV-distributing-edge" }.count == 4)
    }

    @Test func equalSpacingUnconstrainedHugsAtTheMinimumSpacing() throws {
        let s = Doc.stack(
            "row", distribution: .equalSpacing, spacing: 10, Doc.pinnedTopLeading,
            [Doc.box("a", 50, 10), Doc.box("b", 60, 10), Doc.box("c", 70, 10)])
        let layout = try Doc.solve([s])
        // UISV-canvas-fit (width == 0 @49) pulls the gaps down to their `>= spacing` minimum.
        #expect(layout.frame("row").width == 200)
        #expect(layout.frame("c").minX == 130)
    }

    @Test func equalCenteringSpacesCentresEqually() throws {
        let s = Doc.stack(
            "row", distribution: .equalCentering, spacing: 10,
            Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 300)],
            [Doc.box("a", 50, 10), Doc.box("b", 60, 10), Doc.box("c", 70, 10)])
        let layout = try Doc.solve([s])
        // Centres 25 and 265 → b centred at 145.
        #expect(layout.frame("b") == Rect(x: 115, y: 0, width: 60, height: 10))
        #expect(layout.frame("c").minX == 230)
        let equal = layout.constraints.filter { $0.identifier == "UISV-fill-equally" }
        #expect(equal.map(\.priority) == [149])
    }

    @Test func hiddenViewCollapsesToExactlyOneSpacing() throws {
        let s = Doc.stack(
            "row", spacing: 10, Doc.pinnedTopLeading,
            [
                Doc.box("a", 50, 20), Doc.box("b", 60, 20, hidden: true), Doc.box("c", 70, 20),
            ])
        let layout = try Doc.solve([s])
        #expect(layout.frame("c").minX == 60)
        #expect(layout.frame("row").width == 130)
        #expect(layout.frame("b").width == 0)
        let hiding = try #require(layout.constraints.first { $0.identifier == "UISV-hiding" })
        #expect(hiding.priority == 999.9990234375)
        #expect(hiding.firstView == "b")
        #expect(layout.codes().isEmpty)
    }

    @Test func hiddenViewWithARequiredWidthDoesNotDisturbTheArrangement() throws {
        let s = Doc.stack(
            "row", spacing: 10, Doc.pinnedTopLeading,
            [
                Doc.box("a", 50, 20), Doc.box("b", 60, 20, hidden: true, [Doc.c(.owner, .width, .equal, nil, nil, 60)]),
                Doc.box("c", 70, 20),
            ])
        let layout = try Doc.solve([s])
        // UISV-hiding (999.999) gives way silently; the visible views still sit one spacing apart.
        #expect(layout.frame("c").minX == 60)
        #expect(!layout.codes().contains("unsatisfiable"))
    }

    @Test func customSpacingAfterAView() throws {
        var s = Doc.stack(
            "row", spacing: 10, Doc.pinnedTopLeading,
            [
                Doc.box("a", 50, 20), Doc.box("b", 60, 20), Doc.box("c", 70, 20),
            ])
        s.stack.customSpacing = [.init(after: "a", spacing: 24)]
        let layout = try Doc.solve([s])
        #expect(layout.frame("b").minX == 74)
        #expect(layout.frame("c").minX == 144)
        let spacings = layout.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant)
        #expect(spacings == [24, 10])
    }

    @Test func emptyStackCollapses() throws {
        let s = Doc.stack("row", .horizontal, Doc.pinnedTopLeading, [])
        let layout = try Doc.solve([s])
        #expect(layout.frame("row").size == .zero)
        #expect(layout.codes().isEmpty)
    }

    @Test func conflictsNameTheStackConstraintsInApplesLog() throws {
        let s = Doc.stack(
            "row", spacing: 10, Doc.pinnedTopLeading + [Doc.c(.owner, .width, .equal, nil, nil, 100)],
            [
                Doc.box("a", 50, 20, [Doc.c(.owner, .width, .equal, nil, nil, 80, line: 9)]),
                Doc.box("b", 50, 20, [Doc.c(.owner, .width, .equal, nil, nil, 80)]),
            ])
        let layout = try Doc.solve([s])
        let conflict = try #require(layout.diagnostics.first { $0.code == "unsatisfiable" })
        #expect(conflict.details.contains { $0.contains("'UISV-") })
        #expect(conflict.details.contains { $0.contains("[stackView]") })
    }
}
