extension StackArrangement {
    /// Across the axis (`_UIAlignedLayoutArrangement`; kean/Arranged's constraint-by-constraint model of
    /// UIStackView, priorities confirmed by TZStackView/FDStackView and iOS 26). "top/bottom" below mean
    /// top/bottom for a horizontal stack and leading/trailing for a vertical one.
    ///
    /// - `UISV-alignment` (required): the first visible view against every other arranged view — fill: top and
    ///   bottom; leading: top; trailing: bottom; center: centre; first/lastBaseline: that baseline.
    /// - fill: `UISV-canvas-connection` stack.top == first.top, stack.bottom == first.bottom.
    /// - otherwise, with several arranged views, the `UISV-alignment-spanner` guide encloses the visible views
    ///   (`UISV-spanning-boundary`: `==` @999.5 on the aligned side, `<=`/`>=` required on the other),
    ///   `UISV-spanning-fit` spanner.height == 0 @51, and the stack is connected to the spanner — except the
    ///   aligned side of leading/trailing, which connects to the first view. Centre also ties the stack's
    ///   centre to the first view's. Baseline alignments connect their free side with an inequality and add
    ///   `UISV-canvas-fit` stack.height == 0 @49. Choice: the inequality is against the spanner, not the
    ///   first view (kean/Arranged's literal form), so a taller item aligned by baseline never sticks out of
    ///   the stack; the reference's net behaviour, "the stack hugs the union of items", holds.
    /// - With a single arranged view and no spanner: stack.top `==`/`<=` view.top and stack.bottom
    ///   `==`/`>=` view.bottom by the same weak sides, centre tied for center, and `UISV-canvas-fit` @49.
    /// - `UISV-ambiguity-suppression` every arranged view's height == 0 @25 unless fill, so views keep their
    ///   intrinsic height (compression resistance 750 wins) instead of being ambiguous.
    /// - No visible view: the spanner fills the stack and collapses (`UISV-spanning-fit` @51 on both axes).
    func alignment(_ shape: StackShape, _ out: inout StackConstraintList) {
        let across = StackAxisAttributes(shape.config.axis == .horizontal ? .vertical : .horizontal)
        let canvas = StackCanvas(stack: stack, marginsRelative: shape.config.isLayoutMarginsRelativeArrangement)
        let top = canvas.attribute(across.lead), bottom = canvas.attribute(across.trail)
        let spanner = guides.spanner(of: stack)
        guard let first = shape.visible.first else {
            guard let spanner else { return }
            out.add(.canvasConnection, canvas.item, top, .equal, (.guide(spanner), across.lead))
            out.add(.canvasConnection, canvas.item, bottom, .equal, (.guide(spanner), across.trail))
            out.add(.spanningFit, .guide(spanner), across.length, .equal, nil, constant: 0, priority: 51)
            return
        }
        let alignment = shape.alignment
        let aligned: [LayoutAttribute]
        switch alignment {
        case .fill: aligned = [across.lead, across.trail]
        case .leading: aligned = [across.lead]
        case .trailing: aligned = [across.trail]
        case .center: aligned = [across.center]
        case .firstBaseline: aligned = [.firstBaseline]
        case .lastBaseline: aligned = [.lastBaseline]
        }
        for other in shape.items where other != first {
            for attribute in aligned {
                out.add(.alignment, .view(first), attribute, .equal, (.view(other), attribute))
            }
        }
        let topRelation: LayoutRelation = shape.topWeak ? .lessThanOrEqual : .equal
        let bottomRelation: LayoutRelation = shape.bottomWeak ? .greaterThanOrEqual : .equal
        if alignment == .fill {
            out.add(.canvasConnection, canvas.item, top, .equal, (.view(first), across.lead))
            out.add(.canvasConnection, canvas.item, bottom, .equal, (.view(first), across.trail))
            return
        }
        if let spanner {
            out.add(.spanningFit, .guide(spanner), across.length, .equal, nil, constant: 0, priority: 51)
            for v in shape.visible {
                out.add(
                    .spanningBoundary, .guide(spanner), across.lead, topRelation, (.view(v), across.lead),
                    priority: shape.topWeak ? 1000 : 999.5)
                out.add(
                    .spanningBoundary, .guide(spanner), across.trail, bottomRelation, (.view(v), across.trail),
                    priority: shape.bottomWeak ? 1000 : 999.5)
            }
            let topItem: LayoutItem = alignment == .leading ? .view(first) : .guide(spanner)
            let bottomItem: LayoutItem = alignment == .trailing ? .view(first) : .guide(spanner)
            out.add(
                .canvasConnection, canvas.item, top, alignment == .firstBaseline ? .lessThanOrEqual : .equal,
                (topItem, across.lead))
            out.add(
                .canvasConnection, canvas.item, bottom,
                alignment == .lastBaseline ? .greaterThanOrEqual : .equal,
                (bottomItem, across.trail))
            if alignment == .center {
                out.add(
                    .canvasConnection, canvas.item, canvas.attribute(across.center), .equal,
                    (.view(first), across.center))
            }
            if alignment.isBaseline {
                out.add(
                    .canvasFit, canvas.item, canvas.attribute(across.length), .equal, nil, constant: 0,
                    priority: 49)
            }
        } else {
            out.add(.canvasConnection, canvas.item, top, topRelation, (.view(first), across.lead))
            out.add(.canvasConnection, canvas.item, bottom, bottomRelation, (.view(first), across.trail))
            if alignment == .center {
                out.add(
                    .canvasConnection, canvas.item, canvas.attribute(across.center), .equal,
                    (.view(first), across.center))
            }
            out.add(
                .canvasFit, canvas.item, canvas.attribute(across.length), .equal, nil, constant: 0, priority: 49)
        }
        for v in shape.items {
            out.add(.ambiguitySuppression, .view(v), across.length, .equal, nil, constant: 0, priority: 25)
        }
    }
}

/// The attributes of one axis: leading/trailing/width/centerX or top/bottom/height/centerY.
struct StackAxisAttributes {
    let lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute
    init(_ axis: LayoutAttribute.Axis) {
        if axis == .horizontal {
            (lead, trail, length, center) = (.leading, .trailing, .width, .centerX)
        } else {
            (lead, trail, length, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

/// What the arrangement connects to: the stack view, or its `layoutMarginsGuide` when
/// `isLayoutMarginsRelativeArrangement` (its margin attributes; width/height of the guide are marked and
/// turned into forms by `StackConstraintList`).
struct StackCanvas {
    let stack: Int
    let marginsRelative: Bool
    var item: LayoutItem { .view(stack) }

    func attribute(_ a: LayoutAttribute) -> LayoutAttribute {
        guard marginsRelative else { return a }
        switch a {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return a // width/height: see StackConstraintList.form
        }
    }
}
