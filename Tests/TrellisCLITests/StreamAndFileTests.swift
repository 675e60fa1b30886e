import Foundation
import Testing

/// The built `trellis` binary.
func trellisBinary() -> String {
    let buildDir = Bundle.main.bundleURL.deletingLastPathComponent()
    let binary = buildDir.appendingPathComponent("trellis")
    if FileManager.default.fileExists(atPath: binary.path) { return binary.path }
    return Bundle.main.bundleURL.appendingPathComponent("trellis").path
}

/// Runs a shell script in `directory` with `$T` set to the trellis binary, so tests can close and redirect
/// the standard streams as a user's shell does (`>&-`, `> /dev/full`, `<&-`).
func runShell(_ script: String, in directory: URL, environment extra: [String: String] = [:]) throws
    -> (status: Int32, stdout: String, stderr: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["T"] = trellisBinary()
    environment["SWIFT_BACKTRACE"] = "enable=no"
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Both pipes are drained at once: a process filling one while the test waits on the other would block.
    nonisolated(unsafe) var e = Data()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { e = err.fileHandleForReading.readDataToEndOfFile() }
    let o = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
}

/// A fresh directory holding `card.yaml`.
func scratchDirectory(spec: String = RenderCommandTests.card, name: String = "card.yaml") throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-hardening-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try spec.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return dir
}

func listing(_ dir: URL, _ sub: String = "") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(sub).path)) ?? []).sorted()
}

/// One line of error, status 1: the shape of every refusal on the command line.
func expectOneLineError(
    _ result: (status: Int32, stdout: String, stderr: String), containing text: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.status == 1, "status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
}

/// Every stream and file case of issue 15: a clear one-line error, exit status 1, no partial file, and
/// never a crash.
@Suite struct StreamAndFileTests {
    // MARK: Paths (Foundation's NSString path methods trapped on one-character paths)

