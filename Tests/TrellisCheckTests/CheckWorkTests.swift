import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisCheck

/// A check grows linearly in specs × environments (issue 54's performance guarantee), counted, not timed.
@Suite struct CheckWorkTests {
    /// A list screen of `rows` rows (an avatar and two wrapping labels each) in a scroll view.
    static func screen(rows: Int) -> String {
        var out = """
            device: iPhone 15
            views:
              scroll:
                kind: scrollView
                constraints: [leading == safeArea.leading, trailing == safeArea.trailing, top == safeArea.top, bottom == safeArea.bottom]
                subviews:
                  list:
                    kind: stackView
                    axis: vertical
                    spacing: 16
                    constraints: [leading == superview.leading + 16, trailing == superview.trailing - 16, top == superview.top + 16, bottom == superview.bottom - 16, width == scroll.width - 32]
                    subviews:

            """
        for i in 1...rows {
            out += """
                          row\(i):
                            kind: stackView
                            spacing: 12
                            alignment: top
                            subviews:
                              avatar\(i): {background: systemBlue, constraints: [width == 44, height == 44]}
                              name\(i): {kind: label, text: "Person \(i) with a longer name", font: {style: headline}, lines: 0}

                """
        }
        return out
    }

    static func work(rows: Int, specs: Int, matrix: [String]) throws -> CheckWork {
        let checker = Checker(
            environments: try CheckEnvironments.parse(matrix: matrix), textEngine: try TextEngine.bundled())
        let document = try SpecReader.read(text: screen(rows: rows), file: "list.yaml")
        var work = CheckWork()
        for _ in 0..<specs {
            let found = try checker.check(document, file: "list.yaml", path: nil, work: &work)
            #expect(found.map(\.rule).isEmpty, "\(found.first?.message ?? "")")
        }
        return work
    }

    static let fourLayouts = ["device=iPhone SE (1st generation),iPad mini", "type=large,AX-XXXL", "theme=light,dark"]
    static let eightLayouts = fourLayouts + ["direction=ltr,rtl"]

    @Test func oneSolvePerSpecAndLayoutConfigurationServesEveryTheme() throws {
        #expect(try Self.work(rows: 5, specs: 1, matrix: Self.fourLayouts).layouts == 4)
        #expect(try Self.work(rows: 5, specs: 3, matrix: Self.eightLayouts).layouts == 24)
    }

    @Test func theWorkIsLinearInSpecsEnvironmentsAndViews() throws {
        let base = try Self.work(rows: 10, specs: 1, matrix: Self.fourLayouts)
        let twiceTheSpecs = try Self.work(rows: 10, specs: 2, matrix: Self.fourLayouts)
        let twiceTheEnvironments = try Self.work(rows: 10, specs: 1, matrix: Self.eightLayouts)
        let twiceTheRows = try Self.work(rows: 20, specs: 1, matrix: Self.fourLayouts)
        let fourTimesTheRows = try Self.work(rows: 40, specs: 1, matrix: Self.fourLayouts)
        // The same spec checked twice does exactly twice the work.
        #expect(twiceTheSpecs.solverRowTermOperations == 2 * base.solverRowTermOperations)
        #expect(twiceTheSpecs.textLayouts == 2 * base.textLayouts)
        // Right-to-left mirrors the same solves, give or take a few terms.
        let mirrored = Double(twiceTheEnvironments.solverRowTermOperations) / Double(base.solverRowTermOperations)
        #expect(
            mirrored > 1.95 && mirrored < 2.05,
            "\(base.solverRowTermOperations) → \(twiceTheEnvironments.solverRowTermOperations)")
        // More rows: in proportion, not quadratically.
        let growth = Double(fourTimesTheRows.solverRowTermOperations) / Double(twiceTheRows.solverRowTermOperations)
        #expect(
            growth < 2.3,
            "row term operations \(twiceTheRows.solverRowTermOperations) → \(fourTimesTheRows.solverRowTermOperations)")
        let texts = Double(fourTimesTheRows.textLayouts) / Double(twiceTheRows.textLayouts)
        #expect(texts < 2.1, "text layouts \(twiceTheRows.textLayouts) → \(fourTimesTheRows.textLayouts)")
    }
}
