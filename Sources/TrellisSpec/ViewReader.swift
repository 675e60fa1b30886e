import FoundationEssentials
import TrellisFiles
import TrellisLayout
import TrellisText

/// Reads one view mapping (and, recursively, its subviews) into a `ViewNode`.
extension DocumentParser {
    static let viewKeys =
        [
            "kind", "background", "textColor", "hidden",
            "text", "font", "lines", "lineBreakMode", "lineBreakStrategy", "alignment", "lineSpacing",
            "preferredMaxLayoutWidth", "intrinsicPadding", "contentEdgeInsets", "image", "scrollEnabled",
            "intrinsicSize",
            "hugging", "compressionResistance",
            "frame", "autoresizing", "layoutMargins", "alignmentRectInsets", "sizeToFit", "sizeThatFits",
            "constraints", "subviews",
            "semanticContentAttribute", "directionalLayoutMargins", "designSize", "variations", "when", "check",
        ] + stackKeys + ["spacingAfter"]

    /// Keys that only make sense for some kinds, and those kinds.
    static let kindSpecificKeys: [(key: String, kinds: [ViewKind])] =
        [
            ("text", [.label, .button, .textView, .textField, .navigationBar]),
            ("textColor", [.label, .button, .textView, .textField]),
            ("font", [.label, .button, .textView, .textField]),
            ("lines", [.label, .button, .textView]), ("lineBreakMode", [.label, .button, .textView]),
            ("lineBreakStrategy", [.label, .button, .textView]),
            ("alignment", [.label, .button, .textView, .textField, .stackView]),
            ("lineSpacing", [.label, .button, .textView]),
            ("preferredMaxLayoutWidth", [.label]), ("contentEdgeInsets", [.button]), ("image", [.image, .button]),
            ("scrollEnabled", [.textView]),
        ] + stackKeys.map { ($0, [ViewKind.stackView]) }

    /// Reads every `name: view` pair of a `views:` or `subviews:` mapping, in order (z-order).
    mutating func readViews(_ node: SpecNode, what: @autoclosure () -> String) throws -> [ViewNode] {
        try readViewEntries(node, what: what(), parent: nil).map(\.view)
    }

    /// The views of a `views:`/`subviews:` mapping with each one's `spacingAfter:` (stack views' subviews only).
    /// `what` names the mapping in an error (made only then).
    mutating func readViewEntries(
        _ node: SpecNode, what: @autoclosure () -> String, parent: ViewNode?
    ) throws -> [ArrangedEntry] {
        if reader.isNull(node) { return [] }
        guard case .mapping(let mapping) = node else {
            throw reader.error(
                "\(what()) must be a mapping of view names to views, found \(reader.describe(node))", at: node)
        }
        var views: [ArrangedEntry] = []
        for (keyNode, value) in mapping {
            views.append(try readView(nameNode: keyNode, value, parent: parent))
        }
        return views
    }

    private mutating func readView(nameNode: SpecNode, _ node: SpecNode, parent: ViewNode?) throws -> ArrangedEntry {
        let name = try declareView(nameNode)
        var view = ViewNode(name: name, location: reader.location(nameNode))
        if reader.isNull(node) { return ArrangedEntry(view: view) } // `spacer:` with nothing: a plain view
        let fields = try reader.mapping(node, "view '\(name)'", keys: try allowedKeys(node, of: name))
        if let kind = fields["kind"] {
            view.kind = try reader.choice(kind, "kind", ViewKind.self)
        }
        if view.kind == .stackView { view.layoutMargins = .zero } // UIStackView's default margins
        view.textStyle.lineBreakStrategy = ViewNode.defaultLineBreakStrategy(for: view.kind)
        view.contentHugging = ViewNode.defaultContentHugging(for: view.kind)
        let spacingAfter = try readArrangement(fields, of: name, parent: parent)
        for (key, kinds) in Self.kindSpecificKeys where !kinds.contains(view.kind) {
            if let keyNode = fields.keyNode(key) {
                let list = kinds.map(\.rawValue).joined(separator: ", ")
                throw reader.error(
                    "'\(key)' applies to \(list) views, but '\(name)' is a \(view.kind.rawValue)"
                        + (fields.has("kind") ? "" : " (no 'kind' given)"), at: keyNode)
            }
        }
        if view.kind == .layoutGuide { try checkLayoutGuide(fields, name: name) }
        if let when = fields.keyNode("when") {
            throw reader.error(
                "'when' belongs to a variation or a constraint: write 'variations: [{when: {…}, hidden: true}]' "
                    + "under the view, or '{constraint: \"…\", when: {…}}' in its constraints", at: when)
        }
        try readContent(fields, into: &view)
        try readControl(fields, into: &view, name: name)
        try readButtonConfiguration(fields, into: &view, name: name)
        try readGeometry(fields, into: &view, name: name)
        try readDirectionKeys(fields, into: &view)
        if let list = fields["constraints"] {
            view.constraints = try readConstraints(list, owner: name)
        }
        if let subviews = fields["subviews"] {
            let entries = try readViewEntries(subviews, what: "subviews of '\(name)'", parent: view)
            view.subviews = entries.map(\.view)
            view.stack.customSpacing += entries.compactMap { e in
                e.spacingAfter.map { StackConfiguration.CustomSpacing(after: e.view.name, spacing: $0) }
            }
        }
        if view.kind == .stackView { try readStack(fields, into: &view) }
        try readListOrField(fields, into: &view)
        if let list = fields["variations"] { view.variations = try readVariations(list, of: view) }
        if let check = fields["check"] { try readCheckExemptions(check, into: &view) }
        return ArrangedEntry(view: view, spacingAfter: spacingAfter)
    }

