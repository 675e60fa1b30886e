import TrellisLayout
import TrellisText

/// The spec's environment keys (issue 11): traits on `canvas:`/`device:`, `when:` conditions, Dynamic Type
/// fonts, layout direction keys on views, and trait `variations:`. Every unknown value is an error at its
/// `file:line:col` with a "did you mean".
extension DocumentParser {
    /// Canvas keys that set traits rather than the canvas's size.
    static let traitKeys = [
        "layoutDirection", "locale", "contentSizeCategory", "horizontalSizeClass", "verticalSizeClass",
        "designSize",
    ]

    static let directions: [(String, LayoutDirection)] = [
        ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft), ("ltr", .leftToRight), ("rtl", .rightToLeft),
    ]

    /// Sets the traits written in `fields` on `canvas` (size classes override the device's).
    func readTraits(_ fields: Fields, into canvas: inout Canvas) throws {
        if let node = fields["locale"] {
            let locale = try reader.string(node, "locale")
            guard locale.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "-" || $0 == "_" }),
                !locale.isEmpty
            else {
                throw reader.error("locale '\(locale)' is not a language tag (write e.g. ar, he-IL, en_US)", at: node)
            }
            canvas.traits.layoutDirection = LayoutDirection.of(locale: locale)
        }
        if let node = fields["layoutDirection"] {
            canvas.traits.layoutDirection = try reader.choice(node, "layoutDirection", Self.directions)
        }
        if let node = fields["contentSizeCategory"] { canvas.traits.contentSizeCategory = try category(node) }
        if let node = fields["horizontalSizeClass"] {
            canvas.traits.horizontalSizeClass = try reader.choice(
                node, "horizontalSizeClass", SizeClass.self)
        }
        if let node = fields["verticalSizeClass"] {
            canvas.traits.verticalSizeClass = try reader.choice(
                node, "verticalSizeClass", SizeClass.self)
        }
        if let node = fields["designSize"] {
            canvas.designSize = try reader.size(node, "designSize", read: reader.positive)
        }
    }

    /// A content size category by name (`large`, `accessibilityExtraExtraExtraLarge`) or short name (`L`, `AX-XXXL`).
    func category(_ node: SpecNode) throws -> ContentSizeCategory {
        let text = try reader.string(node, "contentSizeCategory")
        if let category = ContentSizeCategory.named(text) { return category }
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        throw reader.error(
            "unknown contentSizeCategory '\(text)'\(Suggestion.hint(for: text, among: names)): expected one of "
                + names.joined(separator: ", "), at: node)
    }

    /// `device: iPhone 15` or `device: {name: iPhone 15, orientation: landscapeLeft, splitView: oneThird, …traits}`.
    func readDevice(_ node: SpecNode) throws -> Canvas {
        var nameNode = node
        var fields: Fields?
        if case .mapping = node {
            let read = try reader.mapping(node, "device", keys: ["name", "orientation", "splitView"] + Self.traitKeys)
            guard let name = read["name"] else { throw reader.error("device needs 'name: iPhone 15'", at: node) }
            nameNode = name
            fields = read
        }
        let name = try reader.string(nameNode, "device")
        guard let device = Device.named(name) else {
            let names = Device.all.map(\.name)
            throw reader.error(
                "unknown device '\(name)'\(Suggestion.hint(for: name, among: names)); known devices: "
                    + names.joined(separator: ", "), at: nameNode)
        }
        var orientation = DeviceOrientation.portrait
        var split = SplitViewFraction.full
        if let node = fields?["orientation"] {
            if case .scalar(let scalar) = node, scalar.string.lowercased() == "landscape" {
                throw reader.error(
                    "orientation 'landscape' names no side (did you mean 'landscapeLeft' or 'landscapeRight'?)",
                    at: node)
            }
            orientation = try reader.choice(node, "orientation", DeviceOrientation.self)
        }
        if let node = fields?["splitView"] {
            split = try reader.choice(node, "splitView", SplitViewFraction.self)
        }
        var canvas: Canvas
        do {
            canvas = try device.canvas(orientation: orientation, split: split)
        } catch let error as DeviceConfigurationError {
            let at =
                fields.flatMap { f in
                    f["splitView"].flatMap { _ in split == .full ? nil : f["splitView"] } ?? f["orientation"]
                } ?? node
            throw reader.error(error.description, at: at)
        }
        if let fields { try readTraits(fields, into: &canvas) }
        return canvas
    }

    // MARK: Conditions

    /// `when: {horizontalSizeClass: regular, contentSizeCategory: [large, extraLarge], accessibility: true, …}`.
    func traitCondition(_ node: SpecNode) throws -> TraitCondition {
        let fields = try reader.mapping(
            node, "when",
            keys: [
                "horizontalSizeClass", "verticalSizeClass", "layoutDirection",
                "contentSizeCategory", "accessibility",
            ])
        var condition = TraitCondition()
        if let node = fields["horizontalSizeClass"] {
            condition.horizontalSizeClass = try reader.choice(
                node, "horizontalSizeClass", SizeClass.self)
        }
        if let node = fields["verticalSizeClass"] {
            condition.verticalSizeClass = try reader.choice(
                node, "verticalSizeClass", SizeClass.self)
        }
        if let node = fields["layoutDirection"] {
            condition.layoutDirection = try reader.choice(node, "layoutDirection", Self.directions)
        }
        if let node = fields["contentSizeCategory"] {
            if case .sequence = node {
                condition.contentSizeCategories = try reader.sequence(node, "contentSizeCategory").map(category)
            } else {
                condition.contentSizeCategories = [try category(node)]
            }
        }
        if let node = fields["accessibility"] { condition.accessibility = try reader.bool(node, "accessibility") }
        return condition
    }

    // MARK: Views

    /// `semanticContentAttribute`, `directionalLayoutMargins`, `designSize`.
    func readDirectionKeys(_ fields: Fields, into view: inout ViewNode) throws {
        if let node = fields["semanticContentAttribute"] {
            view.semanticContentAttribute = try reader.choice(
                node, "semanticContentAttribute",
                SemanticContentAttribute.self)
        }
        if let node = fields["directionalLayoutMargins"] {
            let margins = try reader.mapping(
                node, "directionalLayoutMargins", keys: ["top", "leading", "bottom", "trailing", "all"])
            func edge(_ key: String) throws -> Double? {
                try margins[key].map { try reader.number($0, "directionalLayoutMargins \(key)") }
            }
            let all = try edge("all") ?? 0
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: try edge("top") ?? all, leading: try edge("leading") ?? all,
                bottom: try edge("bottom") ?? all, trailing: try edge("trailing") ?? all)
        }
        if let node = fields["designSize"] {
            guard view.frame != nil else {
                throw reader.error(
                    "'designSize' applies to a view with a 'frame:' (the superview's size when the frame was set)",
                    at: fields.keyNode("designSize") ?? node)
            }
            view.designSize = try reader.size(node, "designSize", read: reader.positive)
        }
    }

    /// A Dynamic Type font: `{style: body}` (optionally `weight`), or `{size: 15, scalesWith: body}` (optionally
    /// `maximumSize`). Nil when the font mapping uses neither.
    func dynamicFont(_ fields: Fields) throws -> DynamicFont? {
        let styles = DynamicTextStyle.allCases.map { ($0.rawValue, $0) }
        let weights = AppleFontWeight.allCases.map { ($0.rawValue, $0) }
        var font: DynamicFont
        if let node = fields["style"] {
            if let other = fields.keyNode("scalesWith") ?? fields.keyNode("size") ?? fields.keyNode("scale") {
                throw reader.error(
                    "a text style sets its own size: write either 'style:' or 'size:' with 'scalesWith:'", at: other)
            }
            font = DynamicFont(.style(try reader.choice(node, "text style", styles)))
        } else if let node = fields["scalesWith"] {
            guard let size = fields["size"] else {
                throw reader.error(
                    "'scalesWith' scales a custom size: add 'size:' (its size at the large category)", at: node)
            }
            if let scale = fields.keyNode("scale") {
                throw reader.error("'scalesWith' and 'scale' both scale the font; keep one", at: scale)
            }
            font = DynamicFont(
                .scaled(
                    size: try reader.positive(size, "font size"), with: try reader.choice(node, "text style", styles)))
        } else {
            if let node = fields.keyNode("maximumSize") {
                throw reader.error("'maximumSize' caps a Dynamic Type font: add 'style:' or 'scalesWith:'", at: node)
            }
            return nil
        }
        for key in ["italic", "design", "monospacedDigit", "name", "family"] {
            if let node = fields.keyNode(key) {
                throw reader.error(
                    "'\(key)' is not available with a Dynamic Type font ('style' or 'scalesWith')", at: node)
            }
        }
        if let node = fields["weight"] { font.weight = try reader.choice(node, "font weight", weights) }
        if let node = fields["maximumSize"] { font.maximumPointSize = try reader.positive(node, "maximumSize") }
        return font
    }
}
