import TrellisLayout
import TrellisSpec

/// The human-readable report of `trellis layout`: the canvas, a table of every view (indented by depth)
/// with its frame in its superview, its frame on the canvas and its intrinsic size, then scroll views'
/// content sizes, then fitting results, then diagnostics in compiler form with the spec line and a caret.
public enum LayoutTextReport {
    /// The traits that differ from a portrait, left-to-right, default-text-size screen:
    /// ` · landscapeLeft · rtl · AX-XXXL` (nothing for the usual screen).
    public static func environment(_ canvas: Canvas) -> String {
        var parts: [String] = []
        if canvas.orientation != .portrait { parts.append(canvas.orientation.rawValue) }
        if canvas.splitView != .full { parts.append("split \(canvas.splitView.rawValue)") }
        if canvas.traits.layoutDirection == .rightToLeft { parts.append("rtl") }
        if canvas.traits.contentSizeCategory != .large { parts.append(canvas.traits.contentSizeCategory.shortName) }
        return parts.map { " · \($0)" }.joined()
    }

    /// The report of `layout`; diagnostics located in `source` quote its line under a caret.
    public static func render(_ layout: SolvedLayout, source: SpecSource) -> String {
        var out =
            "canvas \(number(layout.canvas.width)) × \(number(layout.canvas.height)) @\(number(layout.canvas.scale))x"
        if let device = layout.canvas.device { out += " (\(device))" }
        out += environment(layout.canvas)
        out += "\n\n"
        var rows: [[String]] = [["view", "superview", "frame", "on canvas", "intrinsic size"]]
        for view in layout.views {
            rows.append([
                String(repeating: "  ", count: view.depth) + view.name,
                view.superview ?? "-",
                rect(view.frame),
                rect(view.absoluteFrame),
                intrinsic(view.intrinsicSize),
            ])
        }
        out += table(rows)
        let scrolls = layout.views.compactMap { view in view.contentSize.map { (view.name, $0) } }
        if !scrolls.isEmpty {
            out += "\ncontent size\n"
            out += table(scrolls.map { ["  " + $0.0, size($0.1)] }, header: false)
        }
        out += LayoutTableReport.text(layout)
        if !layout.fittings.isEmpty {
            out += "\nfitting\n"
            out += table(
                layout.fittings.map { result in
                    [
                        "  " + result.request.view, target(result.request.target),
                        "priorities \(number(result.request.horizontalPriority)), \(number(result.request.verticalPriority))",
                        "→ " + size(result.size),
                    ]
                }, header: false)
        }
        if !layout.diagnostics.isEmpty {
            out +=
                "\n" + layout.diagnostics.map { DiagnosticFormat.format($0, source: source) }.joined(separator: "\n")
                + "\n"
        }
        return out
    }

    /// Left-aligned columns two spaces apart; trailing spaces trimmed. Widths count characters. Cells hold
    /// names and texts from the spec: control characters among them are shown escaped (`TerminalSafeText`).
    public static func table(_ rows: [[String]], header: Bool = true) -> String {
        let rows = rows.map { row in row.map { TerminalSafeText.escape($0, keepingLayout: false) } }
        let columns = rows.map(\.count).max() ?? 0
        let lengths = rows.map { $0.map(characterCount) }
        var widths = [Int](repeating: 0, count: columns)
        var bytes = 0
        for (r, row) in rows.enumerated() {
            for c in row.indices { widths[c] = max(widths[c], lengths[r][c]); bytes += row[c].utf8.count + 2 }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes + rows.count * (widths.reduce(0, +) + 1))
        for (r, row) in rows.enumerated() {
            if r > 0 { out.append(UInt8(ascii: "\n")) }
            for (c, cell) in row.enumerated() {
                out.append(contentsOf: cell.utf8)
                if c + 1 < row.count {
                    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: widths[c] - lengths[r][c] + 2))
                }
            }
        }
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `cell.count` (grapheme clusters), without the grapheme breaker when it can't matter: every scalar
    /// below U+0300 (UTF-8 lead bytes below 0xCC: no combining marks, joiners or other extenders) and no CR,
    /// so each scalar is a character of its own. Frames and names are such text.
    public static func characterCount(_ cell: String) -> Int {
        var text = cell
        let scalars: Int? = text.withUTF8 { bytes in
            var scalars = 0
            for byte in bytes {
                if byte >= 0xCC || byte == 0x0D { return nil }
                if byte & 0xC0 != 0x80 { scalars += 1 }
            }
            return scalars
        }
        return scalars ?? cell.count
    }

    public static func number(_ value: Double) -> String { NumberFormat.text(value) }

    private static func rect(_ r: Rect) -> String {
        "(\(number(r.minX)), \(number(r.minY))) \(number(r.width)) × \(number(r.height))"
    }

    private static func size(_ s: Size) -> String { "\(number(s.width)) × \(number(s.height))" }

    /// `none` on an axis without an intrinsic size.
    private static func intrinsic(_ s: Size) -> String {
        if s.width == noIntrinsicMetric, s.height == noIntrinsicMetric { return "none" }
        func axis(_ v: Double) -> String { v == noIntrinsicMetric ? "none" : number(v) }
        return "\(axis(s.width)) × \(axis(s.height))"
    }

    private static func target(_ target: FittingTarget) -> String {
        switch target {
        case .compressed: return "compressed"
        case .expanded: return "expanded"
        case .size(let s): return size(s)
        }
    }
}

/// Diagnostics printed as a compiler prints them, with the spec line and caret when the location is known,
/// and their further lines (Apple's log for a conflict) indented beneath.
public enum DiagnosticFormat {
    /// `file:line:col: severity: message`, the quoted line and caret, then the details indented.
    public static func format(_ diagnostic: Diagnostic, source: SpecSource) -> String {
        let location = diagnostic.location
        var out = SourceExcerpt.format(
            severity: diagnostic.severity.rawValue, message: diagnostic.message,
            location: location,
            line: location.flatMap { $0.file == source.file ? source.line($0.line) : nil })
        if location == nil { out = "\(source.file): " + out }
        for line in diagnostic.details { out += "\n    " + TerminalSafeText.escape(line) }
        return out
    }
}
