import CHarfBuzz

/// One variation-axis setting of a variable font: a four-letter axis tag (`opsz`, `wght`) and its value in
/// the axis's own units.
public struct FontVariation: Sendable, Hashable, Codable {
    public var tag: String
    public var value: Double

    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    /// The tag's four characters as one big-endian number, as HarfBuzz and FreeType keep axis tags.
    public var tagNumber: UInt32 { FontTableDirectory.tag(tag) }
}

extension FontFace {
    /// A HarfBuzz font's line metrics from its `hhea` table, or its OS/2 typographic metrics when the font
    /// asks for them (`USE_TYPO_METRICS`), as HarfBuzz gives them (so a variable font's `MVAR` adjustments at
    /// the font's instance count), in em: what `UIFont` reports for the font.
    static func harfBuzzMetrics(_ hbFont: OpaquePointer, upem: Double) -> VerticalMetrics {
        var extents = hb_font_extents_t()
        _ = hb_font_get_h_extents(hbFont, &extents)
        return VerticalMetrics(
            ascenderEm: Double(extents.ascender) / upem, descenderEm: Double(-extents.descender) / upem,
            lineGapEm: Double(extents.line_gap) / upem)
    }

    /// The HarfBuzz variation records of `variations` (tags of four ASCII letters; others are skipped).
    static func harfBuzzVariations(_ variations: [FontVariation]) -> [hb_variation_t] {
        variations.compactMap { variation in
            guard variation.tag.utf8.count == 4 else { return nil }
            return hb_variation_t(tag: variation.tagNumber, value: Float(variation.value))
        }
    }
}
