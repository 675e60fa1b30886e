import FoundationEssentials
import TrellisLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a spec's bytes from a path or standard input with POSIX calls, so that every failure is a clear
/// one-line `SpecError` (never a trap inside Foundation) and no more than `limit + 1` bytes are ever read.
///
/// - A directory, a symlink loop, a missing or unreadable file: `cannot read 'x': <reason>`.
/// - A FIFO is read like standard input (so `trellis layout <(generate)` works); one that nothing writes
///   to is refused instead of waiting forever.
/// - Standard input that is closed (`<&-`) is refused.
enum SpecFile {
    static func read(path: String, limit: Int) throws -> [UInt8] {
        // Non-blocking open: opening a FIFO without a writer must not wait.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path, errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path, errno) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw SpecError("cannot read '\(path)': it is a directory, not a spec file")
        case S_IFREG:
            if Int(info.st_size) > limit { throw tooLarge(path, limit: limit) }
        case S_IFIFO:
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
        default:
            break // a character device: read it, bounded
        }
        let bytes = try readAll(fd, name: path, limit: limit)
        if bytes.isEmpty, info.st_mode & S_IFMT == S_IFIFO {
            throw SpecError("cannot read '\(path)': it is a FIFO and nothing wrote to it")
        }
        return bytes
    }

    /// Standard input, bounded; a closed descriptor 0 is an error.
    static func readStandardInput(limit: Int) throws -> [UInt8] {
        if fcntl(STDIN_FILENO, F_GETFD) < 0 { throw SpecError("cannot read standard input: it is closed") }
        return try readAll(STDIN_FILENO, name: "standard input", limit: limit)
    }

    /// Every byte up to end of file, or an error as soon as more than `limit` have arrived.
    private static func readAll(_ fd: Int32, name: String, limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n == 0 { return bytes }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(name == "standard input" ? nil : name, errno)
            }
            if bytes.count + n > limit { throw tooLarge(name == "standard input" ? nil : name, limit: limit) }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    private static func tooLarge(_ path: String?, limit: Int) -> SpecError {
        let what = path.map { "'\($0)'" } ?? "standard input"
        return SpecError(
            "cannot read \(what): it is larger than \(ResourceLimits.grouped(limit)) bytes "
                + "(\(ResourceLimits.advice(.specBytes, limit)))")
    }

    private static func failure(_ path: String?, _ code: Int32) -> SpecError {
        let what = path.map { "'\($0)'" } ?? "standard input"
        let reason: String
        switch code {
        case ENOENT: reason = "no such file"
        case ENOTDIR: reason = "a part of the path is not a directory"
        case ELOOP: reason = "too many levels of symbolic links (a symlink loop?)"
        case EACCES: reason = "permission denied"
        case EISDIR: reason = "it is a directory, not a spec file"
        case EBADF: reason = "it is closed"
        default: reason = String(cString: strerror(code))
        }
        return SpecError("cannot read \(what): \(reason)")
    }
}

/// `read(2)` (the name is taken by `SpecFile.read` inside the enum).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
