import Foundation

/// The head of one HTTP/1.x request as the preview server reads it: the request line and the header
/// fields, already checked against ``HTTPHeadLimits`` and the grammar of RFC 9112.
public struct HTTPRequestHead: Sendable, Equatable {
    public var method: String
    /// The request-target as sent (origin-form: a path starting with `/`, then `?query`).
    public var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    /// The fields in arrival order, names as sent.
    public var fields: [Field]

    public init(method: String, target: String, version: String, fields: [Field]) {
        self.method = method
        self.target = target
        self.version = version
        self.fields = fields
    }

    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The first field named `name` (field names are case-insensitive).
    public func field(_ name: String) -> String? {
        fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Every field named `name`.
    func fields(named name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// Whether the client asked to keep the connection open after the answer (HTTP/1.1's default, or
    /// HTTP/1.0 with `Connection: keep-alive`).
    public var keepsAlive: Bool {
        let options = fields(named: "Connection").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if options.contains("close") { return false }
        return version == "HTTP/1.1" || options.contains("keep-alive")
    }

    /// Whether a body follows the head. The preview takes none, so such a request is answered and its
    /// connection closed, never read further.
    public var hasBody: Bool {
        if field("Transfer-Encoding") != nil { return true }
        guard let length = field("Content-Length") else { return false }
        return length != "0"
    }

    /// The path split at `/` into percent-decoded segments (empty ones dropped), and the query's
    /// percent-decoded `name=value` pairs (the first of a repeated name wins); nil when an escape is
    /// malformed or decodes to something that isn't UTF-8.
    public var route: (segments: [String], query: [String: String])? {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var segments: [String] = []
        for raw in parts[0].split(separator: "/") {
            guard let segment = String(raw).removingPercentEncoding else { return nil }
            segments.append(segment)
        }
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = String(halves[0]).removingPercentEncoding,
                    let value = (halves.count == 2 ? String(halves[1]) : "").removingPercentEncoding
                else { return nil }
                if query[name] == nil { query[name] = value }
            }
        }
        return (segments, query)
    }
}

/// How large a request head may be. Each limit is checked as the bytes arrive, so a client sending
/// more than the limit costs the server no more than the limit's worth of reading.
public struct HTTPHeadLimits: Sendable, Equatable {
    /// Bytes of the request line (method, target, version): longer is 414 URI Too Long.
    public var requestLineBytes: Int
    /// Bytes of all header lines together: more is 431 Request Header Fields Too Large.
    public var fieldBytes: Int
    /// Number of header fields: more is 431.
    public var fieldCount: Int

    public init(requestLineBytes: Int = 8 << 10, fieldBytes: Int = 16 << 10, fieldCount: Int = 100) {
        self.requestLineBytes = requestLineBytes
        self.fieldBytes = fieldBytes
        self.fieldCount = fieldCount
    }
}

/// Why a request head was refused: the status the server answers with (before closing the connection)
/// and a one-line reason for the body.
public struct HTTPRefusal: Error, Sendable, Equatable {
    public var status: Int
    public var reason: String
}

/// Reads request heads from a connection's bytes as they arrive, one chunk at a time.
///
/// Every byte is examined once: the reader keeps the offset up to which it has looked for a line's end,
/// and a line is parsed once, when its end arrives. The limits are checked on the bytes received so far,
/// so a head over a limit is refused before its end arrives. Bytes after a head (a pipelined request) are
/// kept for the next one.
public struct HTTPRequestHeadReader: Sendable {
    public let limits: HTTPHeadLimits
    private var buffer: [UInt8] = []
    /// Where the line being read starts in `buffer`, and how far its end has been looked for.
    private var lineStart = 0
    private var scanned = 0
    private var requestLine: (method: String, target: String, version: String)?
    private var fields: [HTTPRequestHead.Field] = []
    /// Bytes of the current head's complete lines: before and including the request line, and after it.
    private var requestLineBytes = 0
    private var fieldBytes = 0
    /// Bytes looked at for a line's end so far: each received byte once (the work tests count).
    public private(set) var examinedBytes = 0

    public init(limits: HTTPHeadLimits = HTTPHeadLimits()) { self.limits = limits }

    /// Bytes received but not yet part of a returned head.
    public var buffered: Int { buffer.count - lineStart }

    /// Whether a head has begun arriving (for the server's header time-out, as against its idle one).
    public var isInsideHead: Bool { requestLine != nil || buffer.count > lineStart }

