import TrellisLayout
import TrellisText

/// Tag geometry: 10 pt Roboto Medium with a little room around it.
enum TagMetrics {
    static let fontSize = 10.0
    static let weight = FontWeight.medium
    static let horizontalPadding = 4.0
    static let verticalPadding = 1.5
    static let cornerRadius = 3.0
    /// Dimension labels of the constraints overlay.
    static let annotationSize = 9.0
}

extension RenderJob {
    /// `name w×h`, or with the frames overlay `name (x, y) w×h`; numbers minimal (`label1 300×33.5`).
    func tagText(_ view: ViewScene) -> String {
        let f = view.solved.frame
        if options.overlays.contains(.frames) {
            return "\(view.name) (\(NumberText.minimal(f.minX)), \(NumberText.minimal(f.minY))) "
                + NumberText.size(f.width, f.height)
        }
        return "\(view.name) " + NumberText.size(f.width, f.height)
    }

    /// Every visible view's tag (in the schematic styles) and every dimension label, placed together by
    /// `TagPlacer` — tags first, in z-order — so that none covers another, then drawn on top of everything.
    func drawLabels() throws {
        struct Pending {
            let layout: TextLayout
            let size: Size
            let box: Rect
            let stroke: Color
            let textColor: Color
        }
        var pending: [Pending] = []
        if options.style != .content {
            for view in views where view.isVisible {
                guard let layout = try plan.text.layout(tagText(view), size: TagMetrics.fontSize,
                                                       weight: TagMetrics.weight, scale: grid.scale) else { continue }
                let size = tagSize(layout)
                // Inside a scroll view, the tag goes by the part of the box that shows.
                pending.append(Pending(layout: layout, size: size, box: view.visibleFrame,
                                       stroke: boxColors(view).stroke ?? palette.inkSecondary, textColor: palette.tagText))
            }
        }
        for annotation in annotations {
            guard let layout = try plan.text.layout(annotation.text, size: TagMetrics.annotationSize,
                                                   weight: .regular, scale: grid.scale) else { continue }
            let size = tagSize(layout)
            // A box one gap larger than the label, centred on the spot: its inside top-left candidate is the spot.
            let g = 2.0
            let box = Rect(x: annotation.center.x - size.width / 2 - g, y: annotation.center.y - size.height / 2 - g,
                           width: size.width + 2 * g, height: size.height + 2 * g)
            pending.append(Pending(layout: layout, size: size, box: box, stroke: annotation.color,
                                   textColor: annotation.color))
        }
        let pageBounds = Rect(x: 0, y: 0, width: plan.pageSize.width,
                              height: plan.pageSize.height - (plan.legend?.height ?? 0))
        let placer = TagPlacer(bounds: pageBounds, scale: grid.scale)
        let places = placer.place(pending.map { TagPlacer.Request(box: $0.box, size: $0.size) },
                                  avoiding: contentRects())
        for (item, place) in zip(pending, places) {
            guard let place else { continue }
            try drawTag(item.layout, in: place, stroke: item.stroke, textColor: item.textColor)
        }
    }

    private func tagSize(_ layout: TextLayout) -> Size {
        Size(width: grid.snapUp(layout.width + 2 * TagMetrics.horizontalPadding),
             height: grid.snapUp(layout.height + 2 * TagMetrics.verticalPadding))
    }

    private func drawTag(_ layout: TextLayout, in rect: Rect, stroke: Color, textColor: Color) throws {
        context.roundedRectangle(rect, radius: TagMetrics.cornerRadius)
        context.setColor(palette.tagFill)
        context.fill()
        if let path = grid.hairlinePath(inside: rect) {
            context.roundedRectangle(path, radius: TagMetrics.cornerRadius - grid.hairline / 2)
            strokeOutline(stroke)
        }
        let block = Rect(x: rect.minX + TagMetrics.horizontalPadding, y: rect.minY + (rect.height - layout.height) / 2,
                         width: layout.width, height: layout.height)
        try drawText(layout, in: block, color: textColor)
    }

    /// Areas where content is drawn — text lines, controls, images, as far as scroll views show them — which
    /// tags avoid when they can.
    func contentRects() -> [Rect] {
        var rects: [Rect] = []
        for view in views where view.isVisible {
            switch view.solved.kind {
            case .label, .button, .textView:
                guard let layout = view.solved.textLayout else { continue }
                let block = view.textBlock(layout)
                for (index, line) in layout.lines.enumerated() where line.width > 0 {
                    let x = block.minX + layout.lineOffsetX(index, inWidth: block.width)
                    let top = block.minY + line.baseline - layout.ascender
                    let line = Rect(x: x, y: top, width: line.width, height: layout.lineHeight)
                    if let shown = view.clip.map({ line.intersection($0) }) ?? line { rects.append(shown) }
                }
            case .image, .switch, .slider:
                rects.append(view.visibleFrame)
            case .view, .stackView, .scrollView:
                continue
            }
        }
        return rects
    }
}

extension PixelGrid {
    /// Rounded up to a whole number of device pixels.
    func snapUp(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
}
