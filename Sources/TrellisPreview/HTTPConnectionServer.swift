import FlyingSocks
import Foundation
import Synchronization

/// The preview's HTTP/1.1 server: accepts connections on one listening socket and answers each request
/// head with a handler's response, within ``HTTPConnectionLimits``.
///
/// It is Trellis's own over FlyingSocks' non-blocking sockets and event queue, because FlyingFox's server
/// (which it replaces) read a request line and header fields as strings grown a byte at a time with no
/// limit (quadratic in the head's length), had no idle or header time-out, and ended on the first failed
/// `accept` (out of descriptors). What it adds:
/// - heads read by ``HTTPRequestHeadReader``: linear, limits checked as bytes arrive (414, 431, 400, 505);
/// - a header time-out (408) and an idle time-out per connection, and a send time-out;
/// - at most `maxConnections` served at once; others wait in the backlog until one closes;
/// - a failed `accept` (no descriptor left, a connection aborted) is counted and waited out — until a
///   connection closes, or a short pause when the descriptors are held elsewhere — never fatal;
/// - `HEAD` answered with the `GET` fields and no body; a request with a body answered and closed.
final class HTTPConnectionServer: Sendable {
    /// Answers a request head; the second argument is the port the server listens on.
    typealias Handler = @Sendable (HTTPRequestHead, UInt16) async -> HTTPResponse

    let address: any SocketAddress
    let limits: HTTPConnectionLimits
    let maxConnections: Int
    private let handler: Handler
    /// Told of the first failed `accept` of a run of failures, with the connections open then.
    private let onAcceptFailure: (@Sendable (String, Int) -> Void)?
    private let state = Mutex(State())

    private struct State {
        var port: UInt16?
        var listenWaiters: [CheckedContinuation<Void, Never>] = []
        var stopped = false
        var acceptTask: Task<Void, Never>?
        var open = 0
        var nextConnection = 0
        var connections: [Int: Task<Void, Never>] = [:]
        /// The accept loop waiting for a connection to close (at the cap, or after a failed accept).
        var closeWaiter: CheckedContinuation<Void, Never>?
        var acceptFailures = 0
        var refusals = 0
    }

    init(
        address: any SocketAddress, limits: HTTPConnectionLimits,
        onAcceptFailure: (@Sendable (String, Int) -> Void)? = nil, handler: @escaping Handler
    ) {
        self.address = address
        self.onAcceptFailure = onAcceptFailure
        self.limits = limits
        maxConnections =
            limits.maxConnections
            ?? HTTPConnectionLimits.defaultMaxConnections(descriptorLimit: HTTPConnectionLimits.descriptorLimit())
        self.handler = handler
    }

    /// The port listened on, once listening.
    var port: UInt16? { state.withLock { $0.port } }
    /// Failed `accept` calls survived so far.
    var acceptFailures: Int { state.withLock { $0.acceptFailures } }
    /// Requests refused for their head (malformed, over a limit, too slow).
    var refusals: Int { state.withLock { $0.refusals } }
    /// Connections being served now.
    var openConnections: Int { state.withLock { $0.open } }

    /// Binds, listens and serves until ``stop()``.
    func run() async throws {
        defer {
            // Ended, or failed to listen: waiters now and later are answered (not listening).
            state.withLock { $0.stopped = true }
            resumeListenWaiters()
        }
        let socket = try Socket(domain: Int32(type(of: address).family))
        try socket.setValue(true, for: .localAddressReuse)
        do {
            try socket.bind(to: address)
            try socket.listen()
        } catch {
            try? socket.close()
            throw error
        }
        defer { try? socket.close() }
        let pool = Self.makePool()
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        let bound: UInt16?
        switch try? socket.sockname() {
        case .ip4(_, let port), .ip6(_, let port): bound = port
        default: bound = nil
        }
        let poolTask = Task { try await pool.run() }
        let acceptTask = Task { await self.acceptLoop(listener) }
        let stopped = state.withLock { state in
            state.port = bound
            state.acceptTask = acceptTask
            return state.stopped
        }
        resumeListenWaiters()
        if stopped { acceptTask.cancel() }
        await acceptTask.value
        for task in state.withLock({ Array($0.connections.values) }) { task.cancel() }
        poolTask.cancel()
        _ = try? await poolTask.value
    }

