/// A stack view's own first and last baselines (reference §5.1, UIStackView.h): a stack view has no text,
/// so it vends one of its arranged views for `viewForFirstBaselineLayout` / `viewForLastBaselineLayout`,
/// and a constraint to `stack.firstBaseline` is a constraint to that view's first baseline (recursively,
/// when the arranged view is itself a stack view):
///
/// - vertical: the first visible arranged view's first baseline and the last visible one's last baseline;
/// - horizontal: the tallest visible arranged view (by intrinsic height; the first of equals) for both.
///
/// A stack view with no visible arranged view keeps its own bottom edge, like any view without text.
///
/// The tallest view is chosen from the first-pass measures, when the run starts. A multi-line label whose
/// second-pass height overtakes another view's doesn't change the choice (Trellis's approximation of a
/// choice UIKit makes at constraint-update time).
///
/// Because an outer stack's constraints can reach a label through nested stacks' vended baselines, a
/// changed measure regenerates the stacks that read it (`LayoutRun.stacksArranging`).
extension AnchorMap {
    mutating func vendStackBaselines(table: ViewTable, measures: [ContentMeasure]) {
        for s in 0..<table.count where table[s].node.kind == .stackView {
            let visible = table[s].children.filter { !table[$0].node.isHidden }
            guard let first = visible.first, let last = visible.last else { continue }
            switch table[s].node.stack.axis {
            case .vertical:
                firstBaselineView[s] = first
                lastBaselineView[s] = last
            case .horizontal:
                var tallest = first
                for v in visible where measures[v].intrinsic.height > measures[tallest].intrinsic.height {
                    tallest = v
                }
                firstBaselineView[s] = tallest
                lastBaselineView[s] = tallest
            }
        }
    }
}

extension LayoutRun {
    /// The stack views whose generated constraints depend on `v`'s measure: its superview if that is a stack
    /// view, then each enclosing stack view that arranges the previous one by baselines (horizontal baseline
    /// alignment or vertical baseline-relative arrangement), innermost first. Other enclosing stacks don't
    /// read anything of `v`.
    func stacksArranging(_ v: Int) -> [Int] {
        guard let p = table[v].parent, table[p].node.kind == .stackView else { return [] }
        var out = [p]
        var current = table[p].parent
        while let s = current, table[s].node.kind == .stackView, Self.usesBaselines(table[s].node.stack) {
            out.append(s)
            current = table[s].parent
        }
        return out
    }

    private static func usesBaselines(_ c: StackConfiguration) -> Bool {
        c.axis == .horizontal ? c.alignment.isBaseline : c.isBaselineRelativeArrangement
    }
}
