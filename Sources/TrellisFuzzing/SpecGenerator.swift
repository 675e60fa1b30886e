import TrellisReport

/// Writes valid-looking specs from fuzz input: a canvas or a device, a tree of views of every kind, texts in
/// many scripts (and floods of emoji and combining marks), fonts, stack views, frames with autoresizing,
/// constraints between the views with multipliers, constants and priorities, hugging and compression
/// resistance, and fitting requests. Most of what it writes is valid, so the fuzzer spends its time in the
/// layout engine rather than in the spec reader's first error; a few choices are deliberately wrong.
public struct SpecGenerator {
    var input: FuzzInput
    private var names: [String] = []
    private var lines: [String] = []
    /// The views declared so far under each open parent (the innermost last): constraints relate siblings.
    private var siblings: [[String]] = [[]]

    public init(_ input: FuzzInput) { self.input = input }

    /// Texts covering the scripts and the shaping and breaking cases the text engine handles.
    static let texts = [
        "Hello, Trellis", "A longer sentence that wraps onto a second line when the label is narrow enough.",
        "你好，世界。自动布局", "こんにちは世界", "안녕하세요 세계", "مرحبا بالعالم", "שלום עולם", "नमस्ते दुनिया",
        "สวัสดีชาวโลก", "Привет, мир", "Γειά σου Κόσμε", "👩‍👩‍👧‍👦🏳️‍🌈👍🏽", "e\u{301}\u{302}\u{303}\u{304}",
        "mixed English العربية and 中文", "", " ", "tab\tand\nnewline", "\u{200B}\u{200D}\u{FEFF}", "🇺🇸🇯🇵🇨🇳",
        "supercalifragilisticexpialidocious", "1234567890", "x",
    ]