    /// `check: {disable: [rule, …]}` (or one rule): what `trellis check` leaves out for this view. The ids
    /// are checked by `trellis check`, which knows its rules.
    private func readCheckExemptions(_ node: SpecNode, into view: inout ViewNode) throws {
        let fields = try reader.mapping(node, "check", keys: ["disable"])
        view.checkExemptionsLocation = reader.location(node)
        guard let disable = fields["disable"] else { return }
        if case .sequence = disable {
            view.checkExemptions = try reader.sequence(disable, "check: disable").map {
                try reader.string($0, "a rule id")
            }
        } else {
            view.checkExemptions = [try reader.string(disable, "check: disable")]
        }
    }

    func readContent(_ fields: Fields, into view: inout ViewNode) throws {
        if let node = fields["background"] {
            let color = try appearanceColor(node, key: "background", fields)
            (view.background, view.darkBackground) = (color.light, color.dark)
        }
        if let node = fields["textColor"] {
            let color = try appearanceColor(node, key: "textColor", fields)
            (view.textColor, view.darkTextColor) = (color.light, color.dark)
        }
        if let node = fields["hidden"] { view.isHidden = try reader.bool(node, "hidden") }
        if let node = fields["text"] {
            if case .sequence = node {
                view.attributedText = try attributedText(node, kind: view.kind)
                view.text = view.attributedText.map(\.text).joined()
            } else {
                view.text = try text(node)
            }
        }
        if let node = fields["font"] {
            if case .mapping = node,
                let dynamic = try dynamicFont(try reader.mapping(node, "font", keys: Self.fontKeys))
            {
                view.dynamicFont = dynamic
            } else {
                view.textStyle.font = try font(node)
                view.dynamicFont = nil
            }
        }
        if let node = fields["lines"] { view.textStyle.numberOfLines = try reader.integer(node, "lines", minimum: 0) }
        if let node = fields["lineBreakStrategy"] {
            view.textStyle.lineBreakStrategy = try reader.choice(
                node, "lineBreakStrategy", LineBreakStrategy.names.map { ($0.name, $0.value) })
        }
        if let node = fields["lineBreakMode"] {
            view.textStyle.lineBreakMode = try reader.choice(
                node, "lineBreakMode", LineBreakMode.self)
        }
        if let node = fields["alignment"], view.kind != .stackView {
            view.textStyle.alignment = try reader.choice(
                node, "alignment", TextAlignment.self)
        }
        if let node = fields["lineSpacing"] { view.textStyle.lineSpacing = try reader.nonNegative(node, "lineSpacing") }
        if let node = fields["preferredMaxLayoutWidth"] {
            view.preferredMaxLayoutWidth = try reader.nonNegative(node, "preferredMaxLayoutWidth")
        }
        if let node = fields["intrinsicPadding"] {
            if case .scalar = node {
                let value = try reader.number(node, "intrinsicPadding")
                view.intrinsicPadding = Size(width: value, height: value)
            } else {
                view.intrinsicPadding = try reader.size(node, "intrinsicPadding", missing: 0, read: reader.number)
            }
        }
        if let node = fields["contentEdgeInsets"] {
            view.contentEdgeInsets = try reader.insets(node, "contentEdgeInsets")
        }
        if let node = fields["image"] {
            if let symbol = try symbolImage(node) {
                view.symbolImage = symbol
            } else if view.kind == .button, case .mapping = node {
                view.control.imageSize = try reader.size(node, "button image", read: reader.nonNegative)
            } else {
                view.imagePath = try imagePath(node)
                view.imageLocation = reader.location(node)
            }
        }
        if let node = fields["scrollEnabled"] { view.isScrollEnabled = try reader.bool(node, "scrollEnabled") }
        if let node = fields["intrinsicSize"] {
            view.intrinsicSizeOverride = try reader.size(
                node, "intrinsicSize", missing: noIntrinsicMetric, read: intrinsicMetric)
        }
        if let node = fields["hugging"] {
            view.contentHugging = try axisPriorities(node, "hugging", view.contentHugging)
        }
        if let node = fields["compressionResistance"] {
            view.compressionResistance = try axisPriorities(node, "compressionResistance", view.compressionResistance)
        }
    }

