import TrellisText

/// Intrinsic content sizes per view kind (seed 004's table, reference §4).
///
/// Choices where the reference marks a fact unverified:
/// - A system button with `contentEdgeInsets` all zero gets UIKit's implicit 6 pt above and below its
///   title (an 18 pt title of line height 21 gives 33, reference §4.3) and no horizontal padding; any
///   non-zero `contentEdgeInsets` replace that padding and are used exactly.
/// - A slider has an intrinsic height of 31 and no intrinsic width.
/// - An image view's size is the PNG's pixel size divided by the scale in its file name (`@2x`, `@3x`,
///   otherwise 1), as `UIImage(named:)` reads it; without an image it has no intrinsic size.
/// - A text view's `textContainerInset` is 8 pt top and bottom and its line fragment padding 5 pt each side.
struct ContentMeasurer {
    static let sliderHeight: Double = 31
    static let systemButtonVerticalPadding: Double = 6
    static let textViewInsets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)

    let textEngine: TextEngine
    let scale: Double
    /// Whether the measured text layouts keep their glyph runs (`LayoutEngine.textDetail`).
    var detail: TextDetail = .glyphs
    /// Counts the text layouts this measurer performs (`LayoutWork.textLayouts`).
    var tally = WorkTally()

    /// Whether the view's intrinsic height depends on the width it is given (UIKit's two-pass layout):
    /// a multi-line label without `preferredMaxLayoutWidth`, or a text view that doesn't scroll.
    static func needsTwoPass(_ node: ViewNode) -> Bool {
        guard node.intrinsicSizeOverride == nil, node.text?.isEmpty == false else { return false }
        switch node.kind {
        case .label: return node.textStyle.numberOfLines != 1 && node.preferredMaxLayoutWidth <= 0
        case .textView: return !node.isScrollEnabled
        default: return false
        }
    }

    /// Measures `node`. `solvedWidth` is the width found by the first pass for a two-pass view (nil in the
    /// first pass: its text is measured unwrapped); `shaping`, the first-pass measure's (`UnwrappedText.shaping`).
    func measure(_ node: ViewNode, solvedWidth: Double? = nil, reusing shaping: ShapedText? = nil) throws
        -> ContentMeasure
    {
        let twoPass = Self.needsTwoPass(node)
        var m = try measureKind(
            node, solvedWidth: solvedWidth, keepShaping: twoPass && solvedWidth == nil, reusing: shaping)
        if twoPass { m.text = Self.twoPassText(m.text, solvedWidth: solvedWidth) }
        if node.alignmentRectInsets != nil, m.baseline != .bottomEdge {
            m.baseline = Self.alignmentBaseline(m.baseline, insets: node.effectiveAlignmentRectInsets)
        }
        if let override = node.intrinsicSizeOverride {
            m.intrinsic = override
        } else {
            if m.intrinsic.width != noIntrinsicMetric { m.intrinsic.width += node.intrinsicPadding.width }
            if m.intrinsic.height != noIntrinsicMetric { m.intrinsic.height += node.intrinsicPadding.height }
        }
        return m
    }

    /// A text baseline placed in the frame (`heightFactor × frame height + offset` from the frame's top)
    /// measured from the alignment rect's top instead, as the anchors read it: the frame is the alignment
    /// rect's height plus `top + bottom`, and starts `top` above it. A view without text keeps the bottom
    /// of its alignment rect.
    static func alignmentBaseline(_ b: BaselineGeometry, insets: EdgeInsets) -> BaselineGeometry {
        let shift = b.heightFactor * (insets.top + insets.bottom) - insets.top
        return BaselineGeometry(
            heightFactor: b.heightFactor, firstOffset: b.firstOffset + shift, lastOffset: b.lastOffset + shift)
    }

    /// A two-pass view's text measure for its pass: unwrapped in the first (`solvedWidth` nil), wrapped at
    /// the solved width in the second. A first pass that measured metrics alone is unwrapped already.
    private static func twoPassText(_ text: TextMeasure, solvedWidth: Double?) -> TextMeasure {
        guard case .fixed(let layout) = text else { return text }
        if let solvedWidth {
            // A two-pass view always has text (`needsTwoPass`), so its layout is there.
            return layout.map { .wrapped($0, width: solvedWidth) } ?? text
        }
        return .unwrapped(UnwrappedText(width: layout?.width ?? 0, layout: layout, shaping: nil))
    }

    private func measureKind(
        _ node: ViewNode, solvedWidth: Double?, keepShaping: Bool, reusing shaping: ShapedText?
    ) throws -> ContentMeasure {
        switch node.kind {
        case .navigationBar:
            return try measureNavigationBar(node)
        case .activityIndicator, .stepper, .progressView, .toolbar, .tabBar:
            let size = ControlMetrics.fixedIntrinsicSize(node.kind, node.control) ?? .noIntrinsicSize
            return ContentMeasure(intrinsic: size, baseline: .bottomEdge, text: .fixed(nil))
        case .segmentedControl:
            return try measureSegmentedControl(node)
        case .pageControl, .searchBar, .datePicker, .pickerView:
            return try measureSelectionControl(node)
        case .view, .stackView, .scrollView, .tableView, .collectionView, .layoutGuide, .visualEffectView:
            // A stack view has no intrinsic size: it hugs its content through its generated constraints.
            // Table and collection views are scroll views: none either.
            return .none
        case .textField:
            return try measureTextField(node)
        case .switch, .slider:
            // Their figures are frame sizes; their intrinsic content size is their alignment rect's.
            let frame = node.enforcedFrameSize ?? Size(width: noIntrinsicMetric, height: Self.sliderHeight)
            let size = AlignmentRect.alignmentSize(ofFrameSize: frame, insets: node.effectiveAlignmentRectInsets)
            return ContentMeasure(intrinsic: size, baseline: .bottomEdge, text: .fixed(nil))
        case .image:
            guard let size = try node.imagePointSize() else { return .none }
            return ContentMeasure(intrinsic: size, baseline: .bottomEdge, text: .fixed(nil))
        case .label:
            return try measureLabel(node, solvedWidth: solvedWidth, keepShaping: keepShaping, reusing: shaping)
        case .button:
            return try measureButton(node)
        case .textView:
            guard !node.isScrollEnabled else { return .none }
            return try measureTextView(node, width: solvedWidth.map { $0 - node.intrinsicPadding.width })
        }
    }

    /// The width a label's text wraps at: `preferredMaxLayoutWidth` when set, the solved width in the
    /// second pass of a two-pass label, unbounded otherwise (and always for single-line labels).
    func labelWrapWidth(_ node: ViewNode, solvedWidth: Double?) -> Double? {
        guard node.textStyle.numberOfLines != 1 else { return nil }
        if node.preferredMaxLayoutWidth > 0 { return node.preferredMaxLayoutWidth }
        return solvedWidth.map { max(0, $0 - node.intrinsicPadding.width) }
    }

    /// Whether measuring a two-pass view again at `solvedWidth` would give `measure` back, so UIKit's second
    /// pass can skip the text layout: the first pass laid the text out unbounded and its widest line already
    /// fits the width it would wrap at, so wrapping changes no line (the rule `ResultBuilder` uses to reuse
    /// a layout for drawing).
    func firstPassStillHolds(_ measure: ContentMeasure, node: ViewNode, solvedWidth: Double) -> Bool {
        let unwrapped: Double
        switch measure.text {
        case .unwrapped(let first): unwrapped = first.width
        case .fixed(let layout?) where layout.widthLimit == nil: unwrapped = layout.width
        // Wrapped at a width that means unbounded (zero): the layout is the unwrapped one.
        case .wrapped(let layout, _) where layout.widthLimit == nil: unwrapped = layout.width
        default: return false
        }
        let wrap: Double?
        switch node.kind {
        case .label:
            wrap = labelWrapWidth(node, solvedWidth: solvedWidth)
        case .textView:
            wrap = max(
                0, solvedWidth - node.intrinsicPadding.width - Self.textViewInsets.left - Self.textViewInsets.right)
        default:
            return false
        }
        guard let wrap else { return true }
        return unwrapped <= wrap + 1e-9
    }

    /// The unbounded layout of a two-pass label whose first pass measured its text's metrics alone
    /// (`UnwrappedText.layout` nil) and which the second pass keeps: the layout that pass would have
    /// made, from its shaping. Not counted in `LayoutWork.textLayouts`: the first pass's measure was.
    func unwrappedLayout(_ node: ViewNode, reusing shaping: ShapedText?) throws -> TextLayout {
        try textEngine.measure(
            node.text ?? "", style: node.textStyle, scale: scale, .lines(width: nil, reusing: shaping), detail: detail)
    }

    /// `keepShaping`: keep the text's shaping in the measure (a two-pass label's first pass); `shaping`: the
    /// first pass's, to wrap the same glyphs (the second pass).
    private func measureLabel(
        _ node: ViewNode, solvedWidth: Double?, keepShaping: Bool, reusing shaping: ShapedText?
    ) throws -> ContentMeasure {
        let text = node.text ?? ""
        guard !text.isEmpty else {
            return ContentMeasure(intrinsic: .zero, baseline: .bottomEdge, text: .fixed(nil))
        }
        let width = labelWrapWidth(node, solvedWidth: solvedWidth)
        let runs = node.attributedText
        if !runs.isEmpty {
            // Attributed text is laid out whole in each pass: no shaping is kept between them.
            tally.work.textLayouts += 1
            let layout = try textEngine.measure(
                runs.textRuns(in: node.textStyle), style: node.textStyle, width: width, scale: scale, detail: detail)
            let size = layout.size
            return ContentMeasure(
                intrinsic: Size(width: size.width, height: size.height),
                baseline: Self.centredBaseline(layout, inset: .zero),
                text: keepShaping
                    ? .unwrapped(UnwrappedText(width: layout.width, layout: layout, shaping: nil)) : .fixed(layout))
        }
        // The first pass reads only the unwrapped text's size and baselines: no lines are built for it unless
        // a line limit hides paragraphs.
        let (layout, kept): (TextLayout, ShapedText?)
        if keepShaping, width == nil {
            tally.work.textLayouts += 1
            let first = try textEngine.measure(
                text, style: node.textStyle, scale: scale, .unwrappedKeepingShaping, detail: detail)
            switch first {
            case .metrics(let metrics, let shaping):
                let size = metrics.size
                return ContentMeasure(
                    intrinsic: Size(width: size.width, height: size.height),
                    baseline: Self.centredBaseline(metrics, inset: .zero),
                    text: .unwrapped(UnwrappedText(width: metrics.width, layout: nil, shaping: shaping)))
            case .layout(let unwrapped, let shaping):
                (layout, kept) = (unwrapped, shaping)
            }
        } else if keepShaping {
            tally.work.textLayouts += 1
            (layout, kept) = try textEngine.measure(
                text, style: node.textStyle, scale: scale, .linesKeepingShaping(width: width), detail: detail)
        } else {
            layout = try countedLayout(text, style: node.textStyle, width: width, scale: scale, reusing: shaping)
            kept = nil
        }
        let size = layout.size
        let measured: TextMeasure =
            keepShaping ? .unwrapped(UnwrappedText(width: layout.width, layout: layout, shaping: kept)) : .fixed(layout)
        return ContentMeasure(
            intrinsic: Size(width: size.width, height: size.height),
            baseline: Self.centredBaseline(layout, inset: .zero), text: measured)
    }

    /// A button's title is one line; the intrinsic size adds `contentEdgeInsets` (or the system padding).
    /// An image goes before the title: the widths add, the taller of the image and the padded title wins.
    /// An image-only button is its image plus its `contentEdgeInsets`, with no system padding.
    private func measureButton(_ node: ViewNode) throws -> ContentMeasure {
        if let configuration = node.buttonConfiguration { return try measureConfiguredButton(node, configuration) }
        let insets = Self.effectiveInsets(node)
        let text = node.text ?? ""
        var style = node.textStyle
        style.numberOfLines = 1
        let layout = text.isEmpty ? nil : try countedLayout(text, style: style, width: nil, scale: scale)
        let title = layout?.size ?? (width: 0, height: 0)
        var size = Size(
            width: title.width + insets.left + insets.right,
            height: title.height + insets.top + insets.bottom)
        if let image = try node.imagePointSize() {
            let given = node.contentEdgeInsets
            let imageOnly = Size(
                width: image.width + given.left + given.right, height: image.height + given.top + given.bottom)
            size =
                layout == nil
                ? imageOnly
                : Size(width: size.width + image.width, height: max(size.height, imageOnly.height))
        }
        let baseline = layout.map { Self.centredBaseline($0, inset: insets) } ?? .bottomEdge
        return ContentMeasure(intrinsic: size, baseline: baseline, text: .fixed(layout))
    }

    static func effectiveInsets(_ node: ViewNode) -> EdgeInsets {
        node.contentEdgeInsets == .zero
            ? EdgeInsets(top: systemButtonVerticalPadding, left: 0, bottom: systemButtonVerticalPadding, right: 0)
            : node.contentEdgeInsets
    }

    /// A text view's text wraps inside its insets; its size adds them. `width` nil = unbounded.
    func measureTextView(_ node: ViewNode, width: Double?) throws -> ContentMeasure {
        let i = Self.textViewInsets
        var style = node.textStyle
        style.numberOfLines = 0
        style.lineBreakMode = .byWordWrapping
        let text = node.text ?? ""
        let layout =
            text.isEmpty
            ? nil
            : try countedLayout(text, style: style, width: width.map { max(0, $0 - i.left - i.right) }, scale: scale)
        let content = layout?.size ?? (width: 0, height: 0)
        let size = Size(width: content.width + i.left + i.right, height: content.height + i.top + i.bottom)
        let baseline =
            layout.map {
                BaselineGeometry(
                    heightFactor: 0, firstOffset: i.top + $0.firstBaseline, lastOffset: i.top + $0.lastBaseline)
            } ?? .bottomEdge
        return ContentMeasure(intrinsic: size, baseline: baseline, text: .fixed(layout))
    }

    /// Text centred vertically inside `inset`: baseline = minY + inset.top + (h − inset.v − textH)/2 + b.
    static func centredBaseline(_ layout: TextLayout, inset: EdgeInsets) -> BaselineGeometry {
        centredBaseline(layout.metrics, inset: inset)
    }

    static func centredBaseline(_ metrics: UnwrappedTextMetrics, inset: EdgeInsets) -> BaselineGeometry {
        let textHeight = metrics.size.height
        let base = inset.top - (inset.top + inset.bottom) / 2 - textHeight / 2
        return BaselineGeometry(
            heightFactor: 0.5, firstOffset: base + metrics.firstBaseline,
            lastOffset: base + metrics.lastBaseline)
    }

    func countedLayout(
        _ text: String, style: TextStyle, width: Double?, scale: Double, reusing shaping: ShapedText? = nil
    ) throws -> TextLayout {
        tally.work.textLayouts += 1
        return try textEngine.measure(
            text, style: style, scale: scale, .lines(width: width, reusing: shaping), detail: detail)
    }
}

extension ContentMeasurer {
    /// `UITextField`: one line of its text — or, when it has none, its placeholder — plus its border style's
    /// insets (`TextFieldBorderStyle.insets`). An empty field with no placeholder is as tall as one line of
    /// its font. The text never wraps.
    func measureTextField(_ node: ViewNode) throws -> ContentMeasure {
        let insets = node.borderStyle.insets
        var style = node.textStyle
        style.numberOfLines = 1
        let shown = (node.text ?? "").isEmpty ? (node.placeholder ?? "") : (node.text ?? "")
        let layout = try textEngine.measure(
            shown.isEmpty ? " " : shown, style: style, scale: scale, .lines(width: nil), detail: detail)
        let width = shown.isEmpty ? 0 : layout.size.width
        let size = Size(
            width: width + insets.left + insets.right, height: layout.size.height + insets.top + insets.bottom)
        return ContentMeasure(
            intrinsic: size, baseline: Self.centredBaseline(layout, inset: insets),
            text: .fixed(shown.isEmpty ? nil : layout))
    }
}
