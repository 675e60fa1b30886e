import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `trellis-preview`, the built program, with more clients than descriptors (issue 48's reproducer: under
/// `ulimit -n 256`, 300 connections made the server exit at the first failed `accept`). The program now keeps
/// its connections under the limit (the default cap is the limit less the descriptors it keeps for itself),
/// lets the others wait in the listening socket's backlog, and answers on.
///
/// The whole exchange with the child runs on a thread of its own and returns what it saw: its blocking reads
/// never hold one of the test runner's shared threads, and a watchdog kills the child if it stops answering,
/// which ends every read.
@Suite(.serialized) struct PreviewProgramDescriptorTests {
    struct Observations {
        var announcement = ""
        var connected = 0
        var statusWhileFull: Int?
        var runningWhileFull = false
        var statusAfterClosing: Int?
        var exitStatus: Int32 = -1
        var errors = ""
    }

    static var program: URL? {
        [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("trellis-preview") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test(.timeLimit(.minutes(1))) func threeHundredClientsUnderALimitOf256() async throws {
        let program = try #require(Self.program, "build trellis-preview first")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("card.yaml")
        try cardSpec.write(to: spec, atomically: false, encoding: .utf8)
        let seen = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: Self.run(program: program, spec: spec, limit: 256, clients: 300)) }
                .start()
        }
        #expect(seen.announcement.hasPrefix("serving 1 spec at http://127.0.0.1:"), "\(seen.announcement)")
        #expect(seen.connected == 300)
        #expect(seen.statusWhileFull == 200)
        #expect(seen.runningWhileFull)
        #expect(seen.statusAfterClosing == 200)
        #expect(seen.exitStatus == 0, "\(seen.errors)")
        #expect(!seen.errors.contains("cannot serve"), "\(seen.errors)")
    }

    /// Starts the program with no descriptor of this process's and a limit of `limit` (through Python, which
    /// closes the inherited descriptors and sets the limit before it becomes the program: Foundation's
    /// `Process` passes its open descriptors on, and a test process holds dozens), connects `clients` that
    /// send nothing, asks for `/` on the first of them, closes them all, asks again on a new connection, and
    /// stops the program with an interrupt.
    static func run(program: URL, spec: URL, limit: Int, clients: Int) -> Observations {
        var seen = Observations()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import os, resource, sys; os.closerange(3, 65536); "
                + "resource.setrlimit(resource.RLIMIT_NOFILE, (\(limit), \(limit))); os.execv(sys.argv[1], sys.argv[1:])",
            program.path, spec.path, "--port", "0",
        ]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            seen.errors = "\(error)"
            return seen
        }
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 40, execute: watchdog)
        defer { watchdog.cancel() }

        // The event: the line naming the address, written once the program listens.
        var line: [UInt8] = []
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        seen.announcement = String(decoding: line, as: UTF8.self)
        let digits = seen.announcement.split(separator: ":").last?.prefix { $0.isNumber } ?? ""
        if let port = UInt16(digits) {
            let client = RawHTTPClient(port: port)
            let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            let idle = (0..<clients).compactMap { _ in client.openIdle() }
            seen.connected = idle.count
            if let first = idle.first { seen.statusWhileFull = RawHTTPClient.exchange(on: first, request).status }
            seen.runningWhileFull = process.isRunning
            for fd in idle { close(fd) }
            if let fd = client.openIdle() {
                seen.statusAfterClosing = RawHTTPClient.exchange(on: fd, request).status
                close(fd)
            }
        }
        process.interrupt()
        process.waitUntilExit()
        seen.exitStatus = process.terminationStatus
        seen.errors = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return seen
    }
}