    private func readGeometry(_ fields: Fields, into view: inout ViewNode, name: String) throws {
        if let node = fields["frame"] {
            let frame = try reader.mapping(node, "frame", keys: ["x", "y", "width", "height"])
            func value(_ key: String, required: Bool) throws -> Double {
                guard let valueNode = frame[key] else {
                    if required { throw reader.error("frame needs '\(key)'", at: node) }
                    return 0
                }
                return key == "width" || key == "height"
                    ? try reader.nonNegative(valueNode, "frame \(key)") : try reader.number(valueNode, "frame \(key)")
            }
            view.frame = Rect(
                x: try value("x", required: false), y: try value("y", required: false),
                width: try value("width", required: true), height: try value("height", required: true))
        }
        if let node = fields["autoresizing"] {
            guard view.frame != nil else {
                throw reader.error(
                    "'autoresizing' applies to a view with a 'frame:'; '\(name)' has none",
                    at: fields.keyNode("autoresizing") ?? node)
            }
            view.autoresizing = try AutoresizingNotation.read(node, reader)
        }
        if let node = fields["layoutMargins"] { view.layoutMargins = try reader.insets(node, "layoutMargins") }
        if let node = fields["alignmentRectInsets"] {
            view.alignmentRectInsets = try reader.insets(node, "alignmentRectInsets")
        }
        if let node = fields["sizeToFit"] { view.sizeToFit = try reader.bool(node, "sizeToFit") }
        if let node = fields["sizeThatFits"] {
            view.sizeThatFits = try reader.size(node, "sizeThatFits", missing: 0, read: reader.nonNegative)
        }
    }

    // MARK: Values

    /// The colour value of `key` (`background`, `textColor`): a colour (`ColorParser.parseAppearance`) or
    /// `{light: …, dark: …}`.
    func appearanceColor(_ node: SpecNode, key: String, _ fields: Fields) throws -> AppearanceColor {
        guard case .mapping = node else { return try color(node, key: key, fields) }
        let pair = try reader.mapping(node, key, keys: ["light", "dark"])
        guard let lightNode = pair["light"], let darkNode = pair["dark"] else {
            throw reader.error("\(key) as a mapping needs both 'light' and 'dark'", at: node)
        }
        let light = try color(lightNode, key: "\(key) light", pair)
        let dark = try color(darkNode, key: "\(key) dark", pair)
        return AppearanceColor(light: light.light, dark: dark.dark ?? dark.light)
    }

    /// One colour written as a string.
    private func color(_ node: SpecNode, key: String, _ fields: Fields) throws -> AppearanceColor {
        if reader.isNull(node) {
            // `background: #FF0000` is a YAML comment: the value is empty. Say so.
            let keyNode = fields.keyNode(key)
            if let keyNode, let mark = keyNode.mark, let line = reader.source.line(mark.line),
                line.unicodeScalars.dropFirst(mark.column).contains("#")
            {
                throw reader.error(
                    "\(key) is empty: in YAML '#' starts a comment, so quote hex colours: \(key): \"#FF0000\"",
                    at: keyNode)
            }
            throw reader.error("\(key) is empty: write a CSS colour name or \"#RRGGBB\"", at: node)
        }
        switch ColorParser.parseAppearance(try reader.string(node, key)) {
        case .success(let color): return color
        case .failure(let failure): throw reader.error(failure.message, at: node)
        }
    }

    /// A text, at most `limits.textLength` characters (Unicode scalars).
    func text(_ node: SpecNode) throws -> String {
        let text = try reader.string(node, "text")
        if text.utf8.count > limits.textLength, text.unicodeScalars.count > limits.textLength {
            throw reader.error(
                "the text is longer than \(ResourceLimits.grouped(limits.textLength)) characters "
                    + "(\(ResourceLimits.advice(.textLength, limits.textLength)))", at: node)
        }
        return text
    }

    static let fontSizes = Font.drawableSizes

