// example:start
import Foundation
import TrellisTesting
import XCTest

/// docs/snapshots.md, "XCTest": references in __Snapshots__/CardXCTests/ beside this file.
final class CardXCTests: XCTestCase {
    let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Specs/card.yaml")

    func testCardLayout() {
        assertLayoutSnapshot(of: card, as: .layout)
    }

    func testCardImage() {
        assertLayoutSnapshot(of: card, as: .image(scale: 1), named: "se")
    }
}
// example:end
