import TrellisLayout
import TrellisText

/// A label's `text:` written as a list of runs (attributed text), each with its own font, colour, kern and
/// baseline offset: `text: [{text: "Total ", font: {size: 15}}, {text: "€12", font: {size: 15, weight: bold},
/// color: red}]`.
extension DocumentParser {
    static let runKeys = ["text", "font", "color", "kern", "baselineOffset"]

    /// The runs of `node` (a list), located errors for an empty list, a run without text and bad values.
    func attributedText(_ node: SpecNode, kind: ViewKind) throws -> [AttributedRun] {
        guard kind == .label else {
            throw reader.error("text as a list of runs (attributed text) is for labels; write one string", at: node)
        }
        let items = try reader.sequence(node, "text")
        guard !items.isEmpty else {
            throw reader.error("text is an empty list of runs: give at least one {text: …}", at: node)
        }
        var runs: [AttributedRun] = []
        for item in items {
            let fields = try reader.mapping(item, "a text run", keys: Self.runKeys)
            guard let textNode = fields["text"] else {
                throw reader.error("a text run needs 'text'", at: item)
            }
            let text = try self.text(textNode)
            guard !text.isEmpty else {
                throw reader.error("a text run's text is empty: give it characters or leave the run out", at: textNode)
            }
            var run = AttributedRun(text)
            if let font = fields["font"] { run.font = try self.font(font) }
            if let color = fields["color"] {
                let appearance = try appearanceColor(color, key: "color", fields)
                (run.color, run.darkColor) = (appearance.light, appearance.dark)
            }
            if let kern = fields["kern"] { run.kern = try reader.number(kern, "kern") }
            if let offset = fields["baselineOffset"] {
                run.baselineOffset = try reader.number(offset, "baselineOffset")
            }
            runs.append(run)
        }
        return runs
    }
}
