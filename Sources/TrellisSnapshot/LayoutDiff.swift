/// What changed between two layout reports, one readable line per change:
///
///     canvas 393 × 852 @3x (iPhone 15) → 320 × 568 @2x (iPhone SE (1st generation))
///     label1.height 33.5 → 50.5
///     follow moved (261.3, 48) → (238, 48)
///     badge moved from 'header' to 'card'
///     new view 'badge'
///     removed view 'caption'
///     label1.intrinsic size 120.7 × 24 → 130 × 24
///     + card.yaml:12:5: warning: …        (lines after the view table, added or removed)
///
/// A view whose frame in its superview is unchanged isn't listed even if its superview moved (the move is
/// listed once, for the view that moved). Numbers show as many decimals as it takes to tell them apart.
public enum LayoutDiff {
    /// The changes from `expected` to `actual`; empty when the reports are equal.
    public static func changes(expected: String, actual: String) -> [String] {
        guard expected != actual else { return [] }
        guard let old = LayoutReportTable(expected), let new = LayoutReportTable(actual) else {
            return lineChanges(expected: expected, actual: actual)
        }
        var out: [String] = []
        if old.canvas != new.canvas { out.append("canvas \(old.canvas) → \(new.canvas)") }
        let newRows = Dictionary(new.rows.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let oldNames = Set(old.rows.map(\.name))
        for row in old.rows {
            guard let now = newRows[row.name] else {
                out.append("removed view '\(row.name)'")
                continue
            }
            out += viewChanges(row, now)
        }
        for row in new.rows where !oldNames.contains(row.name) {
            out.append(
                "new view '\(row.name)' at \(point(row.frame[0], row.frame[1])) "
                    + "\(number(row.frame[2])) × \(number(row.frame[3]))"
                    + (row.superview.map { " in '\($0)'" } ?? ""))
        }
        if out.isEmpty, old.rows.map(\.name) != new.rows.map(\.name) {
            out.append("views reordered: " + new.rows.map(\.name).joined(separator: ", "))
        }
        out += lineChanges(old.trailer, new.trailer)
        if out.isEmpty { out = lineChanges(expected: expected, actual: actual) }
        return out
    }

    /// The names of the views that were removed, added, or changed frame, superview or intrinsic size, in
    /// the order `changes` lists them; empty when the reports aren't both view tables.
    public static func changedViewNames(expected: String, actual: String) -> [String] {
        guard expected != actual, let old = LayoutReportTable(expected), let new = LayoutReportTable(actual) else {
            return []
        }
        let newRows = Dictionary(new.rows.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let oldNames = Set(old.rows.map(\.name))
        var names: [String] = []
        for row in old.rows {
            if let now = newRows[row.name], viewChanges(row, now).isEmpty { continue }
            names.append(row.name)
        }
        for row in new.rows where !oldNames.contains(row.name) { names.append(row.name) }
        return names
    }

    private static func viewChanges(_ old: LayoutReportTable.Row, _ new: LayoutReportTable.Row) -> [String] {
        var out: [String] = []
        let name = old.name
        if old.superview != new.superview {
            out.append("\(name) moved from \(quoted(old.superview)) to \(quoted(new.superview))")
        }
        if old.frame[0] != new.frame[0] || old.frame[1] != new.frame[1] {
            let (x0, x1) = pair(old.frame[0], new.frame[0]), (y0, y1) = pair(old.frame[1], new.frame[1])
            out.append("\(name) moved (\(x0), \(y0)) → (\(x1), \(y1))")
        }
        for (index, axis) in [(2, "width"), (3, "height")] where old.frame[index] != new.frame[index] {
            let (a, b) = pair(old.frame[index], new.frame[index])
            out.append("\(name).\(axis) \(a) → \(b)")
        }
        if old.intrinsicSize != new.intrinsicSize {
            out.append("\(name).intrinsic size \(old.intrinsicSize) → \(new.intrinsicSize)")
        }
        return out
    }

    private static func quoted(_ name: String?) -> String { name.map { "'\($0)'" } ?? "the canvas" }

    private static func point(_ x: Double, _ y: Double) -> String { "(\(number(x)), \(number(y)))" }

    /// One decimal, trailing zeros dropped: `261.3`, `48`.
    static func number(_ value: Double) -> String { decimals(value, 1) }

    /// Two values with the fewest decimals (1…6) that still show them as different.
    static func pair(_ a: Double, _ b: Double) -> (String, String) {
        if a == b { return (number(a), number(b)) }
        for places in 1...6 {
            let x = decimals(a, places), y = decimals(b, places)
            if x != y || places == 6 { return (x, y) }
        }
        return (decimals(a, 6), decimals(b, 6))
    }

    private static func decimals(_ value: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = "\(rounded)"
        if text.contains("e") { text = "\(value)" }
        return text
    }

    /// Lines only in `expected` (`- …`) and only in `actual` (`+ …`), in order, leading spaces kept.
    static func lineChanges(_ expected: [String], _ actual: [String]) -> [String] {
        LineDiff.diff(expected, actual).compactMap { line in
            switch line {
            case .same: return nil
            case .removed(let text): return "- " + text
            case .added(let text): return "+ " + text
            }
        }
    }

    private static func lineChanges(expected: String, actual: String) -> [String] {
        lineChanges(
            expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// A unified-style diff of the two reports (` `, `-`, `+` prefixes), for the layout.diff artifact.
    public static func unified(
        expected: String, actual: String, expectedName: String = "expected",
        actualName: String = "actual"
    ) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        for line in LineDiff.diff(a, b) {
            switch line {
            case .same(let text): out += "  " + text + "\n"
            case .removed(let text): out += "- " + text + "\n"
            case .added(let text): out += "+ " + text + "\n"
            }
        }
        return out
    }
}

/// A longest-common-subsequence line diff; reports are at most a few thousand lines. Beyond
/// `maxCells` of work, everything unmatched at the ends is shown removed then added.
enum LineDiff {
    enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    static let maxCells = 4_000_000

    static func diff(_ a: [String], _ b: [String]) -> [Line] {
        // Common prefix and suffix first: most changes touch a few lines.
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        let x = Array(a[start..<endA]), y = Array(b[start..<endB])
        var middle: [Line] = []
        if x.count * y.count > maxCells {
            middle = x.map(Line.removed) + y.map(Line.added)
        } else {
            // lengths[i][j]: LCS of x[i...] and y[j...].
            let n = x.count, m = y.count
            var lengths = [Int](repeating: 0, count: (n + 1) * (m + 1))
            if n > 0 && m > 0 {
                for i in stride(from: n - 1, through: 0, by: -1) {
                    for j in stride(from: m - 1, through: 0, by: -1) {
                        lengths[i * (m + 1) + j] =
                            x[i] == y[j]
                            ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                            : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
                    }
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                if i < n, j < m, x[i] == y[j] {
                    middle.append(.same(x[i])); i += 1; j += 1
                } else if i < n, j == m || lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
                    middle.append(.removed(x[i])); i += 1
                } else {
                    middle.append(.added(y[j])); j += 1
                }
            }
        }
        return a[..<start].map(Line.same) + middle + a[endA...].map(Line.same)
    }
}
