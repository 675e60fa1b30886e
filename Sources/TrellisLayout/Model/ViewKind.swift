/// The UIKit view classes a spec can create.
public enum ViewKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// `UIView`: no intrinsic size.
    case view
    /// `UILabel`: intrinsic size from its text.
    case label
    /// `UIButton` (classic): title size plus `contentEdgeInsets`.
    case button
    /// `UIImageView`: the image's size in points.
    case image
    /// `UITextView`: no intrinsic size while scrolling is enabled (the default).
    case textView
    /// `UISwitch`: a fixed 51 × 31.
    case `switch`
    /// `UISlider`: an intrinsic height only.
    case slider
    /// `UIStackView`: no intrinsic size; its subviews are its arranged subviews, laid out by the generated
    /// `UISV-*` constraints (`ViewNode.stack` configures it). Layout margins default to 0.
    case stackView
    /// `UIScrollView`: its subviews' constraints to its edges refer to its content area, whose size is
    /// `contentSize` (`SolvedView.contentSize`).
    case scrollView
    /// `UILayoutGuide`: a rectangle with a frame in the solver that draws nothing (a spacer without a
    /// view); no subviews, content or margins. Drawn dashed under `--overlay frames`.
    case layoutGuide
    /// `UITableView`: a scroll view whose rows come from cell templates (`ViewNode.table`), laid out by the
    /// table algorithm (`TableLayout`) after the view's own frame is solved. No intrinsic size.
    case tableView
    /// `UICollectionView` with a flow layout (`ViewNode.collection`). No intrinsic size.
    case collectionView
    /// `UITextField`: intrinsic size from its text (or placeholder) plus its border style's insets.
    case textField
    /// `UIActivityIndicatorView`: 20 × 20 (`medium`) or 37 × 37 (`large`), hugging 750.
    case activityIndicator
    /// `UISegmentedControl`: 32 tall; as wide as its segments (`ControlConfiguration.segments`).
    case segmentedControl
    /// `UIStepper`: a fixed 94 × 32, hugging 750.
    case stepper
    /// `UIProgressView`: an intrinsic height of 2 only; vertical hugging 750.
    case progressView
    /// `UINavigationBar`: an intrinsic height of 44, or 96 with a large title; no intrinsic width.
    case navigationBar
    /// `UIToolbar`: an intrinsic height of 44; no intrinsic width.
    case toolbar
    /// `UITabBar`: an intrinsic height of 49; no intrinsic width.
    case tabBar
    /// `UIVisualEffectView`: a blur behind its subviews; no intrinsic size.
    case visualEffectView
    /// `UIPageControl`: 26 tall; as wide as its pages' indicators (`SelectionControls.pages`).
    case pageControl
    /// `UISearchBar`: 56 tall, taller with a scope bar; no intrinsic width.
    case searchBar
    /// `UIDatePicker`: its size follows its style and mode (`SelectionControls.datePickerStyle`).
    case datePicker
    /// `UIPickerView`: 320 × 216.
    case pickerView
}

extension ViewKind {
    /// The size a view of this class keeps whatever frame it is given: UISwitch "enforces its own size"
    /// (51 × 31; `init(frame:)` and `frame` keep only the origin — UIKit's UISwitch documentation, reference
    /// §4.4), in the classic design; `ViewNode.enforcedFrameSize` gives a view's in its own design (63 × 28 in
    /// iOS 26's). Nil for classes that take the frame they are given.
    public var enforcedSize: Size? {
        switch self {
        case .switch: return Size(width: 51, height: 31)
        default: return nil
        }
    }
}