    /// Adds received bytes; what they complete is taken with ``next()``.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete head, nil when more bytes are needed, or a refusal. After a refusal the reader
    /// must not be used again (the server closes the connection).
    public mutating func next() throws(HTTPRefusal) -> HTTPRequestHead? {
        while let end = nextLineEnd() {
            var line = buffer[lineStart..<end]
            if requestLine == nil { requestLineBytes += end + 1 - lineStart } else { fieldBytes += end + 1 - lineStart }
            try checkLimits(pending: 0)
            lineStart = end + 1
            scanned = lineStart
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.contains(UInt8(ascii: "\r")) { throw HTTPRefusal(status: 400, reason: "a bare CR in the head") }
            guard let request = requestLine else {
                // RFC 9112 §2.2: empty lines before the request line are ignored (counted in its limit).
                if line.isEmpty { continue }
                requestLine = try Self.parseRequestLine(line)
                continue
            }
            if line.isEmpty {
                let head = HTTPRequestHead(
                    method: request.method, target: request.target, version: request.version, fields: fields)
                reset()
                return head
            }
            guard fields.count < limits.fieldCount else {
                throw HTTPRefusal(status: 431, reason: "more than \(limits.fieldCount) header fields")
            }
            fields.append(try Self.parseField(line))
        }
        try checkLimits(pending: buffer.count - lineStart)
        return nil
    }

    /// Drops the bytes of returned heads and starts the next.
    private mutating func reset() {
        buffer.removeSubrange(0..<lineStart)
        lineStart = 0
        scanned = 0
        requestLine = nil
        fields = []
        requestLineBytes = 0
        fieldBytes = 0
    }

    /// The index of the next LF at or after `scanned`, or nil (then everything up to the end is scanned).
    private mutating func nextLineEnd() -> Int? {
        guard let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
            examinedBytes += buffer.count - scanned
            scanned = buffer.count
            return nil
        }
        examinedBytes += end + 1 - scanned
        scanned = end + 1
        return end
    }

    /// The limits on the part of a head received so far: its complete lines, counted as their ends are
    /// found (so one chunk holding many lines can't overshoot), and `pending` bytes of the line being read.
    private func checkLimits(pending: Int) throws(HTTPRefusal) {
        if requestLine == nil {
            if requestLineBytes + pending > limits.requestLineBytes {
                throw HTTPRefusal(
                    status: 414, reason: "the request line is longer than \(limits.requestLineBytes) bytes")
            }
        } else if fieldBytes + pending > limits.fieldBytes {
            throw HTTPRefusal(status: 431, reason: "the header fields are longer than \(limits.fieldBytes) bytes")
        }
    }

    private static let tokenBytes: Set<UInt8> = Set(Array("!#$%&'*+-.^_`|~".utf8))
        .union(UInt8(ascii: "0")...UInt8(ascii: "9"))
        .union(UInt8(ascii: "A")...UInt8(ascii: "Z"))
        .union(UInt8(ascii: "a")...UInt8(ascii: "z"))

    private static func isToken(_ bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { tokenBytes.contains($0) }
    }

    /// `METHOD SP origin-form SP HTTP/1.x`, each part checked for its characters.
    private static func parseRequestLine(
        _ line: ArraySlice<UInt8>
    ) throws(HTTPRefusal) -> (method: String, target: String, version: String) {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, isToken(parts[0]) else {
            throw HTTPRefusal(status: 400, reason: "a malformed request line")
        }
        let target = parts[1]
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw HTTPRefusal(status: 400, reason: "a request target that is not a path")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            if version.hasPrefix("HTTP/") { throw HTTPRefusal(status: 505, reason: "only HTTP/1.0 and 1.1 are served") }
            throw HTTPRefusal(status: 400, reason: "a malformed request line")
        }
        return (String(decoding: parts[0], as: UTF8.self), String(decoding: target, as: UTF8.self), version)
    }

    /// `name: value`, the name a token (no space before the colon, no folded continuation line), the value
    /// visible characters, spaces and tabs, trimmed.
    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPRefusal) -> HTTPRequestHead.Field {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), isToken(line[..<colon]) else {
            throw HTTPRefusal(status: 400, reason: "a malformed header field")
        }
        var value = line[(colon + 1)...]
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        while let first = value.first, blank(first) { value = value.dropFirst() }
        while let last = value.last, blank(last) { value = value.dropLast() }
        guard value.allSatisfy({ $0 >= 0x20 || $0 == UInt8(ascii: "\t") }), !value.contains(0x7F) else {
            throw HTTPRefusal(status: 400, reason: "a control character in a header field")
        }
        return HTTPRequestHead.Field(
            name: String(decoding: line[..<colon], as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }
}
