import TrellisLayout

/// A short text (a constraint's constant, a priority) to place, after the tags, near `center` without
/// covering a tag or text; placed away from `center`, it gets a leader line back to it.
struct Annotation {
    let text: String
    let center: Point
    let color: Color
    /// Chips with the same key label constraints between the same two items: only the first may move away
    /// from its spot; the others are listed under the canvas when their spot is taken.
    var pairKey: String = ""
    /// What the list under the canvas says for it when it can't be placed (the constraint as written).
    var listing: String = ""
}

extension RenderJob {
    /// Constraints written in the spec (and any broken constraint) as dimension lines between their anchors,
    /// labelled with their constants: blue when satisfied, grey dashed when an optional one isn't met, red when
    /// broken. Views the layout reports as ambiguous get an orange outline, views in a conflict a red one.
    func drawConstraintOverlay() {
        let anchors = Anchors(
            views: views.filter(\.isVisible), canvas: plan.canvasRect,
            safeArea: plan.layout.canvas.safeArea)
        for constraint in plan.layout.constraints where constraint.origin == .spec || constraint.status == .broken {
            let (color, dashed) = style(of: constraint.status)
            guard let first = anchors.item(constraint.firstView) else { continue }
            if constraint.firstAttribute.isSize {
                drawSizeDimension(constraint, frame: first.frame, color: color, dashed: dashed)
            } else if let secondAttribute = constraint.secondAttribute,
                let a = anchors.value(
                    constraint.layoutDirection.absolute(constraint.firstAttribute), of: constraint.firstView),
                let b = anchors.value(constraint.layoutDirection.absolute(secondAttribute), of: constraint.secondView),
                let second = anchors.item(constraint.secondView)
            {
                drawLocationDimension(
                    constraint, from: b, to: a, first: first.frame, second: second.frame,
                    color: color, dashed: dashed)
            }
        }
        outlineDiagnosedViews()
    }

    private func style(of status: ConstraintStatus) -> (Color, Bool) {
        switch status {
        case .satisfied: return (palette.constraint, false)
        case .unsatisfied: return (palette.constraintOptional, true)
        case .broken: return (palette.broken, false)
        }
    }

    /// `300`, `≥ 44`, `16 @750`, `= title.width × 0.5 + 8`: the relation (unless it is `=` on a plain gap or
    /// size), the distance — as Interface Builder shows it, without the sign a trailing or bottom constant
    /// carries (`trailing == superview.trailing - 16` is a 16 pt gap) — and the priority when it isn't required.
    func constantLabel(_ c: SolvedConstraint, showsSecond: Bool) -> String {
        let label = relationAndValue(c, showsSecond: showsSecond)
        guard c.priority < 1000 else { return label }
        return label + " @" + NumberText.minimal(c.priority)
    }

    private func relationAndValue(_ c: SolvedConstraint, showsSecond: Bool) -> String {
        let relation = c.relation == .equal ? "=" : (c.relation == .lessThanOrEqual ? "≤" : "≥")
        var parts: [String] = []
        if showsSecond, let second = c.secondAttribute {
            parts.append("\(c.secondView ?? "canvas").\(second.rawValue)")
            if c.multiplier != 1 { parts[0] += " × " + NumberText.minimal(c.multiplier) }
            if c.constant != 0 {
                parts.append((c.constant < 0 ? "− " : "+ ") + NumberText.minimal(abs(c.constant)))
            }
        } else {
            if c.multiplier != 1 { parts.append("× " + NumberText.minimal(c.multiplier)) }
            if c.constant != 0 || c.multiplier == 1 {
                parts.append(
                    (parts.isEmpty ? "" : (c.constant < 0 ? "− " : "+ ")) + NumberText.minimal(abs(c.constant)))
            }
        }
        let body = parts.joined(separator: " ")
        if !showsSecond && c.relation == .equal { return body }
        return relation + " " + body
    }

