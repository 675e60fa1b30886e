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
            for (index, view) in views.enumerated() where view.isVisible && view.solved.kind != .layoutGuide {
                // Inside a scroll view, or partly under a later view, the tag goes by the part of the box that
                // shows; a box hidden entirely gets no tag.
                guard let box = uncoveredBox(index) else { continue }
                guard let layout = try plan.text.layout(tagText(view), size: TagMetrics.fontSize,
                                                       weight: TagMetrics.weight, scale: grid.scale) else { continue }
                let size = tagSize(layout)
                pending.append(Pending(layout: layout, size: size, box: box,
                                       stroke: boxColors(view).stroke ?? palette.inkSecondary, textColor: palette.tagText))
            }
        }
        if options.style != .content {
            for request in tableTagRequests() {
                guard let layout = try plan.text.layout(request.text, size: TagMetrics.fontSize,
                                                       weight: TagMetrics.weight, scale: grid.scale) else { continue }
                pending.append(Pending(layout: layout, size: tagSize(layout), box: request.box, stroke: request.stroke,
                                       textColor: palette.tagText))
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

    /// The part of view `index`'s box that shows: its visible frame, trimmed where a view drawn later (outside
    /// its subtree) with an opaque fill covers it across its whole width or height; nil when one covers it all.
    func uncoveredBox(_ index: Int) -> Rect? {
        var box = views[index].visibleFrame
        guard options.style == .boxes, views[index].lastDescendant + 1 < views.count else { return box }
        for later in views[(views[index].lastDescendant + 1)...] where later.isVisible {
            guard let fill = boxColors(later).fill, fill.alpha >= 1 else { continue }
            let o = later.visibleFrame
            guard o.width > 0, o.height > 0, box.intersection(o) != nil else { continue }
            if o.contains(box) { return nil }
            var minX = box.minX, minY = box.minY, maxX = box.maxX, maxY = box.maxY
            if o.minX <= minX && o.maxX >= maxX {          // a band across the whole width
                if o.minY <= minY { minY = o.maxY } else if o.maxY >= maxY { maxY = o.minY }
            } else if o.minY <= minY && o.maxY >= maxY {   // a band across the whole height
                if o.minX <= minX { minX = o.maxX } else if o.maxX >= maxX { maxX = o.minX }
            }
            guard maxX > minX, maxY > minY else { return nil }
            box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return box
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
        var rects: [Rect] = tableContentRects()
        for (viewIndex, view) in views.enumerated() where view.isVisible {
            guard view.solved.kind != .view, view.solved.kind != .stackView, view.solved.kind != .scrollView,
                  view.solved.kind != .tableView, view.solved.kind != .collectionView,
                  let uncovered = uncoveredBox(viewIndex) else { continue }
            switch view.solved.kind {
            case .label, .button, .textView, .textField:
                guard let layout = view.solved.textLayout else { continue }
                let block = view.textBlock(layout)
                // What of the text shows: a text view clips it to its frame (a collapsed one shows none of it);
                // a label's may overflow its frame, so only scroll views and views drawn above cut it.
                let area = view.solved.kind == .textView || uncovered != view.visibleFrame ? uncovered : view.clip
                for (index, line) in layout.lines.enumerated() where line.width > 0 {
                    let x = block.minX + layout.lineOffsetX(index, inWidth: block.width)
                    let top = block.minY + line.baseline - layout.ascender
                    let line = Rect(x: x, y: top, width: line.width, height: layout.lineHeight)
                    if let shown = area.map({ line.intersection($0) }) ?? line { rects.append(shown) }
                }
            default:
                rects.append(uncovered)
            }
        }
        return rects
    }
}

extension PixelGrid {
    /// Rounded up to a whole number of device pixels.
    func snapUp(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
}
