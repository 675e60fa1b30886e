import TrellisLayout
import TrellisText

/// Callout bubbles: 11 pt medium text, wrapped at 180 pt, on a filled plate in the annotation colour.
enum CalloutMetrics {
    static let fontSize = 11.0
    static let maxTextWidth = 180.0
    static let padding = 6.0
    static let cornerRadius = 5.0
    static let badgeDiameter = 16.0
}

extension RenderJob {
    struct BadgeDisc {
        let label: String
        let layout: DrawableText
        let rect: Rect
    }

    /// Where an annotation points: the anchor's point on the view (an x anchor at the view's vertical middle,
    /// a y anchor at its horizontal middle), or nil for the view as a whole.
    private func anchorPoint(_ target: AnnotationTarget, _ anchors: Anchors) -> Point? {
        guard let anchor = target.anchor, let frame = anchors.item(target.view)?.frame,
            let value = anchors.value(anchor, of: target.view)
        else { return nil }
        switch anchor {
        case .width: return Point(x: frame.midX, y: frame.maxY)
        case .height: return Point(x: frame.maxX, y: frame.midY)
        default: return anchor.axis == .horizontal ? Point(x: value, y: frame.midY) : Point(x: frame.midX, y: value)
        }
    }

    private var figureAnchors: Anchors {
        Anchors(views: views.filter(\.isVisible), canvas: plan.canvasRect, safeArea: plan.layout.canvas.safeArea)
    }

    /// The spec's callouts: each text and what it points at.
    func callouts() -> [(text: String, target: CalloutPlacer.Target)] {
        // Made only for a figure with callouts: a dictionary of every visible view.
        lazy var anchors = figureAnchors
        var result: [(text: String, target: CalloutPlacer.Target)] = []
        for annotation in plan.layout.presentation.annotations {
            guard case .callout(let text, let target) = annotation.kind,
                let frame = anchors.item(target.view)?.frame
            else { continue }
            let subtree = viewIndex[target.view].map { $0...views[$0].lastDescendant }
            if let point = anchorPoint(target, anchors) {
                result.append(
                    (text, CalloutPlacer.Target(box: Rect(origin: point, size: .zero), point: point, subtree: subtree)))
            } else {
                result.append((text, CalloutPlacer.Target(box: frame, point: nil, subtree: subtree)))
            }
        }
        return result
    }

    /// Numbered discs: centred on the anchor point when one is given; otherwise the first of these spots
    /// that stays on the page and covers no text or control — left of the view at its middle, over its
    /// top-leading corner, just inside that corner — else the last. Earlier badges count as taken.
    /// `content`: `contentRects()`, which the caller computes once for the badges and the tags.
    func badgeDiscs(avoiding content: [Rect]) throws -> [BadgeDisc] {
        lazy var anchors = figureAnchors // only for a figure with badges, as in `callouts()`
        var result: [BadgeDisc] = []
        let d = CalloutMetrics.badgeDiameter
        let bounds = plan.labelBounds
        func clamped(_ centre: Point) -> Rect {
            Rect(
                x: min(max(centre.x - d / 2, bounds.minX), bounds.maxX - d),
                y: min(max(centre.y - d / 2, bounds.minY), bounds.maxY - d), width: d, height: d)
        }
        for annotation in plan.layout.presentation.annotations {
            guard case .badge(let label, let target) = annotation.kind,
                let frame = anchors.item(target.view)?.frame
            else { continue }
            let rect: Rect
            if let point = anchorPoint(target, anchors) {
                rect = clamped(point)
            } else {
                let spots = [
                    Point(x: frame.minX - d / 2 - 3, y: frame.midY), Point(x: frame.minX, y: frame.minY),
                    Point(x: frame.minX + d / 2 + 2, y: frame.minY + d / 2 + 2),
                ]
                let taken = content + result.map(\.rect)
                let free = spots.first { spot in
                    let r = Rect(x: spot.x - d / 2, y: spot.y - d / 2, width: d, height: d)
                    return bounds.contains(r)
                        && !taken.contains { $0.intersection(r).map { $0.width * $0.height > 0 } ?? false }
                }
                rect = clamped(free ?? spots[spots.count - 1])
            }
            guard let layout = try plan.text.layout(label, size: 10, weight: .bold, scale: grid.scale) else { continue }
            result.append(BadgeDisc(label: label, layout: layout, rect: rect))
        }
        return result
    }

    func drawBadge(_ badge: BadgeDisc) throws {
        let r = badge.rect
        context.circle(centerX: r.midX, centerY: r.midY, radius: r.width / 2)
        context.setColor(palette.annotation)
        context.fillPreserve()
        strokeOutline(palette.page)
        let plates = [palette.annotation]
        let ink = Contrast.legibleInk(.white, on: plates)
        let block = Rect(
            x: r.midX - badge.layout.width / 2, y: r.midY - badge.layout.height / 2,
            width: badge.layout.width, height: badge.layout.height)
        try drawText(badge.layout, in: block, color: ink)
        placedLabels.append(PlacedLabel(kind: .badge, text: badge.label, rect: r, plates: plates, ink: ink))
    }

    func drawCallout(_ layout: DrawableText, in rect: Rect, plate: Color, ink: Color) throws {
        context.roundedRectangle(rect, radius: CalloutMetrics.cornerRadius)
        context.setColor(plate)
        context.fill()
        let block = Rect(
            x: rect.minX + CalloutMetrics.padding, y: rect.minY + (rect.height - layout.height) / 2,
            width: layout.width, height: layout.height)
        try drawText(layout, in: block, color: ink)
    }

    /// `highlight:` views: a soft halo and a 2 pt outline in the annotation colour just outside the frame.
    func drawHighlights() {
        for annotation in plan.layout.presentation.annotations {
            guard case .highlight(let name) = annotation.kind, let index = viewIndex[name] else { continue }
            let view = views[index]
            guard view.frame.isDrawable else { continue }
            let rect = grid.snap(view.frame)
            var halo = palette.annotation
            halo.alpha = 0.25
            context.setColor(halo)
            context.setLineWidth(6)
            context.setDash([])
            context.roundedRectangle(rect.insetBy(-4), radius: 4)
            context.stroke()
            context.setColor(palette.annotation)
            context.setLineWidth(2)
            context.roundedRectangle(rect.insetBy(-1), radius: 2)
            context.stroke()
        }
    }
}
