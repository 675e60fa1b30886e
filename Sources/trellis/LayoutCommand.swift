import ArgumentParser
import FoundationEssentials
import TrellisCommandLine
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisReport
import TrellisSpec
import TrellisText

/// `trellis layout SPEC [--json]`: solve a spec and print every view's frames, fitting results and diagnostics.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a spec and print each view's frame, intrinsic size, fitting results and diagnostics.",
        discussion: """
            Exit status: 0 when the spec was laid out (diagnostics such as warnings are part of the report), \
            1 when it could not be read or laid out: then the errors go to standard error as \
            'file:line:col: error: message' with the line and a caret, and nothing is written to standard output.

            Examples:
              trellis layout card.yaml
              trellis layout card.yaml --json > card.layout.json
              cat card.yaml | trellis layout -
            """
    )

    @Argument(help: "The spec (YAML or JSON); '-' reads standard input.")
    var spec: String

    @Flag(help: "Print the stable JSON report instead of the table.")
    var json = false

    @Flag(
        help:
            "Fail (exit 1, diagnostics on standard error, no report) on an unsatisfiable constraint, an ambiguity, or a clipped or zero-size view with content; also set by 'strict: true' in the spec."
    )
    var strict = false

    @Option(
        name: .customLong("matrix"),
        help: ArgumentHelp(
            "Lay the spec out in every combination: key=v1,v2 with keys device, orientation, split, direction (ltr, rtl), "
                + "type (a content size category), horizontalSizeClass, verticalSizeClass; repeat for more keys.",
            valueName: "key=values"))
    var matrix: [String] = []

    @Flag(help: "Allow a --matrix of more than 64 combinations.")
    var force = false

    @OptionGroup var limitOptions: LimitOptions

    @OptionGroup var fontOptions: FontOptions

    @OptionGroup var systemFont: SystemFontOptions

    @OptionGroup(title: "Interface Builder documents") var documentOptions: InterfaceBuilderOptions

    func run() throws {
        let limits: ResourceLimits
        let fonts: [String]
        do {
            // A layout draws nothing: only the limits that bound reading and solving apply.
            limits = try limitOptions.limits().forLayoutOnly
            fonts = try fontOptions.files()
        } catch {
            SpecLayout.fail("error: \(error)")
        }
        if !matrix.isEmpty {
            if InterfaceBuilderReader.isDocumentPath(spec) {
                InterfaceBuilderCommand.layoutMatrix(
                    spec, json: json, matrix: MatrixLayouts.matrix(matrix, force: force), options: documentOptions,
                    limits: limits, fonts: fonts)
            }
            return Self.performMatrix(
                spec: spec, json: json, matrix: matrix, force: force, limits: limits, fonts: fonts)
        }
        if try InterfaceBuilderCommand.layout(
            spec, json: json, strict: strict, options: documentOptions, limits: limits, fonts: fonts)
        {
            return
        }
        try Self.perform(spec: spec, json: json, strict: strict, limits: limits, fonts: fonts)
    }

    /// Every combination's report, one after another: `== caption` then the table, or for `--json` one
    /// object `{"configurations": [{"configuration": caption, "layout": {…}}]}`.
    static func performMatrix(
        spec: String, json: Bool, matrix arguments: [String], force: Bool, limits: ResourceLimits,
        fonts: [String] = []
    ) {
        let result = MatrixLayouts.solve(
            spec, matrix: MatrixLayouts.matrix(arguments, force: force), textDetail: .metrics, limits: limits,
            fonts: fonts)
        var report = ""
        if json {
            report = LayoutJSONReport.renderMatrix(result.layouts.map { ($0.configuration.caption, $0.layout) })
        } else {
            for (index, entry) in result.layouts.enumerated() {
                if index > 0 { report += "\n" }
                report += "== \(entry.configuration.caption)\n"
                report += LayoutTextReport.render(entry.layout, source: result.source)
                let findings = entry.layout.reviewFindings
                if !findings.isEmpty {
                    report += "review: " + findings.map(\.description).joined(separator: "; ") + "\n"
                }
            }
        }
        StandardStreams.writeOutput(report)
    }

    static func perform(
        spec: String, json: Bool, strict: Bool = false, limits: ResourceLimits = .standard, fonts: [String] = []
    ) throws {
        let (source, layout) = try SpecLayout.solve(spec, limits: limits, fonts: fonts)
        if strict || layout.presentation.strict {
            let diagnostics = LayoutDiagnosticsOutput(layout: layout, source: source, strictFlag: strict)
            if diagnostics.fails { SpecLayout.fail(diagnostics.messages.joined(separator: "\n")) }
        }
        if json {
            // Streamed: written in chunks as it is produced (the report of a large layout is tens of MB).
            LayoutJSONReport.write(layout) { StandardStreams.writeOutput($0) }
        } else {
            StandardStreams.writeOutput(LayoutTextReport.render(layout, source: source))
        }
        ProcessLifetime.shared.keep((source, layout))
    }
}

/// Reading and solving a spec for the subcommands, with failures reported the same way everywhere:
/// every error on standard error in compiler form, exit status 1, nothing on standard output.
enum SpecLayout {
    /// The spec solved once. Its working memory (solver and run) is kept until the process ends
    /// (`ProcessLifetime`).
    /// `fonts`: the `--fonts` files (`FontOptions`).
    static func solve(_ path: String, limits: ResourceLimits = .standard, fonts: [String] = []) throws -> (
        source: SpecSource, layout: SolvedLayout
    ) {
        var source: SpecSource?
        do {
            if path == "-", StandardStreams.inputIsClosed {
                throw SpecError("cannot read standard input: it is closed")
            }
            let loaded = try InputSource.load(path, limits: limits)
            source = loaded
            let document = try SpecReader.read(source: loaded, limits: limits, fonts: fonts)
            // The reports read sizes, frames and line splits, never glyphs: none are built (`TextDetail`).
            let engine = LayoutEngine(textEngine: try TextEngine.bundled(), textDetail: .metrics)
            let layout = try engine.solve(document, keepingWorkingMemory: ProcessLifetime.shared.keep)
            return (loaded, layout)
        } catch let error as SpecError {
            fail(error.description)
        } catch let error as LayoutError {
            let lines = error.diagnostics.map { diagnostic in
                source.map { DiagnosticFormat.format(diagnostic, source: $0) } ?? "error: \(diagnostic.message)"
            }
            fail(lines.joined(separator: "\n"))
        } catch {
            fail("error: \(error)")
        }
    }

    /// Prints `message` to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        StandardStreams.fail(message)
    }
}
