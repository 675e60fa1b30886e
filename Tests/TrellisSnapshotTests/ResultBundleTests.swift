import Foundation
import Testing
import TrellisLayout
import TrellisReport

@testable import TrellisSnapshot

/// Result bundles written and read back, merged, and refused: truncated, from another version, font set or
/// suite, a shard missing or given twice. Also the changed views' locations, the GitHub output and LFS
/// pointers.
@Suite struct ResultBundleTests {
    static let spec = """
        canvas: {width: 120, height: 60, scale: 1}
        views:
          box:
            background: "#3366CC"
            constraints: [left == superview.left + 10, top == superview.top + 10, width == 50, height == 20]
        """

    func temporary(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(name)-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A suite of `count` copies of the box spec with references; the last one's box is wider than its
    /// reference. Returns the folder and the jobs.
    func suite(_ count: Int) throws -> (String, [SnapshotJob]) {
        let dir = try temporary("bundle")
        var specs: [String] = []
        for i in 0..<count {
            let path = dir + "/box\(i).yaml"
            try Self.spec.write(toFile: path, atomically: true, encoding: .utf8)
            specs.append(path)
        }
        let jobs = SnapshotJob.jobs(specs: specs, matrix: SnapshotMatrix(), directory: nil)
        _ = SnapshotBatch.run(jobs, settings: SnapshotSettings(), verifier: SnapshotVerifier(record: .all))
        try Self.spec.replacing("width == 50", with: "width == 70").write(
            toFile: specs[count - 1], atomically: true, encoding: .utf8)
        return (dir, jobs)
    }

    /// Runs every shard of `jobs` and writes its bundle into `dir/shard-i`; returns the bundles' paths.
    func runShards(_ jobs: [SnapshotJob], count: Int, into dir: String, identity: TrellisIdentity? = nil) throws
        -> [String]
    {
        let settings = SnapshotSettings()
        let plan = ShardPlan.predicted(jobs, settings: settings, count: count, balance: .cost)
        let identity = try identity ?? TrellisIdentity.current()
        return try (1...count).map { index in
            let positions = plan.positions(ofShard: index)
            let outcomes = SnapshotBatch.run(
                positions.map { jobs[$0] }, settings: settings, verifier: SnapshotVerifier(record: .never))
            let bundle = ResultBundle(
                identity: identity, suiteDigest: ShardPlan.suiteDigest(jobs), suiteSize: jobs.count,
                shard: SnapshotShard(index: index, count: count)!, balance: .cost, shardSource: "--shard",
                seconds: 0.5, predictedCost: plan.shardCosts[index - 1],
                outcomes: zip(positions, outcomes).map {
                    ResultBundle.entry($1, job: jobs[$0], position: $0, predictedCost: plan.costs[$0])
                })
            let path = dir + "/shard-\(index)"
            try bundle.write(to: path, artifactsOf: outcomes)
            return path
        }
    }

    @Test func mergedShardsGiveTheSingleRunsReports() throws {
        let (dir, jobs) = try suite(6)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let single = SnapshotBatch.run(jobs, settings: SnapshotSettings(), verifier: SnapshotVerifier(record: .never))
        let paths = try runShards(jobs, count: 3, into: dir + "/results")
        let merged = try MergedResults.merge(paths.reversed())
        #expect(merged.outcomes.map(\.name) == single.map(\.name))
        #expect(merged.outcomes.map(\.status) == [.passed, .passed, .passed, .passed, .passed, .failed])
        #expect(JUnitReport.render(merged.outcomes) == JUnitReport.render(single))
        #expect(HTMLReport.render(merged.outcomes) == HTMLReport.render(single))
        let failed = try #require(merged.outcomes.last)
        #expect(failed.diffPNG != nil && failed.diffPNG == single.last?.diffPNG)
        #expect(failed.layoutChanges == ["box.width 50 → 70"])
        #expect(
            failed.changedViews == [
                ChangedView(name: "box", location: SourceLocation(file: jobs[5].specPath, line: 3, column: 3))
            ])
        #expect(merged.shardLines.count == 3)
    }

