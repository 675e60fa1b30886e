import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// `trellis import`: a case written as a YAML spec lays out to the frames the document's case gives.
struct ImportTests {
    /// The sample twins and every case of a few corpus documents (cells, scenes, stacks, scroll views):
    /// the imported spec reads without error and every view has the same frame.
    @Test(arguments: [
        "Samples/ib/seed003-self-sizing-container.storyboard",
        "Samples/ib/seed000-scene4-two-label-container.storyboard",
        "Tests/Fixtures/ib-corpus/DuckDuckGo/OmniBar-2023.xib",
        "Tests/Fixtures/ib-corpus/IQKeyboardManager/General-2017.storyboard",
        "Tests/Fixtures/ib-corpus/NetNewsWire/Settings-2026.storyboard",
        "Tests/Fixtures/ib-corpus/Eureka/WeekDaysCell-2015.xib",
    ])
    func importedSpecsLayOutAsTheirCases(_ path: String) throws {
        let root = "/" + "\(#filePath)".split(separator: "/").dropLast(3).joined(separator: "/")
        let document = try InterfaceBuilderReader.read(contentsOf: "\(root)/\(path)")
        var compared = 0
        for result in IB.solve(document, compare: false) {
            guard let layout = result.layout, let yaml = SpecWriter.yaml(result.ibCase) else { continue }
            let spec = try SpecReader.read(text: yaml, file: "imported.yaml")
            let imported = try IB.engine.solve(spec)
            for view in layout.views {
                #expect(
                    imported.view(named: view.name)?.frame == view.frame,
                    "\(result.ibCase.name): \(view.name)")
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    /// What an import looks like: names, kinds, text, constraints in Trellis's notation.
    @Test func theSpecIsReadable() throws {
        let root = "/" + "\(#filePath)".split(separator: "/").dropLast(3).joined(separator: "/")
        let document = try InterfaceBuilderReader.read(
            contentsOf: "\(root)/Samples/ib/seed002-leaf-views-container.storyboard")
        let yaml = try #require(SpecWriter.yaml(document.cases[0]))
        #expect(
            yaml.contains(
                "          label1:\n            kind: label\n            text: \"姓名\"\n            font: 17\n"))
        #expect(yaml.contains("  - label2.leading == label1.trailing + 91\n"))
        #expect(yaml.contains("  - container.bottom == label2.bottom + 58\n"))
        #expect(
            yaml.hasPrefix(
                "# seed002-leaf-views-container.storyboard#LeafViewsContainer, imported by trellis import\ncanvas: {width: 375, height: 667, scale: 2, safeArea: {top: 20, left: 0, bottom: 0, right: 0}}\n"
            ))
    }
}
