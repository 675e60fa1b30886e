import FlyingSocks
import Foundation
import Synchronization
import TrellisLayout
import TrellisRender
import TrellisSpec
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
/// The server binds to loopback unless told otherwise and answers only requests that name it by an
/// allowed host (``HostAllowList``); it reads no file but the specs (and the images they name, through
/// the spec reader), so no request path can reach anything else. Its limits: ``HTTPConnectionLimits``
/// per connection, `modelCacheBytes` for the models kept.
public final class PreviewServer: Sendable {
    public struct Configuration: Sendable {
        public var specs: [String]
        public var host: String
        /// 0 picks a free port (see ``PreviewServer/port()``).
        public var port: UInt16
        public var options: RenderOptions
        public var pollTimeout: Duration
        public var watchInterval: Duration
        /// Host names allowed besides the loopback names and `host` (`--allow-host`).
        public var allowedHosts: [String]
        public var limits: HTTPConnectionLimits
        /// The budget of the models kept for every spec and variant (estimated bytes, least recently used
        /// dropped first).
        public var modelCacheBytes: Int
        /// How long a request waits for a model being computed before a 503 (the computation goes on).
        public var renderTimeout: Duration
        /// Told when `accept` fails (the error, and the connections open then), once per run of failures:
        /// the server waits for a connection to close and goes on.
        public var onAcceptFailure: (@Sendable (_ error: String, _ openConnections: Int) -> Void)?
        /// Custom font files (`--fonts DIR`) the specs' views may name besides their own `fonts:`.
        public var fontFiles: [String] = []

        /// Adds the font files of a `--fonts` directory (`SpecReader.fontFiles(inDirectory:)`).
        public mutating func addFonts(inDirectory directory: String) throws {
            fontFiles += try SpecReader.fontFiles(inDirectory: directory)
        }

        public static let defaultModelCacheBytes = 128 << 20

        public init(
            specs: [String], host: String = "127.0.0.1", port: UInt16 = 7777,
            options: RenderOptions = RenderOptions(padding: 16), pollTimeout: Duration = .seconds(20),
            watchInterval: Duration = .milliseconds(25), allowedHosts: [String] = [],
            limits: HTTPConnectionLimits = HTTPConnectionLimits(),
            modelCacheBytes: Int = Configuration.defaultModelCacheBytes, renderTimeout: Duration = .seconds(60)
        ) {
            self.specs = specs
            self.host = host
            self.port = port
            self.options = options
            self.pollTimeout = pollTimeout
            self.watchInterval = watchInterval
            self.allowedHosts = allowedHosts
            self.limits = limits
            self.modelCacheBytes = modelCacheBytes
            self.renderTimeout = renderTimeout
        }
    }

    public let configuration: Configuration
    private let http: HTTPConnectionServer
    private let specs: [PreviewSpec]
    private let cache: ModelCache
    private let watcher: SpecWatcher
    private let stopping = Mutex(false)

    public init(_ configuration: Configuration, engine: LayoutEngine) throws {
        self.configuration = configuration
        let address = try Self.address(host: configuration.host, port: configuration.port)
        let cache = ModelCache(budget: configuration.modelCacheBytes)
        self.cache = cache
        let specs = configuration.specs.indices.map { index in
            PreviewSpec(
                path: configuration.specs[index], index: index, engine: engine, options: configuration.options,
                cache: cache, fonts: configuration.fontFiles)
        }
        self.specs = specs
        let router = PreviewRouter(
            specs: specs, configuration: configuration,
            allowList: HostAllowList(boundHost: configuration.host, extra: configuration.allowedHosts))
        http = HTTPConnectionServer(
            address: address, limits: configuration.limits, onAcceptFailure: configuration.onAcceptFailure
        ) { request, port in
            await router.respond(to: request, port: port)
        }
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
        try await withTaskCancellationHandler {
            try await http.run()
        } onCancel: {
            http.stop()
        }
    }

    /// Waits until the socket is listening (for tests and for printing the address).
    public func waitUntilListening() async throws {
        guard await http.waitUntilListening(timeout: .seconds(10)) else { throw PreviewError.notListening }
    }

    /// The port the server listens on (the chosen one when configured with 0).
    public func port() async -> UInt16? { http.port }

    /// True once ``stop()`` was called: ``run()`` then ends with an error that is no failure.
    public var isStopping: Bool { stopping.withLock { $0 } }

    /// Stops watching, wakes every waiting page and closes the socket.
    public func stop() async {
        stopping.withLock { $0 = true }
        watcher.stop()
        for spec in specs { await spec.releaseWaiters() }
        http.stop()
    }

    /// Returns once a page is waiting for spec `index`'s next change (a long poll has arrived), so that a
    /// test or a tool can save then and measure the announcement.
    public func waitForLongPoll(ofSpec index: Int) async { await specs[index].untilLongPolled() }

    /// Computations finished for spec `index` so far (repeated requests of one version hit the cache).
    public func renderCount(ofSpec index: Int) async -> Int { await specs[index].renderCount }

    /// Computations started for spec `index` so far.
    public func renderStarts(ofSpec index: Int) async -> Int { await specs[index].renderStarts }

    /// What the server has survived and kept: failed `accept` calls, refused request heads, connections
    /// open now, and the model cache's estimated bytes, models and evictions.
    public var statistics: Statistics {
        let usage = cache.usage
        return Statistics(
            acceptFailures: http.acceptFailures, refusedHeads: http.refusals, openConnections: http.openConnections,
            maxConnections: http.maxConnections, cachedModelBytes: usage.bytes, cachedModels: usage.count,
            evictedModels: usage.evictions)
    }

    public struct Statistics: Sendable, Equatable {
        public var acceptFailures: Int
        public var refusedHeads: Int
        public var openConnections: Int
        public var maxConnections: Int
        public var cachedModelBytes: Int
        public var cachedModels: Int
        public var evictedModels: Int
    }
}
