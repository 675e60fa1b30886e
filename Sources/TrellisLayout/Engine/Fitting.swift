extension LayoutEngine {
    /// `systemLayoutSizeFitting(target, withHorizontalFittingPriority:verticalFittingPriority:)`.
    ///
    /// The view's subtree is laid out alone, as UIKit measures a view in isolation: the view's and its
    /// descendants' constraints among themselves and their content sizes apply; constraints to anything
    /// outside the subtree (its superview, siblings, the canvas) and the view's own autoresizing don't.
    /// `width == target.width @horizontalPriority` and `height == target.height @verticalPriority` are added
    /// (reference §3.2), two-pass views get their second pass, and the view's size is read. With an edge
    /// left free, compressed (0 × 0) and expanded (10000 × 10000) targets therefore give 0 and 10000 on that
    /// axis. The size is snapped to the pixel grid (nearest).
    func fit(_ request: FittingRequest, in main: LayoutRun) throws -> FittingResult {
        guard let v = main.table.index(of: request.view) else {
            return FittingResult(request: request, size: .zero)
        }
        let table = main.table
        let subtree = table.subtree(of: v)
        // The subtree starts from first-pass measures, taken again from the views as they are now (a
        // session's `setText` has changed the main run's); views outside it aren't laid out.
        var measures = main.measures
        for u in subtree { measures[u] = try main.measurer.measure(table[u].node) }
        let run = LayoutRun(
            table: table, guides: main.guides, resolved: main.resolved, canvas: main.canvas, measurer: main.measurer,
            views: subtree, measures: measures, isolated: true,
            specCandidates: main.specIndex.constraints(mentioning: subtree), solverTermLimit: main.live.solver.termLimit
        )
        let target = request.target.size
        let node = table[v].node
        func pin(
            _ key: ConstraintKey, _ component: ViewComponent, _ value: Double, _ priority: Double,
            _ attribute: LayoutAttribute
        ) -> EngineConstraint {
            EngineConstraint.pin(
                view: v, node: node, key: key, component: component, value: value, priority: priority,
                attribute: attribute, note: "fitting", location: request.location)
        }
        let extra = [
            pin(.fittingOrigin(axis: .horizontal), .minX, 0, 1000, .left),
            pin(.fittingOrigin(axis: .vertical), .minY, 0, 1000, .top),
            pin(.fittingTarget(axis: .horizontal), .width, target.width, request.horizontalPriority, .width),
            pin(.fittingTarget(axis: .vertical), .height, target.height, request.verticalPriority, .height),
        ]
        run.installAll(extra: extra, root: v, sizeThatFits: { self.fixedSize(of: table[$0], scale: main.canvas.scale) })
        try run.runSecondPass()
        let scale = main.canvas.scale
        let size = Size(
            width: ResultBuilder.snap(run.value(v, .width), scale),
            height: ResultBuilder.snap(run.value(v, .height), scale))
        return FittingResult(request: request, size: size)
    }
}

extension EngineConstraint {
    /// `view.attribute == value @priority`, a temporary constraint that measuring adds (fitting targets,
    /// the measured view's origin, a cell's encapsulated width and height); `note` says why, in reports.
    static func pin(
        view v: Int, node: ViewNode, key: ConstraintKey, component: ViewComponent, value: Double,
        priority: Double, attribute: LayoutAttribute, note: String, location: SourceLocation?
    ) -> EngineConstraint {
        let source =
            "\(node.name).\(attribute.rawValue) == \(AppleNames.number(value)) @\(AppleNames.number(priority)) (\(note))"
        let report = SolvedConstraint(
            firstView: node.name, firstAttribute: attribute, relation: .equal,
            secondView: nil, secondAttribute: nil, multiplier: 1, constant: value,
            priority: priority, origin: .spec, status: .satisfied, source: source,
            location: location)
        return EngineConstraint(
            key: key, form: LinearForm(VarSlot(view: v, component: component)) - value,
            relation: .equal, priority: priority,
            wording: .written(
                report,
                apple:
                    "<NSLayoutConstraint:\(AppleNames.view(node)).\(attribute.rawValue) == \(AppleNames.number(value)) @\(AppleNames.number(priority))   (active)>"
            ))
    }
}
