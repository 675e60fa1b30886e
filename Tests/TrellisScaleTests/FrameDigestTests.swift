import Foundation
import Testing
import TrellisCorpus
import TrellisLayout
import TrellisSpec

/// The frames of every sample and of every corpus family at small N, pinned by digest
/// (`Fixtures/frame-digests.txt`, recorded on the engine before the batched second pass): work on the
/// engine's speed must not move a single frame. After a deliberate change of layout semantics, re-record
/// with `TRELLIS_RECORD_DIGESTS=1 swift test --filter FrameDigestTests` and say why in the commit.
@Suite struct FrameDigestTests {
    static let fixture = ScaleSupport.packageRoot.appendingPathComponent(
        "Tests/TrellisScaleTests/Fixtures/frame-digests.txt")
    /// The corpus sizes pinned: small enough to solve in moments, large enough for two-pass text to wrap,
    /// stacks to chain and shuffles to matter.
    static let sizes = [3, 12]

    static func currentDigests() throws -> [(String, UInt64)] {
        var out: [(String, UInt64)] = []
        let samples = ScaleSupport.packageRoot.appendingPathComponent("Samples")
        let files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
        for file in files {
            let document = try SpecReader.read(contentsOf: samples.appendingPathComponent(file).path)
            out.append(("Samples/\(file)", ScaleSupport.frameDigest(try ScaleSupport.engine.solve(document))))
        }
        for family in CorpusFamily.all {
            for n in sizes {
                out.append(("\(family.name)@\(n)", ScaleSupport.frameDigest(try ScaleSupport.solve(family, n))))
            }
        }
        return out
    }

    @Test func framesMatchTheRecordedDigests() throws {
        let current = try Self.currentDigests()
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD_DIGESTS"] == "1" {
            let text = current.map { "\($0.0) \(String($0.1, radix: 16))" }.joined(separator: "\n") + "\n"
            try FileManager.default.createDirectory(
                at: Self.fixture.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: Self.fixture, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: Self.fixture, encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: " ") }
            .reduce(into: [String: String]()) { $0[String($1[0])] = String($1[1]) }
        #expect(
            recorded.count == current.count, "the fixture pins \(recorded.count) layouts, there are \(current.count)")
        for (name, digest) in current {
            #expect(recorded[name] == String(digest, radix: 16), "frames of \(name) changed")
        }
    }
}
