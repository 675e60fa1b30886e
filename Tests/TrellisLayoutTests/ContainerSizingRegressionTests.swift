import Testing

@testable import TrellisLayout

/// Issue 51's two reproducers: a container whose size along an axis nothing pins, sized from what it holds.
struct ContainerSizingRegressionTests {
    /// A vertical `fillProportionally` stack (spacing 12) pinned at leading, trailing and top only, 300 wide,
    /// of a label and a horizontal stack of two labels. UIKit (Interface Builder's stored frames, four apps'
    /// forms): the row 300 × 20.5 at y 32.5, the stack 53 tall. The nested stack has no intrinsic size;
    /// it takes part in the proportions with its fitting height, so nothing is squeezed.
    @Test func fillProportionallyKeepsANestedStackAtItsFittingSize() throws {
        let row = Doc.stack(
            "row", distribution: .fill, spacing: 8, [],
            [Doc.label("name", "Name", size: 17), Doc.label("value", "Ada", size: 17)])
        let form = Doc.stack(
            "form", .vertical, distribution: .fillProportionally, spacing: 12,
            [
                Doc.c(.owner, .leading, .equal, .superview, .leading, 10),
                Doc.c(.owner, .trailing, .equal, .superview, .trailing, -10),
                Doc.c(.owner, .top, .equal, .superview, .top),
            ],
            [Doc.label("title", "Details", size: 17), row])
        let layout = try Doc.solve([form])
        #expect(layout.frame("title") == Rect(x: 10, y: 0, width: 300, height: 20.5))
        #expect(layout.frame("row") == Rect(x: 10, y: 32.5, width: 300, height: 20.5))
        #expect(layout.frame("form").height == 53)
        #expect(layout.frame("name").height == 20.5)
        #expect(layout.codes().contains("negative-size") == false)
    }

    /// A nested stack along the outer axis brings its arranged views' lengths and gaps: a vertical
    /// proportional stack of a 10-tall box and a vertical stack of two 20-tall boxes 4 apart is
    /// 10 + 6 + 44 = 60 tall when nothing pins its height.
    @Test func fillProportionallyCountsANestedStackAlongItsAxis() throws {
        let inner = Doc.stack("inner", .vertical, spacing: 4, [], [Doc.box("b", 50, 20), Doc.box("c", 50, 20)])
        let outer = Doc.stack(
            "outer", .vertical, distribution: .fillProportionally, spacing: 6, Doc.pinnedTopLeading,
            [Doc.box("a", 50, 10), inner])
        let layout = try Doc.solve([outer])
        #expect(layout.frame("inner") == Rect(x: 0, y: 16, width: 50, height: 44))
        #expect(layout.frame("outer").height == 60)
        let multipliers = layout.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.multiplier)
        #expect(multipliers == [10.0 / 60, 44.0 / 60])
    }

    /// A view with no constraints whose only child is a `frame:` view with flexible width and height: the
    /// superview, which nothing sizes, never resizes, so the child keeps its frame (UIKit: a frame view keeps
    /// its frame until its superview's size changes) and the superview settles at 0 × 0, reported
    /// ambiguous — where the child was stretched from that collapse to −414 × −896 and the superview too.
    @Test func unconstrainedSuperviewOfAFlexibleFrameViewKeepsTheFrame() throws {
        var fill = Doc.view("fill")
        fill.frame = Rect(x: 0, y: 0, width: 414, height: 896)
        fill.autoresizing = [.flexibleWidth, .flexibleHeight]
        let holder = Doc.view("holder", subviews: [fill])
        let layout = try Doc.solve([holder], canvas: Canvas(width: 414, height: 896, scale: 3))
        #expect(layout.frame("fill") == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(layout.frame("holder").size == Size(width: 0, height: 0))
        #expect(layout.codes().contains("negative-size") == false)
        #expect(layout.codes("holder").contains("ambiguous"))
    }

    /// Under a superview that constraints do size, the child's frame is as written in that size (its
    /// first-solved 300 × 200) and only a change from it stretches the child: unchanged by the fix.
    @Test func constrainedSuperviewStillStretchesTheFlexibleFrameView() throws {
        var fill = Doc.view("fill")
        fill.frame = Rect(x: 0, y: 0, width: 414, height: 896)
        fill.autoresizing = [.flexibleWidth, .flexibleHeight]
        let holder = Doc.view(
            "holder",
            Doc.pinnedTopLeading + [
                Doc.c(.owner, .width, .equal, nil, nil, 300), Doc.c(.owner, .height, .equal, nil, nil, 200),
            ],
            subviews: [fill])
        let layout = try Doc.solve([holder], canvas: Canvas(width: 414, height: 896, scale: 3))
        #expect(layout.frame("fill") == Rect(x: 0, y: 0, width: 414, height: 896))
        let stretches = layout.constraints.filter { $0.origin == .autoresizing && $0.secondView == "holder" }
        #expect(stretches.count == 2)
    }
}
