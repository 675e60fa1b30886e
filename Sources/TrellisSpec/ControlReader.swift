import TrellisLayout

/// Reads the keys of the control and bar kinds (`ControlConfiguration`).
extension DocumentParser {
    /// The control keys and the kinds each applies to, allowed and checked with the table, collection and
    /// text-field keys (`allowedKeys`). `style` is also a table view's key (`tableKeys`): each kind reads
    /// its own meaning.
    static let controlKindKeys: [(key: String, kinds: [ViewKind])] =
        [
            ("style", [.activityIndicator, .searchBar, .datePicker]), ("segments", [.segmentedControl]),
            ("segmentWidths", [.segmentedControl]), ("selectedSegment", [.segmentedControl]),
            ("largeTitle", [.navigationBar]), ("design", [.switch, .slider, .searchBar]),
        ] + selectionControlKeys

    /// The kinds some control key applies to: a view of any other kind has none to read (`allowedKeys`
    /// refuses them), and most views are of other kinds.
    static let kindsWithControlKeys = Set(controlKindKeys.flatMap(\.kinds))

    func readControl(_ fields: Fields, into view: inout ViewNode, name: String) throws {
        guard Self.kindsWithControlKeys.contains(view.kind) else { return }
        var control = view.control
        if view.kind == .activityIndicator, let node = fields["style"] {
            control.activityIndicatorStyle = try reader.choice(
                node, "activity indicator style", ControlConfiguration.ActivityIndicatorStyle.self)
        }
        if let node = fields["segments"] {
            let items = try reader.sequence(node, "segments")
            guard !items.isEmpty else {
                throw reader.error("'\(name)' has an empty segment list: a segmented control needs a segment", at: node)
            }
            control.segments = try items.map(segment)
        }
        if let node = fields["segmentWidths"] {
            control.segmentWidths = try reader.choice(node, "segmentWidths", ControlConfiguration.SegmentWidths.self)
        }
        if let node = fields["selectedSegment"] {
            if reader.isNull(node) {
                control.selectedItem = nil
            } else {
                let index = try reader.integer(node, "selectedSegment", minimum: 0)
                guard index < max(control.segments.count, 1) else {
                    throw reader.error(
                        "selectedSegment \(index) is past the last of \(control.segments.count) segments", at: node)
                }
                control.selectedItem = index
            }
        }
        if let node = fields["design"] {
            control.design = try reader.choice(node, "control design", ControlConfiguration.ControlDesign.self)
        }
        if let node = fields["largeTitle"] { control.prefersLargeTitles = try reader.bool(node, "largeTitle") }
        if view.kind == .segmentedControl, control.segments.isEmpty, let kind = fields.keyNode("kind") {
            throw reader.error(
                "segmented control '\(name)' needs 'segments': a list of titles or {title, image: {width, height}}",
                at: kind)
        }
        view.control = control
        try readSelectionControl(fields, into: &view, name: name)
    }

    /// One segment: a title, or `{title, image: {width, height}}` (an image of that size in points).
    private func segment(_ node: SpecNode) throws -> ControlConfiguration.Segment {
        if case .scalar = node { return ControlConfiguration.Segment(title: try reader.string(node, "segment title")) }
        let fields = try reader.mapping(node, "segment", keys: ["title", "image"])
        let title = try fields["title"].map { try reader.string($0, "segment title") }
        let image = try fields["image"].map { try reader.size($0, "segment image", read: reader.nonNegative) }
        guard title != nil || image != nil else {
            throw reader.error("a segment needs a 'title' or an 'image'", at: node)
        }
        return ControlConfiguration.Segment(title: title, imageSize: image)
    }
}
