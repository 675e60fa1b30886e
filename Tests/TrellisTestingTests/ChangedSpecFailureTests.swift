import Foundation
import SnapshotTesting
import Testing
import TrellisRender
import TrellisSnapshot
import TrellisSnapshotTesting
import TrellisTesting
import XCTest

/// The docs' examples against a deliberately changed spec: each library fails with the readable layout
/// diff and writes (or attaches) a diff image. References are recorded from the unchanged spec into a
/// temporary folder first, so these tests don't depend on the committed ones.
enum ChangedSpec {
    static let original = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Specs/card.yaml")

    /// A temporary folder with `card.yaml` (unchanged) and `changed/card.yaml` (label1's text longer).
    static func workspace() throws -> (dir: URL, original: URL, changed: URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("changed"), withIntermediateDirectories: true)
        let text = try String(contentsOf: original, encoding: .utf8)
        var replaced = false
        let changed = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if !replaced, line.contains("text: 天地玄黄") { replaced = true; return line + " 金生丽水 玉出昆冈 剑号巨阙 珠称夜光" }
            return String(line)
        }.joined(separator: "\n")
        try text.write(to: dir.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        try changed.write(to: dir.appendingPathComponent("changed/card.yaml"), atomically: true, encoding: .utf8)
        return (dir, dir.appendingPathComponent("card.yaml"), dir.appendingPathComponent("changed/card.yaml"))
    }

    static func hasRedPixels(pngAt path: String) throws -> Bool {
        let image = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        return image.pixels.contains(RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// The path after `label` in a message line such as `diff image: /tmp/…/diff.png`.
    static func path(after label: String, in message: String) -> String? {
        for line in message.split(separator: "\n") {
            guard let range = line.range(of: label) else { continue }
            return line[range.upperBound...].split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }
}

/// Collects issues recorded inside `withKnownIssue`.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    func add(_ text: String) { lock.lock(); texts.append(text); lock.unlock() }
    var all: String { lock.lock(); defer { lock.unlock() }; return texts.joined(separator: "\n") }
}

@Suite struct SwiftTestingFailureTests {
    @Test func changedSpecFailsWithLayoutDiffAndDiffImage() throws {
        let (dir, original, changed) = try ChangedSpec.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let refs = dir.appendingPathComponent("refs").path
        let artifacts = dir.appendingPathComponent("artifacts").path
        setenv("TRELLIS_SNAPSHOT_ARTIFACTS", artifacts, 1)
        defer { unsetenv("TRELLIS_SNAPSHOT_ARTIFACTS") }
        #expect(
            verifyLayoutSnapshot(
                of: original, as: .layout, named: "card", record: .missing,
                snapshotDirectory: refs
            ).status == .recorded)
        #expect(
            verifyLayoutSnapshot(
                of: original, as: .image(scale: 1), named: "card", record: .missing,
                snapshotDirectory: refs
            ).status == .recorded)
        let log = IssueLog()
        withKnownIssue {
            assertLayoutSnapshot(of: changed, as: .layout, named: "card", record: .never, snapshotDirectory: refs)
            assertLayoutSnapshot(
                of: changed, as: .image(scale: 1), named: "card", record: .never, snapshotDirectory: refs)
        } matching: { issue in
            log.add(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        let messages = log.all
        #expect(messages.contains("label1.height 33.5 → 50.5"), "\(messages)")
        #expect(messages.contains("label2 moved (10, 53.5) → (10, 70.5)"))
        #expect(messages.contains("image differs from"))
        let diff = try #require(
            ChangedSpec.path(after: "artifacts: ", in: messages.components(separatedBy: "image differs").last ?? ""))
        let diffPNG = (diff as NSString).deletingLastPathComponent + "/diff.png"
        #expect(try ChangedSpec.hasRedPixels(pngAt: diffPNG))
    }

    @Test func corruptReferenceNamesTheFile() throws {
        let (dir, original, _) = try ChangedSpec.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let refs = dir.appendingPathComponent("refs").path
        try FileManager.default.createDirectory(atPath: refs, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(
            to: URL(fileURLWithPath: refs + "/corruptReferenceNamesTheFile.bad.png"))
        let outcome = verifyLayoutSnapshot(
            of: original, as: .image(), named: "bad", record: .never, snapshotDirectory: refs)
        #expect(outcome.status == .failed)
        #expect(
            outcome.report.contains(
                "corruptReferenceNamesTheFile.bad.png: cannot read the reference: not a readable PNG"),
            "\(outcome.report)")
    }

    @Test func outOfRangePrecisionIsReportedNotTrapped() {
        let outcome = verifyLayoutSnapshot(
            of: ChangedSpec.original, as: .image(precision: 1.5), named: "x",
            record: .never, snapshotDirectory: "/nonexistent")
        #expect(outcome.status == .error)
        #expect(outcome.report.contains("must each be within 0…1"))
    }
}

