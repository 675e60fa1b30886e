import Foundation
import TrellisLayout
import TrellisSnapshot

/// One assertion's references, record mode and artifacts: the part of `assertLayoutSnapshot` that is the
/// same whatever the subject is.
struct SnapshotAssertion {
    var strategy: LayoutSnapshotStrategy
    var name: String?
    var record: RecordMode?
    var directory: String?
    var filePath: String
    var testName: String

    /// `CardTests` for `…/CardTests.swift`.
    var testFileName: String { PathText.stem(of: PathText.lastComponent(of: filePath)) }

    /// `__Snapshots__/<TestFile>` beside the test file.
    var referencesDirectory: String {
        directory ?? (PathText.directory(of: filePath) + "/__Snapshots__/" + testFileName)
    }

    func run(_ subject: () throws -> SnapshotSubject) -> SnapshotOutcome {
        let test = Self.sanitized(testName)
        let identifier =
            name.map(Self.sanitized) ?? String(SnapshotCounter.shared.next(referencesDirectory + "/" + test))
        let references = SnapshotReferences(directory: referencesDirectory, baseName: "\(test).\(identifier)")
        let label = "\(testFileName).\(test).\(identifier)"
        // Names are made file-name safe the way swift-snapshot-testing does (existing references keep their
        // names), which maps some different names to one file: that is refused, not silently shared.
        let owner = "test '\(testName)'" + (name.map { ", snapshot '\($0)'" } ?? ", snapshot \(identifier)")
        if let other = ReferenceOwners.shared.claim(
            PathText.join(PathText.normalized(references.directory), references.layoutFileName), by: owner)
        {
            return SnapshotOutcome(
                name: label, status: .error, references: references,
                messages: [
                    "\(owner) and \(other) would share the references \(references.layoutPath) and "
                        + "\(references.imagePath): give one a different name"
                ])
        }
        if let invalid = strategy.invalid {
            return SnapshotOutcome(name: label, status: .error, references: references, messages: [invalid])
        }
        let mode: RecordMode
        do {
            mode = try record ?? RecordMode.current()
        } catch {
            return SnapshotOutcome(name: label, status: .error, references: references, messages: ["\(error)"])
        }
        var outcome: SnapshotOutcome
        do {
            let taken = try SnapshotCamera.take(try subject(), settings: strategy.settings)
            outcome = SnapshotVerifier(record: mode, tolerance: strategy.settings.tolerance)
                .verify(taken, references: references, name: label)
        } catch {
            return SnapshotOutcome(name: label, status: .error, references: references, messages: ["\(error)"])
        }
        outcome.rerecordCommand = "\(RecordMode.environmentVariable)=failed swift test --filter \(test)"
        if outcome.status == .failed {
            do {
                // Every folder below the artifacts root is opened without following a link: the temporary
                // directory is shared with other users.
                let written =
                    try ConfinedFolder.open(Self.artifactsDirectory, create: true)?
                    .subfolder(SnapshotFileName.stem(testFileName, reservingExtension: 0), create: true)
                    .map {
                        try SnapshotReportWriter.writeArtifacts(
                            of: outcome, into: $0,
                            named: SnapshotFileName.stem(references.baseName, reservingExtension: 0))
                    }
                    ?? []
                if !written.isEmpty { outcome.messages.append("artifacts: " + written.joined(separator: ", ")) }
            } catch {
                outcome.messages.append("\(error)")
            }
        }
        if let command = outcome.rerecordCommand, outcome.status != .passed {
            outcome.messages.append("re-record: \(command)")
        }
        return outcome
    }

    /// `$TRELLIS_SNAPSHOT_ARTIFACTS`, else `<temporary directory>/trellis-snapshots`.
    static var artifactsDirectory: String {
        if let folder = ProcessInfo.processInfo.environment["TRELLIS_SNAPSHOT_ARTIFACTS"], !folder.isEmpty {
            return folder
        }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("trellis-snapshots")
    }

    /// `testCard()` → `testCard`; `card works on an iPhone` → `card-works-on-an-iPhone`.
    static func sanitized(_ name: String) -> String {
        let slug = SnapshotReferences.slug(name, keeping: ["_"])
        return slug.isEmpty ? "snapshot" : slug
    }
}

/// Which assertion owns each reference in this process, so two names that sanitise to one file are found.
final class ReferenceOwners: @unchecked Sendable {
    static let shared = ReferenceOwners()
    /// Guards `owners`.
    private let lock = NSLock()
    private var owners: [String: String] = [:]

    /// Records `owner` for `path`; returns the earlier owner when it is a different one.
    func claim(_ path: String, by owner: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let earlier = owners[path], earlier != owner { return earlier }
        owners[path] = owner
        return nil
    }
}

/// Numbers the unnamed snapshots of each test 1, 2, 3…, as swift-snapshot-testing does.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(_ key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = counts[key, default: 0] + 1
        counts[key] = next
        return next
    }
}
