/// One generated spec: its YAML, and the same layout for a peer (plain equations or a flexbox tree).
struct SpecBuilder {
    var yaml: String
    var system: ConstraintSystem?
    var flex: FlexNode?

    init(yaml: String, system: ConstraintSystem? = nil, flex: FlexNode? = nil) {
        self.yaml = yaml
        self.system = system
        self.flex = flex
    }
}

/// The flexbox equivalent of a stack layout, for Yoga (`Benchmarks/peers/scale_peer.py`): a column or row
/// container with a gap, padding and cross-axis alignment, or a leaf with a fixed size, an aspect ratio or
/// text. Yoga measures text with a fake measurer (characters × 0.5 em per line, 1.2 em line height):
/// Trellis measures the real glyphs.
final class FlexNode {
    enum Direction: String { case row, column }
    var direction: Direction = .column
    var gap: Double = 0
    var padding: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
    /// `stretch`, `flex-start`, `center`, `baseline`.
    var align = "stretch"
    var width: Double?
    var height: Double?
    var aspectRatio: Double?
    var grow: Double = 0
    var basis: Double?
    /// Text leaf: characters, font size and maximum lines (0 = unlimited).
    var text: (characters: Int, fontSize: Double, lines: Int)?
    var children: [FlexNode] = []

    init(_ direction: Direction = .column, gap: Double = 0, align: String = "stretch", children: [FlexNode] = []) {
        self.direction = direction
        self.gap = gap
        self.align = align
        self.children = children
    }

    static func text(_ string: String, size: Double, lines: Int) -> FlexNode {
        let node = FlexNode()
        node.text = (string.count, size, lines)
        return node
    }

    static func box(width: Double? = nil, height: Double? = nil) -> FlexNode {
        let node = FlexNode()
        node.width = width
        node.height = height
        return node
    }

    var json: String {
        var fields = ["\"dir\": \"\(direction.rawValue)\"", "\"gap\": \(number(gap))", "\"align\": \"\(align)\""]
        if padding != (0, 0, 0, 0) {
            fields.append(
                "\"padding\": [\(number(padding.top)), \(number(padding.left)), \(number(padding.bottom)), \(number(padding.right))]"
            )
        }
        if let width { fields.append("\"w\": \(number(width))") }
        if let height { fields.append("\"h\": \(number(height))") }
        if let aspectRatio { fields.append("\"aspect\": \(number(aspectRatio))") }
        if grow != 0 { fields.append("\"grow\": \(number(grow))") }
        if let basis { fields.append("\"basis\": \(number(basis))") }
        if let text { fields.append("\"text\": [\(text.characters), \(number(text.fontSize)), \(text.lines)]") }
        if !children.isEmpty {
            fields.append("\"children\": [\n" + children.map(\.json).joined(separator: ",\n") + "]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

/// Deterministic, varied text: sentences of common words, so every label is laid out for real (a feed's
/// bodies aren't all the same string, which would only measure the text engine's cache).
struct TextSource {
    private var random: SplitMix64
    private static let words = """
        the a layout view stack label cell row screen title body photo comment shared new week today reply \
        friends morning coffee train design review update release notes build green tests merged branch \
        garden weekend trip mountain lake city museum dinner recipe bread tomato summer winter rain light \
        quick brown fox jumps over lazy dog and with from about after before while during through across
        """.split(separator: " ").map(String.init)

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func words(_ range: ClosedRange<Int>) -> String {
        let count = range.lowerBound + random.below(range.count)
        var out: [String] = []
        for _ in 0..<count { out.append(Self.words[random.below(Self.words.count)]) }
        var sentence = out.joined(separator: " ")
        sentence.replaceSubrange(sentence.startIndex...sentence.startIndex, with: sentence.prefix(1).uppercased())
        return sentence
    }
}
