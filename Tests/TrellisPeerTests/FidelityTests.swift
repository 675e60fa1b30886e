import Foundation
import Testing
import TrellisSpec
import TrellisText

@testable import TrellisLayout

/// Issue 16: coordinates, tie-breaks and priorities as UIKit's engine has them — each point with the
/// number UIKit gives.
private func solve(_ yaml: String) throws -> SolvedLayout {
    let engine = LayoutEngine(textEngine: try TextEngine.bundled())
    return try engine.solve(try SpecReader.read(text: yaml, file: "f.yaml"))
}

private extension SolvedLayout {
    func frame(_ name: String) -> Rect? { views.first { $0.name == name }?.frame }
    func absolute(_ name: String) -> Rect? { views.first { $0.name == name }?.absoluteFrame }
    func lineTexts(_ name: String) -> [String] {
        guard let layout = views.first(where: { $0.name == name })?.textLayout else { return [] }
        let units = Array(layout.text.utf16)
        return layout.lines.map { String(decoding: units[$0.textRange], as: UTF16.self) }
    }
}

// MARK: 1 and 5: the coordinate model and the multiplier note

@Test func multipliersApplyInTheNearestCommonAncestorsSpace() throws {
    // PureLayout's fixed-size distribution with the container at (100, 50): frames in the container are
    // UIKit's 184 / 388 / 592 / 796 wherever the container sits (canvas coordinates gave 124 / 368 / 612 / 856).
    var yaml =
        "canvas: {width: 1200, height: 1100}\nviews:\n  container:\n    frame: {x: 100, y: 50, width: 1000, height: 1000}\n    subviews:\n"
    for (name, centre) in [("a", "0.4 - 6"), ("b", "0.8 - 2"), ("c", "1.2 + 2"), ("d", "1.6 + 6")] {
        yaml +=
            "      \(name): {constraints: [width == 20, height == 20, top == superview.top, 'centerX == superview.centerX * \(centre)']}\n"
    }
    let layout = try solve(yaml)
    #expect(["a", "b", "c", "d"].map { layout.frame($0)?.minX } == [184, 388, 592, 796])
    #expect(["a", "b", "c", "d"].map { layout.absolute($0)?.minX } == [284, 488, 692, 896])
    // Point 5: each location multiplier is accepted with a note saying so; multipliers of 1 get none.
    let notes = layout.diagnostics.filter { $0.code == "location-multiplier" }
    #expect(notes.count == 4)
    #expect(notes.allSatisfy { $0.severity == .note })
    #expect(
        notes.first?.message.contains("in the coordinates of 'container', the items' nearest common ancestor") == true)
}

@Test func theContainerIsTheNearestCommonAncestor() throws {
    // Cartography's ViewHierarchySpec cases (where a constraint is installed), plus the canvas.
    let leaf = { (name: String, subviews: [ViewNode]) -> ViewNode in
        var v = ViewNode(name: name)
        v.subviews = subviews
        return v
    }
    let table = ViewTable([
        leaf("grandparent", [leaf("parentA", [leaf("childA", [])]), leaf("parentB", [leaf("childB", [])])]),
        leaf("other", []),
    ])
    let guides = GuideTable(table)
    func container(_ a: String, _ b: String) -> ConstraintContainer {
        ConstraintContainer(.view(table.index(of: a)!), .view(table.index(of: b)!), table: table, guides: guides)
    }
    func view(_ name: String) -> ConstraintContainer { .view(table.index(of: name)!) }
    #expect(container("childA", "childA") == view("childA")) // a view is its own closest ancestor
    #expect(container("parentA", "childA") == view("parentA")) // parent and child
    #expect(container("grandparent", "childA") == view("grandparent")) // grandparent and child
    #expect(container("childA", "childB") == view("grandparent")) // children of two parents
    #expect(container("childA", "parentB") == view("grandparent")) // asymmetric
    #expect(container("parentA", "parentB") == view("grandparent")) // siblings
    #expect(container("childA", "other") == .canvas) // only the canvas in common
    #expect(ConstraintContainer(.view(table.index(of: "childA")!), .canvas, table: table, guides: guides) == .canvas)
}

@Test func crossHierarchyMultiplierUsesTheSharedAncestor() throws {
    // inner sits in box at (30, 40); box in host at (100, 50). `inner.left == other.left * 0.5`: both sides
    // in host's space (the nearest common ancestor): other.left = 200 there, so inner.left = 100 in host,
    // i.e. 70 in box and 200 on the canvas.
    let layout = try solve(
        """
        canvas: {width: 600, height: 400}
        views:
          host:
            frame: {x: 100, y: 50, width: 400, height: 300}
            subviews:
              box:
                constraints: [left == superview.left + 30, top == superview.top + 40, width == 200, height == 100]
                subviews:
                  inner: {constraints: [width == 10, height == 10, top == superview.top, 'left == other.left * 0.5']}
              other: {constraints: [left == superview.left + 200, top == superview.top, width == 10, height == 10]}
        """)
    #expect(layout.frame("inner")?.minX == 70)
    #expect(layout.absolute("inner")?.minX == 200)
}

