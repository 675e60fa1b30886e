import Foundation
import Testing
import TrellisLayout

@testable import TrellisSpec

/// The package root, found from this file's path.
func packageRoot(filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url
}

func sampleFiles() throws -> [URL] {
    let dir = packageRoot().appendingPathComponent("Samples")
    return try FileManager.default.contentsOfDirectory(atPath: dir.path)
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        .sorted()
        .map { dir.appendingPathComponent($0) }
}

@Test func everySampleReadsAndHasAReadmeLine() throws {
    let files = try sampleFiles()
    #expect(files.count >= 16)
    let readme = try String(contentsOf: packageRoot().appendingPathComponent("Samples/README.md"), encoding: .utf8)
    for file in files {
        let doc = try SpecReader.read(contentsOf: file.path)
        #expect(!doc.views.isEmpty, "\(file.lastPathComponent)")
        #expect(
            readme.contains("`\(file.lastPathComponent)`"), "\(file.lastPathComponent) has no line in Samples/README.md"
        )
    }
}

@Test func sceneFourSampleMatchesTheSeedCode() throws {
    let doc = try SpecReader.read(
        contentsOf: packageRoot().appendingPathComponent("Samples/seed000-scene4-two-label-container.yaml").path)
    #expect(doc.canvas.width == 320)
    let bg = try #require(doc.views.first)
    #expect(bg.subviews.map(\.name) == ["label1", "label2"])
    #expect(bg.subviews.map(\.textStyle.font.size) == [14, 18])
    #expect(bg.subviews.allSatisfy { $0.preferredMaxLayoutWidth == 300 && $0.textStyle.numberOfLines == 0 })
}
