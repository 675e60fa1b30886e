import TrellisLayout
import TrellisReport
import TrellisText

/// `trellis import`: a case of a document written as a Trellis spec (YAML) that lays out to the same
/// frames. Views keep the names the reader gave them (the document's `userLabel`s and accessibility
/// identifiers where it has them, else their kind and text); constraints are written at the top level in
/// Trellis's notation, every item named.
public enum SpecWriter {
    public static func yaml(_ ibCase: InterfaceBuilderCase) -> String? {
        guard let document = ibCase.document else { return nil }
        var out = "# \(ibCase.name), imported by trellis import\n"
        let c = document.canvas
        out += "canvas: {width: \(n(c.width)), height: \(n(c.height)), scale: \(n(c.scale))"
        if c.safeArea != .zero { out += ", safeArea: \(insets(c.safeArea))" }
        out += traits(c)
        out += "}\nviews:\n"
        for view in document.views { write(view, indent: 1, into: &out) }
        let constraints = document.constraints.compactMap(constraint)
        if !constraints.isEmpty {
            out += "constraints:\n"
            for line in constraints { out += "  - \(line)\n" }
        }
        return out
    }

    /// The canvas's traits that a canvas of its size naming no device wouldn't have (the document's
    /// device's size classes, `--direction`, `--type`), as canvas keys.
    private static func traits(_ canvas: Canvas) -> String {
        let t = canvas.traits
        let (horizontal, vertical) = TraitCollection.sizeClasses(
            forPlainCanvasWidth: canvas.width, height: canvas.height)
        var out = ""
        if t.layoutDirection == .rightToLeft { out += ", layoutDirection: rightToLeft" }
        if t.contentSizeCategory != .large { out += ", contentSizeCategory: \(t.contentSizeCategory.rawValue)" }
        if t.horizontalSizeClass != horizontal { out += ", horizontalSizeClass: \(t.horizontalSizeClass.rawValue)" }
        if t.verticalSizeClass != vertical { out += ", verticalSizeClass: \(t.verticalSizeClass.rawValue)" }
        return out
    }

    private static func write(_ view: ViewNode, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        out += "\(pad)\(view.name):\n"
        var keys: [(String, String)] = []
        if view.kind != .view { keys.append(("kind", view.kind.rawValue)) }
        if !view.attributedText.isEmpty {
            keys.append(("text", "[" + view.attributedText.map(run).joined(separator: ", ") + "]"))
        } else if let text = view.text {
            keys.append(("text", JSONValue.quoted(text)))
        }
        if let placeholder = view.placeholder { keys.append(("placeholder", JSONValue.quoted(placeholder))) }
        if [.label, .button, .textView, .textField].contains(view.kind) { keys += textKeys(view) }
        if view.kind == .textField, view.borderStyle != .none {
            keys.append(("borderStyle", view.borderStyle.rawValue))
        }
        if view.kind == .textView, !view.isScrollEnabled { keys.append(("scrollEnabled", "false")) }
        keys += SelectionControlReading.specKeys(view)
        keys += BarControlReading.specKeys(view)
        if view.kind == .button, view.contentEdgeInsets != .zero {
            keys.append(("contentEdgeInsets", insets(view.contentEdgeInsets)))
        }
        keys += configurationKeys(view)
        if view.preferredMaxLayoutWidth != 0 {
            keys.append(("preferredMaxLayoutWidth", n(view.preferredMaxLayoutWidth)))
        }
        if [.switch, .slider, .searchBar].contains(view.kind), view.control.design != .classic {
            keys.append(("design", view.control.design.rawValue))
        }
        if let insets = view.alignmentRectInsets { keys.append(("alignmentRectInsets", Self.insets(insets))) }
        if view.isHidden { keys.append(("hidden", "true")) }
        if let background = view.background { keys.append(("background", color(background))) }
        if let size = view.intrinsicSizeOverride {
            keys.append(("intrinsicSize", "{width: \(n(size.width)), height: \(n(size.height))}"))
        }
        let hugging = ViewNode.defaultContentHugging(for: view.kind)
        if view.contentHugging != hugging { keys.append(("hugging", priorities(view.contentHugging))) }
        if view.compressionResistance != .defaultCompressionResistance {
            keys.append(("compressionResistance", priorities(view.compressionResistance)))
        }
        if let directional = view.directionalLayoutMargins {
            keys.append(
                (
                    "directionalLayoutMargins",
                    "{top: \(n(directional.top)), leading: \(n(directional.leading)), bottom: \(n(directional.bottom)), trailing: \(n(directional.trailing))}"
                ))
        } else if view.layoutMargins != ViewNode(name: "", kind: view.kind).layoutMargins {
            keys.append(("layoutMargins", insets(view.layoutMargins)))
        }
        if let frame = view.frame {
            keys.append(
                (
                    "frame",
                    "{x: \(n(frame.minX)), y: \(n(frame.minY)), width: \(n(frame.width)), height: \(n(frame.height))}"
                ))
            if !view.autoresizing.isEmpty { keys.append(("autoresizing", autoresizing(view.autoresizing))) }
        }
        if view.kind == .stackView { keys += stackKeys(view.stack) }
        for (key, value) in keys { out += "\(pad)  \(key): \(value)\n" }
        if !view.subviews.isEmpty {
            out += "\(pad)  subviews:\n"
            for sub in view.subviews { write(sub, indent: indent + 2, into: &out) }
        }
    }

