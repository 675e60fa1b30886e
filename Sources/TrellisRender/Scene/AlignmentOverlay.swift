import TrellisLayout

extension RenderJob {
    /// The alignment rect of every visible view whose insets aren't zero, outlined with a hairline: the
    /// rectangle its constraints placed, where the frame drawn under it reaches past (or inside) it.
    func drawAlignmentOverlay() {
        context.setLineWidth(grid.hairline)
        context.setDash([])
        context.setColor(palette.alignment)
        for view in views where view.isVisible {
            let insets = view.solved.alignmentRectInsets
            guard !insets.isZero else { continue }
            let rect = grid.snap(AlignmentRect.alignmentRect(forFrame: view.frame, insets: insets))
            guard let path = grid.hairlinePath(inside: rect) else { continue }
            context.rectangle(path)
            context.stroke()
        }
    }
}
