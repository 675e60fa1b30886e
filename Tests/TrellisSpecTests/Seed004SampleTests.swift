import Foundation
import Testing
import TrellisLayout

@testable import TrellisSpec

/// Seed 004's stack-view and scroll-view samples lay out cleanly, with the numbers their constraints imply.
struct Seed004SampleTests {
    private func layout(_ file: String) throws -> SolvedLayout {
        let doc = try SpecReader.read(contentsOf: packageRoot().appendingPathComponent("Samples/\(file)").path)
        return try LayoutEngine(textEngine: .bundled()).solve(doc)
    }

    @Test func stackViewsSample() throws {
        let layout = try layout("seed004-stack-views.yaml")
        #expect(layout.diagnostics.map { "\($0.code): \($0.message)" } == [])
        func frame(_ name: String) -> Rect { layout.view(named: name)?.absoluteFrame ?? .zero }
        // iPhone 15: 393 wide, margins 16 + safe area top 59.
        #expect(frame("screen").minX == 16)
        #expect(frame("screen").width == 361)
        #expect(frame("header").minY == 59 + 16)
        // fillEqually: (361 − 2 × 8) / 3 each.
        #expect(abs(frame("posts").width - 115) < 0.5 && abs(frame("following").width - 115) < 0.5)
        // equalSpacing: first and last tags touch the edges, the three gaps are equal.
        let tags = ["tag1", "tag2", "tag3", "tag4"].map(frame)
        #expect(tags[0].minX == 16 && tags[3].maxX == 377)
        let gaps = zip(tags, tags.dropFirst()).map { $1.minX - $0.maxX }
        #expect(gaps.allSatisfy { abs($0 - gaps[0]) <= 0.5 && $0 >= 6 })
        // Header centre alignment: the avatar's centre is the header's.
        #expect(abs(frame("avatar").midY - frame("header").midY) <= 0.5)
        #expect(frame("avatar").size == Size(width: 56, height: 56))
        #expect(frame("names").minX == frame("avatar").maxX + 12)
        // The hidden row collapses: aboutText's first baseline is 24 below aboutTitle's last.
        let title = try #require(layout.view(named: "aboutTitle")?.textLayout)
        let text = try #require(layout.view(named: "aboutText")?.textLayout)
        let titleBaseline =
            frame("aboutTitle").minY + (frame("aboutTitle").height - title.size.height) / 2 + title.lastBaseline
        let textBaseline =
            frame("aboutText").minY + (frame("aboutText").height - text.size.height) / 2 + text.firstBaseline
        #expect(abs(textBaseline - titleBaseline - 24) <= 0.5)
        #expect(frame("pinned").height == 0)
    }

    @Test func scrollViewSample() throws {
        let layout = try layout("seed004-scroll-view.yaml")
        #expect(layout.diagnostics.map { "\($0.code): \($0.message)" } == [])
        let scroll = try #require(layout.view(named: "scroll"))
        let column = try #require(layout.view(named: "column"))
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(scroll.contentSize == column.frame.size)
        #expect(column.frame.width == 375)
        #expect(column.frame.height > 667)
        #expect(layout.view(named: "toolbar")?.absoluteFrame.maxY == 667)
    }
}
