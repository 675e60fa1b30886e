// example:start
import Foundation
import Testing
import TrellisTesting

/// docs/snapshots.md, "Swift Testing": references in __Snapshots__/CardSwiftTests/ beside this file.
@Suite struct CardSwiftTests {
    let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Specs/card.yaml")

    @Test func cardLayoutAndImage() {
        assertLayoutSnapshot(of: card, as: .layout)
        assertLayoutSnapshot(of: card, as: .image(scale: 1))
    }

    @Test func inlineSpec() {
        assertLayoutSnapshot(
            of: """
                canvas: {width: 200, height: 80, scale: 1}
                views:
                  badge:
                    kind: label
                    text: New
                    constraints: [centerX == superview.centerX, centerY == superview.centerY]
                """, as: .layout, named: "badge")
    }
}
// example:end
