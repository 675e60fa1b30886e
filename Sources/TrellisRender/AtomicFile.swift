import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Writes an output file whole or not at all, without destroying what it writes over:
///
/// - A regular file (or a new name) gets the bytes through a temporary file in the same directory, renamed
///   over the destination (atomic on one file system); on any failure the temporary file is removed. The
///   temporary name is short and fixed in length (`.trellis-<pid>-<random>.tmp`), so any name the file
///   system accepts as a destination works.
/// - A symbolic link is followed (to its final target, which may not exist yet) and the target is
///   written; the link itself is never replaced. A loop is an error.
/// - An existing device, FIFO or socket (`-o /dev/null`, `-o /dev/stdout`) is written into, never
///   replaced; a FIFO nobody reads is an error instead of a wait.
/// - A directory is an error.
public enum AtomicFile {
    /// Writes `bytes` to `path`; throws `RenderError.writeFailed` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let target = try resolvingSymlinks(path)
        var info = stat()
        if lstat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw RenderError.writeFailed(path: path, reason: "it is a directory")
            case S_IFREG:
                break
            default:
                return try writeInto(target, bytes, shownAs: path)
            }
        } else if errno != ENOENT {
            throw failure(path, directory: parentDirectory(of: target))
        }
        let directory = parentDirectory(of: target)
        let temporary = joinPath(directory, ".trellis-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, directory: directory) }
        let writeError = writeAll(fd, bytes)
        let closeError: Int32? = close(fd) == 0 ? nil : errno
        if let code = writeError ?? closeError {
            unlink(temporary)
            throw RenderError.writeFailed(path: path, reason: String(cString: strerror(code)))
        }
        guard rename(temporary, target) == 0 else {
            let error = failure(path, directory: directory)
            unlink(temporary)
            throw error
        }
    }

    /// Follows `path` while it is a symbolic link; the final path need not exist.
    static func resolvingSymlinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw failure(path, directory: parentDirectory(of: current)) }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : joinPath(parentDirectory(of: current), link)
        }
        throw RenderError.writeFailed(path: path, reason: "too many levels of symbolic links (a symlink loop?)")
    }

    /// Writes into an existing special file (a device, a FIFO with a reader).
    private static func writeInto(_ target: String, _ bytes: [UInt8], shownAs path: String) throws {
        let fd = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENXIO { throw RenderError.writeFailed(path: path, reason: "it is a FIFO that nothing reads") }
            throw failure(path, directory: parentDirectory(of: target))
        }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        if let code = writeAll(fd, bytes) {
            throw RenderError.writeFailed(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// `dir/name` → `dir`; `name` → `` (the current directory); `/name` → `/`. (Not `NSString`'s path
    /// methods, which trap on some one-character paths on Linux.)
    static func parentDirectory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let directory = String(trimmed[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    static func joinPath(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// nil when every byte was written to `fd`, else the `errno` of the failure (`EINTR` retried).
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let n = Glibc.write(fd, base + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += n
            }
            return nil
        }
    }

    /// The current `errno` as a write failure for `path`, in words that name the directory at fault.
    private static func failure(_ path: String, directory: String) -> RenderError {
        let code = errno
        let shown = directory.isEmpty ? "." : directory
        let reason: String
        switch code {
        case ENOENT where access(shown, F_OK) != 0: reason = "the directory '\(shown)' does not exist"
        case ENOTDIR: reason = "a part of '\(shown)' is not a directory"
        case EACCES, EPERM: reason = "permission denied (the directory '\(shown)' is not writable)"
        case ELOOP: reason = "too many levels of symbolic links (a symlink loop?)"
        case ENAMETOOLONG: reason = "the name is too long for the file system"
        default: reason = String(cString: strerror(code))
        }
        return RenderError.writeFailed(path: path, reason: reason)
    }
}
