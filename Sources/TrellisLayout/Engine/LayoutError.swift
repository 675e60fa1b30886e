/// A document that can't be laid out: every problem found, each with where it is written.
public struct LayoutError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// One `file:line:col: error: message` line per problem (the location is omitted when unknown).
    public var description: String {
        diagnostics.map { d in
            let prefix = d.location.map { "\($0): " } ?? ""
            return "\(prefix)\(d.severity.rawValue): \(d.message)"
        }.joined(separator: "\n")
    }
}

extension Diagnostic {
    /// An error about a document, naming the offending constraint's text in `details`.
    static func invalid(
        _ code: String, _ message: String, views: [String] = [], location: SourceLocation?,
        source: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity: .error, code: code, message: message, views: views, location: location,
            details: source.map { $0.isEmpty ? [] : [$0] } ?? [])
    }
}
