import Testing
import TrellisLayout
import TrellisRender
import TrellisReport
import TrellisSpec
import TrellisText

@testable import TrellisCheck

/// GitHub annotations and the pictures of `--report DIR`.
@Suite struct ReporterTests {
    @Test func annotationsEscapeTheirPropertiesAndMessage() {
        let annotation = GitHubAnnotation(
            level: .warning, file: "specs/a,b.yaml", line: 12, column: 7, title: "rule: x",
            message: "50% of 'name'\nis cut")
        #expect(
            annotation.command
                == "::warning file=specs/a%2Cb.yaml,line=12,col=7,title=rule%3A x::50%25 of 'name'%0Ais cut")
        #expect(GitHubAnnotation(level: .notice, message: "plain").command == "::notice::plain")
    }

    @Test func aFindingsPictureIsItsEnvironmentDrawnWithTheMessage() throws {
        let spec = RuleTests.shortButton
        let matrix = ["device=iPhone SE (1st generation),iPhone 15", "theme=light,dark"]
        let found = try CheckHarness.findings(spec, matrix: matrix, rule: "tap-target")
        let finding = try #require(found.first)
        #expect(finding.environments == [0, 1, 2, 3])
        let environments = try CheckEnvironments.parse(matrix: matrix)
        let pictures = FindingPicture(environments: environments, textEngine: try TextEngine.bundled())
        let document = try SpecReader.read(text: spec, file: "test.yaml")
        let png = try #require(try pictures.png(of: finding, in: document))
        let image = try PNGDecoder.decode(png)
        // The first environment, the SE (320 points wide), at 2x with the page's 16-point padding.
        #expect(image.width == (320 + 32) * 2)
        #expect(image.height > (568 + 32) * 2) // the caption below the canvas
        // A finding that has no layout to draw (a document that can't be laid out) has no picture.
        let invalid = CheckFinding(
            rule: "invalid-constraint", severity: .error, message: "x", views: [], location: nil, file: "test.yaml",
            environments: [0], occurrence: "in every environment", example: "", key: "x")
        #expect(try pictures.png(of: invalid, in: document) == nil)
    }
}
