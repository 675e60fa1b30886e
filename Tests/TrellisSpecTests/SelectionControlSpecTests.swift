import Testing
import TrellisLayout

@testable import TrellisSpec

/// The page control, search bar, date picker and picker view read from specs: their intrinsic sizes
/// (docs/semantics.md, "Controls and bars"), hugging, baselines, the titles they draw, and the errors their
/// keys give.
struct SelectionControlSpecTests {
    private func solve(_ views: String) throws -> SolvedLayout {
        try TableSpecTests.solve("canvas: {width: 375, height: 1200}\nviews:\n" + views, file: "selection.yaml")
    }

    /// The first line of the error the views give (the rest quotes the source), or why there is none.
    private func error(_ views: String) -> String {
        let outcome = Result { try solve(views) }
        guard case .failure(let failure) = outcome else { return "no error" }
        guard let error = failure as? SpecError else { return "other: \(failure)" }
        return String(error.description.prefix { $0 != "\n" })
    }

    /// A page control is 16 per page plus 68.5 wide and 26 tall; with no pages it has no width.
    @Test func pageControlIsAsWideAsItsPages() throws {
        let layout = try solve(
            """
              three: {kind: pageControl, constraints: [centerX == superview.centerX, top == superview.top]}
              five: {kind: pageControl, pages: 5, currentPage: 4, constraints: [leading == superview.leading, top == three.bottom]}
              none: {kind: pageControl, pages: 0, constraints: [leading == superview.leading, top == five.bottom]}
            """)
        #expect(layout.frame("three") == Rect(x: 129.5, y: 0, width: 116.5, height: 26))
        #expect(layout.frame("five") == Rect(x: 0, y: 26, width: 148.5, height: 26))
        #expect(layout.frame("none") == Rect(x: 0, y: 52, width: 0, height: 26))
        let five = try #require(layout.view(named: "five")).node
        #expect(five.control.selection.currentPage == 4)
        #expect(five.contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(five.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
    }

    /// A search bar has no intrinsic width and is 56 tall in every style, 44 more with a scope bar; its
    /// placeholder and scope titles are laid out for drawing.
    @Test func searchBarIs56TallAndTallerWithScopes() throws {
        let layout = try solve(
            """
              plain: {kind: searchBar, placeholder: Search, constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top]}
              minimal: {kind: searchBar, style: minimal, constraints: [leading == superview.leading, trailing == superview.trailing, top == plain.bottom]}
              scoped: {kind: searchBar, scopes: [All, Unread], constraints: [leading == superview.leading, trailing == superview.trailing, top == minimal.bottom]}
              loose: {kind: searchBar, constraints: [leading == superview.leading, top == scoped.bottom]}
            """)
        #expect(layout.frame("plain") == Rect(x: 0, y: 0, width: 375, height: 56))
        #expect(layout.frame("minimal") == Rect(x: 0, y: 56, width: 375, height: 56))
        #expect(layout.frame("scoped") == Rect(x: 0, y: 112, width: 375, height: 100))
        #expect(layout.frame("loose").size == Size(width: 0, height: 56))
        let plain = try #require(layout.view(named: "plain"))
        #expect(plain.intrinsicSize == Size(width: noIntrinsicMetric, height: 56))
        #expect(plain.textLayout?.text == "Search")
        let scoped = try #require(layout.view(named: "scoped"))
        #expect(scoped.segmentTitles.map { $0?.text } == ["All", "Unread"])
        #expect(scoped.node.control.selection.searchBarStyle == .default)
    }

    /// Wheels are 320 × 216 whatever the mode; inline is a 336 × 309 calendar, 44 taller with a time; a
    /// count-down timer is wheels in every style; compact is its texts plus 11 each side, 34⅓ tall.
    @Test func datePickerSizesFollowStyleAndMode() throws {
        let layout = try solve(
            """
              wheels: {kind: datePicker, style: wheels, mode: date, constraints: [leading == superview.leading, top == superview.top]}
              timer: {kind: datePicker, style: inline, mode: countDownTimer, constraints: [leading == superview.leading, top == wheels.bottom]}
              calendar: {kind: datePicker, style: inline, mode: date, constraints: [leading == superview.leading, top == timer.bottom]}
              both: {kind: datePicker, style: inline, constraints: [leading == superview.leading, top == calendar.bottom]}
              day: {kind: datePicker, mode: date, constraints: [leading == superview.leading, top == both.bottom]}
              time: {kind: datePicker, style: inline, mode: time, constraints: [leading == superview.leading, top == day.bottom]}
              stamp: {kind: datePicker, constraints: [leading == superview.leading, top == time.bottom]}
              dayText: {kind: label, text: "Sep 12, 2023", font: 17, constraints: [leading == superview.leading, bottom == superview.bottom]}
              timeText: {kind: label, text: "9:41 AM", font: 17, constraints: [trailing == superview.trailing, bottom == superview.bottom]}
            """)
        #expect(layout.frame("wheels") == Rect(x: 0, y: 0, width: 320, height: 216))
        #expect(layout.frame("timer") == Rect(x: 0, y: 216, width: 320, height: 216))
        #expect(layout.frame("calendar") == Rect(x: 0, y: 432, width: 336, height: 309))
        #expect(layout.frame("both") == Rect(x: 0, y: 741, width: 336, height: 353))
        let dayText = layout.frame("dayText").width, timeText = layout.frame("timeText").width
        let compact = 103.0 / 3
        #expect(try #require(layout.view(named: "day")).intrinsicSize == Size(width: dayText + 22, height: compact))
        #expect(try #require(layout.view(named: "time")).intrinsicSize == Size(width: timeText + 22, height: compact))
        let stamp = try #require(layout.view(named: "stamp"))
        #expect(stamp.intrinsicSize == Size(width: dayText + timeText + 50, height: compact))
        #expect(stamp.segmentTitles.map { $0?.text } == ["Sep 12, 2023", "9:41 AM"])
        #expect(try #require(layout.view(named: "calendar")).segmentTitles.isEmpty)
    }

