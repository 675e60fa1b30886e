/// Diagnostics after a solve, in a deterministic order: conflicts in installation order, notes on spec
/// constraints in document order (`location-multiplier`), then per view in z-order:
/// `ineffective-size-to-fit`, `ambiguous`, `zero-size`, `negative-size`, `outside-superview`.
///
/// Severities: a broken required constraint is an `error` (the layout isn't what is written); the
/// per-view findings are `warning`s (the layout is what is written, but probably not what is meant); a
/// `note` points at something written that UIKit accepts but documents as invalid.
struct DiagnosticsBuilder {
    let run: LayoutRun

    /// Apple's "Unable to simultaneously satisfy constraints." log (reference §8.1) with our views' names
    /// instead of addresses, then where every constraint of the conflict is written.
    func unsatisfiable() -> [Diagnostic] {
        let live = run.live
        return live.conflicts.compactMap { record in
            guard let broken = live.constraint(record.broken) else { return nil }
            let members = record.conflicts.compactMap { live.constraint($0) } + [broken]
            var details = [
                "Unable to simultaneously satisfy constraints.",
                "\tProbably at least one of the constraints in the following list is one you don't want. ",
                "\tTry this: ",
                "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ",
                "(",
            ]
            for (i, m) in members.enumerated() {
                details.append("    \"\(run.appleDescription(of: m))\"" + (i == members.count - 1 ? "" : ","))
            }
            details += [
                ")",
                "",
                "Will attempt to recover by breaking constraint ",
                run.appleDescription(of: broken),
                "",
                "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
                "",
                "The constraints in the conflict, as written:",
            ]
            for m in members {
                let report = run.report(of: m)
                let place = report.location.map { "\($0): " } ?? ""
                let origin = report.origin == .spec ? "" : " [\(report.origin.rawValue)]"
                details.append("\(place)\(report.source)\(origin)\(m.key == broken.key ? "   <- broken" : "")")
            }
            let viewIndices = Set(members.flatMap(\.views)).filter { $0 < run.table.count }.sorted()
            let names = viewIndices.map { run.table.name($0) }
            let brokenReport = run.report(of: broken)
            let message =
                members.count == 1
                ? "constraint '\(brokenReport.source)' can never hold; it was broken"
                : "unable to simultaneously satisfy \(members.count) required constraints; broke '\(brokenReport.source)'"
            return Diagnostic(
                severity: .error, code: "unsatisfiable", message: message, views: names,
                location: brokenReport.location, details: details)
        }
    }

    /// A location attribute (an edge, a centre, a baseline) with a multiplier other than 1: seed 004 and
    /// Apple's Auto Layout Guide call it invalid ("you cannot use a multiplier with location attributes"),
    /// yet the runtime accepts it and applies the multiplier in the coordinate space of the items' nearest
    /// common ancestor (`ConstraintContainer`). Trellis does the same and says so once per constraint.
    func constraintNotes() -> [Diagnostic] {
        run.resolved.compactMap { r in
            let c = r.node
            guard r.second != nil, !c.firstAttribute.isSize, c.multiplier != 1 else { return nil }
            let space: String
            switch r.container {
            case .canvas: space = "the canvas"
            case .view(let v): space = "'\(run.table.name(v))'"
            }
            let views = [r.first, r.second].compactMap { item -> String? in
                if case .view(let v)? = item { return run.table.name(v) }
                return nil
            }
            return Diagnostic(
                severity: .note, code: "location-multiplier",
                message:
                    "'\(c.source)' multiplies a location attribute (\(c.firstAttribute.rawValue)) by \(AppleNames.number(c.multiplier)); Apple's guide calls this invalid, but UIKit accepts it and applies the multiplier in the coordinates of \(space), the items' nearest common ancestor, and so does Trellis",
                views: views, location: c.location,
                details: ["there the leading and top edges are 0 and centerX/centerY are half the width/height"])
        }
    }