    /// Waits until the socket listens, or until `timeout` passes; true when listening.
    func waitUntilListening(timeout: Duration) async -> Bool {
        let wait = Task {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state in
                    if state.port != nil || state.stopped { return true }
                    state.listenWaiters.append(continuation)
                    return false
                }
                if ready { continuation.resume() }
            }
        }
        let timer = Task {
            try await Task.sleep(for: timeout)
            self.resumeListenWaiters()
        }
        await wait.value
        timer.cancel()
        return port != nil
    }

    /// Stops accepting and ends every connection (answers being sent are cut).
    func stop() {
        let task = state.withLock { state in
            state.stopped = true
            return state.acceptTask
        }
        task?.cancel()
        resumeListenWaiters()
    }

    private func resumeListenWaiters() {
        let waiters = state.withLock { state in
            defer { state.listenWaiters = [] }
            return state.listenWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    private static func makePool() -> some AsyncSocketPool {
        #if canImport(Darwin)
            return SocketPool<kQueue>.kQueue()
        #else
            return SocketPool<ePoll>.ePoll()
        #endif
    }

    // MARK: Accepting

    private func acceptLoop(_ listener: AsyncSocket) async {
        var failing = false
        while !Task.isCancelled {
            if state.withLock({ $0.open >= maxConnections }) {
                await waitForClose(atMost: nil)
                continue
            }
            do {
                let client = try await listener.accept()
                failing = false
                startConnection(client)
            } catch is CancellationError {
                return
            } catch {
                // Out of descriptors (EMFILE, ENFILE), a connection reset before it was accepted
                // (ECONNABORTED), memory (ENOBUFS): the listener is fine. Wait for a connection to close,
                // or briefly when none is open to free a descriptor, and try again.
                let open = state.withLock { state in
                    state.acceptFailures += 1
                    return state.open
                }
                if !failing { onAcceptFailure?(Self.describe(error), open) }
                failing = true
                await waitForClose(atMost: .milliseconds(100))
            }
        }
    }

    private static func describe(_ error: any Error) -> String {
        if case SocketError.failed(_, _, let message) = error { return message }
        return "\(error)"
    }

    private func startConnection(_ client: AsyncSocket) {
        state.withLock { state in
            let id = state.nextConnection
            state.nextConnection += 1
            state.open += 1
            state.connections[id] = Task {
                await self.serve(client)
                try? client.close()
                self.connectionClosed(id)
            }
        }
    }

    private func connectionClosed(_ id: Int) {
        let waiter = state.withLock { state in
            state.open -= 1
            state.connections[id] = nil
            defer { state.closeWaiter = nil }
            return state.closeWaiter
        }
        waiter?.resume()
    }

    /// Returns when a connection closes, after `atMost` (nil: no bound), or when the loop is cancelled.
    private func waitForClose(atMost bound: Duration?) async {
        var timer: Task<Void, Error>?
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    if state.stopped || Task.isCancelled || (bound == nil && state.open < maxConnections) {
                        return true
                    }
                    state.closeWaiter = continuation
                    return false
                }
                if resumeNow {
                    continuation.resume()
                } else if let bound {
                    timer = Task {
                        try await Task.sleep(for: bound)
                        self.resumeCloseWaiter()
                    }
                }
            }
        } onCancel: {
            resumeCloseWaiter()
        }
        timer?.cancel()
    }

    private func resumeCloseWaiter() {
        let waiter = state.withLock { state in
            defer { state.closeWaiter = nil }
            return state.closeWaiter
        }
        waiter?.resume()
    }

    // MARK: One connection

    private struct DeadlinePassed: Error {}

    /// Runs `operation` until `deadline`; past it, the operation is cancelled (a socket wait ends with
    /// `CancellationError`) and ``DeadlinePassed`` thrown.
    private func before<T: Sendable>(
        _ deadline: ContinuousClock.Instant, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw DeadlinePassed() }
            return value
        }
    }

    private func serve(_ client: AsyncSocket) async {
        var reader = HTTPRequestHeadReader(limits: limits.head)
        var idleSince = ContinuousClock.now
        while !Task.isCancelled {
            let head: HTTPRequestHead
            do {
                guard let next = try await readHead(client, &reader, idleSince: idleSince) else { return }
                head = next
            } catch let refusal as HTTPRefusal {
                await refuse(client, refusal)
                return
            } catch is DeadlinePassed {
                if reader.isInsideHead {
                    await refuse(client, HTTPRefusal(status: 408, reason: "the request head took too long"))
                }
                return
            } catch {
                return // the client closed, or the server is stopping
            }
            let response = await handler(head, port ?? 0)
            let keepAlive = head.keepsAlive && !head.hasBody && !state.withLock { $0.stopped }
            let bytes = Data(response.encoded(withBody: head.method != "HEAD", keepAlive: keepAlive))
            do {
                try await before(.now + limits.sendTimeout) { try await client.write(bytes) }
            } catch {
                return
            }
            if !keepAlive { return }
            idleSince = .now
        }
    }

    /// The next head; nil when the client closes between requests. Waits at most the idle time-out for a
    /// head to begin and the header time-out from its first byte to its end.
    private func readHead(
        _ client: AsyncSocket, _ reader: inout HTTPRequestHeadReader, idleSince: ContinuousClock.Instant
    ) async throws -> HTTPRequestHead? {
        var headStart: ContinuousClock.Instant? = reader.isInsideHead ? .now : nil
        while true {
            if let head = try reader.next() { return head }
            if headStart == nil, reader.isInsideHead { headStart = .now }
            let deadline = headStart.map { $0 + limits.headerTimeout } ?? idleSince + limits.idleTimeout
            let chunk: [UInt8]
            do {
                chunk = try await before(deadline) { try await client.read(atMost: 16 << 10) }
            } catch SocketError.disconnected {
                return nil
            }
            reader.append(chunk)
        }
    }

    /// Answers a refused head and closes: the answer is sent, then what the client still sends is read
    /// and dropped (up to a bound) so that closing doesn't reset the connection before the client has
    /// read the answer.
    private func refuse(_ client: AsyncSocket, _ refusal: HTTPRefusal) async {
        state.withLock { $0.refusals += 1 }
        let bytes = Data(HTTPResponse.text(refusal.status, refusal.reason).encoded(withBody: true, keepAlive: false))
        let deadline = ContinuousClock.now + .seconds(1)
        do {
            try await before(deadline) { try await client.write(bytes) }
            _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
            var drained = 0
            while drained < Self.drainedAtMost {
                drained += try await before(deadline) { try await client.read(atMost: 64 << 10) }.count
            }
        } catch {
            return
        }
    }

    /// Bytes read and dropped after a refusal before closing anyway.
    static let drainedAtMost = 4 << 20
}
