import TrellisLayout

/// Trait variations of a view (`variations:`) and the keys a `kind: layoutGuide` may have.
extension DocumentParser {
    /// A `kind: layoutGuide` has a frame in the solver and nothing else: no content, margins or subviews.
    func checkLayoutGuide(_ fields: Fields, name: String) throws {
        let allowed: Set<String> = [
            "kind", "constraints", "frame", "autoresizing", "designSize", "hidden", "variations",
        ]
        for key in Self.viewKeys where !allowed.contains(key) {
            if let keyNode = fields.keyNode(key) {
                throw reader.error(
                    "'\(key)' doesn't apply to layout guide '\(name)': a UILayoutGuide has a frame only "
                        + "(no content, margins or subviews)", at: keyNode)
            }
        }
    }

    /// `variations: [{when: {…}, key: value, …}]`: the keys that can vary with traits, set while `when` matches.
    func readVariations(_ node: SpecNode, of base: ViewNode) throws -> [ViewVariation] {
        let varying = ViewOverrides.keys
        return try reader.sequence(node, "variations of '\(base.name)'").map { item in
            guard case .mapping(let mapping) = item else {
                throw reader.error(
                    "a variation is a mapping: {when: {horizontalSizeClass: regular}, hidden: true}", at: item)
            }
            for (keyNode, _) in mapping {
                guard case .scalar(let key) = keyNode, key.string != "when", !varying.contains(key.string),
                    Self.viewKeys.contains(key.string)
                else { continue }
                throw reader.error(
                    "'\(key.string)' can't vary with traits (structure and frames are fixed); keys that can: "
                        + varying.joined(separator: ", "), at: keyNode)
            }
            let fields = try reader.mapping(item, "a variation of '\(base.name)'", keys: ["when"] + varying)
            guard let when = fields["when"] else {
                throw reader.error(
                    "a variation needs 'when: {horizontalSizeClass: regular}' (the traits it applies in)", at: item)
            }
            for (key, kinds) in Self.kindSpecificKeys where !kinds.contains(base.kind) {
                if let keyNode = fields.keyNode(key) {
                    throw reader.error(
                        "'\(key)' applies to \(kinds.map(\.rawValue).joined(separator: ", ")) views, but '\(base.name)' is a \(base.kind.rawValue)",
                        at: keyNode)
                }
            }
            var changed = base
            try readContent(fields, into: &changed)
            try readDirectionKeys(fields, into: &changed)
            if let node = fields["layoutMargins"] { changed.layoutMargins = try reader.insets(node, "layoutMargins") }
            if base.kind == .stackView { try readStack(fields, into: &changed) }
            let o = Self.overrides(fields, changed: changed, kind: base.kind)
            return ViewVariation(condition: try traitCondition(when), overrides: o, location: reader.location(item))
        }
    }

    /// The keys written in a variation's `fields`, taken from `changed` (the view with them applied).
    private static func overrides(_ fields: Fields, changed: ViewNode, kind: ViewKind) -> ViewOverrides {
        var o = ViewOverrides()
        if fields.has("hidden") { o.isHidden = changed.isHidden }
        if fields.has("text") { o.text = changed.text }
        if fields.has("font") {
            if let dynamic = changed.dynamicFont { o.dynamicFont = dynamic } else { o.font = changed.textStyle.font }
        }
        if fields.has("lines") { o.numberOfLines = changed.textStyle.numberOfLines }
        if fields.has("alignment") {
            if kind == .stackView {
                o.stackAlignment = changed.stack.alignment
            } else {
                o.textAlignment = changed.textStyle.alignment
            }
        }
        if fields.has("background") { (o.background, o.darkBackground) = (changed.background, changed.darkBackground) }
        if fields.has("textColor") { (o.textColor, o.darkTextColor) = (changed.textColor, changed.darkTextColor) }
        if fields.has("layoutMargins") { o.layoutMargins = changed.layoutMargins }
        if fields.has("directionalLayoutMargins") { o.directionalLayoutMargins = changed.directionalLayoutMargins }
        if fields.has("semanticContentAttribute") { o.semanticContentAttribute = changed.semanticContentAttribute }
        if fields.has("hugging") { o.contentHugging = changed.contentHugging }
        if fields.has("compressionResistance") { o.compressionResistance = changed.compressionResistance }
        if fields.has("intrinsicSize") { o.intrinsicSize = changed.intrinsicSizeOverride }
        if fields.has("axis") { o.stackAxis = changed.stack.axis }
        if fields.has("spacing") { o.stackSpacing = changed.stack.spacing }
        if fields.has("distribution") { o.stackDistribution = changed.stack.distribution }
        return o
    }
}
