import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Issue 48's reproducers for `trellis snapshot`, through the built binary: a checked-out repository whose
/// references are links, odd files or oddly named specs never makes the run write outside it, and every
/// case is one clear line.
@Suite struct SnapshotHostileFileTests {
    let cli = SnapshotCommandTests()

    /// `root/repo/card.yaml` with the example's references in `root/repo/__snapshots__`, and `root/victim`,
    /// a file outside the repository.
    struct Checkout {
        let root: URL
        var repo: URL { root.appendingPathComponent("repo") }
        var references: URL { repo.appendingPathComponent("__snapshots__") }
        var victim: URL { root.appendingPathComponent("victim") }
        var victimBytes: Data? { try? Data(contentsOf: victim) }

        init(change: ((String) -> String)? = nil, references: Bool = true) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-hostile-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let workspace = try SnapshotCommandTests().workspace(change: change, references: references)
            try FileManager.default.moveItem(at: workspace, to: repo)
            try Data("precious\n".utf8).write(to: victim)
        }

        func replaceReference(_ name: String, withLinkTo target: String) throws {
            let path = references.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: path)
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: target)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    // MARK: Writes through links

    @Test func recordFailedThroughALinkedReferenceLeavesItsTargetAlone() throws {
        let checkout = try Checkout(change: SnapshotCommandTests.longerLabel)
        defer { checkout.remove() }
        try checkout.replaceReference("card.png", withLinkTo: checkout.victim.path)
        let result = try cli.run(["snapshot", "card.yaml", "--record", "failed"], in: checkout.repo)
        #expect(result.status == 1)
        #expect(checkout.victimBytes == Data("precious\n".utf8))
        #expect(
            result.stdout.contains(
                "cannot write __snapshots__/card.png: it is a symbolic link (to \(checkout.victim.path)); "
                    + "references and reports are never written through a link: remove it"), "\(result.stdout)")
    }

    @Test func aLayoutReferenceLinkedToParentParentVictimIsNotReplaced() throws {
        let checkout = try Checkout(change: SnapshotCommandTests.longerLabel)
        defer { checkout.remove() }
        try checkout.replaceReference("card.layout.txt", withLinkTo: "../../victim")
        for mode in ["failed", "all"] {
            let result = try cli.run(["snapshot", "card.yaml", "--record", mode], in: checkout.repo)
            #expect(result.status == 1)
            #expect(checkout.victimBytes == Data("precious\n".utf8), "\(mode)")
            #expect(
                result.stdout.contains(
                    "__snapshots__/card.layout.txt: cannot read the reference: it is a symbolic link (to ../../victim)")
            )
            #expect(!result.stdout.contains("precious"))
        }
    }

    @Test func aDanglingLinkInTheDefaultMissingModeCreatesNothing() throws {
        let checkout = try Checkout(references: false)
        defer { checkout.remove() }
        let outside = checkout.root.appendingPathComponent("created")
        try checkout.replaceReference("card.png", withLinkTo: outside.path)
        let result = try cli.run(["snapshot", "card.yaml"], in: checkout.repo)
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        #expect(result.stdout.contains("it is a symbolic link (to \(outside.path))"), "\(result.stdout)")
        // The layout reference, a plain missing file, is recorded as usual.
        #expect(
            FileManager.default.fileExists(atPath: checkout.references.appendingPathComponent("card.layout.txt").path))
    }

    // MARK: Names

    @Test func aSpecNamedDotDotSpaceWritesOnlyUnderTheReportFolder() throws {
        let checkout = try Checkout(references: false)
        defer { checkout.remove() }
        try FileManager.default.moveItem(
            at: checkout.repo.appendingPathComponent("card.yaml"), to: checkout.repo.appendingPathComponent(".. "))
        let out = checkout.repo.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: out.appendingPathComponent("actual.png"))
        let result = try cli.run(["snapshot", ".. ", "--report", "out/rep"], in: checkout.repo)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["actual.png", "rep"])
        #expect(try Data(contentsOf: out.appendingPathComponent("actual.png")) == Data("keep".utf8))
        #expect(cli.files(out.appendingPathComponent("rep")).contains("snapshot/actual.png"))
    }

    @Test func junitIsWellFormedForAHostileSpecName() throws {
        let checkout = try Checkout(references: false)
        defer { checkout.remove() }
        let name = "card\u{FFFE}\u{FFFF}\u{1}.yaml"
        try FileManager.default.moveItem(
            at: checkout.repo.appendingPathComponent("card.yaml"), to: checkout.repo.appendingPathComponent(name))
        let result = try cli.run(["snapshot", name, "--junit", "junit.xml"], in: checkout.repo)
        #expect(result.status == 1)
        let xml = try Data(contentsOf: checkout.repo.appendingPathComponent("junit.xml"))
        let parser = XMLParser(data: xml)
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(String(decoding: xml, as: UTF8.self).contains(#"name="card\u{FFFE}\u{FFFF}\u{1}.yaml""#))
        #expect(String(decoding: xml, as: UTF8.self).contains("<system-err>"))
    }

    // MARK: One line for each file-system case

    @Test func aReferencesFolderThatIsAFileIsOneLine() throws {
        let checkout = try Checkout(references: false)
        defer { checkout.remove() }
        try Data("x".utf8).write(to: checkout.references)
        let result = try cli.run(["snapshot", "card.yaml"], in: checkout.repo)
        #expect(result.status == 1)
        #expect(result.stdout.contains("  __snapshots__: it is a regular file, not a folder\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("CocoaError") && !result.stdout.contains("userInfo"))
    }

    @Test(.timeLimit(.minutes(1)))
    func aReferenceThatIsADirectoryFIFOOrDevLinkSaysWhatItIs() throws {
        let checkout = try Checkout()
        defer { checkout.remove() }
        let png = checkout.references.appendingPathComponent("card.png")
        let cases: [(make: () throws -> Void, says: String)] = [
            (
                { try FileManager.default.createDirectory(at: png, withIntermediateDirectories: false) },
                "it is a directory"
            ),
            ({ _ = mkfifo(png.path, 0o644) }, "it is a FIFO (named pipe)"),
            (
                { try FileManager.default.createSymbolicLink(atPath: png.path, withDestinationPath: "/dev/zero") },
                "it is a symbolic link (to /dev/zero)"
            ),
        ]
        for (make, says) in cases {
            try FileManager.default.removeItem(at: png)
            try make()
            let result = try cli.run(["snapshot", "card.yaml", "--record", "never"], in: checkout.repo)
            #expect(result.status == 1)
            #expect(
                result.stdout.contains("__snapshots__/card.png: cannot read the reference: \(says)"), "\(result.stdout)"
            )
            #expect(!result.stdout.contains("permission denied"))
        }
    }

    @Test func aFailedWriteLeavesNoTemporaryFile() throws {
        let checkout = try Checkout(references: false)
        defer { checkout.remove() }
        // Files over 512 bytes can't be written (EFBIG; the signal ignored so the write returns the error).
        let script = "trap '' XFSZ; ulimit -f 1; exec \"$TRELLIS\" snapshot card.yaml"
        let result = try cli.run(["sh", "-c", script], in: checkout.repo, executable: "/usr/bin/env")
        #expect(result.status == 1)
        #expect(result.stdout.contains("cannot write __snapshots__/card.png: File too large"), "\(result.stdout)")
        let names = try FileManager.default.contentsOfDirectory(atPath: checkout.references.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
    }

    @Test func aProcessKilledWhileWritingLeavesNoTemporaryFile() throws {
        let checkout = try Checkout(references: false)
        defer { checkout.remove() }
        // SIGXFSZ's default action (restored: the test runner ignores it) ends the process in the middle of
        // writing its first file over 512 bytes.
        let script = "ulimit -c 0; ulimit -f 1; exec \"$TRELLIS\" snapshot card.yaml"
        let result = try cli.run(
            ["--default-signal=XFSZ", "sh", "-c", script], in: checkout.repo, executable: "/usr/bin/env")
        #expect(result.status == SIGXFSZ, "\(result.stdout)\(result.stderr)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: checkout.references.path)) ?? []
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
    }

    // MARK: The command line

    @Test func aSpecPathStartingWithADashIsAUsageErrorWithAHint() throws {
        let checkout = try Checkout()
        defer { checkout.remove() }
        try FileManager.default.moveItem(
            at: checkout.repo.appendingPathComponent("card.yaml"),
            to: checkout.repo.appendingPathComponent("-dash.yaml"))
        let refused = try cli.run(["snapshot", "-dash.yaml"], in: checkout.repo)
        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr.contains(
                "the spec path '-dash.yaml' starts with '-' and would be read as options: write ./-dash.yaml, "
                    + "or put -- before it"), "\(refused.stderr)")
        for arguments in [["--", "-dash.yaml"], ["./-dash.yaml"]] {
            let result = try cli.run(["snapshot", "--junit", "j.xml"] + arguments, in: checkout.repo)
            // Recorded: the references are card's, not -dash's.
            #expect(result.status == 1)
            #expect(result.stdout.contains("recorded"), "\(result.stdout)\(result.stderr)")
            // The re-record command names the spec so that it isn't read as options.
            let failure = try FailureText.parse(Data(contentsOf: checkout.repo.appendingPathComponent("j.xml")))
            #expect(failure.contains("re-record: trellis snapshot ./-dash.yaml --record failed"), "\(failure)")
            try? FileManager.default.removeItem(at: checkout.references.appendingPathComponent("-dash.png"))
            try? FileManager.default.removeItem(at: checkout.references.appendingPathComponent("-dash.layout.txt"))
        }
    }

    @Test func specsThatWouldShareReferencesAreAUsageError() throws {
        let checkout = try Checkout(references: false)
        defer { checkout.remove() }
        let yaml = try String(contentsOf: checkout.repo.appendingPathComponent("card.yaml"), encoding: .utf8)
        try yaml.write(to: checkout.repo.appendingPathComponent("card.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: checkout.repo.appendingPathComponent("b"), withIntermediateDirectories: true)
        try yaml.write(to: checkout.repo.appendingPathComponent("b/card.yaml"), atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (
                ["card.yaml", "./card.json"],
                "card.yaml and ./card.json would share the references __snapshots__/card.layout.txt and "
                    + "__snapshots__/card.png: rename one, or verify them with different --snapshots folders"
            ),
            (["card.yaml", "b/card.yaml", "--snapshots", "refs"], "card.yaml and b/card.yaml would share"),
        ]
        for (arguments, message) in cases {
            let result = try cli.run(["snapshot"] + arguments, in: checkout.repo)
            #expect(result.status == 64)
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        #expect(cli.files(checkout.repo) == ["b", "b/card.yaml", "card.json", "card.yaml"])
        // The same spec twice, or in two spellings, is one owner.
        let twice = try cli.run(["snapshot", "card.yaml", "./card.yaml"], in: checkout.repo)
        #expect(twice.status == 1 && twice.stdout.contains("recorded"), "\(twice.stdout)\(twice.stderr)")
    }

    @Test func theRerecordCommandIsShellQuotedAndRuns() throws {
        let checkout = try Checkout(references: false)
        defer { checkout.remove() }
        let name = "it's $(touch pwned) `touch pwned2`.yaml"
        try FileManager.default.moveItem(
            at: checkout.repo.appendingPathComponent("card.yaml"), to: checkout.repo.appendingPathComponent(name))
        let first = try cli.run(["snapshot", name, "--record", "never", "--junit", "j.xml"], in: checkout.repo)
        #expect(first.status == 1)
        let failure = try FailureText.parse(Data(contentsOf: checkout.repo.appendingPathComponent("j.xml")))
        let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("re-record: ") })
        let command = String(line.dropFirst("re-record: ".count))
        #expect(command == #"trellis snapshot 'it'\''s $(touch pwned) `touch pwned2`.yaml' --record failed"#)
        let rerun = try cli.run(
            ["sh", "-c", command.replacingOccurrences(of: "trellis snapshot", with: "\"$TRELLIS\" snapshot")],
            in: checkout.repo, executable: "/usr/bin/env")
        #expect(rerun.stdout.contains("recorded"), "\(rerun.stdout)\(rerun.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: checkout.repo.path)
        #expect(!files.contains("pwned") && !files.contains("pwned2"))
        try FileManager.default.removeItem(at: checkout.repo.appendingPathComponent("j.xml"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: checkout.references.path).sorted() == [
                "it's $(touch pwned) `touch pwned2`.layout.txt", "it's $(touch pwned) `touch pwned2`.png",
            ])
    }
}

/// The text of a JUnit file's `failure` elements, read by FoundationXML's parser.
final class FailureText: NSObject, XMLParserDelegate {
    private var text = ""
    private var inside = false

    static func parse(_ data: Data) throws -> String {
        let parser = XMLParser(data: data)
        let reader = FailureText()
        parser.delegate = reader
        try #require(parser.parse())
        return reader.text
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "failure" { inside = true }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { if inside { text += string } }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "failure" { inside = false }
    }
}
