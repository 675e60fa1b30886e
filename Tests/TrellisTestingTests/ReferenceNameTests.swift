import Foundation
import Testing
import TrellisSnapshot
import TrellisTesting

/// Test and snapshot names become reference file names as swift-snapshot-testing makes them (`card works()`
/// → `card-works`); two names that become one file are an error naming both, never a shared reference.
@Suite struct ReferenceNameTests {
    @Test func twoTestsWhoseNamesSanitiseAlikeDoNotShareAReference() throws {
        let (dir, original, _) = try ChangedSpec.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let refs = dir.appendingPathComponent("refs").path
        let first = verifyLayoutSnapshot(
            of: original, named: "a b", record: .missing, snapshotDirectory: refs, testName: "card works()")
        #expect(first.status == .recorded, "\(first.report)")
        let second = verifyLayoutSnapshot(
            of: original, named: "a-b", record: .missing, snapshotDirectory: refs, testName: "card-works()")
        #expect(second.status == .error)
        #expect(
            second.messages == [
                "test 'card-works()', snapshot 'a-b' and test 'card works()', snapshot 'a b' would share the "
                    + "references \(refs)/card-works.a-b.layout.txt and \(refs)/card-works.a-b.png: "
                    + "give one a different name"
            ], "\(second.messages)")
        // The first owner keeps its reference.
        let again = verifyLayoutSnapshot(
            of: original, named: "a b", record: .never, snapshotDirectory: refs, testName: "card works()")
        #expect(again.status == .passed, "\(again.report)")
    }
}
