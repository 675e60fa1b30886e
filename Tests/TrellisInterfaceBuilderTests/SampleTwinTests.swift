import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// `Samples/ib/`: Interface Builder twins of seed samples, documents as Xcode writes them. Each lays out
/// to the frames of its YAML spec, view for view (the twin's views sit in its root view, which fills the
/// canvas the spec's views sit on), and to the frames it stores itself.
struct SampleTwinTests {
    static let samples: String = {
        "/" + "\(#filePath)".split(separator: "/").dropLast(3).joined(separator: "/") + "/Samples"
    }()

    @Test(arguments: [
        "seed000-scene1-single-line-label.xib", "seed000-scene2-preferred-max-layout-width.xib",
        "seed000-scene4-two-label-container.storyboard", "seed002-leaf-views-container.storyboard",
        "seed003-self-sizing-container.storyboard",
    ])
    func twinLaysOutAsItsSpec(_ twin: String) throws {
        let stem = twin.split(separator: ".").dropLast().joined(separator: ".")
        let spec = try SpecReader.read(contentsOf: "\(Self.samples)/\(stem).yaml")
        let expected = try IB.engine.solve(spec)
        let document = try InterfaceBuilderReader.read(contentsOf: "\(Self.samples)/ib/\(twin)")
        #expect(document.cases.count == 1)
        let result = try #require(IB.solve(document).first)
        let layout = try #require(result.layout)
        #expect(layout.canvas.width == expected.canvas.width && layout.canvas.height == expected.canvas.height)
        #expect(expected.views.count == layout.views.count - 1)
        for view in expected.views {
            #expect(layout.view(named: view.name)?.frame == view.frame, "\(twin): \(view.name)")
        }
        let comparison = try #require(result.comparison)
        #expect(comparison.count(.match) == comparison.measured.count)
        #expect(result.layout?.diagnostics.filter { $0.severity == .error }.isEmpty == true)
    }
}
