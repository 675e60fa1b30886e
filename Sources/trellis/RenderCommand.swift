import ArgumentParser
import Foundation
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

    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp(
        "Output file, - for standard output, or a directory for several specs.", valueName: "path"))
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("png, svg or pdf (default: from the output's extension, else png).",
                               valueName: "format"))
    var format: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point: 1, 2 or 3 (default: the canvas's scale).",
                               valueName: "n"))
    var scale: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("boxes (labelled boxes with content), content (the screen as shown) or wireframe.",
                               valueName: "style"))
    var style: String = "boxes"

    @Option(name: .customLong("overlay"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "none, frames, constraints, margins, baselines or all; repeat the option or give a comma list.",
        valueName: "overlays"))
    var overlays: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("light or dark.", valueName: "theme"))
    var theme: String = "light"

    @Option(parsing: .unconditional, help: ArgumentHelp("Page colour: a CSS name, #RGB, #RRGGBB, #RRGGBBAA or transparent (default: the theme's).",
                               valueName: "color"))
    var background: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Points of page around the canvas.", valueName: "points"))
    var padding: String = "16"

    @Flag(help: "Add a key below the canvas explaining the colours and overlays.")
    var legend = false

    @OptionGroup var limitOptions: LimitOptions

    func run() throws {
        let jobs: [RenderTask]
        let options: RenderOptions
        let limits: ResourceLimits
        do {
            limits = try limitOptions.limits()
            options = try RenderArguments.options(scale: scale, style: style, overlays: overlays, theme: theme,
                                                  background: background, padding: padding, legend: legend)
            jobs = try RenderArguments.tasks(specs: specs, output: output, format: format)
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        let succeeded = BatchRenderer(tasks: jobs, options: options, limits: limits).run()
        if !succeeded { throw ExitCode(1) }
    }
}

/// Standard error, written whole lines at a time (failures dropped: `StandardStreams`).
enum StandardError {
    static func write(_ text: String) {
        StandardStreams.writeError(text)
    }
}
