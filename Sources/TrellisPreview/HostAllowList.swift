import Foundation

/// The names a request may call the server by, against DNS rebinding: a web page on any site can make
/// the browser resolve its own domain to 127.0.0.1 and read the preview, but the browser then sends that
/// domain in `Host` (and `Origin`), which this list refuses — as development servers such as vite and
/// webpack-dev-server do.
///
/// Allowed: the loopback names (`localhost`, `127.0.0.1`, `[::1]`), the address the server is bound to,
/// and the names given with `--allow-host`; each with no port or with the server's port. `Origin`, when a
/// request carries it, must be `http://` one of those names with the server's port.
public struct HostAllowList: Sendable, Equatable {
    /// Lower-cased names; IPv6 addresses in brackets, as they appear in a `Host` field.
    public private(set) var names: Set<String>

    public static let loopbackNames = ["localhost", "127.0.0.1", "[::1]"]

    public init(boundHost: String, extra: [String] = []) {
        var names = Set(Self.loopbackNames)
        for name in [boundHost] + extra { names.insert(Self.hostName(name)) }
        self.names = names
    }

    /// A name as it appears in `Host`: lower case, an IPv6 address in brackets.
    static func hostName(_ name: String) -> String {
        let lower = name.lowercased()
        return lower.contains(":") && !lower.hasPrefix("[") ? "[\(lower)]" : lower
    }

    /// Whether `Host: value` names this server listening on `port`.
    public func allowsHost(_ value: String, port: UInt16) -> Bool {
        guard let (name, given) = Self.split(value) else { return false }
        return names.contains(name) && (given == nil || given == port)
    }

    /// Whether `Origin: value` is a page of this server listening on `port`.
    public func allowsOrigin(_ value: String, port: UInt16) -> Bool {
        let lower = value.lowercased()
        guard lower.hasPrefix("http://") else { return false }
        let authority = lower.dropFirst("http://".count)
        guard let (name, given) = Self.split(String(authority)) else { return false }
        return names.contains(name) && (given ?? 80) == port
    }

    /// `name[:port]` (an IPv6 name in brackets) into the lower-cased name and the port; nil when malformed.
    static func split(_ value: String) -> (name: String, port: UInt16?)? {
        let lower = value.lowercased()
        let nameEnd: String.Index
        if lower.hasPrefix("[") {
            guard let close = lower.firstIndex(of: "]") else { return nil }
            nameEnd = lower.index(after: close)
        } else {
            nameEnd = lower.firstIndex(of: ":") ?? lower.endIndex
        }
        let name = String(lower[..<nameEnd])
        guard !name.isEmpty else { return nil }
        let rest = lower[nameEnd...]
        if rest.isEmpty { return (name, nil) }
        guard rest.first == ":", let port = UInt16(rest.dropFirst()) else { return nil }
        return (name, port)
    }
}
