import Foundation
import Testing

@testable import TrellisSnapshot

/// `trellis snapshot prune`'s library side: only unused regular reference files go; everything else in the
/// folder, and the references of a spec beside it that wasn't given, stays.
@Suite struct ReferencePruneTests {
    @Test func removesOnlyUnusedReferences() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-prune-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let refs = dir + "/__snapshots__"
        try FileManager.default.createDirectory(atPath: refs + "/nested.png", withIntermediateDirectories: true)
        for name in [
            "card.layout.txt", "card.png", "card.dark.png", "old.png", "old.layout.txt", "README.md", "other.png",
            "other.dark.layout.txt",
        ] {
            try name.write(toFile: refs + "/" + name, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(atPath: refs + "/link.png", withDestinationPath: refs + "/card.png")
        try "views: {}".write(toFile: dir + "/card.yaml", atomically: true, encoding: .utf8)
        try "views: {}".write(toFile: dir + "/other.yaml", atomically: true, encoding: .utf8)
        var matrix = SnapshotMatrix()
        try matrix.add("theme=light")
        let jobs = SnapshotJob.jobs(specs: [dir + "/card.yaml"], matrix: SnapshotMatrix(), directory: nil)
        let prune = try ReferencePrune(references: jobs.map(\.references), specPaths: jobs.map(\.specPath))
        #expect(prune.orphans == [refs + "/card.dark.png", refs + "/old.layout.txt", refs + "/old.png"])
        #expect(
            prune.kept == [
                .init(path: refs + "/link.png", reason: "it is a symbolic link, not a regular file"),
                .init(path: refs + "/nested.png", reason: "it is a directory, not a regular file"),
                .init(path: refs + "/other.dark.layout.txt", reason: "\(dir)/other.yaml wasn't given and may use it"),
                .init(path: refs + "/other.png", reason: "\(dir)/other.yaml wasn't given and may use it"),
            ])
        #expect(prune.otherFiles == [refs + "/README.md"])
        #expect(try prune.remove() == prune.orphans)
        let left = try FileManager.default.contentsOfDirectory(atPath: refs).sorted()
        #expect(
            left == [
                "README.md", "card.layout.txt", "card.png", "link.png", "nested.png", "other.dark.layout.txt",
                "other.png",
            ])
    }
}
