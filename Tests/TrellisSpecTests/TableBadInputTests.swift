import Testing
import TrellisLayout

@testable import TrellisSpec

/// Malformed tables are spec errors with `file:line:col`, read before anything is laid out.
struct TableBadInputTests {
    private func error(_ yaml: String) -> String {
        do {
            _ = try TableSpecTests.solve(yaml, file: "bad.yaml")
            return "no error"
        } catch let error as SpecError {
            return error.description
        } catch {
            return "other: \(error)"
        }
    }

    private func table(_ body: String) -> String {
        """
        canvas: {width: 320, height: 480}
        views:
          table:
            kind: tableView
            cells:
              row:
                subviews:
                  title: {kind: label, constraints: [leading == superview.leading, top == superview.top, bottom == superview.bottom]}
                  icon: {kind: image}
        \(body)
        """
    }

    @Test func rowNamingAMissingTemplate() {
        let message = error(table("    rows:\n      - {cell: rwo}"))
        #expect(message.hasPrefix("bad.yaml:11:16: error: 'table' has no cell template 'rwo' (did you mean 'row'?)"))
    }

    @Test func dataForAViewTheTemplateLacks() {
        let message = error(table("    rows:\n      - {cell: row, data: {titel: Hello}}"))
        #expect(
            message.hasPrefix(
                "bad.yaml:11:28: error: cell 'row' has no view 'titel' (did you mean 'title'?); its views: title, icon")
        )
    }

    @Test func textForAViewWithoutText() {
        let message = error(table("    rows:\n      - {cell: row, data: {icon: Hello}}"))
        #expect(message.hasPrefix("bad.yaml:11:34: error: view 'icon' of cell 'row' is an image and shows no text"))
    }

    @Test func aRowWithoutCell() {
        #expect(
            error(table("    rows:\n      - {data: {title: x}}")).hasPrefix(
                "bad.yaml:11:9: error: a row needs 'cell: <template name>' (one of: row)"))
    }

    /// 100,000 rows are refused at the `repeat:` that makes them, with the limit and how to raise it; a raised
    /// limit is honoured.
    @Test func tooManyRowsNameTheLimitAndTheKey() throws {
        let message = error(table("    rows:\n      - {cell: row, repeat: 100000}"))
        #expect(
            message.hasPrefix("bad.yaml:11:29: error: repeat: 100000 makes 'table' longer than its limit of 10000 rows")
        )
        #expect(message.contains("'rowLimit: <n>'"))
        let many = error(
            table(
                "    rowLimit: 3\n    rows:\n      - {cell: row, repeat: 2}\n      - {cell: row}\n      - {cell: row}"))
        #expect(many.hasPrefix("bad.yaml:14:9: error: 'table' has more than its limit of 3 rows"))
        let raised = try TableSpecTests.solve(
            table("    rowLimit: 12000\n    rows:\n      - {cell: row, repeat: 11000, data: {title: same}}"))
        let solved = try TableSpecTests.table(raised)
        #expect(solved.cells.count == 11000)
        #expect(solved.stats.layouts == 1)
    }

    @Test func subviewsAndNestedTablesAreRefused() {
        let sub = error(
            """
            canvas: {width: 320, height: 480}
            views:
              table:
                kind: tableView
                subviews: {a: {}}
            """)
        #expect(sub.hasPrefix("bad.yaml:5:5: error: a tableView has no subviews: its content is its rows"))
        let nested = error(
            """
            canvas: {width: 320, height: 480}
            views:
              table:
                kind: tableView
                cells:
                  row:
                    subviews:
                      inner: {kind: tableView}
            """)
        #expect(nested.hasPrefix("bad.yaml:8:11: error: cell 'row' contains tableView 'inner'"))
    }

    @Test func unknownKeysAndValues() {
        #expect(
            error(table("    style: groupd")).hasPrefix(
                "bad.yaml:10:12: error: unknown table style 'groupd' (did you mean 'grouped'?)"))
        #expect(
            error(table("    rowHeight: tall")).hasPrefix(
                "bad.yaml:10:16: error: rowHeight (a number of points, or automatic) must be a number"))
        #expect(error(table("    heightMode: fd")).contains("unknown heightMode 'fd'"))
        #expect(
            error(table("    itemSize: {width: 1, height: 1}")).hasPrefix(
                "bad.yaml:10:5: error: 'itemSize' applies to collectionView views, but 'table' is a tableView"))
        let constraint = error(
            """
            canvas: {width: 320, height: 480}
            views:
              table:
                kind: tableView
                cells:
                  row:
                    constraints: [nope.top == contentView.top]
            """)
        #expect(constraint.hasPrefix("bad.yaml:7:23: error: unknown view 'nope'"))
    }

    /// A document built in code gets the same checks from the engine (no file, so no location).
    @Test func engineValidatesDocumentsBuiltInCode() throws {
        var node = ViewNode(name: "table", kind: .tableView)
        var config = TableConfiguration()
        config.templates = [CellTemplate(name: "row", contentView: ViewNode(name: "contentView"))]
        config.sections = [
            CellSection(rows: [CellRow(cell: "nope"), CellRow(cell: "row", data: ["x": CellViewData(text: "a")])])
        ]
        node.table = config
        let document = LayoutDocument(canvas: Canvas(width: 320, height: 480), views: [node])
        do {
            _ = try TableSpecTests.engine.solve(document)
            Issue.record("expected an error")
        } catch let error as LayoutError {
            #expect(error.diagnostics.map(\.code) == ["unknown-cell", "unknown-view"])
        }
    }
}
