import Foundation
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisRender
import TrellisSpec

/// One spec being previewed: its file's version, the models rendered for it, and the pages waiting for
/// its next change.
///
/// Renders run off the server's tasks (detached), one at a time per spec: a request for a version that is
/// already rendering waits for that render; a save that arrives meanwhile is rendered next, when asked
/// for, so a newer save supersedes an older one and a slow layout never blocks other requests.
actor PreviewSpec {
    let path: String
    private let engine: LayoutEngine
    private let options: RenderOptions
    private(set) var version = 1
    /// Models of the current version, per variant.
    private var current: [PreviewVariant: PreviewModel] = [:]
    /// The last model that laid out, per variant: what the page keeps showing while a save is broken.
    private var lastGood: [PreviewVariant: PreviewModel] = [:]
    private var rendering: (version: Int, variant: PreviewVariant, task: Task<PreviewModel, Never>)?
    private var waiters: [(after: Int, continuation: CheckedContinuation<Int, Never>)] = []
    /// Renders performed (a deterministic count for tests: repeated requests hit the cache).
    private(set) var renderCount = 0

    init(path: String, engine: LayoutEngine, options: RenderOptions) {
        self.path = path
        self.engine = engine
        self.options = options
    }

    /// The watcher saw the file change: a new version; every page waiting for it is told.
    func fileChanged() {
        version += 1
        current.removeAll()
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
        }
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
    }

    /// The model of the current version for `variant`, rendering it if needed.
    func model(for variant: PreviewVariant) async -> PreviewModel {
        while true {
            if let model = current[variant], model.version == version { return model }
            if let running = rendering {
                let model = await running.task.value
                if running.version == version, running.variant == variant { return model }
                continue // an older version or another variant: render ours next
            }
            let wanted = version
            let (path, engine, options) = (self.path, self.engine, self.options)
            let task = Task.detached(priority: .userInitiated) {
                PreviewSpec.render(path: path, version: wanted, variant: variant, engine: engine, options: options)
            }
            rendering = (wanted, variant, task)
            var model = await task.value
            rendering = nil
            renderCount += 1
            if model.error == nil {
                lastGood[variant] = model
            } else if let good = lastGood[variant] {
                let error = model.error
                model = good
                model.version = wanted
                model.error = error
            }
            if wanted == version { current[variant] = model }
            if wanted == version { return model }
        }
    }

    /// Reads, lays out and draws the spec as it is on disk now. Never throws: a failure is the model's
    /// `error`, in the words `trellis layout` would print.
    static func render(
        path: String, version: Int, variant: PreviewVariant, engine: LayoutEngine,
        options: RenderOptions
    ) -> PreviewModel {
        var source: SpecSource?
        func failed(_ message: String) -> PreviewModel {
            PreviewModel(
                spec: path, version: version, renderedVersion: 0, error: message,
                page: .init(width: 0, height: 0, canvasX: 0, canvasY: 0), svg: "", views: [], diagnostics: [])
        }
        do {
            let loaded = try SpecSource.load(path: path)
            source = loaded
            let document = try Self.document(loaded)
            let layout = try engine.solve(document, in: variant.configuration)
            var drawing = options
            drawing.format = .svg
            drawing.theme = variant.theme
            drawing.background = variant.theme.canvasBackground
            drawing.legend = false
            let bytes = try Renderer.render(layout, options: drawing)
            return PreviewModel(
                spec: path, version: version, layout: layout, svg: String(decoding: bytes, as: UTF8.self),
                padding: drawing.padding, report: { excerpt($0, source: loaded) })
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

    /// A spec's document; for an Interface Builder document, its first case that can be laid out.
    static func document(_ source: SpecSource) throws -> LayoutDocument {
        guard InterfaceBuilderReader.isDocumentPath(source.file) else { return try SpecReader.read(source: source) }
        let ib = try InterfaceBuilderReader.read(source: source)
        guard let first = ib.cases.first(where: { $0.document != nil }), let document = first.document else {
            throw ib.cases.first?.error
                ?? SpecError("\(source.file): the document has no view, scene or cell to lay out")
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
}
