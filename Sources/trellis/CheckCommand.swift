import ArgumentParser
import TrellisCheck
import TrellisCommandLine
import TrellisLayout
import TrellisRender
import TrellisReport
import TrellisSpec
import TrellisText

/// `trellis check`: every spec laid out in every environment, the rules run over each layout, the findings
/// reported where they are written. Thin over TrellisCheck.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find the layout bugs users would see, in every environment, at the spec's line.",
        discussion: """
            Each spec is laid out in every environment — by default the smallest and largest phone and an iPad, \
            portrait and landscape, left-to-right and right-to-left, Dynamic Type large and \
            accessibilityExtraExtraExtraLarge, light and dark (48) — and checked for unsatisfiable and ambiguous \
            constraints, truncated text, clipped content, overlapping text, small tap targets, low contrast, \
            physical directions in right-to-left, fixed font sizes, zero-size content and hidden views \
            that take space. Each finding is reported once, at the spec's file:line:col, with the environments \
            where it occurs. See docs/check.md for every rule.

            An Interface Builder document (.xib, .storyboard) is checked case by case, each finding at the \
            document's line of the view and named by its case; a case that can't be laid out is reported as an \
            error while the others are checked.

            Exit status: 0 with no error-level finding, 1 with one (with --strict, a warning too), when a spec \
            can't be read or when a document's case can't be laid out, 64 for a usage error.

            Examples:
              trellis check Samples/*.yaml
              trellis check card.yaml --matrix type=large,AX-XXXL --format sarif > check.sarif
              trellis check specs/*.yaml --baseline check-baseline.json
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Spec files (YAML or JSON), or Interface Builder documents (.xib, .storyboard): every case checked.",
            valueName: "spec"))
    var specs: [String] = []

    @Option(
        name: .customLong("matrix"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Check in these environments instead: key=value,value with keys device, orientation, split, direction, "
                + "type, horizontalSizeClass, verticalSizeClass and theme; repeat for several keys.",
            valueName: "key=values"))
    var matrix: [String] = []

    @Option(help: ArgumentHelp("default (48 environments) or all (every device and text size).", valueName: "set"))
    var environments: String = "default"

    @Option(help: ArgumentHelp("text (default), json, sarif (SARIF 2.1.0) or junit.", valueName: "format"))
    var format: String = "text"

    @OptionGroup var systemFont: SystemFontOptions

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Leave out the findings recorded in this file (JSON); only new ones are reported and fail.",
            valueName: "file"))
    var baseline: String?

    @Flag(name: .customLong("update-baseline"), help: "Write every current finding to the --baseline file.")
    var updateBaseline = false

    @Option(
        help: ArgumentHelp(
            "Write a picture per finding here: the environment drawn, the views outlined, the message on it.",
            valueName: "dir"))
    var report: String?

    @Option(
        help: ArgumentHelp(
            "github: also print each finding as a GitHub Actions annotation (with --format text).",
            valueName: "name"))
    var reporter: String?

    @OptionGroup var fontOptions: FontOptions

    enum Format: String, CaseIterable { case text, json, sarif, junit }

    func validate() throws {
        if specs.isEmpty { throw ValidationError("no spec given (try: trellis check card.yaml)") }
        _ = try outputFormat()
        _ = try checkEnvironments()
        if updateBaseline && baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE") }
        if let reporter {
            guard reporter == "github" else {
                throw ValidationError("invalid --reporter '\(reporter)' (expected github)")
            }
            if try outputFormat() != .text {
                throw ValidationError("--reporter github prints to standard output: use it with --format text")
            }
        }
    }

    func outputFormat() throws -> Format {
        guard let value = Format(rawValue: format) else {
            throw ValidationError(
                "invalid --format '\(format)' (expected one of: \(Format.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        return value
    }

    func checkEnvironments() throws -> CheckEnvironments {
        if !matrix.isEmpty {
            if environments != "default" { throw ValidationError("give --matrix or --environments, not both") }
            do { return try CheckEnvironments.parse(matrix: matrix) } catch {
                throw ValidationError("\(error)")
            }
        }
        switch environments {
        case "default": return .standard
        case "all": return .all
        default: throw ValidationError("invalid --environments '\(environments)' (expected default or all)")
        }
    }

    func run() throws {
        let environments = try checkEnvironments()
        let textEngine: TextEngine
        do { textEngine = try TextEngine.bundled() } catch { StandardStreams.fail("error: \(error)") }
        var batch = CheckBatch(environments: environments, textEngine: textEngine, keepsDocuments: report != nil)
        do { batch.fontFiles = try fontOptions.files() } catch { StandardStreams.fail("error: \(error)") }
        var findings: [CheckFinding] = []
        for path in specs {
            do {
                findings += try batch.check(path: path)
            } catch let error as SpecError {
                StandardStreams.fail(error.description)
            } catch let error as CheckError {
                StandardStreams.fail(error.description)
            } catch {
                StandardStreams.fail("error: \(error)")
            }
        }
        var report = CheckReport(findings: findings, files: specs, environmentCount: environments.count)
        var known = 0
        if let baseline {
            if updateBaseline {
                do { try AtomicFile.write(Array(CheckBaseline(report).json.utf8), to: baseline) } catch {
                    StandardStreams.fail("error: cannot write the baseline '\(baseline)': \(error)")
                }
                StandardStreams.writeError(
                    "baseline: wrote \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") to \(baseline)\n"
                )
            }
            do { (report, known) = try CheckBaseline.read(path: baseline).filter(report) } catch {
                StandardStreams.fail("\(error)")
            }
        }
        if let directory = self.report {
            do {
                let pictures = FindingPicture(environments: environments, textEngine: textEngine)
                let written = try pictures.write(
                    report, documents: batch.documents, interfaceBuilder: batch.interfaceBuilderSources, to: directory)
                StandardStreams.writeError("report: \(written) picture\(written == 1 ? "" : "s") in \(directory)\n")
            } catch {
                StandardStreams.fail("error: cannot write the report in '\(directory)': \(error)")
            }
        }
        switch try outputFormat() {
        case .text:
            var text = CheckTextReport.render(report)
            if reporter == "github" {
                text = report.findings.map { $0.githubAnnotation.command + "\n" }.joined() + text
            }
            if known > 0 { text += "\(known) more in the baseline \(baseline ?? "")\n" }
            StandardStreams.writeOutput(text)
        case .json: StandardStreams.writeOutput(CheckJSONReport.render(report, environments: environments))
        case .sarif:
            StandardStreams.writeOutput(
                CheckSARIFReport.render(
                    report, environments: environments, toolVersion: Trellis.configuration.version))
        case .junit: StandardStreams.writeOutput(CheckJUnitReport.render(report, strict: strict))
        }
        for error in batch.caseErrors { StandardStreams.writeError(error.description + "\n") }
        if report.fails(strict: strict) || !batch.caseErrors.isEmpty { throw ExitCode(1) }
    }
}