    /// One run of attributed text as a flow mapping: `{text: "…", font: …, color: …, kern: …, baselineOffset: …}`.
    private static func run(_ run: AttributedRun) -> String {
        var fields = ["text: " + JSONValue.quoted(run.text)]
        if let font = run.font { fields.append("font: " + fontValue(font)) }
        if let runColor = run.color { fields.append("color: " + color(runColor)) }
        if run.kern != 0 { fields.append("kern: \(n(run.kern))") }
        if run.baselineOffset != 0 { fields.append("baselineOffset: \(n(run.baselineOffset))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A font as a spec writes it: its size alone when regular and upright, else `{size: …, weight: …,
    /// italic: true}` with the weight only when not regular.
    private static func fontValue(_ font: Font) -> String {
        guard font.weight != .regular || font.italic else { return n(font.size) }
        let weight = font.weight == .regular ? "" : ", weight: \(font.weight.rawValue)"
        return "{size: \(n(font.size))\(weight)\(font.italic ? ", italic: true" : "")}"
    }

    private static func textKeys(_ view: ViewNode) -> [(String, String)] {
        var keys: [(String, String)] = []
        let style = view.textStyle
        if let dynamic = view.dynamicFont {
            var font = "{style: \(dynamic.style.rawValue)"
            if let weight = dynamic.weight { font += ", weight: \(weight.rawValue)" }
            keys.append(("font", font + "}"))
        } else {
            keys.append(("font", fontValue(style.font)))
        }
        if style.numberOfLines != 1 { keys.append(("lines", String(style.numberOfLines))) }
        if style.lineBreakMode != .byTruncatingTail { keys.append(("lineBreakMode", style.lineBreakMode.rawValue)) }
        if style.alignment != .natural { keys.append(("alignment", style.alignment.rawValue)) }
        if let color = view.textColor { keys.append(("textColor", self.color(color))) }
        return keys
    }

    private static func stackKeys(_ stack: StackConfiguration) -> [(String, String)] {
        var keys: [(String, String)] = [("axis", stack.axis.rawValue)]
        if stack.distribution != .fill { keys.append(("distribution", stack.distribution.rawValue)) }
        if stack.alignment != .fill { keys.append(("alignment", stack.alignment.rawValue)) }
        if stack.spacing != 0 { keys.append(("spacing", n(stack.spacing))) }
        if stack.isBaselineRelativeArrangement { keys.append(("baselineRelative", "true")) }
        if stack.isLayoutMarginsRelativeArrangement { keys.append(("layoutMarginsRelative", "true")) }
        return keys
    }

    /// `first.attr REL second.attr * m + c @p`, every item named; nil for a constraint under a trait
    /// condition (written as a variation it would need a view of its own; left for the reader's warning).
    private static func constraint(_ c: ConstraintNode) -> String? {
        guard c.condition == nil, let first = item(c.firstItem) else { return nil }
        var text = "\(first).\(c.firstAttribute.rawValue) \(c.relation.rawValue) "
        if let secondItem = c.secondItem, let attribute = c.secondAttribute, let second = item(secondItem) {
            text += "\(second).\(attribute.rawValue)"
            if c.multiplier != 1 { text += " * \(n(c.multiplier))" }
            if c.constant != 0 { text += c.constant < 0 ? " - \(n(-c.constant))" : " + \(n(c.constant))" }
        } else {
            text += n(c.constant)
        }
        if c.priority != LayoutPriority.required { text += " @\(n(c.priority))" }
        return text
    }

    private static func item(_ reference: ItemReference) -> String? {
        switch reference {
        case .view(let name): return name
        case .canvas: return "canvas"
        case .safeArea: return "safeArea"
        default: return nil
        }
    }

    private static func n(_ value: Double) -> String { NumberFormat.text(value) }

    private static func insets(_ e: EdgeInsets) -> String {
        "{top: \(n(e.top)), left: \(n(e.left)), bottom: \(n(e.bottom)), right: \(n(e.right))}"
    }

    private static func priorities(_ p: AxisPriorities) -> String {
        "{horizontal: \(n(p.horizontal)), vertical: \(n(p.vertical))}"
    }

    private static func color(_ c: Color) -> String {
        func hex(_ v: Double) -> String {
            let byte = Int((min(1, max(0, v)) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "\"#" + hex(c.red) + hex(c.green) + hex(c.blue) + (c.alpha < 1 ? hex(c.alpha) : "") + "\""
    }

    private static func autoresizing(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
            (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
            (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
        ]
        return "[" + names.filter { mask.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
