import Testing
import TrellisLayout

@testable import TrellisRender

/// A stack far taller than the page that shows it (issue 8: the 1,000-row feed): views wholly off the page
/// get no tag, no marker and no line in the list under the figure, and nothing of a view is painted over
/// that list.
@Suite struct OffPageTests {
    /// A 200 × 100 canvas and 40 red rows of 30 pt stacked from its top: the page shows the canvas and
    /// at most the canvas's larger side beyond it (the stack runs past its superview), plus a 10 pt padding:
    /// rows 0–10 reach the page (row 10 into its bottom padding) and rows 11–39 lie wholly below it.
    static let spec: String = {
        var rows = ""
        for i in 0..<40 { rows += "      row\(i): {background: \"#FF0000\", constraints: [height == 30]}\n" }
        return """
            canvas: {width: 200, height: 100, scale: 1}
            views:
              column:
                kind: stackView
                axis: vertical
                constraints: [leading == canvas.leading, trailing == canvas.trailing, top == canvas.top]
                subviews:

            """ + rows
    }()

    @Test func viewsBelowThePageAreNeitherTaggedNorListed() throws {
        let layout = try PictureSupport.solve(Self.spec)
        let (bytes, labels, plan) = try Renderer.renderWithLabels(layout, options: RenderOptions(padding: 10))
        // The page: the canvas grown by 200 pt below it (the larger side), plus the padding.
        #expect(plan.labelBounds.height == 100 + 200 + 20)
        let named = Set(labels.map { String($0.text.split(separator: " ")[0]) })
        let listed = (plan.footer?.lines ?? []).map(\.layout.text).joined(separator: "\n")
        for i in 11..<40 {
            #expect(!named.contains("row\(i)"), "row\(i) lies below the page but has a label")
            #expect(!listed.contains("row\(i) "), "row\(i) lies below the page but is listed")
        }
        // Rows on the page are accounted for: tagged, or numbered and listed.
        for i in 0..<11 {
            #expect(named.contains("row\(i)") || listed.contains("row\(i) "), "row\(i) shows but is unaccounted for")
        }
        // Below the figure (the list, and the padding under it) nothing is red: rows 10 and beyond,
        // which continue down there, are clipped to the figure.
        let image = try PNGDecoder.decode(bytes)
        // The column, covered by its rows, is numbered and listed: there is a list to paint over.
        #expect(listed.contains("column "))
        #expect(image.height > Int(plan.labelBounds.maxY))
        for y in Int(plan.labelBounds.maxY)..<image.height {
            for x in stride(from: 12, to: 200, by: 17) {
                let p = try #require(image.pixel(x: x, y: y))
                #expect(
                    !(p.red > 200 && p.green < 80 && p.blue < 80), "a row is painted at (\(x), \(y)) below the figure")
            }
        }
    }
}
