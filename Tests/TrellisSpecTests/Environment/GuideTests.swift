import Testing
import TrellisLayout

@testable import TrellisSpec

/// Guides (issue 11 point 5): readableContentGuide, layout guides of one's own, the margins guide's size.
struct GuideTests {
    static let readable = """
        DEVICE
        views:
          text:
            constraints:
              - leading == canvas.readableContentGuide.leading
              - trailing == canvas.readableContentGuide.trailing
              - top == safeArea.top
              - height == 10
          panel:
            constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top + 100, height == 100]
            subviews:
              column:
                constraints:
                  - leading == superview.readableContentGuide.leading
                  - width == superview.readableContentGuide.width
                  - top == superview.readableContentGuide.top
                  - height == 10
        """

    private func solve(_ device: String, _ configuration: LayoutConfiguration? = nil) throws -> SolvedLayout {
        try Env.solve(Self.readable.replacingOccurrences(of: "DEVICE", with: "device: \(device)"), in: configuration)
    }

    @Test func readableContentGuideWidths() throws {
        // iPad mini landscape (1024 wide, margins 20): 672 wide, inset 176 — the figure useyourloaf measured.
        let landscape = try solve("{name: iPad mini, orientation: landscapeLeft}")
        #expect(landscape.frame("text") == Rect(x: 176, y: 20, width: 672, height: 10))
        // A view's own guide: margins 8 → 1008 wide margins, 672 readable, centred.
        #expect(landscape.frame("column") == Rect(x: 176, y: 108, width: 672, height: 10))
        // Compact width: the guide is the margins.
        let phone = try solve("iPhone 15")
        #expect(phone.frame("text") == Rect(x: 16, y: 59, width: 361, height: 10))
        #expect(phone.frame("column") == Rect(x: 8, y: 108, width: 377, height: 10))
        // Larger categories widen it: 672 × 19/17 = 751 at extraLarge; at AX-M (1107) the margins win.
        let xl = try solve(
            "{name: iPad mini, orientation: landscapeLeft}", LayoutConfiguration(contentSizeCategory: .extraLarge))
        #expect(xl.frame("text").width == 751)
        #expect(xl.frame("text").minX == 136.5) // 20 + (984 − 751) / 2
        let ax = try solve(
            "{name: iPad mini, orientation: landscapeLeft}",
            LayoutConfiguration(contentSizeCategory: .accessibilityMedium))
        #expect(ax.frame("text").width == 984)
        #expect(ax.frame("column").width == 1008)
        #expect(ReadableWidth.maximum(for: .extraSmall) == 553)
        #expect(ReadableWidth.maximum(for: .accessibilityMedium) == 1107)
    }

    @Test func layoutGuidesAreSpacersThatDrawNothing() throws {
        let layout = try Env.solve(
            """
            canvas: {width: 300, height: 100}
            views:
              left: {constraints: [leading == superview.leading, top == superview.top, width == 40, height == 20]}
              gap1: {kind: layoutGuide, constraints: [leading == left.trailing, top == superview.top, height == 1]}
              middle: {constraints: [leading == gap1.trailing, top == superview.top, width == 60, height == 20]}
              gap2: {kind: layoutGuide, constraints: [leading == middle.trailing, width == gap1.width, top == superview.top, height == 1]}
              right: {constraints: [leading == gap2.trailing, trailing == superview.trailing, top == superview.top, width == 40, height == 20]}
            """)
        #expect(layout.frame("gap1").width == 80) // (300 − 140) / 2
        #expect(layout.frame("middle").minX == 120)
        #expect(layout.view(named: "gap1")?.kind == .layoutGuide)
        #expect(
            Env.error(
                """
                canvas: {width: 300, height: 100}
                views:
                  g: {kind: layoutGuide, background: red}
                """
            ).contains("env.yaml:3:26: error: 'background' doesn't apply to layout guide 'g'"))
        #expect(
            Env.error(
                """
                canvas: {width: 300, height: 100}
                views:
                  g: {kind: layoutGuide}
                  a: {constraints: [leading == g.leadingMargin]}
                """
            ).contains("'g' is a layout guide; it has no leadingMargin"))
    }

    @Test func marginsGuideHasSizeAndCentres() throws {
        let layout = try Env.solve(
            """
            canvas: {width: 300, height: 200}
            views:
              box:
                layoutMargins: {top: 10, left: 20, bottom: 30, right: 40}
                constraints: [leading == superview.leading, top == superview.top, width == 300, height == 200]
                subviews:
                  half:
                    constraints:
                      - width == superview.layoutMarginsGuide.width * 0.5
                      - height == superview.layoutMarginsGuide.height
                      - centerX == superview.layoutMarginsGuide.centerX
                      - centerY == superview.layoutMarginsGuide.centerY
                  own:
                    constraints: [leading == superview.leading, top == superview.top, width == 100, height == 50]
                    subviews:
                      fill: {constraints: [width == superview.layoutMarginsGuide.width, height == superview.layoutMarginsGuide.height, leading == superview.layoutMarginsGuide.leading, top == superview.layoutMarginsGuide.top]}
            """)
        #expect(layout.frame("half") == Rect(x: 80, y: 10, width: 120, height: 160))
        #expect(layout.frame("fill") == Rect(x: 8, y: 8, width: 84, height: 34))
        #expect(
            Env.error(
                """
                canvas: {width: 300, height: 200}
                views:
                  a: {constraints: [leading == superview.layoutMarginsGuide.leadingMargin]}
                """
            ).contains("superview.layoutMarginsGuide"))
    }
}
