/// A text layout that carries its glyph runs: what a renderer can draw. A layout made for measuring only
/// (`TextDetail.metrics`) has its lines but none of their glyphs, so it has no drawable form — a painter that
/// takes this type cannot be handed text it would silently lose.
///
/// Reads through to the layout (`text.width`, `text.lines`, …).
@dynamicMemberLookup
public struct DrawableText: Sendable, Hashable {
    /// The layout, with every line's glyph runs.
    public let layout: TextLayout

    /// The layout, when it carries its glyph runs (or has no line to draw); nil for one made for measuring
    /// only.
    public init?(_ layout: TextLayout) {
        guard layout.detail == .glyphs || layout.lines.isEmpty else { return nil }
        self.layout = layout
    }

    /// A layout the engine built with its glyphs (`TextEngine.layout`).
    init(builtWithGlyphs layout: TextLayout) {
        self.layout = layout
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<TextLayout, Value>) -> Value {
        layout[keyPath: keyPath]
    }
}
