import FoundationEssentials
import TrellisFiles
import TrellisLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a spec's bytes from a path or standard input through `InputFile` (the opener of every file a
/// spec depends on), so that every failure is a clear one-line `SpecError` (never a trap inside Foundation)
/// and no more than `limit + 1` bytes are ever read.
///
/// - A directory, a socket, a symlink loop, a missing or unreadable file: `cannot read 'x': <reason>`.
/// - A FIFO is read like standard input (so `trellis layout <(generate)` works); one that nothing writes
///   to is refused instead of waiting forever. A character device (`/dev/stdin`) is read, bounded.
/// - Standard input that is closed (`<&-`) is refused.
enum SpecFile {
    static func read(path: String, limit: Int) throws -> [UInt8] {
        let (bytes, isFIFO): ([UInt8], Bool)
        do throws(InputFileError) {
            let file = try InputFile(path: path, acceptingStreams: true)
            (bytes, isFIFO) = (try file.readAll(limit: limit), file.isFIFO)
        } catch {
            throw failure(path, error, limit: limit)
        }
        if bytes.isEmpty, isFIFO { throw SpecError("cannot read '\(path)': it is a FIFO and nothing wrote to it") }
        return bytes
    }

    /// Standard input, bounded; a closed descriptor 0 is an error.
    static func readStandardInput(limit: Int) throws -> [UInt8] {
        if fcntl(STDIN_FILENO, F_GETFD) < 0 { throw SpecError("cannot read standard input: it is closed") }
        do throws(InputFileError) {
            return try InputFile.readAll(descriptor: STDIN_FILENO, limit: limit)
        } catch {
            throw failure(nil, error, limit: limit)
        }
    }

    private static func failure(_ path: String?, _ error: InputFileError, limit: Int) -> SpecError {
        let what = path.map { "'\($0)'" } ?? "standard input"
        switch error {
        case .tooLarge:
            return SpecError(
                "cannot read \(what): it is larger than \(ResourceLimits.grouped(limit)) bytes "
                    + "(\(ResourceLimits.advice(.specBytes, limit)))")
        case .directory:
            return SpecError("cannot read \(what): it is a directory, not a spec file")
        default:
            return SpecError("cannot read \(what): \(error)")
        }
    }
}
