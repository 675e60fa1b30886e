import Foundation
import Testing

/// `trellis preview`'s refusals happen before any socket is opened: each a one-line error and status 1.
@Test func previewRefusesWhatItCannotServe() throws {
    let missing = try runTrellis(["preview", "/no/such/spec.yaml", "--port", "0"])
    #expect(missing.status == 1 && missing.stderr == "error: cannot read '/no/such/spec.yaml'\n")
    let stdin = try runTrellis(["preview", "-", "--port", "0"])
    #expect(stdin.status == 1 && stdin.stderr.contains("standard input"))
    let port = try runTrellis(["preview", samplePath("seed004-scroll-view.yaml"), "--port", "70000"])
    #expect(port.status == 1 && port.stderr.contains("invalid --port '70000'"))
    let style = try runTrellis(["preview", samplePath("seed004-scroll-view.yaml"), "--style", "fancy"])
    #expect(style.status == 1 && style.stderr.contains("invalid --style 'fancy'"))
    let host = try runTrellis([
        "preview", samplePath("seed004-scroll-view.yaml"), "--host", "not-an-address", "--port", "0",
    ])
    #expect(host.status == 1 && host.stderr.hasPrefix("error: cannot serve on not-an-address:0"))
    #expect(missing.stdout.isEmpty && stdin.stdout.isEmpty && port.stdout.isEmpty)
}

/// The server starts, says where, and stops cleanly on SIGINT (exit 0).
@Test func previewServesUntilInterrupted() throws {
    let process = Process()
    process.executableURL = trellisBinaryDirectory().appendingPathComponent("trellis")
    process.arguments = ["preview", samplePath("seed004-scroll-view.yaml"), "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    #expect(line.hasPrefix("serving 1 spec at http://127.0.0.1:"), "\(line)")
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
}
