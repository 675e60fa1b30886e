import TrellisLayout

extension RenderJob {
    /// `UITextField`: its border per style (a rounded grey outline, a line, a bezel) and its text, or its
    /// placeholder in UIKit's `placeholderText` colour, clipped to the field.
    func drawTextField(_ view: ViewScene) throws {
        let rect = grid.snap(view.frame)
        guard rect.width > 0, rect.height > 0 else { return }
        let wire = options.style == .wireframe
        let border = wire ? palette.ink : Palette.hex(options.theme == .dark ? 0x48484D : 0xC7C7CC)
        switch view.node.borderStyle {
        case .none:
            break
        case .roundedRect:
            if !wire, options.theme == .light {
                context.roundedRectangle(rect, radius: 5); context.setColor(Palette.hex(0xFFFFFF)); context.fill()
            }
            if let path = grid.hairlinePath(inside: rect) {
                context.roundedRectangle(path, radius: 5)
                strokeOutline(border)
            }
        case .line, .bezel:
            if let path = grid.hairlinePath(inside: rect) {
                context.rectangle(path)
                context.setLineWidth(view.node.borderStyle == .bezel ? 2 * grid.hairline : grid.hairline)
                context.setColor(border)
                context.stroke()
            }
        }
        guard let layout = view.solved.textLayout else { return }
        let isPlaceholder = (view.node.text ?? "").isEmpty
        let placeholder = tableColors.placeholder
        let color = wire ? palette.ink : (isPlaceholder ? placeholder : textColor(of: view))
        try context.withSavedState {
            context.rectangle(rect)
            context.clip()
            try drawText(drawable(layout), in: view.textBlock(layout), color: color)
        }
    }
}
