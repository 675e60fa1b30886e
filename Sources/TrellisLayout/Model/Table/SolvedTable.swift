import TrellisText

/// One distinct cell layout: a template with one row's data, laid out at one content-view size. Rows with
/// the same template, data and size share it (`SolvedTable.layouts`).
public struct SolvedCellLayout: Sendable, Hashable {
    public var template: String
    /// The content view's size.
    public var size: Size
    /// The content view and its subviews; `frame` is in the superview's coordinates and `absoluteFrame` in the
    /// content view's (the content view at (0, 0)).
    public var views: [SolvedView]

    public init(template: String, size: Size, views: [SolvedView]) {
        self.template = template
        self.size = size
        self.views = views
    }
}

/// How a cell's height was found.
public enum CellHeightSource: String, Sendable, Hashable, Codable {
    /// `rowHeight` / `itemSize`: fixed.
    case fixed
    /// Auto Layout fitting of the content view.
    case fitting
    /// FDTemplateLayoutCell's frame-layout fallback, the cell's `sizeThatFits:`.
    case sizeThatFits
    /// The 44 pt default, because the content collapsed to 0.
    case fallback
    /// `estimatedRowHeight`: a row UIKit hasn't laid out yet (off screen), counted in the content size at the
    /// estimate (docs/tables.md, "Estimated heights").
    case estimated
}

/// One row of a table or item of a collection view, placed.
public struct SolvedCell: Sendable, Hashable {
    public var section: Int
    /// The row (item) within its section.
    public var index: Int
    public var template: String
    /// The cell's frame in the table's content coordinates.
    public var frame: Rect
    /// The content view's frame in the cell (narrower by the accessory, shorter by the separator).
    public var contentFrame: Rect
    public var accessory: CellAccessory
    /// Index into `SolvedTable.layouts`; nil for a row at its estimated height (not laid out).
    public var layout: Int?
    public var heightSource: CellHeightSource
    /// The separator under the cell (content coordinates); nil when none is drawn.
    public var separator: Rect?
    /// Whether any of it shows in the table's frame at its content offset.
    public var isVisible: Bool
    /// The row is selected (`selected: true`, `selectedRows:`).
    public var isSelected: Bool
    /// The template's `selectionStyle`: whether a selected row draws the grey highlight (not with `.none`).
    public var selectionStyle: CellSelectionStyle
    public var location: SourceLocation?

    public init(
        section: Int, index: Int, template: String, frame: Rect, contentFrame: Rect, accessory: CellAccessory,
        layout: Int?, heightSource: CellHeightSource, separator: Rect?, isVisible: Bool, location: SourceLocation?,
        isSelected: Bool = false, selectionStyle: CellSelectionStyle = .default
    ) {
        self.section = section
        self.index = index
        self.template = template
        self.frame = frame
        self.contentFrame = contentFrame
        self.accessory = accessory
        self.layout = layout
        self.heightSource = heightSource
        self.separator = separator
        self.isVisible = isVisible
        self.isSelected = isSelected
        self.selectionStyle = selectionStyle
        self.location = location
    }

    /// Whether the renderer draws the selection background: selected, with a style other than `none`.
    public var showsSelection: Bool { isSelected && selectionStyle != .none }

    /// The row height (the cell's height, separator included).
    public var height: Double { frame.height }
}

/// A section header or footer, placed.
public struct SolvedSupplement: Sendable, Hashable {
    /// `header`/`footer` of a section; `tableFooter` is the table's `tableFooterView`, after the last section.
    public enum Kind: String, Sendable, Hashable, Codable { case header, footer, tableFooter }
    public var kind: Kind
    public var section: Int
    /// In content coordinates.
    public var frame: Rect
    /// A title's text and where it sits (content coordinates); nil for a template view.
    public var title: SupplementTitle?
    /// A template view's layout (index into `SolvedTable.layouts`).
    public var layout: Int?
    public var isVisible: Bool

    public init(kind: Kind, section: Int, frame: Rect, title: SupplementTitle?, layout: Int?, isVisible: Bool) {
        self.kind = kind
        self.section = section
        self.frame = frame
        self.title = title
        self.layout = layout
        self.isVisible = isVisible
    }
}

/// A header or footer title as UIKit draws it.
public struct SupplementTitle: Sendable, Hashable {
    public var text: String
    public var frame: Rect
    public var layout: TextLayout

    public init(text: String, frame: Rect, layout: TextLayout) {
        self.text = text
        self.frame = frame
        self.layout = layout
    }
}

/// How many cell layouts a table needed: each distinct (template, data, width, height) is laid out once.
public struct CellLayoutStats: Sendable, Hashable, Codable {
    /// Auto Layout solves of a cell's content view (distinct keys).
    public var layouts: Int = 0
    /// Rows (and template headers/footers) that found their layout already made.
    public var cacheHits: Int = 0
    /// Rows whose height fell back to 44.
    public var fallbacks: Int = 0
    /// Rows counted at `estimatedRowHeight`, not laid out (off screen).
    public var estimated: Int = 0
    public init() {}
}

/// A table or collection view's content, placed: every cell (laid out, visible or not), headers and footers,
/// the grouped sections' backgrounds, the content size and offset.
public struct SolvedTable: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable { case table, collection }
    public var kind: Kind
    public var style: TableStyle
    public var contentSize: Size
    public var contentOffset: Point
    public var contentInset: EdgeInsets
    public var cells: [SolvedCell]
    public var supplements: [SolvedSupplement]
    /// Grouped and inset-grouped sections: the rounded (inset) or full-width backgrounds behind the rows.
    public var sectionBackgrounds: [Rect]
    /// Corner radius of `sectionBackgrounds` (insetGrouped: 10).
    public var sectionCornerRadius: Double
    /// A plain table without a `tableFooterView`: the separators UIKit draws below the last row, one per
    /// filler row, down to the bottom of the visible frame (content coordinates).
    public var fillerSeparators: [Rect] = []
    public var layouts: [SolvedCellLayout]
    public var stats: CellLayoutStats
    /// Right-to-left: accessories on the left (content views on the right of them) and separator insets
    /// flipped (environment-facts §4.3).
    public var isRightToLeft = false

    public init(
        kind: Kind, style: TableStyle, contentSize: Size, contentOffset: Point, contentInset: EdgeInsets,
        cells: [SolvedCell], supplements: [SolvedSupplement], sectionBackgrounds: [Rect],
        sectionCornerRadius: Double, layouts: [SolvedCellLayout], stats: CellLayoutStats
    ) {
        self.kind = kind
        self.style = style
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.cells = cells
        self.supplements = supplements
        self.sectionBackgrounds = sectionBackgrounds
        self.sectionCornerRadius = sectionCornerRadius
        self.layouts = layouts
        self.stats = stats
    }
}
