import TrellisText

/// UITableView's fixed figures. Those the reference confirms are marked so; the rest are Trellis's documented
/// choices where the reference has no measurement ([U] in environment-facts §4.3), listed in docs/tables.md.
enum TableMetrics {
    /// The row height when a self-sizing cell's content collapses to 0 (reference §9.1, environment-facts §4.1).
    static let fallbackRowHeight: Double = 44

    /// The cell's layout margin on the left and right: 16 pt, 20 pt on screens 414 pt and wider (§6.1 [S]).
    /// The default separator inset starts at it (environment-facts §4.3 [U]).
    static func cellMargin(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }

    /// A cell content view's `layoutMargins`: the side margin, and 11 pt above and below (Trellis's choice,
    /// iOS 11+ as commonly logged; not in the reference).
    static func contentMargins(screenWidth: Double) -> EdgeInsets {
        let side = cellMargin(screenWidth: screenWidth)
        return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }

    /// FDTemplateLayoutCell's extra 4 pt taken from a cell with an accessory on a 3× screen at least 414 pt
    /// wide (reference §9.2 step 3; applied only with an accessory, as environment-facts §4.2 reads the code).
    static func plusScreenAdjustment(scale: Double, screenWidth: Double, accessoryWidth: Double) -> Double {
        scale >= 3 && screenWidth >= 414 && accessoryWidth > 0 ? 4 : 0
    }

    /// insetGrouped sections: inset by the cell margin, corners of 10 pt (environment-facts §4.3 [U]).
    static let insetGroupedCornerRadius: Double = 10

    // Section headers and footers (environment-facts §4.3: no measured defaults [U]).

    /// A plain table's title header: 17 pt bold text, 4 pt above and below, at least 28 pt high.
    static let plainHeaderFont = Font(size: 17, weight: .bold)
    static let plainHeaderPadding = (top: 4.0, bottom: 4.0)
    static let plainHeaderMinimumHeight: Double = 28
    /// A grouped table's title header: 13 pt uppercase text, 17 pt above it (35 pt in the first section) and
    /// 7 pt below.
    static let groupedTitleFont = Font(size: 13)
    static let groupedHeaderPadding = (top: 17.0, firstTop: 35.0, bottom: 7.0)
    /// A grouped table's footer title: 13 pt text, 7 pt above and 17 pt below.
    static let groupedFooterPadding = (top: 7.0, bottom: 17.0)
    /// A plain table's footer title: 13 pt text, 4 pt above and below.
    static let plainFooterPadding = (top: 4.0, bottom: 4.0)
    /// Space a grouped section has above and below it when it has no header or footer (35 pt above the
    /// first section).
    static let groupedEmptyHeader: Double = 17.5
    static let groupedFirstEmptyHeader: Double = 35
    static let groupedEmptyFooter: Double = 17.5

    /// The most filler separators drawn below a plain table's last row (a guard for absurd frames).
    static let maximumFillerSeparators = 1_000
}
