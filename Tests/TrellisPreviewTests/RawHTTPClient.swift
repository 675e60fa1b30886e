import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback TCP client that sends bytes exactly as given (hostile heads a URL client won't send) and
/// reads what comes back, on a thread of its own with blocking calls bounded by socket time-outs.
struct RawHTTPClient {
    let port: UInt16

    struct Exchange {
        var bytes: [UInt8]
        /// Whether the server closed the connection (EOF) before the client's time-out.
        var closedByServer: Bool
        var elapsed: Duration
        var text: String { String(decoding: bytes, as: UTF8.self) }
        var status: Int? {
            let line = text.prefix { $0 != "\r" }
            guard line.hasPrefix("HTTP/1.1 ") else { return nil }
            return Int(line.dropFirst(9).prefix(3))
        }
        /// The bytes after the head's blank line.
        var body: [UInt8] {
            guard let range = text.range(of: "\r\n\r\n") else { return [] }
            return Array(text[range.upperBound...].utf8)
        }
    }

    /// Connects, sends `request` (then half-closes when `finish`), and reads until the server closes or
    /// `timeout` passes.
    func exchange(_ request: [UInt8], finish: Bool = false, timeout: Duration = .seconds(10)) async -> Exchange {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: Self.run(port: port, request: request, finish: finish, timeout: timeout))
            }
            thread.start()
        }
    }

    func exchange(_ request: String, finish: Bool = false, timeout: Duration = .seconds(10)) async -> Exchange {
        await exchange(Array(request.utf8), finish: finish, timeout: timeout)
    }

    /// A connected socket that sends nothing (an idle client); close it with `close`.
    func openIdle() -> Int32? {
        let fd = Self.connect(port: port, timeout: .seconds(5))
        return fd >= 0 ? fd : nil
    }

    private static func connect(port: UInt16, timeout: Duration) -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return -1 }
        let seconds = timeout.components.seconds
        var interval = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if connected != 0 {
            close(fd)
            return -1
        }
        return fd
    }

    private static func run(port: UInt16, request: [UInt8], finish: Bool, timeout: Duration) -> Exchange {
        let start = ContinuousClock.now
        let fd = connect(port: port, timeout: timeout)
        guard fd >= 0 else { return Exchange(bytes: [], closedByServer: false, elapsed: .zero) }
        defer { close(fd) }
        return converse(on: fd, request: request, finish: finish, since: start)
    }

    /// Sends `request` on a connection `openIdle` made and reads the answer until the server closes or the
    /// socket's time-out passes; the caller still closes `fd`. Blocks: call it off the cooperative threads.
    static func exchange(on fd: Int32, _ request: String) -> Exchange {
        converse(on: fd, request: Array(request.utf8), finish: false, since: .now)
    }

    private static func converse(on fd: Int32, request: [UInt8], finish: Bool, since start: ContinuousClock.Instant)
        -> Exchange
    {
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break } // the server closed or reset: read what it answered
            sent += n
        }
        if finish { shutdown(fd, Int32(SHUT_WR)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return Exchange(bytes: received, closedByServer: true, elapsed: .now - start) }
            if n < 0 {
                if errno == EINTR { continue }
                return Exchange(
                    bytes: received, closedByServer: errno == ECONNRESET, elapsed: ContinuousClock.now - start)
            }
            received += buffer[0..<n]
        }
    }
}

#if canImport(Glibc)
    private let systemConnect = Glibc.connect
#else
    private let systemConnect = Darwin.connect
#endif
