#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file opened for reading, refused before anything can block when the path names something
/// else. Every file a spec points at (an image, a font, a snapshot reference) is opened through this, so a
/// FIFO, a device, a socket or a directory is a one-line error instead of a read that waits forever or
/// never ends:
///
/// - the path is opened with `O_NONBLOCK`, so opening a FIFO without a writer (or a device that waits
///   for a carrier) returns at once, and its type is checked on the descriptor (`fstat`), so what is read
///   is what was checked;
/// - the size is known before any byte is read, so a caller refuses a file too large for what it holds
///   (`readAll(limit:)`, `map(limit:)`) without reading it.
///
/// A spec itself may also come from a stream (`trellis layout <(generate)`, `/dev/stdin`): its reader
/// accepts a FIFO or a character device (`acceptingStreams`) and reads it to its end, bounded
/// (`readAll(limit:)`).
public final class InputFile {
    /// The path as given.
    public let path: String
    /// Its size in bytes when it was opened (0 for a stream).
    public let size: Int
    /// A FIFO or a character device, accepted with `acceptingStreams`.
    public let isStream: Bool
    /// A FIFO (a stream no process had opened for writing reads as empty, at once).
    public let isFIFO: Bool
    private let descriptor: Int32

    /// Opens the regular file at `path`, following symbolic links; with `acceptingStreams`, a FIFO or a
    /// character device too (a FIFO is then read blocking, which returns at once when nothing has it open
    /// for writing).
    public init(path: String, acceptingStreams: Bool = false) throws(InputFileError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            // A socket can't be opened at all (ENXIO): say what it is rather than why open failed.
            let code = errno
            throw Self.refusal(ofPath: path) ?? InputFileError(errno: code)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw InputFileError(errno: code)
        }
        let type = info.st_mode & S_IFMT
        let stream = acceptingStreams && (type == S_IFIFO || type == S_IFCHR)
        if !stream, let refusal = InputFileError(mode: info.st_mode) {
            close(descriptor)
            throw refusal
        }
        if type == S_IFIFO { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        self.path = path
        self.size = stream ? 0 : Int(info.st_size)
        self.isStream = stream
        self.isFIFO = type == S_IFIFO
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// What is at `path` when it is not a regular file (nil for a regular file), found with `stat` without
    /// opening anything: for checks made while a spec is read, so the error can point at the line.
    public static func refusal(ofPath path: String) -> InputFileError? {
        var info = stat()
        guard stat(path, &info) == 0 else { return InputFileError(errno: errno) }
        return InputFileError(mode: info.st_mode)
    }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    public func read(_ count: Int, at offset: Int = 0) throws(InputFileError) -> [UInt8] {
        var failure: InputFileError?
        let bytes = [UInt8](unsafeUninitializedCapacity: max(0, count)) { buffer, initialized in
            initialized = 0
            guard let start = buffer.baseAddress else { return }
            while initialized < buffer.count {
                let n = pread(descriptor, start + initialized, buffer.count - initialized, off_t(offset + initialized))
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = .readFailed(InputFileError.text(of: errno)) }
                guard n > 0 else { return }
                initialized += n
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The whole file; refused without reading when it is larger than `limit` bytes (and, should it grow
    /// while being read, or be a stream, as soon as more than `limit` bytes have come).
    public func readAll(limit: Int) throws(InputFileError) -> [UInt8] {
        if isStream { return try Self.readAll(descriptor: descriptor, limit: limit) }
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        // One byte more than the size says, to see a file that grew; never more than the limit allows.
        let bytes = try read(min(size, limit) + 1)
        guard bytes.count <= limit else { throw .tooLarge(size: bytes.count, limit: limit) }
        return bytes
    }

    /// Every byte `descriptor` gives until its end (standard input, a pipe, a FIFO), refused as soon as
    /// more than `limit` bytes have come.
    public static func readAll(descriptor: Int32, limit: Int) throws(InputFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if n == 0 { return bytes }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputFileError(errno: errno)
            }
            if bytes.count + n > limit { throw .tooLarge(size: bytes.count + n, limit: limit) }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// The file mapped into memory read-only (pages are read when first touched); refused without mapping
    /// when it is larger than `limit` bytes.
    public func map(limit: Int) throws(InputFileError) -> MappedFile {
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        guard size > 0 else { return MappedFile(base: nil, count: 0) }
        let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let base, base != MAP_FAILED else { throw .readFailed(InputFileError.text(of: errno)) }
        return MappedFile(base: base, count: size)
    }
}

/// A file's bytes mapped read-only, unmapped when the last reference goes.
public final class MappedFile: @unchecked Sendable {
    private let base: UnsafeMutableRawPointer?
    /// Bytes mapped.
    public let count: Int

    init(base: UnsafeMutableRawPointer?, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { if let base { munmap(base, count) } }

    /// Calls `body` with the mapped bytes, which stay valid while this object lives (a holder that outlives
    /// the call, such as a HarfBuzz blob, keeps a reference to it).
    public func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        defer { withExtendedLifetime(self) {} }
        return try body(UnsafeRawBufferPointer(start: base, count: count))
    }
}

/// `read(2)` (the name is taken by `InputFile.read` inside the class).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
