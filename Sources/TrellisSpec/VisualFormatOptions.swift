import TrellisLayout

/// `NSLayoutConstraint.FormatOptions` for a visual format string, written by UIKit's Swift names
/// (`alignAllCenterY`, `directionLeftToRight`, `spacingBaselineToBaseline`, …).
public struct VisualFormatOptions: Sendable, Hashable {
    /// How `leading`/`trailing` read along a horizontal line (`NSLayoutFormatDirection…`).
    public enum Direction: Sendable, Hashable {
        /// Leading to trailing (UIKit's default): `leading`/`trailing` attributes, flipped right to left.
        case leadingToTrailing
        /// Left to right: `left`/`right` attributes whatever the layout direction.
        case leftToRight
        /// Right to left: the first view at the right, `left`/`right` attributes.
        case rightToLeft
    }

    /// What the spacing of a vertical line measures (`NSLayoutFormatSpacing…`).
    public enum Spacing: Sendable, Hashable {
        /// From one view's bottom to the next one's top (UIKit's default).
        case edgeToEdge
        /// From one view's last baseline to the next one's first baseline.
        case baselineToBaseline
    }

    /// The `alignAll…` attributes, in the order of their bits in `NSLayoutFormatOptions` (which is the
    /// order UIKit adds their constraints in).
    public var alignments: [LayoutAttribute] = []
    public var direction: Direction = .leadingToTrailing
    public var spacing: Spacing = .edgeToEdge

    public init(
        alignments: [LayoutAttribute] = [], direction: Direction = .leadingToTrailing, spacing: Spacing = .edgeToEdge
    ) {
        self.alignments = Self.alignable.filter { alignments.contains($0) }
        self.direction = direction
        self.spacing = spacing
    }

    /// The attributes an `alignAll…` option names, in bit order (`NSLayoutAttribute`'s raw values 1–12,
    /// without width and height, which have no option).
    static let alignable: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
    ]

    /// Every option by its Swift name, in the order UIKit's documentation lists them.
    public static let names: [String] =
        alignable.map(attributeName) + [
            "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
            "spacingEdgeToEdge", "spacingBaselineToBaseline",
        ]

    /// An error for a name that isn't an option, or for two that contradict each other; `at` is the index
    /// of the name in the list.
    public struct NameError: Error, Sendable, Hashable {
        public var message: String
        public var index: Int
    }

    /// The options a list of names sets. UIKit ORs bits, so two directions or two spacings would silently
    /// mean one of them; a spec says which it means, so naming both is an error.
    public static func named(_ list: [String]) throws(NameError) -> VisualFormatOptions {
        var options = VisualFormatOptions()
        var chosen: [String: String] = [:] // "direction" or "spacing" -> the name that chose it
        for (index, name) in list.enumerated() {
            if let attribute = alignable.first(where: { attributeName($0) == name }) {
                if !options.alignments.contains(attribute) { options.alignments.append(attribute) }
                continue
            }
            guard let choice = choices[name] else {
                throw NameError(
                    message: "unknown option '\(name)'\(Suggestion.hint(for: name, among: names)) "
                        + "(NSLayoutConstraint.FormatOptions: alignAll…, direction…, spacing…)", index: index)
            }
            if let other = chosen[choice.group], other != name {
                throw NameError(
                    message: "options '\(other)' and '\(name)' contradict each other: choose one \(choice.group)",
                    index: index)
            }
            chosen[choice.group] = name
            choice.set(&options)
        }
        options.alignments = alignable.filter { options.alignments.contains($0) }
        return options
    }

    /// The direction and spacing options, with the group of which a list may name one.
    private static let choices: [String: (group: String, set: @Sendable (inout VisualFormatOptions) -> Void)] = [
        "directionLeadingToTrailing": ("direction", { $0.direction = .leadingToTrailing }),
        "directionLeftToRight": ("direction", { $0.direction = .leftToRight }),
        "directionRightToLeft": ("direction", { $0.direction = .rightToLeft }),
        "spacingEdgeToEdge": ("spacing", { $0.spacing = .edgeToEdge }),
        "spacingBaselineToBaseline": ("spacing", { $0.spacing = .baselineToBaseline }),
    ]

    private static func attributeName(_ attribute: LayoutAttribute) -> String {
        "alignAll" + attribute.rawValue.prefix(1).uppercased() + attribute.rawValue.dropFirst()
    }
}
