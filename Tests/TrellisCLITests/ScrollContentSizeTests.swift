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
        #expect(result.stdout.contains("\"intrinsicSize\": {\"width\": -1, \"height\": -1},\n      \"contentSize\": {\"width\": 200, \"height\": 812.5}\n"))
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
