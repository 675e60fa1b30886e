import FoundationEssentials
import TrellisLayout
import TrellisRender

#if canImport(Glibc)
    import Glibc
#endif

/// A folder that references and report files are written into, held open by descriptor so that nothing
/// written lands outside it:
///
/// - The folder itself is opened without following a symbolic link in its last component (the folders
///   above it are the caller's path, taken as the file system resolves them); a link, a file or anything
///   else where the folder should be is an error that says what is there.
/// - A file is written by name inside the folder (one path component, never `.`, `..` or containing `/`),
///   through a temporary file in the folder renamed over the name. The name must be absent or a regular
///   file: a symbolic link (dangling or not), a directory, a FIFO, a device or a socket is refused and
///   named, never written through. The rename replaces a name rather than following it, so a link put in
///   place after the check is replaced, not written through.
/// - The temporary file has no name until it is whole (`O_TMPFILE`), so nothing is left behind whatever
///   ends the process; where that isn't available it is made by name and removed on every error path.
///
/// A checked-out repository is untrusted input for a CI job: these rules keep a reference or report file
/// that is a link from sending the run's bytes anywhere else.
public final class ConfinedFolder: @unchecked Sendable {
    /// The folder's path as given, for messages.
    public let path: String
    /// Immutable after `init`; closed in `deinit`.
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the folder at `path`; with `create`, makes it (and missing folders above it) first. Nil when it
    /// doesn't exist and `create` is false.
    public static func open(_ path: String, create: Bool) throws -> ConfinedFolder? {
        let shown = path.isEmpty ? "." : path
        let trimmed = trimmingTrailingSlashes(shown)
        if let folder = try openExisting(trimmed, shownAs: shown) { return folder }
        guard create else { return nil }
        let parent = PathText.directory(of: trimmed)
        if !parent.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                let reason = firstNonFolder(in: parent).map { "cannot create the folder: \($0)" }
                throw SnapshotError.unusableFolder(path: shown, reason: reason ?? "cannot create the folder \(parent)")
            }
        }
        if mkdir(trimmed, 0o755) != 0 && errno != EEXIST {
            throw SnapshotError.unusableFolder(path: shown, reason: "cannot create the folder: \(systemReason(errno))")
        }
        guard let folder = try openExisting(trimmed, shownAs: shown) else {
            throw SnapshotError.unusableFolder(path: shown, reason: "cannot create the folder")
        }
        return folder
    }

    /// The folder `name` inside this one (one component), created when `create` is true; nil when missing.
    public func subfolder(_ name: String, create: Bool) throws -> ConfinedFolder? {
        let shown = joined(name)
        try Self.checkComponent(name, shownAs: shown)
        if let folder = try openChild(name, shownAs: shown) { return folder }
        guard create else { return nil }
        if mkdirat(descriptor, name, 0o755) != 0 && errno != EEXIST {
            throw SnapshotError.unusableFolder(
                path: shown, reason: "cannot create the folder: \(Self.systemReason(errno))")
        }
        guard let folder = try openChild(name, shownAs: shown) else {
            throw SnapshotError.unusableFolder(path: shown, reason: "cannot create the folder")
        }
        return folder
    }

    /// The path of `name` in this folder, as messages show it.
    public func joined(_ name: String) -> String { PathText.join(path, name) }

    /// Throws unless `name` could be written: absent, or a regular file.
    public func checkReplaceable(_ name: String) throws {
        let shown = joined(name)
        try Self.checkComponent(name, shownAs: shown)
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return }
            throw SnapshotError.writeFailed(path: shown, reason: Self.systemReason(errno))
        }
        if info.st_mode & S_IFMT == S_IFREG { return }
        throw SnapshotError.writeFailed(path: shown, reason: refusal(name, info))
    }

    /// Writes `bytes` as the file `name` in this folder, whole or not at all.
    public func write(_ bytes: [UInt8], named name: String) throws {
        try checkReplaceable(name)
        let shown = joined(name)
        let temporary = ".trellis-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        if try !writeUnnamed(bytes, linkedAs: temporary, shownAs: shown) {
            try writeNamed(bytes, as: temporary, shownAs: shown)
        }
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let code = errno
            unlinkat(descriptor, temporary, 0)
            throw SnapshotError.writeFailed(path: shown, reason: Self.systemReason(code, folder: path))
        }
    }

    /// Linux's `O_TMPFILE`: `openat` with it and `O_DIRECTORY`. (The C macro combines two flags, so Swift
    /// doesn't import it; its value is the same on every Linux architecture.)
    private static let unnamedFileFlag: Int32 = 0o20_000_000 | O_DIRECTORY

    /// Writes `bytes` into a file without a name (`O_TMPFILE`), so that nothing is left in the folder
    /// whatever ends the process while it writes (an error, a signal, `SIGKILL`), then gives it the name
    /// `temporary`. False when the file system or `/proc` doesn't allow that (then nothing was made).
    private func writeUnnamed(_ bytes: [UInt8], linkedAs temporary: String, shownAs shown: String) throws -> Bool {
        let fd = openat(descriptor, ".", O_WRONLY | Self.unnamedFileFlag | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            if [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) { return false }
            throw SnapshotError.writeFailed(path: shown, reason: Self.systemReason(errno, folder: path))
        }
        if let code = AtomicFile.writeAll(fd, bytes) {
            close(fd)
            throw SnapshotError.writeFailed(path: shown, reason: Self.systemReason(code, folder: path))
        }
        // Without CAP_DAC_READ_SEARCH an unnamed file is linked through its /proc entry.
        let linked = linkat(AT_FDCWD, "/proc/self/fd/\(fd)", descriptor, temporary, AT_SYMLINK_FOLLOW) == 0
        guard close(fd) == 0 else {
            let code = errno
            if linked { unlinkat(descriptor, temporary, 0) }
            throw SnapshotError.writeFailed(path: shown, reason: Self.systemReason(code, folder: path))
        }
        return linked
    }

    /// Writes `bytes` into a new file named `temporary`, removed again if anything fails.
    private func writeNamed(_ bytes: [UInt8], as temporary: String, shownAs shown: String) throws {
        let fd = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw SnapshotError.writeFailed(path: shown, reason: Self.systemReason(errno, folder: path))
        }
        let writeError = AtomicFile.writeAll(fd, bytes)
        let closeError: Int32? = close(fd) == 0 ? nil : errno
        if let code = writeError ?? closeError {
            unlinkat(descriptor, temporary, 0)
            throw SnapshotError.writeFailed(path: shown, reason: Self.systemReason(code, folder: path))
        }
    }

    /// What a file of `info`'s type at `name` is, for a message: `it is a symbolic link (to ../x)`.
    func refusal(_ name: String, _ info: stat) -> String {
        let kind = FileKind(mode: info.st_mode)
        if kind == .symbolicLink {
            return "it is a symbolic link (to \(linkTarget(name))); "
                + "references and reports are never written through a link: remove it"
        }
        return "it is \(kind.phrase), not a regular file"
    }

    /// The text of the link `name` in this folder.
    func linkTarget(_ name: String) -> String { Self.linkText(descriptor, name) }

    /// The text of the link `name` relative to the folder `directory` (`AT_FDCWD`: the current one).
    private static func linkText(_ directory: Int32, _ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlinkat(directory, name, &buffer, buffer.count - 1)
        guard n >= 0 else { return "an unreadable target" }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The raw descriptor, for readers in this module that open files relative to the folder.
    var folderDescriptor: Int32 { descriptor }

    // MARK: Opening

    private static func openExisting(_ path: String, shownAs shown: String) throws -> ConfinedFolder? {
        let fd = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd >= 0 { return ConfinedFolder(path: shown, descriptor: fd) }
        let code = errno
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            let reason = errno == ENOTDIR ? firstNonFolder(in: path) : nil
            throw SnapshotError.unusableFolder(path: shown, reason: reason ?? systemReason(errno))
        }
        throw SnapshotError.unusableFolder(
            path: shown, reason: folderRefusal(info, code: code, link: linkText(AT_FDCWD, path)))
    }

    private func openChild(_ name: String, shownAs shown: String) throws -> ConfinedFolder? {
        let fd = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd >= 0 { return ConfinedFolder(path: shown, descriptor: fd) }
        let code = errno
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw SnapshotError.unusableFolder(path: shown, reason: Self.systemReason(errno))
        }
        throw SnapshotError.unusableFolder(
            path: shown, reason: Self.folderRefusal(info, code: code, link: linkTarget(name)))
    }

    /// Why a folder path that exists could not be opened as a folder.
    private static func folderRefusal(_ info: stat, code: Int32, link: String) -> String {
        let kind = FileKind(mode: info.st_mode)
        switch kind {
        case .symbolicLink:
            return "it is a symbolic link (to \(link)), not a folder; "
                + "references and reports are never written through a link: give the folder it points to"
        case .directory:
            return systemReason(code)
        default:
            return "it is \(kind.phrase), not a folder"
        }
    }

    /// `blocker is a regular file, not a folder`: the first part of `path` that exists and isn't a folder.
    private static func firstNonFolder(in path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix = PathText.join(prefix, String(part))
            var info = stat()
            guard stat(prefix, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR {
                return "\(prefix) is \(FileKind(mode: info.st_mode).phrase), not a folder"
            }
        }
        return nil
    }

    // MARK: Names and errors

    /// A name is one path component the file system accepts: not empty, `.` or `..`, without `/` or NUL,
    /// at most 255 bytes. Names made by `SnapshotFileName` always are; this guards every other caller.
    static func checkComponent(_ name: String, shownAs shown: String) throws {
        let bytes = name.utf8
        guard !name.isEmpty, name != ".", name != "..", !bytes.contains(UInt8(ascii: "/")), !bytes.contains(0),
            bytes.count <= SnapshotFileName.maximumBytes
        else {
            throw SnapshotError.writeFailed(
                path: shown, reason: "not a file name inside the folder (empty, '.', '..', '/', NUL or too long)")
        }
    }

    static func systemReason(_ code: Int32, folder: String? = nil) -> String {
        switch code {
        case EACCES, EPERM:
            return folder.map { "permission denied (the folder '\($0)' is not writable)" } ?? "permission denied"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the file system is read-only"
        case ENAMETOOLONG: return "the name is too long for the file system"
        case ENOTDIR: return "a part of its path is not a folder"
        case ELOOP: return "too many levels of symbolic links"
        default: return String(cString: strerror(code))
        }
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}

/// The type of a file system entry, in words for messages.
enum FileKind: Equatable {
    case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .unknown
        }
    }

    /// `a directory`, `a FIFO`, …
    var phrase: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .unknown: return "a special file"
        }
    }
}
