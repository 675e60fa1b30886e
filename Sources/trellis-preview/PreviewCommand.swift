import ArgumentParser
import Dispatch
import Foundation
import TrellisCommandLine
import TrellisLayout
import TrellisPreview
import TrellisRender
import TrellisReport
import TrellisText

/// `trellis preview SPEC...` (`trellis` runs this program for it): serve specs to a browser and redraw
/// them on every save.
///
/// A program of its own so that only it links the preview server and the whole of Foundation: loading
/// libraries is paid at the start of every `trellis` process, which links FoundationEssentials only.
@main
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis preview",
        abstract: "Serve specs to a browser and redraw them on every save.",
        discussion: """
            Opens an HTTP server (loopback by default) with a page per spec: the drawing, redrawn within a poll \
            tick of each save; a device and theme picker; hovering a view shows its frame, intrinsic size, \
            priorities and every constraint touching it with its spec line; diagnostics beside the picture. A \
            save that can't be laid out shows its error over the last good drawing. Several specs get an index \
            of thumbnails. Stop with Ctrl-C. The page needs no network: everything is served by trellis.

            Examples:
              trellis preview card.yaml --open
              trellis preview Samples/*.yaml --port 8080
              trellis preview card.yaml --overlay constraints --theme dark
            """
    )

    @Argument(help: ArgumentHelp("Spec files (YAML or JSON).", valueName: "spec"))
    var specs: [String] = []

    @Option(help: ArgumentHelp("Port to listen on (0 picks a free one).", valueName: "port"))
    var port: String = "7777"

    @Option(help: ArgumentHelp("Address to bind (default: loopback only).", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "A host name requests may use besides localhost, 127.0.0.1, [::1] and the bound address (repeatable); "
                + "any other Host or Origin is refused (403), against DNS rebinding.",
            valueName: "name"))
    var allowedHosts: [String] = []

    @Option(
        name: .customLong("model-cache"),
        help: ArgumentHelp(
            "Megabytes of drawn models kept across specs and variants, least recently used dropped first (default: 128).",
            valueName: "MB"))
    var modelCache: String = "128"

    @Option(
        name: .customLong("max-connections"),
        help: ArgumentHelp(
            "Connections served at once; more wait until one closes (default: the descriptor limit less 64, at most 1024).",
            valueName: "n"))
    var maxConnections: String?

    @Flag(help: "Open the page in the default browser (xdg-open).")
    var open = false

    @Option(help: ArgumentHelp("Device pixels per point: 1, 2 or 3 (default: the canvas's scale).", valueName: "n"))
    var scale: String?

    @Option(help: ArgumentHelp("boxes, content or wireframe.", valueName: "style"))
    var style: String = "boxes"

    @Option(
        name: .customLong("overlay"),
        help: ArgumentHelp(
            "none, frames, constraints, margins, baselines or all; repeat the option or give a comma list.",
            valueName: "overlays"))
    var overlays: [String] = []

    @Option(help: ArgumentHelp("light or dark (the page can switch).", valueName: "theme"))
    var theme: String = "light"

    @Option(help: ArgumentHelp("Points of page around the canvas.", valueName: "points"))
    var padding: String = "16"

    @Option(
        help: ArgumentHelp(
            "A directory of custom fonts (.ttf, .otf) the specs' views may name, besides their own 'fonts:' "
                + "(repeatable).",
            valueName: "dir"))
    var fonts: [String] = []

    @Option(
        name: .customLong("system-font"),
        help: ArgumentHelp(
            "A folder with Apple's SF Pro to measure and draw the system font with instead of Roboto "
                + "(default: $TRELLIS_SYSTEM_FONTS; see docs/fonts.md).", valueName: "dir"))
    var systemFont: String?

    /// Standard streams made safe first (`StandardStreams`); the main thread then parks in `dispatchMain`
    /// (the signal pipe is read on the main queue) and specs are read on the concurrency pool.
    static func main() {
        StandardStreams.prepare()
        main(nil)
    }

    func run() throws {
        let configuration: PreviewServer.Configuration
        do {
            guard !specs.isEmpty else {
                throw ArgumentError(description: "no spec given (try: trellis preview spec.yaml)")
            }
            for spec in specs where spec == "-" {
                throw ArgumentError(description: "preview watches files; standard input ('-') can't be watched")
            }
            for spec in specs where !FileManager.default.isReadableFile(atPath: spec) {
                throw ArgumentError(description: "cannot read '\(spec)'")
            }
            guard let portNumber = UInt16(port) else {
                throw ArgumentError(description: "invalid --port '\(port)' (expected 0 to 65535)")
            }
            let options = try RenderArguments.options(
                scale: scale, style: style, overlays: overlays, theme: theme,
                background: nil, padding: padding, legend: false)
            guard let megabytes = Int(modelCache), megabytes >= 1, megabytes <= 1 << 20 else {
                throw ArgumentError(
                    description: "invalid --model-cache '\(modelCache)' (expected megabytes, 1 or more)")
            }
            var limits = HTTPConnectionLimits()
            if let maxConnections {
                guard let count = Int(maxConnections), count >= 1 else {
                    throw ArgumentError(
                        description: "invalid --max-connections '\(maxConnections)' (expected 1 or more)")
                }
                limits.maxConnections = count
            }
            for name in allowedHosts where name.isEmpty || name.contains(where: { $0 == "/" || $0.isWhitespace }) {
                throw ArgumentError(description: "invalid --allow-host '\(name)' (expected a host name or address)")
            }
            // Every connection holds a descriptor: take the hard limit (the soft default of 1,024 is a
            // leftover of select), and cap connections below it. A cap asked above it is lowered: with every
            // descriptor taken by clients, the runtime itself (libdispatch's event queue and timers) can't
            // get one when it needs one, and traps.
            let descriptorLimit = HTTPConnectionLimits.raiseDescriptorLimit()
            let allowed = HTTPConnectionLimits.defaultMaxConnections(descriptorLimit: descriptorLimit)
            if let asked = limits.maxConnections, asked > allowed {
                StandardError.write(
                    "warning: --max-connections \(asked) is more than \(descriptorLimit) descriptors allow "
                        + "(\(HTTPConnectionLimits.reservedDescriptors) are kept for the server's own files): "
                        + "serving at most \(allowed) at once\n")
                limits.maxConnections = allowed
            }
            var serving = PreviewServer.Configuration(
                specs: specs, host: host, port: portNumber, options: options, allowedHosts: allowedHosts,
                limits: limits, modelCacheBytes: megabytes << 20)
            for directory in fonts { try serving.addFonts(inDirectory: directory) }
            serving.onAcceptFailure = { error, open in
                StandardError.write(
                    "warning: cannot accept a connection (\(error)) with \(open) open; waiting for one to close\n")
            }
            configuration = serving
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        if let systemFont { TextEngine.useSystemFont(directory: systemFont) }
        // The fonts first, so a missing font or system font folder is reported as such, not as a failure to serve.
        let textEngine: TextEngine
        do {
            textEngine = try TextEngine.bundled()
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(configuration, engine: LayoutEngine(textEngine: textEngine))
        } catch {
            StandardError.write("error: cannot serve on \(host):\(port): \(error)\n")
            throw ExitCode(1)
        }
        Self.serve(server, open: open)
    }

    /// Runs the server until SIGINT or SIGTERM, then stops it and exits 0; a failure to listen exits 1.
    ///
    /// The signals are caught by a handler installed here, synchronously, before the server announces
    /// itself: it only writes a byte to a pipe, which the main queue reads to stop the server. A dispatch
    /// signal source is armed later, on dispatch's own thread, and a Ctrl-C arriving in between — right
    /// after "serving …", under load — was ignored, and the server never stopped.
    static func serve(_ server: PreviewServer, open: Bool) -> Never {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            StandardError.write(
                "error: cannot create the pipe that reports Ctrl-C: \(String(cString: strerror(errno)))\n")
            Foundation.exit(1)
        }
        signalPipeWriteEnd = ends[1]
        let reportSignal: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(signalPipeWriteEnd, &byte, 1)
        }
        signal(SIGINT, reportSignal)
        signal(SIGTERM, reportSignal)
        let signals = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .main)
        signals.setEventHandler {
            signals.cancel() // the first signal stops the server; later ones change nothing
            Task {
                await server.stop()
                StandardError.write("stopped\n")
                Foundation.exit(0)
            }
        }
        signals.resume()
        Task {
            do {
                try await server.run()
            } catch {
                if server.isStopping { return }
                let configuration = server.configuration
                StandardError.write("error: cannot serve on \(configuration.host):\(configuration.port): \(error)\n")
                Foundation.exit(1)
            }
        }
        Task {
            do {
                try await server.waitUntilListening()
            } catch {
                return
            }
            let port = await server.port() ?? server.configuration.port
            let host =
                server.configuration.host.contains(":") ? "[\(server.configuration.host)]" : server.configuration.host
            let url = "http://\(host):\(port)/"
            let count = server.configuration.specs.count
            let line = "serving \(count) spec\(count == 1 ? "" : "s") at \(url) (Ctrl-C to stop)\n"
            _ = StandardStreams.writeAll(STDOUT_FILENO, Array(line.utf8)) // a closed stdout doesn't stop the server
            if open { openInBrowser(url) }
        }
        withExtendedLifetime(signals) { dispatchMain() }
    }

    static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { StandardError.write("warning: cannot open a browser: \(error)\n") }
    }
}

/// Where the SIGINT/SIGTERM handler of `PreviewCommand.serve` writes: set once, before the handler is
/// installed, and only read (by the handler) afterwards.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
