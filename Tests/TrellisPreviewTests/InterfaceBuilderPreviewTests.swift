import Foundation
import Testing
import TrellisLayout
import TrellisRender
import TrellisText

@testable import TrellisPreview

/// `trellis preview` of an Interface Builder document draws its first case.
struct InterfaceBuilderPreviewTests {
    @Test func aStoryboardIsPreviewed() throws {
        let twin = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/ib/seed002-leaf-views-container.storyboard")
        let model = PreviewSpec.render(
            path: twin.path, version: 1, variant: PreviewVariant(),
            engine: LayoutEngine(textEngine: try TextEngine.bundled()),
            options: RenderOptions(padding: 16))
        #expect(model.error == nil)
        #expect(model.views.map(\.name) == ["root", "container", "label1", "label2"])
        #expect(model.svg.hasPrefix("<?xml") || model.svg.hasPrefix("<svg"))
    }
}
