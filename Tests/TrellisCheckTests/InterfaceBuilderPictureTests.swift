import Foundation
import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisCheck

/// `trellis check --report DIR` over Interface Builder documents: each finding drawn in its case, laid out
/// in the finding's first environment as the check laid it out.
@Suite struct InterfaceBuilderPictureTests {
    static let path = CheckHarness.root + "/Tests/TrellisCheckTests/Fixtures/ib/truncated-and-clean.xib"

    /// A PNG's width and height in pixels (its IHDR chunk).
    static func size(_ png: [UInt8]) -> (Int, Int) {
        func number(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test func eachFindingIsDrawnInItsCase() throws {
        let source = try SpecSource.load(path: Self.path)
        let environments = try CheckEnvironments.parse(matrix: InterfaceBuilderCheckTests.matrix)
        let check = try CheckHarness.checker(matrix: InterfaceBuilderCheckTests.matrix).check(interfaceBuilder: source)
        let finding = try #require(check.findings.first)
        #expect(finding.caseName == "truncated-and-clean.xib#Truncated")
        let pictures = FindingPicture(environments: environments, textEngine: try TextEngine.bundled())
        let large = try #require(try pictures.png(of: finding, inDocument: source))
        #expect(Self.size(large) == (704, 762))
        // The same finding's picture at AX-XXXL (environment 1) is drawn at that text size.
        var huge = finding
        huge.environments = [1]
        let hugePicture = try #require(try pictures.png(of: huge, inDocument: source))
        #expect(hugePicture != large)
        // A finding of a case the document doesn't have, or of no case, has no picture.
        var elsewhere = finding
        elsewhere.caseName = "truncated-and-clean.xib#Nowhere"
        #expect(try pictures.png(of: elsewhere, inDocument: source) == nil)
        elsewhere.caseName = nil
        #expect(try pictures.png(of: elsewhere, inDocument: source) == nil)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = CheckReport(findings: check.findings, files: [source.file], environmentCount: environments.count)
        let written = try pictures.write(
            report, documents: [:], interfaceBuilder: [source.file: source], to: directory.path)
        #expect(written == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["001-truncated-text-title.png", "findings.txt"])
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent("001-truncated-text-title.png")))
        #expect(bytes == large)
    }
}
