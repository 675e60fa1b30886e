import TrellisLayout

/// How a scroll view shows that its content goes on past its frame.
enum ScrollIndicatorMetrics {
    /// UIKit's indicator: a 3 pt capsule, 3 pt in from the edge, never shorter than 36 pt.
    static let thickness = 3.0
    static let inset = 3.0
    static let minimumLength = 36.0
    /// The fade over the cut edge: at most 24 pt, and at most a quarter of the frame.
    static let fadeLength = 24.0
}

extension RenderJob {
    /// For a scroll view whose `contentSize` is larger than its frame on an axis: a fade over the edge where
    /// the content is cut (to the scroll view's own fill, when it has one) and a scroll bar whose length is the
    /// visible fraction of the content, at the top (left) as the content offset is 0. The outline is drawn again
    /// on top, as the clipped subviews may have covered it.
    func drawScrollIndicators(_ scroll: ViewScene) throws {
        guard let content = scroll.solved.contentSize else { return }
        let frame = grid.snap(scroll.frame)
        guard frame.width > 0, frame.height > 0 else { return }
        let epsilon = grid.hairline / 2
        let vertical = content.height > frame.height + epsilon
        let horizontal = content.width > frame.width + epsilon
        guard vertical || horizontal else { return }
        if let fill = boxColors(scroll).fill, fill.alpha > 0, options.style != .wireframe {
            if vertical { drawFade(in: frame, fill: fill, vertical: true) }
            if horizontal { drawFade(in: frame, fill: fill, vertical: false) }
        }
        let m = ScrollIndicatorMetrics.self
        let color = scrollBarColor
        if vertical {
            let track = frame.height - 2 * m.inset - (horizontal ? m.thickness + m.inset : 0)
            let length = barLength(track: track, fraction: frame.height / content.height)
            let bar = Rect(
                x: frame.maxX - m.inset - m.thickness, y: frame.minY + m.inset, width: m.thickness, height: length)
            drawBar(bar, color)
        }
        if horizontal {
            let track = frame.width - 2 * m.inset - (vertical ? m.thickness + m.inset : 0)
            let length = barLength(track: track, fraction: frame.width / content.width)
            let bar = Rect(
                x: frame.minX + m.inset, y: frame.maxY - m.inset - m.thickness, width: length, height: m.thickness)
            drawBar(bar, color)
        }
        strokeBox(scroll)
    }

    /// Dark and translucent on light pages, light on dark ones, like UIKit's default indicator style.
    private var scrollBarColor: Color {
        options.theme == .dark
            ? Color(red: 1, green: 1, blue: 1, alpha: 0.45) : Color(red: 0, green: 0, blue: 0, alpha: 0.38)
    }

    /// The visible fraction of the track, no shorter than UIKit's minimum (or the track, if that is shorter).
    private func barLength(track: Double, fraction: Double) -> Double {
        guard track > 0 else { return 0 }
        return min(track, max(ScrollIndicatorMetrics.minimumLength, grid.snap(track * min(1, fraction))))
    }

    private func drawBar(_ bar: Rect, _ color: Color) {
        guard bar.width > 0, bar.height > 0 else { return }
        context.roundedRectangle(bar, radius: ScrollIndicatorMetrics.thickness / 2)
        context.setColor(color)
        context.fill()
    }

    /// A band along the bottom (or right) edge, from the fill at 0 alpha to the fill nearly opaque.
    private func drawFade(in frame: Rect, fill: Color, vertical: Bool) {
        var clear = fill, solid = fill
        clear.alpha = 0
        solid.alpha = fill.alpha * 0.9
        if vertical {
            let length = grid.snap(min(ScrollIndicatorMetrics.fadeLength, frame.height / 4))
            let band = Rect(x: frame.minX, y: frame.maxY - length, width: frame.width, height: length)
            context.fill(band, gradientFrom: Point(x: 0, y: band.minY), clear, to: Point(x: 0, y: band.maxY), solid)
        } else {
            let length = grid.snap(min(ScrollIndicatorMetrics.fadeLength, frame.width / 4))
            let band = Rect(x: frame.maxX - length, y: frame.minY, width: length, height: frame.height)
            context.fill(band, gradientFrom: Point(x: band.minX, y: 0), clear, to: Point(x: band.maxX, y: 0), solid)
        }
    }
}
