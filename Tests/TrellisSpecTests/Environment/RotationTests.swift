import Testing
import TrellisLayout

@testable import TrellisSpec

/// Orientation (issue 11 point 4): landscape sizes and safe areas, and autoresizing relative to the size a
/// frame was designed in.
struct RotationTests {
    private func canvas(_ device: String, _ orientation: DeviceOrientation) throws -> Canvas {
        try #require(Device.named(device)).canvas(orientation: orientation)
    }

    @Test func landscapeSizesAndSafeAreas() throws {
        let left = try canvas("iPhone 15", .landscapeLeft), right = try canvas("iPhone 15", .landscapeRight)
        #expect(left.width == 852 && left.height == 393)
        #expect(left.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(right.safeArea == left.safeArea) // symmetric (environment-facts §3.1)
        #expect(try canvas("iPhone X", .landscapeLeft).safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(
            try canvas("iPhone 13 mini", .landscapeLeft).safeArea == EdgeInsets(top: 0, left: 50, bottom: 21, right: 50)
        )
        #expect(
            try canvas("iPhone 16 Pro", .landscapeLeft).safeArea == EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)
        )
        #expect(try canvas("iPhone 8", .landscapeLeft).safeArea == .zero) // status bar hidden
        #expect(try canvas("iPad mini", .landscapeLeft).safeArea == EdgeInsets(top: 20))
        #expect(try canvas("iPhone 8", .portraitUpsideDown).height == 667)
        #expect(
            throws: DeviceConfigurationError.unsupportedOrientation(
                device: "iPhone 15", orientation: .portraitUpsideDown)
        ) {
            try self.canvas("iPhone 15", .portraitUpsideDown)
        }
    }

    @Test func specDeviceOrientation() throws {
        let layout = try Env.solve(
            """
            device: {name: iPhone 15, orientation: landscapeRight}
            views:
              content: {constraints: [leading == safeArea.leading, trailing == safeArea.trailing, top == safeArea.top, bottom == safeArea.bottom]}
            """)
        #expect(layout.frame("content") == Rect(x: 59, y: 0, width: 734, height: 372))
        #expect(
            Env.error(
                """
                device: {name: iPhone 15, orientation: portraitUpsideDown}
                views: {}
                """
            ).contains("env.yaml:1:40: error: iPhone 15 has no portraitUpsideDown orientation"))
        #expect(
            Env.error(
                """
                canvas: {width: 320, height: 568, orientation: landscapeLeft}
                views: {}
                """
            ).contains("env.yaml:1:35: error: a plain canvas has no orientation"))
        #expect(
            Env.error(
                """
                device: {name: iPhone 15, orientation: landscape}
                views: {}
                """
            ).contains(
                "env.yaml:1:40: error: orientation 'landscape' names no side (did you mean 'landscapeLeft' or 'landscapeRight'?)"
            ))
        #expect(
            Env.error(
                """
                device: {name: iPhone 15, splitView: half}
                views: {}
                """
            ).contains("Split View panes exist on iPads only"))
    }

    static let frames = """
        canvas: {width: 320, height: 568}
        views:
          bar: {frame: {x: 20, y: 100, width: 280, height: 50}, autoresizing: "h=-&- v=---"}
          centred: {frame: {x: 20, y: 200, width: 280, height: 50}, autoresizing: "h=&-& v=---"}
          pinned: {frame: {x: 20, y: 300, width: 100, height: 50}, autoresizing: "h=&-- v=---"}
          box:
            constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top + 400, height == 100]
            subviews:
              inner: {frame: {x: 10, y: 10, width: 300, height: 20}, autoresizing: "h=-&- v=---"}
        """

    @Test func autoresizingStretchesFromTheDesignSize() throws {
        // As written: every frame kept (the box's first-solved width, 320, is the inner view's design size).
        let portrait = try Env.solve(Self.frames)
        #expect(portrait.frame("bar") == Rect(x: 20, y: 100, width: 280, height: 50))
        #expect(portrait.frame("inner") == Rect(x: 10, y: 410, width: 300, height: 20))
        // Rotated to a 568-point-wide landscape SE: flexible parts take the 248 points.
        let rotated = try Env.solve(
            Self.frames,
            in: LayoutConfiguration(
                device: Device.named("iPhone SE (1st generation)"),
                orientation: .landscapeLeft))
        #expect(rotated.canvas.width == 568)
        #expect(rotated.frame("bar") == Rect(x: 20, y: 100, width: 528, height: 50))
        #expect(rotated.frame("centred").minX == 144) // 20/(320 − 280) × (568 − 280)
        #expect(rotated.frame("pinned").minX == 268) // right margin 200 kept
        #expect(rotated.frame("inner") == Rect(x: 10, y: 410, width: 548, height: 20))
        // A canvas designSize written in the spec does the same without a configuration.
        let designed = try Env.solve(
            Self.frames.replacingOccurrences(
                of: "canvas: {width: 320, height: 568}",
                with: "canvas: {width: 568, height: 320, designSize: {width: 320, height: 568}}"))
        #expect(designed.frame("bar").width == 528)
        // And a per-view designSize.
        let perView = try Env.solve(
            Self.frames.replacingOccurrences(
                of: "autoresizing: \"h=-&- v=---\"}\n  centred",
                with: "autoresizing: \"h=-&- v=---\", designSize: {width: 300, height: 568}}\n  centred"))
        #expect(perView.frame("bar").width == 300)
    }
}
