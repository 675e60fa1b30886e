import Foundation
import Testing
import TrellisLayout
import TrellisRender

@testable import TrellisSnapshot

/// `--shard i/n`, the CI variables, and the split: every snapshot once, whatever the order, balanced by
/// predicted cost.
@Suite struct ShardPlanTests {
    @Test func parsesShards() throws {
        #expect(try SnapshotShard.parse("2/4") == SnapshotShard(index: 2, count: 4))
        #expect(try SnapshotShard.parse("1/1") == .whole)
        for bad in ["0/4", "5/4", "a/b", "1/0", "/4", "1/", "1/4/2", "-1/4", "2"] {
            #expect(throws: ShardError.self) { try SnapshotShard.parse(bad) }
        }
        #expect(throws: ShardError("invalid shard '5/4': the index must be 1 to 4 (shards are numbered from 1)")) {
            try SnapshotShard.parse("5/4")
        }
    }

    @Test func shardFromEachCI() throws {
        let bazel = try ShardSelection.fromEnvironment([
            "TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_STATUS_FILE": "/tmp/status",
        ])
        #expect(bazel?.shard == SnapshotShard(index: 1, count: 3))
        #expect(bazel?.statusFile == "/tmp/status")
        let buildkite = try ShardSelection.fromEnvironment([
            "BUILDKITE_PARALLEL_JOB": "3", "BUILDKITE_PARALLEL_JOB_COUNT": "4",
        ])
        #expect(buildkite?.shard == SnapshotShard(index: 4, count: 4))
        #expect(buildkite?.source == "Buildkite (BUILDKITE_PARALLEL_JOB=3, BUILDKITE_PARALLEL_JOB_COUNT=4)")
        let circle = try ShardSelection.fromEnvironment(["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"])
        #expect(circle?.shard == SnapshotShard(index: 2, count: 2))
        #expect(circle?.statusFile == nil)
        let gitlab = try ShardSelection.fromEnvironment(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "5"])
        #expect(gitlab?.shard == SnapshotShard(index: 1, count: 5))
        #expect(try ShardSelection.fromEnvironment(["CI": "1", "CI_NODE_TOTAL": "5"]) == nil)
        for bad in [
            ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"], ["CIRCLE_NODE_INDEX": "4", "CIRCLE_NODE_TOTAL": "4"],
            ["BUILDKITE_PARALLEL_JOB": "x", "BUILDKITE_PARALLEL_JOB_COUNT": "2"],
        ] {
            #expect(throws: ShardError.self) { try ShardSelection.fromEnvironment(bad) }
        }
    }

    /// A folder of specs of mixed sizes: `count` specs with 1 to 24 views, short and long texts, small
    /// and large canvases.
    static func mixedSuite(_ count: Int) throws -> (folder: String, specs: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-shards-\(UUID().uuidString)"
        )
        .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var specs: [String] = []
        for i in 0..<count {
            let views = 1 + (i * 7) % 24
            let width = [200, 390, 800][i % 3], height = [120, 640, 1000][(i / 3) % 3]
            var text = "canvas: {width: \(width), height: \(height), scale: \(1 + i % 3)}\nviews:\n"
            for v in 0..<views {
                let words = String(repeating: "word ", count: 1 + (i * 13 + v) % 30)
                text += """
                      v\(v):
                        kind: label
                        text: \(words)
                        lines: 0
                        constraints: [left == superview.left + 4, top == superview.top + \(v * 20), width == \(width - 8)]

                    """
            }
            let path = folder + "/spec\(i).yaml"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            specs.append(path)
        }
        return (folder, specs)
    }

    static func matrix() throws -> SnapshotMatrix {
        var matrix = SnapshotMatrix()
        try matrix.add("theme=light,dark")
        return matrix
    }

    @Test(arguments: [ShardBalance.cost, .count])
    func everySnapshotOnceWhateverTheOrder(balance: ShardBalance) throws {
        let (folder, specs) = try Self.mixedSuite(23)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let settings = SnapshotSettings()
        let forward = SnapshotJob.jobs(specs: specs, matrix: try Self.matrix(), directory: nil)
        let shuffled = SnapshotJob.jobs(specs: specs.reversed() + [specs[3]], matrix: try Self.matrix(), directory: nil)
        let unique = ShardPlan.unique(shuffled)
        #expect(unique.count == 46)
        #expect(ShardPlan.suiteDigest(forward) == ShardPlan.suiteDigest(unique))
        for count in [1, 2, 4, 7, 50] {
            let a = ShardPlan.predicted(forward, settings: settings, count: count, balance: balance)
            let b = ShardPlan.predicted(unique, settings: settings, count: count, balance: balance)
            var shardOfKey: [String: Int] = [:]
            for (job, shard) in zip(forward, a.shardOfJob) { shardOfKey[ShardPlan.key(job)] = shard }
            for (job, shard) in zip(unique, b.shardOfJob) { #expect(shardOfKey[ShardPlan.key(job)] == shard) }
            let all = (1...count).flatMap { a.positions(ofShard: $0) }
            #expect(all.sorted() == Array(forward.indices))
        }
    }

    @Test func costBalanceIsWithinFifteenPercentOnAMixedSuite() throws {
        let (folder, specs) = try Self.mixedSuite(60)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jobs = SnapshotJob.jobs(specs: specs, matrix: try Self.matrix(), directory: nil)
        let byCost = ShardPlan.predicted(jobs, settings: SnapshotSettings(), count: 4, balance: .cost)
        let byCount = ShardPlan.predicted(jobs, settings: SnapshotSettings(), count: 4, balance: .count)
        let costSpread = byCost.shardCosts.max()! / byCost.shardCosts.min()!
        let countSpread = byCount.shardCosts.max()! / byCount.shardCosts.min()!
        #expect(costSpread <= 1.15)
        #expect((1...4).map { byCount.positions(ofShard: $0).count } == [30, 30, 30, 30])
        // Dealing by count leaves the costs further apart on this suite than balancing them.
        #expect(countSpread > costSpread)
        #expect(byCost.costs.reduce(0, +) == byCount.costs.reduce(0, +))
    }

    @Test func predictedCostCountsViewsTextAndPixels() throws {
        let document = try SnapshotSubject.spec(
            text: """
                canvas: {width: 100, height: 50, scale: 2}
                views:
                  a: {kind: label, text: "hello", subviews: {b: {kind: label, text: "abc"}}}
                """, name: "a.yaml"
        ).document
        let size = SnapshotCost.SpecSize(document)
        #expect(size.views == 2)
        #expect(size.characters == 8)
        let plain = SnapshotCost.predict(size, configuration: SnapshotConfiguration(), settings: SnapshotSettings())
        let fixed: Double = 400 + 2 * 50 + 0.6 * 8
        let canvasPixels: Double = 100 * 50 * 4
        #expect(plain == fixed + 0.0015 * canvasPixels)
        let layoutOnly = SnapshotCost.predict(
            size, configuration: SnapshotConfiguration(), settings: SnapshotSettings(image: false))
        #expect(layoutOnly == fixed)
        let iPhone = try #require(Device.named("iPhone 15"))
        let onDevice = SnapshotCost.predict(
            size, configuration: SnapshotConfiguration(layout: LayoutConfiguration(device: iPhone)),
            settings: SnapshotSettings())
        let screenPixels: Double = 393 * 852 * 9
        #expect(onDevice == fixed + 0.0015 * screenPixels)
        #expect(SnapshotCost.predict(nil, configuration: SnapshotConfiguration(), settings: SnapshotSettings()) == 400)
    }
}
