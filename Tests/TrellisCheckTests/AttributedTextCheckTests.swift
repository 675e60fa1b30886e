import Testing
import TrellisLayout

@testable import TrellisCheck

/// The truncated-text rule measures an attributed label's runs, not its joined text in the label's font.
@Suite struct AttributedTextCheckTests {
    @Test func aTruncatedLabelOfRunsNeedsTheHeightOfItsRuns() throws {
        let spec = RuleTests.screen(
            """
              title:
                kind: label
                lines: 2
                text: [{text: "A long title ", font: 17}, {text: "that cannot fit in a hundred points", font: 28}]
                constraints: [leading == safeArea.leading + 16, top == safeArea.top + 20, width == 100]
            """)
        let found = try CheckHarness.findings(spec, rule: "truncated-text")
        // Two lines in the layout: "A long title" (17 pt: 20.29) and a truncated 28-pt line (33.41), 54 tall
        // on the 3x pixel grid; all of it at 100 points takes one 17-pt line and six 28-pt lines (220.77).
        #expect(found.map(\.message) == ["'title' is truncated: its text needs 100 × 221 and got 100 × 54"])
    }
}
