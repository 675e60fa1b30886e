import TrellisText

extension ViewKind {
    /// Whether the kind draws titles laid out by the layout (`SolvedView.segmentTitles`) besides its text:
    /// a search bar's scopes, a compact date picker's texts, a picker view's selected rows.
    public var hasSelectionTitles: Bool {
        self == .searchBar || self == .datePicker || self == .pickerView
    }
}

extension ResultBuilder {
    /// The titles a selection control draws, one line each and unbounded, in the styles it measures with:
    /// a search bar's scopes (a segmented control's titles), a compact (or inline time) date picker's
    /// texts, each picker view component's first row (in the 17-point font of its wheels).
    func selectionTitles(_ node: ViewNode) throws -> [TextLayout?] {
        let selection = node.control.selection
        let titles: [String?]
        let style: TextStyle
        switch node.kind {
        case .searchBar:
            (titles, style) = (selection.scopes, ContentMeasurer.segmentTitleStyle)
        case .datePicker where ControlMetrics.datePickerSize(selection) == nil:
            (titles, style) = (selection.compactTexts, ContentMeasurer.compactDateTextStyle)
        case .pickerView:
            (titles, style) = (selection.components.map(\.first), ContentMeasurer.compactDateTextStyle)
        default:
            return []
        }
        return try titles.map { title in
            guard let title, !title.isEmpty else { return nil }
            run.tally.work.textLayouts += 1
            return try engine.textEngine.measure(
                title, style: style, scale: run.canvas.scale, .lines(width: nil), detail: engine.textDetail)
        }
    }
}
