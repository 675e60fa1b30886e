#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one client may cost the preview server: the size of a request head, how long it may take to
/// arrive, how long a kept-alive connection may sit idle, and how many connections are served at once.
public struct HTTPConnectionLimits: Sendable, Equatable {
    public var head: HTTPHeadLimits
    /// From a head's first byte to its end: slower is answered 408 and closed (a client dribbling a head
    /// byte by byte holds a descriptor no longer than this).
    public var headerTimeout: Duration
    /// How long a connection may wait for its next request: then it is closed.
    public var idleTimeout: Duration
    /// How long sending one answer may take (a client that stops reading): then the connection is closed.
    public var sendTimeout: Duration
    /// Connections served at once; more wait in the listening socket's backlog until one closes. nil: from
    /// the descriptor limit (``defaultMaxConnections(descriptorLimit:)``).
    public var maxConnections: Int?

    public init(
        head: HTTPHeadLimits = HTTPHeadLimits(), headerTimeout: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(30), sendTimeout: Duration = .seconds(30), maxConnections: Int? = nil
    ) {
        self.head = head
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.sendTimeout = sendTimeout
        self.maxConnections = maxConnections
    }

    /// Descriptors kept free of connections: the listening socket, the event queue, the standard streams,
    /// and the spec, image and font files that renders open.
    public static let reservedDescriptors = 64

    /// The connection cap under a descriptor limit: below it by ``reservedDescriptors`` (at least 1), and at
    /// most 1,024 — a preview has a few tabs open, each with a couple of connections.
    public static func defaultMaxConnections(descriptorLimit: Int) -> Int {
        max(1, min(1_024, descriptorLimit - reservedDescriptors))
    }

    /// The process's soft limit on open descriptors.
    public static func descriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Self.noFile, &limit) == 0 else { return 1_024 }
        return Int(clamping: limit.rlim_cur) // unlimited is the largest value, clamped
    }

    /// Raises the soft limit on open descriptors to the hard one (as servers do at start; the soft default
    /// of 1,024 is a leftover of `select`), and returns the limit in force afterwards.
    @discardableResult
    public static func raiseDescriptorLimit() -> Int {
        var limit = rlimit()
        if getrlimit(Self.noFile, &limit) == 0, limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Self.noFile, &limit)
        }
        return descriptorLimit()
    }

    #if canImport(Glibc)
        private static let noFile = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let noFile = RLIMIT_NOFILE
    #endif
}
