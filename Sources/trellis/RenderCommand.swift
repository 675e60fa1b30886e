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

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output file, - for standard output, or a directory for several specs.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("png, svg or pdf (default: from the output's extension, else png).",
                               valueName: "format"))
    var format: String?

    @OptionGroup var rendering: RenderOptionArguments

    func run() throws {
        let jobs: [RenderTask]
        let options: RenderOptions
        do {
            options = try rendering.options()
            jobs = try RenderArguments.tasks(specs: specs, output: output, format: format)
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        let succeeded = BatchRenderer(tasks: jobs, options: options).run()
        if !succeeded { throw ExitCode(1) }
    }
}

/// Standard error, written whole lines at a time.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
