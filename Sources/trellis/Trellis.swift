import ArgumentParser
import TrellisSpec

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Apple-style Auto Layout outside Apple's platforms: solve a spec, report frames, render images.",
        version: "0.1.0",
        subcommands: [LayoutCommand.self, RenderCommand.self, SnapshotCommand.self, PreviewCommand.self]
    )
}

extension Trellis {
    /// Standard streams made safe first (closed descriptors, SIGPIPE: `StandardStreams`), then the command,
    /// on a thread whose stack holds the deepest spec the limits allow (`LargeStack`) — except `preview`,
    /// which parks the main thread in `dispatchMain` (its signal sources run on the main queue) and reads
    /// specs on the concurrency pool.
    static func main() {
        StandardStreams.prepare()
        if CommandLine.arguments.dropFirst().first == "preview" {
            main(nil)
        } else {
            LargeStack.run { main(nil) }
        }
    }
}
