import TrellisLayout
import TrellisText

/// One picture of a screen across environments (issue 11): every configuration's layout drawn in a grid,
/// each cell captioned with its configuration and what a reviewer should look at — truncated or clipped
/// text, views outside their superview, broken constraints — outlined in red in the cell and listed under
/// the caption.
public enum ContactSheet {
    public struct Cell: Sendable {
        public var caption: String
        public var layout: SolvedLayout
        public init(caption: String, layout: SolvedLayout) { self.caption = caption; self.layout = layout }
    }

    /// Caption text size and the gaps around cells, in points.
    static let captionSize: Double = 12
    static let gap: Double = 24

    /// The sheet as PNG bytes: cells in rows of `columns` (fewer when that many would pass the image size
    /// limit), each column as wide as its widest cell, each row as tall as its tallest. All cells are drawn
    /// at `options.scale` (default 1) so the sheet stays readable at a glance. Options other than the format
    /// and the legend apply to every cell.
    public static func render(_ cells: [Cell], columns: Int, options: RenderOptions) throws -> [UInt8] {
        guard !cells.isEmpty else { throw RenderError.invalidGeometry("a contact sheet needs at least one cell") }
        var cellOptions = options
        cellOptions.format = .png
        cellOptions.scale = options.scale ?? 1
        cellOptions.legend = false
        let plans = try cells.map { try Renderer.plan($0.layout, options: cellOptions) }
        let text = TextSource.shared
        let scale = Double(cellOptions.scale ?? 1)
        // Rows wrap so the sheet stays within the image size limit (16,384 px a side).
        let widest = plans.map(\.pageSize.width).max() ?? 1
        let fitting = Int((Double(RenderLimits.maxSide) / scale - gap) / (widest + gap))
        let columns = max(1, min(columns, cells.count, fitting))
        let captions = try cells.map { cell in
            try ([cell.caption] + findingLines(cell.layout)).enumerated().map { index, line in
                try text.layout(line, size: captionSize, weight: index == 0 ? .medium : .regular, scale: scale)
            }
        }
        let rows = (cells.count + columns - 1) / columns
        var columnWidths = [Double](repeating: 0, count: columns)
        var rowHeights = [Double](repeating: 0, count: rows)
        var captionHeights = [Double](repeating: 0, count: rows)
        for (i, plan) in plans.enumerated() {
            let captionWidth = captions[i].compactMap { $0?.size.width }.max() ?? 0
            let captionHeight = captions[i].reduce(0.0) { $0 + ($1?.size.height ?? 0) }
            columnWidths[i % columns] = max(columnWidths[i % columns], plan.pageSize.width, captionWidth)
            rowHeights[i / columns] = max(rowHeights[i / columns], plan.pageSize.height)
            captionHeights[i / columns] = max(captionHeights[i / columns], captionHeight + 6)
        }
        let width = columnWidths.reduce(gap) { $0 + $1 + gap }
        let height = zip(rowHeights, captionHeights).reduce(gap) { $0 + $1.0 + $1.1 + gap }
        let (pixelWidth, pixelHeight) = try RenderPlan.checkLimits(width: width, height: height, scale: scale)
        let surface = try CairoSurface.image(width: pixelWidth, height: pixelHeight)
        do {
            let context = try CairoContext(surface: surface)
            context.scale(scale, scale)
            let palette = options.theme.palette
            context.clear(to: options.background ?? palette.page)
            var y = gap
            for row in 0..<rows {
                var x = gap
                for column in 0..<columns {
                    let i = row * columns + column
                    guard i < cells.count else { break }
                    let job = try RenderJob(plan: plans[i], context: context)
                    var lineY = y
                    for (index, caption) in captions[i].enumerated() {
                        guard let caption else { continue }
                        let color = index == 0 ? palette.ink : findingColor
                        try job.drawText(
                            caption, in: Rect(x: x, y: lineY, width: caption.size.width, height: caption.size.height),
                            color: color)
                        lineY += caption.size.height
                    }
                    let top = y + captionHeights[row]
                    let page = Rect(x: x, y: top, width: plans[i].pageSize.width, height: plans[i].pageSize.height)
                    try context.withSavedState {
                        context.translate(page.minX, page.minY)
                        context.rectangle(Rect(x: 0, y: 0, width: page.width, height: page.height))
                        context.clip()
                        try job.draw()
                        markFindings(cells[i].layout, origin: plans[i].canvasRect.origin, context: context)
                    }
                    x += columnWidths[column] + gap
                }
                y += captionHeights[row] + rowHeights[row] + gap
            }
            try context.check("drawing the contact sheet")
        }
        return try surface.pngBytes()
    }

    static let findingColor = Color(red8: 215, green8: 0, blue8: 21)

    /// `! truncated 'title'; outside-superview 'badge'`, or nothing when the cell is clean.
    static func findingLines(_ layout: SolvedLayout) -> [String] {
        let findings = layout.reviewFindings
        guard !findings.isEmpty else { return [] }
        return ["! " + findings.map(\.description).joined(separator: "; ")]
    }

    /// A red outline around every view a finding names.
    private static func markFindings(_ layout: SolvedLayout, origin: Point, context: CairoContext) {
        let names = Set(layout.reviewFindings.flatMap(\.views))
        guard !names.isEmpty else { return }
        context.setColor(findingColor)
        context.setLineWidth(2)
        context.setDash([])
        for view in layout.views where names.contains(view.name) {
            let f = view.absoluteFrame.offsetBy(dx: origin.x, dy: origin.y)
            guard f.isDrawable else { continue }
            context.rectangle(Rect(x: f.minX - 1, y: f.minY - 1, width: f.width + 2, height: f.height + 2))
            context.stroke()
        }
    }
}
