import Foundation
import Testing
import TrellisLayout

@testable import TrellisSpec

/// The issue 11 samples lay out with the numbers their comments state.
struct EnvironmentSampleTests {
    private func layout(_ file: String, _ configuration: LayoutConfiguration? = nil) throws -> SolvedLayout {
        let document = try SpecReader.read(contentsOf: packageRoot().appendingPathComponent("Samples/\(file)").path)
        let engine = LayoutEngine(textEngine: try .bundled())
        return try configuration.map { try engine.solve(document, in: $0) } ?? engine.solve(document)
    }

    @Test func rightToLeftProfile() throws {
        let layout = try layout("environment-rtl-profile.yaml")
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.frame("avatar").minX == 319)
        #expect(layout.frame("name").maxX == 307) // 319 − 12
        let actions = ["reply", "forward", "later"].map(layout.frame)
        #expect(
            actions[0].maxX == 307 && actions[1].maxX == actions[0].minX - 8 && actions[2].maxX == actions[1].minX - 8)
        #expect(layout.frame("play").minX == 24) // forced left-to-right: 16 + 8
        let ltr = try self.layout("environment-rtl-profile.yaml", LayoutConfiguration(layoutDirection: .leftToRight))
        #expect(ltr.frame("avatar").minX == 16)
        #expect(ltr.frame("reply").minX == 68) // 16 + 40 + 12
    }

    @Test func dynamicTypeCard() throws {
        let layout = try layout("environment-dynamic-type.yaml")
        func size(_ name: String) -> Double? { layout.view(named: name)?.textLayout?.style.font.size }
        #expect(
            size("title") == 53 && size("body") == 53 && size("author") == 43 && size("note") == 44
                && size("time") == 30)
        #expect(layout.frame("time").minX == layout.frame("author").minX) // vertical at accessibility sizes
        let large = try self.layout("environment-dynamic-type.yaml", LayoutConfiguration(contentSizeCategory: .large))
        #expect(large.view(named: "time")?.textLayout?.style.font.size == 15)
        #expect(large.frame("time").minY == large.frame("author").minY) // horizontal otherwise
    }

    @Test func sizeClassScreen() throws {
        let pad = try layout("environment-size-classes.yaml")
        #expect(pad.frame("list").width == 320 && pad.view(named: "detail")?.node.isHidden == false)
        #expect(pad.frame("text").width == 672)
        let phone = try layout("environment-size-classes.yaml", LayoutConfiguration(device: Device.named("iPhone 15")))
        #expect(phone.frame("list").width == 393 && phone.view(named: "detail")?.node.isHidden == true)
        let split = try layout("environment-size-classes.yaml", LayoutConfiguration(splitView: .oneThird))
        #expect(
            split.canvas.width == 320 && split.frame("list").width == 320
                && split.view(named: "detail")?.node.isHidden == true)
    }

    @Test func rotation() throws {
        let layout = try layout("environment-rotation.yaml")
        #expect(layout.frame("toolbar") == Rect(x: 0, y: 0, width: 568, height: 44))
        #expect(layout.frame("badge") == Rect(x: 234, y: 106, width: 100, height: 40))
        #expect(layout.frame("corner").minX == 498)
        #expect(layout.frame("content") == Rect(x: 10, y: 54, width: 548, height: 256))
        let portrait = try self.layout("environment-rotation.yaml", LayoutConfiguration(orientation: .portrait))
        #expect(portrait.frame("toolbar").width == 320 && portrait.frame("badge").minX == 110)
    }
}
