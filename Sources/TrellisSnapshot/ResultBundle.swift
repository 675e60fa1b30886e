import FoundationEssentials
import TrellisLayout

/// One shard's results, written by `trellis snapshot --results DIR` and read back by `trellis snapshot
/// merge`: a folder with `bundle.json` (who wrote it, which suite and shard, every outcome with its findings
/// and timing) and, for each snapshot that didn't pass, `outcomes/<position>/` with its expected, actual
/// and diff images and layout reports — everything the HTML and JUnit reports are made from.
///
/// `bundle.json` is written last, whole or not at all, and records each artefact's size: a bundle cut off
/// while it was written or copied is found out when it is read, never merged.
public struct ResultBundle: Sendable, Codable {
    public static let manifestName = "bundle.json"
    /// The layout of the folder and of `bundle.json`; a reader refuses any other.
    public static let currentFormat = 1

    public var format: Int
    /// The Trellis version and fonts digest of the run (`fontDirectory` is where they were on its machine).
    public var identity: TrellisIdentity
    /// The whole suite, not only this shard: `ShardPlan.suiteDigest` and the number of snapshots.
    public var suiteDigest: String
    public var suiteSize: Int
    public var shard: SnapshotShard
    public var balance: ShardBalance
    /// Where the shard came from: `--shard`, or the CI's variables.
    public var shardSource: String
    /// The time the shard's snapshots took, wall clock, and their total predicted cost.
    public var seconds: Double
    public var predictedCost: Double
    public var outcomes: [Entry]

    /// One snapshot's outcome as recorded.
    public struct Entry: Sendable, Codable {
        /// The snapshot's place in the whole suite's job order (what a single run would report it as).
        public var position: Int
        public var key: String
        public var specPath: String
        /// The `--matrix` arguments of its configuration.
        public var matrixArguments: [String]
        public var name: String
        public var status: SnapshotOutcome.Status
        public var messages: [String]
        public var layoutChanges: [String]
        public var changedViews: [ChangedView]
        public var referencesDirectory: String
        public var referencesBaseName: String
        public var recordedPaths: [String]
        public var rerecordCommand: String?
        public var seconds: Double
        public var predictedCost: Double
        /// The files in `outcomes/<position>/` and their sizes in bytes.
        public var artifacts: [String: Int]
    }

    public init(
        identity: TrellisIdentity, suiteDigest: String, suiteSize: Int, shard: SnapshotShard, balance: ShardBalance,
        shardSource: String, seconds: Double, predictedCost: Double, outcomes: [Entry]
    ) {
        format = Self.currentFormat
        self.identity = identity
        self.suiteDigest = suiteDigest
        self.suiteSize = suiteSize
        self.shard = shard
        self.balance = balance
        self.shardSource = shardSource
        self.seconds = seconds
        self.predictedCost = predictedCost
        self.outcomes = outcomes
    }

    /// The entry of `outcome`, the result of `job` at `position` in the suite.
    public static func entry(_ outcome: SnapshotOutcome, job: SnapshotJob, position: Int, predictedCost: Double)
        -> Entry
    {
        Entry(
            position: position, key: ShardPlan.key(job), specPath: job.specPath,
            matrixArguments: job.configuration.matrixArguments, name: outcome.name, status: outcome.status,
            messages: outcome.messages, layoutChanges: outcome.layoutChanges, changedViews: outcome.changedViews,
            referencesDirectory: outcome.references.directory, referencesBaseName: outcome.references.baseName,
            recordedPaths: outcome.recordedPaths, rerecordCommand: outcome.rerecordCommand,
            seconds: outcome.duration.map(Self.inSeconds) ?? 0, predictedCost: predictedCost,
            // Only what the reports show: a passed snapshot's images stay out of the bundle.
            artifacts: outcome.status == .passed
                ? [:]
                : Dictionary(
                    SnapshotReportWriter.artifacts(of: outcome).map { ($0.0, $0.1.count) },
                    uniquingKeysWith: { a, _ in a }))
    }

    /// A duration in seconds, as the bundle records times.
    public static func inSeconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    // MARK: Writing

    /// Creates the folder and checks that `bundle.json` could be written, before any snapshot is taken.
    public static func prepare(_ path: String) throws {
        try SnapshotReportWriter(directory: path).prepareFolder(checking: manifestName)
    }

