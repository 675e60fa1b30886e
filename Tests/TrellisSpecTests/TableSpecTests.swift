import Foundation
import Testing
import TrellisLayout

@testable import TrellisSpec

/// Table views: row heights as the reference's worked figures give them (autolayout-semantics §9,
/// environment-facts §4), FDTemplateLayoutCell's algorithm, the height cache, content size and visibility.
struct TableSpecTests {
    static let engine = try! LayoutEngine(textEngine: .bundled())

    static func solve(_ yaml: String, file: String = "table.yaml") throws -> SolvedLayout {
        try engine.solve(try SpecReader.read(text: yaml, file: file))
    }

    static func table(_ layout: SolvedLayout, _ name: String = "table") throws -> SolvedTable {
        try #require(layout.view(named: name)?.table)
    }

    /// A full-screen table with one template and rows, on `device`.
    static func spec(device: String = "iPhone 8", table: String, cells: String, rows: String) -> String {
        """
        device: \(device)
        views:
          table:
            kind: tableView
            constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom]
        \(table.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            cells:
        \(cells.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            rows:
        \(rows.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        """
    }

    /// The seed 002 address cell: a 15 pt multi-line label 15 pt from the sides and 12 pt from top and bottom.
    static let addressCell = """
        address:
          accessoryType: ACCESSORY
          subviews:
            address:
              kind: label
              font: 15
              lines: 0
              constraints: [leading == superview.leading + 15, trailing == superview.trailing - 15, top == superview.top + 12, bottom == superview.bottom - 12]
        """
    static let addressText = "预约地址：北京市海淀区中关村大街 27 号中关村大厦 12 层 1208 室，请提前十分钟电话联系。"

    // MARK: Accessory widths (environment-facts §4.2)

    @Test(arguments: [
        ("none", 375.0), ("disclosureIndicator", 341), ("checkmark", 335), ("detailButton", 327),
        ("detailDisclosureButton", 307),
    ])
    func contentWidthAt375(accessory: String, width: Double) throws {
        let yaml = Self.spec(
            table: "rowHeight: 44", cells: Self.addressCell.replacingOccurrences(of: "ACCESSORY", with: accessory),
            rows: "- {cell: address, data: {address: x}}")
        let cell = try #require(try Self.table(Self.solve(yaml)).cells.first)
        #expect(cell.contentFrame.width == width)
        #expect(cell.accessory.rawValue == accessory)
    }

    /// 414 pt at 3× (iPhone 8 Plus): FDTemplateLayoutCell takes 4 pt more from a cell with an accessory.
    @Test(arguments: [
        ("none", 414.0), ("disclosureIndicator", 376), ("checkmark", 370), ("detailButton", 362),
        ("detailDisclosureButton", 342),
    ])
    func contentWidthAt414On3x(accessory: String, width: Double) throws {
        let yaml = Self.spec(
            device: "iPhone 8 Plus", table: "rowHeight: 44",
            cells: Self.addressCell.replacingOccurrences(of: "ACCESSORY", with: accessory),
            rows: "- {cell: address, data: {address: x}}")
        #expect(try Self.table(Self.solve(yaml)).cells.first?.contentFrame.width == width)
    }

    // MARK: Row heights and the separator (environment-facts §4.1)

    /// A fixed 44 pt row leaves a 43.5 pt content view at 2× and 43.667 at 3×; without separators, 44.
    @Test func fixedRowLeavesTheSeparatorPixel() throws {
        let cells = Self.addressCell.replacingOccurrences(of: "ACCESSORY", with: "none")
        let at2x = try Self.table(
            Self.solve(Self.spec(table: "rowHeight: 44", cells: cells, rows: "- {cell: address, data: {address: x}}")))
        #expect(at2x.cells[0].height == 44 && at2x.cells[0].contentFrame.height == 43.5)
        #expect(at2x.cells[0].separator?.height == 0.5)
        let at3x = try Self.table(
            Self.solve(
                Self.spec(
                    device: "iPhone 13", table: "rowHeight: 44", cells: cells,
                    rows: "- {cell: address, data: {address: x}}")))
        #expect(abs(at3x.cells[0].contentFrame.height - (44 - 1.0 / 3)) < 1e-9)
        let none = try Self.table(
            Self.solve(
                Self.spec(
                    table: "rowHeight: 44\nseparatorStyle: none", cells: cells,
                    rows: "- {cell: address, data: {address: x}}")))
        #expect(none.cells[0].contentFrame.height == 44 && none.cells[0].separator == nil)
    }

