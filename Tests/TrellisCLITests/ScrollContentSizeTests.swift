import Foundation
import Testing

/// `trellis layout` reports a scroll view's `contentSize`: a `content size` table in text, a `contentSize`
/// member in that view's JSON object (and in no other view's).
@Suite struct ScrollContentSizeTests {
    static let spec = """
        canvas: {width: 200, height: 300, scale: 2}
        views:
          scroll:
            kind: scrollView
            constraints: [left == superview.left, top == superview.top, width == 200, height == 300]
            subviews:
              content:
                constraints:
                  - left == superview.left
                  - right == superview.right
                  - top == superview.top
                  - bottom == superview.bottom
                  - width == superview.width
                  - height == 812.5
        """

    @Test func jsonHasContentSizeOnTheScrollViewOnly() throws {
        let result = try runTrellis(["layout", "-", "--json"], stdin: Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        let layout = try JSONDecoder().decode(LayoutJSON.self, from: Data(result.stdout.utf8))
        #expect(try layout.view("scroll").contentSize == LayoutJSON.Size(width: 200, height: 812.5))
        #expect(try layout.view("content").contentSize == nil)
        // After intrinsicSize, on one line, and nowhere else.
        #expect(
            result.stdout.contains(
                "\"intrinsicSize\": {\"width\": -1, \"height\": -1},\n      \"contentSize\": {\"width\": 200, \"height\": 812.5}\n"
            ))
        #expect(result.stdout.components(separatedBy: "\"contentSize\"").count == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(Set(views[0].keys) == ["name", "superview", "frame", "absoluteFrame", "intrinsicSize", "contentSize"])
        #expect(Set(views[1].keys) == ["name", "superview", "frame", "absoluteFrame", "intrinsicSize"])
    }

    @Test func textReportListsContentSizes() throws {
        let result = try runTrellis(["layout", "-"], stdin: Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "content size"))
        #expect(lines[header + 1] == "  scroll  200 × 812.5")
        #expect(lines[header - 1].isEmpty)
    }

    @Test func scrollViewSampleReportsItsColumnHeight() throws {
        let layout = try layoutJSON("seed004-scroll-view.yaml")
        let scroll = try layout.view("scroll")
        let column = try layout.view("column")
        #expect(scroll.contentSize == LayoutJSON.Size(width: column.frame.width, height: column.frame.height))
        #expect(try #require(scroll.contentSize).height > scroll.frame.height)
        #expect(layout.views.filter { $0.contentSize != nil }.map(\.name) == ["scroll"])
    }

    @Test func layoutsWithoutScrollViewsPrintNoContentSize() throws {
        let result = try runTrellis(["layout", samplePath("seed000-scene4-two-label-container.yaml")])
        #expect(!result.stdout.contains("content size"))
    }
}

/// `trellis layout` reports a table's rows: in the text report after the views, and under the table view's
/// JSON object (`table.rows`, with frames in content coordinates, heights and visibility).
@Suite struct TableReportTests {
    static let spec = """
        canvas: {width: 320, height: 200, scale: 2}
        views:
          table:
            kind: tableView
            rowHeight: 60
            constraints: [left == superview.left, top == superview.top, width == 320, height == 200]
            cells:
              row: {accessoryType: checkmark}
            rows: [{cell: row, repeat: 5}]
        """

    struct TableJSON: Decodable {
        struct Row: Decodable {
            var section: Int
            var row: Int
            var cell: String
            var frame: LayoutJSON.Frame
            var height: Double
            var contentView: LayoutJSON.Frame
            var accessory: String
            var heightSource: String
            var visible: Bool
            var layout: Int
        }
        struct Stats: Decodable { var layouts: Int; var cacheHits: Int; var fallbacks: Int }
        var kind: String
        var contentSize: LayoutJSON.Size
        var stats: Stats
        var rows: [Row]
    }

    @Test func jsonHasTheRowsUnderTheTable() throws {
        let result = try runTrellis(["layout", "-", "--json"], stdin: Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let tableObject = try #require(views.first?["table"])
        let table = try JSONDecoder().decode(TableJSON.self, from: JSONSerialization.data(withJSONObject: tableObject))
        #expect(table.kind == "table")
        #expect(table.contentSize == LayoutJSON.Size(width: 320, height: 300))
        #expect(table.rows.map(\.frame.y) == [0, 60, 120, 180, 240])
        #expect(table.rows.map(\.visible) == [true, true, true, true, false])
        #expect(table.rows[0].contentView == LayoutJSON.Frame(x: 0, y: 0, width: 280, height: 59.5))
        #expect(table.rows.allSatisfy { $0.accessory == "checkmark" && $0.heightSource == "fixed" && $0.layout == 0 })
        #expect(table.stats.layouts == 1 && table.stats.cacheHits == 4)
        #expect(
            try JSONDecoder().decode(LayoutJSON.self, from: Data(result.stdout.utf8)).view("table").contentSize
                == LayoutJSON.Size(width: 320, height: 300))
    }

    @Test func textReportListsRows() throws {
        let result = try runTrellis(["layout", "-"], stdin: Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "table table: plain, content 320 × 300, offset (0, 0); 5 rows, 1 cell layouts, 4 cache hits\n"))
        #expect(result.stdout.contains("  0.4  row   (0, 240) 320 × 60  60      280 × 59.5    fixed        no\n"))
    }

    @Test func badRowsFailWithLocation() throws {
        let result = try runTrellis(
            ["layout", "-"], stdin: Self.spec.replacingOccurrences(of: "{cell: row, repeat: 5}", with: "{cell: rows}"))
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("<stdin>:9:19: error: 'table' has no cell template 'rows' (did you mean 'row'?)"))
    }
}
