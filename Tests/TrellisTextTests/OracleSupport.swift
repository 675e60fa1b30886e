import Foundation

@testable import TrellisText

/// Runs Tests/TrellisTextTests/Oracle/pango_oracle.py once for a batch of cases (JSON lines in and out)
/// with a private fontconfig generated from Fonts/fonts.conf.in, so Pango sees only the bundled fonts.
enum PangoOracle {
    struct Case: Codable {
        var text: String
        var size: Double
        var width: Double?
        var weight: String
        /// Attributed text: runs whose texts join to `text`, each with its size and weight.
        var runs: [Run]? = nil
    }
    struct Run: Codable {
        var text: String
        var size: Double
        var weight: String
    }
    struct Line: Codable {
        var start: Int
        var end: Int
        var width: Double
        var families: [String]
    }
    struct Result: Codable {
        var lines: [Line]
        var width: Double
        var height: Double
    }
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let python = "/usr/bin/python3"

    static func run(_ cases: [Case]) throws -> [Result] {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Failure(description: "\(python) not found: the Pango oracle needs Debian's python3 with python3-gi")
        }
        let root = TextTestSupport.packageRoot
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temp) }
        let template = try String(contentsOf: root.appendingPathComponent("Fonts/fonts.conf.in"), encoding: .utf8)
        let config = template.replacingOccurrences(of: "@FONTS_DIR@", with: TextTestSupport.fontsDirectory)
            .replacingOccurrences(of: "@CACHE_DIR@", with: temp.appendingPathComponent("fccache").path)
        let configURL = temp.appendingPathComponent("fonts.conf")
        try config.write(to: configURL, atomically: true, encoding: .utf8)

        let encoder = JSONEncoder()
        var input = Data()
        for item in cases { input.append(try encoder.encode(item)); input.append(0x0A) }
        let inputURL = temp.appendingPathComponent("cases.jsonl")
        try input.write(to: inputURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root.appendingPathComponent("Tests/TrellisTextTests/Oracle/pango_oracle.py").path]
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = configURL.path
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        let output = Pipe()
        let errors = temp.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let lines = data.split(separator: 0x0A)
        if process.terminationStatus != 0 {
            let message = lines.first.flatMap { String(data: Data($0), encoding: .utf8) } ?? ""
            throw Failure(
                description: "Pango oracle failed (status \(process.terminationStatus)): \(message) \(stderr)")
        }
        let decoder = JSONDecoder()
        let results = try lines.map { try decoder.decode(Result.self, from: Data($0)) }
        guard results.count == cases.count else {
            throw Failure(
                description: "Pango oracle returned \(results.count) results for \(cases.count) cases: \(stderr)")
        }
        return results
    }
}
