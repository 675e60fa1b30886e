import Foundation
import SnapshotTesting
import TrellisLayout
import TrellisSnapshot

extension Snapshotting where Value == SnapshotSubject, Format == String {
    /// The frame report of a spec (`trellis layout`), compared exactly; a failure lists what changed,
    /// view by view (`label1.height 33.5 → 50.5`), then the line diff.
    public static var trellisLayout: Snapshotting { TrellisLayoutReport.strategy { $0 } }
}

extension Snapshotting where Value == URL, Format == String {
    /// The frame report of the spec file at the URL.
    public static var trellisLayout: Snapshotting {
        TrellisLayoutReport.strategy { try SnapshotSubject.spec(atPath: $0.path) }
    }
}

extension Snapshotting where Value == LayoutDocument, Format == String {
    /// The frame report of a layout document.
    public static var trellisLayout: Snapshotting {
        TrellisLayoutReport.strategy { SnapshotSubject(name: "document", document: $0) }
    }
}

extension Diffing where Value == String {
    /// Layout reports compared exactly, with Trellis's per-view description of the changes.
    public static var trellisLayoutReport: Diffing {
        .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, new in
                guard reference != new else { return nil }
                let changes = LayoutDiff.changes(expected: reference, actual: new)
                let message =
                    (["Layout changed:"] + changes.map { "  " + $0 }).joined(separator: "\n")
                    + "\n\n"
                    + LayoutDiff.unified(
                        expected: reference, actual: new, expectedName: "reference",
                        actualName: "new")
                return (message, [.data(Data(message.utf8), name: "layout.diff")])
            })
    }
}

enum TrellisLayoutReport {
    static func strategy<Value>(_ subject: @escaping (Value) throws -> SnapshotSubject) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "layout.txt", diffing: .trellisLayoutReport) { value in
            do {
                return try SnapshotCamera.take(
                    try subject(value), settings: SnapshotSettings(layout: true, image: false)
                )
                .layoutReport ?? ""
            } catch {
                return "trellis: \(error)\n"
            }
        }
    }
}
