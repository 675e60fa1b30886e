import TrellisLayout

/// A problem in a spec, with where it is written: printed as `file:line:col: error: message`,
/// the offending line, and a caret under the column.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?
    /// The text of the line at `location`, when known, for the caret display.
    public var sourceLine: String?

    public init(_ message: String, at location: SourceLocation? = nil, sourceLine: String? = nil) {
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    public var description: String {
        SourceExcerpt.format(severity: "error", message: message, location: location, line: sourceLine)
    }
}
