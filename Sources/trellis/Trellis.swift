import ArgumentParser

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
    /// Standard streams made safe first (closed descriptors, SIGPIPE: `StandardStreams`), then the command.
    static func main() {
        StandardStreams.prepare()
        main(nil)
    }
}
