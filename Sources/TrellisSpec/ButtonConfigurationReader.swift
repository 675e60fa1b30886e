import TrellisLayout
import TrellisText

/// Reads a configuration button's keys (`ButtonConfiguration`) and SF Symbol images (`SymbolImage`).
extension DocumentParser {
    /// The keys of a `UIButton.Configuration` button; every one but `configuration` needs it.
    static let buttonConfigurationKeys = [
        "configuration", "buttonSize", "contentInsets", "subtitle", "titlePadding", "imagePadding", "imagePlacement",
    ]

    /// The keys only some kinds take besides the table, collection and text-field keys: the controls' and
    /// the configuration buttons'.
    static let kindKeys = controlKindKeys + buttonConfigurationKeys.map { ($0, [ViewKind.button]) }

    /// The keys of an `image: {symbol: …}` mapping.
    static let symbolImageKeys = ["symbol", "pointSize", "weight", "scale", "aspectRatio"]

    func readButtonConfiguration(_ fields: Fields, into view: inout ViewNode, name: String) throws {
        guard view.kind == .button else { return }
        guard let styleNode = fields["configuration"] else {
            for key in Self.buttonConfigurationKeys.dropFirst() {
                if let keyNode = fields.keyNode(key) {
                    throw reader.error(
                        "'\(key)' applies to configuration buttons: give '\(name)' a 'configuration' "
                            + "(plain, gray, tinted, filled)", at: keyNode)
                }
            }
            return
        }
        var configuration = ButtonConfiguration(
            style: try reader.choice(styleNode, "button configuration", ButtonConfiguration.Style.self))
        if let node = fields["buttonSize"] {
            configuration.buttonSize = try reader.choice(node, "buttonSize", ButtonConfiguration.ButtonSize.self)
        }
        if let node = fields["contentInsets"] { configuration.contentInsets = try directionalInsets(node) }
        if let node = fields["subtitle"] { configuration.subtitle = try text(node) }
        if let node = fields["titlePadding"] {
            configuration.titlePadding = try reader.nonNegative(node, "titlePadding")
        }
        if let node = fields["imagePadding"] {
            configuration.imagePadding = try reader.nonNegative(node, "imagePadding")
        }
        if let node = fields["imagePlacement"] {
            configuration.imagePlacement = try reader.choice(
                node, "imagePlacement", ButtonConfiguration.ImagePlacement.self)
        }
        if !fields.has("font") {
            view.textStyle.font = Font(size: ButtonConfigurationMetrics.titleSize(configuration.buttonSize))
        }
        view.buttonConfiguration = configuration
    }

    /// `{top, leading, bottom, trailing, all}`: `all` for every edge not written, each 0 or more.
    private func directionalInsets(_ node: SpecNode) throws -> DirectionalEdgeInsets {
        if case .scalar = node {
            let all = try reader.nonNegative(node, "contentInsets")
            return DirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
        }
        let edges = try reader.mapping(node, "contentInsets", keys: ["top", "leading", "bottom", "trailing", "all"])
        func edge(_ key: String) throws -> Double? {
            try edges[key].map { try reader.nonNegative($0, "contentInsets \(key)") }
        }
        let all = try edge("all") ?? 0
        return DirectionalEdgeInsets(
            top: try edge("top") ?? all, leading: try edge("leading") ?? all, bottom: try edge("bottom") ?? all,
            trailing: try edge("trailing") ?? all)
    }

    /// `image: {symbol: name, pointSize, weight, scale, aspectRatio}`; nil for a mapping without `symbol`.
    func symbolImage(_ node: SpecNode) throws -> SymbolImage? {
        guard case .mapping(let mapping) = node, mapping.contains(where: { $0.key.scalar?.string == "symbol" }) else {
            return nil
        }
        let fields = try reader.mapping(node, "symbol image", keys: Self.symbolImageKeys)
        guard let nameNode = fields["symbol"] else { return nil }
        let name = try reader.string(nameNode, "symbol name")
        guard !name.isEmpty else { throw reader.error("a symbol image needs a name (such as star.fill)", at: nameNode) }
        var symbol = SymbolImage(name: name)
        if let size = fields["pointSize"] { symbol.pointSize = try reader.positive(size, "symbol pointSize") }
        if let weight = fields["weight"] {
            symbol.weight = try reader.choice(weight, "symbol weight", SymbolImage.Weight.self)
        }
        if let scale = fields["scale"] {
            symbol.scale = try reader.choice(scale, "symbol scale", SymbolImage.Scale.self)
        }
        if let ratio = fields["aspectRatio"] { symbol.aspectRatio = try reader.positive(ratio, "symbol aspectRatio") }
        return symbol
    }
}
