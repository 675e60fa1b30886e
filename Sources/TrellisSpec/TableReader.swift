import TrellisLayout

/// The keys of `kind: tableView`, `kind: collectionView` and `kind: textField`.
extension DocumentParser {
    static let tableKeys = [
        "style", "rowHeight", "estimatedRowHeight", "heightMode", "separatorStyle", "separatorInset",
        "contentInset", "contentOffset", "cells", "sections", "rows", "rowLimit", "selectedRows", "tableFooterView",
    ]
    static let collectionKeys = [
        "itemSize", "estimatedItemSize", "minimumInteritemSpacing", "minimumLineSpacing",
        "sectionInset", "scrollDirection", "items",
    ]
    static let textFieldKeys = ["placeholder", "borderStyle"]

    /// Every key above with the kinds it applies to (`allowedKeys`).
    static let listKindKeys: [String: [ViewKind]] = Dictionary(
        uniqueKeysWithValues: tableKeys.map { key in
            (
                key,
                ["cells", "sections", "contentOffset", "rowLimit"].contains(key)
                    ? [ViewKind.tableView, .collectionView] : [.tableView]
            )
        }
        .map { key, kinds in (key, kinds + controlKinds(of: key)) }
            + collectionKeys.map { ($0, [ViewKind.collectionView]) }
            + textFieldKeys.map { key in (key, [ViewKind.textField] + controlKinds(of: key)) }
            + kindKeys.filter { !tableKeys.contains($0.key) && !textFieldKeys.contains($0.key) })

    /// The signatures of `listKindKeys` (`Fields.signature`): a view's other keys — nearly all — are
    /// turned away without hashing them.
    private static let listKindKeySignatures = listKindKeys.keys.reduce(UInt64(0)) { $0 | Fields.signature($1) }

    /// The keys of a view mapping: `viewKeys` after its kind's table, collection or text-field keys.
    private static let plainViewKeys = AllowedKeys(viewKeys)
    private static let tableViewKeys = AllowedKeys(tableKeys + viewKeys)
    private static let collectionViewKeys = AllowedKeys(
        collectionKeys + ["cells", "sections", "contentOffset", "rowLimit"] + viewKeys)
    private static let textFieldViewKeys = AllowedKeys(textFieldKeys + viewKeys)
    /// Each control kind's keys (`kindKeys`) before `viewKeys`.
    private static let controlViewKeys: [ViewKind: AllowedKeys] = Dictionary(
        grouping: kindKeys.flatMap { entry in entry.kinds.map { ($0, entry.key) } }, by: \.0
    )
    .filter { $0.key != .tableView }
    .mapValues { AllowedKeys($0.map(\.1) + viewKeys) }

    /// The keys a view mapping may write: `viewKeys` and its kind's table, collection or text-field keys.
    /// One of those on a view of another kind is an error here, naming the kinds it applies to (so that the
    /// keys of every other view stay out of "expected one of" lists).
    func allowedKeys(_ node: SpecNode, of name: String) throws -> AllowedKeys {
        guard case .mapping(let mapping) = node else { return Self.plainViewKeys }
        var kind = ViewKind.view
        for (key, value) in mapping where key.scalar?.string == "kind" {
            kind = value.scalar.flatMap { ViewKind(rawValue: $0.string) } ?? kind
        }
        for (key, _) in mapping {
            guard let text = key.scalar?.string, Self.listKindKeySignatures & Fields.signature(text) != 0,
                let kinds = Self.listKindKeys[text], !kinds.contains(kind)
            else {
                continue
            }
            throw reader.error(
                "'\(text)' applies to \(kinds.map(\.rawValue).joined(separator: ", ")) views, but '\(name)' is "
                    + "\(kind.article) \(kind.rawValue)", at: key)
        }
        switch kind {
        case .tableView: return Self.tableViewKeys
        case .collectionView: return Self.collectionViewKeys
        case .textField: return Self.textFieldViewKeys
        default: return Self.controlViewKeys[kind] ?? Self.plainViewKeys
        }
    }

    /// The table, collection or text field configuration of a view of that kind.
    func readListOrField(_ fields: Fields, into view: inout ViewNode) throws {
        switch view.kind {
        case .tableView, .collectionView:
            if let keyNode = fields.keyNode("subviews") {
                throw reader.error(
                    "a \(view.kind.rawValue) has no subviews: its content is its rows (write 'cells:' and '"
                        + (view.kind == .tableView ? "rows" : "items") + ":')", at: keyNode)
            }
            if view.kind == .tableView {
                try readTable(fields, into: &view)
            } else {
                try readCollection(fields, into: &view)
            }
        case .textField:
            try readTextField(fields, into: &view)
        default:
            break
        }
    }

