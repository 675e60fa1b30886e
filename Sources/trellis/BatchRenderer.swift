import Dispatch
import FoundationEssentials
import Synchronization
import TrellisCommandLine
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renders specs in parallel on every core, then writes the images in input order, each whole or not at all.
/// Shows a progress bar on a terminal and one plain line per image otherwise (for several specs).
struct BatchRenderer {
    let tasks: [RenderTask]
    let options: RenderOptions
    var limits: ResourceLimits = .standard
    /// The `--fonts` files (`FontOptions`).
    var fonts: [String] = []
    /// `--strict`: refuse layouts with problems (`LayoutDiagnosticsOutput`).
    var strict = false

    /// True when every image was written.
    func run() -> Bool {
        let progress = Progress(total: tasks.count, enabled: tasks.count > 1)
        let results = Results(count: tasks.count)
        // One image: its layout and solved system are kept to the end of the process (`ProcessLifetime`), as
        // `trellis layout` keeps its own. Several: each is freed as soon as its image is drawn.
        let keepsLayouts = tasks.count == 1
        DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
            let task = tasks[index]
            results.set(
                index,
                Result {
                    try BatchRenderer.render(
                        task, options: options, strict: strict, limits: limits, fonts: fonts,
                        keepingLayout: keepsLayouts)
                })
            progress.advance(finished: task.spec)
        }
        progress.finish()
        var ok = true
        for (task, result) in zip(tasks, results.values) {
            do {
                let rendered = try result.get()
                for message in rendered.warnings { StandardError.write(message + "\n") }
                try write(rendered.bytes, for: task)
                if tasks.count > 1, case .file(let path) = task.destination, !progress.isTerminal {
                    StandardError.write("rendered \(task.spec) → \(path)\n")
                }
            } catch {
                ok = false
                StandardError.write(BatchRenderer.message(for: error, spec: task.spec) + "\n")
            }
        }
        if tasks.count > 1, progress.isTerminal {
            let written = results.values.filter { (try? $0.get()) != nil }.count
            StandardError.write("rendered \(written) of \(tasks.count) specs\n")
        }
        if keepsLayouts { ProcessLifetime.shared.keep(results) }
        return ok
    }

    /// Spec → document → solved layout → image bytes, with the layout's warnings (or, under strict mode, a
    /// `StrictFailure` instead of an image).
    static func render(
        _ task: RenderTask, options: RenderOptions, strict: Bool = false,
        limits: ResourceLimits = .standard, fonts: [String] = [], keepingLayout: Bool = false
    ) throws -> Rendered {
        if task.spec == "-", StandardStreams.inputIsClosed {
            throw SpecError("cannot read standard input: it is closed")
        }
        let source = try InputSource.load(task.spec, limits: limits)
        let document = try SpecReader.read(source: source, limits: limits, fonts: fonts)
        var working: AnyObject?
        let layout = try LayoutEngine(textEngine: try TextEngine.bundled()).solve(
            document, keepingWorkingMemory: { if keepingLayout { working = $0 } })
        let diagnostics = LayoutDiagnosticsOutput(layout: layout, source: source, strictFlag: strict)
        if diagnostics.fails { throw StrictFailure(description: diagnostics.messages.joined(separator: "\n")) }
        var options = options
        options.format = task.format
        options.limits = limits
        return Rendered(
            bytes: try Renderer.render(layout, options: options), warnings: diagnostics.messages,
            working: working)
    }

    struct Rendered {
        var bytes: [UInt8]
        /// The layout's diagnostics, formatted for standard error.
        var warnings: [String]
        /// The layout's working memory, when kept to the end of the process (`ProcessLifetime`).
        var working: AnyObject?
    }

    /// Spec errors already read `file:line:col: error: …`, as do layout errors with a location; everything
    /// else is prefixed with the spec.
    static func message(for error: Error, spec: String) -> String {
        if let specError = error as? SpecError { return specError.description }
        if let renderError = error as? RenderError, case .inSpec = renderError { return renderError.description }
        if let strict = error as? StrictFailure { return strict.description }
        if let layoutError = error as? LayoutError, !layoutError.diagnostics.isEmpty {
            return layoutError.diagnostics.map { d in
                "\(d.location.map { "\($0)" } ?? spec): \(d.severity.rawValue): \(d.message)"
            }.joined(separator: "\n")
        }
        return "\(spec): error: \(error)"
    }

    private func destinationDirectory(for task: RenderTask) -> String? { task.createsDirectory }

    private func write(_ bytes: [UInt8], for task: RenderTask) throws {
        switch task.destination {
        case .standardOutput:
            StandardStreams.writeOutput(bytes)
        case .file(let path):
            if let directory = destinationDirectory(for: task), !FileManager.default.fileExists(atPath: directory) {
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                } catch {
                    throw RenderError.writeFailed(path: directory, reason: "cannot create the directory")
                }
            }
            try AtomicFile.write(bytes, to: path)
        }
    }
}

/// Results filled in from several threads, one index each.
private final class Results: @unchecked Sendable {
    /// Guards `storage`.
    private let lock = Mutex(())
    private var storage: [Result<BatchRenderer.Rendered, Error>]

    init(count: Int) {
        storage = Array(repeating: .failure(ArgumentError(description: "not rendered")), count: count)
    }

    func set(_ index: Int, _ result: Result<BatchRenderer.Rendered, Error>) {
        lock.withLock { _ in storage[index] = result }
    }

    var values: [Result<BatchRenderer.Rendered, Error>] { lock.withLock { _ in storage } }
}

/// A one-line progress bar on standard error, redrawn in place, only when standard error is a terminal.
private final class Progress: @unchecked Sendable {
    let total: Int
    let isTerminal: Bool
    private let enabled: Bool
    private let done = Mutex(0)

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
        isTerminal = isatty(STDERR_FILENO) == 1
    }

    func advance(finished spec: String) {
        // Counted and drawn under the lock, so the bars of two threads never interleave.
        done.withLock { done in
            done += 1
            guard enabled, isTerminal else { return }
            let width = 24
            let filled = total > 0 ? done * width / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let name = PathText.lastComponent(of: spec)
            StandardError.write(control: "\r\u{1B}[K", "[\(bar)] \(done)/\(total)  \(name)")
        }
    }

    func finish() {
        guard enabled, isTerminal else { return }
        StandardError.write(control: "\r\u{1B}[K", "")
    }
}
