import TrellisLayout

/// Reads `annotations:`, a list of figure annotations, each a mapping with one of these keys:
///
///     annotations:
///       - callout: "Hugging 251 wins"      # a bubble with a leader line to the view (or one of its anchors)
///         view: title
///         anchor: trailing                 # optional: any layout attribute (top, leading, centerY, …)
///       - badge: 1                         # a numbered disc at the view's top-leading corner
///         view: subtitle
///       - highlight: avatar                # the view outlined in the highlight colour
///       - caption: "Figure 2: …"           # a line of text under the canvas
///
/// View names are checked with the rest of the spec's references (unknown names are located errors).
extension DocumentParser {
    static let annotationKinds = ["callout", "badge", "highlight", "caption"]

    mutating func readAnnotations(_ node: SpecNode) throws -> [FigureAnnotation] {
        try reader.sequence(node, "annotations").map { item in
            let fields = try reader.mapping(item, "an annotation", keys: Self.annotationKinds + ["view", "anchor"])
            let kinds = Self.annotationKinds.filter { fields.has($0) }
            guard kinds.count == 1, let kind = kinds.first, let value = fields[kind] else {
                let found = kinds.isEmpty ? "none" : kinds.joined(separator: " and ")
                throw reader.error(
                    "an annotation needs exactly one of callout, badge, highlight, caption (found \(found))",
                    at: item)
            }
            let location = reader.location(item)
            switch kind {
            case "caption":
                try refuse(["view", "anchor"], in: fields, for: "a caption")
                return FigureAnnotation(.caption(try nonEmpty(value, "caption")), location: location)
            case "highlight":
                try refuse(["view", "anchor"], in: fields, for: "a highlight (write 'highlight: viewName')")
                return FigureAnnotation(.highlight(view: try viewName(value, "highlight")), location: location)
            case "badge":
                let label = try nonEmpty(value, "badge")
                guard label.count <= 3 else {
                    throw reader.error(
                        "a badge shows at most 3 characters (a number or a letter), found '\(label)'", at: value)
                }
                return FigureAnnotation(
                    .badge(label: label, target: try target(fields, item, "a badge")), location: location)
            default:
                return FigureAnnotation(
                    .callout(text: try nonEmpty(value, "callout"), target: try target(fields, item, "a callout")),
                    location: location)
            }
        }
    }

    private func refuse(_ keys: [String], in fields: Fields, for what: String) throws {
        for key in keys {
            if let keyNode = fields.keyNode(key) { throw reader.error("\(what) takes no '\(key)'", at: keyNode) }
        }
    }

    private func nonEmpty(_ node: SpecNode, _ what: String) throws -> String {
        let text = try reader.string(node, what)
        guard !text.trimmingSpaces().isEmpty else { throw reader.error("\(what) text is empty", at: node) }
        return text
    }

    private mutating func viewName(_ node: SpecNode, _ what: String) throws -> String {
        let name = try reader.string(node, what)
        references.append((name, reader.location(node)))
        return name
    }

    private mutating func target(_ fields: Fields, _ item: SpecNode, _ what: String) throws -> AnnotationTarget {
        guard let viewNode = fields["view"] else { throw reader.error("\(what) needs 'view: <name>'", at: item) }
        var target = AnnotationTarget(view: try viewName(viewNode, "view"))
        if let anchor = fields["anchor"] {
            target.anchor = try reader.choice(anchor, "anchor", LayoutAttribute.self)
        }
        return target
    }
}
