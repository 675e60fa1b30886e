import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

/// UICollectionViewFlowLayout placement and UITextField intrinsic sizes.
struct CollectionAndTextFieldTests {
    private func solve(_ yaml: String) throws -> SolvedLayout { try TableSpecTests.solve(yaml) }

    /// Default flow layout (50 × 50 items, 10 pt spacings) in 320 pt: five items a line, justified with the
    /// spare 70 pt shared by four gaps (17.5); a line of one item is centred.
    @Test func fixedItemsAreJustifiedAndASingleItemCentred() throws {
        let layout = try solve(
            """
            canvas: {width: 320, height: 480, scale: 2}
            views:
              grid:
                kind: collectionView
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, height == 100]
                cells: {tile: {}}
                items: [{cell: tile, repeat: 6}]
            """)
        let grid = try TableSpecTests.table(layout, "grid")
        #expect(grid.kind == .collection)
        #expect(grid.cells.map(\.frame.minX) == [0, 67.5, 135, 202.5, 270, 135])
        #expect(grid.cells.map(\.frame.minY) == [0, 0, 0, 0, 0, 60])
        #expect(grid.contentSize == Size(width: 320, height: 110))
        #expect(grid.stats.layouts == 1 && grid.stats.cacheHits == 5)
        // 100 tall: the second line (60–110) still shows in part.
        #expect(grid.cells.allSatisfy { $0.isVisible })
    }

    /// Self-sizing items fit their content (both fitting priorities 50), lines wrap at the section inset,
    /// items are centred across their line; horizontal scrolling stacks them in columns.
    @Test func selfSizingItemsWrapAtTheInset() throws {
        let layout = try solve(
            """
            canvas: {width: 200, height: 400, scale: 2}
            views:
              tags:
                kind: collectionView
                itemSize: automatic
                minimumInteritemSpacing: 8
                minimumLineSpacing: 4
                sectionInset: {top: 10, left: 10, bottom: 10, right: 10}
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom]
                cells:
                  tag:
                    subviews:
                      t: {kind: label, constraints: [leading == superview.leading + 5, trailing == superview.trailing - 5, top == superview.top + 5, bottom == superview.bottom - 5]}
                  tall:
                    subviews:
                      b: {constraints: [width == 30, height == 60, leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom]}
                items:
                  - {cell: tag, data: {t: Swift}}
                  - {cell: tall}
                  - {cell: tag, data: {t: A label far too long for one line of this narrow collection}}
            """)
        let tags = try TableSpecTests.table(layout, "tags")
        let first = tags.cells[0].frame, tall = tags.cells[1].frame, long = tags.cells[2].frame
        #expect(tall.size == Size(width: 30, height: 60))
        // Justified: first at the left inset, the tall one at the right inset; the short one centred on the
        // 60 pt line.
        #expect(first.minX == 10 && tall.maxX == 190)
        #expect(first.midY == tall.midY && tall.minY == 10)
        // The long label is capped at the line's 180 pt and gets a line of its own, centred.
        #expect(long.width == 180 && long.minX == 10 && long.minY == tall.maxY + 4)
        #expect(tags.contentSize.height == long.maxY + 10)
    }

    @Test func horizontalFlowFillsColumns() throws {
        let layout = try solve(
            """
            canvas: {width: 320, height: 480, scale: 2}
            views:
              strip:
                kind: collectionView
                scrollDirection: horizontal
                itemSize: {width: 80, height: 40}
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, height == 100]
                cells: {tile: {}}
                items: [{cell: tile, repeat: 9}]
            """)
        let strip = try TableSpecTests.table(layout, "strip")
        // 100 tall: two items a column, justified (first at 0, second at 60); columns 80 wide, 10 apart.
        #expect(
            strip.cells.prefix(4).map(\.frame.origin) == [
                Point(x: 0, y: 0), Point(x: 0, y: 60), Point(x: 90, y: 0), Point(x: 90, y: 60),
            ])
        #expect(strip.contentSize == Size(width: 5 * 80 + 4 * 10, height: 100))
        // 320 wide at offset 0: the fifth column (360–440) is off screen.
        #expect(strip.cells.filter(\.isVisible).count == 8)
    }

    /// A text field is one line of its text (or placeholder) plus its border style's insets.
    @Test func textFieldIntrinsicSize() throws {
        let layout = try solve(
            """
            canvas: {width: 320, height: 480, scale: 2}
            views:
              empty: {kind: textField, borderStyle: roundedRect, constraints: [leading == superview.leading, top == superview.top]}
              search: {kind: textField, placeholder: Search, borderStyle: roundedRect, constraints: [leading == superview.leading, top == empty.bottom]}
              typed: {kind: textField, text: Search, placeholder: A much longer placeholder, borderStyle: line, constraints: [leading == superview.leading, top == search.bottom]}
              plain: {kind: textField, text: Search, constraints: [leading == superview.leading, top == typed.bottom]}
            """)
        let engine = try TextEngine.bundled()
        let line = try engine.layout("Search", style: TextStyle(), width: nil, scale: 2).size
        func size(_ n: String) -> Size { layout.view(named: n)?.frame.size ?? .zero }
        #expect(size("plain") == Size(width: line.width, height: line.height))
        #expect(size("search") == Size(width: line.width + 14, height: line.height + 14))
        #expect(size("typed") == Size(width: line.width + 8, height: line.height + 8))
        #expect(size("empty") == Size(width: 14, height: line.height + 14))
        #expect(layout.view(named: "search")?.textLayout?.text == "Search")
        #expect(layout.diagnostics.isEmpty)
    }
}
