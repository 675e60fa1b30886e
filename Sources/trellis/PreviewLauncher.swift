import ArgumentParser
import FoundationEssentials
import TrellisCommandLine
import TrellisLayout

#if canImport(Glibc)
    import Glibc
#endif

/// `trellis preview`, as `trellis --help` lists it. `Trellis.main` hands `trellis preview …` to
/// `trellis-preview` before parsing, so its options and help are that program's.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve specs to a browser and redraw them on every save.",
        discussion:
            "Runs trellis-preview, which is installed beside trellis: `trellis preview --help` shows its options."
    )

    @Argument(parsing: .captureForPassthrough, help: "Specs and options of trellis-preview.")
    var arguments: [String] = []

    func run() throws { PreviewLauncher.run(arguments) }
}

/// Replaces this process with `trellis-preview` from the directory `trellis` runs from, with the arguments
/// after `preview`. The process stays the same (its id, its standard streams), so whoever started
/// `trellis preview` — a terminal's Ctrl-C, a test's SIGINT — talks to the server directly.
enum PreviewLauncher {
    static let program = "trellis-preview"

    static func run(_ arguments: [String]) -> Never {
        let path = programPath()
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        StandardStreams.writeError(
            "error: trellis preview runs \(path), which can't be started (\(reason)); build it beside trellis "
                + "with `swift build -c release --static-swift-stdlib --product trellis-preview`\n")
        exit(1)
    }

    /// `trellis-preview` in the directory of the running executable (`/proc/self/exe`, else `argv[0]`).
    static func programPath() -> String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? program
        return PathText.join(PathText.directory(of: executable), program)
    }
}