    func perView(_ absolute: [Rect]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let table = run.table
        let scale = run.canvas.scale
        let canvasRect = Rect(x: 0, y: 0, width: run.canvas.width, height: run.canvas.height)
        for v in run.views {
            let node = table[v].node
            let frame = absolute[v]
            if isCollapsedArrangedView(v) { continue }
            let inStack = table[v].parent.map { table[$0].node.kind == .stackView } ?? false
            if node.sizeToFit, table[v].frame == nil || inStack {
                out.append(
                    Diagnostic(
                        severity: .warning, code: "ineffective-size-to-fit",
                        message:
                            "'\(node.name)' is laid out by constraints, so sizeToFit has no effect: Auto Layout sets its frame at the next layout pass",
                        views: [node.name], location: node.location,
                        details: [
                            "give it a frame to size it with sizeToFit, or use sizeThatFits to turn the fitted size into width and height constraints"
                        ]))
            }
            if let d = ambiguity(v) { out.append(d) }
            if let d = contentSizeAmbiguity(v) { out.append(d) }
            out += sizeProblems(v, frame: frame)
            // A scroll view's subviews live in its content area, which may extend past its frame.
            let parentRect = table[v].parent.map { contentRect($0, absolute) } ?? canvasRect
            let parentName = table[v].parent.map { table.name($0) } ?? "canvas"
            if !parentRect.contains(frame, tolerance: 0.5 / scale) {
                var sides: [String] = []
                if frame.minX < parentRect.minX - 1e-9 {
                    sides.append("left by \(AppleNames.number(parentRect.minX - frame.minX))")
                }
                if frame.maxX > parentRect.maxX + 1e-9 {
                    sides.append("right by \(AppleNames.number(frame.maxX - parentRect.maxX))")
                }
                if frame.minY < parentRect.minY - 1e-9 {
                    sides.append("top by \(AppleNames.number(parentRect.minY - frame.minY))")
                }
                if frame.maxY > parentRect.maxY + 1e-9 {
                    sides.append("bottom by \(AppleNames.number(frame.maxY - parentRect.maxY))")
                }
                let inScrollView = table[v].parent.map { run.contentSize(of: $0) != nil } ?? false
                out.append(
                    Diagnostic(
                        severity: .warning, code: "outside-superview",
                        message: inScrollView
                            ? "'\(node.name)' extends outside the content area of scroll view '\(parentName)' (\(sides.joined(separator: ", ")))"
                            : "'\(node.name)' extends outside its superview '\(parentName)' (\(sides.joined(separator: ", ")))",
                        views: [node.name] + (table[v].parent.map { [table.name($0)] } ?? []),
                        location: node.location,
                        details: outsideDetails(
                            v, frame: frame, parentRect: parentRect, parentName: parentName,
                            inScrollView: inScrollView)))
            }
        }
        return out
    }

    /// Where the view and the area it overflows are, and the fix that applies: for a scroll view's subview
    /// the area is the content area (`contentSize` from the content's constraints to the scroll view's
    /// edges), which grows to include the view once the view is pinned to those edges; for a view (or a
    /// container of views) with text that overflows sideways, a width that makes the text wrap.
    private func outsideDetails(
        _ v: Int, frame: Rect, parentRect: Rect, parentName: String,
        inScrollView: Bool
    ) -> [String] {
        let node = run.table[v].node
        if inScrollView {
            var out = [
                "frame \(describe(frame)) in canvas coordinates; the content area of '\(parentName)' is "
                    + "\(describe(parentRect)) in canvas coordinates (contentSize \(AppleNames.number(parentRect.width)) × \(AppleNames.number(parentRect.height)))"
            ]
            if frame.maxX > parentRect.maxX + 1e-9 || frame.maxY > parentRect.maxY + 1e-9 {
                out.append(
                    "the contentSize comes from the content's constraints to the edges of '\(parentName)': pin '\(node.name)' to its trailing and bottom edges (or give the content a size) so the content area includes it and it can be scrolled to"
                )
            }
            if frame.minX < parentRect.minX - 1e-9 || frame.minY < parentRect.minY - 1e-9 {
                out.append(
                    "the part above or before the content area's origin can never be scrolled to: pin '\(node.name)' to the leading and top edges of '\(parentName)'"
                )
            }
            return out
        }
        var out = ["frame \(describe(frame)) in canvas coordinates; '\(parentName)' is \(describe(parentRect))"]
        let sideways = frame.minX < parentRect.minX - 1e-9 || frame.maxX > parentRect.maxX + 1e-9
        let text: Set<ViewKind> = [.label, .textView, .button]
        if sideways, run.table.subtree(of: v).contains(where: { text.contains(run.table[$0].node.kind) }) {
            out.append("constrain its width (or both sides) so its content wraps instead of pushing it out")
        } else {
            out.append(
                "constrain it to the edges of '\(parentName)' (or make '\(parentName)' large enough) if it should stay inside"
            )
        }
        return out
    }

    private func describe(_ r: Rect) -> String {
        "(\(AppleNames.number(r.minX)), \(AppleNames.number(r.minY)), \(AppleNames.number(r.width)), \(AppleNames.number(r.height)))"
    }

