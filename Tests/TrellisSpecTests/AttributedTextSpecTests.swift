import Foundation
import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

/// `text:` as a list of runs (attributed text): read, laid out with each run's font, and bad input located.
@Suite struct AttributedTextSpecTests {
    private static let canvas = "canvas: {width: 320, height: 568, scale: 2}\n"

    private static func solve(_ views: String) throws -> SolvedLayout {
        try LayoutEngine(textEngine: try TextEngine.bundled()).solve(
            try SpecReader.read(text: canvas + views, file: "s.yaml"))
    }

    @Test func runsAreReadWithTheirAttributes() throws {
        let doc = try SpecReader.read(
            text: Self.canvas + """
                views:
                  total:
                    kind: label
                    font: 20
                    text:
                      - {text: "Total ", font: {size: 15}}
                      - {text: "€12", font: {size: 15, weight: bold}, color: red, kern: 1.5, baselineOffset: -2}
                      - {text: " incl.", color: {light: black, dark: white}}
                """, file: "s.yaml")
        let view = doc.views[0]
        #expect(view.text == "Total €12 incl.")
        #expect(
            view.attributedText == [
                AttributedRun("Total ", font: Font(size: 15)),
                AttributedRun(
                    "€12", font: Font(size: 15, weight: .bold), color: Color(red8: 255, green8: 0, blue8: 0),
                    kern: 1.5, baselineOffset: -2),
                AttributedRun(" incl.", color: .black, darkColor: .white),
            ])
        #expect(view.attributedText.colorRanges(dark: false).map(\.range) == [6..<9, 9..<15])
        #expect(
            view.attributedText.colorRanges(dark: true).map(\.color) == [Color(red8: 255, green8: 0, blue8: 0), .white])
    }

    /// A two-run label is as wide as its runs measured alone (no kerning crosses " " and "€"), and as tall as
    /// its larger font's line; a run without a font takes the label's.
    @Test func aLabelOfRunsIsAsWideAsItsRuns() throws {
        let layout = try Self.solve(
            """
            views:
              total:
                kind: label
                font: 24
                text: [{text: "Total", font: {size: 15}}, {text: " €12"}]
                constraints: [leading == superview.leading + 10, top == superview.top + 10]
            """)
        let engine = try TextEngine.bundled()
        let total = try engine.measure("Total", style: TextStyle(font: Font(size: 15)), scale: 2, .lines(width: nil))
        let price = try engine.measure(" €12", style: TextStyle(font: Font(size: 24)), scale: 2, .lines(width: nil))
        let frame = try #require(layout.view(named: "total")?.frame)
        #expect(frame.width == TextLayout.ceilToPixel(total.width + price.width, scale: 2))
        #expect(frame.width == 80)
        #expect(frame.height == TextLayout.ceilToPixel(24 * 2444 / 2048, scale: 2))
        #expect(layout.view(named: "total")?.textLayout?.lines.count == 1)
    }

    /// A wrapping label of runs is laid out in UIKit's two passes like plain text: wrapped at its solved
    /// width, across the boundary of its runs.
    @Test func aWrappingLabelBreaksAcrossRuns() throws {
        let layout = try Self.solve(
            """
            views:
              note:
                kind: label
                lines: 0
                text:
                  - {text: "Review design summer ", font: 17}
                  - {text: "before with update", font: {size: 28, weight: bold}}
                constraints: [leading == superview.leading + 16, trailing == superview.trailing - 16,
                              top == superview.top + 16]
            """)
        let text = try #require(layout.view(named: "note")?.textLayout)
        let lines = text.lines.map {
            String(text.text.utf16.dropFirst($0.textRange.lowerBound).prefix($0.textRange.count))!
        }
        // 288 points wide: the first line ends inside the 28-point run, so both lines are 28-point tall.
        #expect(lines == ["Review design summer before ", "with update"])
        let height: Double = 2 * 28 * 2444 / 2048
        #expect(layout.view(named: "note")?.frame.height == TextLayout.ceilToPixel(height, scale: 2))
        #expect(layout.view(named: "note")?.frame.height == 67)
    }

    @Test func badRunsAreLocated() {
        let cases = [
            ("{kind: label, text: []}", "3:26: error: text is an empty list of runs: give at least one {text: …}"),
            (
                "{kind: label, text: [{text: \"\"}]}",
                "3:34: error: a text run's text is empty: give it characters or leave the run out"
            ),
            ("{kind: label, text: [{font: 12}]}", "3:27: error: a text run needs 'text'"),
            (
                "{kind: button, text: [{text: Go}]}",
                "3:27: error: text as a list of runs (attributed text) is for labels; write one string"
            ),
            ("{kind: label, text: [{text: a, kern: x}]}", "3:43: error: kern must be a number, found 'x'"),
        ]
        for (view, error) in cases {
            #expect(TextColorSpecTests.firstErrorLine(Self.canvas + "views:\n  a: \(view)\n") == "s.yaml:" + error)
        }
    }

    /// Plain text set on an attributed label — a trait variation's `text` (`ViewOverrides`), a cell's data —
    /// replaces its runs.
    @Test func plainTextReplacesTheRuns() throws {
        var node = ViewNode(name: "total", kind: .label)
        node.attributedText = [AttributedRun("Total "), AttributedRun("€12", font: Font(size: 20))]
        node.text = "Total €12"
        var overrides = ViewOverrides()
        overrides.text = "Sum"
        overrides.apply(to: &node)
        #expect(node.text == "Sum" && node.attributedText.isEmpty)
    }
}
