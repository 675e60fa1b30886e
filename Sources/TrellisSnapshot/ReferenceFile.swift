#if canImport(Glibc)
    import Glibc
#endif

/// Reading one reference file from its folder, refusing by type and size before anything could block or
/// balloon: the name must be a regular file — a symbolic link (it could point at `/dev/zero` or outside the
/// suite), a directory, a FIFO, a device or a socket is an error saying what it is — and it is opened
/// without following a link and without blocking, then checked again on the open descriptor.
enum ReferenceFile {
    /// Files up to this size are always read; past it, a reference may be at most `sizeFactor` times the
    /// snapshot it is compared with. A larger one can't match the snapshot, and reading it could cost
    /// gigabytes (a sparse file of 1 GiB takes no room on disk).
    static let alwaysReadBytes = 16 << 20
    static let sizeFactor = 4

    /// The bytes of `name` in `folder`; nil when it doesn't exist. `comparedSize` is the size of the
    /// snapshot it will be compared with.
    static func read(_ name: String, in folder: ConfinedFolder, comparedSize: Int) throws -> [UInt8]? {
        let shown = folder.joined(name)
        let descriptor = folder.folderDescriptor
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw SnapshotError.unreadableReference(path: shown, reason: ConfinedFolder.systemReason(errno))
        }
        try check(info, name, in: folder, comparedSize: comparedSize)
        let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw SnapshotError.unreadableReference(path: shown, reason: ConfinedFolder.systemReason(errno))
        }
        defer { close(fd) }
        // The name could have been replaced between the check and the open: check what was opened.
        guard fstat(fd, &info) == 0 else {
            throw SnapshotError.unreadableReference(path: shown, reason: ConfinedFolder.systemReason(errno))
        }
        try check(info, name, in: folder, comparedSize: comparedSize)
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        let count = try bytes.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var count = 0
            while count < size {
                let n = Glibc.read(fd, base + count, size - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw SnapshotError.unreadableReference(path: shown, reason: ConfinedFolder.systemReason(errno))
                }
                if n == 0 { break }
                count += n
            }
            return count
        }
        // A file that shrank while it was read is read as it now is; one that grew is read to its checked size.
        return Array(bytes[0..<count])
    }

    private static func check(_ info: stat, _ name: String, in folder: ConfinedFolder, comparedSize: Int) throws {
        let shown = folder.joined(name)
        let kind = FileKind(mode: info.st_mode)
        switch kind {
        case .regular:
            break
        case .symbolicLink:
            throw SnapshotError.unreadableReference(
                path: shown,
                reason: "it is a symbolic link (to \(folder.linkTarget(name))); a reference must be a regular file")
        default:
            throw SnapshotError.unreadableReference(path: shown, reason: "it is \(kind.phrase), not a regular file")
        }
        let limit = max(alwaysReadBytes, comparedSize * sizeFactor)
        let size = Int(info.st_size)
        guard size <= limit else {
            throw SnapshotError.unreadableReference(
                path: shown,
                reason: "it is \(size) bytes, over \(limit) (\(sizeFactor) × the \(comparedSize)-byte snapshot, "
                    + "at least 16 MiB): it can't match, and is not read")
        }
    }
}
