import TrellisText

extension LayoutEngine {
    /// `sizeThatFits(_:)` of a leaf view: the size its content wants within `size`, where 0 on an axis
    /// means unbounded (the behaviour both seeds observed). It ignores constraints and doesn't change the
    /// view. Per kind:
    /// - label: its text laid out at `size.width` (unbounded when 0; a single-line label never wraps),
    ///   its widest line and its lines' height, ceiled to the pixel grid;
    /// - textView: its text wrapped at `size.width` minus the 5 pt line fragment padding each side, plus
    ///   those 10 pt and the 8 pt top and bottom `textContainerInset`; the width is the text's widest line
    ///   plus padding, at most `size.width`;
    /// - button: its intrinsic size (title + insets); switch: its frame (51 × 31); image: the image's size;
    /// - slider: `size.width` × 31; view, stack view and scroll view: its frame's size (UIView returns its
    ///   current size), else zero.
    /// The height bound doesn't clip: like UIKit, the content's full height is returned. Content that can't
    /// be measured (an unreadable image) gives zero.
    public func sizeThatFits(_ view: ViewNode, _ size: Size, scale: Double) -> Size {
        let measurer = ContentMeasurer(textEngine: textEngine, scale: scale, detail: textDetail)
        let width: Double? = size.width > 0 ? size.width : nil
        do {
            switch view.kind {
            case .label:
                guard let text = view.text, !text.isEmpty else { return .zero }
                let wrap = view.textStyle.numberOfLines == 1 ? nil : width
                let layout =
                    view.attributedText.isEmpty
                    ? try textEngine.measure(
                        text, style: view.textStyle, scale: scale, .lines(width: wrap), detail: textDetail)
                    : try textEngine.measure(
                        view.attributedText.textRuns(in: view.textStyle), style: view.textStyle, width: wrap,
                        scale: scale, detail: textDetail)
                return Size(width: layout.size.width, height: layout.size.height)
            case .textView:
                let m = try measurer.measureTextView(view, width: width)
                return Size(width: min(m.intrinsic.width, width ?? .infinity), height: m.intrinsic.height)
            case .button, .switch, .image, .activityIndicator, .stepper, .segmentedControl, .pageControl, .datePicker,
                .pickerView:
                var probe = view
                probe.intrinsicPadding = .zero
                probe.intrinsicSizeOverride = nil
                let m = try measurer.measure(probe)
                // The intrinsic size is the alignment rect's; `sizeThatFits:` answers with the frame's.
                let frame = AlignmentRect.frame(
                    forAlignmentRect: Rect(origin: .zero, size: m.intrinsic),
                    insets: view.alignmentRectInsets(alignmentHeight: m.intrinsic.height))
                return Size(width: max(0, frame.width), height: max(0, frame.height))
            case .slider:
                return Size(width: size.width, height: ContentMeasurer.sliderHeight)
            case .textField:
                let m = try measurer.measure(view)
                return Size(width: max(0, m.intrinsic.width), height: max(0, m.intrinsic.height))
            case .progressView, .navigationBar, .toolbar, .tabBar:
                let height = ContentMeasurer.fixedIntrinsicSize(view)?.height ?? 0
                return Size(width: size.width, height: height)
            case .searchBar:
                return Size(width: size.width, height: ControlMetrics.searchBarSize(view.control).height)
            case .view, .stackView, .scrollView, .tableView, .collectionView, .layoutGuide, .visualEffectView:
                return view.frame?.size ?? .zero
            }
        } catch {
            return .zero
        }
    }
}
