import Foundation
import Testing
import TrellisLayout
import TrellisRender
import TrellisText

@testable import TrellisPreview

/// `trellis preview` of an Interface Builder document: its first case, or the case the page picks.
@Suite(.serialized) struct InterfaceBuilderPreviewTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let add = root.appendingPathComponent("Tests/Fixtures/ib-corpus/NetNewsWire/Add-2019.storyboard")

    @Test func aStoryboardIsPreviewed() throws {
        let twin = Self.root.appendingPathComponent("Samples/ib/seed002-leaf-views-container.storyboard")
        let model = PreviewSpec.render(
            path: twin.path, version: 1, variant: PreviewVariant(),
            engine: LayoutEngine(textEngine: try TextEngine.bundled()),
            options: RenderOptions(padding: 16))
        #expect(model.error == nil)
        #expect(model.views.map(\.name) == ["root", "container", "label1", "label2"])
        #expect(model.svg.hasPrefix("<?xml") || model.svg.hasPrefix("<svg"))
        #expect(model.cases == ["seed002-leaf-views-container.storyboard#LeafViewsContainer"])
        #expect(model.caseName == model.cases.first)
    }

    /// The model lists the document's cases and names the one drawn; `?case=` draws another (a cell at its
    /// stored size here), an unknown name is the model's error with the names, the page has the picker.
    @Test func thePagePicksACase() async throws {
        let text = try String(contentsOf: Self.add, encoding: .utf8)
        let fixture = try await PreviewFixture(specs: [text], fileNames: ["Add.storyboard"])
        let page = try await fixture.request(
            "/specs/0?case=Add.storyboard%23AddWebFeedFolderViewController%2FFolderCell")
        #expect(page.status == 200 && page.body.contains("<select id=\"case\">"))
        let first = try await fixture.model()
        let cases = try #require(first["cases"] as? [String])
        #expect(cases.count == 12)
        #expect(cases[6] == "Add.storyboard#AddWebFeedFolderViewController/FolderCell")
        #expect(first["caseName"] as? String == "Add.storyboard#AddWebFeedViewController")
        let firstPage = try #require(first["page"] as? [String: Double])
        #expect(firstPage["width"] == 407.0 && firstPage["height"] == 844.0)
        let cell = try await fixture.model(query: "?case=Add.storyboard%23AddWebFeedFolderViewController%2FFolderCell")
        #expect(cell["caseName"] as? String == "Add.storyboard#AddWebFeedFolderViewController/FolderCell")
        #expect(cell["cases"] as? [String] == cases)
        #expect(cell["error"] == nil || cell["error"] is NSNull)
        let geometry = try #require(cell["page"] as? [String: Double])
        #expect(geometry["width"] == 407.0)
        #expect(abs((geometry["height"] ?? 0) - (43.666668 + 32)) < 0.001)
        let unknown = try await fixture.model(query: "?case=Add.storyboard%23Nowhere")
        let error = try #require(unknown["error"] as? String)
        #expect(error.contains("has no case named 'Add.storyboard#Nowhere'"))
        #expect(error.contains("Add.storyboard#AddFolderViewController"))
        #expect(unknown["cases"] as? [String] == cases)
        // A device reads the document for that screen: the scene takes iPhone 15's size.
        let phone = try await fixture.model(query: "?device=iPhone%2015")
        let phonePage = try #require(phone["page"] as? [String: Double])
        #expect(phonePage["width"] == 425.0 && phonePage["height"] == 884.0)
        #expect(phone["caseName"] as? String == "Add.storyboard#AddWebFeedViewController")
        await fixture.stop()
    }

    /// The picker in a real browser: the page opened on a cell through its address shows the picker with
    /// every case, the cell chosen; choosing the first scene draws it and puts it in the address.
    @Test(.timeLimit(.minutes(2))) func thePickerWorksInARealBrowser() async throws {
        let text = try String(contentsOf: Self.add, encoding: .utf8)
        let fixture = try await PreviewFixture(specs: [text], fileNames: ["Add.storyboard"])
        let cell = "Add.storyboard#AddWebFeedFolderViewController/FolderCell"
        let scene = "Add.storyboard#AddWebFeedViewController"
        let result = try await runBrowserProbe(
            "case_picker_probe.py", [fixture.base.absoluteString + "/specs/0", cell, scene])
        await fixture.stop()
        #expect(result["pickerVisible"] as? Bool == true)
        #expect((result["options"] as? [String])?.count == 12)
        #expect(result["selected"] as? String == cell)
        #expect(abs((result["firstPageHeight"] as? Double ?? 0) - (43.666668 + 32)) < 0.001)
        #expect(result["chosen"] as? String == scene)
        #expect(result["selectedAfter"] as? String == scene)
        #expect(result["otherPageHeight"] as? Double == 844.0)
        #expect(result["address"] as? String == "?case=Add.storyboard%23AddWebFeedViewController")
    }
}
