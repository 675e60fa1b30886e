import Foundation
import Testing

/// Runs the built `trellis` binary (next to the test bundle in the build folder).
func runTrellis(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let buildDir = Bundle.main.bundleURL.deletingLastPathComponent()
    var binary = buildDir.appendingPathComponent("trellis")
    if !FileManager.default.fileExists(atPath: binary.path) {
        binary = Bundle.main.bundleURL.appendingPathComponent("trellis")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
}

@Test func versionPrints() throws {
    let result = try runTrellis(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
}
