import Foundation
import Testing

// The iOS numbers the seed articles log, where they don't depend on glyph widths, asserted through the
// samples and the built `trellis` binary.

@Test func scene1SingleLineLabelIsSeventeenHighAtTenForty() throws {
    let label = try layoutJSON("seed000-scene1-single-line-label.yaml").view("testLabel")
    #expect(label.frame.x == 10)
    #expect(label.frame.y == 40)
    #expect(label.frame.height == 17)
    #expect(label.frame.width > 100 && label.frame.width < 320)
    #expect(label.intrinsicSize == LayoutJSON.Size(width: label.frame.width, height: 17))
}

@Test func zwLabelAddsTwentyOnBothAxes() throws {
    let plain = try layoutJSON("seed000-scene1-single-line-label.yaml").view("testLabel")
    let padded = try layoutJSON("seed000-scene1-zwlabel-intrinsic-padding.yaml").view("testLabel")
    #expect(padded.frame.height == 37)
    #expect(padded.frame.width == plain.frame.width + 20)
    #expect(padded.frame.x == 10 && padded.frame.y == 40)
}

@Test func preferredMaxLayoutWidthLabelIsNoWiderThan100() throws {
    let label = try layoutJSON("seed000-scene2-preferred-max-layout-width.yaml").view("testLabel")
    #expect(label.frame.width <= 100)
    #expect(label.frame.width > 50)
    #expect(label.frame.height > 17) // wrapped onto several lines
}

@Test func scene4LabelsAre33Point5And64Point5AndBgView320By128() throws {
    let layout = try layoutJSON("seed000-scene4-two-label-container.yaml")
    #expect(try layout.view("label1").frame.height == 33.5)
    #expect(try layout.view("label2").frame.height == 64.5)
    let bg = try layout.view("bgView")
    #expect(bg.frame == LayoutJSON.Frame(x: 0, y: 10, width: 320, height: 128))
    #expect(bg.intrinsicSize == LayoutJSON.Size(width: -1, height: -1))
    #expect(try layout.view("label2").absoluteFrame.y == 10 + 10 + 33.5 + 10)
    #expect(layout.diagnostics.filter { $0.severity != "note" }.isEmpty)
}

@Test func scene5TextViewCollapsesToHeightZeroWithItsDiagnostic() throws {
    let layout = try layoutJSON("seed000-scene5-label-and-textview.yaml")
    let textView = try layout.view("textView1")
    #expect(textView.frame.height == 0)
    #expect(textView.intrinsicSize == LayoutJSON.Size(width: -1, height: -1))
    let hint = try #require(layout.diagnostics.first { $0.code == "zero-size" && $0.views.contains("textView1") })
    #expect(hint.message.contains("sizeThatFits"))
    #expect(try layout.view("bgView").frame.height == 10 + 33.5 + 10 + 0 + 10)
}

@Test func scene5SizeThatFitsGivesTheTextViewItsHeight() throws {
    let layout = try layoutJSON("seed000-scene5-textview-size-that-fits.yaml")
    let textView = try layout.view("textView1")
    #expect(textView.frame.height > 0)
    #expect(textView.frame.width <= 300)
    #expect(try layout.view("bgView").frame.height == 10 + 33.5 + 10 + textView.frame.height + 10)
    #expect(!layout.diagnostics.contains { $0.code == "zero-size" })
}

@Test func scene3TextViewBeforeAndAfterSizing() throws {
    let before = try layoutJSON("seed000-scene3-textview-no-intrinsic-size.yaml")
    #expect(try before.view("textView").frame.height == 0)
    #expect(before.diagnostics.contains { $0.code == "zero-size" && $0.views == ["textView"] })
    let after = try layoutJSON("seed000-scene3-textview-size-that-fits.yaml").view("textView")
    #expect(after.frame.height > 0)
    #expect(after.frame.x == 10 && after.frame.y == 40)
    let sized = try layoutJSON("seed000-scene3-textview-size-to-fit.yaml").view("textView")
    #expect(sized.frame.x == 10 && sized.frame.y == 40)
    // sizeToFit: frame (10, 40, 300, 0) becomes sizeThatFits:(300, 0), as the constraint-based "after".
    #expect(sized.frame.width == 298 && sized.frame.height == 80.5)
    #expect(sized.frame.width == after.frame.width)
    #expect(sized.frame.height == after.frame.height)
}

@Test func compressedAndExpandedFittingDifferWhenTheRightEdgeIsFree() throws {
    let fittings = try #require(try layoutJSON("seed000-fitting-compressed-vs-expanded.yaml").fittings)
    #expect(fittings.count == 2)
    #expect(fittings[0].view == "card" && fittings[1].view == "card")
    #expect(fittings[0].size.width != fittings[1].size.width)
    #expect(fittings[0].size.width < fittings[1].size.width)
    #expect(fittings[0].size.height == fittings[1].size.height)
    #expect(fittings[0].horizontalPriority == 50)
}

@Test func seed003ContainerWithoutSideConstraintsIsPushedOffScreen() throws {
    let pinned = try layoutJSON("seed003-self-sizing-container.yaml")
    #expect(try pinned.view("container").frame.width == 375 - 40)
    #expect(!pinned.diagnostics.contains { $0.code == "outside-superview" })
    let free = try layoutJSON("seed003-container-without-side-constraints.yaml")
    let container = try free.view("container")
    #expect(container.frame.x < 0)
    #expect(container.frame.x + container.frame.width > 375)
    #expect(free.diagnostics.contains { $0.code == "outside-superview" && $0.views.contains("container") })
}

@Test func seed002MixedTextViewCollapsesUntilItHasAHeight() throws {
    let collapsed = try layoutJSON("seed002-mixed-textview-collapses.yaml")
    #expect(try collapsed.view("detail").frame.height == 0)
    let sized = try layoutJSON("seed002-mixed-textview-with-size.yaml")
    #expect(try sized.view("detail").frame.height == 60)
    let title = try sized.view("title")
    #expect(try sized.view("container").frame.height == 8 + title.frame.height + 8 + 60 + 8)
}

@Test func seed002LeafChainSizesTheContainer() throws {
    let layout = try layoutJSON("seed002-leaf-views-container.yaml")
    let l1 = try layout.view("label1"), l2 = try layout.view("label2")
    let container = try layout.view("container")
    #expect(container.frame.width == 91 + l1.frame.width + 91 + l2.frame.width)
    #expect(container.frame.height == 60 + l1.frame.height + 36 + l2.frame.height + 58)
}

@Test func seed002CellFittingHeightFollowsTheLabel() throws {
    let layout = try layoutJSON("seed002-cell-fitting-height.yaml")
    let fitting = try #require(layout.fittings?.first)
    let label = try layout.view("address")
    #expect(fitting.size.width == 375)
    #expect(fitting.size.height == 12 + label.frame.height + 12)
    #expect(label.frame.height > 17)
}
