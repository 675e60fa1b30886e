import TrellisLayout
import TrellisText

/// UITableView's system colours, from the shared table of UIKit's dynamic colours (`SystemColor`,
/// environment-facts §2.1), resolved for the theme.
struct TableColors {
    let plainBackground: Color
    let groupedBackground: Color
    let groupedCell: Color
    let separator: Color
    let plainHeader: Color
    let secondaryText: Color
    let chevron: Color
    let placeholder: Color
    /// A selected row's highlight: `systemGray4`, UIKit's `selectedBackgroundView` colour since iOS 7 for the
    /// default, gray and blue selection styles alike.
    let selection: Color

    init(dark: Bool) {
        func named(_ name: String, _ fallback: Color) -> Color {
            SystemColor.named(name)?.resolved(dark: dark) ?? fallback
        }
        plainBackground = SystemColor.systemBackground.resolved(dark: dark)
        groupedBackground = named("systemGroupedBackground", Palette.hex(dark ? 0x000000 : 0xF2F2F7))
        groupedCell = named("secondarySystemGroupedBackground", Palette.hex(dark ? 0x1C1C1E : 0xFFFFFF))
        separator = named("separator", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29))
        // A plain section header's bar: secondarySystemBackground would be too dark against white rows; UIKit's
        // pre-iOS 15 header grey.
        plainHeader = Palette.hex(dark ? 0x1C1C1E : 0xF7F7F7)
        secondaryText = named("secondaryLabel", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        chevron = named("tertiaryLabel", Palette.hex(0xC4C4C7))
        placeholder = named("placeholderText", Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
        selection = named("systemGray4", Palette.hex(dark ? 0x3A3A3C : 0xD1D1D6))
    }
}

extension RenderJob {
    var tableColors: TableColors { TableColors(dark: options.theme == .dark) }

    /// Where a table's content coordinates land on the page: the frame's origin minus the content offset.
    func contentOrigin(of view: ViewScene, _ table: SolvedTable) -> Point {
        Point(x: view.frame.minX - table.contentOffset.x, y: view.frame.minY - table.contentOffset.y)
    }

    /// The part of the page a table shows: its frame, cut to the scroll views around it.
    func tableClip(_ view: ViewScene) -> Rect {
        let frame = grid.snap(view.frame)
        return view.clip.flatMap { frame.intersection($0) } ?? frame
    }

    /// A table or collection view drawn as UIKit draws it: the background (grouped styles grey), the grouped
    /// sections' white (rounded, for insetGrouped) backgrounds, each visible cell — its background, its content
    /// view's subviews, its accessory glyph and its separator — the headers and footers (a plain table's header
    /// floats at the top while its section is scrolled under it), and a scroll indicator when the content is
    /// longer than the frame. Only what shows at the content offset is drawn.
    func drawTable(_ view: ViewScene) throws {
        guard let table = view.solved.table else { return }
        let clip = tableClip(view)
        guard clip.width > 0, clip.height > 0 else { return }
        let origin = contentOrigin(of: view, table)
        let colors = tableColors
        let wire = options.style == .wireframe
        try context.withSavedState {
            context.rectangle(clip)
            context.clip()
            if !wire, view.node.background == nil || options.style == .content, table.kind == .table {
                context.fill(
                    clip,
                    view.node.background ?? (table.style == .plain ? colors.plainBackground : colors.groupedBackground))
            }
            for background in table.sectionBackgrounds {
                let r = grid.snap(background.offsetBy(dx: origin.x, dy: origin.y))
                guard r.intersection(clip) != nil else { continue }
                context.roundedRectangle(r, radius: table.sectionCornerRadius)
                if wire {
                    strokeOutline(palette.inkSecondary)
                } else {
                    context.setColor(colors.groupedCell); context.fill()
                }
            }
            for cell in table.cells where cell.isVisible {
                try drawCell(cell, table: table, origin: origin, clip: clip, tableDepth: view.depth)
            }
            for filler in table.fillerSeparators {
                drawSeparator(filler, origin: origin)
            }
            for supplement in table.supplements {
                try drawSupplement(supplement, table: table, origin: origin, clip: clip, tableDepth: view.depth)
            }
        }
        drawTableIndicator(view, table)
    }

    private func drawCell(_ cell: SolvedCell, table: SolvedTable, origin: Point, clip: Rect, tableDepth: Int) throws {
        let frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
        guard let index = cell.layout else { return }
        let layout = table.layouts[index]
        if options.style != .wireframe, let background = layout.views.first?.node.background {
            context.fill(grid.snap(frame), background)
        }
        if cell.showsSelection {
            // The selected background view covers the whole cell, accessory and separator pixel included.
            var wire = palette.inkSecondary
            wire.alpha = 0.15
            context.fill(grid.snap(frame), options.style == .wireframe ? wire : tableColors.selection)
        }
        let content = Point(x: frame.minX + cell.contentFrame.minX, y: frame.minY + cell.contentFrame.minY)
        for scene in cellScenes(layout, at: content, clip: clip, tableDepth: tableDepth) where scene.isVisible {
            try drawBox(scene)
            try drawContent(scene)
        }
        if table.isRightToLeft {
            // Mirrored about the cell's centre: the glyph sits at the leading (left) margin, pointing left.
            context.withSavedState {
                context.translate(2 * frame.midX, 0)
                context.scale(-1, 1)
                drawAccessory(cell.accessory, in: frame)
            }
        } else {
            drawAccessory(cell.accessory, in: frame)
        }
        if let separator = cell.separator { drawSeparator(separator, origin: origin) }
    }

