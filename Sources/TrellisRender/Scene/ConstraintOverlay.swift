import TrellisLayout

/// A short text (a constraint's constant) to place, after the tags, near `center` without covering a tag.
struct Annotation {
    let text: String
    let center: Point
    let color: Color
}

extension RenderJob {
    /// Constraints written in the spec (and any broken constraint) as dimension lines between their anchors,
    /// labelled with their constants: blue when satisfied, grey dashed when an optional one isn't met, red when
    /// broken. Views the layout reports as ambiguous get an orange outline, views in a conflict a red one.
    func drawConstraintOverlay() {
        let anchors = Anchors(views: views.filter(\.isVisible), canvas: plan.canvasRect,
                              safeArea: plan.layout.canvas.safeArea)
        for constraint in plan.layout.constraints where constraint.origin == .spec || constraint.status == .broken {
            let (color, dashed) = style(of: constraint.status)
            guard let first = anchors.item(constraint.firstView) else { continue }
            if constraint.firstAttribute.isSize {
                drawSizeDimension(constraint, frame: first.frame, color: color, dashed: dashed)
            } else if let secondAttribute = constraint.secondAttribute,
                      let a = anchors.value(constraint.layoutDirection.absolute(constraint.firstAttribute), of: constraint.firstView),
                      let b = anchors.value(constraint.layoutDirection.absolute(secondAttribute), of: constraint.secondView),
                      let second = anchors.item(constraint.secondView) {
                drawLocationDimension(constraint, from: b, to: a, first: first.frame, second: second.frame,
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

    /// `= 300`, `≥ 44`, `= title.width × 0.5 + 8`: the relation (unless it is `=` on a plain gap) and the rest.
    func constantLabel(_ c: SolvedConstraint, showsSecond: Bool) -> String {
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
                parts.append((parts.isEmpty ? "" : (c.constant < 0 ? "− " : "+ "))
                             + NumberText.minimal(parts.isEmpty ? c.constant : abs(c.constant)))
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
            annotations.append(Annotation(text: label, center: Point(x: frame.midX, y: y), color: color))
        } else {
            let x = frame.width >= 2 * offset ? frame.maxX - offset : frame.maxX + offset
            let line = (Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY))
            drawDimensionLine(line, color: color, dashed: dashed)
            annotations.append(Annotation(text: label, center: Point(x: x, y: frame.midY), color: color))
        }
    }

    /// A gap between two anchors on one axis, drawn across the middle of where the two items overlap
    /// (or the first item's middle). Aligned anchors (no gap) get a dashed guide through both items instead.
    private func drawLocationDimension(_ c: SolvedConstraint, from b: Double, to a: Double, first: Rect, second: Rect,
                                       color: Color, dashed: Bool) {
        let horizontal = c.firstAttribute.axis == .horizontal
        let (lo1, hi1) = horizontal ? (first.minY, first.maxY) : (first.minX, first.maxX)
        let (lo2, hi2) = horizontal ? (second.minY, second.maxY) : (second.minX, second.maxX)
        let across = max(lo1, lo2) <= min(hi1, hi2) ? (max(lo1, lo2) + min(hi1, hi2)) / 2 : (lo1 + hi1) / 2
        if abs(a - b) < 0.5 {
            let (from, to) = (min(lo1, lo2), max(hi1, hi2))
            let guide = horizontal ? (Point(x: a, y: from), Point(x: a, y: to)) : (Point(x: from, y: a), Point(x: to, y: a))
            drawGuide(guide, color: color)
            if c.constant != 0 || c.multiplier != 1 || c.relation != .equal {
                annotations.append(Annotation(text: constantLabel(c, showsSecond: false),
                                              center: horizontal ? Point(x: a, y: across) : Point(x: across, y: a),
                                              color: color))
            }
            return
        }
        let line = horizontal ? (Point(x: b, y: across), Point(x: a, y: across)) : (Point(x: across, y: b), Point(x: across, y: a))
        drawDimensionLine(line, color: color, dashed: dashed)
        let mid = (a + b) / 2
        annotations.append(Annotation(text: constantLabel(c, showsSecond: false),
                                      center: horizontal ? Point(x: mid, y: across) : Point(x: across, y: mid),
                                      color: color))
    }

    /// A one-pixel line with short perpendicular ticks at both ends: `|——|`.
    private func drawDimensionLine(_ line: (Point, Point), color: Color, dashed: Bool) {
        let (p, q) = line
        let horizontal = abs(p.y - q.y) < abs(p.x - q.x)
        let tick = 3.0
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

    /// Orange (two pixels) around ambiguous views, red dashed around views in an unsatisfiable conflict.
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
                guard let view = byName[name], view.isVisible else { continue }
                let rect = grid.snap(view.frame).insetBy(width / 2)
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
