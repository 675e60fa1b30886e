import TrellisText

/// The table algorithm: places a `UITableView`'s sections, headers, rows and footers down its content area,
/// once the table's own frame is solved. It is a layout algorithm of its own over the constraint engine (as
/// taffy runs flexbox or grid over one tree): each row's content view is laid out alone by the engine
/// (`CellSizing`, through `CellLayoutCache`, so equal content is laid out once), never as one giant system.
///
/// Geometry, top to bottom per section: the header (a title, a template view, or for grouped styles the
/// empty spacing), the rows stacked with no gaps (each row's separator inside its height), then the footer.
/// Cells span the table (plain, grouped) or are inset by the cell margin with rounded section corners
/// (insetGrouped). The content size is the sum; `isVisible` says which rows show at the content offset.
/// Every row is laid out, unless a positive `estimatedRowHeight` lets rows off screen count at the estimate.
/// A plain table without a `tableFooterView` gets UIKit's filler separators below its last row.
struct TableLayout {
    let engine: LayoutEngine
    let name: String
    let config: TableConfiguration
    /// The table's bounds size (its solved frame).
    let bounds: Size
    let canvas: Canvas

    func solve() throws -> (SolvedTable, [Diagnostic]) {
        let scale = canvas.scale
        let cache = CellLayoutCache(engine: engine, environment: canvas, owner: name)
        let separator = config.separatorStyle == .singleLine ? 1 / scale : 0
        let sizing = CellSizing(
            cache: cache, engine: engine, scale: scale, screenWidth: canvas.width,
            separatorHeight: separator, mode: config.heightMode, rowHeight: config.rowHeight)
        let margin = TableMetrics.cellMargin(screenWidth: canvas.width)
        let grouped = config.style != .plain
        let cellX = config.style == .insetGrouped ? margin : 0
        let cellWidth = max(0, bounds.width - 2 * cellX)
        let separatorInset = config.separatorInset ?? EdgeInsets(left: margin)
        // Right-to-left: the accessory is on the left and the separator's insets swap sides.
        let rtl = canvas.traits.layoutDirection == .rightToLeft
        let visibleTop = config.contentOffset.y, visibleBottom = config.contentOffset.y + bounds.height
        func visible(_ r: Rect) -> Bool { r.maxY > visibleTop && r.minY < visibleBottom }
        /// The separator inside the bottom of a row that ends at `bottom`.
        func separatorLine(bottom: Double) -> Rect {
            Rect(
                x: cellX + (rtl ? separatorInset.right : separatorInset.left), y: bottom - separator,
                width: max(0, cellWidth - separatorInset.left - separatorInset.right), height: separator)
        }
        let estimate = config.activeEstimate
        let system = TableMetrics.contentMargins(screenWidth: canvas.width)
        let templates = config.templates.map { $0.resolvingMargins(system) }

        var cells: [SolvedCell] = []
        cells.reserveCapacity(config.rowCount)
        var supplements: [SolvedSupplement] = []
        var backgrounds: [Rect] = []
        var y = 0.0
        for (s, section) in config.sections.enumerated() {
            let header = try supplement(
                section.header, kind: .header, section: s, y: y, x: cellX, width: cellWidth,
                margin: margin, cache: cache, templates: templates)
            if let header {
                var h = header
                h.isVisible = visible(h.frame)
                supplements.append(h)
                y = h.frame.maxY
            } else if grouped {
                y += s == 0 ? TableMetrics.groupedFirstEmptyHeader : TableMetrics.groupedEmptyHeader
            }
            let rowsTop = y
            for (r, row) in section.rows.enumerated() {
                guard let template = templates.first(where: { $0.name == row.cell }) else {
                    throw LayoutError(diagnostics: [
                        .invalid(
                            "unknown-cell", "table '\(name)' has no cell template '\(row.cell)'",
                            views: [name], location: row.location)
                    ])
                }
                let height: Double, contentSize: Size, layout: Int?, source: CellHeightSource
                if let estimate, !visible(Rect(x: cellX, y: y, width: cellWidth, height: estimate)) {
                    // Not on screen: UIKit hasn't laid it out, so the content size counts the estimate.
                    (height, layout, source) = (estimate, nil, .estimated)
                    contentSize = Size(
                        width: sizing.contentWidth(template, cellWidth: cellWidth), height: max(0, estimate - separator)
                    )
                    cache.stats.estimated += 1
                } else {
                    let sized = try sizing.size(template, row: row, cellWidth: cellWidth)
                    cache.report(sized.entry, template: template.name)
                    (height, contentSize, layout, source) = (
                        sized.rowHeight, sized.contentSize, sized.layout, sized.source
                    )
                }
                let frame = Rect(x: cellX, y: y, width: cellWidth, height: height)
                let isLast = r == section.rows.count - 1
                let selected = row.isSelected && template.selectionStyle != .none
                var line: Rect?
                if separator > 0, !(grouped && isLast), !selected {
                    line = separatorLine(bottom: frame.maxY)
                }
                // A selected row hides the separator above it too (UIKit's highlight covers both hairlines).
                if selected, r > 0, let above = cells.indices.last { cells[above].separator = nil }
                cells.append(
                    SolvedCell(
                        section: s, index: r, template: template.name, frame: frame,
                        contentFrame: Rect(
                            origin: Point(x: rtl ? cellWidth - contentSize.width : 0, y: 0), size: contentSize),
                        accessory: template.accessoryViewWidth == nil ? template.accessory : .none,
                        layout: layout, heightSource: source, separator: line,
                        isVisible: visible(frame), location: row.location, isSelected: row.isSelected,
                        selectionStyle: template.selectionStyle))
                y = frame.maxY
            }
            if grouped, y > rowsTop {
                backgrounds.append(Rect(x: cellX, y: rowsTop, width: cellWidth, height: y - rowsTop))
            }
            let footer = try supplement(
                section.footer, kind: .footer, section: s, y: y, x: cellX, width: cellWidth,
                margin: margin, cache: cache, templates: templates)
            if let footer {
                var f = footer
                f.isVisible = visible(f.frame)
                supplements.append(f)
                y = f.frame.maxY
            } else if grouped {
                y += TableMetrics.groupedEmptyFooter
            }
        }
        switch config.tableFooterView {
        case nil:
            break
        case .empty?:
            supplements.append(
                SolvedSupplement(
                    kind: .tableFooter, section: max(0, config.sections.count - 1),
                    frame: Rect(x: 0, y: y, width: bounds.width, height: 0), title: nil, layout: nil, isVisible: false))
        case .template(let row)?:
            if var footer = try supplement(
                .template(row), kind: .tableFooter, section: max(0, config.sections.count - 1), y: y, x: 0,
                width: bounds.width, margin: margin, cache: cache, templates: templates)
            {
                footer.isVisible = visible(footer.frame)
                supplements.append(footer)
                y = footer.frame.maxY
            }
        }
        var fillers: [Rect] = []
        if config.style == .plain, config.tableFooterView == nil, separator > 0 {
            // UIKit's filler rows: empty rows of the table's rowHeight (44 when automatic) below the last one, down
            // to the bottom of the visible frame, each with its separator.
            var spacing = TableMetrics.fallbackRowHeight
            if case .points(let h) = config.rowHeight, h > 0 { spacing = h }
            var bottom = y + spacing * max(1, ((visibleTop - y) / spacing).rounded(.down))
            while bottom - separator < visibleBottom, fillers.count < TableMetrics.maximumFillerSeparators {
                if bottom > visibleTop { fillers.append(separatorLine(bottom: bottom)) }
                bottom += spacing
            }
        }
        var table = SolvedTable(
            kind: .table, style: config.style, contentSize: Size(width: bounds.width, height: y),
            contentOffset: config.contentOffset, contentInset: config.contentInset, cells: cells,
            supplements: supplements, sectionBackgrounds: backgrounds,
            sectionCornerRadius: config.style == .insetGrouped ? TableMetrics.insetGroupedCornerRadius : 0,
            layouts: cache.layouts, stats: cache.stats)
        table.isRightToLeft = rtl
        table.fillerSeparators = fillers
        return (table, cache.diagnostics)
    }