    /// A compact date picker's first baseline is its text's, centred in its height: a label aligned to it
    /// sits level with the picker's text.
    @Test func compactDatePickerHasItsTextsBaseline() throws {
        let layout = try solve(
            """
              row:
                kind: stackView
                alignment: firstBaseline
                spacing: 8
                constraints: [leading == superview.leading, top == superview.top]
                subviews:
                  title: {kind: label, text: Starts}
                  starts: {kind: datePicker, mode: date}
            """)
        let starts = layout.frame("starts"), title = layout.frame("title")
        #expect(starts.minY == 0)
        #expect(starts.height == 34.5)
        // 17-point texts centred in 34⅓: the label's top is where the picker's text's top is.
        #expect(abs(title.midY - (starts.minY + 103.0 / 6)) < 0.5)
    }

    /// A picker view is 320 × 216; each component's first row is laid out for drawing.
    @Test func pickerViewIsWheelsSized() throws {
        let layout = try solve(
            """
              picker: {kind: pickerView, components: [[Small, Medium], [Red, Blue]], constraints: [leading == superview.leading, top == superview.top]}
              count: {kind: pickerView, components: 3, constraints: [leading == superview.leading, top == picker.bottom]}
              stretched: {kind: pickerView, constraints: [leading == superview.leading, trailing == superview.trailing, top == count.bottom]}
            """)
        #expect(layout.frame("picker") == Rect(x: 0, y: 0, width: 320, height: 216))
        #expect(layout.frame("stretched") == Rect(x: 0, y: 432, width: 375, height: 216))
        #expect(try #require(layout.view(named: "picker")).segmentTitles.map { $0?.text } == ["Small", "Red"])
        let count = try #require(layout.view(named: "count"))
        #expect(count.node.control.selection.components.count == 3)
        #expect(count.segmentTitles.map { $0 == nil } == [true, true, true])
    }

    @Test func badSelectionControlInputIsALocatedError() {
        #expect(
            error("  s: {kind: searchBar, style: minimul}\n")
                == "selection.yaml:3:31: error: unknown search bar style 'minimul' (did you mean 'minimal'?): expected one of default, prominent, minimal"
        )
        #expect(
            error("  s: {kind: searchBar, scopes: []}\n")
                == "selection.yaml:3:32: error: 's' has an empty scope list: give the scope bar's titles, or leave 'scopes' out for none"
        )
        #expect(
            error("  s: {kind: datePicker, style: wheel}\n")
                == "selection.yaml:3:32: error: unknown date picker style 'wheel' (did you mean 'wheels'?): expected one of compact, inline, wheels"
        )
        #expect(
            error("  s: {kind: datePicker, mode: dateAndTme}\n")
                == "selection.yaml:3:31: error: unknown date picker mode 'dateAndTme' (did you mean 'dateAndTime'?): expected one of date, time, dateAndTime, countDownTimer"
        )
        #expect(
            error("  s: {kind: pageControl, pages: -1}\n")
                == "selection.yaml:3:33: error: pages must be a whole number ≥ 0, found -1")
        #expect(
            error("  s: {kind: pageControl, pages: 3, currentPage: 3}\n")
                == "selection.yaml:3:49: error: currentPage 3 is past the last of 3 pages of 's'")
        #expect(
            error("  s: {kind: pickerView, components: []}\n")
                == "selection.yaml:3:37: error: 's' has an empty component list: a picker view needs a component")
        #expect(
            error("  s: {kind: pickerView, components: 0}\n")
                == "selection.yaml:3:37: error: components must be a whole number ≥ 1, found 0")
        #expect(
            error("  s: {kind: stepper, scopes: [A]}\n")
                == "selection.yaml:3:22: error: 'scopes' applies to searchBar views, but 's' is a stepper")
        #expect(
            error("  s: {kind: label, text: A, pages: 3}\n")
                == "selection.yaml:3:29: error: 'pages' applies to pageControl views, but 's' is a label")
        #expect(
            error("  s: {kind: pageControl, pages: 10001}\n")
                == "selection.yaml:3:33: error: pages 10001 is more than Trellis draws (at most 10000)")
        #expect(
            error("  s: {kind: pickerView, components: 101}\n")
                == "selection.yaml:3:37: error: components 101 is more than Trellis draws (at most 100)")
        #expect(
            error("  s: {kind: pageControl, page: 3}\n").contains(
                "unknown key 'page' in view 's' (did you mean 'pages'?)"))
        #expect(error("  s: {kind: searchBar, scope: [A]}\n").contains("(did you mean 'scopes'?)"))
        #expect(
            error("  s: {kind: pickerView, components: [[A], B]}\n")
                == "selection.yaml:3:43: error: a component's rows must be a list (one '- item' per line), found 'B'")
        #expect(error("  s: {kind: pagecontrol}\n").contains("did you mean 'pageControl'?"))
    }
}
