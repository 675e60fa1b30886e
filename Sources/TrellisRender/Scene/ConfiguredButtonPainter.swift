import TrellisLayout
import TrellisText

extension RenderJob {
    /// A `UIButton.Configuration` button: its style's background (a rounded rect of the size's corner
    /// radius, capped at a capsule), then its image, title and subtitle where `ConfiguredButtonGeometry`
    /// puts them in the button's own layout direction (its `semanticContentAttribute` in the canvas's
    /// traits). Wireframes outline the background and draw the text in ink.
    func drawConfiguredButton(_ view: ViewScene, _ configuration: ButtonConfiguration) throws {
        let frame = view.frame
        let wire = options.style == .wireframe
        if let background = configuredBackground(configuration.style), frame.width > 0, frame.height > 0 {
            let radius = min(ButtonConfigurationMetrics.cornerRadius(configuration.buttonSize), frame.height / 2)
            context.roundedRectangle(grid.snap(frame), radius: radius)
            if wire {
                strokeOutline(palette.ink)
            } else {
                context.setColor(background)
                context.fill()
            }
        }
        let title = view.solved.textLayout
        let subtitle = view.solved.subtitleLayout
        let geometry = ConfiguredButtonGeometry(
            configuration: configuration, imageSize: try? view.node.imagePointSize(),
            titleSize: title.map { Size(width: $0.size.width, height: $0.size.height) },
            subtitleSize: subtitle.map { Size(width: $0.size.width, height: $0.size.height) })
        let direction = view.node.semanticContentAttribute.effectiveDirection(
            in: plan.layout.canvas.traits.layoutDirection)
        let parts = geometry.parts(in: frame, rightToLeft: direction == .rightToLeft)
        let color = configuredForeground(view, configuration.style)
        if let rect = parts.image {
            if let path = view.node.imagePath, !wire {
                context.draw(image: try image(at: path), in: rect)
            } else if view.node.symbolImage != nil {
                drawSymbolPlaceholder(rect, color: color)
            } else {
                drawPlaceholderCross(rect)
            }
        }
        if let title, let rect = parts.title {
            try drawText(drawable(title), in: lineBlock(title, in: rect), color: color)
        }
        if let subtitle, let rect = parts.subtitle {
            try drawText(drawable(subtitle), in: lineBlock(subtitle, in: rect), color: color)
        }
    }

    /// An SF Symbol's placeholder: its box outlined with rounded corners and crossed, in `color`.
    func drawSymbolPlaceholder(_ frame: Rect, color: Color) {
        let rect = grid.snap(frame)
        guard rect.width > 0, rect.height > 0 else { return }
        context.roundedRectangle(rect, radius: min(rect.width, rect.height) / 5)
        strokeOutline(options.style == .wireframe ? palette.ink : color)
        drawPlaceholderCross(rect)
    }

    /// A line of text at the top of its box (whose height was rounded up), where the layout's baselines put it.
    private func lineBlock(_ layout: TextLayout, in rect: Rect) -> Rect {
        Rect(x: rect.minX, y: rect.minY, width: rect.width, height: layout.size.height)
    }

    /// The background each style draws: the tint (`filled`), the tint at 15 % (`tinted`), `systemGray5`
    /// (`gray`); `plain` draws none.
    private func configuredBackground(_ style: ButtonConfiguration.Style) -> Color? {
        switch style {
        case .plain: return nil
        case .filled: return palette.tint
        case .tinted:
            var tint = palette.tint
            tint.alpha = 0.15
            return tint
        case .gray: return SystemColor.named("systemGray5")?.resolved(dark: options.theme.isDark)
        }
    }

    /// The title's colour: the spec's `textColor`, else white on `filled` and the tint on the others.
    private func configuredForeground(_ view: ViewScene, _ style: ButtonConfiguration.Style) -> Color {
        if options.style == .wireframe { return palette.ink }
        if let color = view.node.textColor(dark: options.theme.isDark) { return color }
        return style == .filled ? Color(red: 1, green: 1, blue: 1) : palette.tint
    }
}
