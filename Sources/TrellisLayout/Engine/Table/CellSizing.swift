/// A row's height and its content view's layout, as UIKit's self-sizing cells or FDTemplateLayoutCell
/// compute them (reference §9, environment-facts §4).
struct CellSizing {
    struct Sized {
        /// The content view laid out at `contentSize`.
        var entry: CellLayoutCache.Entry
        /// Index into the cache's layouts.
        var layout: Int { entry.layout }
        /// The row height, separator included.
        var rowHeight: Double
        var contentSize: Size
        var source: CellHeightSource
    }

    let cache: CellLayoutCache
    let engine: LayoutEngine
    let scale: Double
    /// The screen's width (the canvas), for FDTemplateLayoutCell's 414 pt rule.
    let screenWidth: Double
    /// 1/scale with separators, else 0: the separator's pixel is inside the row.
    let separatorHeight: Double
    let mode: CellHeightMode
    let rowHeight: RowHeight

    /// The content view's width: the cell's minus the accessory's (FDTemplateLayoutCell's table), minus 4 more
    /// with an accessory on a 3× screen at least 414 pt wide.
    func contentWidth(_ template: CellTemplate, cellWidth: Double) -> Double {
        let accessory = template.accessoryWidth
        let adjustment = TableMetrics.plusScreenAdjustment(
            scale: scale, screenWidth: screenWidth, accessoryWidth: accessory)
        return max(0, cellWidth - accessory - adjustment)
    }

    func size(_ template: CellTemplate, row: CellRow, cellWidth: Double) throws -> Sized {
        let width = contentWidth(template, cellWidth: cellWidth)
        if case .points(let height) = rowHeight {
            let content = max(0, height - separatorHeight)
            let entry = try cache.layout(template, data: row.data, width: .fixed(width), height: .fixed(content))
            return Sized(
                entry: entry, rowHeight: height, contentSize: Size(width: width, height: content), source: .fixed)
        }
        switch mode {
        case .automatic: return try automatic(template, row: row, width: width)
        case .fdTemplate: return try fdTemplate(template, row: row, width: width)
        }
    }

    /// `UITableView.automaticDimension`: `systemLayoutSizeFitting((width, 0), .required, .fittingSizeLevel)` on
    /// the content view, pixel-rounded, plus the separator. A content view that collapses to 0 gets UIKit's
    /// standard height (44, separator included) and a diagnostic saying which constraint is missing.
    private func automatic(_ template: CellTemplate, row: CellRow, width: Double) throws -> Sized {
        let fitted = try cache.layout(template, data: row.data, width: .fixed(width), height: .fitting)
        let height = ResultBuilder.snap(fitted.rawSize.height, scale)
        if height > 0 {
            return Sized(
                entry: fitted, rowHeight: height + separatorHeight,
                contentSize: Size(width: width, height: height), source: .fitting)
        }
        reportCollapse(template, row: row, fitted: fitted, log: Self.uikitCollapseLog)
        let content = TableMetrics.fallbackRowHeight - separatorHeight
        let entry = try cache.layout(template, data: row.data, width: .fixed(width), height: .fixed(content))
        cache.stats.fallbacks += 1
        return Sized(
            entry: entry, rowHeight: TableMetrics.fallbackRowHeight,
            contentSize: Size(width: width, height: content), source: .fallback)
    }

    /// FDTemplateLayoutCell's `fd_systemFittingHeightForConfiguratedCell:` (reference §9.2): unless the cell
    /// enforces frame layout, a width fence and compressed fitting; if that gives 0, the cell's
    /// `sizeThatFits:(width, 0)`; if still 0, 44; then the separator's pixel is added (so a collapsed cell is
    /// 44 + 1/scale, where UIKit's fallback is 44).
    private func fdTemplate(_ template: CellTemplate, row: CellRow, width: Double) throws -> Sized {
        var height = 0.0
        var fitted: CellLayoutCache.Entry?
        if !template.enforceFrameLayout && width > 0 {
            let entry = try cache.layout(template, data: row.data, width: .fixed(width), height: .fitting)
            height = ResultBuilder.snap(entry.rawSize.height, scale)
            fitted = entry
        }
        var source = CellHeightSource.fitting
        if height == 0 {
            if let fitted, !template.enforceFrameLayout, Self.hasConstraints(template.contentView) {
                reportCollapse(template, row: row, fitted: fitted, log: Self.fdCollapseLog)
            }
            (height, source) = sizeThatFits(template, row: row, width: width)
        }
        if height == 0 {
            height = TableMetrics.fallbackRowHeight
            source = .fallback
        }
        if source == .fallback { cache.stats.fallbacks += 1 }
        if let fitted, source == .fitting {
            return Sized(
                entry: fitted, rowHeight: height + separatorHeight,
                contentSize: Size(width: width, height: height), source: source)
        }
        let entry = try cache.layout(template, data: row.data, width: .fixed(width), height: .fixed(height))
        return Sized(
            entry: entry, rowHeight: height + separatorHeight,
            contentSize: Size(width: width, height: height), source: source)
    }

    /// The cell's `sizeThatFits:((width, 0))` height: the template's override, else UITableViewCell's own,
    /// which returns the cell's current height — 44, the height a cell is created with.
    private func sizeThatFits(_ template: CellTemplate, row: CellRow, width: Double) -> (Double, CellHeightSource) {
        switch template.sizeThatFits {
        case .height(let h)?:
            return (h, .sizeThatFits)
        case .sum(let names, let plus)?:
            let content = template.contentView(with: row.data)
            var total = plus
            for name in names {
                guard let node = content.descendant(named: name) else { continue }
                total += engine.sizeThatFits(node, Size(width: width, height: 0), scale: scale).height
            }
            return (total, .sizeThatFits)
        case nil:
            return (TableMetrics.fallbackRowHeight, .fallback)
        }
    }

    static let uikitCollapseLog =
        "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a "
        + "height of zero for a table view cell's content view. We're considering the collapse unintentional and "
        + "using standard height instead."
    static let fdCollapseLog =
        "[FDTemplateLayoutCell] Warning once only: Cannot get a proper cell height (now 0) from "
        + "'- systemFittingSize:'(AutoLayout). You should check how constraints are built in cell, making it into "
        + "'self-sizing' cell."

    private static func hasConstraints(_ node: ViewNode) -> Bool {
        !node.constraints.isEmpty || node.subviews.contains(where: hasConstraints)
    }

    /// The `cell-height-undetermined` warning, once per template: what is missing, then the library's log.
    private func reportCollapse(_ template: CellTemplate, row: CellRow, fitted: CellLayoutCache.Entry, log: String) {
        let layout = cache.layouts[fitted.layout]
        let why = CollapseExplanation(template: template, layout: layout, undetermined: fitted.undeterminedHeights).text
        let fallback =
            mode == .automatic
            ? "uses the standard height of 44 pt"
            : "falls back to sizeThatFits: (44 pt unless the cell overrides it)"
        cache.note(
            Diagnostic(
                severity: .warning, code: "cell-height-undetermined",
                message:
                    "the constraints don't determine the cell's height (its content view fits to 0), so the table \(fallback): \(why)",
                views: [template.name], location: template.location ?? row.location,
                details: [log]), template: template.name)
    }
}
