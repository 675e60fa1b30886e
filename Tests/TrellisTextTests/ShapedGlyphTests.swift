import Testing

@testable import TrellisText

/// A glyph is 20 bytes, its unsafe-to-break flag in the cluster's sign bit: the two read back independently.
@Suite struct ShapedGlyphTests {
    @Test func theFlagAndTheClusterShareAWord() {
        for flag in [false, true] {
            var glyph = ShapedGlyph(
                glyph: 7, cluster: 123_456, xAdvance: -5, xOffset: 3, yOffset: -2, unsafeToBreak: flag)
            #expect(glyph.cluster == 123_456 && glyph.unsafeToBreak == flag)
            glyph.cluster -= 123_000
            #expect(glyph.cluster == 456 && glyph.unsafeToBreak == flag)
            glyph.cluster = Int32.max
            #expect(glyph.cluster == Int32.max && glyph.unsafeToBreak == flag)
            #expect(glyph.glyph == 7 && glyph.xAdvance == -5 && glyph.xOffset == 3 && glyph.yOffset == -2)
        }
    }
}