    /// Writes the bundle into `path`: each outcome's artefacts (the `outcomes` must be those of the entries,
    /// in the same order), then `bundle.json`.
    public func write(to path: String, artifactsOf outcomes: [SnapshotOutcome]) throws {
        guard let folder = try ConfinedFolder.open(path, create: true) else {
            throw SnapshotError.unusableFolder(path: path, reason: "cannot create the folder")
        }
        var parent: ConfinedFolder?
        for (entry, outcome) in zip(self.outcomes, outcomes) where entry.status != .passed && !entry.artifacts.isEmpty {
            if parent == nil { parent = try folder.subfolder("outcomes", create: true) }
            if let parent {
                try SnapshotReportWriter.writeArtifacts(of: outcome, into: parent, named: String(entry.position))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try folder.write(Array(try encoder.encode(self)), named: Self.manifestName)
    }

    // MARK: Reading

    /// The bundle in the folder `path`. Throws a `ResultBundleError` naming the folder when it isn't one,
    /// is of another format, or is cut short.
    public static func read(_ path: String) throws(ResultBundleError) -> ResultBundle {
        let folder: ConfinedFolder
        do {
            guard let opened = try ConfinedFolder.open(path, create: false) else {
                throw ResultBundleError("\(path): no such result bundle folder")
            }
            folder = opened
        } catch let error as ResultBundleError {
            throw error
        } catch {
            throw ResultBundleError("\(path): \(error)")
        }
        let bytes: [UInt8]
        do {
            guard let read = try ReferenceFile.read(manifestName, in: folder, comparedSize: 1 << 28) else {
                throw ResultBundleError(
                    "\(path): not a result bundle (no \(manifestName); write one with trellis snapshot --results)")
            }
            bytes = read
        } catch let error as ResultBundleError {
            throw error
        } catch {
            throw ResultBundleError("\(error)")
        }
        if let format = try? JSONDecoder().decode(FormatOnly.self, from: Data(bytes)).format, format != currentFormat {
            throw ResultBundleError(
                "\(folder.joined(manifestName)): bundle format \(format); this trellis reads format \(currentFormat)")
        }
        do {
            return try JSONDecoder().decode(ResultBundle.self, from: Data(bytes))
        } catch {
            throw ResultBundleError(
                "\(folder.joined(manifestName)): truncated or not a Trellis result bundle (\(bytes.count) bytes "
                    + "that don't read as one: \(Self.decodingProblem(error)))")
        }
    }

    private struct FormatOnly: Decodable { var format: Int }

    private static func decodingProblem(_ error: Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted: return "not complete JSON"
        case .keyNotFound(let key, _): return "no '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: return "\(error)"
        }
    }

    /// The outcomes of the bundle at `path`, with every artefact read back and checked against its
    /// recorded size; in the bundle's order.
    public func outcomes(at path: String) throws(ResultBundleError) -> [SnapshotOutcome] {
        var out: [SnapshotOutcome] = []
        out.reserveCapacity(outcomes.count)
        var parent: ConfinedFolder?
        for entry in outcomes {
            var outcome = SnapshotOutcome(
                name: entry.name, status: entry.status,
                references: SnapshotReferences(
                    directory: entry.referencesDirectory, baseName: entry.referencesBaseName),
                messages: entry.messages)
            outcome.layoutChanges = entry.layoutChanges
            outcome.changedViews = entry.changedViews
            outcome.recordedPaths = entry.recordedPaths
            outcome.rerecordCommand = entry.rerecordCommand
            outcome.duration = .seconds(entry.seconds)
            if !entry.artifacts.isEmpty {
                do {
                    if parent == nil {
                        parent = try ConfinedFolder.open(PathText.join(path, "outcomes"), create: false)
                    }
                    guard let parent, let folder = try parent.subfolder(String(entry.position), create: false) else {
                        throw ResultBundleError(
                            "\(path): truncated bundle: outcomes/\(entry.position)/ of \(entry.name) is missing")
                    }
                    try Self.load(entry, from: folder, into: &outcome)
                } catch let error as ResultBundleError {
                    throw error
                } catch {
                    throw ResultBundleError("\(path): \(error)")
                }
            }
            out.append(outcome)
        }
        return out
    }

    private static func load(_ entry: Entry, from folder: ConfinedFolder, into outcome: inout SnapshotOutcome) throws {
        for (name, size) in entry.artifacts.sorted(by: { $0.key < $1.key }) {
            let bytes = try ReferenceFile.read(name, in: folder, comparedSize: size)
            guard let bytes, bytes.count == size else {
                let found = bytes.map { "\($0.count) bytes" } ?? "missing"
                throw ResultBundleError(
                    "\(folder.path): truncated bundle: \(name) of \(entry.name) is \(found); bundle.json says \(size) bytes"
                )
            }
            let text = { String(decoding: bytes, as: UTF8.self) }
            switch name {
            case "expected.png": outcome.expectedPNG = bytes
            case "actual.png": outcome.actualPNG = bytes
            case "diff.png": outcome.diffPNG = bytes
            case "layout.diff": outcome.layoutDiff = text()
            case "expected.layout.txt": outcome.expectedLayout = text()
            case "actual.layout.txt": outcome.actualLayout = text()
            default: throw ResultBundleError("\(folder.path): unknown artefact '\(name)' in bundle.json")
            }
        }
    }
}

/// A result bundle that can't be read or merged, in one line naming the bundle.
public struct ResultBundleError: Error, CustomStringConvertible, Sendable, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
