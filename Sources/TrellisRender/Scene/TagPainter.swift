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

    /// `(x, y) w×h` in canvas coordinates, for the list of views without a tag.
    func tagGeometry(_ view: ViewScene) -> String {
        let f = view.solved.frame
        return "(\(NumberText.minimal(f.minX)), \(NumberText.minimal(f.minY))) " + NumberText.size(f.width, f.height)
    }

    /// The part of view `index`'s box that shows: its visible frame, trimmed where a view drawn later (outside
    /// its subtree) with an opaque fill covers it across its whole width or height; nil when one covers it all.
    func uncoveredBox(_ index: Int) -> Rect? {
        var box = views[index].visibleFrame
        guard options.style == .boxes, views[index].lastDescendant + 1 < views.count else { return box }
        // By index: a view scene is a large value, and copying each one out costs more than the test.
        for later in (views[index].lastDescendant + 1)..<views.count where views[later].isVisible {
            let o = views[later].visibleFrame
            guard o.width > 0, o.height > 0, box.intersection(o) != nil else { continue }
            guard let fill = boxColors(views[later]).fill, fill.alpha >= 1 else { continue }
            if o.contains(box) { return nil }
            var minX = box.minX, minY = box.minY, maxX = box.maxX, maxY = box.maxY
            if o.minX <= minX && o.maxX >= maxX { // a band across the whole width
                if o.minY <= minY { minY = o.maxY } else if o.maxY >= maxY { maxY = o.minY }
            } else if o.minY <= minY && o.maxY >= maxY { // a band across the whole height
                if o.minX <= minX { minX = o.maxX } else if o.maxX >= maxX { maxX = o.minX }
            }
            guard maxX > minX, maxY > minY else { return nil }
            box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return box
    }

    /// Whether view `index` is visible and some of it lies on the page. Views wholly off the page — the rows
    /// of a long feed below the screen, when the page is the canvas — get no tag, no marker and no line in
    /// the list under the canvas: the picture doesn't show them (the layout report lists every view).
    func showsOnPage(_ index: Int) -> Bool {
        guard views[index].isVisible else { return false }
        let f = views[index].visibleFrame
        let page = plan.labelBounds
        return f.maxX >= page.minX && f.minX <= page.maxX && f.maxY >= page.minY && f.minY <= page.maxY
    }

    /// Whether anything of view `index` can land on the page: its box or its text, which a label draws
    /// centred on its frame even when it overflows it. Views wholly off the page are not drawn at all (Cairo
    /// would clip every stroke of a long feed's views, a few of which show).
    func drawsOnPage(_ index: Int) -> Bool {
        guard views[index].isVisible else { return false }
        var extent = views[index].frame
        if let layout = views[index].solved.textLayout { extent = extent.union(views[index].textBlock(layout)) }
        let page = plan.labelBounds.insetBy(-2)
        return extent.maxX >= page.minX && extent.minX <= page.maxX && extent.maxY >= page.minY
            && extent.minY <= page.maxY
    }

    func tagSize(_ layout: DrawableText) -> Size {
        Size(
            width: grid.snapUp(layout.width + 2 * TagMetrics.horizontalPadding),
            height: grid.snapUp(layout.height + 2 * TagMetrics.verticalPadding))
    }

    func drawTag(_ layout: DrawableText, in rect: Rect, plate: Color, stroke: Color?, textColor: Color) throws {
        context.roundedRectangle(rect, radius: TagMetrics.cornerRadius)
        context.setColor(plate)
        context.fill()
        if let stroke, let path = grid.hairlinePath(inside: rect) {
            context.roundedRectangle(path, radius: TagMetrics.cornerRadius - grid.hairline / 2)
            strokeOutline(stroke)
        }
        let block = Rect(
            x: rect.minX + TagMetrics.horizontalPadding, y: rect.minY + (rect.height - layout.height) / 2,
            width: layout.width, height: layout.height)
        try drawText(layout, in: block, color: textColor)
    }

    /// Areas where content is drawn — text lines, controls, images, as far as scroll views show them — which
    /// tags avoid when they can.
    func contentRects() -> [Rect] {
        var rects: [Rect] = tableContentRects() + tableTitleRects()
        for viewIndex in views.indices where showsOnPage(viewIndex) {
            let view = views[viewIndex]
            guard view.solved.kind != .view, view.solved.kind != .stackView, view.solved.kind != .scrollView,
                view.solved.kind != .tableView, view.solved.kind != .collectionView,
                let uncovered = uncoveredBox(viewIndex)
            else { continue }
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
