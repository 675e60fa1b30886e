import Foundation
import Testing

/// `trellis layout` says which rows are at the estimated height (not laid out), which are selected, and where
/// a plain table's filler separators are.
@Suite struct TableStateReportTests {
    /// A 320 × 200 table at 2× of 60.5 pt rows (a 60 pt box plus the separator's pixel), estimating 100.
    static let spec = """
        canvas: {width: 320, height: 200, scale: 2}
        views:
          table:
            kind: tableView
            estimatedRowHeight: 100
            selectedRows: [1]
            constraints: [left == superview.left, top == superview.top, width == 320, height == 200]
            cells:
              box:
                subviews:
                  box: {constraints: [leading == superview.leading, top == superview.top, bottom == superview.bottom, width == 40, height == 60]}
            rows: [{cell: box, repeat: 6}]
        """

    /// Rows 0–3 (tops 0…181.5) touch the 200 pt frame; rows 4 and 5 count at 100: 4 × 60.5 + 2 × 100 = 442.
    @Test func textReportMarksEstimatedAndSelectedRows() throws {
        let result = try runTrellis(["layout", "-"], stdin: Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "table table: plain, content 320 × 442, offset (0, 0); 6 rows, 1 cell layouts, 3 cache hits, "
                    + "2 off screen at the estimated height (not laid out)\n"))
        #expect(
            result.stdout.contains(
                "  0.1  box   (0, 60.5) 320 × 60.5   60.5    320 × 60      fitting      yes, selected\n"))
        #expect(result.stdout.contains("  0.4  box   (0, 242) 320 × 100     100     320 × 99.5    estimated    no\n"))
    }

    @Test func jsonHasEstimatesSelectionAndFillers() throws {
        func table(_ spec: String) throws -> [String: Any] {
            let result = try runTrellis(["layout", "-", "--json"], stdin: spec)
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let views = try #require(object["views"] as? [[String: Any]])
            return try #require(views.first?["table"] as? [String: Any])
        }
        let estimated = try table(Self.spec)
        let rows = try #require(estimated["rows"] as? [[String: Any]])
        #expect(
            rows.map { $0["heightSource"] as? String } == [
                "fitting", "fitting", "fitting", "fitting", "estimated", "estimated",
            ])
        #expect(rows.map { $0["layout"] is NSNull } == [false, false, false, false, true, true])
        #expect(rows.map { $0["selected"] as? Bool } == [false, true, false, false, false, false])
        #expect((estimated["stats"] as? [String: Any])?["estimated"] as? Int == 2)
        #expect((estimated["fillerSeparators"] as? [Any])?.isEmpty == true)
        // One 60.5 pt row: filler rows of 44 pt below it, separators at 104.5, 148.5 and 192.5 minus ½.
        let short = try table(
            Self.spec.replacingOccurrences(of: "repeat: 6", with: "repeat: 1")
                .replacingOccurrences(of: "selectedRows: [1]", with: "selectedRows: [0]"))
        let fillers = try #require(short["fillerSeparators"] as? [[String: Double]])
        #expect(fillers.map { $0["y"] } == [104, 148, 192])
        #expect(fillers.allSatisfy { $0["x"] == 16 && $0["width"] == 304 && $0["height"] == 0.5 })
    }
}
