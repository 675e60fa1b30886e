import Testing

@testable import TrellisLayout

/// `safeArea`: the canvas's safe-area layout guide, from the device table (reference §6.2).
struct SafeAreaTests {
    @Test func viewsPinnedToTheSafeArea() throws {
        let canvas = try #require(Device.named("iPhone 15")).canvas // 393 × 852, safe area top 59, bottom 34
        let content = Doc.view(
            "content",
            [
                Doc.c(.owner, .top, .equal, .safeArea, .top, 8), Doc.c(.owner, .bottom, .equal, .safeArea, .bottom),
                Doc.c(.owner, .leading, .equal, .safeArea, .leading),
                Doc.c(.owner, .width, .equal, .safeArea, .width, -93),
            ])
        let layout = try Doc.solve([content], canvas: canvas)
        #expect(layout.frame("content") == Rect(x: 0, y: 67, width: 300, height: 818 - 67))
        #expect(layout.constraints.first?.secondView == "safeArea")
    }

    @Test func theSafeAreaHasNoMarginsOrBaselines() throws {
        let bad = Doc.view("v", [Doc.c(.owner, .top, .equal, .safeArea, .topMargin)])
        #expect(throws: LayoutError.self) { try Doc.solve([bad]) }
        let fixed = Doc.view("v", [Doc.c(.safeArea, .height, .equal, nil, nil, 10)])
        #expect(throws: LayoutError.self) { try Doc.solve([fixed]) }
    }
}
