extension LayoutEngine {
    /// Runs the table and flow-layout algorithms for every table and collection view, once their frames are
    /// solved: fills `SolvedView.table` and sets `contentSize` to the content's size. Returns the findings
    /// inside cells (collapsed heights, conflicts in a template), in view order.
    func layOutTables(_ views: inout [SolvedView], canvas: Canvas) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for i in views.indices {
            let node = views[i].node
            let solved: (SolvedTable, [Diagnostic])
            if node.kind == .tableView, let config = node.table {
                solved = try TableLayout(
                    engine: self, name: node.name, config: config, bounds: views[i].frame.size,
                    canvas: canvas
                ).solve()
            } else if node.kind == .collectionView, let config = node.collection {
                solved = try FlowLayout(
                    engine: self, name: node.name, config: config, bounds: views[i].frame.size,
                    canvas: canvas
                ).solve()
            } else {
                continue
            }
            views[i].table = solved.0
            views[i].contentSize = solved.0.contentSize
            diagnostics += solved.1
        }
        return diagnostics
    }
}

/// What is wrong with a table or collection view's rows before anything is laid out: a row naming a template
/// that doesn't exist, data for a view its template lacks, text for a view that shows none, an image for a
/// view that isn't an image view, more rows than the limit, subviews (a table's content is its rows), and
/// templates that nest a table or collection view. The spec reader finds these first, with the same codes;
/// this guards documents built in code.
enum TableValidation {
    static func diagnostics(_ node: ViewNode, hasSubviews: Bool) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let templates: [CellTemplate], limit: Int, count: Int
        var sections: [CellSection]
        switch node.kind {
        case .tableView:
            let config = node.table ?? TableConfiguration()
            (templates, sections, limit, count) = (config.templates, config.sections, config.rowLimit, config.rowCount)
            if case .template(let row)? = config.tableFooterView {
                sections.append(CellSection(header: .template(row)))
            }
            if case .points(let h) = config.rowHeight, !(h.isFinite && h >= 0) {
                out.append(
                    .invalid(
                        "invalid-table", "table '\(node.name)': rowHeight must be a finite number ≥ 0",
                        views: [node.name], location: node.location))
            }
        case .collectionView:
            let config = node.collection ?? CollectionConfiguration()
            (templates, sections, limit, count) = (config.templates, config.sections, config.rowLimit, config.itemCount)
        default:
            return []
        }
        if hasSubviews {
            out.append(
                .invalid(
                    "invalid-table",
                    "\(node.kind.rawValue) '\(node.name)' can't have subviews: its content is its rows",
                    views: [node.name], location: node.location))
        }
        if count > limit {
            out.append(
                .invalid(
                    "too-many-rows",
                    "'\(node.name)' has \(count) rows, more than the limit of \(limit); raise it with 'rowLimit:'",
                    views: [node.name], location: node.location))
            return out
        }
        for template in templates where containsList(template.contentView) {
            out.append(
                .invalid(
                    "invalid-table",
                    "cell '\(template.name)' of '\(node.name)' contains a table or collection view; "
                        + "nested lists aren't supported", views: [node.name], location: template.location))
        }
        var checked: Set<CellRow> = []
        for section in sections {
            var rows = section.rows
            for supplement in [section.header, section.footer] {
                if case .template(let row)? = supplement { rows.append(row) }
            }
            for row in rows where checked.insert(CellRow(cell: row.cell, data: row.data.mapValues(\.content))).inserted
            {
                out += check(row, templates: templates, owner: node.name)
            }
        }
        return out
    }

    private static func check(_ row: CellRow, templates: [CellTemplate], owner: String) -> [Diagnostic] {
        guard let template = templates.first(where: { $0.name == row.cell }) else {
            return [
                .invalid(
                    "unknown-cell", "'\(owner)' has no cell template '\(row.cell)'", views: [owner],
                    location: row.location)
            ]
        }
        var out: [Diagnostic] = []
        for name in row.data.keys.sorted() {
            let data = row.data[name] ?? CellViewData()
            guard let view = template.contentView.descendant(named: name) else {
                out.append(
                    .invalid(
                        "unknown-view", "cell '\(template.name)' has no view '\(name)'", views: [owner],
                        location: data.location ?? row.location))
                continue
            }
            if data.text != nil, ![.label, .button, .textView, .textField].contains(view.kind) {
                out.append(
                    .invalid(
                        "invalid-content",
                        "view '\(name)' of cell '\(template.name)' is \(view.kind.article) \(view.kind.rawValue) and shows no text",
                        views: [owner], location: data.location ?? row.location))
            }
            if data.imagePath != nil, view.kind != .image {
                out.append(
                    .invalid(
                        "invalid-content",
                        "view '\(name)' of cell '\(template.name)' is \(view.kind.article) \(view.kind.rawValue), not an image view",
                        views: [owner], location: data.location ?? row.location))
            }
        }
        return out
    }

    private static func containsList(_ node: ViewNode) -> Bool {
        node.kind == .tableView || node.kind == .collectionView || node.subviews.contains(where: containsList)
    }
}
