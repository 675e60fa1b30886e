import ArgumentParser
import TrellisCommandLine
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisRender
import TrellisSpec

/// `trellis import FILE.xib [--case NAME] [-o spec.yaml]`: a case of an Interface Builder document as a
/// Trellis spec (`SpecWriter`).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a case of a .xib or .storyboard as a Trellis spec (YAML) that lays out to the same frames.",
        discussion: """
            With one case in the document, or one picked by --case, the spec goes to -o (or standard output). \
            Exit status 1 when the document can't be read, when --case picks none or several, or when the case \
            can't be laid out.

            Examples:
              trellis import Main.storyboard --list
              trellis import Main.storyboard --case 'Main.storyboard#Settings' -o settings.yaml
            """
    )

    @Argument(help: "The .xib or .storyboard document; '-' reads standard input.")
    var document: String

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The spec file to write (default: standard output).", valueName: "path")
    )
    var output: String?

    @OptionGroup(title: "Interface Builder documents") var documentOptions: InterfaceBuilderOptions

    @OptionGroup var limitOptions: LimitOptions

    func run() throws {
        let limits: ResourceLimits
        let loaded: (SpecSource, InterfaceBuilderDocument)?
        do {
            limits = try limitOptions.limits()
            loaded = try InterfaceBuilderCommand.document(document, options: documentOptions, limits: limits)
        } catch {
            StandardStreams.fail("\(error)")
        }
        guard let (_, ib) = loaded else {
            StandardStreams.fail("error: '\(document)' is not an Interface Builder document (.xib or .storyboard)")
        }
        let picked: [InterfaceBuilderCase]
        do {
            picked = try InterfaceBuilderLayout.select(ib, patterns: documentOptions.cases)
        } catch {
            StandardStreams.fail("\(error)")
        }
        guard picked.count == 1 else {
            StandardStreams.fail(
                "error: \(picked.count) cases: pick one with --case (trellis import \(document) --list names them)")
        }
        guard let yaml = SpecWriter.yaml(picked[0]) else {
            StandardStreams.fail(picked[0].error?.description ?? "error: \(picked[0].name) can't be laid out")
        }
        if let output, output != "-" {
            do { try AtomicFile.write(Array(yaml.utf8), to: output) } catch { StandardStreams.fail("error: \(error)") }
        } else {
            StandardStreams.writeOutput(yaml)
        }
    }
}
