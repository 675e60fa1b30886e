import FoundationEssentials
import TrellisLayout

extension ResultBundle {
    /// The bundles `path` names: itself when it holds `bundle.json`, else every folder directly inside it that
    /// does (`results/` of `results/shard-1/`, `results/shard-2/`, …), in name order.
    public static func paths(in path: String) throws(ResultBundleError) -> [String] {
        let files = FileManager.default
        if files.fileExists(atPath: PathText.join(path, manifestName)) { return [path] }
        guard (try? ConfinedFolder.open(path, create: false)) != nil else {
            throw ResultBundleError("\(path): no such result bundle folder")
        }
        let found = ((try? files.contentsOfDirectory(atPath: path)) ?? []).sorted().map { PathText.join(path, $0) }
            .filter { files.fileExists(atPath: PathText.join($0, manifestName)) }
        guard !found.isEmpty else {
            throw ResultBundleError("\(path): not a result bundle, and no folder in it is one (no \(manifestName))")
        }
        return found
    }

    /// The snapshots that didn't pass in the bundles at `paths` (each a bundle, or a folder of bundles, as
    /// `paths(in:)` reads it), as jobs to run again, in suite order.
    public static func failedJobs(in paths: [String]) throws(ResultBundleError) -> [SnapshotJob] {
        var entries: [Entry] = []
        for path in paths {
            for bundlePath in try Self.paths(in: path) {
                entries += try read(bundlePath).outcomes.filter { $0.status != .passed }
            }
        }
        entries.sort { $0.position != $1.position ? $0.position < $1.position : $0.key < $1.key }
        var jobs: [SnapshotJob] = []
        for entry in entries {
            var matrix = SnapshotMatrix()
            do {
                for argument in entry.matrixArguments { try matrix.add(argument) }
            } catch {
                throw ResultBundleError("\(entry.name): its configuration can't be read back (\(error.description))")
            }
            jobs.append(
                SnapshotJob(
                    specPath: entry.specPath, configuration: matrix.combinations.first ?? SnapshotConfiguration(),
                    references: SnapshotReferences(
                        directory: entry.referencesDirectory, baseName: entry.referencesBaseName),
                    name: entry.name))
        }
        return ShardPlan.unique(jobs)
    }
}
