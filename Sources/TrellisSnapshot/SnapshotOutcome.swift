import TrellisRender

/// The result of verifying one snapshot against its references.
public struct SnapshotOutcome: Sendable {
    public enum Status: String, Sendable, Hashable, Codable {
        /// Every captured artefact matched its reference.
        case passed
        /// References were written (missing ones, or all of them in record mode `all`); re-run to verify.
        case recorded
        /// A reference differs, is missing with recording off, or can't be read.
        case failed
        /// The snapshot couldn't be taken (bad spec, layout or render error).
        case error
    }

    /// What the outcome is about, for people: `card.yaml` or `card.yaml [iPhone 15]`.
    public var name: String
    public var status: Status
    public var references: SnapshotReferences
    /// One line per finding: what changed, what was recorded, what is missing or unreadable.
    public var messages: [String]
    /// The readable layout changes (`label1.height 33.5 → 50.5`); empty when the layout matched.
    public var layoutChanges: [String]
    /// A line diff of the reports, when they differ.
    public var layoutDiff: String?
    /// The pixel comparison, when both images could be decoded and had the same size.
    public var imageDifference: ImageDifference?
    public var expectedPNG: [UInt8]?
    public var actualPNG: [UInt8]?
    /// Differing pixels over the faded expected image (PNG), when the images differ.
    public var diffPNG: [UInt8]?
    public var expectedLayout: String?
    public var actualLayout: String?
    /// The files written into the references folder.
    public var recordedPaths: [String]
    /// How to re-record this snapshot, set by the caller (the CLI's command line, a test's filter).
    public var rerecordCommand: String?
    /// The views whose frames changed, with where the spec declares them (for pull-request annotations).
    public var changedViews: [ChangedView] = []
    /// How long taking and verifying the snapshot took, when it was timed.
    public var duration: Duration?

    public init(name: String, status: Status, references: SnapshotReferences, messages: [String] = []) {
        self.name = name
        self.status = status
        self.references = references
        self.messages = messages
        layoutChanges = []
        recordedPaths = []
    }

    public var succeeded: Bool { status == .passed }

    /// Adds a finding unless it is there already (a folder both references are in fails for both).
    mutating func note(_ message: String) {
        if !messages.contains(message) { messages.append(message) }
    }

    /// The outcome as a failure message: the name, the status and every finding, indented.
    public var report: String {
        ([statusLine] + messages.map { "  " + $0 }).joined(separator: "\n")
    }

    var statusLine: String {
        switch status {
        case .passed: return "✓ \(name)"
        case .recorded: return "● \(name): recorded"
        case .failed: return "✗ \(name)"
        case .error: return "✗ \(name): error"
        }
    }
}
