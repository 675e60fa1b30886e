import TrellisLayout

/// Reads the keys of the page control, search bar, date picker and picker view (`SelectionControls`).
extension DocumentParser {
    /// Their keys and the kinds each applies to (`controlKindKeys`; `style` is listed there, and
    /// `placeholder` is also a text field's key).
    static let selectionControlKeys: [(key: String, kinds: [ViewKind])] = [
        ("pages", [.pageControl]), ("currentPage", [.pageControl]), ("placeholder", [.searchBar]),
        ("scopes", [.searchBar]), ("mode", [.datePicker]), ("components", [.pickerView]),
    ]

    /// The control kinds a key shared with the table or text-field keys also applies to.
    static func controlKinds(of key: String) -> [ViewKind] {
        kindKeys.first { $0.key == key }?.kinds ?? []
    }

    func readSelectionControl(_ fields: Fields, into view: inout ViewNode, name: String) throws {
        var selection = view.control.selection
        switch view.kind {
        case .pageControl:
            if let node = fields["pages"] {
                selection.pages = try bounded(node, "pages", maximum: SelectionControls.maximumPages, minimum: 0)
            }
            if let node = fields["currentPage"] {
                let page = try reader.integer(node, "currentPage", minimum: 0)
                guard page < max(selection.pages, 1) else {
                    throw reader.error(
                        "currentPage \(page) is past the last of \(selection.pages) pages of '\(name)'", at: node)
                }
                selection.currentPage = page
            }
        case .searchBar:
            if let node = fields["placeholder"] { view.placeholder = try reader.string(node, "placeholder") }
            if let node = fields["style"] {
                selection.searchBarStyle = try reader.choice(
                    node, "search bar style", SelectionControls.SearchBarStyle.self)
            }
            if let node = fields["scopes"] {
                let items = try reader.sequence(node, "scopes")
                guard !items.isEmpty else {
                    throw reader.error(
                        "'\(name)' has an empty scope list: give the scope bar's titles, or leave 'scopes' out for none",
                        at: node)
                }
                selection.scopes = try items.map { try reader.string($0, "scope title") }
            }
        case .datePicker:
            if let node = fields["style"] {
                selection.datePickerStyle = try reader.choice(
                    node, "date picker style", SelectionControls.DatePickerStyle.self)
            }
            if let node = fields["mode"] {
                selection.datePickerMode = try reader.choice(
                    node, "date picker mode", SelectionControls.DatePickerMode.self)
            }
        case .pickerView:
            if let node = fields["components"] { selection.components = try components(node, name: name) }
        default:
            return
        }
        view.control.selection = selection
    }

    /// A whole number from `minimum` to `maximum`.
    private func bounded(_ node: SpecNode, _ what: String, maximum: Int, minimum: Int) throws -> Int {
        let value = try reader.integer(node, what, minimum: minimum)
        guard value <= maximum else {
            throw reader.error("\(what) \(value) is more than Trellis draws (at most \(maximum))", at: node)
        }
        return value
    }

    /// A picker view's components: a count of untitled components, or a list of each one's row titles.
    private func components(_ node: SpecNode, name: String) throws -> [[String]] {
        if case .scalar = node {
            let count = try bounded(node, "components", maximum: SelectionControls.maximumComponents, minimum: 1)
            return Array(repeating: [], count: count)
        }
        let items = try reader.sequence(node, "components")
        guard !items.isEmpty else {
            throw reader.error("'\(name)' has an empty component list: a picker view needs a component", at: node)
        }
        guard items.count <= SelectionControls.maximumComponents else {
            throw reader.error(
                "components: \(items.count) is more than Trellis draws (at most \(SelectionControls.maximumComponents))",
                at: node)
        }
        return try items.map { item in
            try reader.sequence(item, "a component's rows").map { try reader.string($0, "row title") }
        }
    }
}
