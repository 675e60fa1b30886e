import Testing
import TrellisLayout

@testable import TrellisSpec

/// The control and bar kinds read from specs: their intrinsic sizes (docs/semantics.md, "Controls and
/// bars"), default hugging, and the errors their keys give.
struct ControlSpecTests {
    private func solve(_ views: String) throws -> SolvedLayout {
        try TableSpecTests.solve("canvas: {width: 375, height: 667}\nviews:\n" + views, file: "controls.yaml")
    }

    /// The error's first line (the rest quotes the source).
    private func error(_ views: String) -> String {
        do {
            _ = try solve(views)
            return "no error"
        } catch let error as SpecError {
            return String(error.description.prefix { $0 != "\n" })
        } catch {
            return "other: \(error)"
        }
    }

    @Test func fixedSizeControlsTakeUIKitsSizes() throws {
        let layout = try solve(
            """
              spinner: {kind: activityIndicator, constraints: [leading == superview.leading, top == superview.top]}
              bigSpinner: {kind: activityIndicator, style: large, constraints: [leading == spinner.trailing + 8, top == superview.top]}
              stepper: {kind: stepper, constraints: [leading == superview.leading, top == spinner.bottom + 8]}
              progress: {kind: progressView, constraints: [leading == superview.leading + 16, trailing == superview.trailing - 16, top == stepper.bottom + 8]}
            """)
        #expect(layout.frame("spinner") == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(layout.frame("bigSpinner") == Rect(x: 28, y: 0, width: 37, height: 37))
        #expect(layout.frame("stepper") == Rect(x: 0, y: 28, width: 94, height: 32))
        #expect(layout.frame("progress") == Rect(x: 16, y: 68, width: 343, height: 2))
        let hugging = try #require(layout.view(named: "stepper")).node.contentHugging
        #expect(hugging == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(try #require(layout.view(named: "progress")).node.contentHugging.vertical == 750)
    }

    /// A fill stack of a label and a stepper: the stepper hugs at 750, so the label (250) takes the slack.
    @Test func stepperHugsInAStack() throws {
        let layout = try solve(
            """
              row:
                kind: stackView
                spacing: 8
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top]
                subviews:
                  title: {kind: label, text: Guests}
                  count: {kind: stepper}
            """)
        #expect(layout.frame("count") == Rect(x: 281, y: 0, width: 94, height: 32))
        #expect(layout.frame("title").width == 273)
    }

    @Test func barsHaveAnIntrinsicHeightOnly() throws {
        let layout = try solve(
            """
              nav: {kind: navigationBar, text: Settings, constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top]}
              large: {kind: navigationBar, text: Inbox, largeTitle: true, constraints: [leading == superview.leading, trailing == superview.trailing, top == nav.bottom]}
              tools: {kind: toolbar, constraints: [leading == superview.leading, trailing == superview.trailing, bottom == tabs.top]}
              tabs: {kind: tabBar, constraints: [leading == superview.leading, trailing == superview.trailing, bottom == superview.bottom]}
            """)
        #expect(layout.frame("nav") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(layout.frame("large") == Rect(x: 0, y: 44, width: 375, height: 96))
        #expect(layout.frame("tabs") == Rect(x: 0, y: 618, width: 375, height: 49))
        #expect(layout.frame("tools") == Rect(x: 0, y: 574, width: 375, height: 44))
        #expect(layout.view(named: "nav")?.textLayout != nil)
    }

