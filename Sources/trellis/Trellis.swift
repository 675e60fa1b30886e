import ArgumentParser
import TrellisCommandLine
import TrellisSnapshot
import TrellisSpec

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Apple-style Auto Layout outside Apple's platforms: solve a spec, report frames, render images.",
        version: TrellisIdentity.version,
        subcommands: [
            LayoutCommand.self, RenderCommand.self, SnapshotCommand.self, CheckCommand.self, PreviewCommand.self,
            ImportCommand.self,
        ]
    )
}

extension Trellis {
    /// `trellis preview …` becomes `trellis-preview …` before anything else (`PreviewLauncher`). Every other
    /// command: standard streams made safe first (closed descriptors, SIGPIPE: `StandardStreams`), then the
    /// command, on a thread whose stack holds the deepest spec the limits allow (`LargeStack`). A command
    /// that fails exits on its own with status 1; one that succeeds returns here, and the process ends
    /// with what it kept (`ProcessLifetime`) still allocated: its output is already written.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "preview" { PreviewLauncher.run(Array(arguments.dropFirst())) }
        if arguments.count >= 2, arguments[0] == "help", arguments[1] == "preview" { PreviewLauncher.run(["--help"]) }
        if arguments.first == "snapshot", let word = SnapshotCommand.dashedSpecPath(in: Array(arguments.dropFirst())) {
            // ArgumentParser would read `-dash.yaml` as the flags -d -a -s -h …, and -h prints help with status 0.
            StandardError.write(
                "Error: \(SnapshotCommand.dashedSpecMessage(word))\n"
                    + "Usage: \(usageString(for: SnapshotCommand.self))\n"
                    + "  See 'trellis snapshot --help' for more information.\n")
            exit(withError: ExitCode.validationFailure)
        }
        StandardStreams.prepare()
        LargeStack.run { main(nil) }
        withExtendedLifetime(ProcessLifetime.shared) { StandardStreams.finish(0) }
    }
}
