/// `UICollectionViewFlowLayout`: items placed in lines across the scroll direction, wrapping when the next
/// item (with `minimumInteritemSpacing`) would cross the section inset, lines `minimumLineSpacing` apart.
///
/// Placement as UIKit does it (Trellis's reading; the reference has no figures for flow layout):
/// - a line with two or more items is justified: the first item at the leading inset, the last at the
///   trailing inset, the spare space shared equally between the gaps (so gaps are at least the minimum);
/// - a line with a single item centres it;
/// - items are centred across the line, whose thickness is its largest item's;
/// - sections follow one another, each padded by `sectionInset`.
/// Self-sizing items (`estimatedItemSize: automatic`) are fitted with both fitting priorities at
/// `fittingSizeLevel`; one wider than the line is fitted again at the line's width.
struct FlowLayout {
    let engine: LayoutEngine
    let name: String
    let config: CollectionConfiguration
    let bounds: Size
    let canvas: Canvas

    func solve() throws -> (SolvedTable, [Diagnostic]) {
        let cache = CellLayoutCache(engine: engine, environment: canvas, owner: name)
        let vertical = config.scrollDirection == .vertical
        let inset = config.sectionInset
        // Along the line (across the scroll direction) and across lines (along it).
        let lineLength = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let lineStart = vertical ? inset.left : inset.top
        let visibleStart = vertical ? config.contentOffset.y : config.contentOffset.x
        let visibleEnd = visibleStart + (vertical ? bounds.height : bounds.width)

        let templates = config.templates.map { $0.resolvingMargins(.defaultLayoutMargins) }
        var cells: [SolvedCell] = []
        var position = 0.0 // along the scroll direction
        for (s, section) in config.sections.enumerated() {
            position += vertical ? inset.top : inset.left
            var sized: [(row: CellRow, index: Int, size: Size, layout: Int)] = []
            for (i, row) in section.rows.enumerated() {
                guard let template = templates.first(where: { $0.name == row.cell }) else {
                    throw LayoutError(diagnostics: [
                        .invalid(
                            "unknown-cell", "collection view '\(name)' has no cell template '\(row.cell)'",
                            views: [name], location: row.location)
                    ])
                }
                let (size, layout) = try itemSize(
                    template, row: row, lineLength: lineLength, vertical: vertical, cache: cache)
                sized.append((row, i, size, layout))
            }
            // Break into lines.
            var lines: [[Int]] = []
            var current: [Int] = []
            var used = 0.0
            for (k, item) in sized.enumerated() {
                let length = vertical ? item.size.width : item.size.height
                let needed = current.isEmpty ? length : used + config.minimumInteritemSpacing + length
                if !current.isEmpty && needed > lineLength + 1e-9 {
                    lines.append(current)
                    current = [k]
                    used = length
                } else {
                    current.append(k)
                    used = needed
                }
            }
            if !current.isEmpty { lines.append(current) }
            for (l, line) in lines.enumerated() {
                if l > 0 { position += config.minimumLineSpacing }
                let lengths = line.map { vertical ? sized[$0].size.width : sized[$0].size.height }
                let thicknesses = line.map { vertical ? sized[$0].size.height : sized[$0].size.width }
                let thickness = thicknesses.max() ?? 0
                let total = lengths.reduce(0, +)
                var along = lineStart
                var gap = config.minimumInteritemSpacing
                if line.count == 1 {
                    along = lineStart + (lineLength - total) / 2
                } else {
                    gap = max(config.minimumInteritemSpacing, (lineLength - total) / Double(line.count - 1))
                }
                for (j, k) in line.enumerated() {
                    let item = sized[k]
                    let across = position + (thickness - thicknesses[j]) / 2
                    let frame =
                        vertical
                        ? Rect(x: along, y: across, width: item.size.width, height: item.size.height)
                        : Rect(x: across, y: along, width: item.size.width, height: item.size.height)
                    let start = vertical ? frame.minY : frame.minX, end = vertical ? frame.maxY : frame.maxX
                    cells.append(
                        SolvedCell(
                            section: s, index: item.index, template: item.row.cell, frame: frame,
                            contentFrame: Rect(origin: .zero, size: item.size), accessory: .none,
                            layout: item.layout,
                            heightSource: config.itemSize == nil || config.selfSizing ? .fitting : .fixed,
                            separator: nil, isVisible: end > visibleStart && start < visibleEnd,
                            location: item.row.location, isSelected: item.row.isSelected,
                            // UICollectionViewCell has no selectedBackgroundView by default: nothing is drawn.
                            selectionStyle: .none))
                    along += lengths[j] + gap
                }
                position += thickness
            }
            position += vertical ? inset.bottom : inset.right
        }
        let contentSize =
            vertical ? Size(width: bounds.width, height: position) : Size(width: position, height: bounds.height)
        let table = SolvedTable(
            kind: .collection, style: .plain, contentSize: contentSize, contentOffset: config.contentOffset,
            contentInset: .zero, cells: cells, supplements: [], sectionBackgrounds: [],
            sectionCornerRadius: 0, layouts: cache.layouts, stats: cache.stats)
        return (table, cache.diagnostics)
    }

    /// A fixed `itemSize`, or a self-sizing cell's fitted size (at most the line's length across the line).
    private func itemSize(
        _ template: CellTemplate, row: CellRow, lineLength: Double, vertical: Bool,
        cache: CellLayoutCache
    ) throws -> (Size, Int) {
        if let fixed = config.itemSize, !config.selfSizing {
            let entry = try cache.layout(
                template, data: row.data, width: .fixed(fixed.width), height: .fixed(fixed.height))
            cache.report(entry, template: template.name)
            return (fixed, entry.layout)
        }
        let scale = canvas.scale
        var entry = try cache.layout(template, data: row.data, width: .fitting, height: .fitting)
        var size = Size(
            width: ResultBuilder.snap(entry.rawSize.width, scale),
            height: ResultBuilder.snap(entry.rawSize.height, scale))
        let limit = max(0, lineLength)
        if vertical, size.width > limit + 1e-9 {
            entry = try cache.layout(template, data: row.data, width: .fixed(limit), height: .fitting)
            size = Size(width: limit, height: ResultBuilder.snap(entry.rawSize.height, scale))
        } else if !vertical, size.height > limit + 1e-9 {
            entry = try cache.layout(template, data: row.data, width: .fitting, height: .fixed(limit))
            size = Size(width: ResultBuilder.snap(entry.rawSize.width, scale), height: limit)
        }
        cache.report(entry, template: template.name)
        return (size, entry.layout)
    }
}
