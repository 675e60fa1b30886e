/// A text's paragraphs as one layout shaped them, kept to lay the same text out again at another width
/// without shaping it again: a multi-line label is laid out unwrapped in the first layout pass and wrapped
/// at its solved width in the second (UIKit's two-pass layout), and between the two passes a large screen
/// measures more labels than a `TextCache` holds.
///
/// Shaping is a pure function of a paragraph's text and the font's face, so a layout from a `ShapedText`
/// is identical to one that shapes afresh; the value only saves the work. It holds the glyphs of the whole
/// text (a few kilobytes for a paragraph), so keep it only as long as another layout may follow. A class,
/// so that holding one costs its holder a reference.
public final class ShapedText: Sendable {
    /// The text these paragraphs were shaped from.
    public let text: String
    /// The face (`FontChain` index) the text's font starts the chain with.
    let primary: Int
    /// The first paragraphs of `text`, in order (a layout that stopped at its line limit shaped only
    /// those it reached).
    let paragraphs: [ShapedParagraph]
    /// Whether the engine had shaped this text lately when it shaped these paragraphs (its cache held one
    /// of them): a text met again may be laid out at the same width again, so its layouts are worth caching;
    /// a text met once is not (`TextEngine.laidOut`).
    let isRepeat: Bool
    /// The engine that shaped the paragraphs: with a system font, each point size has its own faces
    /// (`SystemFont`), so a shaping serves only its own size's engine.
    let shapedBy: TextEngine?

    init(
        text: String, primary: Int, paragraphs: [ShapedParagraph], isRepeat: Bool, shapedBy: TextEngine? = nil
    ) {
        self.text = text
        self.primary = primary
        self.paragraphs = paragraphs
        self.isRepeat = isRepeat
        self.shapedBy = shapedBy
    }

    /// This shaping when `engine` shaped it, else nil.
    func shaped(by engine: TextEngine) -> ShapedText? { shapedBy === engine ? self : nil }

    /// How many of the text's paragraphs are kept.
    public var paragraphCount: Int { paragraphs.count }

    /// The kept paragraphs when a layout of `text` in face `primary` can use them, else none.
    func paragraphs(for other: String, primary otherPrimary: Int) -> [ShapedParagraph] {
        otherPrimary == primary && other == text ? paragraphs : []
    }
}
