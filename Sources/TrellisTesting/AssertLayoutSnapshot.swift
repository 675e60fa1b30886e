import Foundation
import TrellisLayout
import TrellisSnapshot
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Asserts that the spec file at `spec` matches its reference, recording the reference when it is missing.
///
/// References live beside the test file, as swift-snapshot-testing keeps them:
/// `__Snapshots__/<TestFile>/<testName>.<name or counter>.layout.txt` (or `.png`). Works under Swift
/// Testing (`Issue.record`) and XCTest (`XCTFail`). On failure the message lists what changed
/// (`label1.height 33.5 → 50.5`) and where the expected, actual and diff images were written
/// (`$TRELLIS_SNAPSHOT_ARTIFACTS`, else the temporary directory).
///
/// - Parameters:
///   - spec: the spec file (YAML or JSON).
///   - strategy: what is compared: `.layout` (the frame report) or `.image(…)` (the rendered PNG).
///   - name: the reference's name after the test's; nil numbers the test's unnamed snapshots 1, 2, 3…
///   - record: the record mode for this call; nil uses `TRELLIS_SNAPSHOT_RECORD`, else `never` under `CI`,
///     else `missing`.
///   - snapshotDirectory: overrides the references folder.
///   - fileID: the calling file's ID, for Swift Testing's source location.
///   - filePath: the calling file's path: references go beside it.
///   - testName: the calling test's name, the first part of the reference's name.
///   - line: the line a failure is reported at.
///   - column: the column a failure is reported at.
public func assertLayoutSnapshot(
    of spec: URL, as strategy: LayoutSnapshotStrategy = .layout, named name: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = verifyLayoutSnapshot(
        of: spec, as: strategy, named: name, record: record,
        snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a spec given as YAML or JSON text matches its reference (see the URL variant).
public func assertLayoutSnapshot(
    of specText: String, as strategy: LayoutSnapshotStrategy = .layout, named name: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = verifyLayoutSnapshot(
        of: specText, as: strategy, named: name, record: record,
        snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a layout document matches its reference (see the URL variant).
public func assertLayoutSnapshot(
    of document: LayoutDocument, as strategy: LayoutSnapshotStrategy = .layout, named name: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = verifyLayoutSnapshot(
        of: document, as: strategy, named: name, record: record,
        snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The outcome `assertLayoutSnapshot` reports, without reporting it: for custom assertions and tools.
public func verifyLayoutSnapshot(
    of spec: URL, as strategy: LayoutSnapshotStrategy = .layout, named name: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function
) -> SnapshotOutcome {
    SnapshotAssertion(
        strategy: strategy, name: name, record: record, directory: snapshotDirectory,
        filePath: "\(filePath)", testName: testName
    )
    .run { try SnapshotSubject.spec(atPath: spec.path) }
}

/// The outcome for a spec given as text.
public func verifyLayoutSnapshot(
    of specText: String, as strategy: LayoutSnapshotStrategy = .layout, named name: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function
) -> SnapshotOutcome {
    let assertion = SnapshotAssertion(
        strategy: strategy, name: name, record: record, directory: snapshotDirectory,
        filePath: "\(filePath)", testName: testName)
    return assertion.run { try SnapshotSubject.spec(text: specText, name: assertion.testFileName + ".yaml") }
}

/// The outcome for a layout document.
public func verifyLayoutSnapshot(
    of document: LayoutDocument, as strategy: LayoutSnapshotStrategy = .layout, named name: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function
) -> SnapshotOutcome {
    let assertion = SnapshotAssertion(
        strategy: strategy, name: name, record: record, directory: snapshotDirectory,
        filePath: "\(filePath)", testName: testName)
    return assertion.run { SnapshotSubject(name: assertion.testFileName, document: document) }
}

/// Reports a failed outcome to the running test framework and attaches its images under Swift Testing.
private func report(
    _ outcome: SnapshotOutcome, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
) {
    guard !outcome.succeeded else { return }
    let message = outcome.report
    #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            #if compiler(>=6.2)
                for (bytes, label) in [(outcome.diffPNG, "diff.png"), (outcome.actualPNG, "actual.png")] {
                    if let bytes { Attachment.record(bytes, named: label, sourceLocation: location) }
                }
            #endif
            return
        }
    #endif
    XCTFail(message, file: filePath, line: line)
}