    /// Self-sizing: the content view fitted at 375 (the seed's `fitting:` sample gives 60 for this label) plus
    /// the separator's pixel; with a disclosure indicator the label wraps at 341 − 30 = 311.
    @Test func selfSizingRowIsFittedContentPlusSeparator() throws {
        let cells =
            Self.addressCell.replacingOccurrences(of: "ACCESSORY", with: "none")
            + "\n"
            + Self.addressCell.replacingOccurrences(
                of: "address:\n  accessoryType: ACCESSORY", with: "more:\n  accessoryType: disclosureIndicator")
        let yaml = Self.spec(
            table: "rowHeight: automatic\nestimatedRowHeight: 85", cells: cells,
            rows: """
                - {cell: address, data: {address: "\(Self.addressText)"}}
                - {cell: more, data: {address: "\(Self.addressText)"}}
                """)
        let table = try Self.table(Self.solve(yaml))
        let sample = try LayoutEngine(textEngine: .bundled()).solve(
            try SpecReader.read(
                contentsOf: packageRoot().appendingPathComponent("Samples/seed002-cell-fitting-height.yaml").path))
        let fitted = try #require(sample.fittings.first?.size.height)
        #expect(fitted == 60)
        #expect(table.cells[0].contentFrame.height == fitted)
        #expect(table.cells[0].height == fitted + 0.5)
        #expect(table.cells[0].heightSource == .fitting)
        let narrow = table.layouts[try #require(table.cells[1].layout)]
        let label = try #require(narrow.views.first { $0.name == "address" })
        #expect(label.frame.width == 311)
        #expect(table.cells[1].height == label.frame.height + 24 + 0.5)
        #expect(table.cells[1].height > table.cells[0].height)
        // Rows follow each other: the content size is their sum.
        #expect(table.cells[1].frame.minY == table.cells[0].frame.maxY)
        #expect(table.contentSize == Size(width: 375, height: table.cells[0].height + table.cells[1].height))
    }

    // MARK: The 44 pt fallback

    static let topOnlyCell = """
        note:
          subviews:
            note: {kind: label, text: pinned to the top only, constraints: [leading == superview.leadingMargin, top == superview.topMargin]}
        """

    /// UIKit: a content view that fits to 0 gets the standard 44 (separator included) and a warning naming
    /// the missing constraint.
    @Test func collapsedCellFallsBackTo44WithADiagnostic() throws {
        let layout = try Self.solve(
            Self.spec(table: "rowHeight: automatic", cells: Self.topOnlyCell, rows: "- cell: note\n  repeat: 3"))
        let table = try Self.table(layout)
        #expect(table.cells.map(\.height) == [44, 44, 44])
        #expect(table.cells[0].contentFrame.height == 43.5)
        #expect(table.cells.allSatisfy { $0.heightSource == .fallback })
        #expect(table.stats.fallbacks == 3)
        let warnings = layout.diagnostics.filter { $0.code == "cell-height-undetermined" }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.message.contains("no constraint ties the content to contentView.bottom"))
        #expect(warning.message.contains("('note')"))
        #expect(warning.location?.line == 8)
        #expect(warning.details.first?.contains("considering the collapse unintentional") == true)
    }

    /// A view with no height in the chain is named.
    @Test func collapseNamesAViewWithoutHeight() throws {
        let cells = """
            box:
              subviews:
                box: {constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom]}
            """
        let layout = try Self.solve(Self.spec(table: "", cells: cells, rows: "- cell: box"))
        let warning = try #require(layout.diagnostics.first { $0.code == "cell-height-undetermined" })
        #expect(warning.message.contains("view 'box' has no height"))
    }

    // MARK: FDTemplateLayoutCell (reference §9.2)

    /// FD adds the separator's pixel even to the fallback: 44.5 at 2×, with its own log line.
    @Test func fdFallbackIs44PlusOnePixel() throws {
        let layout = try Self.solve(
            Self.spec(table: "heightMode: fdTemplate", cells: Self.topOnlyCell, rows: "- cell: note"))
        let table = try Self.table(layout)
        #expect(table.cells[0].height == 44.5)
        #expect(table.cells[0].contentFrame.height == 44)
        let warning = try #require(layout.diagnostics.first { $0.code == "cell-height-undetermined" })
        #expect(warning.details.first?.hasPrefix("[FDTemplateLayoutCell] Warning once only") == true)
    }