// MARK: 2 and 3: tie-breaks strictly below the user's tier

/// A vertical fill stack 400 tall whose views a, b, c ask for `height == 50 / 60 / 100 @250`.
private func verticalFillStack(of400 extra: String) -> String {
    var yaml =
        "canvas: {width: 400, height: 400}\nviews:\n  stack:\n    kind: stackView\n    axis: vertical\n"
        + "    constraints: [top == superview.top, leading == superview.leading, width == 100, height == 400]\n    subviews:\n"
    for (name, height) in [("a", 50), ("b", 60), ("c", 100)] {
        yaml += "      \(name): {\(extra)constraints: [\"height == \(height) @250\"]}\n"
    }
    return yaml
}

@Test func fillTieBreakOnlyDecidesGenuineTies() throws {
    // Within tier 250 UIKit minimises the summed error: 240 / 60 / 100 (error 500), not 340 / 30 / 30 (700).
    let layout = try solve(verticalFillStack(of400: "intrinsicSize: {width: 50, height: 30}, "))
    #expect(["a", "b", "c"].map { layout.frame($0)?.height } == [240, 60, 100])
    // The tie-break constraints are reported below the priority they repeat.
    let orders = layout.constraints.filter { $0.identifier == "UISV-arrangement-order" }
    #expect(orders.count == 4)
    #expect(
        orders.allSatisfy { $0.priority < 250 && $0.priority > 249.9999 || $0.priority < 750 && $0.priority > 749.9999 }
    )
    #expect(orders.first?.source == "UISV-arrangement-order: b.height <= 30 @250 (tie-break 1 below)")
}

@Test func tieBreakTiersSitBetweenTheUsersLevelAndTheNextLowerOne() {
    let below = (0..<3).map { TieBreakTier(index: $0, count: 3).priority(below: 250) }
    #expect(below[0] < below[1] && below[1] < below[2] && below[2] < 250)
    #expect(below.allSatisfy { $0 > 249.99999999999 })
    #expect(TieBreakTier.describe(below[2]) == "250 (tie-break 1 below)")
    #expect(TieBreakTier.describe(999.5) == "999.5")
}

@Test func plainArrangedViewsWithEqualPrioritiesResolveByIndex() throws {
    // No intrinsic size: the first view takes the slack, as with hugging ties ("resolved by index").
    let layout = try solve(verticalFillStack(of400: ""))
    #expect(["a", "b", "c"].map { layout.frame($0)?.height } == [240, 60, 100])
    #expect(["a", "b", "c"].map { layout.frame($0)?.minY } == [0, 240, 300])
    // The constraints as written don't decide it, so it is still reported, with how it was settled.
    let a = layout.diagnostics.first { $0.code == "ambiguous" && $0.views == ["a"] }
    #expect(
        a?.details.last
            == "'stack' resolves it by arrangement order, as UIStackView resolves ambiguity by index: later views keep to their constraints, the first takes the slack"
    )
}

// MARK: 4: @medium

@Test func mediumPriorityIs500() throws {
    let layout = try solve(
        """
        canvas: {width: 400, height: 400}
        views:
          v: {constraints: [top == superview.top, left == superview.left, height == 10, "width == 100 @medium", "width == 200 @low", "width == 300 @499"]}
        """)
    #expect(layout.frame("v")?.width == 100)
    #expect(layout.constraints.first { $0.source == "width == 100 @medium" }?.priority == 500)
}

// MARK: 6: switch

@Test func switchEnforcesItsSizeOverItsFrame() throws {
    let layout = try solve(
        """
        canvas: {width: 320, height: 200}
        views:
          toggle: {kind: switch, frame: {x: 20, y: 30, width: 100, height: 100}}
          box:
            frame: {x: 0, y: 100, width: 200, height: 50}
            subviews:
              inner: {kind: switch, frame: {x: 10, y: 5, width: 0, height: 0}, autoresizing: [flexibleWidth]}
        """)
    #expect(layout.frame("toggle") == Rect(x: 20, y: 30, width: 51, height: 31))
    #expect(layout.frame("inner") == Rect(x: 10, y: 5, width: 51, height: 31))
}

