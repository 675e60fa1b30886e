/// One share of a snapshot suite split across parallel CI jobs: shard `index` of `count`, 1-based as
/// people and `--shard 2/4` say it.
public struct SnapshotShard: Sendable, Hashable, Codable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// Nil unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// The whole suite as one shard.
    public static let whole = SnapshotShard(index: 1, count: 1)!

    /// `2/4` → shard 2 of 4. Throws a message for `0/4`, `5/4`, `a/b` and anything else.
    public static func parse(_ text: String) throws(ShardError) -> SnapshotShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError("invalid shard '\(text)' (expected i/n, e.g. 2/4)")
        }
        guard count >= 1, count <= maximumCount else {
            throw ShardError("invalid shard '\(text)': the count must be 1 to \(maximumCount)")
        }
        guard let shard = SnapshotShard(index: index, count: count) else {
            throw ShardError("invalid shard '\(text)': the index must be 1 to \(count) (shards are numbered from 1)")
        }
        return shard
    }

    /// More shards than this is a typing mistake, not a CI matrix.
    public static let maximumCount = 10_000

    public var description: String { "\(index)/\(count)" }
}

/// A shard that can't be used, in one line.
public struct ShardError: Error, CustomStringConvertible, Sendable, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Where a run's shard came from: `--shard`, or a CI system's parallel-job variables.
public struct ShardSelection: Sendable, Hashable {
    public var shard: SnapshotShard
    /// `--shard`, `Bazel (TEST_SHARD_INDEX, TEST_TOTAL_SHARDS)`, …
    public var source: String
    /// Bazel's `TEST_SHARD_STATUS_FILE`: touched to say the test runner understands sharding.
    public var statusFile: String?

    public init(shard: SnapshotShard, source: String, statusFile: String? = nil) {
        self.shard = shard
        self.source = source
        self.statusFile = statusFile
    }

    /// The parallel-job variables each CI system sets: index variable, count variable, whether the index
    /// is 0-based, and the system's name. The first system whose two variables are both set wins.
    static let systems: [(index: String, count: String, zeroBased: Bool, name: String)] = [
        ("TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS", true, "Bazel"),
        ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", true, "Buildkite"),
        ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", true, "CircleCI"),
        ("CI_NODE_INDEX", "CI_NODE_TOTAL", false, "GitLab"),
    ]

    /// The shard the CI's variables give, nil when none of them is set. A variable that is set but not a
    /// valid shard throws, naming the variables.
    public static func fromEnvironment(_ environment: [String: String]) throws(ShardError) -> ShardSelection? {
        for system in systems {
            guard let indexText = environment[system.index], let countText = environment[system.count],
                !indexText.isEmpty, !countText.isEmpty
            else { continue }
            let source = "\(system.name) (\(system.index)=\(indexText), \(system.count)=\(countText))"
            guard let index = Int(indexText), let count = Int(countText), count >= 1,
                count <= SnapshotShard.maximumCount,
                let shard = SnapshotShard(index: system.zeroBased ? index + 1 : index, count: count)
            else {
                let range = system.zeroBased ? "0 to count-1" : "1 to count"
                throw ShardError("invalid shard from \(source): the index must be \(range)")
            }
            let statusFile = system.name == "Bazel" ? environment["TEST_SHARD_STATUS_FILE"] : nil
            return ShardSelection(
                shard: shard, source: source, statusFile: statusFile?.isEmpty == true ? nil : statusFile)
        }
        return nil
    }
}

/// How a suite is divided among shards.
public enum ShardBalance: String, Sendable, Hashable, Codable, CaseIterable {
    /// By each snapshot's predicted cost (`SnapshotCost`), so shards take about the same time.
    case cost
    /// The same number of snapshots in each shard (give or take one).
    case count
}
