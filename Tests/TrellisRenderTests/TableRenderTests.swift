import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisRender

/// Tables drawn as tables: separators with their insets, grouped backgrounds, only the rows that show at
/// the content offset, the same bytes every time.
@Suite struct TableRenderTests {
    static let engine = try! LayoutEngine(textEngine: .bundled())

    /// A 200 × 200 @2x canvas filled by a table of 50 pt rows; each row holds a black 20 × 20 square at its
    /// content view's (100, 15).
    static func layout(
        style: String = "plain", offset: Double = 0, rows: Int = 10, extra: String = "", selection: String = "default"
    ) throws -> SolvedLayout {
        let yaml = """
            canvas: {width: 200, height: 200, scale: 2}
            views:
              table:
                kind: tableView
                style: \(style)
                rowHeight: 50
                contentOffset: {y: \(offset)}
                \(extra)
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, bottom == superview.bottom]
                cells:
                  row:
                    selectionStyle: \(selection)
                    subviews:
                      mark: {background: black, constraints: [left == superview.left + 100, top == superview.top + 15, width == 20, height == 20]}
                rows: [{cell: row, repeat: \(rows)}]
            """
        return try engine.solve(try SpecReader.read(text: yaml, file: "table.yaml"))
    }

    static func render(_ layout: SolvedLayout, style: RenderStyle = .content) throws -> RasterImage {
        try #require(
            RasterImage(pngBytes: try Renderer.render(layout, options: RenderOptions(style: style, padding: 0))))
    }

    /// The pixel, or magenta outside the image (so no test passes by reading nothing).
    static func at(_ image: RasterImage, _ x: Int, _ y: Int) -> RasterImage.Pixel {
        image.pixel(x: x, y: y) ?? RasterImage.Pixel(red: 255, green: 0, blue: 255, alpha: 255)
    }

    static func isBlack(_ p: RasterImage.Pixel) -> Bool { p.red < 30 && p.green < 30 && p.blue < 30 }
    static func isWhite(_ p: RasterImage.Pixel) -> Bool { p.red > 250 && p.green > 250 && p.blue > 250 }

    /// The separator is the row's last pixel row (y 49.5–50 pt → pixel 99), from the 16 pt inset to the edge,
    /// in the separator grey (60, 60, 67 at 29 % over white ≈ 198).
    @Test func separatorsRunFromTheInset() throws {
        let image = try Self.render(Self.layout())
        let line = Self.at(image, 100, 99)
        #expect(line.red > 180 && line.red < 215 && line.blue > line.red)
        #expect(Self.isWhite(Self.at(image, 20, 99))) // x = 10 pt, inside the inset
        #expect(Self.isWhite(Self.at(image, 100, 97))) // above the separator
        #expect(Self.isBlack(Self.at(image, 210, 40))) // row 0's mark at (105, 20) pt
        #expect(Self.isBlack(Self.at(image, 210, 140))) // row 1's mark at (105, 70) pt
    }

    /// Scrolled by 25 pt: row 0's mark (15–35 pt in content) now sits at −10…10 pt, so only its lower half
    /// shows; row 1's mark moves up to 40–60 pt.
    @Test func contentOffsetScrollsTheRows() throws {
        let layout = try Self.layout(offset: 25)
        let table = try #require(layout.view(named: "table")?.table)
        #expect(table.cells.filter(\.isVisible).map(\.index) == [0, 1, 2, 3, 4])
        let image = try Self.render(layout)
        #expect(Self.isBlack(Self.at(image, 210, 10)))
        #expect(Self.isWhite(Self.at(image, 210, 30)))
        #expect(Self.isBlack(Self.at(image, 210, 100)))
        #expect(!Self.isBlack(Self.at(image, 210, 140)))
    }

    /// Grouped: the table is systemGroupedBackground (242, 242, 247) above the first section (35 pt) and the
    /// rows are white.
    @Test func groupedBackgrounds() throws {
        let image = try Self.render(Self.layout(style: "grouped", rows: 2))
        let top = Self.at(image, 20, 20)
        #expect(top.red == 242 && top.green == 242 && top.blue == 247)
        #expect(Self.isWhite(Self.at(image, 20, 90)))
        // Below the section: grey again (35 + 100 = 135 pt).
        let below = Self.at(image, 20, 300)
        #expect(below.red == 242 && below.blue == 247)
    }

    @Test func renderingIsDeterministicInEveryStyle() throws {
        let layout = try Self.layout(style: "insetGrouped", offset: 10)
        for style in RenderStyle.allCases {
            let a = try Renderer.render(layout, options: RenderOptions(style: style))
            let b = try Renderer.render(layout, options: RenderOptions(style: style))
            #expect(a == b)
            let svg = try Renderer.render(layout, options: RenderOptions(style: style, format: .svg))
            #expect(svg == (try Renderer.render(layout, options: RenderOptions(style: style, format: .svg))))
        }
    }

    /// Tags name the visible cells (template, row, height), not the views inside them — so 60 rows give as
    /// many tags as rows show; `--overlay frames` adds the views inside the visible cells.
    @Test func tagsNameVisibleCellsOnly() throws {
        let layout = try Self.layout(rows: 60)
        let visible = try #require(layout.view(named: "table")?.table).cells.filter(\.isVisible).count
        #expect(visible == 4)
        func requests(_ overlays: Set<RenderOverlay>) throws -> [String] {
            let plan = try RenderPlan(layout: layout, options: RenderOptions(overlays: overlays))
            let job = try RenderJob(plan: plan, context: CairoContext(surface: .image(width: 1, height: 1)))
            return job.tableTagRequests().map(\.text)
        }
        #expect(try requests([]) == ["row #0 50", "row #1 50", "row #2 50", "row #3 50"])
        let framed = try requests([.frames])
        #expect(framed.count == 8)
        #expect(framed[1] == "mark (100, 15) 20×20")
    }

    static func isSeparator(_ p: RasterImage.Pixel) -> Bool { p.red > 180 && p.red < 215 && p.blue > p.red }

    /// Two rows end at 100 pt; a plain table draws filler separators at 150 and 200 pt (pixels 299 and 399,
    /// from the 16 pt inset); with `tableFooterView: empty` or the grouped style, none.
    @Test func fillerSeparatorsBelowThePlainTable() throws {
        let image = try Self.render(Self.layout(rows: 2))
        #expect(Self.isSeparator(Self.at(image, 100, 299)))
        #expect(Self.isSeparator(Self.at(image, 100, 399)))
        #expect(Self.isWhite(Self.at(image, 100, 297)))
        #expect(Self.isWhite(Self.at(image, 20, 299)))
        let footed = try Self.render(Self.layout(rows: 2, extra: "tableFooterView: empty"))
        #expect(Self.isSeparator(Self.at(footed, 100, 199))) // the last row's own separator stays
        #expect(Self.isWhite(Self.at(footed, 100, 299)))
        let grouped = try Self.render(Self.layout(style: "grouped", rows: 2))
        let below = Self.at(grouped, 100, 399)
        #expect(below.red == 242 && below.green == 242 && below.blue == 247)
    }

    /// Row 1 selected: its 50–100 pt are systemGray4 (209, 209, 214), accessory area and separator pixel
    /// included; the separator above it (pixel 99) is hidden; with `selectionStyle: none` it stays white.
    @Test func selectedRowDrawsTheGreyHighlight() throws {
        let image = try Self.render(Self.layout(rows: 3, extra: "selectedRows: [1]"))
        for (x, y) in [(20, 110), (390, 150), (100, 199)] {
            let p = Self.at(image, x, y)
            #expect(p.red == 209 && p.green == 209 && p.blue == 214, "pixel \(x), \(y)")
        }
        #expect(Self.isWhite(Self.at(image, 100, 99)))
        #expect(Self.isBlack(Self.at(image, 210, 140))) // the content draws over the highlight
        #expect(Self.isSeparator(Self.at(image, 100, 299))) // row 2's separator
        let dark = try #require(
            RasterImage(
                pngBytes: try Renderer.render(
                    Self.layout(rows: 3, extra: "selectedRows: [1]"),
                    options: RenderOptions(style: .content, theme: .dark, padding: 0))))
        let d = Self.at(dark, 20, 110)
        #expect(d.red == 58 && d.green == 58 && d.blue == 60)
        let none = try Self.render(Self.layout(rows: 3, extra: "selectedRows: [1]", selection: "none"))
        #expect(Self.isWhite(Self.at(none, 20, 110)))
        #expect(Self.isSeparator(Self.at(none, 100, 99)))
    }
}
