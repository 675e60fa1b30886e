import Testing

@testable import TrellisLayout

/// Scroll views: constraints to the scroll view's edges from inside refer to its content area, whose size
/// becomes `contentSize` (reference §10, seed 004).
struct ScrollViewTests {
    private let pinnedToCanvas = [
        Doc.c(.owner, .leading, .equal, .superview, .leading), Doc.c(.owner, .trailing, .equal, .superview, .trailing),
        Doc.c(.owner, .top, .equal, .superview, .top), Doc.c(.owner, .bottom, .equal, .superview, .bottom),
    ]

    /// The canonical vertical scroller: a content column pinned to the four edges, as wide as the frame.
    private func scroller(contentWidth: Bool = true, bottomPin: Bool = true) -> ViewNode {
        var contentConstraints = [
            Doc.c(.owner, .leading, .equal, .superview, .leading),
            Doc.c(.owner, .trailing, .equal, .superview, .trailing),
            Doc.c(.owner, .top, .equal, .superview, .top), Doc.c(.owner, .bottom, .equal, .superview, .bottom),
        ]
        if contentWidth { contentConstraints.append(Doc.c(.owner, .width, .equal, .superview, .width)) }
        var bConstraints = [
            Doc.c(.owner, .top, .equal, .view("a"), .bottom, 10),
            Doc.c(.owner, .leading, .equal, .superview, .leading, 16),
        ]
        if bottomPin { bConstraints.append(Doc.c(.owner, .bottom, .equal, .superview, .bottom, -20)) }
        let content = Doc.view(
            "content", contentConstraints,
            subviews: [
                Doc.box(
                    "a", 200, 300,
                    [
                        Doc.c(.owner, .top, .equal, .superview, .top, 20),
                        Doc.c(.owner, .leading, .equal, .superview, .leading, 16),
                    ]),
                Doc.box("b", 200, 400, bConstraints),
            ])
        return Doc.view("scroll", kind: .scrollView, pinnedToCanvas, subviews: [content])
    }

    @Test func contentSizeComesFromThePinnedContentColumn() throws {
        let layout = try Doc.solve([scroller()])
        let scroll = try #require(layout.view(named: "scroll"))
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(scroll.contentSize == Size(width: 320, height: 750)) // 20 + 300 + 10 + 400 + 20
        #expect(layout.view(named: "content")?.frame == Rect(x: 0, y: 0, width: 320, height: 750))
        #expect(layout.frame("b") == Rect(x: 16, y: 330, width: 200, height: 400))
        // Content taller than the frame is what scrolling is for: no outside-superview warning.
        #expect(layout.codes().isEmpty)
        #expect(layout.view(named: "content")?.contentSize == nil)
        #expect(layout.constraints.contains { $0.origin == .scrollView && $0.firstView == "scroll.contentLayoutGuide" })
        // Edges went to the content guide, width to the frame.
        let pins = layout.constraints.filter { $0.firstView == "content" && $0.origin == .spec }
        #expect(pins.filter { $0.secondView == "scroll.contentLayoutGuide" }.count == 4)
        #expect(pins.contains { $0.firstAttribute == .width && $0.secondView == "scroll" })
    }

    @Test func ambiguousContentWidth() throws {
        let layout = try Doc.solve([scroller(contentWidth: false)])
        let d = try #require(layout.diagnostics.first { $0.code == "ambiguous-content-size" })
        #expect(d.views == ["scroll"])
        #expect(d.message.contains("width"))
        #expect(!d.message.contains("height"))
        #expect(d.details.first == "Has ambiguous scrollable content width")
    }

    @Test func ambiguousContentHeight() throws {
        let layout = try Doc.solve([scroller(bottomPin: false)])
        let d = try #require(layout.diagnostics.first { $0.code == "ambiguous-content-size" })
        #expect(d.details.first == "Has ambiguous scrollable content height")
        // Settled deterministically (the content collapses onto what its subviews require).
        #expect(layout.view(named: "scroll")?.contentSize?.width == 320)
    }

    @Test func emptyScrollViewIsNotAmbiguous() throws {
        let layout = try Doc.solve([Doc.view("scroll", kind: .scrollView, pinnedToCanvas)])
        #expect(layout.codes().isEmpty)
        #expect(layout.view(named: "scroll")?.contentSize == .zero)
    }

    @Test func aStackInsideAScrollView() throws {
        let column = Doc.stack(
            "column", .vertical, spacing: 12,
            [
                Doc.c(.owner, .leading, .equal, .superview, .leading),
                Doc.c(.owner, .trailing, .equal, .superview, .trailing),
                Doc.c(.owner, .top, .equal, .superview, .top), Doc.c(.owner, .bottom, .equal, .superview, .bottom),
                Doc.c(.owner, .width, .equal, .superview, .width),
            ], (1...6).map { Doc.box("row\($0)", 100, 120) })
        let layout = try Doc.solve([Doc.view("scroll", kind: .scrollView, pinnedToCanvas, subviews: [column])])
        #expect(layout.view(named: "scroll")?.contentSize == Size(width: 320, height: 6 * 120 + 5 * 12))
        #expect(layout.frame("row6").minY == 5 * 132)
        #expect(layout.codes().isEmpty)
    }
}
