import Foundation
import Testing

/// The docs can't drift from the tool: every ```console block in README.md and docs/*.md is run here.
///
/// A block is a sequence of `$ command` lines, each followed by the output it must print (standard output
/// and standard error together, as a terminal shows them). Commands run with bash from a scratch directory
/// that links the repository's `Samples/` and `docs/`, with the built `trellis` first on the PATH, so an
/// `-o` in an example never writes into the checkout. A command ending in `# exits N` must exit with N;
/// every other one with 0. Blocks marked ```sh are shown, not run.
struct ConsoleExample: CustomStringConvertible {
    var file: String
    var line: Int
    var command: String
    var expectedOutput: String
    var expectedStatus: Int32

    var description: String { "\(file):\(line): $ \(command)" }

    /// Every console example of `markdown` (the file's text), in order.
    static func parse(_ markdown: String, file: String) -> [ConsoleExample] {
        var examples: [ConsoleExample] = []
        var inConsole = false
        var current: ConsoleExample?
        var output: [String] = []
        func finish() {
            if var example = current {
                example.expectedOutput = output.joined(separator: "\n")
                examples.append(example)
            }
            current = nil
            output = []
        }
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            if !inConsole {
                if line.trimmingCharacters(in: .whitespaces) == "```console" { inConsole = true }
                continue
            }
            if line.hasPrefix("```") {
                finish()
                inConsole = false
            } else if line.hasPrefix("$ ") {
                finish()
                var command = String(line.dropFirst(2))
                var status: Int32 = 0
                if let marker = command.range(of: "  # exits ") {
                    status = Int32(command[marker.upperBound...].trimmingCharacters(in: .whitespaces)) ?? -1
                    command = String(command[..<marker.lowerBound])
                }
                current = ConsoleExample(
                    file: file, line: index + 1, command: command, expectedOutput: "",
                    expectedStatus: status)
            } else {
                output.append(line)
            }
        }
        return examples
    }
}

/// README.md and every Markdown file under docs/, sorted.
func documentationFiles() throws -> [URL] {
    let root = packageDirectory()
    let docs = root.appendingPathComponent("docs")
    let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
    return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
}

func trellisBinaryDirectory() -> URL {
    let buildDir = Bundle.main.bundleURL.deletingLastPathComponent()
    if FileManager.default.fileExists(atPath: buildDir.appendingPathComponent("trellis").path) { return buildDir }
    return Bundle.main.bundleURL
}

@Test func consoleExamplesInTheDocsPrintWhatTheySay() throws {
    let root = packageDirectory()
    var examples: [ConsoleExample] = []
    for url in try documentationFiles() {
        let text = try String(contentsOf: url, encoding: .utf8)
        examples += ConsoleExample.parse(text, file: url.path.replacingOccurrences(of: root.path + "/", with: ""))
    }
    #expect(examples.count >= 8, "expected the README's and docs' console examples")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-doc-examples-\(getpid())")
    try? FileManager.default.removeItem(at: scratch)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for name in ["Samples", "docs"] {
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent(name),
            withDestinationURL: root.appendingPathComponent(name))
    }
    for example in examples {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", example.command + " 2>&1"]
        process.currentDirectoryURL = scratch
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = trellisBinaryDirectory().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment.removeValue(forKey: "CI")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let actual = String(decoding: data, as: UTF8.self)
        func trimmed(_ s: String) -> String {
            s.components(separatedBy: "\n").map {
                $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            }
            .joined(separator: "\n").trimmingCharacters(in: .newlines)
        }
        #expect(
            trimmed(actual) == trimmed(example.expectedOutput),
            "\(example) printed something else than the docs say; update the docs or the tool:\n\(actual)")
        #expect(
            process.terminationStatus == example.expectedStatus,
            "\(example) exited \(process.terminationStatus), the docs say \(example.expectedStatus)")
    }
}

/// A code block preceded by `<!-- example: PATH -->` must be the lines between `// example:start` and
/// `// example:end` of that file, which a test compiles and runs.
@Test func swiftExamplesInTheDocsAreTheTestedCode() throws {
    let root = packageDirectory()
    var checked = 0
    for url in try documentationFiles() {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        for (i, line) in lines.enumerated() where line.hasPrefix("<!-- example: ") {
            let path = line.dropFirst("<!-- example: ".count).replacingOccurrences(of: " -->", with: "")
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let start = try #require(source.range(of: "// example:start\n"), "\(path) has no example:start")
            let end = try #require(source.range(of: "// example:end"), "\(path) has no example:end")
            let code = String(source[start.upperBound..<end.lowerBound])
            #expect(i + 1 < lines.count && lines[i + 1].hasPrefix("```"), "\(url.lastPathComponent):\(i + 1)")
            let block = lines[(i + 2)...].prefix { !$0.hasPrefix("```") }.joined(separator: "\n") + "\n"
            #expect(block == code, "\(url.lastPathComponent):\(i + 1): the block differs from \(path)")
            checked += 1
        }
    }
    #expect(checked >= 1)
}

@Test func everyDocumentLinkedFromTheReadmeExists() throws {
    let root = packageDirectory()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let links = readme.matches(of: /\]\(([^)#]+)[^)]*\)/).map { String($0.output.1) }.filter { !$0.hasPrefix("http") }
    #expect(links.count >= 7)
    for link in links {
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(link).path), "README links \(link)")
    }
    #expect(readme.components(separatedBy: "\n").count < 200, "the README stays short: details go to docs/")
}
