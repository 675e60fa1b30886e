import Foundation

/// An answer of the preview server: a status, header fields and a body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var fields: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, fields: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.fields = fields
        self.body = body
    }

    /// A one-line plain-text answer (errors, refusals).
    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(
            status: status, fields: [("Content-Type", "text/plain; charset=utf-8")], body: Array((message + "\n").utf8))
    }

    /// The bytes on the wire: the status line, the fields, `Content-Length`, `Connection` and, unless the
    /// request was a `HEAD` (which gets the same fields with no body), the body.
    func encoded(withBody: Bool, keepAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in fields { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if withBody { bytes += body }
        return bytes
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }
}
