import TrellisLayout
import TrellisText

/// A tag, chip or callout as drawn: where, on what plate, in what ink (read back by the contrast tests).
struct PlacedLabel {
    enum Kind { case tag, chip, callout, badge }
    let kind: Kind
    let text: String
    let rect: Rect
    /// The opaque colours under the label's corners and centre, its plate composited over each.
    let plates: [Color]
    let ink: Color
}

extension RenderJob {
    /// Everything written over the picture, placed together by `TagPlacer` so nothing covers anything else:
    /// badges first (fixed spots), then every visible view's tag (schematic styles), the constraint chips and
    /// the callouts. Each label's ink is chosen for WCAG contrast ≥ 4.5 against what is under it
    /// (`Contrast.legibleInk`). A chip that can't sit on its spot or beside it (with a leader line) without
    /// covering text, and every chip after the first between the same two items whose spot is taken, goes
    /// to the list under the canvas instead (`unplacedChips`).
    func drawLabels() throws {
        struct Pending {
            let kind: PlacedLabel.Kind
            let text: String
            let layout: TextLayout
            let size: Size
            let request: TagPlacer.Request
            let plate: Color
            let stroke: Color?
            let ink: Color
            /// A leader line runs from the label to here when the label isn't on it.
            let target: Point?
            let listing: String
        }
        let badges = try badgeDiscs()
        var pending: [Pending] = []
        if options.style != .content {
            for (index, view) in views.enumerated() where view.isVisible && view.solved.kind != .layoutGuide {
                // Inside a scroll view, or partly under a later view, the tag goes by the part of the box that
                // shows; a box hidden entirely gets no tag.
                guard let box = uncoveredBox(index) else { continue }
                let text = tagText(view)
                guard let layout = try plan.text.layout(text, size: TagMetrics.fontSize,
                                                       weight: TagMetrics.weight, scale: grid.scale) else { continue }
                let size = tagSize(layout)
                pending.append(Pending(kind: .tag, text: text, layout: layout, size: size,
                                       request: TagPlacer.Request(box: box, size: size), plate: palette.tagFill,
                                       stroke: boxColors(view).stroke ?? palette.inkSecondary, ink: palette.tagText,
                                       target: nil, listing: ""))
            }
            // Tables tag their cells (not every label inside them), so a 50-row table stays readable.
            for request in tableTagRequests() {
                guard let layout = try plan.text.layout(request.text, size: TagMetrics.fontSize,
                                                       weight: TagMetrics.weight, scale: grid.scale) else { continue }
                let size = tagSize(layout)
                pending.append(Pending(kind: .tag, text: request.text, layout: layout, size: size,
                                       request: TagPlacer.Request(box: request.box, size: size), plate: palette.tagFill,
                                       stroke: request.stroke, ink: palette.tagText, target: nil, listing: ""))
            }
        }
        var pairsSeen: Set<String> = []
        for annotation in annotations {
            guard let layout = try plan.text.layout(annotation.text, size: TagMetrics.annotationSize,
                                                   weight: .regular, scale: grid.scale) else { continue }
            let size = tagSize(layout)
            // A box one gap larger than the label, centred on the spot: its inside top-left candidate is the spot.
            let g = 2.0
            let box = Rect(x: annotation.center.x - size.width / 2 - g, y: annotation.center.y - size.height / 2 - g,
                           width: size.width + 2 * g, height: size.height + 2 * g)
            let secondary = !annotation.pairKey.isEmpty && pairsSeen.contains(annotation.pairKey)
            pairsSeen.insert(annotation.pairKey)
            let request = TagPlacer.Request(box: box, size: size, allowsInside: true, firstCandidateOnly: secondary,
                                            mayCoverContent: false)
            pending.append(Pending(kind: .chip, text: annotation.text, layout: layout, size: size, request: request,
                                   plate: palette.tagFill, stroke: annotation.color, ink: annotation.color,
                                   target: annotation.center, listing: annotation.listing))
        }
        for callout in callouts() {
            guard let layout = try plan.text.layout(callout.text, size: CalloutMetrics.fontSize, weight: .medium,
                                                   scale: grid.scale, wrapWidth: CalloutMetrics.maxTextWidth) else { continue }
            let size = Size(width: grid.snapUp(layout.width + 2 * CalloutMetrics.padding),
                            height: grid.snapUp(layout.height + 2 * CalloutMetrics.padding * 0.6))
            let request = TagPlacer.Request(box: callout.box, size: size, allowsInside: false, firstCandidateOnly: false,
                                            mayCoverContent: true)
            pending.append(Pending(kind: .callout, text: callout.text, layout: layout, size: size, request: request,
                                   plate: palette.annotation, stroke: nil, ink: .white, target: callout.target,
                                   listing: callout.text))
        }
        let placer = TagPlacer(bounds: plan.labelBounds, scale: grid.scale)
        let places = placer.place(pending.map(\.request), avoiding: contentRects() + badges.map(\.rect))
        // Leader lines first, so every label's plate covers any leader that crosses it.
        for (item, place) in zip(pending, places) {
            guard let place, let target = item.target, !place.insetBy(-0.5).contains(target) else { continue }
            drawLeader(from: place, to: target, color: item.kind == .callout ? item.plate : item.ink)
        }
        for (item, place) in zip(pending, places) {
            guard let place else {
                if item.kind != .tag { unplacedChips.append(item.listing) }
                continue
            }
            let plates = self.plates(under: place, plate: item.plate)
            let ink = Contrast.legibleInk(item.ink, on: plates)
            if item.kind == .callout {
                try drawCallout(item.layout, in: place, plate: item.plate, ink: ink)
            } else {
                try drawTag(item.layout, in: place, plate: item.plate, stroke: item.stroke, textColor: ink)
            }
            placedLabels.append(PlacedLabel(kind: item.kind, text: item.text, rect: place, plates: plates, ink: ink))
        }
        for badge in badges { try drawBadge(badge) }
    }

    /// A thin line from the nearest point of `rect`'s edge to `target`, ending in a small dot.
    func drawLeader(from rect: Rect, to target: Point, color: Color) {
        let start = Point(x: min(max(target.x, rect.minX), rect.maxX), y: min(max(target.y, rect.minY), rect.maxY))
        context.setColor(color)
        context.setLineWidth(max(grid.hairline, 0.75))
        context.setDash([])
        context.move(to: start.x, start.y)
        context.line(to: target.x, target.y)
        context.stroke()
        context.circle(centerX: target.x, centerY: target.y, radius: 1.75)
        context.fill()
    }
}

extension Rect {
    /// True when `p` lies inside or on the edge.
    func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
}
