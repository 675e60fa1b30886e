import TrellisLayout

extension RenderJob {
    func drawOverlay(_ overlay: RenderOverlay) throws {
        switch overlay {
        case .frames: drawFramesOverlay()
        case .constraints: drawConstraintOverlay()
        case .margins: drawMarginsOverlay()
        case .baselines: drawBaselinesOverlay()
        case .priorities: drawPriorityOverlay()
        case .alignment: drawAlignmentOverlay()
        }
    }

    /// Every frame as a dashed outline (hidden views included, fainter), and a cross where a view has no area.
    private func drawFramesOverlay() {
        context.setLineWidth(grid.hairline)
        for view in views where view.frame.isDrawable {
            var color = palette.inkSecondary
            color.alpha = view.isVisible ? 0.9 : 0.35
            context.setColor(color)
            let rect = grid.snap(view.frame)
            if let path = grid.hairlinePath(inside: rect) {
                context.setDash([3, 2])
                context.rectangle(path)
                context.stroke()
            } else {
                context.setDash([])
                let x = rect.midX, y = rect.midY, arm = 3.0
                context.move(to: x - arm, y - arm); context.line(to: x + arm, y + arm)
                context.move(to: x + arm, y - arm); context.line(to: x - arm, y + arm)
                context.stroke()
            }
        }
        context.setDash([])
    }

    /// The band between each container's frame and its layout margins, tinted, with the margin edge dashed;
    /// and the canvas's safe area, when it has one.
    private func drawMarginsOverlay() {
        let safe = plan.layout.canvas.safeArea
        if safe != .zero {
            drawBand(outer: plan.canvasRect, inner: plan.canvasRect.inset(by: safe), color: palette.safeArea)
        }
        let parents = Set(views.compactMap(\.solved.superview))
        for view in views where view.isVisible && parents.contains(view.name) {
            drawBand(outer: view.frame, inner: view.frame.inset(by: view.node.layoutMargins), color: palette.margin)
        }
    }

    private func drawBand(outer: Rect, inner: Rect, color: Color) {
        let outer = grid.snap(outer), inner = grid.snap(inner)
        guard outer.width > 0, outer.height > 0 else { return }
        var fill = color
        fill.alpha = 0.14
        context.withSavedState {
            cairoEvenOddBand(outer: outer, inner: inner)
            context.setColor(fill)
            context.fill()
        }
        strokeDashedHairline(inside: inner, color)
    }

    /// The area inside `outer` and outside `inner`, as a path built from four rectangles.
    private func cairoEvenOddBand(outer: Rect, inner: Rect) {
        let top = max(0, inner.minY - outer.minY), bottom = max(0, outer.maxY - inner.maxY)
        let midHeight = max(0, outer.height - top - bottom)
        context.rectangle(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: top))
        context.rectangle(Rect(x: outer.minX, y: outer.maxY - bottom, width: outer.width, height: bottom))
        context.rectangle(
            Rect(x: outer.minX, y: outer.minY + top, width: max(0, inner.minX - outer.minX), height: midHeight))
        context.rectangle(
            Rect(x: inner.maxX, y: outer.minY + top, width: max(0, outer.maxX - inner.maxX), height: midHeight))
    }

    /// First and last baselines of every visible text view, across its frame.
    private func drawBaselinesOverlay() {
        context.setColor(palette.baseline)
        context.setLineWidth(grid.hairline)
        context.setDash([])
        for view in views where view.isVisible {
            guard let layout = view.solved.textLayout, !layout.lines.isEmpty else { continue }
            let block = view.textBlock(layout)
            var baselines = [layout.firstBaseline]
            if layout.lines.count > 1 { baselines.append(layout.lastBaseline) }
            for baseline in baselines {
                let y = grid.lineCenter(block.minY + baseline)
                context.move(to: view.frame.minX, y)
                context.line(to: view.frame.maxX, y)
            }
        }
        context.stroke()
    }
}