    private func drawSizeDimension(_ c: SolvedConstraint, frame: Rect, color: Color, dashed: Bool) {
        let label = constantLabel(c, showsSecond: c.secondAttribute != nil)
        let offset = 6.0
        if c.firstAttribute == .width {
            let y = frame.height >= 2 * offset ? frame.maxY - offset : frame.maxY + offset
            let line = (Point(x: frame.minX, y: y), Point(x: frame.maxX, y: y))
            drawDimensionLine(line, color: color, dashed: dashed)
            annotations.append(
                Annotation(
                    text: label, center: Point(x: frame.midX, y: y), color: color,
                    pairKey: pairKey(c), listing: listing(c)))
        } else {
            let x = frame.width >= 2 * offset ? frame.maxX - offset : frame.maxX + offset
            let line = (Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY))
            drawDimensionLine(line, color: color, dashed: dashed)
            annotations.append(
                Annotation(
                    text: label, center: Point(x: x, y: frame.midY), color: color,
                    pairKey: pairKey(c), listing: listing(c)))
        }
    }

    /// A gap between two anchors on one axis, drawn across the middle of where the two items overlap
    /// (or the first item's middle). Aligned anchors (no gap) get a dashed guide through both items instead.
    private func drawLocationDimension(
        _ c: SolvedConstraint, from b: Double, to a: Double, first: Rect, second: Rect,
        color: Color, dashed: Bool
    ) {
        let horizontal = c.firstAttribute.axis == .horizontal
        let (lo1, hi1) = horizontal ? (first.minY, first.maxY) : (first.minX, first.maxX)
        let (lo2, hi2) = horizontal ? (second.minY, second.maxY) : (second.minX, second.maxX)
        let across = max(lo1, lo2) <= min(hi1, hi2) ? (max(lo1, lo2) + min(hi1, hi2)) / 2 : (lo1 + hi1) / 2
        if abs(a - b) < 0.5 {
            let isCentre = [LayoutAttribute.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins]
                .contains(c.firstAttribute)
            var spot = horizontal ? Point(x: a, y: across) : Point(x: across, y: a)
            if isCentre {
                // Interface Builder's centring marks: a short tick across each item's edge at the shared
                // centre, never a line through the content between them.
                for rect in [first, second] { drawCentreTicks(at: a, on: rect, horizontal: horizontal, color: color) }
                spot = horizontal ? Point(x: a, y: first.minY) : Point(x: first.minX, y: a)
            } else {
                let (from, to) = (min(lo1, lo2), max(hi1, hi2))
                let guide =
                    horizontal ? (Point(x: a, y: from), Point(x: a, y: to)) : (Point(x: from, y: a), Point(x: to, y: a))
                drawGuide(guide, color: color)
            }
            if c.constant != 0 || c.multiplier != 1 || c.relation != .equal || c.priority < 1000 {
                annotations.append(
                    Annotation(
                        text: constantLabel(c, showsSecond: false), center: spot, color: color,
                        pairKey: pairKey(c), listing: listing(c)))
            }
            return
        }
        let line =
            horizontal
            ? (Point(x: b, y: across), Point(x: a, y: across)) : (Point(x: across, y: b), Point(x: across, y: a))
        drawDimensionLine(line, color: color, dashed: dashed)
        let mid = (a + b) / 2
        annotations.append(
            Annotation(
                text: constantLabel(c, showsSecond: false),
                center: horizontal ? Point(x: mid, y: across) : Point(x: across, y: mid),
                color: color, pairKey: pairKey(c), listing: listing(c)))
    }

    /// The two items a constraint relates, in a fixed order (one chip per pair on the picture).
    private func pairKey(_ c: SolvedConstraint) -> String {
        let names = [c.firstView, c.secondView ?? c.firstView].sorted()
        return names.joined(separator: "|")
    }

    /// `title.leading == card.leading + 12` for the list under the canvas.
    private func listing(_ c: SolvedConstraint) -> String {
        if c.source.isEmpty {
            return "\(c.firstView).\(c.firstAttribute.rawValue) \(constantLabel(c, showsSecond: true))"
        }
        // Written under a view, a constraint may leave its first item implicit: name it.
        return c.source.hasPrefix(c.firstView + ".") ? c.source : "\(c.firstView): \(c.source)"
    }

    /// Two short ticks across `rect`'s edges where the centre line `at` crosses them (top and bottom for a
    /// centerX, left and right for a centerY).
    private func drawCentreTicks(at value: Double, on rect: Rect, horizontal: Bool, color: Color) {
        let length = 5.0
        context.setColor(color)
        context.setLineWidth(2 * grid.hairline)
        context.setDash([])
        if horizontal {
            let x = grid.lineCenter(value)
            for y in [rect.minY, rect.maxY] {
                context.move(to: x, y - length / 2); context.line(to: x, y + length / 2)
            }
        } else {
            let y = grid.lineCenter(value)
            for x in [rect.minX, rect.maxX] {
                context.move(to: x - length / 2, y); context.line(to: x + length / 2, y)
            }
        }
        context.stroke()
    }

    /// A one-pixel line with short perpendicular ticks at both ends: `|——|`.
    private func drawDimensionLine(_ line: (Point, Point), color: Color, dashed: Bool) {
        let (p, q) = line
        let horizontal = abs(p.y - q.y) < abs(p.x - q.x)
        let tick = 3.0
        // A halo in the page colour under the line and its ticks, so it shows on a background of its own hue
        // (a blue line over a systemBlue bubble).
        var halo = palette.page
        halo.alpha = 0.7
        context.setColor(halo)
        context.setLineWidth(3 * grid.hairline)
        context.setDash([])
        if horizontal {
            let y = grid.lineCenter(p.y)
            context.move(to: p.x, y); context.line(to: q.x, y)
            for x in [p.x, q.x] {
                context.move(to: grid.lineCenter(x), y - tick); context.line(to: grid.lineCenter(x), y + tick)
            }
        } else {
            let x = grid.lineCenter(p.x)
            context.move(to: x, p.y); context.line(to: x, q.y)
            for y in [p.y, q.y] {
                context.move(to: x - tick, grid.lineCenter(y)); context.line(to: x + tick, grid.lineCenter(y))
            }
        }
        context.stroke()
        context.setColor(color)
        context.setLineWidth(grid.hairline)
        context.setDash(dashed ? [3, 2] : [])
        if horizontal {
            let y = grid.lineCenter(p.y)
            context.move(to: p.x, y); context.line(to: q.x, y)
            context.stroke()
            context.setDash([])
            for x in [p.x, q.x] {
                let cx = grid.lineCenter(x)
                context.move(to: cx, y - tick); context.line(to: cx, y + tick)
            }
        } else {
            let x = grid.lineCenter(p.x)
            context.move(to: x, p.y); context.line(to: x, q.y)
            context.stroke()
            context.setDash([])
            for y in [p.y, q.y] {
                let cy = grid.lineCenter(y)
                context.move(to: x - tick, cy); context.line(to: x + tick, cy)
            }
        }
        context.stroke()
    }

    private func drawGuide(_ line: (Point, Point), color: Color) {
        let (p, q) = line
        context.setColor(color)
        context.setLineWidth(grid.hairline)
        context.setDash([2, 2])
        if abs(p.x - q.x) < abs(p.y - q.y) {
            let x = grid.lineCenter(p.x)
            context.move(to: x, p.y); context.line(to: x, q.y)
        } else {
            let y = grid.lineCenter(p.y)
            context.move(to: p.x, y); context.line(to: q.x, y)
        }
        context.stroke()
        context.setDash([])
    }

    /// Without the constraints overlay, the schematic styles still mark ambiguous views too small to see
    /// (a 0 × 0 view would otherwise show only as a tag).
    func drawSmallAmbiguityMarkers() {
        guard options.style != .content, !options.overlays.contains(.constraints) else { return }
        for diagnostic in plan.layout.diagnostics where diagnostic.code == "ambiguous" {
            for name in diagnostic.views {
                guard let index = viewIndex[name], views[index].frame.isDrawable, !views[index].node.isHidden else {
                    continue
                }
                let snapped = grid.snap(views[index].frame)
                if snapped.width < 8 || snapped.height < 8 {
                    drawAmbiguityMarker(at: Point(x: snapped.midX, y: snapped.midY))
                }
            }
        }
    }

    /// A view too small to outline (0 × 0 is common for an ambiguous view): an orange disc with a white rim
    /// and a `?`-like bar at its centre, 10 pt across, so it shows at any size.
    func drawAmbiguityMarker(at p: Point) {
        context.circle(centerX: p.x, centerY: p.y, radius: 5)
        context.setColor(palette.ambiguous)
        context.fillPreserve()
        strokeOutline(palette.controlKnob)
        context.setColor(palette.controlKnob)
        context.setLineWidth(1.5)
        context.move(to: p.x, p.y - 2.5); context.line(to: p.x, p.y + 0.5)
        context.stroke()
        context.circle(centerX: p.x, centerY: p.y + 2.3, radius: 0.8)
        context.fill()
    }

    /// Orange (two pixels) around ambiguous views (and a marker on ones too small to outline), red dashed
    /// around views in an unsatisfiable conflict.
    private func outlineDiagnosedViews() {
        let byName = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for diagnostic in plan.layout.diagnostics {
            let color: Color, width: Double, dash: [Double]
            switch diagnostic.code {
            case "ambiguous": (color, width, dash) = (palette.ambiguous, 2 * grid.hairline, [])
            case "unsatisfiable": (color, width, dash) = (palette.broken, grid.hairline, [4, 2])
            default: continue
            }
            for name in diagnostic.views {
                guard let view = byName[name], view.frame.isDrawable, !view.node.isHidden else { continue }
                let snapped = grid.snap(view.frame)
                if diagnostic.code == "ambiguous", snapped.width < 8 || snapped.height < 8 {
                    drawAmbiguityMarker(at: Point(x: snapped.midX, y: snapped.midY))
                }
                let rect = snapped.insetBy(width / 2)
                guard rect.width > 0 || rect.height > 0 else { continue }
                context.setColor(color)
                context.setLineWidth(width)
                context.setDash(dash)
                context.rectangle(rect)
                context.stroke()
            }
        }
        context.setDash([])
    }
}
