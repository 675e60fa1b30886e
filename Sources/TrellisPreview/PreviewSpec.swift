import Foundation
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisRender
import TrellisSpec

/// One spec being previewed: its file's version, the models computed for it, and the requests waiting
/// for a model or for its next change.
///
/// At most one computation runs per variant, on a thread of its own (a layout is synchronous and may be
/// slow, or wait on a file that never answers, and must not hold a thread of the concurrency pool that
/// serves every other request). Requests for a variant being computed wait for that computation, each
/// woken once when it ends (or at its own time-out); a request for a version newer than the one being
/// computed starts the next computation when the running one ends, so newer saves supersede older ones.
/// Nothing here loops: every wait is a continuation resumed by an event.
actor PreviewSpec {
    let path: String
    let index: Int
    private let engine: LayoutEngine
    private let options: RenderOptions
    private let cache: ModelCache
    private(set) var version = 1
    /// The version being computed, per variant.
    private var computing: [PreviewVariant: Int] = [:]
    /// Requests waiting for a model, per variant: each needs the version current when it asked.
    private var modelWaiters: [PreviewVariant: [ModelWaiter]] = [:]
    private var nextWaiterID = 0
    private var waiters: [(after: Int, continuation: CheckedContinuation<Int, Never>)] = []
    /// Callers of ``untilLongPolled()`` waiting for a page's long poll to arrive.
    private var pollWatchers: [CheckedContinuation<Void, Never>] = []
    /// Computations finished (a deterministic count for tests: repeated requests hit the cache).
    private(set) var renderCount = 0
    /// Computations started.
    private(set) var renderStarts = 0

    private struct ModelWaiter {
        var id: Int
        var version: Int
        var continuation: CheckedContinuation<PreviewModel?, Never>
        var timer: Task<Void, Error>?
    }

    /// The `--fonts` files (`PreviewServer.Configuration.fontFiles`).
    private let fonts: [String]

    init(
        path: String, index: Int, engine: LayoutEngine, options: RenderOptions, cache: ModelCache,
        fonts: [String] = []
    ) {
        self.fonts = fonts
        self.path = path
        self.index = index
        self.engine = engine
        self.options = options
        self.cache = cache
    }

    /// The watcher saw the file change: a new version; every page waiting for it is told.
    func fileChanged() {
        version += 1
        let ready = waiters.filter { $0.after < version }
        waiters.removeAll { $0.after < version }
        for waiter in ready { waiter.continuation.resume(returning: version) }
    }

    /// The version after `after`, as soon as there is one, or the current version after `timeout`
    /// (a page's long poll).
    func nextVersion(after: Int, timeout: Duration) async -> Int {
        if version > after { return version }
        let deadline = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.expireWaiters(after: after)
        }
        defer { deadline.cancel() }
        return await withCheckedContinuation { continuation in
            waiters.append((after, continuation))
            for watcher in pollWatchers { watcher.resume() }
            pollWatchers.removeAll()
        }
    }

    /// Returns once a page waits for this spec's next change (at once if one does).
    func untilLongPolled() async {
        if !waiters.isEmpty { return }
        await withCheckedContinuation { pollWatchers.append($0) }
    }

    private func expireWaiters(after: Int) {
        let expired = waiters.filter { $0.after == after }
        waiters.removeAll { $0.after == after }
        for waiter in expired { waiter.continuation.resume(returning: version) }
    }

    /// Wakes every waiting page (server shutdown).
    func releaseWaiters() {
        for waiter in waiters { waiter.continuation.resume(returning: version) }
        waiters.removeAll()
        for watcher in pollWatchers { watcher.resume() }
        pollWatchers.removeAll()
        for (variant, list) in modelWaiters {
            for waiter in list {
                waiter.timer?.cancel()
                waiter.continuation.resume(returning: cache.model(key(variant)))
            }
        }
        modelWaiters.removeAll()
    }

    private func key(_ variant: PreviewVariant) -> ModelCache.Key { ModelCache.Key(spec: index, variant: variant) }

    /// The model of the current version for `variant`, computing it if needed; nil when it isn't ready
    /// within `timeout` (the computation goes on, and a later request gets it).
    func model(for variant: PreviewVariant, timeout: Duration) async -> PreviewModel? {
        if let model = cache.model(key(variant)), model.version == version { return model }
        let id = nextWaiterID
        nextWaiterID += 1
        let wanted = version
        return await withCheckedContinuation { continuation in
            let timer = Task { [weak self] in
                try await Task.sleep(for: timeout)
                await self?.expireModelWaiter(variant, id: id)
            }
            modelWaiters[variant, default: []].append(
                ModelWaiter(id: id, version: wanted, continuation: continuation, timer: timer))
            if computing[variant] == nil { compute(variant) }
        }
    }

    private func expireModelWaiter(_ variant: PreviewVariant, id: Int) {
        guard let index = modelWaiters[variant]?.firstIndex(where: { $0.id == id }) else { return }
        let waiter = modelWaiters[variant]?.remove(at: index)
        waiter?.continuation.resume(returning: nil)
    }

    /// Starts computing the current version of `variant` on a thread of its own.
    private func compute(_ variant: PreviewVariant) {
        let wanted = version
        computing[variant] = wanted
        renderStarts += 1
        let (path, engine, options, fonts) = (self.path, self.engine, self.options, self.fonts)
        let thread = Thread { [weak self] in
            let model = PreviewSpec.render(
                path: path, version: wanted, variant: variant, engine: engine, options: options, fonts: fonts)
            Task { await self?.computed(model, variant: variant) }
        }
        thread.stackSize = 8 << 20 // the main thread's, which the reader and solver are tested on
        thread.start()
    }

    /// A computation ended: its model is kept (a failed save keeps the last drawing, with the error),
    /// every request it satisfies is answered, and the next version is computed if a request needs it.
    private func computed(_ rendered: PreviewModel, variant: PreviewVariant) {
        computing[variant] = nil
        renderCount += 1
        var model = rendered
        if rendered.error != nil, var previous = cache.model(key(variant)) {
            previous.version = rendered.version
            previous.error = rendered.error
            model = previous
        }
        cache.store(model, for: key(variant))
        let list = modelWaiters[variant] ?? []
        let (answered, waiting) = (
            list.filter { $0.version <= model.version }, list.filter { $0.version > model.version }
        )
        modelWaiters[variant] = waiting.isEmpty ? nil : waiting
        for waiter in answered {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: model)
        }
        if !waiting.isEmpty { compute(variant) }
    }

    /// Reads, lays out and draws the spec as it is on disk now. Never throws: a failure is the model's
    /// `error`, in the words `trellis layout` would print. An Interface Builder document draws the case the
    /// variant names (else its first that can be laid out), and its model lists every case.
    static func render(
        path: String, version: Int, variant: PreviewVariant, engine: LayoutEngine,
        options: RenderOptions, fonts: [String] = []
    ) -> PreviewModel {
        var source: SpecSource?
        var picked = PickedDocument()
        func failed(_ message: String) -> PreviewModel {
            PreviewModel(
                spec: path, version: version, renderedVersion: 0, error: message,
                page: .init(width: 0, height: 0, canvasX: 0, canvasY: 0), svg: "", views: [], diagnostics: [],
                cases: picked.cases, caseName: picked.caseName)
        }
        do {
            try requireRegularFile(path)
            let loaded = try SpecSource.load(path: path)
            source = loaded
            let document = try Self.document(loaded, variant: variant, picked: &picked, fonts: fonts)
            let layout = try engine.solve(document, in: picked.configuration ?? variant.configuration)
            var drawing = options
            drawing.format = .svg
            drawing.theme = variant.theme
            drawing.background = variant.theme.canvasBackground
            drawing.legend = false
            let bytes = try Renderer.render(layout, options: drawing)
            var model = PreviewModel(
                spec: path, version: version, layout: layout, svg: String(decoding: bytes, as: UTF8.self),
                padding: drawing.padding, report: { excerpt($0, source: loaded) })
            model.cases = picked.cases
            model.caseName = picked.caseName
            return model
        } catch let error as SpecError {
            return failed(error.description)
        } catch let error as LayoutError {
            return failed(
                error.diagnostics.map { d in source.map { excerpt(d, source: $0) } ?? d.message }
                    .joined(separator: "\n"))
        } catch let error as CustomStringConvertible {
            return failed("error: \(error.description)")
        } catch {
            return failed("error: \(error)")
        }
    }

    /// What `document(_:variant:picked:fonts:)` chose in an Interface Builder document.
    struct PickedDocument {
        var cases: [String] = []
        var caseName: String?
        /// The configuration left to apply once the document was read for the variant's screen.
        var configuration: LayoutConfiguration?
    }

    /// A spec's document. For an Interface Builder document, the case `variant.caseName` names (else the
    /// first that can be laid out), read for the variant's device and orientation as `--device` reads it
    /// (the scene takes the screen's size and safe area); the rest of the variant is left in
    /// `picked.configuration`. Throws a case's own error when it can't be laid out.
    static func document(
        _ source: SpecSource, variant: PreviewVariant, picked: inout PickedDocument, fonts: [String] = []
    ) throws -> LayoutDocument {
        guard InterfaceBuilderReader.isDocumentPath(source.file) else {
            return try SpecReader.read(source: source, fonts: fonts)
        }
        var rest = variant.configuration
        var environment = InterfaceBuilderEnvironment(device: rest.device?.name, orientation: rest.orientation)
        environment.fontFiles = fonts
        rest.device = nil
        rest.orientation = nil
        picked.configuration = rest
        let ib = try InterfaceBuilderReader.read(source: source, environment: environment)
        picked.cases = ib.cases.map(\.name)
        let chosen: InterfaceBuilderCase?
        if let name = variant.caseName {
            guard let named = ib.cases.first(where: { $0.name == name }) else {
                throw SpecError(
                    "'\(source.file)' has no case named '\(name)' (its cases: \(picked.cases.joined(separator: ", ")))")
            }
            chosen = named
        } else {
            chosen = ib.cases.first(where: { $0.document != nil }) ?? ib.cases.first
        }
        guard let chosen else { throw SpecError("\(source.file): the document has no view, scene or cell to lay out") }
        picked.caseName = chosen.name
        guard let document = chosen.document else {
            throw chosen.error ?? SpecError("\(chosen.name): the case can't be laid out", at: chosen.location)
        }
        return document
    }

    /// A diagnostic as a compiler prints it: location, message, the spec line with a caret, details.
    static func excerpt(_ diagnostic: Diagnostic, source: SpecSource) -> String {
        let location = diagnostic.location
        let line = location.flatMap { $0.file == source.file ? source.line($0.line) : nil }
        var out = SourceExcerpt.format(
            severity: diagnostic.severity.rawValue, message: diagnostic.message,
            location: location, line: line)
        for detail in diagnostic.details { out += "\n    " + detail }
        return out
    }

    /// A previewed spec is a file an editor saves: anything else (a FIFO, whose reading waits for a writer;
    /// a device; a directory) is an error, found without blocking (`O_NONBLOCK`, then `fstat`).
    static func requireRegularFile(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return } // missing or unreadable: the reader says which
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFIFO: kind = "a FIFO"
        case S_IFDIR: kind = "a directory"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "a special file"
        }
        throw SpecError("cannot read '\(path)': it is \(kind); the preview watches regular files only")
    }
}
