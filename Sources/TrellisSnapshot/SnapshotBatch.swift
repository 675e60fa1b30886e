import Dispatch
import Foundation
import TrellisLayout

/// One snapshot to verify: a spec on a device (or its own canvas) against its references.
public struct SnapshotJob: Sendable {
    public var specPath: String
    public var device: Device?
    public var references: SnapshotReferences
    /// Shown in messages and reports: `card.yaml` or `card.yaml [iPhone 15]`.
    public var name: String
    public var rerecordCommand: String?

    public init(specPath: String, device: Device?, references: SnapshotReferences, name: String,
                rerecordCommand: String? = nil) {
        self.specPath = specPath
        self.device = device
        self.references = references
        self.name = name
        self.rerecordCommand = rerecordCommand
    }

    /// One job per spec and device (`devices` empty: the spec's own canvas), references named after the
    /// spec with the device's suffix (`card.iPhone-15`), in `directory` or `__snapshots__` beside each spec.
    public static func jobs(specs: [String], devices: [Device], directory: String?) -> [SnapshotJob] {
        specs.flatMap { spec -> [SnapshotJob] in
            let display = spec
            if devices.isEmpty {
                return [SnapshotJob(specPath: spec, device: nil,
                                    references: .forSpec(atPath: spec, directory: directory), name: display)]
            }
            return devices.map { device in
                SnapshotJob(specPath: spec, device: device,
                            references: .forSpec(atPath: spec, directory: directory,
                                                 suffix: SnapshotSettings.suffix(for: device)),
                            name: "\(display) [\(device.name)]")
            }
        }
    }
}

/// Verifies many snapshots in parallel on every core; outcomes come back in job order.
public enum SnapshotBatch {
    public static func run(_ jobs: [SnapshotJob], settings: SnapshotSettings, verifier: SnapshotVerifier,
                           progress: (@Sendable (SnapshotOutcome) -> Void)? = nil) -> [SnapshotOutcome] {
        let results = OutcomeSlots(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let outcome = verify(jobs[index], settings: settings, verifier: verifier)
            results.set(index, outcome)
            progress?(outcome)
        }
        return results.values
    }

    /// Takes and verifies one job's snapshot; a spec that can't be read or laid out is an `.error` outcome.
    public static func verify(_ job: SnapshotJob, settings: SnapshotSettings, verifier: SnapshotVerifier) -> SnapshotOutcome {
        var settings = settings
        settings.device = job.device ?? settings.device
        var outcome: SnapshotOutcome
        do {
            let subject = try SnapshotSubject.spec(atPath: job.specPath)
            let taken = try SnapshotCamera.take(subject, settings: settings)
            outcome = verifier.verify(taken, references: job.references, name: job.name)
        } catch {
            outcome = SnapshotOutcome(name: job.name, status: .error, references: job.references,
                                      messages: ["\(error)"])
        }
        outcome.rerecordCommand = job.rerecordCommand
        return outcome
    }
}

/// Outcomes filled in from several threads, one slot each.
private final class OutcomeSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [SnapshotOutcome?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: SnapshotOutcome) {
        lock.lock()
        slots[index] = outcome
        lock.unlock()
    }

    var values: [SnapshotOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
