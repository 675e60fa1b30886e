/// Why a snapshot could not be taken, compared or written: one clear line naming the file involved.
public enum SnapshotError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A tolerance value out of range.
    case invalidTolerance(String)
    /// A record mode word that isn't missing, all, failed or never (`source` says where it came from).
    case invalidRecordMode(String, source: String)
    /// A reference file exists but can't be read or decoded.
    case unreadableReference(path: String, reason: String)
    /// A reference, artifact or report file could not be written.
    case writeFailed(path: String, reason: String)
    /// A references or report folder can't be used: something else is where it should be, or it can't be
    /// opened or made.
    case unusableFolder(path: String, reason: String)
    /// The spec could not be read, laid out or rendered (the message already names the spec).
    case subject(String)

    public var description: String {
        switch self {
        case .invalidTolerance(let message):
            return "invalid tolerance: \(message)"
        case .invalidRecordMode(let word, let source):
            return "invalid record mode '\(word)' in \(source) (expected one of: missing, all, failed, never)"
        case .unreadableReference(let path, let reason):
            return "\(path): cannot read the reference: \(reason)"
        case .writeFailed(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .unusableFolder(let path, let reason):
            return "\(path): \(reason)"
        case .subject(let message):
            return message
        }
    }
}
