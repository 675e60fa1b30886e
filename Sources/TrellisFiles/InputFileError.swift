#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read, said as what is wrong with it: the end of a sentence that the caller
/// begins with what it was reading (`cannot read image 'a.png': it is a FIFO, not a file`).
public enum InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound
    case notADirectoryOnTheWay
    case symlinkLoop
    case permissionDenied
    case directory
    case fifo
    case socket
    case device
    /// A descriptor that is not open (standard input closed with `<&-`).
    case closed
    /// Larger than what the caller reads (`size` may be what had arrived when a growing file was refused).
    case tooLarge(size: Int, limit: Int)
    /// The system's own words for any other failure.
    case readFailed(String)

    public var description: String {
        switch self {
        case .notFound: return "no such file"
        case .notADirectoryOnTheWay: return "a part of the path is not a directory"
        case .symlinkLoop: return "too many levels of symbolic links (a symlink loop?)"
        case .permissionDenied: return "permission denied"
        case .directory: return "it is a directory, not a file"
        case .fifo: return "it is a FIFO, not a file"
        case .socket: return "it is a socket, not a file"
        case .device: return "it is a device, not a file"
        case .closed: return "it is closed"
        case .tooLarge(let size, let limit):
            return "it is \(size) bytes, more than the \(limit) bytes read from such a file"
        case .readFailed(let reason): return reason
        }
    }

    /// The refusal for a file of this type, nil for a regular file.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .device
        }
    }

    public init(errno code: Int32) {
        switch code {
        case ENOENT: self = .notFound
        case ENOTDIR: self = .notADirectoryOnTheWay
        case ELOOP: self = .symlinkLoop
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .directory
        case EBADF: self = .closed
        default: self = .readFailed(Self.text(of: code))
        }
    }

    static func text(of code: Int32) -> String { String(cString: strerror(code)) }
}