    @Test func oneCharacterOutputPath() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell("\"$T\" render card.yaml -o x", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent("x")))
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(listing(dir) == ["card.yaml", "x"])
    }

    @Test func oneCharacterSpecName() throws {
        let dir = try scratchDirectory(name: "s")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell("\"$T\" render s && \"$T\" layout s > /dev/null", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(listing(dir) == ["s", "s.png"])
    }

    @Test func longOutputNameIsNotRefusedForItsTemporaryName() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = String(repeating: "n", count: 250) + ".png" // 254 bytes: NAME_MAX is 255
        let result = try runShell("\"$T\" render card.yaml -o \(name)", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(listing(dir) == ["card.yaml", name])
    }

    // MARK: Standard streams

    @Test func standardOutputFull() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(
            try runShell("\"$T\" layout card.yaml > /dev/full", in: dir),
            containing: "error: cannot write to standard output: No space left on device")
        expectOneLineError(
            try runShell("\"$T\" render card.yaml -o - > /dev/full", in: dir),
            containing: "cannot write to standard output: No space left on device")
    }

    @Test func standardOutputClosed() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(
            try runShell("\"$T\" layout card.yaml >&-", in: dir),
            containing: "error: cannot write to standard output: it is closed")
        expectOneLineError(
            try runShell("\"$T\" render card.yaml -o - >&-", in: dir),
            containing: "cannot write to standard output: it is closed")
        // A file written while descriptor 1 is closed doesn't take its number and receive a report.
        let written = try runShell("\"$T\" render card.yaml -o out.png >&-", in: dir)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(listing(dir) == ["card.yaml", "out.png"])
    }

    @Test func standardErrorClosed() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Nowhere to write the message: the status still says it failed (and it doesn't crash).
        let result = try runShell("\"$T\" layout missing.yaml 2>&-; echo \"status $?\"", in: dir)
        #expect(result.stdout == "status 1\n")
        // An error message is never written into a file that took descriptor 2.
        let render = try runShell("\"$T\" render missing.yaml card.yaml -o out/ 2>&-; echo \"status $?\"", in: dir)
        #expect(render.stdout == "status 1\n")
        let image = [UInt8](try Data(contentsOf: dir.appendingPathComponent("out/card.png")))
        #expect(Array(image.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func standardInputClosed() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(
            try runShell("\"$T\" layout - <&-", in: dir), containing: "cannot read standard input: it is closed")
        expectOneLineError(
            try runShell("\"$T\" render - -o out.png <&-", in: dir),
            containing: "cannot read standard input: it is closed")
        #expect(listing(dir) == ["card.yaml"])
    }

    @Test func closedPipeEndsQuietly() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A report larger than a pipe's buffer, read by a process that leaves after one line.
        var spec = "canvas: {width: 320, height: 480}\nviews:\n"
        for i in 0..<3000 { spec += "  v\(i): {frame: {x: 0, y: 0, width: 10, height: 10}}\n" }
        try spec.write(to: dir.appendingPathComponent("big.yaml"), atomically: true, encoding: .utf8)
        let result = try runShell("(\"$T\" layout big.yaml; echo \"status $?\" >&2) | head -1", in: dir)
        #expect(result.stdout.hasPrefix("canvas 320 × 480"), "\(result.stdout)")
        #expect(result.stderr == "status 1\n", "\(result.stderr)") // quiet: no message, status 1
    }

    @Test func standardInputOverTheSizeLimitIsRefusedWhileReading() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 100 MB of input: refused once 8 MB have arrived, in a few MB of memory (the 100 MB are never held).
        let result = try runShell("head -c 100000000 /dev/zero | \"$T\" layout -", in: dir)
        expectOneLineError(result, containing: "standard input: it is larger than 8,388,608 bytes")
        #expect(result.stderr.contains("--limit specBytes=N"))
        let file = try runShell("head -c 9000000 /dev/zero | tr '\\0' ' ' > big.yaml; \"$T\" layout big.yaml", in: dir)
        expectOneLineError(file, containing: "cannot read 'big.yaml': it is larger than 8,388,608 bytes")
        let raised = try runShell("\"$T\" layout big.yaml --limit specBytes=10000000", in: dir)
        #expect(raised.status == 1)
        #expect(!raised.stderr.contains("larger than"), "\(raised.stderr)")
    }

    // MARK: Output files

    @Test func writesIntoDevicesInsteadOfReplacingThem() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell("\"$T\" render card.yaml -o /dev/null && test -c /dev/null && echo device", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "device\n")
        #expect(listing(dir) == ["card.yaml"])
    }

    @Test func writesIntoAFIFOWithAReader() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell(
            "mkfifo out.png; (cat out.png > copy.png &) ; sleep 0.2; \"$T\" render card.yaml -o out.png; "
                + "wait; sleep 0.2; test -p out.png && head -c 4 copy.png | od -An -c | tr -d ' \\n'", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("211PNG"), "\(result.stdout)")
        expectOneLineError(
            try runShell("mkfifo nobody.png; \"$T\" render card.yaml -o nobody.png", in: dir),
            containing: "it is a FIFO that nothing reads")
    }

    @Test func followsSymlinksWithoutReplacingThem() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell(
            "mkdir real; ln -s real/target.png link.png; ln -s ../link.png real/chain.png; "
                + "\"$T\" render card.yaml -o real/chain.png && test -L link.png && test -L real/chain.png "
                + "&& test -f real/target.png && echo kept", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "kept\n")
        #expect(listing(dir, "real") == ["chain.png", "target.png"])
    }

    @Test func symlinkLoops() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try runShell("ln -s a.png b.png; ln -s b.png a.png; ln -s a.yaml b.yaml; ln -s b.yaml a.yaml", in: dir)
        expectOneLineError(
            try runShell("\"$T\" render card.yaml -o a.png", in: dir),
            containing: "cannot write a.png: too many levels of symbolic links")
        expectOneLineError(
            try runShell("\"$T\" layout a.yaml", in: dir),
            containing: "cannot read 'a.yaml': too many levels of symbolic links")
        expectOneLineError(
            try runShell("\"$T\" render a.yaml -o out.png", in: dir), containing: "too many levels of symbolic links")
        #expect(listing(dir) == ["a.png", "a.yaml", "b.png", "b.yaml", "card.yaml"])
    }

    @Test func outputIntoAMissingDirectory() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(
            try runShell("\"$T\" render card.yaml -o missing/sub/x.png", in: dir),
            containing: "cannot write missing/sub/x.png: the directory 'missing/sub' does not exist")
        #expect(listing(dir) == ["card.yaml"])
    }

    @Test func outputUnderANonDirectory() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(
            try runShell("\"$T\" render card.yaml -o card.yaml/x.png", in: dir),
            containing: "is not a directory")
        #expect(listing(dir) == ["card.yaml"])
        #expect(
            try String(contentsOf: dir.appendingPathComponent("card.yaml"), encoding: .utf8) == RenderCommandTests.card)
    }

    @Test func outputIntoAReadOnlyDirectory() throws {
        let dir = try scratchDirectory()
        defer {
            _ = try? runShell("chmod 755 locked", in: dir)
            try? FileManager.default.removeItem(at: dir)
        }
        if geteuid() == 0 {
            // Root writes through permission bits; sysfs refuses it file creation all the same.
            expectOneLineError(
                try runShell("\"$T\" render card.yaml -o /sys/trellis-test.png", in: dir),
                containing: "cannot write /sys/trellis-test.png: permission denied")
        } else {
            expectOneLineError(
                try runShell("mkdir locked; chmod 555 locked; \"$T\" render card.yaml -o locked/x.png", in: dir),
                containing: "permission denied")
            #expect(listing(dir, "locked").isEmpty)
        }
    }

    @Test func outputOntoADirectory() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try RenderCommandTests.card.write(
            to: dir.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
        let result = try runShell("mkdir -p out/card.png; \"$T\" render card.yaml other.yaml -o out/", in: dir)
        #expect(result.status == 1)
        #expect(
            result.stderr == "card.yaml: error: cannot write out/card.png: it is a directory\n"
                + "rendered other.yaml → out/other.png\n")
        #expect(listing(dir, "out") == ["card.png", "other.png"])
        #expect(listing(dir, "out/card.png").isEmpty)
    }

    @Test func sameOutputTwiceInABatchCreatesNothing() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell(
            "mkdir a b; cp card.yaml a/; cp card.yaml b/; \"$T\" render a/card.yaml b/card.yaml -o out/", in: dir)
        expectOneLineError(result, containing: "a/card.yaml and b/card.yaml would both be written to out/card.png")
        #expect(listing(dir) == ["a", "b", "card.yaml"])
    }

    @Test func failedBatchCreatesNoOutputDirectory() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell("\"$T\" render missing.yaml -o out/", in: dir)
        expectOneLineError(result, containing: "cannot read 'missing.yaml': no such file")
        #expect(listing(dir) == ["card.yaml"])
    }

    // MARK: Specs that aren't files

    @Test func specThatIsADirectoryFIFOOrMissing() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(
            try runShell("mkdir d.yaml; \"$T\" layout d.yaml", in: dir),
            containing: "cannot read 'd.yaml': it is a directory, not a spec file")
        expectOneLineError(
            try runShell("mkfifo p.yaml; \"$T\" layout p.yaml", in: dir),
            containing: "cannot read 'p.yaml': it is a FIFO and nothing wrote to it")
        expectOneLineError(try runShell("\"$T\" render p.yaml -o x.png", in: dir), containing: "it is a FIFO")
        expectOneLineError(
            try runShell("\"$T\" layout nothing.yaml", in: dir), containing: "cannot read 'nothing.yaml': no such file")
        #expect(listing(dir) == ["card.yaml", "d.yaml", "p.yaml"])
        // A FIFO with a writer (what `<(…)` gives) is read like standard input.
        let fed = try runShell("mkfifo q.yaml; (cat card.yaml > q.yaml &); \"$T\" layout q.yaml", in: dir)
        #expect(fed.status == 0, "\(fed.stderr)")
        #expect(fed.stdout.contains("title"))
    }

    // MARK: Option values

    @Test func negativeOptionValuesAreRangeErrors() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(
            try runShell("\"$T\" render card.yaml --scale -1", in: dir),
            containing: "invalid --scale '-1' (expected 1, 2 or 3)")
        expectOneLineError(
            try runShell("\"$T\" render card.yaml --padding -5", in: dir),
            containing: "invalid --padding '-5'")
        expectOneLineError(
            try runShell("\"$T\" layout card.yaml --limit views=-3", in: dir),
            containing: "invalid --limit views=-3")
        #expect(listing(dir) == ["card.yaml"])
    }

    @Test func canvasScaleIsValidatedOnceForLayoutAndRender() throws {
        let spec =
            "canvas: {width: 100, height: 100, scale: 5}\nviews:\n  a: {frame: {x: 0, y: 0, width: 10, height: 10}}\n"
        let dir = try scratchDirectory(spec: spec)
        defer { try? FileManager.default.removeItem(at: dir) }
        let layout = try runShell("\"$T\" layout card.yaml", in: dir)
        let render = try runShell("\"$T\" render card.yaml -o x.png", in: dir)
        for result in [layout, render] {
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix("card.yaml:1:42: error: canvas scale 5 is not supported: use 1, 2 or 3"),
                "\(result.stderr)")
        }
        #expect(listing(dir) == ["card.yaml"])
    }
}
