import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisCheck

/// `trellis check` over Interface Builder documents: every case checked, located at the document's line.
@Suite struct InterfaceBuilderCheckTests {
    static let matrix = ["device=iPhone SE (1st generation),iPad mini", "type=large,AX-XXXL", "theme=light"]

    static func check(_ fixture: String) throws -> InterfaceBuilderCheck {
        let source = try SpecSource.load(path: CheckHarness.root + "/Tests/TrellisCheckTests/Fixtures/ib/" + fixture)
        return try CheckHarness.checker(matrix: matrix).check(interfaceBuilder: source)
    }

    /// The fixed-width label of one case is truncated in every environment; the case beside it, whose label
    /// has the same name, has no finding.
    @Test func findsATruncatedLabelAtItsLineNamedByItsCase() throws {
        let check = try Self.check("truncated-and-clean.xib")
        #expect(check.errors.isEmpty)
        #expect(check.findings.count == 1)
        let finding = try #require(check.findings.first)
        #expect(finding.rule == "truncated-text")
        #expect(finding.views == ["title"])
        #expect(finding.location?.line == 15)
        #expect(finding.location?.column == 17)
        #expect(finding.file.hasSuffix("truncated-and-clean.xib"))
        #expect(finding.environments == [0, 1, 2, 3])
        #expect(
            finding.message
                == "truncated-and-clean.xib#Truncated: 'title' is truncated: its text needs 124.5 × 20.5 and got 60 × 20.5"
        )
        #expect(finding.key.hasPrefix("truncated-and-clean.xib#Truncated: "))
    }

    /// Each device and orientation reads the document for its screen; the findings of a view collapse across
    /// those readings into one, with every environment where it occurs.
    @Test func findingsCollapseAcrossTheScreensTheDocumentIsReadFor() throws {
        let source = try SpecSource.load(
            path: CheckHarness.root + "/Samples/ib/seed000-scene4-two-label-container.storyboard")
        let checker = try CheckHarness.checker(matrix: [
            "device=iPhone SE (1st generation),iPad mini", "orientation=portrait,landscapeLeft", "theme=light",
        ])
        var work = CheckWork()
        let check = try checker.check(interfaceBuilder: source, work: &work)
        #expect(check.errors.isEmpty)
        #expect(work.layouts == 4)
        #expect(check.findings.map(\.rule) == ["contrast", "fixed-font-size", "contrast", "fixed-font-size"])
        #expect(check.findings.map { $0.location?.line } == [22, 22, 29, 29])
        #expect(check.findings.allSatisfy { $0.environments == [0, 1, 2, 3] })
    }

    /// A case that can't be laid out is a located error; the document's other case is still checked.
    @Test func aBrokenCaseIsAnErrorAndTheOthersAreChecked() throws {
        let check = try Self.check("broken-case.xib")
        #expect(check.errors.count == 1)
        let error = try #require(check.errors.first)
        #expect(error.message == "broken-case.xib#BrokenCell: the cell has no content view")
        #expect(error.location?.line == 11)
        #expect(error.location?.column == 9)
        #expect(check.findings.isEmpty)
    }

    /// The batch recognises a document by its extension and keeps its cases' errors for the caller.
    @Test func theBatchChecksDocumentsAndKeepsTheirCaseErrors() throws {
        var batch = CheckBatch(
            environments: try CheckEnvironments.parse(matrix: Self.matrix), textEngine: try TextEngine.bundled())
        let directory = CheckHarness.root + "/Tests/TrellisCheckTests/Fixtures/ib/"
        let findings =
            try batch.check(path: directory + "truncated-and-clean.xib")
            + batch.check(path: directory + "broken-case.xib")
        #expect(findings.map(\.rule) == ["truncated-text"])
        #expect(batch.caseErrors.map { $0.location?.line } == [11])
    }
}
