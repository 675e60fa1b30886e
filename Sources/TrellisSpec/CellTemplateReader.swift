import TrellisLayout

/// Cell templates (`cells:`) and rows (`rows:`, `sections:`, `items:`) of table and collection views.
///
/// Each template is read by a parser of its own, so its view names only need to be unique within the
/// template (every row of a feed has its own `title`), and `contentView` names the cell's content view.
/// Rows are checked against their templates as they are read: the template must exist, `data:` may only
/// name the template's views, text only for views that show text, images only for image views.
extension DocumentParser {
    static let templateKeys = [
        "accessoryType", "accessoryViewWidth", "selectionStyle", "frameLayout", "sizeThatFits",
        "background", "layoutMargins", "constraints", "subviews",
    ]
    static let rowKeys = ["cell", "data", "repeat", "selected"]
    static let dataKeys = ["text", "hidden", "image"]

    /// The `cells:` mapping: template name → template.
    func readTemplates(_ node: SpecNode, owner: String) throws -> [CellTemplate] {
        guard case .mapping(let mapping) = node else {
            throw reader.error(
                "cells of '\(owner)' must be a mapping of template names to cell templates, found "
                    + reader.describe(node), at: node)
        }
        var templates: [CellTemplate] = []
        for (keyNode, value) in mapping {
            let name = try reader.string(keyNode, "a cell template name")
            guard ConstraintTokenizer.isIdentifier(name) else {
                throw reader.error(
                    "'\(name)' can't be a cell template name: use letters, digits and '_', starting with a letter",
                    at: keyNode)
            }
            if templates.contains(where: { $0.name == name }) {
                throw reader.error("duplicate cell template '\(name)' in '\(owner)'", at: keyNode)
            }
            templates.append(try readTemplate(name: name, nameNode: keyNode, value))
        }
        return templates
    }

    private func readTemplate(name: String, nameNode: SpecNode, _ node: SpecNode) throws -> CellTemplate {
        let location = reader.location(nameNode)
        let content = ViewNode(name: "contentView", location: location)
        var template = CellTemplate(name: name, contentView: content, location: location)
        if reader.isNull(node) { return template }
        let fields = try reader.mapping(node, "cell template '\(name)'", keys: Self.templateKeys)
        if let v = fields["accessoryType"] {
            template.accessory = try reader.choice(v, "accessoryType", CellAccessory.self)
        }
        if let v = fields["accessoryViewWidth"] {
            template.accessoryViewWidth = try reader.nonNegative(v, "accessoryViewWidth")
        }
        if let v = fields["selectionStyle"] {
            template.selectionStyle = try reader.choice(
                v, "selectionStyle", CellSelectionStyle.self)
        }
        if let v = fields["frameLayout"] { template.enforceFrameLayout = try reader.bool(v, "frameLayout") }
        if let v = fields["sizeThatFits"] { template.sizeThatFits = try readCellSizeThatFits(v) }
        if let v = fields["background"] {
            let color = try appearanceColor(v, key: "background", fields)
            (template.contentView.background, template.contentView.darkBackground) = (color.light, color.dark)
        }
        if let v = fields["layoutMargins"] { template.contentMargins = try reader.insets(v, "layoutMargins") }
        // The template's own namespace: `contentView` plus its subviews.
        var sub = DocumentParser(source: reader.source)
        sub.declared["contentView"] = location
        sub.declaredOrder.append("contentView")
        sub.metrics = metrics
        sub.viewTree = (fields["subviews"], .view("contentView"), "contentView")
        if let v = fields["subviews"] {
            template.contentView.subviews = try sub.readViews(v, what: "subviews of cell '\(name)'")
        }
        if let v = fields["constraints"] {
            template.contentView.constraints = try sub.readConstraints(v, owner: "contentView")
        }
        try sub.checkReferences()
        if let nested = Self.firstList(in: template.contentView.subviews) {
            throw reader.source.error(
                "cell '\(name)' contains \(nested.kind.rawValue) '\(nested.name)': a table or collection "
                    + "view can't be nested in a cell", at: nested.location)
        }
        if case .sum(let names, _)? = template.sizeThatFits {
            let known = template.viewNames
            for n in names where !known.contains(n) {
                throw reader.error(
                    "sizeThatFits of cell '\(name)' sums view '\(n)', which the cell doesn't have"
                        + Suggestion.hint(for: n, among: known), at: fields["sizeThatFits"] ?? node)
            }
        }
        return template
    }

    private static func firstList(in nodes: [ViewNode]) -> ViewNode? {
        for n in nodes {
            if n.kind == .tableView || n.kind == .collectionView { return n }
            if let found = firstList(in: n.subviews) { return found }
        }
        return nil
    }

