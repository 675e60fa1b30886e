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
