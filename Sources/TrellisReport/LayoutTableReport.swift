import TrellisLayout

/// The rows of table and collection views in `trellis layout`'s reports: each row's frame (in the table's
/// content coordinates), height, content view size, how its height was found and whether it shows at the
/// content offset; the distinct cell layouts; and the cache's counts.
enum LayoutTableReport {
    // MARK: Text

    static func text(_ layout: SolvedLayout) -> String {
        var out = ""
        for view in layout.views {
            guard let table = view.table else { continue }
            let n = LayoutTextReport.number
            let kind = table.kind == .table ? "table" : "collection"
            out +=
                "\n\(kind) \(view.name): \(table.style.rawValue), content \(n(table.contentSize.width)) × "
                + "\(n(table.contentSize.height)), offset (\(n(table.contentOffset.x)), \(n(table.contentOffset.y))); "
                + "\(table.cells.count) \(table.kind == .table ? "rows" : "items"), \(table.stats.layouts) cell layouts, "
                + "\(table.stats.cacheHits) cache hits"
                + (table.stats.fallbacks > 0 ? ", \(table.stats.fallbacks) at the 44 pt fallback" : "")
                + (table.stats.estimated > 0
                    ? ", \(table.stats.estimated) off screen at the estimated height (not laid out)" : "")
                + (table.fillerSeparators.isEmpty ? "" : ", \(table.fillerSeparators.count) filler separators")
                + "\n"
            var entries: [(y: Double, order: Int, row: [String])] = []
            for s in table.supplements {
                entries.append(
                    (
                        s.frame.minY, entries.count,
                        [
                            "  \(s.section) \(s.kind.rawValue)",
                            s.title.map {
                                "\"" + ($0.text.count > 24 ? String($0.text.prefix(23)) + "…" : $0.text) + "\""
                            } ?? (s.layout == nil ? "empty" : "template"),
                            rect(s.frame), n(s.frame.height), "", "", s.isVisible ? "yes" : "no",
                        ]
                    ))
            }
            for c in table.cells {
                entries.append(
                    (
                        c.frame.minY, entries.count,
                        [
                            "  \(c.section).\(c.index)", c.template, rect(c.frame), n(c.height),
                            "\(n(c.contentFrame.width)) × \(n(c.contentFrame.height))", c.heightSource.rawValue,
                            (c.isVisible ? "yes" : "no") + (c.isSelected ? ", selected" : ""),
                        ]
                    ))
            }
            // In content order (headers before their rows); ties keep the order above (stable).
            entries.sort { $0.y != $1.y ? $0.y < $1.y : $0.order < $1.order }
            let rows =
                [["  row", "cell", "frame", "height", "content view", "height from", "shown"]] + entries.map(\.row)
            out += LayoutTextReport.table(rows)
        }
        return out
    }

    private static func rect(_ r: Rect) -> String {
        let n = LayoutTextReport.number
        return "(\(n(r.minX)), \(n(r.minY))) \(n(r.width)) × \(n(r.height))"
    }

    // MARK: JSON

    /// `{"kind", "style", "contentSize", "contentOffset",
    ///   "stats": {"layouts", "cacheHits", "fallbacks", "estimated"},
    ///   "rows": [{"section", "row", "cell", "frame", "height", "contentView", "accessory", "heightSource",
    ///             "visible", "selected", "layout" (null when estimated)}],
    ///   "fillerSeparators": [frame],
    ///   "supplements": [{"kind", "section", "frame", "title", "layout", "visible"}],
    ///   "layouts": [{"cell", "size", "views": [{"name", "superview", "frame"}]}]}`
    /// Collection views use the same shape (their items under "rows").
    static func json(_ table: SolvedTable) -> JSONValue {
        func rect(_ r: Rect) -> JSONValue {
            .object([
                ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)),
                ("height", .number(r.height)),
            ])
        }
        func size(_ s: Size) -> JSONValue { .object([("width", .number(s.width)), ("height", .number(s.height))]) }
        return .object([
            ("kind", .string(table.kind.rawValue)),
            ("style", .string(table.style.rawValue)),
            ("contentSize", size(table.contentSize)),
            ("contentOffset", .object([("x", .number(table.contentOffset.x)), ("y", .number(table.contentOffset.y))])),
            (
                "stats",
                .object([
                    ("layouts", .number(Double(table.stats.layouts))),
                    ("cacheHits", .number(Double(table.stats.cacheHits))),
                    ("fallbacks", .number(Double(table.stats.fallbacks))),
                    ("estimated", .number(Double(table.stats.estimated))),
                ])
            ),
            (
                "rows",
                .array(
                    table.cells.map { c in
                        .object([
                            ("section", .number(Double(c.section))), ("row", .number(Double(c.index))),
                            ("cell", .string(c.template)), ("frame", rect(c.frame)), ("height", .number(c.height)),
                            ("contentView", rect(c.contentFrame)), ("accessory", .string(c.accessory.rawValue)),
                            ("heightSource", .string(c.heightSource.rawValue)), ("visible", .bool(c.isVisible)),
                            ("selected", .bool(c.isSelected)),
                            ("layout", c.layout.map { .number(Double($0)) } ?? .null),
                        ])
                    })
            ),
            ("fillerSeparators", .array(table.fillerSeparators.map(rect))),
            (
                "supplements",
                .array(
                    table.supplements.map { s in
                        .object([
                            ("kind", .string(s.kind.rawValue)), ("section", .number(Double(s.section))),
                            ("frame", rect(s.frame)),
                            ("title", s.title.map { .string($0.text) } ?? .null),
                            ("layout", s.layout.map { .number(Double($0)) } ?? .null), ("visible", .bool(s.isVisible)),
                        ])
                    })
            ),
            (
                "layouts",
                .array(
                    table.layouts.map { l in
                        .object([
                            ("cell", .string(l.template)), ("size", size(l.size)),
                            (
                                "views",
                                .array(
                                    l.views.map { v in
                                        .object([
                                            ("name", .string(v.name)),
                                            ("superview", v.superview.map(JSONValue.string) ?? .null),
                                            ("frame", rect(v.frame)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
