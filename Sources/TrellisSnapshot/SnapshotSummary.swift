/// Counts of outcomes by status, for the command line's last line and the reports' headers.
public struct SnapshotSummary: Sendable, Hashable {
    public var passed = 0, failed = 0, recorded = 0, errors = 0

    public init(_ outcomes: [SnapshotOutcome]) {
        for outcome in outcomes {
            switch outcome.status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .recorded: recorded += 1
            case .error: errors += 1
            }
        }
    }

    public var total: Int { passed + failed + recorded + errors }
    /// True when every snapshot matched (recording a reference is not a success: re-run to verify).
    public var allPassed: Bool { passed == total }

    /// `3 passed, 1 failed, 1 recorded` (zero counts other than passed and failed left out).
    public var text: String {
        var parts = ["\(passed) passed", "\(failed) failed"]
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if errors > 0 { parts.append("\(errors) \(errors == 1 ? "error" : "errors")") }
        return parts.joined(separator: ", ")
    }
}
