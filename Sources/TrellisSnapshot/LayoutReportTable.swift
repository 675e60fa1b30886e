import FoundationEssentials
import TrellisLayout
import TrellisSpec

/// A `trellis layout` text report read back into rows, so two reports can be compared view by view.
///
/// The report is the layout reference on disk (`card.layout.txt`); reading it back, rather than keeping a
/// second format, means the file a person reviews is the file that is compared.
struct LayoutReportTable: Equatable {
    struct Row: Equatable {
        var name: String
        var depth: Int
        var superview: String?
        /// Frame in the superview: x, y, width, height.
        var frame: [Double]
        var canvasFrame: [Double]
        var intrinsicSize: String
    }

    /// `393 × 852 @3x (iPhone 15)`: the first line after `canvas `.
    var canvas: String
    var rows: [Row]
    /// Every line after the view table (content sizes, fitting results, diagnostics), trimmed.
    var trailer: [String]

    /// Nil when `text` isn't a report of this shape (then only a line diff can be shown).
    init?(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, first.hasPrefix("canvas ") else { return nil }
        canvas = String(first.dropFirst("canvas ".count))
        lines.removeFirst()
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let header = lines.first, header.hasPrefix("view ") else { return nil }
        lines.removeFirst()
        rows = []
        while let line = lines.first, !line.isEmpty {
            lines.removeFirst()
            guard let row = Self.row(line) else { return nil }
            rows.append(row)
        }
        trailer = lines.map { $0.trimmingTrailingSpaces() }.filter { !$0.isEmpty }
    }

    /// `  name  superview  (x, y) w × h  (x, y) w × h  intrinsic`.
    private static func row(_ line: String) -> Row? {
        let indent = line.prefix { $0 == " " }.count
        let cells = String(line.dropFirst(indent)).components(separatedBy: "  ")
            .map(\.trimmingSpacesAndTabs).filter { !$0.isEmpty }
        guard cells.count == 5, let frame = rect(cells[2]), let canvasFrame = rect(cells[3]) else { return nil }
        return Row(
            name: cells[0], depth: indent / 2, superview: cells[1] == "-" ? nil : cells[1],
            frame: frame, canvasFrame: canvasFrame, intrinsicSize: cells[4])
    }

    /// `(x, y) w × h` → [x, y, w, h].
    private static func rect(_ cell: String) -> [Double]? {
        let numbers = cell.split(whereSeparator: { "(), ×".contains($0) }).compactMap { Double($0) }
        return numbers.count == 4 ? numbers : nil
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
