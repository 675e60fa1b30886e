import CCairo
import TrellisLayout
import TrellisText

extension RenderJob {
    /// Draws a TrellisText layout exactly as it was measured: each line at its baseline, shifted by its
    /// alignment offset within `block`, each glyph at the position HarfBuzz gave it.
    ///
    /// Outline faces go through `cairo_show_glyphs` (vector text in SVG and PDF). Colour bitmap faces
    /// (Noto Color Emoji's 109 ppem strike) are drawn by Cairo in PNG, but as full-resolution images in SVG
    /// and PDF, where Cairo would embed a bitmap at the target size that looks blurred when zoomed.
    /// `runColors`: attributed text's colours by UTF-16 range; a glyph run takes the colour of the range
    /// holding its first character (an attributed run is never split between colours), others `color`.
    func drawText(
        _ text: DrawableText, in block: Rect, color: Color, runColors: [(range: Range<Int>, color: Color)] = []
    ) throws {
        let layout = text.layout
        // A document built in Swift can carry any size; Cairo leaks or fails on absurd ones.
        for line in layout.lines {
            for run in line.runs where !Font.drawableSizes.contains(run.pointSize) {
                throw RenderError.font(
                    "text at \(run.pointSize) pt can't be drawn: font sizes from "
                        + "\(Font.drawableSizes.lowerBound) to 5,000 pt can")
            }
        }
        drawnTexts.append(DrawnText(layout: layout, block: block, owner: textOwner))
        context.setColor(color)
        for (index, line) in layout.lines.enumerated() {
            let lineX = block.minX + layout.lineOffsetX(index, inWidth: block.width)
            let baseline = block.minY + line.baseline
            for run in line.runs where !run.glyphs.isEmpty {
                if run.face.isColorBitmap && isVector {
                    try drawColorGlyphImages(run, x: lineX, baseline: baseline)
                } else {
                    let first = run.clusters.min() ?? 0
                    let runColor = runColors.first { $0.range.contains(first) }?.color ?? color
                    try drawGlyphs(run, x: lineX, baseline: baseline, color: runColor)
                }
            }
        }
    }

    /// A view's solved text in its drawable form; a layout solved for measuring only has lines but no
    /// glyphs, and drawing it would lose the text (`RenderError.textWithoutGlyphs`).
    func drawable(_ layout: TextLayout) throws -> DrawableText {
        guard let text = DrawableText(layout) else {
            throw RenderError.textWithoutGlyphs(String(layout.text.prefix(40)))
        }
        return text
    }

    private func drawGlyphs(_ run: GlyphRun, x: Double, baseline: Double, color: Color) throws {
        let face = try fonts.cairoFace(for: run.face)
        let count = min(run.glyphs.count, run.positions.count)
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(count)
        for i in 0..<count {
            let p = run.positions[i]
            glyphs.append(cairo_glyph_t(index: UInt(run.glyphs[i]), x: x + p.x, y: baseline + p.y))
        }
        context.setColor(color)
        context.showGlyphs(glyphs, face: face.handle, size: run.pointSize)
    }

    private func drawColorGlyphImages(_ run: GlyphRun, x: Double, baseline: Double) throws {
        for (glyph, p) in zip(run.glyphs, run.positions) {
            guard let image = try fonts.colorGlyph(glyph, in: run.face) else { continue }
            let k = run.pointSize / image.ppem
            context.draw(image: image.surface, x: x + p.x + image.left * k, y: baseline + p.y - image.top * k, scale: k)
        }
    }
}

/// A text as drawn: its layout, where its block went, and the view it belongs to (nil: the renderer's own).
struct DrawnText {
    let layout: TextLayout
    let block: Rect
    let owner: String?
}
