import TrellisLayout

/// Which shard runs which snapshot. Every shard computes the same plan from the same suite, whatever the
/// order its paths were given in: the snapshots are identified by `key` (the spec's normalised path and
/// the configuration's reference suffix), and every choice is made in an order of keys, never of arguments.
public struct ShardPlan: Sendable {
    /// The shard (1-based) of each job, in job order.
    public private(set) var shardOfJob: [Int]
    /// The predicted cost of each job, in job order (`SnapshotCost`).
    public private(set) var costs: [Double]
    /// Each shard's total predicted cost, shard 1 first.
    public private(set) var shardCosts: [Double]

    /// Splits `jobs` (unique keys: see `unique`) into `count` shards.
    ///
    /// - `cost`: the longest-processing-time rule — jobs by predicted cost, largest first (ties by key),
    ///   each to the shard with the least cost so far (ties to the lower number). The largest shard is then
    ///   within one job's cost of the mean, and at most 4/3 of the best possible split.
    /// - `count`: jobs in key order dealt round the shards in turn.
    public init(_ jobs: [SnapshotJob], costs: [Double], count: Int, balance: ShardBalance) {
        precondition(jobs.count == costs.count && count >= 1, "one cost per job, at least one shard")
        self.costs = costs
        let keys = jobs.map(Self.key)
        shardOfJob = Array(repeating: 1, count: jobs.count)
        shardCosts = Array(repeating: 0, count: count)
        switch balance {
        case .count:
            let order = jobs.indices.sorted { keys[$0] < keys[$1] }
            for (rank, job) in order.enumerated() {
                shardOfJob[job] = rank % count + 1
                shardCosts[rank % count] += costs[job]
            }
        case .cost:
            let order = jobs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : keys[$0] < keys[$1] }
            var loads = LoadHeap(count: count)
            for job in order {
                let shard = loads.takeLeast(adding: costs[job])
                shardOfJob[job] = shard + 1
                shardCosts[shard] += costs[job]
            }
        }
    }

    /// The plan for `jobs` with costs predicted from their specs (each spec read once).
    public static func predicted(
        _ jobs: [SnapshotJob], settings: SnapshotSettings, count: Int, balance: ShardBalance
    ) -> ShardPlan {
        let sizes = SnapshotCost.specSizes(jobs.map(\.specPath), fonts: settings.fontFiles)
        let costs = jobs.map { job in
            SnapshotCost.predict(sizes[job.specPath] ?? nil, configuration: job.configuration, settings: settings)
        }
        return ShardPlan(jobs, costs: costs, count: count, balance: balance)
    }

    /// The positions (in `jobs`) of the jobs shard `index` runs, in job order.
    public func positions(ofShard index: Int) -> [Int] {
        shardOfJob.indices.filter { shardOfJob[$0] == index }
    }

    /// A snapshot's identity across runs and shards: the spec's normalised path and the configuration's
    /// reference suffix.
    public static func key(_ job: SnapshotJob) -> String {
        PathText.normalized(job.specPath) + "\u{1F}" + (job.configuration.suffix ?? "")
    }

    /// `jobs` with every key's first job only: a spec given twice is one snapshot.
    public static func unique(_ jobs: [SnapshotJob]) -> [SnapshotJob] {
        var seen: Set<String> = []
        return jobs.filter { seen.insert(key($0)).inserted }
    }

    /// A digest of the suite's keys in key order: the same for every shard of one suite, whatever the order
    /// of its paths, and different for another suite.
    public static func suiteDigest(_ jobs: [SnapshotJob]) -> String {
        var hash = ContentDigest()
        for key in jobs.map(key).sorted() {
            hash.add(Array(key.utf8))
            hash.add([0])
        }
        return hash.hex
    }
}

/// The least-loaded shard first: a binary min-heap of (load, shard), ties to the lower shard number.
private struct LoadHeap {
    private var items: [(load: Double, shard: Int)]

    init(count: Int) { items = (0..<count).map { (0, $0) } }

    private func less(_ a: Int, _ b: Int) -> Bool {
        items[a].load != items[b].load ? items[a].load < items[b].load : items[a].shard < items[b].shard
    }

    /// The least-loaded shard (0-based), whose load then grows by `cost`.
    mutating func takeLeast(adding cost: Double) -> Int {
        let shard = items[0].shard
        items[0].load += cost
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            var smallest = i
            if left < items.count, less(left, smallest) { smallest = left }
            if right < items.count, less(right, smallest) { smallest = right }
            if smallest == i { break }
            items.swapAt(i, smallest)
            i = smallest
        }
        return shard
    }
}
