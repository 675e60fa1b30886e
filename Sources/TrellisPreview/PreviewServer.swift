import FlyingFox
import FlyingSocks
import Foundation
import Synchronization
import TrellisLayout
import TrellisRender
import TrellisText

/// `trellis preview`'s server: serves the specs it was given — a page per spec that redraws on every
/// save, an index with thumbnails when there are several — and nothing else.
///
/// Routes (every other path is 404; only GET and HEAD):
/// - `/` — the index (one spec: its page);
/// - `/specs/N` — spec N's page;
/// - `/specs/N/model.json?device=…&theme=…` — the ``PreviewModel`` of spec N's current version;
/// - `/specs/N/render.svg?device=…&theme=…` — its drawing alone;
/// - `/specs/N/changes?after=V` — answers `{"version": W}` as soon as the file's version W exceeds V (a
///   long poll, at most `pollTimeout`), which is how a page learns of a save within one poll tick.
///
/// The server binds to loopback unless told otherwise; it reads no file but the specs (and the images
/// they name, through the spec reader), so no request path can reach anything else.
public final class PreviewServer: Sendable {
    public struct Configuration: Sendable {
        public var specs: [String]
        public var host: String
        /// 0 picks a free port (see ``PreviewServer/port()``).
        public var port: UInt16
        public var options: RenderOptions
        public var pollTimeout: Duration
        public var watchInterval: Duration

        public init(
            specs: [String], host: String = "127.0.0.1", port: UInt16 = 7777,
            options: RenderOptions = RenderOptions(padding: 16), pollTimeout: Duration = .seconds(20),
            watchInterval: Duration = .milliseconds(25)
        ) {
            self.specs = specs
            self.host = host
            self.port = port
            self.options = options
            self.pollTimeout = pollTimeout
            self.watchInterval = watchInterval
        }
    }

    public let configuration: Configuration
    private let http: HTTPServer
    private let specs: [PreviewSpec]
    private let watcher: SpecWatcher
    private let stopping = Mutex(false)

    public init(_ configuration: Configuration, engine: LayoutEngine) throws {
        self.configuration = configuration
        let address = try Self.address(host: configuration.host, port: configuration.port)
        http = HTTPServer(address: address, timeout: 30, logger: .disabled)
        let specs = configuration.specs.map { PreviewSpec(path: $0, engine: engine, options: configuration.options) }
        self.specs = specs
        watcher = SpecWatcher(paths: configuration.specs, interval: configuration.watchInterval) { index in
            await specs[index].fileChanged()
        }
    }

    /// An IPv4 address, or an IPv6 one for a host containing ':'; `localhost` is 127.0.0.1.
    static func address(host: String, port: UInt16) throws -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        if name.contains(":") { return try sockaddr_in6.inet6(ip6: name, port: port) }
        return try sockaddr_in.inet(ip4: name, port: port)
    }

    /// Serves until ``stop()`` (or the task is cancelled).
    public func run() async throws {
        let router = PreviewRouter(specs: specs, configuration: configuration)
        await http.appendRoute("GET,HEAD *") { request in await router.respond(to: request) }
        await http.appendRoute("*") { _ in HTTPResponse(statusCode: .methodNotAllowed) }
        try await http.run()
    }

    /// Waits until the socket is listening (for tests and for printing the address).
    public func waitUntilListening() async throws { try await http.waitUntilListening(timeout: 10) }

    /// The port the server listens on (the chosen one when configured with 0).
    public func port() async -> UInt16? {
        guard let address = await http.listeningAddress else { return nil }
        switch address {
        case .ip4(_, let port), .ip6(_, let port): return port
        default: return nil
        }
    }

    /// True once ``stop()`` was called: ``run()`` then ends with an error that is no failure.
    public var isStopping: Bool { stopping.withLock { $0 } }

    /// Stops watching, wakes every waiting page and closes the socket.
    public func stop() async {
        stopping.withLock { $0 = true }
        watcher.stop()
        for spec in specs { await spec.releaseWaiters() }
        await http.stop(timeout: 1)
    }

    /// Renders performed for spec `index` so far (repeated requests of one version hit the cache).
    public func renderCount(ofSpec index: Int) async -> Int { await specs[index].renderCount }
}

/// Maps request paths to responses; see ``PreviewServer`` for the routes.
struct PreviewRouter: Sendable {
    let specs: [PreviewSpec]
    let configuration: PreviewServer.Configuration

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        if parts.isEmpty {
            if specs.count == 1 { return html(PreviewPage.spec(index: 0, path: configuration.specs[0])) }
            return html(PreviewPage.index(specs: configuration.specs))
        }
        guard parts[0] == "specs", parts.count >= 2, parts.count <= 3,
            let index = Int(parts[1]), String(index) == parts[1], specs.indices.contains(index)
        else { return notFound() }
        let spec = specs[index]
        if parts.count == 2 { return html(PreviewPage.spec(index: index, path: configuration.specs[index])) }
        switch parts[2] {
        case "changes":
            let after = query["after"].flatMap(Int.init) ?? 0
            let version = await spec.nextVersion(after: after, timeout: configuration.pollTimeout)
            return json(Data("{\"version\": \(version)}".utf8))
        case "model.json", "render.svg":
            let variant: PreviewVariant
            do {
                variant = try PreviewVariant(query: query, defaultTheme: configuration.options.theme)
            } catch {
                return HTTPResponse(
                    statusCode: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                    body: Data("\(error)\n".utf8))
            }
            let model = await spec.model(for: variant)
            if parts[2] == "render.svg" {
                return HTTPResponse(
                    statusCode: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "no-store"],
                    body: Data(model.svg.utf8))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return json((try? encoder.encode(model)) ?? Data("{}".utf8))
        default:
            return notFound()
        }
    }

    private func html(_ text: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: Data(text.utf8))
    }

    private func json(_ data: Data) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: data)
    }

    private func notFound() -> HTTPResponse {
        HTTPResponse(
            statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
            body: Data("not found\n".utf8))
    }
}
