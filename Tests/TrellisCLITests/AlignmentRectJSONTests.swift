import Foundation
import Testing

/// `trellis layout --json` reports a switch's frame, and its alignment rect as one more member; views
/// whose alignment rect is their frame have none.
struct AlignmentRectJSONTests {
    @Test func aSwitchReportsItsFrameAndItsAlignmentRect() throws {
        let spec = """
            canvas: {width: 375, height: 667}
            views:
              toggle: {kind: switch, constraints: [trailing == superview.trailing - 16, top == superview.top + 20]}
              title: {kind: label, text: Wi-Fi, constraints: [trailing == toggle.leading - 8, centerY == toggle.centerY]}
            """
        let result = try runTrellis(["layout", "-", "--json"], stdin: spec)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONDecoder().decode(LayoutJSON.self, from: Data(result.stdout.utf8))
        let toggle = try json.view("toggle")
        #expect(toggle.frame == LayoutJSON.Frame(x: 310, y: 20, width: 51, height: 31))
        #expect(toggle.alignmentRect == LayoutJSON.Frame(x: 310, y: 20, width: 49, height: 31))
        #expect(toggle.intrinsicSize == LayoutJSON.Size(width: 49, height: 31))
        #expect(try json.view("title").alignmentRect == nil)
        #expect(try json.view("title").frame.x + json.view("title").frame.width == 302)
        // The member comes last, after intrinsicSize.
        let text = result.stdout
        let intrinsic = try #require(text.range(of: "\"intrinsicSize\": {\"width\": 49"))
        let alignment = try #require(text.range(of: "\"alignmentRect\""))
        #expect(intrinsic.upperBound < alignment.lowerBound)
    }
}