@Test func switchHugsAt750InAStack() throws {
    // UISwitch hugs at 750 (reference §2.2), so in a fill row the label takes the slack, not the switch —
    // even as the first arranged view, which would stretch first at equal hugging.
    let layout = try solve(
        """
        canvas: {width: 320, height: 100}
        views:
          row:
            kind: stackView
            constraints: [leading == superview.leading, top == superview.top, width == 300]
            subviews:
              toggle: {kind: switch}
              caption: {kind: label, text: Wi-Fi}
        """)
    // The stack arranges alignment rects: the switch's is 49 wide (its 51-point frame reaches 2 pt past
    // it, under the label's first 2 points), so the label starts at 49.
    #expect(layout.frame("toggle")?.size == Size(width: 51, height: 31))
    #expect(layout.frame("caption")?.minX == 49)
    #expect(layout.frame("caption")?.width == 251)
}

// MARK: 7: scroll view content area in the overflow warning

@Test func scrollSubviewOverflowDescribesTheContentArea() throws {
    let layout = try solve(
        """
        canvas: {width: 320, height: 480}
        views:
          scroll:
            kind: scrollView
            constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top + 20, bottom == superview.bottom]
            subviews:
              content:
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, width == superview.width, height == 900]
        """)
    let d = try #require(layout.diagnostics.first { $0.code == "outside-superview" })
    #expect(d.message == "'content' extends outside the content area of scroll view 'scroll' (bottom by 900)")
    #expect(
        d.details == [
            "frame (0, 20, 320, 900) in canvas coordinates; the content area of 'scroll' is (0, 20, 320, 0) in canvas coordinates (contentSize 320 × 0)",
            "the contentSize comes from the content's constraints to the edges of 'scroll': pin 'content' to its trailing and bottom edges (or give the content a size) so the content area includes it and it can be scrolled to",
        ])
    #expect(!d.details.contains { $0.contains("wraps") })
}

// MARK: 8: a multi-line label beside a 44 pt image in a cell

@Test func multiLineLabelBesideAnImageLeavesTheImageItsSize() throws {
    let layout = try solve(
        """
        canvas: {width: 320, height: 200}
        views:
          cell:
            constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top]
            subviews:
              icon:
                intrinsicSize: {width: 44, height: 44}
                constraints: [leading == superview.leading + 16, top == superview.top + 12, bottom <= superview.bottom - 12]
              text:
                kind: label
                lines: 0
                text: A multi-line label with automatic width beside a 44 point image in a table view cell
                constraints: [leading == icon.trailing + 12, trailing == superview.trailing - 16, top == superview.top + 12, bottom == superview.bottom - 12]
        """)
    #expect(layout.frame("icon") == Rect(x: 16, y: 12, width: 44, height: 44))
    #expect(layout.frame("text")?.minX == 72)
    #expect(layout.frame("text")?.width == 232)
    #expect(layout.lineTexts("text").count == 3)
    #expect(layout.frame("cell")?.height == 85)
    #expect(!layout.diagnostics.contains { $0.code == "ambiguous" })
}

@Test func twoMultiLineLabelsSideBySideAreStillReportedAmbiguous() throws {
    // The genuine case the provisional first-pass width must not hide: either label could take the width
    // the other gives up (UIStackView adds its text-width disambiguation for exactly this).
    let layout = try solve(
        """
        canvas: {width: 320, height: 200}
        views:
          a: {kind: label, lines: 0, text: The first multi-line label with quite a lot of text in it, constraints: [leading == superview.leading, top == superview.top]}
          b: {kind: label, lines: 0, text: The second multi-line label also with plenty of words, constraints: [leading == a.trailing + 8, trailing == superview.trailing, top == superview.top]}
        """)
    let ambiguous = layout.diagnostics.filter { $0.code == "ambiguous" }
    #expect(ambiguous.map(\.views) == [["a"], ["b"]])
    #expect(
        ambiguous.allSatisfy {
            $0.details.last
                == "its width was free in the first pass, with its text unwrapped; the width its text was then wrapped at is arbitrary"
        })
}

// MARK: 9: stack views vend their arranged views' baselines

