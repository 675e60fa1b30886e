/// The shards of one suite put back together: every bundle read and checked against the others, the
/// outcomes in the order a single run over the whole suite reports them (each outcome's position in its
/// run's list of snapshots; shards given their paths in one order, as CI jobs running one command are).
///
/// Bundles merge only when they agree on everything that makes their snapshots comparable — bundle
/// format, Trellis version, fonts digest, suite and shard count — and together hold each shard exactly once
/// and each snapshot of the suite exactly once. Anything else is an error naming the bundle or the shard
/// by number; the merge reads everything before anything is written, so there is never a partial report.
public struct MergedResults: Sendable {
    public var bundles: [(path: String, bundle: ResultBundle)]
    /// Every outcome, in suite order.
    public var outcomes: [SnapshotOutcome]

    public static func merge(_ paths: [String]) throws(ResultBundleError) -> MergedResults {
        guard !paths.isEmpty else { throw ResultBundleError("no result bundle given") }
        var read: [(path: String, bundle: ResultBundle)] = []
        for path in paths { read.append((path, try ResultBundle.read(path))) }
        let first = read[0]
        for (path, bundle) in read.dropFirst() {
            func differ(_ what: String, _ a: String, _ b: String) -> ResultBundleError {
                ResultBundleError(
                    "\(path) and \(first.path) come from different \(what) (\(b) and \(a)): "
                        + "merge only the bundles of one run")
            }
            if bundle.identity.version != first.bundle.identity.version {
                throw differ("Trellis versions", first.bundle.identity.version, bundle.identity.version)
            }
            if bundle.identity.fontsDigest != first.bundle.identity.fontsDigest {
                throw differ(
                    "font sets", "fonts " + first.bundle.identity.fontsDigest.prefix(12),
                    "fonts " + bundle.identity.fontsDigest.prefix(12))
            }
            if bundle.suiteDigest != first.bundle.suiteDigest || bundle.suiteSize != first.bundle.suiteSize {
                throw differ(
                    "suites", "\(first.bundle.suiteSize) snapshots, suite \(first.bundle.suiteDigest.prefix(12))",
                    "\(bundle.suiteSize) snapshots, suite \(bundle.suiteDigest.prefix(12))")
            }
            if bundle.shard.count != first.bundle.shard.count {
                throw differ("splits", "\(first.bundle.shard.count) shards", "\(bundle.shard.count) shards")
            }
        }
        let count = first.bundle.shard.count
        var byShard: [Int: String] = [:]
        for (path, bundle) in read {
            if let other = byShard[bundle.shard.index] {
                throw ResultBundleError("shard \(bundle.shard) is given twice: \(other) and \(path)")
            }
            byShard[bundle.shard.index] = path
        }
        let missing = (1...count).filter { byShard[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            throw ResultBundleError(
                "shard\(missing.count == 1 ? "" : "s") \(list) \(missing.count == 1 ? "is" : "are") missing "
                    + "(\(read.count) of \(count) bundles given)")
        }
        var positioned: [(position: Int, key: String, outcome: SnapshotOutcome)] = []
        var owner: [String: String] = [:]
        for (path, bundle) in read {
            let outcomes = try bundle.outcomes(at: path)
            for (entry, outcome) in zip(bundle.outcomes, outcomes) {
                if let other = owner[entry.key] {
                    throw ResultBundleError("\(entry.name) is in two bundles: \(other) and \(path)")
                }
                owner[entry.key] = path
                positioned.append((entry.position, entry.key, outcome))
            }
        }
        guard positioned.count == first.bundle.suiteSize else {
            throw ResultBundleError(
                "the bundles hold \(positioned.count) of the suite's \(first.bundle.suiteSize) snapshots: "
                    + "a bundle is incomplete")
        }
        // The order of the runs' arguments, as a single run reports them (the key orders shards that were
        // given their paths in different orders).
        positioned.sort { $0.position != $1.position ? $0.position < $1.position : $0.key < $1.key }
        return MergedResults(
            bundles: read.sorted { $0.bundle.shard.index < $1.bundle.shard.index },
            outcomes: positioned.map(\.outcome))
    }

    /// One line per shard: `shard 2/4: 503 snapshots in 12.4 s (predicted cost 1.23e6)`.
    public var shardLines: [String] {
        bundles.map { path, bundle in
            "shard \(bundle.shard): \(bundle.outcomes.count) snapshots in \(Seconds.text(bundle.seconds)) (\(path))"
        }
    }
}

/// Seconds for people: `0.42 s`, `12.4 s`.
enum Seconds {
    static func text(_ seconds: Double) -> String {
        let places = seconds < 10 ? 100.0 : 10.0
        return "\((seconds * places).rounded() / places) s"
    }
}
