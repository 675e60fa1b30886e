/// Which constraints of a run's first pass wait for its second: when the run has two-pass views (wrapping
/// labels, text views) and no constraint mixes the axes, every vertical one.
///
/// UIKit's first pass exists to find the widths that two-pass views wrap at; all the second pass reads
/// from it is those widths. When no constraint mixes the axes (`width == height`, an aspect ratio), the
/// horizontal unknowns and the vertical ones are two separate problems — the feasible set is the product
/// of the two, and each tier's error is the sum of the two problems' errors, so the optimum tier by tier is
/// the two optima side by side — and no vertical constraint can move a width. Solved in the first pass,
/// the vertical problem was solved with the unwrapped heights and then edited: every wrapped label's new
/// height moved through the dual simplex, and every constraint on a moved baseline (a label centres its
/// text, so its first baseline is `minY + height/2 + (firstBaseline − textHeight/2)`) left the solver and
/// came back — which, for a required equality the solver absorbed without a marker, rebuilds its whole
/// connected component (a form of first-baseline-aligned rows: the whole form). Held back, the vertical constraints keep their places in the installation order and go
/// into the solver once, in the second pass, with the wrapped sizes and baselines.
///
/// Which required constraint breaks in a conflict depends on the order they go in, so
/// `LayoutEngine.makeRun` lays a layout whose held-back constraints met a conflict out again without
/// holding back (a conflict among the horizontal constraints is the same either way: they go in in the
/// same order, and no vertical one can take part).
enum VerticalHoldBack {
    /// The indices (ascending) of the constraints of `run`'s first pass that wait for its second; none
    /// when the run has no two-pass view or some constraint mixes the axes.
    static func heldIndices(of constraints: [EngineConstraint], in run: LayoutRun) -> [Int] {
        guard run.views.contains(where: { ContentMeasurer.needsTwoPass(run.table[$0].node) }) else { return [] }
        var held: [Int] = []
        for i in constraints.indices {
            switch axes(of: constraints[i]) {
            case .vertical: held.append(i)
            case .mixed: return []
            case .horizontal, .none: break
            }
        }
        return held
    }

    private enum Axes { case none, horizontal, vertical, mixed }

    /// Which axes the unknowns of `c`'s form belong to: `minX` and width are horizontal, `minY` and
    /// height vertical.
    private static func axes(of c: EngineConstraint) -> Axes {
        var horizontal = false, vertical = false
        for i in 0..<c.form.termCount {
            switch c.form.term(at: i).slot.component {
            case .minX, .width: horizontal = true
            case .minY, .height: vertical = true
            }
        }
        switch (horizontal, vertical) {
        case (true, true): return .mixed
        case (true, false): return .horizontal
        case (false, true): return .vertical
        case (false, false): return .none
        }
    }
}