    static let kinds = ["view", "label", "button", "image", "textView", "switch", "slider", "stackView", "scrollView"]
    /// Attributes that may be related to one another (UIKit refuses mixing axes, positions with sizes, and
    /// left/right with leading/trailing).
    static let attributeGroups = [
        ["left", "right", "centerX", "centerXWithinMargins", "leftMargin"],
        ["leading", "trailing", "centerX", "leadingMargin", "trailingMargin"],
        ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "topMargin", "bottomMargin"],
        ["width", "height"],
    ]
    static let attributes = Array(Set(attributeGroups.joined())).sorted()
    static let relations = ["==", "<=", ">="]
    static let priorities = [
        "", " @ 1000", " @ 999", " @ 750", " @ 250", " @ 1", " @ 500.5", " @ low", " @ high",
        " @ fittingSize", " @ required",
    ]

    /// The spec's YAML text.
    public mutating func spec() -> String {
        lines = []
        names = []
        siblings = [[]]
        if input.chance(20) {
            lines.append(
                "device: "
                    + input.pick([
                        "iPhone 8", "iPhone SE (1st generation)", "iPhone 16 Pro", "iPhone SE (3rd generation)",
                    ]))
        } else {
            let scale = input.chance(5) ? "4" : input.pick(["1", "2", "3"])
            lines.append("canvas: {width: \(dimension()), height: \(dimension()), scale: \(scale)}")
        }
        lines.append("views:")
        let roots = input.int(1...4)
        for _ in 0..<roots { view(depth: 1, indent: "  ", parentKind: "view") }
        if input.chance(40) {
            lines.append("constraints:")
            for _ in 0..<input.int(0...6) { lines.append("  - " + constraint(owner: nil)) }
        }
        if input.chance(25), let name = names.first {
            lines.append("fitting:")
            lines.append(
                "  - {view: \(input.chance(90) ? name : "nobody"), target: \(input.pick(["compressed", "expanded", "{width: 320, height: 0}"]))}"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func dimension() -> String {
        input.chance(3) ? "0" : input.pick(["320", "375", "100", "1", "1024", "568", "12.5", "2000"])
    }

    private mutating func number() -> String {
        input.pick(["0", "8", "16", "-8", "0.5", "100", "1000", "44", "-0.25", "3.75"])
    }

    private mutating func view(depth: Int, indent: String, parentKind: String) {
        guard names.count < 40 else { return }
        let name = "v\(names.count)"
        names.append(name)
        siblings[siblings.count - 1].append(name)
        let kind = input.pick(Self.kinds)
        lines.append("\(indent)\(name):")
        let inner = indent + "  "
        lines.append("\(inner)kind: \(kind)")
        if ["label", "button", "textView"].contains(kind) {
            var text = input.pick(Self.texts)
            if input.chance(10) { text = String(repeating: text.isEmpty ? "a" : text, count: input.int(2...200)) }
            lines.append("\(inner)text: \(quoted(text))")
            if input.chance(50) {
                lines.append(
                    "\(inner)font: \(input.pick(["17", "12", "0.5", "200", "{size: 20, weight: bold}", "{size: 15, scale: 1.5}"]))"
                )
            }
            if input.chance(50) { lines.append("\(inner)lines: \(input.pick(["0", "1", "2", "3"]))") }
            if input.chance(20) {
                lines.append(
                    "\(inner)lineBreakMode: \(input.pick(["byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle"]))"
                )
            }
            if kind == "label", input.chance(20) {
                lines.append("\(inner)preferredMaxLayoutWidth: \(number().replacingOccurrences(of: "-", with: ""))")
            }
        }
        if kind == "stackView" {
            lines.append("\(inner)axis: \(input.pick(["horizontal", "vertical"]))")
            if input.chance(60) {
                lines.append(
                    "\(inner)distribution: \(input.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))"
                )
            }
            if input.chance(60) {
                let baselines = lines.last == "\(inner)axis: horizontal" ? ["firstBaseline", "lastBaseline"] : []
                lines.append("\(inner)alignment: \(input.pick(["fill", "leading", "center", "trailing"] + baselines))")
            }
            if input.chance(50) { lines.append("\(inner)spacing: \(number())") }
        }
        if input.chance(15) {
            lines.append("\(inner)background: \(input.pick(["red", "\"#336699\"", "transparent", "\"#12345678\""]))")
        }
        if input.chance(15) {
            lines.append(
                "\(inner)hugging: \(input.pick(["250", "251", "1000", "1", "{horizontal: 750, vertical: 1}"]))")
        }
        if input.chance(15) {
            lines.append("\(inner)compressionResistance: \(input.pick(["750", "749", "1000", "{horizontal: 1}"]))")
        }
        if input.chance(10) {
            lines.append(
                "\(inner)intrinsicSize: {width: \(input.pick(["none", "10", "0"])), height: \(input.pick(["none", "20"]))}"
            )
        }
        if parentKind != "stackView", input.chance(20) {
            lines.append(
                "\(inner)frame: {x: \(number()), y: \(number()), width: \(dimension()), height: \(dimension())}")
            if input.chance(50) {
                lines.append(
                    "\(inner)autoresizing: \(input.pick(["[flexibleWidth]", "[flexibleHeight, flexibleTopMargin]", "[]"]))"
                )
            }
        } else if input.chance(85) {
            lines.append("\(inner)constraints:")
            for _ in 0..<input.int(0...5) { lines.append("\(inner)  - " + constraint(owner: name)) }
        }
        if input.chance(8) { lines.append("\(inner)sizeToFit: true") }
        if depth < 7, input.chance(45) {
            lines.append("\(inner)subviews:")
            siblings.append([])
            for _ in 0..<input.int(1...4) { view(depth: depth + 1, indent: inner + "  ", parentKind: kind) }
            siblings.removeLast()
        }
    }

    /// A constraint written under `owner` (or at the top level between root views): mostly valid, relating
    /// compatible attributes of the owner, its siblings and its superview; now and then deliberately wrong.
    private mutating func constraint(owner: String?) -> String {
        if input.chance(4) { // anything at all, usually an error
            return quoted(
                input.pick(names + ["superview", "nobody"]) + "." + input.pick(Self.attributes) + " "
                    + input.pick(Self.relations) + " " + input.pick(names + ["canvas"]) + "."
                    + input.pick(Self.attributes) + input.pick(Self.priorities))
        }
        let group = input.pick(Self.attributeGroups)
        let peers = siblings.last ?? []
        let first: String
        if let owner {
            first = input.chance(80) ? "" : owner + "."
        } else {
            first = (peers.isEmpty ? "canvas" : input.pick(peers)) + "."
        }
        let firstName = owner ?? String(first.dropLast())
        var text = first + input.pick(group) + " " + input.pick(Self.relations) + " "
        if group.contains("width"), input.chance(40) {
            text += number().replacingOccurrences(of: "-", with: "")
        } else {
            let others = peers.filter { $0 != firstName }
            let second =
                others.isEmpty || input.chance(50) ? (owner == nil ? "canvas" : "superview") : input.pick(others)
            text += second + "." + input.pick(group)
            if input.chance(20) {
                text +=
                    " * "
                    + input.pick(
                        group.contains("width") ? ["0.5", "2", "1.5", "0", "-1", "1000"] : ["0.5", "2", "1.5", "-1"])
            }
            if input.chance(50) {
                text += input.pick([" + ", " - "]) + number().replacingOccurrences(of: "-", with: "")
            }
        }
        return quoted(text + input.pick(Self.priorities))
    }

    /// A YAML double-quoted scalar: JSON's string escapes are valid YAML ones.
    private func quoted(_ text: String) -> String { JSONValue.quoted(text) }
}
