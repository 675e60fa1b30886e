import TrellisLayout
import TrellisText

/// Every label's place, worked out once per render (`RenderJob.placeLabels`).
struct LabelPlacement {
    let badges: [RenderJob.BadgeDisc]
    let drawn: [(item: RenderJob.PendingLabel, place: Rect, target: Point?)]
    let unlisted: FooterLists
}

/// A tag, chip or callout as drawn: where, on what plate, in what ink (read back by the contrast tests).
struct PlacedLabel {
    enum Kind { case tag, chip, callout, badge, marker }
    let kind: Kind
    let text: String
    let rect: Rect
    /// The opaque colours under the label's corners and centre, its plate composited over each.
    let plates: [Color]
    let ink: Color
    /// Where its leader line ends, when it has one.
    var leaderEnd: Point? = nil
}

extension RenderJob {
    /// A label waiting for its place.
    struct PendingLabel {
        let kind: PlacedLabel.Kind
        let text: String
        let layout: DrawableText
        let size: Size
        let request: TagPlacer.Request
        let plate: Color
        let stroke: Color?
        let ink: Color
        /// A leader line runs from the label to here when the label isn't on it.
        let target: Point?
        let listing: String
    }

    /// Everything written over the picture, placed so nothing covers anything else: badges first (fixed
    /// spots), then the callouts (`CalloutPlacer`: away from text, labels and other views' boxes, with a
    /// leader line), then every visible view's tag (schematic styles) and the constraint chips (`TagPlacer`,
    /// tags by its attribution rule, so none reads as a neighbour's). A view whose tag finds no such spot gets
    /// a numbered marker in its place (where one fits by the same rule) and a line in the list under the
    /// canvas. Each label's ink is chosen for WCAG contrast ≥ 4.5 against what is under it
    /// (`Contrast.legibleInk`). A chip that can't sit on its spot or beside it (with a leader line) without
    /// covering text, and every chip after the first between the same two items whose spot is taken, goes
    /// to the list instead, as does a callout with no free spot.
    func drawLabels() throws {
        let placement = try plan.labelPlacement ?? placeLabels()
        unlisted = placement.unlisted
        // Leader lines first, so every label's plate covers any leader that crosses it.
        for (item, place, target) in placement.drawn {
            guard let target, !place.insetBy(-0.5).contains(target) else { continue }
            drawLeader(from: place, to: target, color: item.kind == .callout ? item.plate : item.ink)
        }
        for (item, place, target) in placement.drawn {
            let plates = self.plates(under: place, plate: item.plate)
            let ink = Contrast.legibleInk(item.ink, on: plates)
            if item.kind == .callout {
                try drawCallout(item.layout, in: place, plate: item.plate, ink: ink)
            } else {
                try drawTag(item.layout, in: place, plate: item.plate, stroke: item.stroke, textColor: ink)
            }
            let leader = target.flatMap { place.insetBy(-0.5).contains($0) ? nil : $0 }
            placedLabels.append(
                PlacedLabel(
                    kind: item.kind, text: item.text, rect: place, plates: plates, ink: ink,
                    leaderEnd: leader))
        }
        for badge in placement.badges { try drawBadge(badge) }
    }

