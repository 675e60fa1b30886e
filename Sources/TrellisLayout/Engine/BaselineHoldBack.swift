/// Which constraints of a run's first pass wait for its second: those whose form follows the baseline of
/// a two-pass view (a wrapping label's, or a text view's).
///
/// A label centres its text block, so its first baseline sits at `minY + height/2 + (firstBaseline −
/// textHeight/2)`: when the second pass re-measures a wrapping label at its solved width, the text's
/// height changes and so does the constant of every constraint on that baseline. A required equality
/// whose constant changes has to leave the solver and come back, and taking out an equality the solver
/// absorbed without a marker rebuilds its whole connected component — in a form of first-baseline-aligned
/// rows with wrapping fields, the whole form, once per second pass (a sixth of the 1,000-pair form's
/// instructions). Held back, such a constraint goes in once, with the re-measured baseline.
///
/// Holding back is safe only when it cannot change what the first pass decides. All the second pass reads
/// from the first is the two-pass views' widths, and baselines are vertical; when no constraint mixes the
/// axes, the horizontal unknowns and the vertical ones are two separate problems, each optimised on its
/// own tier by tier, so a vertical constraint held back cannot move a width. A run where some constraint
/// does mix them (`width == height`, an aspect ratio) holds nothing back. Which required constraint
/// breaks in a conflict depends on the installation order, so `LayoutEngine.makeRun` lays a layout with
/// any conflict out again without holding back.
struct BaselineHoldBack {
    /// Per view: a two-pass view, whose baselines may move in the second pass.
    private let twoPass: [Bool]
    /// Per view: a stack view that arranges its views by their baselines (only such a stack generates
    /// constraints on baselines).
    private let baselineStack: [Bool]
    private let anchors: AnchorMap
    private let resolved: [ResolvedConstraint]

    /// The indices (ascending) of the constraints of `run`'s first pass that wait for its second; none
    /// when the run has no two-pass view or some constraint mixes the axes.
    static func heldIndices(of constraints: [EngineConstraint], in run: LayoutRun) -> [Int] {
        var twoPass = [Bool](repeating: false, count: run.table.count)
        var any = false
        for v in run.views where ContentMeasurer.needsTwoPass(run.table[v].node) {
            twoPass[v] = true
            any = true
        }
        guard any else { return [] }
        let baselineStack = (0..<run.table.count).map { v in
            run.table[v].node.kind == .stackView && LayoutRun.usesBaselines(run.table[v].node.stack)
        }
        let holdBack = BaselineHoldBack(
            twoPass: twoPass, baselineStack: baselineStack, anchors: run.anchors, resolved: run.resolved)
        // Through the buffer: each constraint is read in place, not copied out (a feed of 1,000 cells has
        // 41,000 of them and no baseline among them).
        return constraints.withUnsafeBufferPointer { buffer in
            let held = buffer.indices.filter { holdBack.holds(buffer[$0]) }
            guard !held.isEmpty, !buffer.indices.contains(where: { mixesAxes(buffer[$0]) }) else { return [] }
            return held
        }
    }

    /// Whether `c` waits for the second pass.
    private func holds(_ c: EngineConstraint) -> Bool {
        switch c.key {
        case .spec(let i):
            return resolved[i].baselineViews(anchors).contains { twoPass[$0] }
        case .stack(let s, _):
            guard baselineStack[s], case .stack(let w) = c.wording else { return false }
            return followsTwoPassBaseline(w.item, w.attribute)
                || (w.other.map { followsTwoPassBaseline($0, w.otherAttribute) } ?? false)
        default:
            return false
        }
    }

    private func followsTwoPassBaseline(_ item: LayoutItem, _ attribute: LayoutAttribute?) -> Bool {
        guard case .view(let v) = item, let attribute, attribute.isBaseline else { return false }
        let source = anchors.baselineSource(of: v, attribute)
        return source < twoPass.count && twoPass[source]
    }

    /// Whether the form has a horizontal unknown (`minX`, width) and a vertical one (`minY`, height).
    private static func mixesAxes(_ c: EngineConstraint) -> Bool {
        var horizontal = false, vertical = false
        for term in c.form.terms {
            switch term.slot.component {
            case .minX, .width: horizontal = true
            case .minY, .height: vertical = true
            }
        }
        return horizontal && vertical
    }
}