    func readTable(_ fields: Fields, into view: inout ViewNode) throws {
        var config = TableConfiguration()
        let name = view.name
        if let v = fields["style"] {
            config.style = try reader.choice(v, "table style", TableStyle.self)
        }
        if let v = fields["rowHeight"] {
            if case .scalar(let s) = v, s.string == "automatic" || s.string == "automaticDimension" {
                config.rowHeight = .automatic
            } else {
                config.rowHeight = .points(try reader.nonNegative(v, "rowHeight (a number of points, or automatic)"))
            }
        }
        if let v = fields["estimatedRowHeight"] {
            if case .scalar(let s) = v, s.string == "automatic" {
                config.estimatedRowHeight = nil
            } else {
                config.estimatedRowHeight = try reader.nonNegative(v, "estimatedRowHeight")
            }
        }
        if let v = fields["heightMode"] {
            config.heightMode = try reader.choice(v, "heightMode", CellHeightMode.self)
        }
        if let v = fields["separatorStyle"] {
            config.separatorStyle = try reader.choice(
                v, "separatorStyle", SeparatorStyle.self)
        }
        if let v = fields["separatorInset"] {
            let insets = try reader.insets(v, "separatorInset")
            // UIKit honours only the left and right insets (environment-facts §4.3).
            config.separatorInset = EdgeInsets(left: insets.left, right: insets.right)
        }
        if let v = fields["contentInset"] { config.contentInset = try reader.insets(v, "contentInset") }
        if let v = fields["contentOffset"] { config.contentOffset = try offset(v) }
        if let v = fields["rowLimit"] { config.rowLimit = try rowLimit(v) }
        config.templates = try fields["cells"].map { try readTemplates($0, owner: name) } ?? []
        config.sections = try readSections(
            fields, rowsKey: "rows", templates: config.templates, owner: name,
            limit: config.rowLimit, allowSupplements: true)
        if let v = fields["selectedRows"] { try select(v, in: &config.sections, owner: name) }
        if let v = fields["tableFooterView"] {
            config.tableFooterView = try tableFooterView(v, config: config, owner: name)
        }
        view.table = config
    }

    /// `selectedRows: [2, "1.0"]`: rows to mark selected, each a row of the first section or `"section.row"`
    /// (zero-based, as in an `IndexPath`).
    private func select(_ node: SpecNode, in sections: inout [CellSection], owner: String) throws {
        for item in try reader.sequence(node, "selectedRows") {
            let text = try reader.string(item, "a selected row")
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            let (section, row): (Int?, Int?) =
                parts.count == 1 ? (0, parts[0]) : parts.count == 2 ? (parts[0], parts[1]) : (nil, nil)
            guard let section, let row else {
                throw reader.error(
                    "a selected row is a row number (3) or \"section.row\" (\"1.2\"), found \(reader.describe(item))",
                    at: item)
            }
            guard sections.indices.contains(section), sections[section].rows.indices.contains(row) else {
                let counts = sections.map { String($0.rows.count) }.joined(separator: ", ")
                throw reader.error(
                    "'\(owner)' has no row \(section).\(row) to select (rows per section: \(counts.isEmpty ? "none" : counts))",
                    at: item)
            }
            sections[section].rows[row].isSelected = true
        }
    }

    /// `tableFooterView: empty` (UIKit's `UIView()`), `none`, or `{template: name, data: …}`.
    private func tableFooterView(_ node: SpecNode, config: TableConfiguration, owner: String) throws -> TableFooterView?
    {
        if case .scalar(let s) = node, s.string == "empty" { return .empty }
        if case .scalar(let s) = node, s.string == "none" { return nil }
        guard case .mapping = node,
            case .template(let row) = try readSupplement(
                node, what: "tableFooterView", templates: config.templates, owner: owner)
        else {
            throw reader.error(
                "tableFooterView is empty (an empty UIView), none, or {template: <cell template>, data: …}, found "
                    + reader.describe(node), at: node)
        }
        return .template(row)
    }

