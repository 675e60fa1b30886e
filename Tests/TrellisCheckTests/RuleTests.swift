import Testing
import TrellisLayout

@testable import TrellisCheck

/// Each rule on a small spec that triggers it and on a near twin that doesn't (issue 54's tests).
@Suite struct RuleTests {
    /// A screen of one view, `body` indented under `views:`.
    static func screen(_ body: String, device: String = "iPhone 15") -> String {
        "device: \(device)\nviews:\n" + body
    }

    @Test func unsatisfiableNamesTheConstraintUIKitBreaksAndIsPlacedAtIt() throws {
        let spec = Self.screen(
            """
              box:
                background: blue
                constraints: [width == 100, width == 200, height == 40, leading == safeArea.leading + 16, top == safeArea.top + 20]
            """)
        let found = try CheckHarness.findings(spec, rule: "unsatisfiable")
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.location?.description == "test.yaml:5:33")
        #expect(
            found.first?.message
                == "unable to simultaneously satisfy 2 required constraints; broke 'width == 200' (in conflict with 'width == 100')"
        )
        let twin = spec.replacingOccurrences("width == 200", "width == 200 @999")
        #expect(try CheckHarness.findings(twin, rule: "unsatisfiable").isEmpty)
    }

    @Test func ambiguousPositionIsFound() throws {
        let spec = Self.screen(
            """
              title:
                kind: label
                text: Title
                font: {style: body}
                constraints: [leading == safeArea.leading + 16]
            """)
        let found = try CheckHarness.findings(spec, rule: "ambiguous")
        #expect(
            found.map(\.message) == [
                "'title' has an ambiguous layout: its vertical position (minY) is not determined by its constraints"
            ])
        #expect(found.first?.location?.description == "test.yaml:3:3")
        let twin = spec.replacingOccurrences("[leading", "[top == safeArea.top + 8, leading")
        #expect(try CheckHarness.findings(twin, rule: "ambiguous").isEmpty)
    }

    @Test func truncatedTextGivesTheSizeItNeeded() throws {
        let spec = Self.screen(
            """
              title:
                kind: label
                text: A long title that cannot fit in a hundred points
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 20, width == 100]
            """)
        let found = try CheckHarness.findings(spec, rule: "truncated-text")
        #expect(found.map(\.message) == ["'title' is truncated: its text needs 339 × 20.33 and got 100 × 20.33"])
        // Wrapping onto as many lines as it needs, the label isn't cut short.
        let twin = spec.replacingOccurrences("    constraints:", "    lines: 0\n    constraints:")
        #expect(try CheckHarness.findings(twin, rule: "truncated-text").isEmpty)
    }

    @Test func truncatedMultiLineTextNeedsItsFullHeight() throws {
        let spec = Self.screen(
            """
              title:
                kind: label
                text: A long title that cannot fit in a hundred points
                lines: 2
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 20, width == 100]
            """)
        let found = try CheckHarness.findings(spec, rule: "truncated-text")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("'title' is truncated: its text needs 100 × ") == true)
        #expect(found.first?.message.hasSuffix("and got 100 × 40.67") == true)
    }

    @Test func contentOffTheScreenIsClipped() throws {
        let spec = Self.screen(
            """
              badge:
                background: red
                constraints: [leading == safeArea.leading + 350, width == 100, height == 20, top == safeArea.top + 8]
            """)
        let found = try CheckHarness.findings(spec, rule: "clipped-content")
        #expect(found.map(\.message) == ["'badge' extends off the screen (right by 57)"])
        let twin = spec.replacingOccurrences("width == 100", "width == 20")
        #expect(try CheckHarness.findings(twin, rule: "clipped-content").isEmpty)
    }

    @Test func contentUnderTheStatusBarIsOutsideTheSafeArea() throws {
        let spec = Self.screen(
            """
              title:
                kind: label
                text: Title
                font: {style: body}
                constraints: [leading == superview.leading + 16, top == superview.top + 10]
            """)
        let found = try CheckHarness.findings(spec, rule: "clipped-content")
        #expect(found.map(\.message) == ["'title' has content outside the safe area (top by 49)"])
        let twin = spec.replacingOccurrences("top == superview.top", "top == safeArea.top")
        #expect(try CheckHarness.findings(twin, rule: "clipped-content").isEmpty)
    }

    @Test func aViewOutsideItsScrollViewsContentAreaIsClipped() throws {
        let spec = Self.screen(
            """
              scroll:
                kind: scrollView
                constraints: [leading == safeArea.leading, trailing == safeArea.trailing, top == safeArea.top, bottom == safeArea.bottom]
                subviews:
                  column:
                    background: gray
                    constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom, width == scroll.width, height == 900]
                  stray:
                    background: red
                    constraints: [trailing == column.leading, top == column.top, width == 30, height == 30]
            """)
        let found = try CheckHarness.findings(spec, rule: "clipped-content")
        #expect(found.map(\.message) == ["'stray' lies outside the content area of scroll view 'scroll' (left by 30)"])
        let twin = spec.replacingOccurrences("trailing == column.leading", "leading == column.leading")
        #expect(try CheckHarness.findings(twin, rule: "clipped-content").isEmpty)
    }

    static let overlapping = screen(
        """
          photo:
            kind: image
            image: docs/examples/card.png
            constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16, width == 120, height == 80]
          caption:
            kind: label
            text: Caption
            font: {style: body}
            constraints: [leading == photo.leading + 40, top == photo.top + 20]
        """)

    @Test func textDrawnOverAnImageOverlaps() throws {
        let found = try CheckHarness.findings(Self.overlapping, rule: "overlapping-text")
        #expect(found.count == 1)
        #expect(found.first?.views == ["caption", "photo"])
        #expect(
            found.first?.message
                == "'caption' overlaps 'photo' by 58.67 × 20.33 where 'caption' draws text over content")
        let twin = Self.overlapping.replacingOccurrences(
            "leading == photo.leading + 40", "leading == photo.trailing + 8")
        #expect(try CheckHarness.findings(twin, rule: "overlapping-text").isEmpty)
    }

    @Test func anIntentionalOverlayOptsOut() throws {
        let spec = Self.overlapping.replacingOccurrences(
            "    kind: label\n", "    kind: label\n    check: {disable: [overlapping-text]}\n")
        #expect(try CheckHarness.findings(spec, rule: "overlapping-text").isEmpty)
        let misspelt = spec.replacingOccurrences("[overlapping-text]", "[overlaping-text]")
        #expect {
            try CheckHarness.findings(misspelt, rule: "overlapping-text")
        } throws: { error in
            "\(error)"
                == "test.yaml:9:12: error: unknown rule 'overlaping-text' in 'check: disable' of 'caption' (did you mean 'overlapping-text'?); rules: "
                + CheckRules.ids.joined(separator: ", ")
        }
    }

    @Test func aCardBehindALabelIsABackdropNotAnOverlap() throws {
        let spec = Self.screen(
            """
              card:
                background: "#EEEEEE"
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16, width == 200, height == 80]
              name:
                kind: label
                text: Name
                font: {style: body}
                constraints: [leading == card.leading + 8, top == card.top + 8]
            """)
        #expect(try CheckHarness.findings(spec, rule: "overlapping-text").isEmpty)
        // The same card drawn above the label covers it.
        let covering = Self.screen(
            """
              name:
                kind: label
                text: Name
                font: {style: body}
                constraints: [leading == safeArea.leading + 24, top == safeArea.top + 24]
              card:
                background: "#EEEEEE"
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16, width == 200, height == 80]
            """)
        let found = try CheckHarness.findings(covering, rule: "overlapping-text")
        #expect(found.first?.message.hasPrefix("'card' overlaps 'name' by ") == true)
        #expect(found.first?.message.hasSuffix("where 'name' draws text") == true)
    }

    /// A button 30 points high: under the tap target; systemBlue on white: under 4.5:1.
    static let shortButton = screen(
        """
          follow:
            kind: button
            text: Follow
            font: {style: body}
            constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16, width == 100, height == 30]
        """)

    @Test func aShortButtonIsUnderTheTapTarget() throws {
        let spec = Self.shortButton
        let found = try CheckHarness.findings(spec, rule: "tap-target")
        #expect(found.map(\.message) == ["'follow' is 100 × 30 pt, under the 44 × 44 pt of a tap target (height)"])
        let twin = spec.replacingOccurrences("height == 30", "height == 44")
        #expect(try CheckHarness.findings(twin, rule: "tap-target").isEmpty)
    }

    @Test func lowContrastIsFoundPerTheme() throws {
        let spec = Self.screen(
            """
              hint:
                kind: label
                text: Hint
                font: {style: body}
                textColor: "#999999"
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]
            """)
        let found = try CheckHarness.findings(spec, matrix: ["device=iPhone 15"], rule: "contrast")
        // Grey on white fails; the same grey on dark mode's black passes.
        #expect(
            found.map(\.message) == [
                "'hint' text contrasts 2.84:1 with its background in light mode, under the 4.5:1 WCAG AA asks of normal text"
            ])
        #expect(found.first?.occurrence == "in light mode")
        let twin = spec.replacingOccurrences("\"#999999\"", "{light: \"#595959\", dark: \"#AAAAAA\"}")
        #expect(try CheckHarness.findings(twin, matrix: ["device=iPhone 15"], rule: "contrast").isEmpty)
    }

    @Test func largeTextNeedsThreeToOne() throws {
        let spec = Self.screen(
            """
              heading:
                kind: label
                text: Heading
                font: {size: 24, scalesWith: title1}
                textColor: "#949494"
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]
            """)
        #expect(try CheckHarness.findings(spec, rule: "contrast").isEmpty)
        let small = spec.replacingOccurrences("size: 24", "size: 17")
        #expect(try CheckHarness.findings(small, rule: "contrast").map(\.views) == [["heading"]])
    }

    static let physical = screen(
        """
          avatar:
            background: blue
            constraints: [left == safeArea.left + 16, top == safeArea.top + 16, width == 40, height == 40]
        """)

    @Test func leftAndRightAreFoundOnlyWhereTheLayoutRunsRightToLeft() throws {
        let matrix = ["device=iPhone 15", "direction=ltr,rtl", "theme=light"]
        let found = try CheckHarness.findings(Self.physical, matrix: matrix, rule: "physical-attributes")
        #expect(
            found.map(\.message) == [
                "'left == safeArea.left + 16' uses left, which doesn't flip in a right-to-left layout"
            ])
        #expect(found.first?.occurrence == "right-to-left")
        #expect(found.first?.location?.description == "test.yaml:5:19")
        let twin = Self.physical.replacingOccurrences("left == safeArea.left", "leading == safeArea.leading")
        #expect(try CheckHarness.findings(twin, matrix: matrix, rule: "physical-attributes").isEmpty)
    }

    @Test func forcedDirectionsAndLeftAlignedTextAreFoundInRightToLeft() throws {
        let spec = Self.screen(
            """
              player:
                semanticContentAttribute: forceLeftToRight
                constraints: [leading == safeArea.leading, trailing == safeArea.trailing, top == safeArea.top, height == 44]
              title:
                kind: label
                text: Title
                font: {style: body}
                alignment: left
                constraints: [leading == safeArea.leading + 16, trailing == safeArea.trailing - 16, top == player.bottom]
            """)
        let matrix = ["device=iPhone 15", "direction=rtl", "theme=light"]
        let found = try CheckHarness.findings(spec, matrix: matrix, rule: "physical-attributes")
        #expect(
            found.map(\.message) == [
                "'player' forces its direction (forceLeftToRight), so it doesn't follow the layout's",
                "'title' aligns its text left, which doesn't flip (use natural)",
            ])
        let twin = spec.replacingOccurrences("forceLeftToRight", "playback").replacingOccurrences(
            "alignment: left", "alignment: natural")
        #expect(try CheckHarness.findings(twin, matrix: matrix, rule: "physical-attributes").isEmpty)
    }

    @Test func aFixedFontSizeIsFoundAndADynamicOneIsnt() throws {
        let spec = Self.screen(
            """
              title:
                kind: label
                text: Title
                font: 17
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]
            """)
        let found = try CheckHarness.findings(spec, rule: "fixed-font-size")
        #expect(found.map(\.message) == ["'title' has a fixed 17 pt font that doesn't scale with Dynamic Type"])
        #expect(found.first?.occurrence == "in every environment")
        let twin = spec.replacingOccurrences("font: 17", "font: {size: 17, scalesWith: body}")
        #expect(try CheckHarness.findings(twin, rule: "fixed-font-size").isEmpty)
    }

    @Test func contentWithZeroSizeIsFound() throws {
        let spec = Self.screen(
            """
              notes:
                kind: textView
                text: Notes
                font: {style: body}
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]
            """)
        let found = try CheckHarness.findings(spec, rule: "zero-size")
        #expect(found.map(\.views) == [["notes"]])
        #expect(found.first?.severity == .error)
        let twin = spec.replacingOccurrences(
            "top == safeArea.top + 16]", "top == safeArea.top + 16, width == 200, height == 100]")
        #expect(try CheckHarness.findings(twin, rule: "zero-size").isEmpty)
    }

    static let hidden = screen(
        """
          title:
            kind: label
            text: Title
            font: {style: body}
            hidden: true
            constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]
          detail:
            kind: label
            text: Detail
            font: {style: body}
            constraints: [leading == safeArea.leading + 16, top == title.bottom + 8]
        """)

    @Test func aHiddenViewThatStillSpacesItsNeighbourIsFound() throws {
        let found = try CheckHarness.findings(Self.hidden, rule: "hidden-view-space")
        #expect(found.count == 1)
        #expect(found.first?.views == ["title", "detail"])
        #expect(found.first?.location?.description == "test.yaml:13:53")
        #expect(found.first?.message.hasPrefix("'title' is hidden but still takes 20") == true)
        // In a stack view, the hidden arranged view collapses.
        let stacked = Self.screen(
            """
              column:
                kind: stackView
                axis: vertical
                spacing: 8
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]
                subviews:
                  title: {kind: label, text: Title, font: {style: body}, hidden: true}
                  detail: {kind: label, text: Detail, font: {style: body}}
            """)
        #expect(try CheckHarness.findings(stacked, rule: "hidden-view-space").isEmpty)
    }

    @Test func aHiddenArrangedViewWithARequiredSizeAlongTheAxisKeepsItsRoom() throws {
        let spec = Self.screen(
            """
              row:
                kind: stackView
                spacing: 8
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 16]
                subviews:
                  badge: {background: red, hidden: true, constraints: [width == 24, height == 24]}
                  name: {kind: label, text: Name, font: {style: body}}
            """)
        let found = try CheckHarness.findings(spec, rule: "hidden-view-space")
        #expect(
            found.map(\.message) == [
                "'badge' is hidden in stack view 'row', but its required 'width == 24' outweighs the stack's UISV-hiding (999.999), so it still takes its width"
            ])
        #expect(found.first?.location?.description == "test.yaml:8:60")
        // At 999 the stack's UISV-hiding wins; the height is across the axis and never collapsed.
        let twin = spec.replacingOccurrences("width == 24,", "width == 24 @999,")
        #expect(try CheckHarness.findings(twin, rule: "hidden-view-space").isEmpty)
    }

    @Test func seed004sAttributeRulesAreInvalidConstraints() throws {
        let spec = Self.screen(
            """
              box:
                background: blue
                constraints: [left == 20, top == safeArea.top + 20, width == 40, height == 40]
            """)
        let found = try CheckHarness.findings(spec, rule: "invalid-constraint")
        #expect(
            found.map(\.message) == [
                "'left == 20': a location attribute (left) can't equal a constant; relate it to another item's left"
            ])
        #expect(found.first?.location?.description == "test.yaml:5:19")
        #expect(found.first?.occurrence == "in every environment")
        let mixed = spec.replacingOccurrences("left == 20", "leading == superview.left + 20")
        #expect(
            try CheckHarness.findings(mixed, rule: "invalid-constraint").map(\.message) == [
                "'leading == superview.left + 20': leading/trailing can't be related to left/right (leading vs left)"
            ])
        let twin = spec.replacingOccurrences("left == 20", "leading == superview.leading + 20")
        #expect(try CheckHarness.findings(twin, rule: "invalid-constraint").isEmpty)
    }

    @Test func seed004sMultiplierRuleIsALocationMultiplier() throws {
        let spec = Self.screen(
            """
              box:
                background: blue
                constraints: [centerX == superview.centerX * 0.5, top == safeArea.top + 20, width == 40, height == 40]
            """)
        let found = try CheckHarness.findings(spec, rule: "location-multiplier")
        #expect(found.count == 1)
        #expect(found.first?.location?.description == "test.yaml:5:19")
        let twin = spec.replacingOccurrences("* 0.5", "- 50")
        #expect(try CheckHarness.findings(twin, rule: "location-multiplier").isEmpty)
    }
}

extension String {
    /// `self` with every `target` replaced (FoundationEssentials has no `replacingOccurrences`).
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var out = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
