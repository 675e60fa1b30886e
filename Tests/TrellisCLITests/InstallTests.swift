import Foundation
import Testing

/// `make install` into a temporary prefix, and the installed trellis run with no environment variables
/// from a folder outside the repository: it renders a sample with the fonts installed beside it.
@Suite struct InstallTests {
    @Test func installedTrellisFindsItsFontsWithoutEnvironment() throws {
        let root = SnapshotCommandTests.packageRoot
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-prefix-\(UUID().uuidString)")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-elsewhere-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: work)
        }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // The debug products the tests run (`swift build --build-tests` built them): nothing is built here.
        let make = try run(
            "/usr/bin/env",
            ["make", "--no-print-directory", "install", "PREFIX=\(prefix.path)", "INSTALL_CONFIG=debug"],
            in: root, environment: ProcessInfo.processInfo.environment)
        #expect(make.status == 0, "\(make.output)")
        let fonts = prefix.appendingPathComponent("share/trellis/fonts")
        for file in [
            "bin/trellis", "bin/trellis-preview", "share/trellis/fonts/Roboto-Regular.ttf",
            "share/trellis/fonts/OFL-1.1.txt",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        let trellis = prefix.appendingPathComponent("bin/trellis").path
        let info = try run(trellis, ["snapshot", "info"], in: work, environment: [:])
        #expect(info.status == 0)
        #expect(info.output.contains("fonts: \(fonts.path)\n"))
        // The same digest as the repository's fonts: the installed copies are whole.
        let repository = try run(
            trellis, ["snapshot", "info"], in: work,
            environment: ["TRELLIS_FONTS": root.appendingPathComponent("Fonts").path])
        let digest = { (text: String) in text.split(separator: "\n").first { $0.hasPrefix("fonts digest: ") } }
        #expect(digest(info.output) != nil && digest(info.output) == digest(repository.output))
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Samples/profile-card.yaml"), to: work.appendingPathComponent("card.yaml"))
        let render = try run(trellis, ["render", "card.yaml", "-o", "card.png"], in: work, environment: [:])
        #expect(render.status == 0, "\(render.output)")
        let png = try Data(contentsOf: work.appendingPathComponent("card.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // Without its fonts the installed trellis falls back to the source tree's, so hide them and see
        // the run name the installed folder it looked in first.
        try FileManager.default.moveItem(at: fonts, to: prefix.appendingPathComponent("fonts-moved"))
        let moved = try run(trellis, ["snapshot", "info"], in: work, environment: [:])
        #expect(!moved.output.contains("fonts: \(fonts.path)\n"))
    }

    func run(_ executable: String, _ arguments: [String], in dir: URL, environment: [String: String]) throws
        -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = dir
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