    /// `sizeThatFits: 80` (a fixed height) or `{sum: [title, body], plus: 40}` (FDTemplateLayoutCell's demo).
    private func readCellSizeThatFits(_ node: SpecNode) throws -> CellSizeThatFits {
        if case .scalar = node { return .height(try reader.nonNegative(node, "sizeThatFits height")) }
        let fields = try reader.mapping(node, "sizeThatFits", keys: ["height", "sum", "plus"])
        if let h = fields["height"] {
            guard !fields.has("sum") else {
                throw reader.error("sizeThatFits takes 'height' or 'sum', not both", at: node)
            }
            return .height(try reader.nonNegative(h, "sizeThatFits height"))
        }
        guard let sum = fields["sum"] else {
            throw reader.error(
                "sizeThatFits needs 'height: <points>' or 'sum: [view, …]' (plus 'plus: <points>')", at: node)
        }
        let names = try reader.sequence(sum, "sizeThatFits sum").map { try reader.string($0, "a view name") }
        let plus = try fields["plus"].map { try reader.number($0, "sizeThatFits plus") } ?? 0
        return .sum(views: names, plus: plus)
    }

    // MARK: Rows

    /// A list of rows; `repeat: N` expands a row N times with `{i}` (1…N) substituted in its texts, and a list
    /// value (`text: [a, b]`) taking element (i − 1) mod count. `budget` is how many rows may still be added.
    func readRows(_ node: SpecNode, templates: [CellTemplate], owner: String, budget: inout Int, limit: Int) throws
        -> [CellRow]
    {
        var rows: [CellRow] = []
        for item in try reader.sequence(node, "rows of '\(owner)'") {
            let fields = try reader.mapping(item, "a row", keys: Self.rowKeys)
            var count = 1
            if let r = fields["repeat"] {
                count = try reader.integer(r, "repeat", minimum: 0)
                guard count <= budget else {
                    throw reader.error(
                        "repeat: \(count) makes '\(owner)' longer than its limit of \(limit) rows (every row is "
                            + "laid out); raise the limit with 'rowLimit: <n>' on '\(owner)'", at: r)
                }
            } else if budget < 1 {
                throw reader.error(
                    "'\(owner)' has more than its limit of \(limit) rows (every row is laid out); raise the "
                        + "limit with 'rowLimit: <n>' on '\(owner)'", at: item)
            }
            budget -= count
            let template = try templateNamed(fields, item: item, templates: templates, owner: owner)
            let data = try fields["data"].map { try readData($0, template: template) } ?? []
            let location = reader.location(item)
            let repeated = fields.has("repeat")
            let selected = try fields["selected"].map { try reader.bool($0, "selected") } ?? false
            for i in 1...max(1, count) where count > 0 {
                var values: [String: CellViewData] = [:]
                for d in data {
                    values[d.view] = d.value(at: i, substituting: repeated)
                }
                rows.append(CellRow(cell: template.name, data: values, isSelected: selected, location: location))
            }
        }
        return rows
    }

    /// A header or footer: a title string, or `{template: name, data: …}`.
    func readSupplement(_ node: SpecNode, what: String, templates: [CellTemplate], owner: String) throws
        -> SectionSupplement
    {
        if case .scalar = node { return .title(try reader.string(node, what)) }
        let fields = try reader.mapping(node, what, keys: ["title", "template", "data"])
        if let title = fields["title"] {
            guard !fields.has("template") else {
                throw reader.error("\(what) takes 'title' or 'template', not both", at: node)
            }
            return .title(try reader.string(title, "\(what) title"))
        }
        guard let nameNode = fields["template"] else {
            throw reader.error(
                "\(what) needs a title (\(what): Some text) or 'template: <cell template name>'", at: node)
        }
        let template = try lookUp(nameNode, templates: templates, owner: owner)
        let data = try fields["data"].map { try readData($0, template: template) } ?? []
        var values: [String: CellViewData] = [:]
        for d in data { values[d.view] = d.value(at: 1, substituting: false) }
        return .template(CellRow(cell: template.name, data: values, location: reader.location(node)))
    }

    private func templateNamed(_ fields: Fields, item: SpecNode, templates: [CellTemplate], owner: String) throws
        -> CellTemplate
    {
        guard let nameNode = fields["cell"] else {
            throw reader.error(
                "a row needs 'cell: <template name>'"
                    + (templates.isEmpty
                        ? ""
                        : " (one of: "
                            + templates.map(\.name).joined(separator: ", ") + ")"),
                at: item)
        }
        return try lookUp(nameNode, templates: templates, owner: owner)
    }

