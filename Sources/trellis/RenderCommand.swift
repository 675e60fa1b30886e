import ArgumentParser
import FoundationEssentials
import TrellisCommandLine
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisText

/// `trellis render`: specs to PNG, SVG or PDF images.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw specs as labelled boxes with their real content, to PNG, SVG or PDF.",
        discussion: """
            The format comes from --format, else from the output's extension, else png. With one spec, -o names \
            the file (- is standard output); with several, -o names a directory (created when it ends in /) and \
            each image is named after its spec. Without -o, images go next to their specs. Several specs are \
            rendered in parallel on every core. Exit status 0 when every image was written, 1 otherwise; an \
            image is written whole (through a temporary file and a rename) or not at all.

            Examples:
              trellis render card.yaml -o card.png --scale 3
              trellis render card.yaml -o card.svg --overlay constraints,baselines --legend
              trellis render Samples/*.yaml -o Samples/rendered/
            """
    )

    @Argument(help: ArgumentHelp("Spec files (YAML or JSON); - reads standard input.", valueName: "spec"))
    var specs: [String] = []

    @Option(
        name: .shortAndLong, parsing: .unconditional,
        help: ArgumentHelp(
            "Output file, - for standard output, or a directory for several specs.", valueName: "path"))
    var output: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "png, svg or pdf (default: from the output's extension, else png).",
            valueName: "format"))
    var format: String?

    @OptionGroup var rendering: RenderOptionArguments

    @Option(
        name: .customLong("matrix"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Draw one contact sheet of the spec in every combination: key=v1,v2 with keys device, orientation, split, "
                + "direction (ltr, rtl), type (a content size category), horizontalSizeClass, verticalSizeClass; repeat "
                + "for more keys. Needs one spec and -o sheet.png.",
            valueName: "key=values"))
    var matrix: [String] = []

    @Flag(help: "Allow a --matrix of more than 64 combinations.")
    var force = false

    @Flag(
        help:
            "Fail (exit 1, no image) on an unsatisfiable constraint, an ambiguity, or a clipped or zero-size view with content; also set by 'strict: true' in the spec."
    )
    var strict = false

    @OptionGroup var limitOptions: LimitOptions

    @OptionGroup var fontOptions: FontOptions

    @OptionGroup var systemFont: SystemFontOptions

    @OptionGroup(title: "Interface Builder documents") var documentOptions: InterfaceBuilderOptions

    func run() throws {
        if !matrix.isEmpty {
            InterfaceBuilderCommand.refuseMatrix(for: specs)
            return try renderMatrix()
        }
        if specs.count == 1, try renderDocument(specs[0]) { return }
        if specs.count > 1, let document = specs.first(where: InterfaceBuilderReader.isDocumentPath) {
            StandardError.write(
                "error: '\(document)' is an Interface Builder document: render it on its own (one image per case)\n")
            throw ExitCode(1)
        }
        let jobs: [RenderTask]
        var options: RenderOptions
        let limits: ResourceLimits
        let fonts: [String]
        do {
            limits = try limitOptions.limits()
            fonts = try fontOptions.files()
            options = try rendering.options()
            jobs = try RenderArguments.tasks(specs: specs, output: output, format: format)
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        var batch = BatchRenderer(tasks: jobs, options: options, limits: limits)
        batch.fonts = fonts
        batch.strict = strict
        let succeeded = batch.run()
        if !succeeded { throw ExitCode(1) }
    }

    /// An Interface Builder document: one image per case (`InterfaceBuilderCommand.render`). False for a
    /// spec, which `run` renders as before.
    private func renderDocument(_ path: String) throws -> Bool {
        guard InterfaceBuilderReader.isDocumentPath(path) || path == "-" || documentOptions.usesDocumentOptions else {
            return false
        }
        let options: RenderOptions
        let limits: ResourceLimits
        let fonts: [String]
        do {
            options = try rendering.options()
            limits = try limitOptions.limits()
            fonts = try fontOptions.files()
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        do {
            return try InterfaceBuilderCommand.render(
                path, output: output, format: format, options: options, ib: documentOptions, limits: limits,
                fonts: fonts)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            StandardError.write("\(error)\n")
            throw ExitCode(1)
        }
    }

    /// `--matrix`: every combination in one PNG contact sheet (`ContactSheet`), columns along the last key.
    private func renderMatrix() throws {
        var options: RenderOptions
        let path: String
        let fonts: [String]
        do {
            options = try rendering.options()
            options.limits = try limitOptions.limits()
            fonts = try fontOptions.files()
            guard specs.count == 1 else {
                throw ArgumentError(description: "--matrix draws one spec; give exactly one")
            }
            guard let output else {
                throw ArgumentError(description: "--matrix needs -o sheet.png (or -o - for standard output)")
            }
            if let format, format.lowercased() != "png" {
                throw ArgumentError(
                    description: "--matrix draws a PNG contact sheet (--format \(format) isn't supported)")
            }
            if output != "-", let ext = OutputFormat(pathExtensionOf: output), ext != .png {
                throw ArgumentError(description: "--matrix draws a PNG contact sheet; name the output .png")
            }
            path = output
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        let result = MatrixLayouts.solve(
            specs[0], matrix: MatrixLayouts.matrix(matrix, force: force), limits: options.limits, fonts: fonts)
        do {
            let cells = result.layouts.map { ContactSheet.Cell(caption: $0.configuration.caption, layout: $0.layout) }
            let bytes = try ContactSheet.render(cells, columns: result.columns, options: options)
            if path == "-" {
                StandardStreams.writeOutput(bytes)
            } else {
                try AtomicFile.write(bytes, to: path)
            }
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
    }
}
