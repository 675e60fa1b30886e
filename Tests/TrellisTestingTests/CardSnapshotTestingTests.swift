// example:start
import Foundation
import SnapshotTesting
import Testing
import TrellisSnapshotTesting

/// docs/snapshots.md, "swift-snapshot-testing": the same `assertSnapshot` as on iOS, on Linux.
@Suite struct CardSnapshotTestingTests {
    let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Specs/card.yaml")

    @Test func cardWithSnapshotTesting() {
        assertSnapshot(of: card, as: .trellisLayout)
        assertSnapshot(of: card, as: .trellisImage(precision: 0.999, perceptualPrecision: 0.98, scale: 1))
    }
}
// example:end
