import TrellisLayout

/// Rectangles bucketed by a uniform grid over a fixed area, to find the ones that may hold a point without
/// looking at every rectangle: each is listed in every cell its rectangle (grown by `slack`) touches, so a
/// rectangle that holds a point — or, within `slack`, a rectangle's corner — is in that point's cell.
///
/// The renderer asks which views lie under a view or a label's corner once per view (`inheritedBackgrounds`)
/// and per label (`backdrop(at:)`); scanning every view each time would make a feed's render quadratic.
/// A cell lists its rectangles in the order they were inserted, so a
/// query sees them in drawing order, as the scans did. The grid has about as many cells as rectangles
/// (at most `maximumCells`), shaped to the area; inserting costs the cells a rectangle touches, so many
/// rectangles covering the whole area (a deep stack of full-screen backgrounds) cost up to
/// `maximumCells` each.
struct RectGrid {
    static let maximumCells = 4096

    private let area: Rect
    private let slack: Double
    private let columns: Int
    private let rows: Int
    private let cellWidth: Double
    private let cellHeight: Double
    /// Each cell's items, in insertion order; cell (column, row) at `row × columns + column`.
    private var cells: [[Int32]]

    /// A grid over `area` for about `expectedCount` rectangles, each grown by `slack` on every side when
    /// inserted. `area` must be finite: the union of the rectangles to insert, say.
    init(area: Rect, expectedCount: Int, slack: Double = 0) {
        self.area = area
        self.slack = slack
        let cellCount = max(1, min(expectedCount, Self.maximumCells))
        let width = max(area.width, 0), height = max(area.height, 0)
        var columns = 1
        if width > 0, height > 0 {
            // Clamped before it becomes an Int: an area a billion times wider than tall (a view 1e-300 pt high)
            // makes the ratio overflow, or infinite.
            let ideal = (Double(cellCount) * width / height).squareRoot().rounded()
            columns = ideal.isFinite ? Int(min(max(ideal, 1), Double(cellCount))) : cellCount
        } else if width > 0 {
            columns = cellCount
        }
        columns = min(max(columns, 1), cellCount)
        let rows = max(1, cellCount / columns)
        self.columns = columns
        self.rows = rows
        cellWidth = width > 0 ? width / Double(columns) : 1
        cellHeight = height > 0 ? height / Double(rows) : 1
        cells = Array(repeating: [], count: columns * rows)
    }

    /// An empty grid for `rects`: over their union, sized for their count; nil when none is finite.
    init?(sizedFor rects: [Rect], slack: Double = 0) {
        guard let area = Self.bounds(of: rects) else { return nil }
        self.init(area: area, expectedCount: rects.count, slack: slack)
    }

    /// The union of `rects` (finite ones only), or nil when none is finite.
    static func bounds(of rects: some Sequence<Rect>) -> Rect? {
        rects.lazy.filter(\.isDrawable).reduce(nil) { $0?.union($1) ?? $1 }
    }

    /// Lists `item` in every cell that `rect`, grown by `slack`, touches. A rectangle that isn't finite is
    /// listed nowhere.
    mutating func insert(_ item: Int, _ rect: Rect) {
        guard rect.isDrawable else { return }
        let c0 = column(rect.minX - slack), c1 = column(rect.maxX + slack)
        let r0 = row(rect.minY - slack), r1 = row(rect.maxY + slack)
        let value = Int32(truncatingIfNeeded: item)
        for r in r0...r1 {
            for c in c0...c1 { cells[r * columns + c].append(value) }
        }
    }

    /// The items whose grown rectangles may hold `point`, in insertion order: every item whose rectangle
    /// (grown by `slack`) holds it is among them. Empty for a point outside the area (grown by `slack`) or
    /// not finite.
    func candidates(at point: Point) -> [Int32] {
        guard point.x.isFinite, point.y.isFinite,
            point.x >= area.minX - slack, point.x <= area.maxX + slack,
            point.y >= area.minY - slack, point.y <= area.maxY + slack
        else { return [] }
        return cells[row(point.y) * columns + column(point.x)]
    }

    private func column(_ x: Double) -> Int { index(x, from: area.minX, step: cellWidth, count: columns) }

    private func row(_ y: Double) -> Int { index(y, from: area.minY, step: cellHeight, count: rows) }

    /// The cell index of coordinate `v`, clamped to the grid (so the area's far edge, and `slack` beyond
    /// either edge, fall in the edge cells).
    private func index(_ v: Double, from start: Double, step: Double, count: Int) -> Int {
        let cell = ((v - start) / step).rounded(.down)
        guard cell.isFinite else { return cell > 0 ? count - 1 : 0 }
        return Int(min(max(cell, 0), Double(count - 1)))
    }
}
