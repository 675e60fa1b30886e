import Foundation
import Testing

/// docs/ci.md's GitHub Actions workflow, its shell steps run here as its jobs would run them: the `run:`
/// lines that call scripts/ci-snapshots.sh, four shard processes (the matrix) then the merge, in a checkout
/// of a small suite with the built trellis where the build job installs it.
@Suite struct CIWorkflowTests {
    let cli = SnapshotCommandTests()
    let shards = SnapshotShardCommandTests()

    /// The `run:` lines of the workflow's YAML block that call the script, in order.
    static func workflowSteps() throws -> [String] {
        let doc = try String(
            contentsOf: SnapshotCommandTests.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "## GitHub Actions"))
        let block = try #require(doc[start.upperBound...].range(of: "```yaml\n"))
        let end = try #require(doc[block.upperBound...].range(of: "```\n"))
        return doc[block.upperBound..<end.lowerBound].split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("- run: ") && $0.contains("scripts/ci-snapshots.sh") }
            .map { String($0.dropFirst("- run: ".count)) }
    }

    @Test func workflowStepsShardAndMergeLikeOneRun() throws {
        let steps = try Self.workflowSteps()
        #expect(steps.count == 2)
        let shardStep = try #require(steps.first { $0.contains(" shard ") })
        let mergeStep = try #require(steps.first { $0.contains(" merge") })
        #expect(shardStep.contains("${{ matrix.shard }} 4"))
        let dir = try shards.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The checkout: the script, and trellis where the build job's `make install` puts it.
        let scripts = dir.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SnapshotCommandTests.packageRoot.appendingPathComponent("scripts/ci-snapshots.sh"),
            to: scripts.appendingPathComponent("ci-snapshots.sh"))
        let bin = dir.appendingPathComponent("trellis-install/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        var built = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis")
        if !FileManager.default.fileExists(atPath: built.path) {
            built = Bundle.main.bundleURL.appendingPathComponent("trellis")
        }
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("trellis"), withDestinationURL: built)
        let summary = dir.appendingPathComponent("step-summary.md")
        let environment = ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path]
        for index in 1...4 {
            let step = shardStep.replacing("${{ matrix.shard }}", with: "\(index)")
            let result = try cli.run(["-c", step], in: dir, environment: environment, executable: "/bin/sh")
            #expect(result.status == 0, "shard \(index): \(result.stderr)")
            #expect(result.stdout.hasPrefix("shard \(index)/4 from --shard: "))
        }
        let merge = try cli.run(["-c", mergeStep], in: dir, environment: environment, executable: "/bin/sh")
        // Two snapshots differ: the merge fails the check, with annotations and a published report.
        #expect(merge.status == 1, "\(merge.stderr)")
        #expect(
            merge.stdout.contains("::error file=specs/card.yaml,line=11,col=7,title=snapshot%3A 'label1' changed::"))
        #expect(merge.stdout.hasSuffix("snapshots: 6 passed, 2 failed\n"))
        let report = cli.files(dir.appendingPathComponent("snapshot-report"))
        #expect(report.contains("index.html") && report.contains("junit.xml") && report.contains("card.yaml/diff.png"))
        // One run over the same suite (the glob in the same order).
        let single = try cli.run(
            ["-c", "trellis-install/bin/trellis snapshot specs/*.yaml --junit single.xml"], in: dir,
            environment: ["CI": "1"], executable: "/bin/sh")
        #expect(single.status == 1)
        #expect(
            try Data(contentsOf: dir.appendingPathComponent("single.xml"))
                == Data(contentsOf: dir.appendingPathComponent("snapshot-report/junit.xml")))
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.contains("❌ **6 passed, 2 failed** of 8 snapshots"))
    }
}
