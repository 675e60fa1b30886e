/// A finding about a layout: an error in the spec, a broken or ambiguous constraint, or a hint.
public struct Diagnostic: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case note, warning, error
        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var severity: Severity
    /// A stable machine-readable code, e.g. `unsatisfiable`, `ambiguous`, `zero-size`, `outside-superview`.
    public var code: String
    /// One line, in the words a person reads.
    public var message: String
    /// The views the diagnostic is about, by name.
    public var views: [String]
    /// Where the offending thing is written, when it is written somewhere.
    public var location: SourceLocation?
    /// Further lines (for `unsatisfiable`: Apple's log, then the spec lines of every constraint in the conflict).
    public var details: [String]

    public init(
        severity: Severity, code: String, message: String, views: [String] = [],
        location: SourceLocation? = nil, details: [String] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.views = views
        self.location = location
        self.details = details
    }
}
