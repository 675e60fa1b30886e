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

/// `trellis` doesn't link the preview server (whose HTTP library once brought FoundationNetworking and
/// libcurl's chain of shared libraries, ~10 ms of loading at the start of every process); `trellis-preview`,
/// which `trellis preview` runs, does. Nor does `trellis` link Foundation beyond FoundationEssentials: the whole
/// of Foundation and its internationalisation add 1,800 protocol conformances that the Swift runtime
/// scans on every first cast or generic instantiation (a sixth of a small spec's run).
@Test func onlyThePreviewProgramLinksTheHTTPStack() throws {
    func sharedLibraries(_ program: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [trellisBinaryDirectory().appendingPathComponent(program).path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }
    let trellis = try sharedLibraries("trellis")
    let preview = try sharedLibraries("trellis-preview")
    #expect(trellis.contains("libFoundationEssentials.so"))
    #expect(!trellis.contains("libFoundation.so"), "\(trellis)")
    #expect(!trellis.contains("libFoundationInternationalization"))
    #expect(!trellis.contains("libFoundationNetworking"), "\(trellis)")
    #expect(!trellis.contains("libcurl"))
    #expect(preview.contains("libFoundation.so"), "\(preview)")
}

/// Without `trellis-preview` beside it, `trellis preview` says what is missing and how to build it
/// (status 1); the other commands don't need it.
@Test func previewNeedsItsProgramBesideTrellis() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let alone = directory.appendingPathComponent("trellis")
    try FileManager.default.copyItem(at: trellisBinaryDirectory().appendingPathComponent("trellis"), to: alone)
    func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = alone
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }
    let preview = try run(["preview", samplePath("seed004-scroll-view.yaml"), "--port", "0"])
    #expect(preview.status == 1 && preview.stdout.isEmpty)
    #expect(
        preview.stderr.hasPrefix(
            "error: trellis preview runs \(directory.path)/trellis-preview, which can't be started"),
        "\(preview.stderr)")
    #expect(preview.stderr.contains("--product trellis-preview"))
    let layout = try run(["layout", samplePath("seed004-scroll-view.yaml")])
    #expect(layout.status == 0 && !layout.stdout.isEmpty)
}