    @Test func refusesMissingDuplicatedAndForeignShards() throws {
        let (dir, jobs) = try suite(4)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let paths = try runShards(jobs, count: 4, into: dir + "/a")
        #expect(throws: ResultBundleError("shard 3/4 is missing (3 of 4 bundles given)")) {
            try MergedResults.merge([paths[0], paths[1], paths[3]])
        }
        #expect(throws: ResultBundleError("shards 2/4, 4/4 are missing (2 of 4 bundles given)")) {
            try MergedResults.merge([paths[0], paths[2]])
        }
        #expect(throws: ResultBundleError("shard 2/4 is given twice: \(paths[1]) and \(paths[1])")) {
            try MergedResults.merge(paths + [paths[1]])
        }
        var other = try TrellisIdentity.current()
        other.version = "9.9.9"
        let foreign = try runShards(jobs, count: 4, into: dir + "/b", identity: other)
        #expect(throws: ResultBundleError.self) { try MergedResults.merge([paths[0], foreign[1], paths[2], paths[3]]) }
        do {
            _ = try MergedResults.merge([paths[0], foreign[1], paths[2], paths[3]])
        } catch {
            #expect(error.description.contains("come from different Trellis versions (9.9.9 and 0.1.0)"))
        }
        other = try TrellisIdentity.current()
        other.fontsDigest = String(repeating: "0", count: 32)
        let otherFonts = try runShards(jobs, count: 4, into: dir + "/c", identity: other)
        #expect(throws: ResultBundleError.self) { try MergedResults.merge([otherFonts[0]] + paths.dropFirst()) }
        // Another suite: one spec fewer.
        let smaller = try runShards(Array(jobs.dropLast()), count: 4, into: dir + "/d")
        do {
            _ = try MergedResults.merge([smaller[0]] + paths.dropFirst())
            Issue.record("bundles of different suites merged")
        } catch {
            #expect(error.description.contains("come from different suites (4 snapshots"))
        }
    }

    @Test func truncatedBundlesAreNamed() throws {
        let (dir, jobs) = try suite(2)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let paths = try runShards(jobs, count: 1, into: dir + "/r")
        let manifest = paths[0] + "/bundle.json"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: manifest))
        let failed = try #require(try ResultBundle.read(paths[0]).outcomes.first { $0.status == .failed })
        let diff = paths[0] + "/outcomes/\(failed.position)/diff.png"
        let diffBytes = try Data(contentsOf: URL(fileURLWithPath: diff))
        try diffBytes.prefix(diffBytes.count / 2).write(to: URL(fileURLWithPath: diff))
        #expect(throws: ResultBundleError.self) { try MergedResults.merge(paths) }
        do {
            _ = try MergedResults.merge(paths)
        } catch {
            #expect(
                error.description
                    == "\(paths[0])/outcomes/\(failed.position): truncated bundle: diff.png of \(failed.name) is "
                    + "\(diffBytes.count / 2) bytes; bundle.json says \(diffBytes.count) bytes")
        }
        try bytes.prefix(bytes.count - 40).write(to: URL(fileURLWithPath: manifest))
        do {
            _ = try ResultBundle.read(paths[0])
            Issue.record("a truncated bundle.json was read")
        } catch {
            #expect(error.description.hasPrefix("\(manifest): truncated or not a Trellis result bundle"))
        }
        #expect(
            throws: ResultBundleError(
                "\(dir): not a result bundle (no bundle.json; write one with trellis snapshot --results)")
        ) {
            try ResultBundle.read(dir)
        }
    }

    @Test func rerunFailedTakesTheFailuresOnly() throws {
        let (dir, jobs) = try suite(3)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try runShards(jobs, count: 2, into: dir + "/r")
        let failed = try ResultBundle.failedJobs(in: [dir + "/r"])
        #expect(failed.map(\.specPath) == [jobs[2].specPath])
        #expect(failed.first?.references == jobs[2].references)
    }

    @Test func githubAnnotationsPointAtTheChangedView() throws {
        let (dir, jobs) = try suite(1)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outcomes = SnapshotBatch.run(jobs, settings: SnapshotSettings(), verifier: SnapshotVerifier(record: .never))
        let commands = GitHubSnapshotReport.annotations(outcomes).map(\.command)
        #expect(
            commands == [
                "::error file=\(jobs[0].specPath),line=3,col=3,title=snapshot%3A 'box' changed::\(jobs[0].name)%0Abox.width 50 → 70"
            ])
        let summary = GitHubSnapshotReport.stepSummary(outcomes)
        #expect(summary.hasPrefix("## Trellis snapshots\n\n❌ **0 passed, 1 failed** of 1 snapshots\n"))
        #expect(summary.contains("| failed | `box` (\(jobs[0].specPath):3) | box.width 50 → 70 |"))
    }

    @Test func anLFSPointerIsNamedWithTheCommandThatFetchesIt() throws {
        let (dir, jobs) = try suite(1)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let png = jobs[0].references.imagePath
        try "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n".write(
            toFile: png, atomically: true, encoding: .utf8)
        let outcome = SnapshotBatch.verify(
            jobs[0], settings: SnapshotSettings(), verifier: SnapshotVerifier(record: .never))
        #expect(outcome.status == .failed)
        #expect(
            outcome.messages.contains(
                "\(png): cannot read the reference: it is a Git LFS pointer, not the reference itself; fetch it with: "
                    + "git lfs pull --include=\(png)"))
        let prune = try ReferencePrune(references: jobs.map(\.references), specPaths: jobs.map(\.specPath))
        #expect(prune.lfsPointers.map(\.path) == [png])
        #expect(LFSPointer.fetchCommand(for: "a b/c.png") == "git lfs pull '--include=a b/c.png'")
    }
}