    func font(_ node: SpecNode) throws -> Font {
        var font = Font()
        if case .scalar = node {
            font.size = try reader.positive(node, "font size")
        } else {
            let fields = try reader.mapping(node, "font", keys: Self.fontKeys)
            if let size = fields["size"] { font.size = try reader.positive(size, "font size") }
            if let weight = fields["weight"] {
                font.weight = try reader.choice(weight, "font weight", FontWeight.self)
            }
            if let scale = fields["scale"] { font.scale = try reader.positive(scale, "font scale") }
            if let node = fields["italic"] { font.italic = try reader.bool(node, "italic") }
            if let node = fields["design"] { font.design = try reader.choice(node, "font design", FontDesign.self) }
            if let node = fields["monospacedDigit"] { font.monospacedDigit = try reader.bool(node, "monospacedDigit") }
            try readCustomFont(fields, into: &font)
        }
        guard Self.fontSizes.contains(font.effectiveSize) else {
            throw reader.error(
                "font size \(DocumentParser.shortNumber(font.effectiveSize)) pt is out of range: "
                    + "a font is \(DocumentParser.shortNumber(Self.fontSizes.lowerBound)) to "
                    + "\(DocumentParser.shortNumber(Self.fontSizes.upperBound)) pt (size × scale)", at: node)
        }
        return font
    }

    static let fontKeys = [
        "size", "weight", "scale", "style", "scalesWith", "maximumSize", "italic", "design", "monospacedDigit",
        "name", "family",
    ]

    /// `name:` (a PostScript name) or `family:` (with `weight` and `italic` choosing the face), which a font
    /// file of the spec's `fonts:` or `--fonts` must provide.
    private func readCustomFont(_ fields: Fields, into font: inout Font) throws {
        if fields["name"] != nil, let family = fields.keyNode("family") {
            throw reader.error("a font has either 'name' (a PostScript name) or 'family', not both", at: family)
        }
        if let node = fields["name"] {
            for key in ["weight", "italic", "design"] {
                if let other = fields.keyNode(key) {
                    throw reader.error(
                        "'\(key)' chooses a face of a family: a PostScript 'name' names one face already", at: other)
                }
            }
            let name = try reader.string(node, "font name")
            try checkCustomFont(node, name: name, isPostScriptName: true)
            font.name = name
        } else if let node = fields["family"] {
            if let design = fields.keyNode("design") {
                throw reader.error("'design' chooses a system font design, not a custom family's face", at: design)
            }
            let family = try reader.string(node, "font family")
            try checkCustomFont(node, name: family, isPostScriptName: false)
            font.family = family
        }
    }

    /// An intrinsic metric: a number ≥ 0, or `none` / -1 for UIView.noIntrinsicMetric.
    private func intrinsicMetric(_ node: SpecNode, _ what: @autoclosure () -> String) throws -> Double {
        if case .scalar(let scalar) = node, scalar.string == "none" { return noIntrinsicMetric }
        let value = try reader.number(node, what())
        guard value >= 0 || value == noIntrinsicMetric else {
            throw reader.error("\(what()) must be 0 or more, or none (-1)", at: node)
        }
        return value
    }

    /// A number for both axes, or `{horizontal, vertical}` (a missing axis keeps `defaults`).
    private func axisPriorities(_ node: SpecNode, _ what: @autoclosure () -> String, _ defaults: AxisPriorities) throws
        -> AxisPriorities
    {
        if case .scalar = node {
            let value = try reader.priority(node, what())
            return AxisPriorities(horizontal: value, vertical: value)
        }
        let fields = try reader.mapping(node, what(), keys: ["horizontal", "vertical"])
        return AxisPriorities(
            horizontal: try fields["horizontal"].map { try reader.priority($0, "\(what()) horizontal") }
                ?? defaults.horizontal,
            vertical: try fields["vertical"].map { try reader.priority($0, "\(what()) vertical") } ?? defaults.vertical)
    }

    /// A path as a spec writes it, resolved against the spec's directory (an absolute path stays).
    func resolvedPath(_ written: String) -> String {
        let url =
            written.hasPrefix("/")
            ? URL(fileURLWithPath: written)
            : URL(fileURLWithPath: reader.source.baseDirectory, isDirectory: true).appendingPathComponent(written)
        return url.standardizedFileURL.path
    }

    /// An image path, resolved against the spec's directory; it must name a regular file (a directory, a
    /// FIFO or a device is refused here, where the error can point at the line, by its type: nothing is
    /// opened).
    func imagePath(_ node: SpecNode) throws -> String {
        let written = try reader.string(node, "image")
        let path = resolvedPath(written)
        switch InputFile.refusal(ofPath: path) {
        case nil:
            return path
        case .notFound?:
            throw reader.error("image '\(written)' not found (looked for \(path))", at: node)
        case let refusal?:
            throw reader.error("cannot read image '\(written)' (\(path)): \(refusal)", at: node)
        }
    }
}
