import TrellisText

extension ContentMeasurer {
    /// The style of a compact date picker's text: one line of the 17-point system font.
    static var compactDateTextStyle: TextStyle {
        TextStyle(font: Font(size: ControlMetrics.compactTextSize), numberOfLines: 1)
    }

    /// The style of a search bar's placeholder: one line of the 17-point system font.
    static var searchFieldTextStyle: TextStyle {
        TextStyle(font: Font(size: 17), numberOfLines: 1)
    }

    /// `UIPageControl`, `UISearchBar`, `UIDatePicker` and `UIPickerView`. A search bar keeps its
    /// placeholder's layout for drawing (it doesn't change the bar's size); a compact date picker is as
    /// wide as its buttons' texts plus their padding, with its text's baseline centred in its height.
    func measureSelectionControl(_ node: ViewNode) throws -> ContentMeasure {
        let selection = node.control.selection
        switch node.kind {
        case .pageControl:
            return ContentMeasure(
                intrinsic: ControlMetrics.pageControlSize(pages: selection.pages), baseline: .bottomEdge,
                text: .fixed(nil))
        case .searchBar:
            let size = ControlMetrics.searchBarSize(node.control)
            guard let placeholder = node.placeholder, !placeholder.isEmpty else {
                return ContentMeasure(intrinsic: size, baseline: .bottomEdge, text: .fixed(nil))
            }
            let layout = try countedLayout(placeholder, style: Self.searchFieldTextStyle, width: nil, scale: scale)
            return ContentMeasure(intrinsic: size, baseline: .bottomEdge, text: .fixed(layout))
        case .datePicker:
            if let size = ControlMetrics.datePickerSize(selection) {
                return ContentMeasure(intrinsic: size, baseline: .bottomEdge, text: .fixed(nil))
            }
            return try measureCompactDatePicker(selection)
        case .pickerView:
            return ContentMeasure(intrinsic: ControlMetrics.wheelsSize, baseline: .bottomEdge, text: .fixed(nil))
        default:
            return .none
        }
    }

    /// A compact date picker: one button per text, side by side. Its text layout (kept for drawing) is all
    /// the texts on one line with the buttons' gap between them, so that each keeps its measured width.
    private func measureCompactDatePicker(_ selection: SelectionControls) throws -> ContentMeasure {
        var width = 0.0
        var first: TextLayout?
        let padding = 2 * ControlMetrics.compactButtonPadding
        for text in selection.compactTexts {
            let layout = try countedLayout(text, style: Self.compactDateTextStyle, width: nil, scale: scale)
            width += (first == nil ? 0 : ControlMetrics.compactButtonGap) + layout.size.width + padding
            if first == nil { first = layout }
        }
        let size = Size(width: width, height: ControlMetrics.compactButtonHeight)
        let baseline = first.map { Self.centredBaseline($0, inset: .zero) } ?? .bottomEdge
        return ContentMeasure(intrinsic: size, baseline: baseline, text: .fixed(nil))
    }
}
