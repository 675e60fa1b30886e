import TrellisLayout

extension RenderJob {
    /// `--overlay priorities`: each view's content-hugging (H) and compression-resistance (C) priorities, as
    /// a chip per axis that matters: one where the view has an intrinsic size (the only axes where UIKit turns
    /// them into constraints) and where they made a difference (the view is stretched or squeezed) or were
    /// set to something other than 250/750: `↔ H 251 · C 750` at the middle of its bottom edge, `↕ H 250 · C 750` at the middle of
    /// its right edge. Placed with the other chips (beside the spot with a leader line when the spot is
    /// taken, never over text; listed under the canvas when there is no room).
    func drawPriorityOverlay() {
        for view in views where view.isVisible {
            let intrinsic = view.solved.intrinsicSize
            let frame = view.frame
            let node = view.node
            for horizontal in [true, false] {
                let size = horizontal ? intrinsic.width : intrinsic.height
                guard size != noIntrinsicMetric, size >= 0 else { continue }
                let hugging = horizontal ? node.contentHugging.horizontal : node.contentHugging.vertical
                let compression =
                    horizontal ? node.compressionResistance.horizontal : node.compressionResistance.vertical
                // The axes that matter: where the priorities decided something (the view is stretched or
                // squeezed away from its intrinsic size) or were set away from UIKit's defaults on purpose.
                let actual = horizontal ? view.solved.frame.width : view.solved.frame.height
                let defaults =
                    AxisPriorities.defaultHugging.horizontal == hugging
                    && AxisPriorities.defaultCompressionResistance.horizontal == compression
                guard abs(actual - size) > 0.25 || !defaults else { continue }
                let text =
                    (horizontal ? "↔ " : "↕ ") + "H " + NumberText.minimal(hugging)
                    + " · C " + NumberText.minimal(compression)
                let spot = horizontal ? Point(x: frame.midX, y: frame.maxY) : Point(x: frame.maxX, y: frame.midY)
                let axis = horizontal ? "horizontal" : "vertical"
                annotations.append(
                    Annotation(
                        text: text, center: spot, color: palette.priority, pairKey: "priority|\(view.name)|\(axis)",
                        listing:
                            "\(view.name): \(axis) hugging \(NumberText.minimal(hugging)), compression resistance \(NumberText.minimal(compression))"
                    ))
            }
        }
    }
}
