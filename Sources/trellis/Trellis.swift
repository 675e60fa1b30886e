import ArgumentParser

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Apple-style Auto Layout outside Apple's platforms: solve a spec, report frames, render images.",
        version: "0.1.0",
        subcommands: [LayoutCommand.self, RenderCommand.self]
    )

    /// `trellis layout SPEC [--json]`, the common call, goes straight to the command: ArgumentParser spends
    /// ~8 M instructions (≈ 1 ms) reflecting over the commands before it parses anything. Every other
    /// command line (flags, help, options in other places) goes through ArgumentParser as before.
    static func main() {
        if let (spec, json) = LayoutCommand.plainInvocation(Array(CommandLine.arguments.dropFirst())) {
            do {
                try LayoutCommand.perform(spec: spec, json: json)
            } catch {
                exit(withError: error)
            }
        }
        main(nil)
    }
}
