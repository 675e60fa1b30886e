import TrellisLayout
import TrellisText

/// The key below the canvas: what each colour and line means, for the style and overlays in use.
struct LegendLayout {
    enum Swatch {
        case box(fill: Color?, stroke: Color)
        case line(Color, dashed: Bool)
        case outline(Color, width: Double, dashed: Bool)
        case band(Color)
        case none
    }

    struct Entry {
        let swatch: Swatch
        let text: DrawableText?
        /// Top-left of the entry, relative to the legend's top-left.
        let origin: Point
    }

    static let fontSize = 10.0
    static let rowHeight = 18.0
    static let swatchSize = Size(width: 18, height: 10)
    static let spacing = 16.0
    static let verticalInset = 10.0

    /// Top of the legend on the page.
    let top: Double
    let height: Double
    /// The width the entries need (at least the page's).
    let width: Double
    let entries: [Entry]

    init(
        plan: (options: RenderOptions, layout: SolvedLayout, palette: Palette), width: Double, top: Double,
        text: TextSource
    ) throws {
        let (options, layout, palette) = plan
        let items = LegendLayout.items(options: options, layout: layout, palette: palette)
        let scale = Double(options.scale ?? Int(layout.canvas.scale))
        let left = max(options.padding, 8)
        var x = left, y = LegendLayout.verticalInset, widest = width
        var entries: [Entry] = []
        for (swatch, label) in items {
            let textLayout = try text.layout(label, size: LegendLayout.fontSize, weight: .regular, scale: scale)
            let swatchWidth: Double
            if case .none = swatch { swatchWidth = 0 } else { swatchWidth = LegendLayout.swatchSize.width + 5 }
            let entryWidth = swatchWidth + (textLayout?.width ?? 0)
            if x > left, x + entryWidth > width - left {
                x = left
                y += LegendLayout.rowHeight
            }
            entries.append(Entry(swatch: swatch, text: textLayout, origin: Point(x: x, y: y)))
            x += entryWidth + LegendLayout.spacing
            widest = max(widest, x - LegendLayout.spacing + left)
        }
        self.top = top
        self.width = widest
        self.entries = entries
        height = y + LegendLayout.rowHeight + LegendLayout.verticalInset
    }

    private static func items(options: RenderOptions, layout: SolvedLayout, palette: Palette) -> [(Swatch, String)] {
        let c = layout.canvas
        var items: [(Swatch, String)] = [
            (
                .none,
                "canvas \(NumberText.size(c.width, c.height)) @\(NumberText.minimal(Double(options.scale ?? Int(c.scale))))x"
            )
        ]
        switch options.style {
        case .boxes:
            let tints = palette.depthTints
            items.append((.box(fill: tints[0].fill, stroke: tints[0].stroke), "view, tinted by depth"))
            if let background = layout.views.lazy.compactMap(\.node.background).first {
                items.append(
                    (
                        .box(fill: background, stroke: palette.stroke(forBackground: background)),
                        "background from the spec"
                    ))
            }
            items.append((.box(fill: palette.tagFill, stroke: tints[0].stroke), "tag: name width×height"))
        case .wireframe:
            items.append((.box(fill: nil, stroke: palette.depthTints[0].stroke), "view outline"))
        case .content:
            break
        }
        for overlay in options.orderedOverlays {
            switch overlay {
            case .frames:
                items.append((.outline(palette.inkSecondary, width: 1, dashed: true), "frame (tag: name (x, y) w×h)"))
            case .constraints:
                items.append((.line(palette.constraint, dashed: false), "constraint, with its constant"))
                items.append((.line(palette.constraintOptional, dashed: true), "optional constraint not met"))
                items.append((.line(palette.broken, dashed: false), "broken constraint"))
                items.append((.outline(palette.ambiguous, width: 2, dashed: false), "ambiguous layout"))
            case .margins:
                items.append((.band(palette.margin), "layout margins"))
                if c.safeArea != .zero { items.append((.band(palette.safeArea), "safe area")) }
            case .baselines:
                items.append((.line(palette.baseline, dashed: false), "text baseline"))
            case .alignment:
                if layout.views.contains(where: { !$0.alignmentRectInsets.isZero }) {
                    items.append((.outline(palette.alignment, width: 1, dashed: false), "alignment rect"))
                }
            case .priorities:
                items.append(
                    (
                        .box(fill: palette.tagFill, stroke: palette.priority),
                        "H hugging · C compression resistance, per axis with an intrinsic size"
                    ))
            }
        }
        return items
    }
}

extension RenderJob {
    func drawLegend(_ legend: LegendLayout) throws {
        // A hairline separates the key from the canvas.
        let y = grid.lineCenter(legend.top)
        context.setColor(palette.canvasEdge)
        context.setLineWidth(grid.hairline)
        context.setDash([])
        context.move(to: 0, y)
        context.line(to: plan.pageSize.width, y)
        context.stroke()
        let size = LegendLayout.swatchSize
        for entry in legend.entries {
            let origin = Point(x: entry.origin.x, y: legend.top + entry.origin.y)
            let swatch = grid.snap(
                Rect(
                    x: origin.x, y: origin.y + (LegendLayout.rowHeight - size.height) / 2 - 1,
                    width: size.width, height: size.height))
            var textX = origin.x + size.width + 5
            switch entry.swatch {
            case .none:
                textX = origin.x
            case .box(let fill, let stroke):
                if let fill { context.fill(swatch, fill) }
                if let path = grid.hairlinePath(inside: swatch) { context.rectangle(path); strokeOutline(stroke) }
            case .line(let color, let dashed):
                let ly = grid.lineCenter(swatch.midY)
                context.setColor(color)
                context.setLineWidth(grid.hairline)
                context.setDash(dashed ? [3, 2] : [])
                context.move(to: swatch.minX, ly); context.line(to: swatch.maxX, ly)
                context.stroke()
                context.setDash([])
            case .outline(let color, let width, let dashed):
                let w = width * grid.hairline
                context.setColor(color)
                context.setLineWidth(w)
                context.setDash(dashed ? [3, 2] : [])
                context.rectangle(swatch.insetBy(w / 2))
                context.stroke()
                context.setDash([])
            case .band(let color):
                var fill = color
                fill.alpha = 0.14
                context.fill(swatch, fill)
                strokeDashedHairline(inside: swatch.insetBy(3), color)
            }
            if let text = entry.text {
                let block = Rect(
                    x: textX, y: origin.y + (LegendLayout.rowHeight - text.height) / 2 - 1,
                    width: text.width, height: text.height)
                try drawText(text, in: block, color: palette.inkSecondary)
            }
        }
    }
}