    /// FD's auto-layout path gives UIKit's height for a well-constrained cell.
    @Test func fdMatchesUIKitForASelfSizingCell() throws {
        let cells = Self.addressCell.replacingOccurrences(of: "ACCESSORY", with: "checkmark")
        let rows = "- {cell: address, data: {address: \"\(Self.addressText)\"}}"
        let uikit = try Self.table(Self.solve(Self.spec(table: "rowHeight: automatic", cells: cells, rows: rows)))
        let fd = try Self.table(Self.solve(Self.spec(table: "heightMode: fdTemplate", cells: cells, rows: rows)))
        #expect(uikit.cells[0].height == fd.cells[0].height)
        #expect(fd.cells[0].contentFrame.width == 335)
    }

    /// Frame layout: `sizeThatFits:` sums the labels' heights at the content width plus the margins; a fixed
    /// `sizeThatFits:` height is used as is. Both get the separator's pixel.
    @Test func fdFrameLayoutUsesSizeThatFits() throws {
        let cells = """
            sum:
              frameLayout: true
              sizeThatFits: {sum: [title, body], plus: 24}
              subviews:
                title: {kind: label, font: 15, frame: {x: 15, y: 8, width: 345, height: 18}}
                body: {kind: label, font: 13, lines: 0, frame: {x: 15, y: 30, width: 345, height: 40}}
            fixed:
              frameLayout: true
              sizeThatFits: 80
            """
        let layout = try Self.solve(
            Self.spec(
                table: "heightMode: fdTemplate", cells: cells,
                rows: """
                    - {cell: sum, data: {title: Title, body: One line}}
                    - cell: fixed
                    """))
        let table = try Self.table(layout)
        let sum = table.layouts[try #require(table.cells[0].layout)]
        let title = try #require(sum.views.first { $0.name == "title" })
        let body = try #require(sum.views.first { $0.name == "body" })
        let titleHeight = try #require(title.textLayout?.size.height)
        let bodyHeight = try #require(body.textLayout?.size.height)
        #expect(table.cells[0].heightSource == .sizeThatFits)
        #expect(table.cells[0].height == titleHeight + bodyHeight + 24 + 0.5)
        #expect(table.cells[1].height == 80.5)
        #expect(layout.diagnostics.filter { $0.code == "cell-height-undetermined" }.isEmpty)
    }

    // MARK: The height cache

    /// 1,000 rows of 5 templates whose data cycles through 3 variants: 15 distinct layouts, the rest hits.
    @Test func sameContentIsLaidOutOnce() throws {
        var cells = ""
        for t in 1...5 {
            cells += """
                t\(t):
                  subviews:
                    title: {kind: label, font: \(13 + t), lines: 0, constraints: [leading == superview.leadingMargin, trailing == superview.trailingMargin, top == superview.topMargin, bottom == superview.bottomMargin]}

                """
        }
        var rows = ""
        for t in 1...5 {
            rows +=
                "- {cell: t\(t), repeat: 200, data: {title: [Short, \"A somewhat longer title for the row, long enough that it wraps onto a second line\", \"Three lines of text or more: wrapping at the table's width minus its margins, for sure, and then some more words so that it needs a third line too\"]}}\n"
        }
        let table = try Self.table(Self.solve(Self.spec(table: "", cells: cells, rows: rows)))
        #expect(table.cells.count == 1000)
        #expect(table.stats.layouts == 15)
        #expect(table.stats.cacheHits == 985)
        #expect(table.layouts.count == 15)
        // Equal content, equal height, wherever the row is.
        #expect(table.cells[0].height == table.cells[3].height)
        #expect(table.cells[0].height < table.cells[1].height && table.cells[1].height < table.cells[2].height)
    }

    // MARK: Scrolling

    /// Every row is laid out; only those overlapping [offset, offset + height) are visible.
    @Test func contentOffsetSelectsVisibleRows() throws {
        let cells = Self.addressCell.replacingOccurrences(of: "ACCESSORY", with: "none")
        let yaml = Self.spec(
            table: "rowHeight: 100\ncontentOffset: {y: 950}", cells: cells,
            rows: "- {cell: address, repeat: 30, data: {address: \"Row {i}\"}}")
        let layout = try Self.solve(yaml)
        let table = try Self.table(layout)
        #expect(table.contentSize.height == 3000)
        #expect(layout.view(named: "table")?.contentSize == Size(width: 375, height: 3000))
        // 667 tall at offset 950: rows 9 (900–1000) to 16 (1600–1700).
        #expect(table.cells.filter(\.isVisible).map(\.index) == Array(9...16))
        #expect(table.layouts.count == 30)
    }

    // MARK: Styles, headers and footers

    /// Grouped: 35 pt above a first section without header, 17.5 below each section without footer, no separator
    /// under a section's last row, white section backgrounds; insetGrouped insets cells by the 16 pt margin.
    @Test func groupedSpacingAndInsets() throws {
        let cells = Self.addressCell.replacingOccurrences(of: "ACCESSORY", with: "none")
        func table(_ style: String) throws -> SolvedTable {
            let yaml = """
                device: iPhone 8
                views:
                  table:
                    kind: tableView
                    style: \(style)
                    rowHeight: 44
                    constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom]
                    cells:
                \(cells.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
                    sections:
                      - rows: [{cell: address}, {cell: address}]
                      - rows: [{cell: address}]
                """
            return try Self.table(Self.solve(yaml))
        }
        let grouped = try table("grouped")
        #expect(grouped.cells.map(\.frame.minY) == [35, 79, 35 + 88 + 17.5 + 17.5])
        #expect(grouped.contentSize.height == 35 + 88 + 17.5 + 17.5 + 44 + 17.5)
        #expect(
            grouped.cells[0].separator != nil && grouped.cells[1].separator == nil && grouped.cells[2].separator == nil)
        #expect(
            grouped.sectionBackgrounds == [
                Rect(x: 0, y: 35, width: 375, height: 88), Rect(x: 0, y: 158, width: 375, height: 44),
            ])
        let inset = try table("insetGrouped")
        #expect(inset.cells[0].frame.minX == 16 && inset.cells[0].frame.width == 343)
        #expect(inset.cells[0].contentFrame.width == 343)
        #expect(inset.sectionCornerRadius == 10)
        // The separator starts at the cell's 16 pt margin by default.
        #expect(inset.cells[0].separator?.minX == 32)
        let plain = try table("plain")
        #expect(plain.cells.map(\.frame.minY) == [0, 44, 88])
        #expect(plain.cells.allSatisfy { $0.separator != nil })
    }

    @Test func titleHeadersAndTemplateHeaders() throws {
        let yaml = """
            device: iPhone 8
            views:
              table:
                kind: tableView
                rowHeight: 50
                separatorInset: {left: 60, right: 8}
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom]
                cells:
                  row: {}
                  banner:
                    subviews:
                      title: {kind: label, font: 22, constraints: [leading == superview.leading + 16, top == superview.top + 10, bottom == superview.bottom - 10]}
                sections:
                  - header: Today
                    footer: Two rows
                    rows: [{cell: row}, {cell: row}]
                  - header: {template: banner, data: {title: Big header}}
                    rows: [{cell: row}]
            """
        let table = try Self.table(Self.solve(yaml))
        let headers = table.supplements.filter { $0.kind == .header }
        #expect(headers.count == 2)
        // A plain title header is at least 28 pt; the rows follow it.
        #expect(headers[0].frame.height >= 28)
        #expect(table.cells[0].frame.minY == headers[0].frame.maxY)
        let footer = try #require(table.supplements.first { $0.kind == .footer })
        #expect(footer.frame.minY == table.cells[1].frame.maxY)
        #expect(headers[1].frame.minY == footer.frame.maxY)
        #expect(headers[1].title == nil && headers[1].layout != nil)
        let banner = table.layouts[headers[1].layout ?? 0]
        let label = try #require(banner.views.first { $0.name == "title" })
        #expect(headers[1].frame.height == label.frame.height + 20)
        #expect(table.cells[2].frame.minY == headers[1].frame.maxY)
        #expect(
            table.cells[0].separator == Rect(x: 60, y: table.cells[0].frame.maxY - 0.5, width: 375 - 68, height: 0.5))
    }

    /// Right-to-left (`locale: ar`): the cell's content is laid out right to left, the content view sits to
    /// the right of the accessory, and the separator's default inset is on the right.
    @Test func rightToLeftMirrorsTheCell() throws {
        let yaml = """
            device: {name: iPhone 8, locale: ar}
            views:
              table:
                kind: tableView
                rowHeight: 44
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom]
                cells:
                  row:
                    accessoryType: disclosureIndicator
                    subviews:
                      title: {kind: label, constraints: [leading == superview.leadingMargin, centerY == superview.centerY]}
                rows: [{cell: row, data: {title: Hello}}]
            """
        let table = try Self.table(Self.solve(yaml))
        #expect(table.isRightToLeft)
        let cell = try #require(table.cells.first)
        #expect(cell.contentFrame == Rect(x: 34, y: 0, width: 341, height: 43.5))
        #expect(cell.separator == Rect(x: 0, y: 43.5, width: 359, height: 0.5))
        let index = try #require(cell.layout)
        let title = try #require(table.layouts[index].views.first { $0.name == "title" })
        #expect(title.frame.maxX == 341 - 16)
    }
}