    func readCollection(_ fields: Fields, into view: inout ViewNode) throws {
        var config = CollectionConfiguration()
        let name = view.name
        if let v = fields["itemSize"] {
            if case .scalar(let s) = v, s.string == "automatic" {
                config.itemSize = nil
                config.selfSizing = true
            } else {
                config.itemSize = try reader.size(v, "itemSize", read: reader.nonNegative)
            }
        }
        if let v = fields["estimatedItemSize"] {
            if case .scalar(let s) = v, s.string == "automatic" {
                config.selfSizing = true
            } else if case .scalar(let s) = v, s.string == "none" {
                config.selfSizing = false
            } else {
                throw reader.error(
                    "estimatedItemSize must be automatic (self-sizing cells) or none, found \(reader.describe(v))",
                    at: v)
            }
        }
        if let v = fields["minimumInteritemSpacing"] {
            config.minimumInteritemSpacing = try reader.nonNegative(v, "minimumInteritemSpacing")
        }
        if let v = fields["minimumLineSpacing"] {
            config.minimumLineSpacing = try reader.nonNegative(v, "minimumLineSpacing")
        }
        if let v = fields["sectionInset"] { config.sectionInset = try reader.insets(v, "sectionInset") }
        if let v = fields["scrollDirection"] {
            config.scrollDirection = try reader.choice(
                v, "scrollDirection", ScrollDirection.self)
        }
        if let v = fields["contentOffset"] { config.contentOffset = try offset(v) }
        if let v = fields["rowLimit"] { config.rowLimit = try rowLimit(v) }
        config.templates = try fields["cells"].map { try readTemplates($0, owner: name) } ?? []
        config.sections = try readSections(
            fields, rowsKey: "items", templates: config.templates, owner: name,
            limit: config.rowLimit, allowSupplements: false)
        view.collection = config
    }

    func readTextField(_ fields: Fields, into view: inout ViewNode) throws {
        if let v = fields["placeholder"] { view.placeholder = try reader.string(v, "placeholder") }
        if let v = fields["borderStyle"] {
            view.borderStyle = try reader.choice(
                v, "borderStyle", TextFieldBorderStyle.self)
        }
    }

    /// `rowLimit:`, at most `TableConfiguration.maximumRowLimit` (every row is kept in memory and laid out).
    private func rowLimit(_ node: SpecNode) throws -> Int {
        let value = try reader.integer(node, "rowLimit", minimum: 0)
        guard value <= TableConfiguration.maximumRowLimit else {
            throw reader.error(
                "rowLimit \(value) is more than Trellis lays out (at most \(TableConfiguration.maximumRowLimit) rows)",
                at: node)
        }
        return value
    }

    /// `contentOffset: {x, y}` (missing axes 0).
    private func offset(_ node: SpecNode) throws -> Point {
        let fields = try reader.mapping(node, "contentOffset", keys: ["x", "y"])
        return Point(
            x: try fields["x"].map { try reader.number($0, "contentOffset x") } ?? 0,
            y: try fields["y"].map { try reader.number($0, "contentOffset y") } ?? 0)
    }

    /// `rows:` (one section) or `sections:` (each with `rows:` and, for tables, `header:`/`footer:`).
    private func readSections(
        _ fields: Fields, rowsKey: String, templates: [CellTemplate], owner: String, limit: Int,
        allowSupplements: Bool
    ) throws -> [CellSection] {
        var budget = limit
        if let rows = fields[rowsKey] {
            if let sections = fields.keyNode("sections") {
                throw reader.error("write either '\(rowsKey):' (one section) or 'sections:', not both", at: sections)
            }
            return [
                CellSection(
                    rows: try readRows(rows, templates: templates, owner: owner, budget: &budget, limit: limit),
                    location: reader.location(rows))
            ]
        }
        guard let list = fields["sections"] else { return [] }
        let keys = allowSupplements ? [rowsKey, "header", "footer"] : [rowsKey]
        return try reader.sequence(list, "sections of '\(owner)'").map { item in
            let section = try reader.mapping(item, "a section", keys: keys)
            var result = CellSection(location: reader.location(item))
            if let rows = section[rowsKey] {
                result.rows = try readRows(rows, templates: templates, owner: owner, budget: &budget, limit: limit)
            }
            if let h = section["header"] {
                result.header = try readSupplement(h, what: "header", templates: templates, owner: owner)
            }
            if let f = section["footer"] {
                result.footer = try readSupplement(f, what: "footer", templates: templates, owner: owner)
            }
            return result
        }
    }
}