    /// Where every label goes (see `drawLabels`), and what goes to the list under the canvas instead.
    /// Depends only on the geometry above the list, so the plan's scratch pass computes it once for both.
    func placeLabels() throws -> LabelPlacement {
        var unlisted = FooterLists()
        let content = contentRects()
        let badges = try badgeDiscs(avoiding: content)
        let boxes: [Rect?] = views.indices.map { i in
            showsOnPage(i) && views[i].solved.kind != .layoutGuide ? uncoveredBox(i) : nil
        }
        // Table and collection cells take part in the attribution rule too, numbered after the views.
        let cellTags = options.style == .content ? [] : tableTagRequests()
        var cellIndex = views.count
        let cellSubtrees: [ClosedRange<Int>?] = cellTags.map { tag in
            guard tag.isCell else { return nil }
            defer { cellIndex += 1 }
            return cellIndex...cellIndex
        }
        let frames: [TagPlacer.Frame] =
            boxes.indices.compactMap { i in
                boxes[i] == nil
                    ? nil : TagPlacer.Frame(rect: views[i].visibleFrame, subtree: i...views[i].lastDescendant)
            }
            + zip(cellTags, cellSubtrees).compactMap { tag, subtree in
                subtree.map { TagPlacer.Frame(rect: tag.box, subtree: $0) }
            }
        var drawn: [(item: PendingLabel, place: Rect, target: Point?)] = []

        let callouts = try pendingCallouts()
        let calloutPlaces = CalloutPlacer(bounds: plan.labelBounds).place(
            callouts.map { $0.1 }, content: content, frames: frames, taken: badges.map(\.rect))
        for ((item, request), place) in zip(callouts, calloutPlaces) {
            guard let place else { unlisted.callouts.append(item.listing); continue }
            drawn.append((item, place, CalloutPlacer.leaderTarget(request, bubble: place)))
        }

        let pending = try pendingTags(boxes, cells: Array(zip(cellTags, cellSubtrees))) + pendingChips()
        let placer = TagPlacer(bounds: plan.labelBounds, scale: grid.scale)
        let places = placer.place(
            pending.map(\.request), avoiding: content + badges.map(\.rect), frames: frames,
            taken: drawn.map(\.place))
        var untagged: [PendingLabel] = []
        for (item, place) in zip(pending, places) {
            if let place {
                drawn.append((item, place, item.target))
            } else if item.kind == .tag {
                untagged.append(item)
            } else {
                unlisted.constraints.append(item.listing)
            }
        }
        let markers = try placeMarkers(
            for: untagged, placer: placer, avoiding: content + badges.map(\.rect),
            frames: frames, taken: drawn.map(\.place))
        drawn += markers.drawn
        unlisted.views = markers.listed
        return LabelPlacement(badges: badges, drawn: drawn, unlisted: unlisted)
    }

    /// Every visible view's name tag (schematic styles), and the tables' cell tags.
    private func pendingTags(
        _ boxes: [Rect?],
        cells: [((text: String, box: Rect, stroke: Color, isCell: Bool), ClosedRange<Int>?)]
    ) throws
        -> [PendingLabel]
    {
        guard options.style != .content else { return [] }
        var pending: [PendingLabel] = []
        for (index, view) in views.enumerated() {
            // Inside a scroll view, or partly under a later view, the tag goes by the part of the box that
            // shows; a box hidden entirely gets no tag.
            guard let box = boxes[index] else { continue }
            let text = tagText(view)
            guard let layout = try tagLayout(text) else { continue }
            let size = tagSize(layout)
            var request = TagPlacer.Request(box: box, size: size)
            request.subtree = index...view.lastDescendant
            pending.append(
                PendingLabel(
                    kind: .tag, text: text, layout: layout, size: size, request: request,
                    plate: palette.tagFill, stroke: boxColors(view).stroke ?? palette.inkSecondary,
                    ink: palette.tagText, target: nil, listing: view.name + " " + tagGeometry(view)))
        }
        // Tables tag their cells (not every label inside them), so a 50-row table stays readable.
        for (request, subtree) in cells {
            guard let layout = try tagLayout(request.text) else { continue }
            let size = tagSize(layout)
            var placement = TagPlacer.Request(box: request.box, size: size)
            placement.subtree = subtree
            pending.append(
                PendingLabel(
                    kind: .tag, text: request.text, layout: layout, size: size,
                    request: placement, plate: palette.tagFill,
                    stroke: request.stroke, ink: palette.tagText, target: nil, listing: request.text))
        }
        return pending
    }

    private func tagLayout(_ text: String) throws -> DrawableText? {
        try plan.text.layout(text, size: TagMetrics.fontSize, weight: TagMetrics.weight, scale: grid.scale)
    }