    /// A separator hairline (content coordinates), at least one device pixel high.
    private func drawSeparator(_ separator: Rect, origin: Point) {
        let line = grid.snap(separator.offsetBy(dx: origin.x, dy: origin.y))
        guard line.width > 0 else { return }
        context.fill(
            Rect(x: line.minX, y: line.minY, width: line.width, height: max(grid.hairline, line.height)),
            options.style == .wireframe ? palette.inkSecondary : tableColors.separator)
    }

    /// The views of one cell layout as scenes at `origin` (page coordinates): depths below the table's, hidden
    /// views and their subtrees marked invisible.
    func cellScenes(_ layout: SolvedCellLayout, at origin: Point, clip: Rect, tableDepth: Int) -> [ViewScene] {
        var hidden: Set<String> = []
        var scenes: [ViewScene] = []
        for (index, solved) in layout.views.enumerated() {
            var v = solved
            v.depth += tableDepth + 1
            let isHidden = v.node.isHidden || (v.superview.map { hidden.contains($0) } ?? false)
            if isHidden { hidden.insert(v.name) }
            let frame = v.absoluteFrame.offsetBy(dx: origin.x, dy: origin.y)
            let shows = frame.isDrawable && frame.intersection(clip) != nil
            scenes.append(
                ViewScene(
                    solved: v, frame: frame, isVisible: !isHidden && shows, clip: clip,
                    lastDescendant: index))
        }
        return scenes
    }

    private func drawSupplement(_ s: SolvedSupplement, table: SolvedTable, origin: Point, clip: Rect, tableDepth: Int)
        throws
    {
        let frame = floatedFrame(s, table: table)
        let dy = frame.minY - s.frame.minY
        let page = frame.offsetBy(dx: origin.x, dy: origin.y)
        guard page.intersection(clip) != nil else { return }
        if let title = s.title {
            if table.style == .plain, s.kind == .header, options.style != .wireframe {
                context.fill(grid.snap(page), tableColors.plainHeader)
            }
            let block = title.frame.offsetBy(dx: origin.x, dy: origin.y + dy)
            let plainHeader = table.style == .plain && s.kind == .header
            let color =
                options.style == .wireframe
                ? palette.ink : (plainHeader ? palette.defaultText : tableColors.secondaryText)
            try drawText(drawable(title.layout), in: block, color: color)
        } else if let index = s.layout {
            for scene in cellScenes(table.layouts[index], at: page.origin, clip: clip, tableDepth: tableDepth)
            where scene.isVisible {
                try drawBox(scene)
                try drawContent(scene)
            }
        }
    }

    /// The accessory's system glyph, right-aligned at the cell's 16 pt margin and centred vertically: a grey
    /// chevron, a tinted checkmark, a tinted ⓘ, or ⓘ then chevron.
    func drawAccessory(_ accessory: CellAccessory, in cell: Rect) {
        guard accessory != .none else { return }
        let wire = options.style == .wireframe
        let right = cell.maxX - 16, mid = cell.midY
        context.setDash([])
        context.setLineCap(round: true)
        func chevron(rightEdge: Double) {
            context.move(to: rightEdge - 7, mid - 6.5)
            context.line(to: rightEdge, mid)
            context.line(to: rightEdge - 7, mid + 6.5)
            context.setLineWidth(2)
            context.setColor(wire ? palette.ink : tableColors.chevron)
            context.stroke()
        }
        func info(rightEdge: Double) {
            let r = 10.5
            let cx = rightEdge - r
            context.circle(centerX: cx, centerY: mid, radius: r)
            context.setLineWidth(1.5)
            context.setColor(wire ? palette.ink : palette.tint)
            context.stroke()
            context.circle(centerX: cx, centerY: mid - 4.5, radius: 1.2)
            context.fill()
            context.move(to: cx, mid - 1.5)
            context.line(to: cx, mid + 5.5)
            context.setLineWidth(2)
            context.stroke()
        }
        switch accessory {
        case .none:
            break
        case .disclosureIndicator:
            chevron(rightEdge: right)
        case .checkmark:
            context.move(to: right - 14, mid)
            context.line(to: right - 9, mid + 5.5)
            context.line(to: right, mid - 6)
            context.setLineWidth(2.2)
            context.setColor(wire ? palette.ink : palette.tint)
            context.stroke()
        case .detailButton:
            info(rightEdge: right)
        case .detailDisclosureButton:
            chevron(rightEdge: right)
            info(rightEdge: right - 7 - 12)
        }
        context.setLineCap(round: false)
    }

