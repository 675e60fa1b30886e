import TrellisText

/// Lays out the renderer's own text (tags, dimension labels, the legend) with TrellisText's bundled engine,
/// so that text is shaped, measured and drawn exactly like the views' text.
final class TextSource: @unchecked Sendable {
    static let shared = TextSource()

    /// The one-line layout of `text` at `size` points in the bundled system font.
    func layout(_ text: String, size: Double, weight: FontWeight, scale: Double) throws -> TextLayout? {
        let engine: TextEngine
        do {
            engine = try TextEngine.bundled()
        } catch {
            throw RenderError.font("cannot open the bundled fonts: \(error)")
        }
        let style = TextStyle(font: Font(size: size, weight: weight), numberOfLines: 1, lineBreakMode: .byClipping,
                              alignment: .left)
        return try engine.layout(text, style: style, width: nil, scale: scale)
    }
}