    private func lookUp(_ nameNode: SpecNode, templates: [CellTemplate], owner: String) throws -> CellTemplate {
        let name = try reader.string(nameNode, "cell")
        guard let template = templates.first(where: { $0.name == name }) else {
            let names = templates.map(\.name)
            throw reader.error(
                "'\(owner)' has no cell template '\(name)'\(Suggestion.hint(for: name, among: names))"
                    + (names.isEmpty
                        ? "; declare templates under 'cells:'" : "; templates: " + names.joined(separator: ", ")),
                at: nameNode)
        }
        return template
    }

    /// One view's data in a row, before `repeat` expansion: each value is one value or a list to cycle through.
    struct RowDataEntry {
        var view: String
        var texts: [String]?
        var hidden: [Bool]?
        var images: [String]?
        var location: SourceLocation?

        /// `text` with every `{i}` replaced by `i`, by a byte scan (run for every row of a table).
        static func substitute(_ text: String, _ i: Int) -> String {
            let bytes = Array(text.utf8)
            guard bytes.count >= 3 else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 4)
            var matched = false
            var k = 0
            while k < bytes.count {
                if k + 2 < bytes.count, bytes[k] == UInt8(ascii: "{"), bytes[k + 1] == UInt8(ascii: "i"),
                    bytes[k + 2] == UInt8(ascii: "}")
                {
                    out.append(contentsOf: String(i).utf8)
                    k += 3
                    matched = true
                } else {
                    out.append(bytes[k])
                    k += 1
                }
            }
            return matched ? String(decoding: out, as: UTF8.self) : text
        }

        func value(at i: Int, substituting: Bool) -> CellViewData {
            func pick<T>(_ list: [T]?) -> T? { list.flatMap { $0.isEmpty ? nil : $0[(i - 1) % $0.count] } }
            var text = pick(texts)
            if substituting { text = text.map { Self.substitute($0, i) } }
            return CellViewData(text: text, hidden: pick(hidden), imagePath: pick(images), location: location)
        }
    }

    /// `data: {view: {text, hidden, image}}`; `view: some text` is short for `{text: some text}`.
    private func readData(_ node: SpecNode, template: CellTemplate) throws -> [RowDataEntry] {
        guard case .mapping(let mapping) = node else {
            throw reader.error(
                "data must map view names of cell '\(template.name)' to {text, hidden, image}, found "
                    + reader.describe(node), at: node)
        }
        var entries: [RowDataEntry] = []
        let names = template.viewNames.filter { $0 != template.contentView.name }
        for (keyNode, value) in mapping {
            let viewName = try reader.string(keyNode, "a view name")
            guard let view = template.contentView.descendant(named: viewName), viewName != template.contentView.name
            else {
                throw reader.error(
                    "cell '\(template.name)' has no view '\(viewName)'\(Suggestion.hint(for: viewName, among: names))"
                        + (names.isEmpty ? "" : "; its views: " + names.joined(separator: ", ")), at: keyNode)
            }
            if entries.contains(where: { $0.view == viewName }) {
                throw reader.error("duplicate key '\(viewName)' in data", at: keyNode)
            }
            var entry = RowDataEntry(view: viewName, location: reader.location(keyNode))
            let showsText: Set<ViewKind> = [.label, .button, .textView, .textField]
            func texts(_ n: SpecNode) throws -> [String] {
                guard showsText.contains(view.kind) else {
                    throw reader.error(
                        "view '\(viewName)' of cell '\(template.name)' is \(view.kind.article) \(view.kind.rawValue) and shows no text",
                        at: n)
                }
                return try listOrOne(n, "text") { try reader.string($0, "text") }
            }
            if case .mapping = value {
                let fields = try reader.mapping(value, "data of '\(viewName)'", keys: Self.dataKeys)
                if let t = fields["text"] { entry.texts = try texts(t) }
                if let h = fields["hidden"] {
                    entry.hidden = try listOrOne(h, "hidden") { try reader.bool($0, "hidden") }
                }
                if let image = fields["image"] {
                    guard view.kind == .image else {
                        throw reader.error(
                            "view '\(viewName)' of cell '\(template.name)' is \(view.kind.article) \(view.kind.rawValue), not an image view",
                            at: image)
                    }
                    entry.images = try listOrOne(image, "image") { try imagePath($0) }
                }
            } else {
                entry.texts = try texts(value)
            }
            entries.append(entry)
        }
        return entries
    }

    private func listOrOne<T>(_ node: SpecNode, _ what: String, _ read: (SpecNode) throws -> T) throws -> [T] {
        if case .sequence = node {
            let items = try reader.sequence(node, what).map(read)
            guard !items.isEmpty else { throw reader.error("\(what) list is empty", at: node) }
            return items
        }
        return [try read(node)]
    }
}
