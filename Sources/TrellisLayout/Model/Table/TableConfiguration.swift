/// `UITableView.Style`.
public enum TableStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case plain, grouped, insetGrouped
}

/// `UITableView.rowHeight`: `automaticDimension` (self-sizing cells) or a fixed height in points.
public enum RowHeight: Sendable, Hashable {
    case automatic
    case points(Double)
}

/// How a self-sizing row's height is computed.
public enum CellHeightMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// `UITableView.automaticDimension`: the content view fitted at the table's width minus the accessory with
    /// `(.required, .fittingSizeLevel)`, pixel-rounded, plus the separator; 44 when the content collapses.
    case automatic
    /// FDTemplateLayoutCell's `fd_heightForCellWithIdentifier:` (reference §9.2): a width fence, compressed
    /// fitting, the `sizeThatFits:` fallback, then 44, plus the separator; not pixel-rounded.
    case fdTemplate
}

/// `UITableViewCell.SeparatorStyle` of the table.
public enum SeparatorStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case singleLine, none
}

/// A section header or footer: a title (`titleForHeaderInSection:`) or a view from a template.
public enum SectionSupplement: Sendable, Hashable {
    case title(String)
    case template(CellRow)
}

/// `UITableView.tableFooterView`: a view after the last section. Any footer view, even UIKit's idiomatic
/// empty `UIView()`, stops a plain table drawing filler separators below its last row.
public enum TableFooterView: Sendable, Hashable {
    /// `tableFooterView = UIView()`: no height, nothing drawn.
    case empty
    /// A template view fitted at the table's width.
    case template(CellRow)
}

/// One section of a table or collection view.
public struct CellSection: Sendable, Hashable {
    public var header: SectionSupplement?
    public var footer: SectionSupplement?
    public var rows: [CellRow]
    public var location: SourceLocation?

    public init(
        header: SectionSupplement? = nil, footer: SectionSupplement? = nil, rows: [CellRow] = [],
        location: SourceLocation? = nil
    ) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.location = location
    }
}

/// A `UITableView`'s configuration (`ViewNode.table`, for `kind: tableView`): its style, row heights,
/// separators, cell templates and sections of rows.
public struct TableConfiguration: Sendable, Hashable {
    public var style: TableStyle
    public var rowHeight: RowHeight
    /// `estimatedRowHeight`; nil = automatic, 0 disables estimation. With a positive estimate and self-sizing
    /// rows, only rows on screen at the content offset are laid out; the others count in the content size at
    /// the estimate (`CellHeightSource.estimated`). Automatic and 0 lay out every row (docs/tables.md).
    public var estimatedRowHeight: Double?
    public var heightMode: CellHeightMode
    public var separatorStyle: SeparatorStyle
    /// Left and right insets of the separators from the cell's edges; nil = the cell's layout margin on the
    /// left (16, or 20 on screens 414 pt and wider) and 0 on the right.
    public var separatorInset: EdgeInsets?
    /// `contentInset`: space around the rows (top and bottom add to the content size's scrollable extent).
    public var contentInset: EdgeInsets
    /// `contentOffset`: how far the table is scrolled.
    public var contentOffset: Point
    public var templates: [CellTemplate]
    public var sections: [CellSection]
    /// `tableFooterView`; nil = none (a plain table then draws filler separators below its last row).
    public var tableFooterView: TableFooterView?
    /// The most rows Trellis lays out; more is an error (the spec may raise it with `rowLimit:`).
    public var rowLimit: Int

    public static let defaultRowLimit = 10_000
    /// The highest `rowLimit` a spec may set.
    public static let maximumRowLimit = 1_000_000

    public init(style: TableStyle = .plain) {
        self.style = style
        rowHeight = .automatic
        estimatedRowHeight = nil
        heightMode = .automatic
        separatorStyle = .singleLine
        separatorInset = nil
        contentInset = .zero
        contentOffset = .zero
        templates = []
        sections = []
        tableFooterView = nil
        rowLimit = Self.defaultRowLimit
    }

    public func template(named name: String) -> CellTemplate? { templates.first { $0.name == name } }

    /// The positive `estimatedRowHeight` that makes self-sizing rows off screen estimated, or nil.
    var activeEstimate: Double? {
        guard case .automatic = rowHeight, let e = estimatedRowHeight, e > 0, e.isFinite else { return nil }
        return e
    }

    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

/// `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case vertical, horizontal
}

/// A `UICollectionView` with a `UICollectionViewFlowLayout` (`ViewNode.collection`, for `kind: collectionView`).
public struct CollectionConfiguration: Sendable, Hashable {
    /// `itemSize`: fixed, or nil for self-sizing cells (`itemSize: automatic`, or `estimatedItemSize: automatic`).
    public var itemSize: Size?
    /// `estimatedItemSize = UICollectionViewFlowLayout.automaticSize`: cells size themselves.
    public var selfSizing: Bool
    public var minimumInteritemSpacing: Double
    public var minimumLineSpacing: Double
    public var sectionInset: EdgeInsets
    public var scrollDirection: ScrollDirection
    public var contentOffset: Point
    public var templates: [CellTemplate]
    public var sections: [CellSection]
    public var rowLimit: Int

    /// UICollectionViewFlowLayout's defaults: 50 × 50 items, 10 pt spacings, no section inset, vertical.
    public init() {
        itemSize = Size(width: 50, height: 50)
        selfSizing = false
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        sectionInset = .zero
        scrollDirection = .vertical
        contentOffset = .zero
        templates = []
        sections = []
        rowLimit = TableConfiguration.defaultRowLimit
    }

    public func template(named name: String) -> CellTemplate? { templates.first { $0.name == name } }

    public var itemCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

/// `UITextField.BorderStyle`, with the insets its text sits in (Trellis's choice: the reference has no
/// measured figures, §4.4 [U]; see docs/tables.md).
public enum TextFieldBorderStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case none, line, bezel, roundedRect

    /// Space around the text (or placeholder) in the intrinsic size.
    public var insets: EdgeInsets {
        switch self {
        case .none: return .zero
        case .line: return EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        case .bezel: return EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        case .roundedRect: return EdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
        }
    }
}
