import TrellisText

/// Lays out the renderer's own text (tags, dimension labels, the legend) with TrellisText's bundled engine,
/// so that text is shaped, measured and drawn exactly like the views' text.
final class TextSource: @unchecked Sendable {
    static let shared = TextSource()

    /// The one-line layout of `text` at `size` points in the bundled system font.
    func layout(_ text: String, size: Double, weight: FontWeight, scale: Double) throws -> DrawableText? {
        try layout(text, size: size, weight: weight, scale: scale, wrapWidth: nil)
    }

    /// `text` wrapped at `wrapWidth` points (any number of lines), or on one line for nil.
    func layout(_ text: String, size: Double, weight: FontWeight, scale: Double, wrapWidth: Double?) throws
        -> DrawableText?
    {
        let engine: TextEngine
        do {
            engine = try TextEngine.bundled()
        } catch {
            throw RenderError.font("cannot open the bundled fonts: \(error)")
        }
        let style = TextStyle(
            font: Font(size: size, weight: weight), numberOfLines: wrapWidth == nil ? 1 : 0,
            lineBreakMode: wrapWidth == nil ? .byClipping : .byWordWrapping, alignment: .left)
        return try engine.layout(text, style: style, width: wrapWidth, scale: scale)
    }
}