    /// A header or footer at `y`: a title laid out per the style, or a template view fitted at the cell width.
    private func supplement(
        _ content: SectionSupplement?, kind: SolvedSupplement.Kind, section: Int, y: Double, x: Double,
        width: Double, margin: Double, cache: CellLayoutCache,
        templates: [CellTemplate]
    ) throws -> SolvedSupplement? {
        switch content {
        case nil:
            return nil
        case .template(let row)?:
            guard let template = templates.first(where: { $0.name == row.cell }) else {
                throw LayoutError(diagnostics: [
                    .invalid(
                        "unknown-cell", "table '\(name)' has no template '\(row.cell)'",
                        views: [name], location: row.location)
                ])
            }
            let entry = try cache.layout(template, data: row.data, width: .fixed(width), height: .fitting)
            let height = ResultBuilder.snap(entry.rawSize.height, canvas.scale)
            var laidOut = entry
            if abs(height - entry.rawSize.height) > 1e-9 {
                laidOut = try cache.layout(template, data: row.data, width: .fixed(width), height: .fixed(height))
            }
            cache.report(laidOut, template: template.name)
            return SolvedSupplement(
                kind: kind, section: section, frame: Rect(x: x, y: y, width: width, height: height),
                title: nil, layout: laidOut.layout, isVisible: false)
        case .title(let text)?:
            let plain = config.style == .plain
            var style = TextStyle(
                font: plain && kind == .header ? TableMetrics.plainHeaderFont : TableMetrics.groupedTitleFont)
            style.numberOfLines = 0
            style.lineBreakMode = .byWordWrapping
            let shown = !plain && kind == .header ? text.uppercased() : text
            let textWidth = max(0, width - 2 * margin)
            let layout = try engine.textEngine.measure(
                shown, style: style, scale: canvas.scale, .lines(width: textWidth), detail: engine.textDetail)
            let padding: (top: Double, bottom: Double)
            switch (plain, kind) {
            case (true, .header): padding = TableMetrics.plainHeaderPadding
            case (true, .footer): padding = TableMetrics.plainFooterPadding
            case (false, .header):
                let p = TableMetrics.groupedHeaderPadding
                padding = (section == 0 ? p.firstTop : p.top, p.bottom)
            case (false, .footer), (false, .tableFooter): padding = TableMetrics.groupedFooterPadding
            // A table footer is a view, never a title.
            case (true, .tableFooter): padding = TableMetrics.plainFooterPadding
            }
            let textHeight = layout.size.height
            var height = padding.top + textHeight + padding.bottom
            if plain, kind == .header { height = max(height, TableMetrics.plainHeaderMinimumHeight) }
            let frame = Rect(x: x, y: y, width: width, height: height)
            let textTop = plain && kind == .header ? y + (height - textHeight) / 2 : y + padding.top
            let title = SupplementTitle(
                text: shown, frame: Rect(x: x + margin, y: textTop, width: textWidth, height: textHeight),
                layout: layout)
            return SolvedSupplement(
                kind: kind, section: section, frame: frame, title: title, layout: nil, isVisible: false)
        }
    }
}