/// XCTest: failures are captured by overriding `recordFailure` instead of failing this test.
final class XCTestFailureTests: XCTestCase {
    var failures: [String] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        failures.append(description)
    }

    func testChangedSpecFailsWithLayoutDiff() throws {
        let (dir, original, changed) = try ChangedSpec.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let refs = dir.appendingPathComponent("refs").path
        assertLayoutSnapshot(of: original, as: .layout, record: .missing, snapshotDirectory: refs)
        let recorded = failures
        failures = []
        assertLayoutSnapshot(of: changed, as: .layout, named: "1", record: .never, snapshotDirectory: refs)
        let captured = failures
        failures = []
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.contains("recorded") == true, "\(recorded)")
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.contains("label1.height 33.5 → 50.5") == true, "\(captured)")
        XCTAssertTrue(captured.first?.contains("bgView.height 128 → 145") == true, "\(captured)")
    }
}

@Suite struct SnapshotTestingFailureTests {
    @Test func changedSpecFailsWithLayoutDiffAndDiffImage() throws {
        let (dir, original, changed) = try ChangedSpec.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let refs = dir.appendingPathComponent("refs").path
        setenv("SNAPSHOT_ARTIFACTS", dir.appendingPathComponent("artifacts").path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        #expect(
            verifySnapshot(of: original, as: .trellisLayout, named: "card", record: .missing, snapshotDirectory: refs)
                != nil)
        #expect(
            verifySnapshot(
                of: original, as: .trellisImage(scale: 1), named: "card", record: .missing,
                snapshotDirectory: refs) != nil)
        #expect(
            verifySnapshot(of: original, as: .trellisLayout, named: "card", record: .never, snapshotDirectory: refs)
                == nil)
        let layout = try #require(
            verifySnapshot(
                of: changed, as: .trellisLayout, named: "card", record: .never,
                snapshotDirectory: refs))
        #expect(layout.contains("label1.height 33.5 → 50.5"), "\(layout)")
        let image = try #require(
            verifySnapshot(
                of: changed, as: .trellisImage(scale: 1), named: "card", record: .never,
                snapshotDirectory: refs))
        #expect(image.contains("pixels differ"), "\(image)")
        let diff = try #require(ChangedSpec.path(after: "diff image: ", in: image))
        #expect(try ChangedSpec.hasRedPixels(pngAt: diff))
    }

    @Test func diffingAttachesTheDiffImage() throws {
        let (dir, original, changed) = try ChangedSpec.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        setenv("SNAPSHOT_ARTIFACTS", dir.appendingPathComponent("artifacts").path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let strategy = Snapshotting<URL, Data>.trellisImage(scale: 1)
        var a: Data?, b: Data?
        strategy.snapshot(original).run { a = $0 }
        strategy.snapshot(changed).run { b = $0 }
        let reference = try #require(a), new = try #require(b)
        let (message, attachments) = try #require(strategy.diffing.diffV2(reference, new))
        #expect(message.contains("pixels differ"))
        let names = attachments.compactMap { attachment -> String? in
            if case .data(_, let name) = attachment { return name }
            return nil
        }
        #expect(names == ["reference.png", "failure.png", "difference.png"])
        #expect(strategy.diffing.diffV2(reference, reference) == nil)
    }
}