    /// The constraint overlay's dimension chips: on their spot, or beside it with a leader line.
    private func pendingChips() throws -> [PendingLabel] {
        var pending: [PendingLabel] = []
        var pairsSeen: Set<String> = []
        for annotation in annotations {
            guard
                let layout = try plan.text.layout(
                    annotation.text, size: TagMetrics.annotationSize,
                    weight: .regular, scale: grid.scale)
            else { continue }
            let size = tagSize(layout)
            // A box one gap larger than the label, centred on the spot: its inside top-left candidate is the spot.
            let g = 2.0
            let box = Rect(
                x: annotation.center.x - size.width / 2 - g, y: annotation.center.y - size.height / 2 - g,
                width: size.width + 2 * g, height: size.height + 2 * g)
            let secondary = !annotation.pairKey.isEmpty && pairsSeen.contains(annotation.pairKey)
            pairsSeen.insert(annotation.pairKey)
            let request = TagPlacer.Request(
                box: box, size: size, allowsInside: true, firstCandidateOnly: secondary,
                mayCoverContent: false)
            pending.append(
                PendingLabel(
                    kind: .chip, text: annotation.text, layout: layout, size: size, request: request,
                    plate: palette.tagFill, stroke: annotation.color, ink: annotation.color,
                    target: annotation.center, listing: annotation.listing))
        }
        return pending
    }

    /// The spec's callouts, each with what `CalloutPlacer` needs to place it.
    private func pendingCallouts() throws -> [(PendingLabel, CalloutPlacer.Request)] {
        var result: [(PendingLabel, CalloutPlacer.Request)] = []
        for callout in callouts() {
            guard
                let layout = try plan.text.layout(
                    callout.text, size: CalloutMetrics.fontSize, weight: .medium,
                    scale: grid.scale, wrapWidth: CalloutMetrics.maxTextWidth)
            else { continue }
            let size = Size(
                width: grid.snapUp(layout.width + 2 * CalloutMetrics.padding),
                height: grid.snapUp(layout.height + 2 * CalloutMetrics.padding * 0.6))
            let label = PendingLabel(
                kind: .callout, text: callout.text, layout: layout, size: size,
                request: TagPlacer.Request(box: callout.target.box, size: size), plate: palette.annotation,
                stroke: nil, ink: .white, target: nil, listing: callout.text)
            result.append((label, CalloutPlacer.Request(size: size, target: callout.target)))
        }
        return result
    }

    /// Numbered markers (`1`, `2`, … in tag order) for views whose tag found no spot, placed by the same
    /// attribution rule; each view is listed under the canvas, with its number where its marker was placed.
    /// Numbers are given to the placed markers only, in order, so they run without gaps (a marker renumbered
    /// from `10` to `9` only gets narrower, so its spot stays free).
    private func placeMarkers(
        for untagged: [PendingLabel], placer: TagPlacer, avoiding obstacles: [Rect],
        frames: [TagPlacer.Frame], taken: [Rect]
    ) throws
        -> (drawn: [(item: PendingLabel, place: Rect, target: Point?)], listed: [String])
    {
        var requests: [TagPlacer.Request] = []
        for (number, item) in untagged.enumerated() {
            guard let layout = try tagLayout("\(number + 1)") else { return ([], untagged.map(\.listing)) }
            var request = item.request
            request.size = tagSize(layout)
            requests.append(request)
        }
        let places = placer.place(requests, avoiding: obstacles, frames: frames, taken: taken)
        var result: [(item: PendingLabel, place: Rect, target: Point?)] = []
        var listed: [String] = []
        for (item, place) in zip(untagged, places) {
            guard let place, let layout = try tagLayout("\(result.count + 1)") else {
                listed.append(item.listing)
                continue
            }
            let number = "\(result.count + 1)"
            let size = tagSize(layout)
            let marker = PendingLabel(
                kind: .marker, text: number, layout: layout, size: size, request: item.request,
                plate: item.plate, stroke: item.stroke, ink: item.ink, target: nil,
                listing: item.listing)
            result.append((marker, Rect(origin: place.origin, size: size), nil))
            listed.append(number + "  " + item.listing)
        }
        return (result, listed)
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
