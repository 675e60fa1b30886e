import FoundationEssentials
import TrellisSpec

#if canImport(Glibc)
    import Glibc
#endif

/// Standard input, output and error as the command line uses them, with every failure handled:
///
/// - At start, a closed descriptor 0, 1 or 2 (`<&-`, `>&-`, `2>&-`) is noted and occupied with
///   `/dev/null`, so no file Trellis opens later takes its number (and receives a report or an error meant
///   for a terminal).
/// - A report written to a closed or full standard output (`>&-`, `> /dev/full`) is an error message on
///   standard error and exit status 1. A closed pipe (the reader left: `trellis layout x | head -1`)
///   ends the process quietly with status 1, as `cat` does, without a message.
/// - Messages to a closed or failing standard error are dropped; the exit status still tells.
/// - SIGPIPE is ignored, so a closed pipe is an error return (EPIPE) handled as above, not a signal.
package enum StandardStreams {
    /// Which of 0, 1, 2 were closed when the process started.
    nonisolated(unsafe) private(set) static var closed: Set<Int32> = []

    package static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) < 0 {
            closed.insert(fd)
            let opened = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != fd { // only if lower descriptors were free
                dup2(opened, fd)
                close(opened)
            }
        }
    }

    package static var inputIsClosed: Bool { closed.contains(STDIN_FILENO) }

    /// Writes all of `bytes` to standard output, or ends the process as described above.
    package static func writeOutput(_ bytes: [UInt8]) {
        if closed.contains(STDOUT_FILENO) { fail("error: cannot write to standard output: it is closed") }
        if let code = writeAll(STDOUT_FILENO, bytes) {
            if code == EPIPE { exit(1) }
            fail("error: cannot write to standard output: \(String(cString: strerror(code)))")
        }
    }

    package static func writeOutput(_ text: String) { writeOutput(Array(text.utf8)) }

    /// Writes to standard error, ignoring failures (there is nowhere left to report them).
    package static func writeError(_ text: String) {
        guard !closed.contains(STDERR_FILENO) else { return }
        _ = writeAll(STDERR_FILENO, Array(text.utf8))
    }

    /// Ends the process with `status` at once (a command that has written everything it had to: freeing a
    /// large layout object by object would only cost time).
    package static func finish(_ status: Int32) -> Never { exit(status) }

    /// Prints `message` and a line break to standard error, and exits with status 1.
    package static func fail(_ message: String) -> Never {
        writeError(message + "\n")
        exit(1)
    }

    /// nil when every byte was written, else the `errno` of the failure.
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let n = write(fd, base + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += n
            }
            return nil
        }
    }
}

/// Standard error, written whole lines at a time (failures dropped: `StandardStreams`). Messages carry
/// names, paths and texts from specs and the file system: control characters among them are written
/// escaped (`TerminalSafeText`), so no message drives the terminal.
package enum StandardError {
    package static func write(_ text: String) {
        StandardStreams.writeError(TerminalSafeText.escape(text))
    }

    /// Writes `sequence`, a terminal control sequence of Trellis's own (the progress bar's), as it is,
    /// then `text` escaped as `write` escapes it.
    package static func write(control sequence: String, _ text: String) {
        StandardStreams.writeError(sequence + TerminalSafeText.escape(text, keepingLayout: false))
    }
}
