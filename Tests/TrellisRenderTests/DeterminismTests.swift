import Foundation
import Testing
import TrellisLayout

@testable import TrellisRender

@Suite struct DeterminismTests {
    static let formats: [OutputFormat] = [.png, .svg, .pdf]

    @Test(arguments: formats)
    func sameLayoutGivesSameBytesEvenAfterOtherRenders(format: OutputFormat) throws {
        let options = RenderOptions(
            scale: 2, overlays: Set(RenderOverlay.allCases), padding: 8, legend: true,
            format: format)
        let first = try Renderer.render(Fixtures.boxes(), options: options)
        // Drawing something else moves Cairo's process-wide surface counter on.
        for _ in 0..<3 { _ = try Renderer.render(Fixtures.other(), options: RenderOptions(padding: 0, format: format)) }
        let second = try Renderer.render(Fixtures.boxes(), options: options)
        #expect(first.count > 100)
        #expect(first == second)
    }

    @Test func svgIdsStartFromOneWhateverWasDrawnBefore() throws {
        let png = Fixtures.temporaryDirectoryPath("image.png")
        defer { try? FileManager.default.removeItem(atPath: png.deletingLastPathComponent().path) }
        try Fixtures.writePNG(to: png, width: 4, height: 3, color: Fixtures.red)
        var layout = Fixtures.boxes()
        layout.views.append(
            Fixtures.view(
                "photo", .image, frame: Rect(x: 140, y: 55, width: 50, height: 20),
                imagePath: png.path))
        for _ in 0..<2 { _ = try Renderer.render(layout, options: RenderOptions(padding: 0, format: .svg)) }
        let svg = String(
            decoding: try Renderer.render(layout, options: RenderOptions(padding: 0, format: .svg)), as: UTF8.self)
        #expect(svg.contains("id=\"surface1\""))
        #expect(svg.contains("id=\"image0\""))
        let surfaceIds = svg.matches(of: /surface(\d+)/).compactMap { Int($0.1) }
        let imageIds = svg.matches(of: /"image(\d+)"|#image(\d+)"/).count
        #expect(imageIds >= 1)
        // Cairo's own numbering would have been in the hundreds by now; renumbered ids stay small.
        #expect(surfaceIds.allSatisfy { $0 <= 2 })
        #expect(svg.hasPrefix("<?xml"))
    }

    @Test func pdfCarriesTheFixedDate() throws {
        let pdf = try Renderer.render(Fixtures.boxes(), options: RenderOptions(padding: 0, format: .pdf))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(text.contains("/ModDate (20000101000000Z)"))
    }

    @Test func parallelRendersMatchSerialOnes() throws {
        let options = (0..<6).map { i in
            RenderOptions(scale: 1 + i % 3, overlays: [.frames], padding: 0, format: Self.formats[i % 3])
        }
        let serial = try options.map { try Renderer.render(Fixtures.boxes(), options: $0) }
        let results = ResultBox(count: options.count)
        DispatchQueue.concurrentPerform(iterations: options.count) { i in
            results.set(i, try? Renderer.render(Fixtures.boxes(), options: options[i]))
        }
        #expect(results.values == serial.map { Optional($0) })
    }
}

/// Collects results written from several threads, each index once.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [[UInt8]?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: [UInt8]?) { lock.lock(); storage[i] = value; lock.unlock() }
    var values: [[UInt8]?] { lock.lock(); defer { lock.unlock() }; return storage }
}

extension Fixtures {
    /// A path in a new temporary directory (the caller removes the directory).
    static func temporaryDirectoryPath(_ name: String) -> URL {
        let dir = (try? temporaryDirectory()) ?? FileManager.default.temporaryDirectory
        return dir.appendingPathComponent(name)
    }
}