    /// `_autolayoutTrace`'s "AMBIGUOUS LAYOUT" for a view whose unknowns the constraints don't pin.
    private func ambiguity(_ v: Int) -> Diagnostic? {
        let node = run.table[v].node
        var free = run.ambiguous[v] ?? []
        let freeInFirstPass = run.firstPassFreeWidths.contains(v) && !free.contains(.width)
        if freeInFirstPass { free = ViewComponent.allCases.filter { free.contains($0) || $0 == .width } }
        guard !free.isEmpty else { return nil }
        let words: [ViewComponent: String] = [
            .minX: "horizontal position (minX)", .minY: "vertical position (minY)",
            .width: "width", .height: "height",
        ]
        let hints: [ViewComponent: String] = [
            .minX: "add a left, leading, trailing or centerX constraint",
            .minY: "add a top, bottom, centerY or baseline constraint",
            .width: "add a width constraint or pin both sides",
            .height: "add a height constraint or pin both top and bottom",
        ]
        let trace = free.map { "\(AppleNames.view(node)).\($0.traceName)" }.joined(separator: ", ")
        var details = ["AMBIGUOUS LAYOUT for \(trace)"] + free.compactMap { hints[$0] }
        if freeInFirstPass {
            details.append(
                "its width was free in the first pass, with its text unwrapped; the width its text was then wrapped at is arbitrary"
            )
        }
        if let s = run.table[v].parent, run.table[s].node.kind == .stackView,
            free.contains(run.table[s].node.stack.axis == .horizontal ? .width : .height)
        {
            details.append(
                "'\(run.table.name(s))' resolves it by arrangement order, as UIStackView resolves ambiguity by index: later views keep to their constraints, the first takes the slack"
            )
        }
        return Diagnostic(
            severity: .warning, code: "ambiguous",
            message:
                "'\(node.name)' has an ambiguous layout: its \(free.compactMap { words[$0] }.joined(separator: ", ")) \(free.count == 1 ? "is" : "are") not determined by its constraints",
            views: [node.name], location: node.location, details: details)
    }

    private func hasContent(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .view, .stackView, .scrollView, .layoutGuide, .visualEffectView: return false
        case .tableView, .collectionView: return true
        case .label, .textView: return !(node.text ?? "").isEmpty
        case .button: return !(node.text ?? "").isEmpty || node.imagePath != nil || node.control.imageSize != nil
        case .textField: return true
        case .image: return node.imagePath != nil
        case .switch, .slider, .activityIndicator, .segmentedControl, .stepper, .progressView, .navigationBar,
            .toolbar, .tabBar, .pageControl, .searchBar, .datePicker, .pickerView:
            return true
        }
    }

    private func sizeProblems(_ v: Int, frame: Rect) -> [Diagnostic] {
        let node = run.table[v].node
        var out: [Diagnostic] = []
        var zeroAxes: [String] = []
        var hints: [String] = []
        for (axis, value, intrinsic) in [
            ("width", frame.width, run.measures[v].intrinsic.width),
            ("height", frame.height, run.measures[v].intrinsic.height),
        ] {
            if value < 0 {
                out.append(
                    Diagnostic(
                        severity: .warning, code: "negative-size",
                        message:
                            "'\(node.name)' has a negative \(axis) (\(AppleNames.number(value))): its constraints contradict each other's direction",
                        views: [node.name], location: node.location))
            } else if value == 0, hasContent(node) {
                zeroAxes.append(axis)
                hints.append(
                    intrinsic == noIntrinsicMetric
                        ? "no intrinsic \(axis): add a \(axis) constraint or size it with sizeThatFits"
                        : "its constraints compress it below its intrinsic \(axis) (\(AppleNames.number(intrinsic)))")
            }
        }
        if !zeroAxes.isEmpty {
            out.append(
                Diagnostic(
                    severity: .warning, code: "zero-size",
                    message:
                        "'\(node.name)' has content but zero \(zeroAxes.joined(separator: " and ")): \(hints.joined(separator: "; "))",
                    views: [node.name], location: node.location))
        }
        return out
    }
}

extension DiagnosticsBuilder {
    /// A hidden arranged subview of a stack view: collapsed by the stack and not drawn, so its geometry
    /// (parked by weak constraints) isn't worth a diagnostic.
    func isCollapsedArrangedView(_ v: Int) -> Bool {
        guard run.table[v].node.isHidden, let p = run.table[v].parent else { return false }
        return run.table[p].node.kind == .stackView
    }

    /// The rectangle a view's subviews are laid out in: a scroll view's content area, else its frame.
    func contentRect(_ v: Int, _ absolute: [Rect]) -> Rect {
        let frame = absolute[v]
        guard let size = run.contentSize(of: v) else { return frame }
        return Rect(origin: frame.origin, size: size)
    }

    /// Interface Builder's "Scrollable content size is ambiguous": a scroll view with subviews whose
    /// constraints don't determine the content area's width or height.
    func contentSizeAmbiguity(_ v: Int) -> Diagnostic? {
        let node = run.table[v].node
        guard node.kind == .scrollView, !run.table[v].children.isEmpty,
            let g = run.guides.contentGuide(of: v),
            let free = run.ambiguous[run.guides.slotView(g)]
        else { return nil }
        let axes = free.compactMap { c -> String? in c == .width ? "width" : c == .height ? "height" : nil }
        guard !axes.isEmpty else { return nil }
        var details = axes.map { "Has ambiguous scrollable content \($0)" }
        details.append(
            "pin the content to all four edges of '\(node.name)' and give it a size on every axis "
                + "(e.g. content.width == \(node.name).width for vertical scrolling, and a height from its subviews)")
        return Diagnostic(
            severity: .warning, code: "ambiguous-content-size",
            message:
                "Scrollable content size is ambiguous for '\(node.name)': the content's \(axes.joined(separator: " and ")) \(axes.count == 1 ? "is" : "are") not determined by its constraints",
            views: [node.name], location: node.location, details: details)
    }
}
