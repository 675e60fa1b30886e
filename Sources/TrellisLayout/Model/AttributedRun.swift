import TrellisText

/// One run of a label's attributed text (`text:` as a list in a spec, an IB `attributedString`): its
/// characters and the attributes `NSAttributedString` gives them. A run without a font takes the label's;
/// without a colour, the label's text colour; without a dark colour, its colour in both appearances.
public struct AttributedRun: Sendable, Hashable {
    public var text: String
    public var font: Font?
    public var color: Color?
    /// The colour in dark appearance where it differs (a semantic colour, `{light: …, dark: …}`).
    public var darkColor: Color?
    /// Points after each character (`NSAttributedString.Key.kern`).
    public var kern: Double
    /// Points the run's baseline is raised (`.baselineOffset`; negative lowers it).
    public var baselineOffset: Double

    public init(
        _ text: String, font: Font? = nil, color: Color? = nil, darkColor: Color? = nil, kern: Double = 0,
        baselineOffset: Double = 0
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.darkColor = darkColor
        self.kern = kern
        self.baselineOffset = baselineOffset
    }
}

extension ViewNode {
    /// Sets plain `text` in place of whatever the view showed, attributed text included (a trait variation's
    /// `text`, a cell's data, `LayoutSession.setText`).
    public mutating func replaceText(with text: String) {
        self.text = text
        if !attributedText.isEmpty { attributedText = [] }
    }
}

extension [AttributedRun] {
    /// The runs as TrellisText measures them, in a label of `style`: a run without a font takes the label's;
    /// every run takes the label's Dynamic Type scale.
    public func textRuns(in style: TextStyle) -> [TextRun] {
        map { run in
            var font = run.font ?? style.font
            font.scale = style.font.scale
            return TextRun(run.text, font: font, kern: run.kern, baselineOffset: run.baselineOffset)
        }
    }

    /// Each run's colour in light or `dark` appearance with the UTF-16 range it covers in the joined text
    /// (runs without a colour left out).
    public func colorRanges(dark: Bool) -> [(range: Range<Int>, color: Color)] {
        var result: [(range: Range<Int>, color: Color)] = []
        var start = 0
        for run in self {
            let end = start + run.text.utf16.count
            if let color = dark ? (run.darkColor ?? run.color) : run.color { result.append((start..<end, color)) }
            start = end
        }
        return result
    }
}
