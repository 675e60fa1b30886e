import TrellisText

/// Lays out the renderer's own text (tags, dimension labels, the legend) with TrellisText, so that text is
/// shaped and drawn exactly like the views' text.
final class TextSource: @unchecked Sendable {
    static let shared = TextSource()

    /// The layout of `text` on one line at `size` points, or nil when no text engine is available.
    func layout(_ text: String, size: Double, weight: FontWeight, scale: Double) throws -> TextLayout? {
        nil
    }
}