@Test func stackViewBaselinesAreItsArrangedViews() throws {
    let layout = try solve(
        """
        canvas: {width: 320, height: 300}
        views:
          column:
            kind: stackView
            axis: vertical
            spacing: 10
            constraints: [leading == superview.leading + 100, top == superview.top + 20]
            subviews:
              title: {kind: label, text: Title, font: 24}
              body: {kind: label, text: Body text, font: 14}
          row:
            kind: stackView
            alignment: center
            constraints: [leading == superview.leading + 100, top == superview.top + 150]
            subviews:
              small: {kind: label, text: small, font: 12}
              big: {kind: label, text: Big, font: 30}
          first: {kind: label, text: First, font: 12, constraints: [leading == superview.leading, firstBaseline == column.firstBaseline]}
          last: {kind: label, text: Last, font: 12, constraints: [leading == superview.leading + 40, lastBaseline == column.lastBaseline]}
          side: {kind: label, text: Side, font: 12, constraints: [leading == superview.leading, firstBaseline == row.firstBaseline]}
        """)
    func baseline(_ name: String, last: Bool = false) throws -> Double {
        let v = try #require(layout.views.first { $0.name == name })
        let text = try #require(v.textLayout)
        let line = try #require(last ? text.lines.last : text.lines.first)
        return v.absoluteFrame.minY + (v.absoluteFrame.height - text.height) / 2 + line.baseline
    }
    // Vertical: the first arranged view's first baseline, the last one's last baseline (not the bottom edge).
    #expect(abs(try baseline("first") - baseline("title")) <= 0.25)
    #expect(abs(try baseline("last", last: true) - baseline("body", last: true)) <= 0.25)
    // Horizontal: the tallest arranged view's.
    #expect(abs(try baseline("side") - baseline("big")) <= 0.25)
    #expect(try baseline("first") < layout.absolute("column")!.maxY - 20)
}

// MARK: 10: UILabel's line-break strategy

@Test func labelsUseTheStandardLineBreakStrategyByDefault() throws {
    let spec = { (strategy: String) in
        """
        canvas: {width: 320, height: 200}
        views:
          l: {kind: label, lines: 0, text: The quick brown fox jumps over the lazy dog, \(strategy)constraints: [leading == superview.leading, top == superview.top, width == 160]}
        """
    }
    #expect(try solve(spec("")).lineTexts("l") == ["The quick brown fox ", "jumps over the ", "lazy dog"])
    #expect(
        try solve(spec("lineBreakStrategy: standard, ")).lineTexts("l") == [
            "The quick brown fox ", "jumps over the ", "lazy dog",
        ])
    #expect(
        try solve(spec("lineBreakStrategy: pushOut, ")).lineTexts("l") == [
            "The quick brown fox ", "jumps over the ", "lazy dog",
        ])
    #expect(
        try solve(spec("lineBreakStrategy: none, ")).lineTexts("l") == [
            "The quick brown fox ", "jumps over the lazy ", "dog",
        ])
    #expect(
        try solve(spec("lineBreakStrategy: hangulWordPriority, ")).lineTexts("l") == [
            "The quick brown fox ", "jumps over the lazy ", "dog",
        ])
    // A text view keeps NSParagraphStyle's default (none).
    #expect(ViewNode(name: "t", kind: .textView).textStyle.lineBreakStrategy == [])
    #expect(ViewNode(name: "l", kind: .label).textStyle.lineBreakStrategy == .standard)
}

@Test func nestedStackBaselinesFollowASecondPassRewrap() throws {
    // An outer row aligned by first baselines arranges a column whose first view is a two-pass label: the
    // row's constraints reach that label through the column's vended baseline, so they follow its re-wrap.
    let layout = try solve(
        """
        canvas: {width: 320, height: 300}
        views:
          row:
            kind: stackView
            alignment: firstBaseline
            spacing: 8
            constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top + 20]
            subviews:
              side: {kind: label, text: Side, font: 12}
              column:
                kind: stackView
                axis: vertical
                subviews:
                  title: {kind: label, lines: 0, font: 20, text: A title long enough to wrap onto several lines in the column}
                  body: {kind: label, text: Body, font: 14}
        """)
    let title = try #require(layout.views.first { $0.name == "title" })
    let titleText = try #require(title.textLayout)
    #expect(titleText.lines.count >= 2)
    let side = try #require(layout.views.first { $0.name == "side" })
    let sideText = try #require(side.textLayout)
    func firstBaseline(_ v: SolvedView, _ t: TextLayout) -> Double {
        v.absoluteFrame.minY + (v.absoluteFrame.height - t.height) / 2 + t.lines[0].baseline
    }
    #expect(abs(firstBaseline(side, sideText) - firstBaseline(title, titleText)) <= 0.25)
}

@Test func rightToLeftMultipliersApplyInTheContainersMirroredSpace() throws {
    // In a right-to-left layout directional positions are measured from the container's leading (right)
    // edge, and the multiplier applies there: the mirror image of the left-to-right frame, wherever the
    // container sits.
    for x in [0, 100] {
        for (direction, minX) in [("leftToRight", 510.0), ("rightToLeft", 470.0)] {
            let layout = try solve(
                """
                canvas: {width: 1200, height: 400, layoutDirection: \(direction)}
                views:
                  container:
                    frame: {x: \(x), y: 50, width: 1000, height: 300}
                    subviews:
                      a: {constraints: [width == 20, height == 20, top == superview.top, 'leading == superview.trailing * 0.5 + 10']}
                """)
            #expect(layout.frame("a")?.minX == minX, "\(direction), container at x = \(x)")
        }
    }
}
