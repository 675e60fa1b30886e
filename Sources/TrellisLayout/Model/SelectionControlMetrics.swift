/// UIKit's figures for the page control, search bar, date picker and picker view (iOS 14 and later), with
/// where each comes from; the sources and confidence are listed in docs/semantics.md ("Controls and bars").
extension ControlMetrics {
    /// `UIPageControl`: its height, and each page's indicator pitch plus the padding around them all.
    public static let pageControlHeight: Double = 26
    public static let pageIndicatorPitch: Double = 16
    public static let pageControlPadding: Double = 68.5
    /// `UISearchBar`: the bar in every style (in the `classic` design; taller in iOS 26's `glass`), and the
    /// scope bar a search bar with scopes adds under it.
    public static let searchBarHeight: Double = 56
    public static let glassSearchBarHeight: Double = 64
    public static let scopeBarHeight: Double = 44
    /// `UIDatePicker` and `UIPickerView` wheels.
    public static let wheelsSize = Size(width: 320, height: 216)
    /// `UIDatePicker` `inline`: the month calendar, and with `dateAndTime` the time row under it.
    public static let inlineCalendarSize = Size(width: 336, height: 309)
    public static let inlineTimeRowHeight: Double = 44
    /// `UIDatePicker` `compact`: each button's height, the padding its text gets on each side, the text's
    /// font size, and the gap between a date's and a time's buttons.
    public static let compactButtonHeight: Double = 103.0 / 3
    public static let compactButtonPadding: Double = 11
    public static let compactTextSize: Double = 17
    public static let compactButtonGap: Double = 6

    /// A page control of `pages` pages: the indicators' width and the fixed height; no width without pages.
    public static func pageControlSize(pages: Int) -> Size {
        let width = pages > 0 ? Double(pages) * pageIndicatorPitch + pageControlPadding : 0
        return Size(width: width, height: pageControlHeight)
    }

    /// A search bar: no intrinsic width; the bar's height in its design, plus the scope bar's when it has
    /// scopes.
    public static func searchBarSize(_ control: ControlConfiguration) -> Size {
        let scopes = control.selection.scopes.isEmpty ? 0 : scopeBarHeight
        return Size(width: noIntrinsicMetric, height: searchBarHeight(control.design) + scopes)
    }

    /// The bar's own height, without a scope bar.
    public static func searchBarHeight(_ design: ControlConfiguration.ControlDesign) -> Double {
        design == .glass ? glassSearchBarHeight : searchBarHeight
    }

    /// A date picker shown as wheels or inline (a compact one's size is its text's: `ContentMeasurer`);
    /// nil for `compact`. An inline time is a compact button: UIKit shows no calendar for a time alone.
    public static func datePickerSize(_ selection: SelectionControls) -> Size? {
        switch selection.shownDatePickerStyle {
        case .wheels: return wheelsSize
        case .inline where selection.datePickerMode == .date: return inlineCalendarSize
        case .inline where selection.datePickerMode == .dateAndTime:
            return Size(width: inlineCalendarSize.width, height: inlineCalendarSize.height + inlineTimeRowHeight)
        case .inline, .compact: return nil
        }
    }
}
