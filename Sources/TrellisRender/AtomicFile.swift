import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a file whole or not at all: the bytes go to a temporary file in the same directory, which is then
/// renamed over the destination (atomic on one file system). On any failure the temporary file is removed.
public enum AtomicFile {
    /// Writes `bytes` to `path`; throws `RenderError.writeFailed` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw RenderError.writeFailed(path: path, reason: "it is a directory")
        }
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path) }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            while written < buffer.count {
                let n = Glibc.write(fd, base + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += n
            }
            return true
        }
        let writeError = ok ? nil : failure(path)
        if close(fd) != 0, writeError == nil {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        if let writeError {
            unlink(temporary)
            throw writeError
        }
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    /// The current `errno` as a write failure for `path`.
    private static func failure(_ path: String) -> RenderError {
        RenderError.writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
}
