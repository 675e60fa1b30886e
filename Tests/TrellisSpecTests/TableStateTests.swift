import Testing
import TrellisLayout

@testable import TrellisSpec

/// What a table shows beyond its row heights: `estimatedRowHeight` (rows off screen counted at the estimate,
/// not laid out), filler separators below a plain table's last row, `tableFooterView`, and selected rows.
struct TableStateTests {
    /// A full-screen iPhone 8 table (375 × 667 at 2×) of `rows` rows whose content view is a 60 pt box pinned
    /// to its top and bottom: each row is 60 + ½ (the separator's pixel) = 60.5 pt when laid out.
    static func boxes(_ table: String, rows: Int = 20, selection: String = "default") -> String {
        TableSpecTests.spec(
            table: table,
            cells: """
                box:
                  selectionStyle: \(selection)
                  subviews:
                    box: {constraints: [leading == superview.leading, top == superview.top, bottom == superview.bottom, width == 40, height == 60]}
                """,
            rows: "- {cell: box, repeat: \(rows)}")
    }

    static func table(_ yaml: String) throws -> SolvedTable {
        try TableSpecTests.table(try TableSpecTests.solve(yaml))
    }

    // MARK: estimatedRowHeight

    /// At offset 0, rows 0–11 (tops 0…665.5) touch the 667 pt frame and are laid out; rows 12–19 count at the
    /// estimate: 12 × 60.5 + 8 × 100 = 1526, where measuring every row gives 20 × 60.5 = 1210.
    @Test func rowsOffScreenCountAtTheEstimate() throws {
        let table = try Self.table(Self.boxes("estimatedRowHeight: 100"))
        #expect(table.contentSize.height == 1526)
        #expect(
            table.cells.prefix(12).allSatisfy { $0.heightSource == .fitting && $0.height == 60.5 && $0.layout != nil })
        #expect(
            table.cells.dropFirst(12).allSatisfy {
                $0.heightSource == .estimated && $0.height == 100 && $0.layout == nil
            })
        #expect(table.cells[12].frame.minY == 726)
        #expect(table.cells[19].frame.maxY == 1526)
        #expect(table.stats.estimated == 8)
        #expect(table.stats.layouts == 1 && table.stats.cacheHits == 11)
        // The estimated rows' content view: the full width, the estimate minus the separator.
        #expect(table.cells[12].contentFrame.size == Size(width: 375, height: 99.5))
    }

    /// Scrolled to 500: rows 0–4 lie above at the estimate (0…500), rows 5–16 (tops 500…1165.5) are on screen
    /// and laid out, rows 17–19 below are estimated: 5 × 100 + 12 × 60.5 + 3 × 100 = 1526.
    @Test func rowsAboveTheOffsetAreEstimatedToo() throws {
        let table = try Self.table(Self.boxes("estimatedRowHeight: 100\ncontentOffset: {y: 500}"))
        #expect(
            table.cells.map(\.heightSource) == Array(repeating: .estimated, count: 5)
                + Array(repeating: .fitting, count: 12) + Array(repeating: .estimated, count: 3))
        #expect(table.cells[5].frame.minY == 500)
        #expect(table.cells.filter(\.isVisible).map(\.index) == Array(5...16))
        #expect(table.contentSize.height == 1526)
    }

    /// `estimatedRowHeight: 0` (and `automatic`, the default) measure every row; a fixed `rowHeight` needs no
    /// estimate, so every row has its real height.
    @Test(arguments: ["estimatedRowHeight: 0", "estimatedRowHeight: automatic", "rowHeight: automatic"])
    func withoutAnEstimateEveryRowIsMeasured(line: String) throws {
        let table = try Self.table(Self.boxes(line))
        #expect(table.contentSize.height == 1210)
        #expect(table.stats.estimated == 0)
        #expect(table.cells.allSatisfy { $0.heightSource == .fitting })
    }

    @Test func aFixedRowHeightIgnoresTheEstimate() throws {
        let table = try Self.table(Self.boxes("rowHeight: 50\nestimatedRowHeight: 100"))
        #expect(table.contentSize.height == 1000)
        #expect(table.stats.estimated == 0)
    }

    // MARK: Filler separators

    /// Two 60.5 pt rows end at 121; filler rows of 44 pt follow down to the frame's bottom (667): separators
    /// at 165 − ½ … 649 − ½ (12 of them), from the 16 pt inset to the edge.
    @Test func plainTablesDrawFillerSeparators() throws {
        let table = try Self.table(Self.boxes("style: plain", rows: 2))
        #expect(table.contentSize.height == 121)
        #expect(table.fillerSeparators.count == 12)
        #expect(table.fillerSeparators.first == Rect(x: 16, y: 164.5, width: 359, height: 0.5))
        #expect(table.fillerSeparators.last?.minY == 648.5)
    }

    /// A fixed rowHeight spaces them at the row height; scrolled, they still end at the frame's bottom.
    @Test func fillerSeparatorsFollowTheRowHeightAndOffset() throws {
        let fixed = try Self.table(Self.boxes("rowHeight: 100", rows: 2))
        #expect(fixed.fillerSeparators.map(\.minY) == [299.5, 399.5, 499.5, 599.5])
        let scrolled = try Self.table(Self.boxes("rowHeight: 100\ncontentOffset: {y: 150}", rows: 2))
        #expect(scrolled.fillerSeparators.map(\.minY) == [299.5, 399.5, 499.5, 599.5, 699.5, 799.5])
    }

    /// A `tableFooterView` (even UIKit's empty `UIView()`), a grouped style or `separatorStyle: none` draw none.
    @Test(arguments: ["tableFooterView: empty", "style: grouped", "style: insetGrouped", "separatorStyle: none"])
    func noFillerSeparators(line: String) throws {
        #expect(try Self.table(Self.boxes(line, rows: 2)).fillerSeparators.isEmpty)
    }

    /// A template footer view is fitted at the table's width after the last section and adds to the content.
    @Test func templateTableFooterView() throws {
        let table = try Self.table(Self.boxes("tableFooterView: {template: box}", rows: 2))
        let footer = try #require(table.supplements.first { $0.kind == .tableFooter })
        #expect(footer.frame == Rect(x: 0, y: 121, width: 375, height: 60))
        #expect(table.contentSize.height == 181)
        #expect(table.fillerSeparators.isEmpty)
    }

    // MARK: Selection

    /// `selected: true` on a row and `selectedRows:` mark rows; a selected row hides its separator and the one
    /// above it.
    @Test func selectedRowsHideTheirSeparators() throws {
        let yaml = Self.boxes("selectedRows: [3, \"0.5\"]", rows: 8)
        let table = try Self.table(yaml)
        #expect(table.cells.filter(\.isSelected).map(\.index) == [3, 5])
        #expect(table.cells.map { $0.separator == nil } == [false, false, true, true, true, true, false, false])
        #expect(table.cells[3].showsSelection)
        let rowFlag = yaml.replacingOccurrences(of: "selectedRows: [3, \"0.5\"]", with: "style: plain")
            .replacingOccurrences(
                of: "- {cell: box, repeat: 8}", with: "- {cell: box, repeat: 2}\n      - {cell: box, selected: true}")
        #expect(try Self.table(rowFlag).cells.map(\.isSelected) == [false, false, true])
    }

    /// `selectionStyle: none` keeps the row selected (reports say so) but draws no highlight, so its
    /// separators stay.
    @Test func selectionStyleNoneShowsNothing() throws {
        let table = try Self.table(Self.boxes("selectedRows: [1]", rows: 3, selection: "none"))
        #expect(table.cells[1].isSelected && !table.cells[1].showsSelection)
        #expect(table.cells.allSatisfy { $0.separator != nil })
    }

    /// A collection view's items can be selected too; UICollectionViewCell draws no highlight by default.
    @Test func selectedCollectionItemsDrawNothing() throws {
        let layout = try TableSpecTests.solve(
            """
            canvas: {width: 200, height: 200, scale: 3}
            views:
              grid: {kind: collectionView, cells: {tile: {}}, constraints: [left == superview.left, top == superview.top, width == 200, height == 60],
                     items: [{cell: tile, repeat: 2}, {cell: tile, selected: true}]}
            """)
        let grid = try TableSpecTests.table(layout, "grid")
        #expect(grid.cells.map(\.isSelected) == [false, false, true])
        #expect(!grid.cells[2].showsSelection)
        #expect(grid.fillerSeparators.isEmpty)
    }

    @Test(arguments: [
        ("selectedRows: [5]", "table.yaml:6:20: error: 'table' has no row 0.5 to select (rows per section: 3)"),
        ("selectedRows: [x.y]", "table.yaml:6:20: error: a selected row is a row number (3) or \"section.row\""),
        ("tableFooterView: {title: Hi}", "table.yaml:6:22: error: tableFooterView is empty"),
        ("tableFooterView: {template: nope}", "table.yaml:6:33: error: 'table' has no cell template 'nope'"),
    ])
    func badInput(line: String, message: String) throws {
        do {
            _ = try Self.table(Self.boxes(line, rows: 3))
            Issue.record("expected an error for \(line)")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }
}
