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

/// Every subcommand's help ends with two or three real examples (house style), so `trellis help X` shows
/// how to call it; a new subcommand without them fails here.
@Test func everySubcommandsHelpEndsWithExamples() throws {
    let overview = try runTrellis(["--help"])
    #expect(overview.status == 0)
    let subcommandSection = try #require(overview.stdout.components(separatedBy: "SUBCOMMANDS:").last)
    let names = subcommandSection.components(separatedBy: "\n").compactMap { line -> String? in
        guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
        return line.split(separator: " ").first.map(String.init)
    }.filter { $0 != "See" && $0 != "help" }
    #expect(names.contains("layout") && names.contains("render"))
    for name in names {
        let help = try runTrellis(["help", name])
        #expect(help.status == 0, "trellis help \(name)")
        let examples = try #require(
            help.stdout.components(separatedBy: "Examples:").dropFirst().first,
            "trellis help \(name) has no 'Examples:' section")
        let lines = examples.components(separatedBy: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("trellis \(name)") || $0.contains("| trellis \(name)")
        }
        #expect(lines.count >= 2, "trellis help \(name) shows \(lines.count) examples")
    }
}
