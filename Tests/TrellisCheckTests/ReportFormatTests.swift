import Foundation
import Testing
import TrellisLayout

@testable import TrellisCheck

/// SARIF validated against the official 2.1.0 schema, JUnit and JSON as written.
@Suite struct ReportFormatTests {
    /// Findings of several rules and severities, with and without a location (a spec that can't be laid out).
    static func report() throws -> (CheckReport, CheckEnvironments) {
        let matrix = ["device=iPhone SE (1st generation),iPhone 15", "direction=ltr,rtl", "theme=light,dark"]
        let spec = RuleTests.screen(
            """
              hint:
                kind: label
                text: "A \\"quoted\\" <hint> & more"
                textColor: "#999999"
                constraints: [left == safeArea.left + 16, top == safeArea.top + 16, width == 60]
              box:
                background: blue
                constraints: [width == 100, width == 200, height == 40, leading == safeArea.leading + 16, top == hint.bottom + 8]
            """)
        let findings = try CheckHarness.findings(spec, matrix: matrix, file: "specs/my screen.yaml")
        let environments = try CheckEnvironments.parse(matrix: matrix)
        return (CheckReport(findings: findings, files: ["specs/my screen.yaml"], environmentCount: 8), environments)
    }

    static func validate(_ sarif: String) throws -> (status: Int32, output: String) {
        let root = URL(fileURLWithPath: CheckHarness.root)
        let python = root.appendingPathComponent(".venv/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            Issue.record("jsonschema missing: \(python.path) not found — run `make venv` in \(root.path)")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [
            root.appendingPathComponent("Tests/TrellisCheckTests/Validator/validate_sarif.py").path,
            root.appendingPathComponent("Tests/TrellisCheckTests/Fixtures/sarif-schema-2.1.0.json").path,
        ]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(sarif.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func sarifValidatesAgainstTheOfficialSchema() throws {
        let (report, environments) = try Self.report()
        #expect(Set(report.findings.map(\.rule)).isSuperset(of: ["unsatisfiable", "contrast", "physical-attributes"]))
        let sarif = CheckSARIFReport.render(report, environments: environments, toolVersion: "0.1.0")
        let result = try Self.validate(sarif)
        #expect(result.status == 0, "\(result.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        let broken = try #require(results.first { $0["ruleId"] as? String == "unsatisfiable" })
        #expect(broken["level"] as? String == "error")
        let location = try #require(
            (broken["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "specs/my%20screen.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 10)
    }

    @Test func theValidatorRejectsAnInvalidLog() throws {
        let (report, environments) = try Self.report()
        let sarif = CheckSARIFReport.render(report, environments: environments, toolVersion: "0.1.0")
            .replacingOccurrences("\"level\": \"error\"", "\"level\": \"fatal\"")
        let result = try Self.validate(sarif)
        #expect(result.status == 1)
        #expect(result.output.contains("'fatal' is not one of"))
    }

    @Test func junitHasACasePerRuleFailingWithErrors() throws {
        let (report, _) = try Self.report()
        let xml = CheckJUnitReport.render(report, strict: false)
        let rules = CheckRules.all.count
        #expect(
            xml.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"trellis check\" tests=\"\(rules)\" failures=\"1\" errors=\"0\">"
            ))
        #expect(
            xml.contains(
                "<testcase classname=\"specs/my screen.yaml\" name=\"unsatisfiable\">\n      <failure message=\"1 finding: unable to simultaneously satisfy 2 required constraints; broke &#39;width == 200&#39; (in conflict with &#39;width == 100&#39;)\" type=\"error\">"
            ))
        #expect(xml.contains("<testcase classname=\"specs/my screen.yaml\" name=\"contrast\">\n      <system-out>"))
        #expect(xml.contains("<testcase classname=\"specs/my screen.yaml\" name=\"ambiguous\"/>"))
        let strict = CheckJUnitReport.render(report, strict: true)
        let failing = Set(report.findings.map(\.rule)).count
        #expect(strict.contains("tests=\"\(rules)\" failures=\"\(failing)\""))
    }

    @Test func jsonListsEveryFindingWithItsEnvironments() throws {
        let (report, environments) = try Self.report()
        let text = CheckJSONReport.render(report, environments: environments)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["environments"] as? Int == 8)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let physical = try #require(findings.first { $0["rule"] as? String == "physical-attributes" })
        #expect(physical["occurrence"] as? String == "right-to-left")
        #expect(
            physical["environments"] as? [String] == [
                "iPhone SE (1st generation) · rtl · light", "iPhone SE (1st generation) · rtl · dark",
                "iPhone 15 · rtl · light", "iPhone 15 · rtl · dark",
            ])
        #expect(physical["line"] as? Int == 7)
    }
}
