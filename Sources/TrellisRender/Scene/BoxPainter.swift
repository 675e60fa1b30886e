import TrellisLayout

extension RenderJob {
    /// The fill and outline a view gets in the current style (nil: none).
    func boxColors(_ view: ViewScene) -> (fill: Color?, stroke: Color?) {
        let tint = palette.depthTint(view.depth)
        switch options.style {
        case .boxes:
            if let background = ownBackground(view) {
                return (background, palette.stroke(forBackground: background))
            }
            // No tint over a colour the view shows through from an ancestor (white text in a blue bubble
            // stays on blue): an outline only.
            if let index = viewIndex[view.name], let inherited = inheritedBackgrounds[index] {
                return (nil, palette.stroke(forBackground: inherited))
            }
            return (tint.fill, tint.stroke)
        case .content:
            return (ownBackground(view), nil)
        case .wireframe:
            return (nil, tint.stroke)
        }
    }

    /// The view's box: fill snapped to device pixels, then a one-pixel outline just inside it.
    func drawBox(_ view: ViewScene) throws {
        let fill = boxColors(view).fill
        let rect = grid.snap(view.frame)
        if let fill, fill.alpha > 0, rect.width > 0, rect.height > 0 {
            context.fill(rect, fill)
        }
        strokeBox(view)
    }

    /// The view's one-pixel outline just inside its snapped frame (a line for a zero-width or -height view).
    func strokeBox(_ view: ViewScene) {
        guard let stroke = boxColors(view).stroke else { return }
        let rect = grid.snap(view.frame)
        context.setColor(stroke)
        context.setLineWidth(grid.hairline)
        context.setDash([])
        if let path = grid.hairlinePath(inside: rect) {
            context.rectangle(path)
        } else {
            // A zero-width or zero-height view still shows where it is: a single line.
            let x = grid.lineCenter(rect.minX), y = grid.lineCenter(rect.minY)
            context.move(to: rect.width < grid.hairline ? x : rect.minX, rect.height < grid.hairline ? y : rect.minY)
            context.line(to: rect.width < grid.hairline ? x : rect.maxX, rect.height < grid.hairline ? y : rect.maxY)
        }
        context.stroke()
    }
}
