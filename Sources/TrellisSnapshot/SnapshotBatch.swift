import Dispatch
import FoundationEssentials
import Synchronization
import TrellisInterfaceBuilder
import TrellisLayout

/// One snapshot to verify: a spec on a device (or its own canvas) against its references.
public struct SnapshotJob: Sendable {
    public var specPath: String
    /// The device, traits, theme and scale of this job; empty for the spec as written.
    public var configuration: SnapshotConfiguration
    public var references: SnapshotReferences
    /// Shown in messages and reports: `card.yaml` or `card.yaml [iPhone 15 · dark]`.
    public var name: String
    public var rerecordCommand: String?
    /// The case of an Interface Builder document this job snapshots (nil for a spec).
    public var documentCase: String?

    public init(
        specPath: String, configuration: SnapshotConfiguration = SnapshotConfiguration(),
        references: SnapshotReferences, name: String, rerecordCommand: String? = nil
    ) {
        self.specPath = specPath
        self.configuration = configuration
        self.references = references
        self.name = name
        self.rerecordCommand = rerecordCommand
    }

    public init(
        specPath: String, device: Device?, references: SnapshotReferences, name: String,
        rerecordCommand: String? = nil
    ) {
        self.init(
            specPath: specPath, configuration: SnapshotConfiguration(layout: LayoutConfiguration(device: device)),
            references: references, name: name, rerecordCommand: rerecordCommand)
    }

    public var device: Device? { configuration.layout.device }

    /// One job per spec and configuration of `matrix`, references named after the spec with the
    /// configuration's suffix (`card`, `card.iPhone-15`, `card.iPhone-15.dark.2x`), in `directory` or
    /// `__snapshots__` beside each spec.
    public static func jobs(specs: [String], matrix: SnapshotMatrix, directory: String?) -> [SnapshotJob] {
        specs.flatMap { spec in
            if InterfaceBuilderReader.isDocumentPath(spec) {
                return interfaceBuilderJobs(spec, matrix: matrix, directory: directory)
            }
            return matrix.combinations.map { configuration in
                SnapshotJob(
                    specPath: spec, configuration: configuration,
                    references: .forSpec(atPath: spec, directory: directory, suffix: configuration.suffix),
                    name: configuration.isEmpty ? spec : "\(spec) [\(configuration.caption)]")
            }
        }
    }

    /// The first two jobs of different specs whose references are the same files (`card.yaml` and
    /// `card.json` in one folder, or `a/card.yaml` and `b/card.yaml` with one `--snapshots` folder): each
    /// would be compared with, and record over, the other's. Paths are compared as written, normalised.
    public static func sharingReferences(_ jobs: [SnapshotJob]) -> (SnapshotJob, SnapshotJob)? {
        var owners: [String: SnapshotJob] = [:]
        for job in jobs {
            let key = PathText.join(PathText.normalized(job.references.directory), job.references.layoutFileName)
            if let owner = owners[key] {
                if PathText.normalized(owner.specPath) != PathText.normalized(job.specPath) { return (owner, job) }
            } else {
                owners[key] = job
            }
        }
        return nil
    }

    /// One job per spec and device (`devices` empty: the spec's own canvas).
    public static func jobs(specs: [String], devices: [Device], directory: String?) -> [SnapshotJob] {
        var matrix = SnapshotMatrix()
        try? matrix.add(devices: devices) // a new matrix has no device dimension: this can't fail
        return jobs(specs: specs, matrix: matrix, directory: directory)
    }
}

/// Verifies many snapshots in parallel on every core; outcomes come back in job order.
public enum SnapshotBatch {
    public static func run(
        _ jobs: [SnapshotJob], settings: SnapshotSettings, verifier: SnapshotVerifier,
        progress: (@Sendable (SnapshotOutcome) -> Void)? = nil
    ) -> [SnapshotOutcome] {
        let results = Slots<SnapshotOutcome>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let start = ContinuousClock.now
            var outcome = verify(jobs[index], settings: settings, verifier: verifier)
            outcome.duration = ContinuousClock.now - start
            results.set(index, outcome)
            progress?(outcome)
        }
        return results.values.compactMap { $0 }
    }

    /// Takes and verifies one job's snapshot; a spec that can't be read or laid out is an `.error` outcome.
    public static func verify(_ job: SnapshotJob, settings: SnapshotSettings, verifier: SnapshotVerifier)
        -> SnapshotOutcome
    {
        var settings = settings
        if !job.configuration.isEmpty { settings.configuration = job.configuration }
        var outcome: SnapshotOutcome
        do {
            let subject: SnapshotSubject
            if let caseName = job.documentCase {
                // A document is read for the configuration's screen; the rest of it applies as to a spec.
                let screen = settings.configuration.layout
                subject = try SnapshotSubject.interfaceBuilderCase(
                    atPath: job.specPath, named: caseName, device: screen.device, orientation: screen.orientation,
                    fonts: settings.fontFiles)
                settings.configuration.layout.device = nil
                settings.configuration.layout.orientation = nil
            } else {
                subject = try SnapshotSubject.spec(atPath: job.specPath, fonts: settings.fontFiles)
            }
            let taken = try SnapshotCamera.take(subject, settings: settings)
            outcome = verifier.verify(taken, references: job.references, name: job.name)
            if let expected = outcome.expectedLayout, let actual = outcome.actualLayout, expected != actual {
                outcome.changedViews = ChangedView.locate(
                    LayoutDiff.changedViewNames(expected: expected, actual: actual), in: subject.document,
                    specPath: job.specPath)
            }
        } catch {
            outcome = SnapshotOutcome(
                name: job.name, status: .error, references: job.references,
                messages: ["\(error)"])
        }
        outcome.rerecordCommand = job.rerecordCommand
        return outcome
    }
}

/// Values filled in from several threads, one slot each.
final class Slots<Value: Sendable>: @unchecked Sendable {
    /// Guards `slots`.
    private let lock = Mutex(())
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { _ in slots[index] = value } }

    var values: [Value?] { lock.withLock { _ in slots } }
}
