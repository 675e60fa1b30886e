import Foundation
import Testing
import TrellisRender

@testable import TrellisSnapshot

#if canImport(FoundationXML)
    import FoundationXML
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// References and reports are written only inside their folder: never through a symbolic link, never under
/// a name that leaves the folder; every file-system case is one line saying what is there (issue 48).
@Suite struct ConfinedWriteTests {
    static let spec = SnapshotVerifierTests.spec

    /// A suite folder `root/suite` with `suite/box.yaml`'s references folder, and a victim file beside the
    /// suite, outside it.
    struct Layout {
        let root: URL
        var suite: URL { root.appendingPathComponent("suite") }
        var references: URL { suite.appendingPathComponent("__snapshots__") }
        var victim: URL { root.appendingPathComponent("victim") }
        var victimText: String { (try? String(contentsOf: victim, encoding: .utf8)) ?? "<unreadable>" }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "trellis-confined-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("suite/__snapshots__"), withIntermediateDirectories: true)
            try Data("precious\n".utf8).write(to: victim)
        }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(
                atPath: references.appendingPathComponent(name).path, withDestinationPath: target)
        }

        func refs() -> SnapshotReferences { SnapshotReferences(directory: references.path, baseName: "box") }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// Names in the references folder, temporary files included.
        func referenceFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []).sorted()
        }
    }

    func take(layout: Bool = true, image: Bool = true) throws -> TakenSnapshot {
        try SnapshotCamera.take(
            try SnapshotSubject.spec(text: Self.spec, name: "box.yaml"),
            settings: SnapshotSettings(layout: layout, image: image))
    }

    // MARK: Never through a link

    @Test func recordFailedThroughALinkedImageReferenceLeavesTheTargetAlone() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.link("box.png", to: layout.victim.path)
        let outcome = SnapshotVerifier(record: .failed).verify(
            try take(layout: false), references: layout.refs(), name: "box.yaml")
        #expect(outcome.status == .failed)
        #expect(layout.victimText == "precious\n")
        #expect(outcome.recordedPaths.isEmpty)
        let path = layout.references.appendingPathComponent("box.png").path
        #expect(
            outcome.messages.contains(
                "cannot write \(path): it is a symbolic link (to \(layout.victim.path)); "
                    + "references and reports are never written through a link: remove it"),
            "\(outcome.messages)")
        #expect(layout.referenceFiles() == ["box.png"])
    }

    @Test(arguments: [RecordMode.all, .failed, .missing])
    func aLayoutReferenceLinkedOutsideTheRepositoryIsNeverWritten(mode: RecordMode) throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.link("box.layout.txt", to: "../../victim")
        let outcome = SnapshotVerifier(record: mode).verify(
            try take(image: false), references: layout.refs(), name: "box.yaml")
        #expect(outcome.status == .failed)
        #expect(layout.victimText == "precious\n")
        #expect(
            outcome.messages.contains {
                $0.contains("box.layout.txt") && $0.contains("symbolic link (to ../../victim)")
            })
        // Read refused too: the target's text never reaches a report.
        #expect(outcome.expectedLayout == nil)
    }

    @Test func aDanglingLinkInMissingModeCreatesNothingOutside() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let outside = layout.root.appendingPathComponent("created-outside.png")
        try layout.link("box.png", to: outside.path)
        let outcome = SnapshotVerifier(record: .missing).verify(
            try take(layout: false), references: layout.refs(), name: "box.yaml")
        #expect(outcome.status == .failed)
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        #expect(outcome.messages.contains { $0.contains("symbolic link (to \(outside.path))") }, "\(outcome.messages)")
    }

    @Test func aReferencesFolderThatIsALinkIsRefused() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let elsewhere = layout.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let linked = layout.suite.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: elsewhere)
        let outcome = SnapshotVerifier(record: .missing).verify(
            try take(), references: SnapshotReferences(directory: linked.path, baseName: "box"), name: "box.yaml")
        #expect(outcome.status == .failed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(
            outcome.messages == [
                "\(linked.path): it is a symbolic link (to \(elsewhere.path)), not a folder; references and reports "
                    + "are never written through a link: give the folder it points to"
            ], "\(outcome.messages)")
    }

    @Test func aReportFolderLinkInsideTheReportIsNotFollowed() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let report = layout.root.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: report.appendingPathComponent("box.yaml"), withDestinationURL: layout.root)
        var outcome = SnapshotOutcome(name: "box.yaml", status: .failed, references: layout.refs())
        outcome.actualLayout = "x\n"
        #expect(throws: SnapshotError.self) { try SnapshotReportWriter(directory: report.path).write([outcome]) }
        #expect(!FileManager.default.fileExists(atPath: layout.root.appendingPathComponent("actual.layout.txt").path))
    }

    @Test func aJUnitFileThatIsALinkIsRefusedBeforeAndWhenWriting() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let junit = layout.suite.appendingPathComponent("junit.xml")
        try FileManager.default.createSymbolicLink(atPath: junit.path, withDestinationPath: "../victim")
        let expected = SnapshotError.writeFailed(
            path: junit.path,
            reason: "it is a symbolic link (to ../victim); references and reports are never written through a "
                + "link: remove it")
        #expect(throws: expected) { try SnapshotReportWriter.checkJUnitPath(junit.path) }
        #expect(throws: expected) { try SnapshotReportWriter.writeJUnit([], to: junit.path) }
        #expect(layout.victimText == "precious\n")
        let missingFolder = layout.root.appendingPathComponent("nowhere/junit.xml").path
        #expect(
            throws: SnapshotError.writeFailed(
                path: missingFolder, reason: "the folder \(layout.root.path)/nowhere does not exist")
        ) {
            try SnapshotReportWriter.checkJUnitPath(missingFolder)
        }
    }

    // MARK: Names

    @Test func aSpecNamedDotDotSpaceWritesOnlyInsideTheReport() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let report = layout.root.appendingPathComponent("out/rep")
        var outcomes: [SnapshotOutcome] = []
        for name in [".. ", "..", ".", "/", "../x", "a\u{0}b\u{1B}c", String(repeating: "long", count: 100)] {
            var outcome = SnapshotOutcome(name: name, status: .failed, references: layout.refs())
            outcome.actualLayout = "x\n"
            outcome.layoutDiff = "- y\n+ x\n"
            outcomes.append(outcome)
        }
        try SnapshotReportWriter(directory: report.path).write(outcomes)
        let out = layout.root.appendingPathComponent("out")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["rep"])
        let folders = try FileManager.default.contentsOfDirectory(atPath: report.path).sorted()
        #expect(folders.count == outcomes.count + 1)
        #expect(folders.contains("index.html"))
        for folder in folders where folder != "index.html" {
            #expect(!folder.hasPrefix("."))
            #expect(folder.utf8.count <= SnapshotReportWriter.maximumSlugBytes + 3)
            let files = try FileManager.default.contentsOfDirectory(
                atPath: report.appendingPathComponent(folder).path
            ).sorted()
            #expect(files == ["actual.layout.txt", "layout.diff"])
        }
        #expect(folders.filter { $0.hasPrefix("snapshot") }.count == 4)
        #expect(SnapshotReportWriter.slug(".. ") == "snapshot")
        #expect(SnapshotReportWriter.slug("../x") == "x")
    }

    @Test func referenceFileNamesAreOneComponentDeterministicAndDistinct() {
        let names = [
            "card", "card.iPhone-15", "testCard.1", "..", ".", "/", "a/b", "a%2Fb", "a\u{0}b", "a\u{7}b", "a\nb",
            "a\u{85}b", String(repeating: "é", count: 300), String(repeating: "é", count: 300) + "x",
        ]
        var seen: [String: String] = [:]
        for name in names {
            let refs = SnapshotReferences(directory: "dir", baseName: name)
            for file in [refs.layoutFileName, refs.imageFileName] {
                #expect(!file.contains("/") && !file.utf8.contains(0) && file.utf8.count <= 255, "\(file)")
                #expect(file != "." && file != "..")
                #expect(!file.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                #expect(seen[file] == nil, "\(name) and \(seen[file] ?? "") both give \(file)")
                seen[file] = name
            }
            #expect(refs.layoutFileName == SnapshotReferences(directory: "dir", baseName: name).layoutFileName)
        }
        // Ordinary names keep their files: existing references are found where they were.
        #expect(SnapshotReferences(directory: "d", baseName: "card.iPhone-15").imagePath == "d/card.iPhone-15.png")
        #expect(SnapshotReferences(directory: "d", baseName: "a/b").layoutPath == "d/a%2Fb.layout.txt")
        #expect(SnapshotReferences(directory: "d", baseName: "50%").imageFileName == "50%25.png")
        // A long name is cut the same for both files, so they stay a pair.
        let long = SnapshotReferences(directory: "d", baseName: String(repeating: "é", count: 300))
        #expect(long.layoutFileName.utf8.count == 255 || long.layoutFileName.utf8.count == 254)
        #expect(long.layoutFileName.dropLast(".layout.txt".count) == long.imageFileName.dropLast(".png".count))
    }

    @Test func aLongNameIsRecordedAndVerified() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let refs = SnapshotReferences(directory: layout.references.path, baseName: String(repeating: "card", count: 80))
        let first = SnapshotVerifier(record: .missing).verify(try take(), references: refs, name: "long")
        #expect(first.status == .recorded, "\(first.messages)")
        let second = SnapshotVerifier(record: .never).verify(try take(), references: refs, name: "long")
        #expect(second.status == .passed, "\(second.messages)")
    }

    // MARK: One line for every file-system case

    @Test func aReferencesFolderThatIsAFileIsOneLine() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try FileManager.default.removeItem(at: layout.references)
        try Data("not a folder".utf8).write(to: layout.references)
        for mode in RecordMode.allCases {
            let outcome = SnapshotVerifier(record: mode).verify(try take(), references: layout.refs(), name: "box.yaml")
            #expect(outcome.status == .failed)
            let line = "\(layout.references.path): it is a regular file, not a folder"
            #expect(outcome.messages.first == line, "\(mode): \(outcome.messages)")
            #expect(!outcome.messages.joined().contains("CocoaError"))
            #expect(outcome.messages.allSatisfy { !$0.contains("\n") })
        }
        #expect(try String(contentsOf: layout.references, encoding: .utf8) == "not a folder")
    }

    @Test(.timeLimit(.minutes(1)))
    func aReferenceThatIsADirectoryFIFOOrDeviceSaysWhatItIs() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let cases: [(make: (URL) throws -> Void, says: String)] = [
            (
                { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) },
                "it is a directory, not a regular file"
            ),
            ({ _ = mkfifo($0.path, 0o644) }, "it is a FIFO (named pipe), not a regular file"),
            (
                { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/zero") },
                "it is a symbolic link (to /dev/zero); a reference must be a regular file"
            ),
        ]
        for (make, says) in cases {
            let png = layout.references.appendingPathComponent("box.png")
            try? FileManager.default.removeItem(at: png)
            try make(png)
            let outcome = SnapshotVerifier(record: .never).verify(
                try take(layout: false), references: layout.refs(), name: "box.yaml")
            #expect(outcome.status == .failed)
            #expect(outcome.messages == ["\(png.path): cannot read the reference: \(says)"], "\(outcome.messages)")
        }
    }

    @Test func aHugeSparseReferenceIsRefusedUnread() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let png = layout.references.appendingPathComponent("box.png")
        FileManager.default.createFile(atPath: png.path, contents: nil)
        let handle = try FileHandle(forWritingTo: png)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let taken = try take(layout: false)
        let outcome = SnapshotVerifier(record: .never).verify(taken, references: layout.refs(), name: "box.yaml")
        #expect(outcome.status == .failed)
        let size = taken.png?.count ?? 0
        #expect(
            outcome.messages == [
                "\(png.path): cannot read the reference: it is 1073741824 bytes, over 16777216 "
                    + "(4 × the \(size)-byte snapshot, at least 16 MiB): it can't match, and is not read"
            ], "\(outcome.messages)")
        #expect(outcome.expectedPNG == nil)
    }

    @Test func aReferenceOfAnotherSizeFailsOnItsHeaderWithoutBeingDecoded() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let taken = try take(layout: false)
        // The snapshot's PNG (152 × 92 with the padding) with its IHDR saying 16,000 × 16,000 (CRC fixed):
        // decoding it would take 1 GB.
        var png = try #require(taken.png)
        let huge = [UInt8]([0, 0, 0x3E, 0x80, 0, 0, 0x3E, 0x80])
        png.replaceSubrange(16..<24, with: huge)
        let crc = Self.crc32(png[12..<29])
        png.replaceSubrange(29..<33, with: (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) })
        try Data(png).write(to: layout.references.appendingPathComponent("box.png"))
        let outcome = SnapshotVerifier(record: .never).verify(taken, references: layout.refs(), name: "box.yaml")
        #expect(outcome.status == .failed)
        let path = layout.references.appendingPathComponent("box.png").path
        #expect(
            outcome.messages == ["image size differs from \(path): 16000×16000 px → 152×92 px"], "\(outcome.messages)")
    }

    /// CRC-32 as PNG chunks carry it (ISO 3309), bit by bit.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func writesLeaveNoTemporaryFiles() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let folder = try #require(try ConfinedFolder.open(layout.references.path, create: false))
        try folder.write(Array("a".utf8), named: "plain.txt")
        try folder.write(Array("b".utf8), named: "plain.txt")
        try FileManager.default.createDirectory(
            at: layout.references.appendingPathComponent("dir"), withIntermediateDirectories: false)
        #expect(throws: SnapshotError.self) { try folder.write([1], named: "dir") }
        #expect(throws: SnapshotError.self) { try folder.write([1], named: "..") }
        #expect(throws: SnapshotError.self) { try folder.write([1], named: "a/b") }
        #expect(layout.referenceFiles() == ["dir", "plain.txt"])
        #expect(try String(contentsOf: layout.references.appendingPathComponent("plain.txt"), encoding: .utf8) == "b")
    }

    // MARK: JUnit XML

    @Test func junitIsWellFormedForEveryName() throws {
        let refs = SnapshotReferences(directory: "d", baseName: "b")
        let hostile = "card\u{FFFE}\u{FFFF}\u{1B}[2J\u{0}\u{7}\u{8}\t<&>\"'.yaml"
        var failed = SnapshotOutcome(
            name: hostile, status: .failed, references: refs, messages: ["layout differs: \u{FFFF}\u{1}line\nnext"])
        failed.rerecordCommand = "trellis snapshot '\u{FFFE}'"
        let outcomes = [
            SnapshotOutcome(name: hostile, status: .passed, references: refs),
            failed,
            SnapshotOutcome(name: "e\u{FFFE}", status: .error, references: refs, messages: ["\u{1F}bad"]),
        ]
        let xml = JUnitReport.render(outcomes)
        let parsed = try JUnitNames.parse(Data(xml.utf8))
        #expect(
            parsed.names == [
                "card\\u{FFFE}\\u{FFFF}\\u{1B}[2J\\u{0}\\u{7}\\u{8}\t<&>\"'.yaml",
                "card\\u{FFFE}\\u{FFFF}\\u{1B}[2J\\u{0}\\u{7}\\u{8}\t<&>\"'.yaml", "e\\u{FFFE}",
            ])
        #expect(parsed.failureMessages == ["layout differs: \\u{FFFF}\\u{1}line\nnext"])
        #expect(parsed.systemErr.count == 3)
        #expect(parsed.systemErr.allSatisfy { $0 == JUnitReport.replacementNote })
        #expect(
            !JUnitReport.render([SnapshotOutcome(name: "ok", status: .passed, references: refs)]).contains("system-err")
        )
    }
}

/// The testcase names, failure messages and system-err texts of a JUnit file, read by FoundationXML's
/// parser, which refuses a document that isn't well-formed.
final class JUnitNames: NSObject, XMLParserDelegate {
    var names: [String] = []
    var failureMessages: [String] = []
    var systemErr: [String] = []
    private var text: String?

    static func parse(_ data: Data) throws -> JUnitNames {
        let parser = XMLParser(data: data)
        let reader = JUnitNames()
        parser.delegate = reader
        guard parser.parse() else {
            throw SnapshotError.subject("not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        return reader
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "testcase", let name = attributes["name"] { names.append(name) }
        if elementName == "failure", let message = attributes["message"] { failureMessages.append(message) }
        if elementName == "system-err" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "system-err", let text { systemErr.append(text) }
        if elementName == "system-err" { text = nil }
    }
}