    /// A vertical (or horizontal) indicator whose position and length follow the content offset.
    private func drawTableIndicator(_ view: ViewScene, _ table: SolvedTable) {
        let frame = grid.snap(view.frame)
        let content = table.contentSize
        let m = ScrollIndicatorMetrics.self
        let color =
            options.theme == .dark
            ? Color(red: 1, green: 1, blue: 1, alpha: 0.45) : Color(red: 0, green: 0, blue: 0, alpha: 0.38)
        if content.height > frame.height + grid.hairline / 2, frame.height > 2 * m.inset {
            let track = frame.height - 2 * m.inset
            let length = min(track, max(m.minimumLength, track * frame.height / content.height))
            let travel = max(0, content.height - frame.height)
            let progress = travel > 0 ? min(1, max(0, table.contentOffset.y / travel)) : 0
            let bar = Rect(
                x: frame.maxX - m.inset - m.thickness, y: frame.minY + m.inset + (track - length) * progress,
                width: m.thickness, height: length)
            context.roundedRectangle(bar, radius: m.thickness / 2)
            context.setColor(color)
            context.fill()
        }
        if content.width > frame.width + grid.hairline / 2, frame.width > 2 * m.inset {
            let track = frame.width - 2 * m.inset
            let length = min(track, max(m.minimumLength, track * frame.width / content.width))
            let travel = max(0, content.width - frame.width)
            let progress = travel > 0 ? min(1, max(0, table.contentOffset.x / travel)) : 0
            let bar = Rect(
                x: frame.minX + m.inset + (track - length) * progress, y: frame.maxY - m.inset - m.thickness,
                width: length, height: m.thickness)
            context.roundedRectangle(bar, radius: m.thickness / 2)
            context.setColor(color)
            context.fill()
        }
    }

    /// One tag request per visible cell (`template #row`, or `template s.r` with several sections, then a row's
    /// height or an item's size), placed with the view tags; with the frames overlay, every visible view inside the cells too.
    func tableTagRequests() -> [(text: String, box: Rect, stroke: Color, isCell: Bool)] {
        var out: [(String, Rect, Color, Bool)] = []
        for view in views where view.isVisible {
            guard let table = view.solved.table else { continue }
            let clip = tableClip(view)
            let origin = contentOrigin(of: view, table)
            let sections = Set(table.cells.map(\.section)).count
            let stroke = palette.depthTint(view.depth + 1).stroke
            for cell in table.cells where cell.isVisible {
                let frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
                guard let box = frame.intersection(clip), let layout = cell.layout else { continue }
                let position = sections > 1 ? "\(cell.section).\(cell.index)" : "#\(cell.index)"
                // A row spans the table, so its tag gives only the height; an item gives its size.
                let size =
                    table.kind == .table
                    ? NumberText.minimal(cell.frame.height)
                    : NumberText.size(cell.frame.width, cell.frame.height)
                out.append(("\(cell.template) \(position) \(size)", box, stroke, true))
                guard options.overlays.contains(.frames) else { continue }
                let content = Point(x: frame.minX + cell.contentFrame.minX, y: frame.minY + cell.contentFrame.minY)
                for scene in cellScenes(
                    table.layouts[layout], at: content, clip: clip, tableDepth: view.depth
                ).dropFirst()
                where scene.isVisible {
                    guard let inner = scene.visibleFrame.intersection(clip) else { continue }
                    out.append((tagText(scene), inner, boxColors(scene).stroke ?? palette.inkSecondary, false))
                }
            }
        }
        return out
    }

    /// Text lines drawn inside visible cells (tags avoid covering them).
    func tableContentRects() -> [Rect] {
        var rects: [Rect] = []
        for view in views where view.isVisible {
            guard let table = view.solved.table else { continue }
            let clip = tableClip(view)
            let origin = contentOrigin(of: view, table)
            for cell in table.cells where cell.isVisible {
                guard let layout = cell.layout else { continue }
                let frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
                let content = Point(x: frame.minX + cell.contentFrame.minX, y: frame.minY + cell.contentFrame.minY)
                for scene in cellScenes(
                    table.layouts[layout], at: content, clip: clip, tableDepth: view.depth)
                where scene.isVisible {
                    guard let layout = scene.solved.textLayout else {
                        if scene.solved.kind == .image || scene.solved.kind == .switch,
                            let shown = scene.frame.intersection(clip)
                        {
                            rects.append(shown)
                        }
                        continue
                    }
                    let block = scene.textBlock(layout)
                    for (index, line) in layout.lines.enumerated() where line.width > 0 {
                        let x = block.minX + layout.lineOffsetX(index, inWidth: block.width)
                        let top = block.minY + line.baseline - layout.ascender
                        if let shown = Rect(x: x, y: top, width: line.width, height: layout.lineHeight).intersection(
                            clip)
                        {
                            rects.append(shown)
                        }
                    }
                }
            }
        }
        return rects
    }
}
