import FoundationEssentials

/// When references are written, as in swift-snapshot-testing. Writing a reference always fails the
/// snapshot ("re-run to verify"), so a new or changed reference is never accepted silently.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write references that don't exist yet; compare the others. The default on a developer's machine.
    case missing
    /// Write every reference, whatever it held.
    case all
    /// Write missing references and those that don't match; keep matching ones byte for byte.
    case failed
    /// Write nothing: a missing reference is a failure. The default when `CI` is set.
    case never

    /// The environment variable that picks a mode for every snapshot in the process.
    public static let environmentVariable = "TRELLIS_SNAPSHOT_RECORD"

    /// The mode when none is given: `TRELLIS_SNAPSHOT_RECORD` if set, else `never` when `CI` is set (to
    /// anything but an empty string, `0` or `false`), else `missing`.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode
    {
        if let word = environment[environmentVariable], !word.isEmpty {
            guard let mode = RecordMode(rawValue: word.lowercased()) else {
                throw SnapshotError.invalidRecordMode(word, source: environmentVariable)
            }
            return mode
        }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
        return .missing
    }
}
