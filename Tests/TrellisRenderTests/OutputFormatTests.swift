import Testing

@testable import TrellisRender

@Test func formatFromExtension() {
    #expect(OutputFormat(pathExtensionOf: "out/a.PNG") == .png)
    #expect(OutputFormat(pathExtensionOf: "a.svg") == .svg)
    #expect(OutputFormat(pathExtensionOf: "dir.pdf/file") == nil)
    #expect(OutputFormat(pathExtensionOf: "a.gif") == nil)
}
