import TrellisLayout

/// A view read from a `views:`/`subviews:` mapping, with its `spacingAfter:` when it is arranged in a stack.
struct ArrangedEntry {
    var view: ViewNode
    var spacingAfter: Double?
}

/// Stack view keys (`kind: stackView`) and the keys of its arranged subviews.
extension DocumentParser {
    static let stackKeys = [
        "axis", "distribution", "spacing", "customSpacing", "baselineRelative", "layoutMarginsRelative",
    ]

    /// Spellings of `UIStackView.Alignment`; `top`/`bottom` are UIKit's aliases of `leading`/`trailing`.
    static let stackAlignments: [(String, StackAlignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .top), ("center", .center), ("trailing", .trailing),
        ("bottom", .bottom), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
    ]

    /// Checks what only an arranged subview may (or may not) write; returns its `spacingAfter:`.
    func readArrangement(_ fields: Fields, of name: String, parent: ViewNode?) throws -> Double? {
        let inStack = parent?.kind == .stackView
        if inStack, let parent {
            for key in ["frame", "autoresizing"] {
                if let keyNode = fields.keyNode(key) {
                    throw reader.error(
                        "'\(key)' doesn't apply to '\(name)': it is an arranged subview of stack view "
                            + "'\(parent.name)', which positions it (UIKit turns its autoresizing constraints off)",
                        at: keyNode)
                }
            }
        }
        guard let node = fields["spacingAfter"] else { return nil }
        guard inStack else {
            let keyNode = fields.keyNode("spacingAfter") ?? node
            throw reader.error(
                "'spacingAfter' applies to an arranged subview of a stack view, but '\(name)' is "
                    + (parent.map { "a subview of \($0.kind.rawValue) '\($0.name)'" } ?? "a root view"),
                at: keyNode)
        }
        return try reader.number(node, "spacingAfter")
    }

    /// `axis`, `distribution`, `alignment`, `spacing`, `customSpacing`, `baselineRelative`, `layoutMarginsRelative`.
    func readStack(_ fields: Fields, into view: inout ViewNode) throws {
        var config = view.stack
        if let node = fields["axis"] {
            config.axis = try reader.choice(
                node, "axis", [("horizontal", LayoutAttribute.Axis.horizontal), ("vertical", .vertical)])
        }
        if let node = fields["distribution"] {
            config.distribution = try reader.choice(
                node, "distribution", StackDistribution.self)
        }
        if let node = fields["alignment"] {
            config.alignment = try reader.choice(node, "stack alignment", Self.stackAlignments)
            if config.alignment.isBaseline, config.axis == .vertical {
                throw reader.error(
                    "alignment \(config.alignment.rawValue) applies to horizontal stack views only; "
                        + "'\(view.name)' is vertical (use leading, center, trailing or fill)", at: node)
            }
        }
        if let node = fields["spacing"] { config.spacing = try reader.number(node, "spacing") }
        if let node = fields["customSpacing"] {
            guard case .mapping(let mapping) = node else {
                throw reader.error(
                    "customSpacing must be a mapping of arranged view names to spacings, e.g. "
                        + "{title: 12}, found \(reader.describe(node))", at: node)
            }
            let arranged = view.subviews.map(\.name)
            var written: [StackConfiguration.CustomSpacing] = []
            for (keyNode, value) in mapping {
                let after = try reader.string(keyNode, "a customSpacing view name")
                guard arranged.contains(after) else {
                    throw reader.error(
                        "customSpacing names '\(after)', which is not an arranged subview of '\(view.name)'"
                            + Suggestion.hint(for: after, among: arranged), at: keyNode)
                }
                if view.stack.customSpacing.contains(where: { $0.after == after })
                    || written.contains(where: { $0.after == after })
                {
                    throw reader.error(
                        "custom spacing after '\(after)' is written twice (here and as its spacingAfter or earlier)",
                        at: keyNode)
                }
                written.append(.init(after: after, spacing: try reader.number(value, "customSpacing of '\(after)'")))
            }
            config.customSpacing += written
        }
        if let node = fields["baselineRelative"] {
            config.isBaselineRelativeArrangement = try reader.bool(node, "baselineRelative")
        }
        if let node = fields["layoutMarginsRelative"] {
            config.isLayoutMarginsRelativeArrangement = try reader.bool(node, "layoutMarginsRelative")
        }
        view.stack = config
    }
}