    /// Equal widths: every segment as wide as the widest title (or image) plus 20; proportional: each its own.
    @Test func segmentedControlWidthsFollowTheirTitles() throws {
        let layout = try solve(
            """
              equal: {kind: segmentedControl, segments: [Day, Week, Month], constraints: [leading == superview.leading, top == superview.top]}
              proportional: {kind: segmentedControl, segments: [Day, Week, Month], segmentWidths: proportional, constraints: [leading == superview.leading, top == equal.bottom + 8]}
              icons: {kind: segmentedControl, segments: [{image: {width: 24, height: 24}}, {image: {width: 30, height: 24}}], constraints: [leading == superview.leading, top == proportional.bottom + 8]}
              month: {kind: label, text: Month, font: 13, constraints: [leading == superview.leading, top == icons.bottom + 8]}
              day: {kind: label, text: Day, font: 13, constraints: [leading == superview.leading, top == month.bottom]}
              week: {kind: label, text: Week, font: 13, constraints: [leading == superview.leading, top == day.bottom]}
            """)
        let titles = ["day", "week", "month"].map { layout.frame($0).width }
        #expect(layout.frame("equal").size == Size(width: 3 * ((titles.max() ?? 0) + 20), height: 32))
        #expect(layout.frame("proportional").width == titles.reduce(0, +) + 60)
        #expect(layout.frame("icons").size == Size(width: 100, height: 32))
        let drawn = try #require(layout.view(named: "equal")).segmentTitles.map { $0?.size.width }
        #expect(drawn == titles)
        #expect(try #require(layout.view(named: "icons")).segmentTitles.map { $0 == nil } == [true, true])
    }

    /// An image-only button is its image (here a 24 × 24 placeholder) plus its `contentEdgeInsets`, with no
    /// system padding; image + title: the widths add, the padded title's 6 + 6 against the image's height.
    @Test func imageButtonsSizeFromTheirImage() throws {
        let layout = try solve(
            """
              close: {kind: button, image: {width: 24, height: 24}, constraints: [leading == superview.leading, top == superview.top]}
              padded: {kind: button, image: {width: 24, height: 24}, contentEdgeInsets: 10, constraints: [leading == superview.leading, top == close.bottom]}
              share: {kind: button, text: Share, image: {width: 20, height: 20}, constraints: [leading == superview.leading, top == padded.bottom]}
              tall: {kind: button, text: Share, image: {width: 20, height: 40}, constraints: [leading == superview.leading, top == share.bottom]}
              plain: {kind: button, text: Share, constraints: [leading == superview.leading, top == tall.bottom]}
            """)
        #expect(layout.frame("close") == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(layout.frame("padded") == Rect(x: 0, y: 24, width: 44, height: 44))
        let title = layout.frame("plain").size
        #expect(layout.frame("share").size == Size(width: title.width + 20, height: title.height))
        #expect(layout.frame("tall").size == Size(width: title.width + 20, height: 40))
        #expect(layout.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    @Test func visualEffectViewIsAPlainContainer() throws {
        let layout = try solve(
            """
              blur:
                kind: visualEffectView
                constraints: [leading == superview.leading, top == superview.top]
                subviews:
                  spinner: {kind: activityIndicator, constraints: [leading == superview.leading + 10, trailing == superview.trailing - 10, top == superview.top + 10, bottom == superview.bottom - 10]}
            """)
        #expect(layout.frame("blur") == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func badControlInputIsALocatedError() {
        #expect(
            error("  s: {kind: activityIndicator, style: lage}\n")
                == "controls.yaml:3:39: error: unknown activity indicator style 'lage' (did you mean 'large'?): expected one of medium, large"
        )
        #expect(
            error("  s: {kind: segmentedControl, segments: []}\n")
                == "controls.yaml:3:41: error: 's' has an empty segment list: a segmented control needs a segment")
        #expect(
            error("  s: {kind: segmentedControl}\n")
                == "controls.yaml:3:7: error: segmented control 's' needs 'segments': a list of titles or {title, image: {width, height}}"
        )
        #expect(
            error("  s: {kind: segmentedControl, segments: [A], segmentWidths: proportinal}\n")
                == "controls.yaml:3:61: error: unknown segmentWidths 'proportinal' (did you mean 'proportional'?): expected one of equal, proportional"
        )
        #expect(
            error("  s: {kind: stepper, segments: [A]}\n")
                == "controls.yaml:3:22: error: 'segments' applies to segmentedControl views, but 's' is a stepper")
        #expect(
            error("  s: {kind: segmentedControl, segments: [{image: {width: -4, height: 2}}]}\n").contains(
                "segment image width"))
        #expect(error("  s: {kind: stepr}\n").contains("did you mean 'stepper'?"))
    }
}
