import Testing
import TrellisLayout

@testable import TrellisSpec

/// Alignment rects: constraints place a view's alignment rect and its frame reaches past it by its
/// `alignmentRectInsets` (a switch's 2 pt on the right, a slider's 2 pt at the sides and 1 pt below, or
/// the spec's `alignmentRectInsets:`). The numbers are UIKit's as Interface Builder stored them
/// (docs/semantics.md, "Alignment rects").
struct AlignmentRectSpecTests {
    private func solve(_ views: String) throws -> SolvedLayout {
        try TableSpecTests.solve("canvas: {width: 375, height: 667}\nviews:\n" + views, file: "alignment.yaml")
    }

    /// The first line of the error reading `views` gives (the rest quotes the source).
    private func readingError(_ views: String) -> String? {
        let error = #expect(throws: SpecError.self) {
            try SpecReader.read(text: "canvas: {width: 375, height: 667}\nviews:\n" + views, file: "alignment.yaml")
        }
        return error.map { String($0.description.prefix { $0 != "\n" }) }
    }

    /// A switch pinned 16 pt from the trailing edge: its alignment rect (49 wide) ends there, its 51-wide
    /// frame 2 pt further; a label pinned 8 pt before it ends 8 pt before the alignment rect.
    @Test func aTrailingPinnedSwitchAndTheLabelBeforeIt() throws {
        let layout = try solve(
            """
              toggle: {kind: switch, constraints: [trailing == superview.trailing - 16, top == superview.top + 20]}
              title:
                kind: label
                text: Wi-Fi
                constraints: [leading == superview.leading + 16, trailing == toggle.leading - 8, centerY == toggle.centerY]
            """)
        let toggle = try #require(layout.view(named: "toggle"))
        #expect(toggle.frame == Rect(x: 310, y: 20, width: 51, height: 31))
        #expect(toggle.alignmentRect == Rect(x: 310, y: 20, width: 49, height: 31))
        #expect(toggle.intrinsicSize == Size(width: 49, height: 31))
        let title = try #require(layout.view(named: "title"))
        #expect(title.frame.minX == 16)
        #expect(title.frame.maxX == 302)
        // No "outside-superview": the 2 pt past the canvas are the switch's own.
        #expect(!layout.diagnostics.contains { $0.code == "outside-superview" })
    }

    /// A vertical fill stack of switches is as wide as their alignment rects: 49, not 51.
    @Test func aVerticalStackOfSwitchesIs49Wide() throws {
        let layout = try solve(
            """
              toggles:
                kind: stackView
                axis: vertical
                spacing: 8
                constraints: [leading == superview.leading + 20, top == superview.top + 40]
                subviews:
                  first: {kind: switch}
                  second: {kind: switch}
            """)
        #expect(layout.view(named: "toggles")?.frame == Rect(x: 20, y: 40, width: 49, height: 70))
        #expect(layout.view(named: "first")?.frame == Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(layout.view(named: "second")?.frame == Rect(x: 0, y: 39, width: 51, height: 31))
    }

    /// Two switches with equal trailing edges and a view pinned to the same edge line up on their
    /// alignment rects; an Xcode 26 (`glass`) switch is 63 × 28 with the same 2 pt.
    @Test func theGlassSwitchReachesTwoPointsPastToo() throws {
        let layout = try solve(
            """
              glass: {kind: switch, design: glass, constraints: [trailing == superview.trailing - 20, top == superview.top + 10]}
              classic: {kind: switch, constraints: [trailing == glass.trailing, top == glass.bottom + 10]}
            """)
        let glass = try #require(layout.view(named: "glass"))
        #expect(glass.frame == Rect(x: 294, y: 10, width: 63, height: 28))
        #expect(glass.intrinsicSize == Size(width: 61, height: 28))
        #expect(layout.view(named: "classic")?.frame == Rect(x: 306, y: 48, width: 51, height: 31))
    }

    /// A slider between 8-point gaps (Charts' demo screens, Xcode 6 and 9): the frame starts 2 pt before
    /// the leading constraint and ends 2 pt after the trailing one; the constraints hold a 30-point
    /// alignment rect and the frame is 31 tall, its extra point below.
    @Test func aSliderReachesPastBothSidesAndBelow() throws {
        let layout = try solve(
            """
              value: {kind: textField, text: "500", constraints: [trailing == superview.trailing - 8, width == 70, height == 30, bottom == superview.bottom - 26]}
              slider:
                kind: slider
                constraints: [leading == superview.leading + 8, trailing == value.leading - 8, centerY == value.centerY]
            """)
        let slider = try #require(layout.view(named: "slider"))
        #expect(slider.frame == Rect(x: 6, y: 611, width: 285, height: 31))
        #expect(slider.intrinsicSize.height == 30)
    }

    /// The key on a custom view: its intrinsic size is its alignment rect's (UIKit's
    /// `intrinsicContentSize`), the frame reaches past by the insets; negative insets draw it inside.
    @Test func theKeyOnCustomViews() throws {
        let layout = try solve(
            """
              badge:
                intrinsicSize: {width: 40, height: 40}
                alignmentRectInsets: {top: 4, left: 4, bottom: 6, right: 4}
                constraints: [leading == superview.leading + 16, top == superview.top + 16]
              shadowless:
                alignmentRectInsets: {left: -10, right: -10}
                constraints: [leading == badge.trailing + 8, top == badge.top, width == 60, height == 20]
              even: {alignmentRectInsets: 2, constraints: [leading == superview.leading, top == superview.top + 100, width == 10, height == 10]}
            """)
        #expect(layout.view(named: "badge")?.frame == Rect(x: 12, y: 12, width: 48, height: 50))
        #expect(layout.view(named: "shadowless")?.frame == Rect(x: 74, y: 16, width: 40, height: 20))
        #expect(layout.view(named: "even")?.frame == Rect(x: -2, y: 98, width: 14, height: 14))
    }

    /// Baselines are the alignment rect's: a label whose frame reaches 10 pt above its alignment rect,
    /// aligned on its first baseline with a plain label, keeps its text where UIKit draws it (centred in
    /// the frame, 5 pt lower than in the alignment rect).
    @Test func baselinesOfALabelWithInsets() throws {
        let layout = try solve(
            """
              plain: {kind: label, text: Name, constraints: [leading == superview.leading + 16, top == superview.top + 100]}
              padded:
                kind: label
                text: Ada
                alignmentRectInsets: {top: 10}
                constraints: [leading == plain.trailing + 8, firstBaseline == plain.firstBaseline]
            """)
        let plain = try #require(layout.view(named: "plain")).frame
        let padded = try #require(layout.view(named: "padded")).frame
        #expect(padded.height == plain.height + 10)
        #expect(padded.minY == plain.minY - 5)
    }

    /// A switch placed by its frame keeps that frame (its autoresizing constraints hold the alignment
    /// rect inside it).
    @Test func aSwitchWithAFrameKeepsIt() throws {
        let layout = try solve(
            """
              panel:
                frame: {x: 10, y: 20, width: 200, height: 100}
                subviews:
                  toggle: {kind: switch, frame: {x: 100, y: 10, width: 80, height: 80}}
            """)
        #expect(layout.view(named: "toggle")?.frame == Rect(x: 100, y: 10, width: 51, height: 31))
        #expect(layout.view(named: "toggle")?.absoluteFrame == Rect(x: 110, y: 30, width: 51, height: 31))
    }

    @Test func malformedInsetsAreLocatedErrors() {
        #expect(
            readingError("  box: {alignmentRectInsets: {top: a}}")
                == "alignment.yaml:3:36: error: alignmentRectInsets top must be a number, found 'a'")
        #expect(
            readingError("  box: {alignmentRectInsets: {up: 1}}")?
                .hasPrefix("alignment.yaml:3:31: error: unknown key 'up'") == true)
        #expect(
            readingError("  box: {alignmentRectInsets: [1, 2]}")?
                .hasPrefix("alignment.yaml:3:30: error: alignmentRectInsets must be") == true)
        #expect(
            readingError("  toggle: {kind: switch, design: liquid}")?
                .hasPrefix("alignment.yaml:3:34: error: unknown control design 'liquid'") == true)
    }
}
