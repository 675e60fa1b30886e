/// UIKit's figures for the control and bar kinds (iOS 13 and later), with where each comes from; the
/// sources and confidence are listed in docs/semantics.md ("Controls and bars").
public enum ControlMetrics {
    /// `UIActivityIndicatorView` `medium` and `large`.
    public static let activityIndicatorMedium = Size(width: 20, height: 20)
    public static let activityIndicatorLarge = Size(width: 37, height: 37)
    /// `UIStepper`: Interface Builder stores every position-only stepper at 94 × 32 (Xcode 11 to 15).
    public static let stepperSize = Size(width: 94, height: 32)
    /// `UIProgressView` (`default` style): no intrinsic width.
    public static let progressViewHeight: Double = 2
    /// `UISegmentedControl` since iOS 13: its height, its titles' font size, and the padding each segment
    /// adds to its content's width (both sides together).
    public static let segmentedControlHeight: Double = 32
    public static let segmentTitleSize: Double = 13
    public static let segmentPadding: Double = 20
    /// `UINavigationBar`: standard, and with `prefersLargeTitles` (the 52-point large-title area under it).
    public static let navigationBarHeight: Double = 44
    public static let largeTitleNavigationBarHeight: Double = 96
    /// `UIToolbar` and `UITabBar` above the home indicator (the safe area's inset below them is extra).
    public static let toolbarHeight: Double = 44
    public static let tabBarHeight: Double = 49

    /// The kind's default content hugging: 750 on both axes for a switch, stepper and activity indicator,
    /// 750 vertically for a progress view (Interface Builder's and UIKit's defaults), 250 otherwise.
    public static func defaultHugging(for kind: ViewKind) -> AxisPriorities {
        switch kind {
        case .switch, .stepper, .activityIndicator: return AxisPriorities(horizontal: 750, vertical: 750)
        case .progressView: return AxisPriorities(horizontal: 250, vertical: 750)
        default: return .defaultHugging
        }
    }

    /// The fixed intrinsic size of a kind whose size depends on nothing but its style; nil for the others.
    /// An axis without an intrinsic size holds `noIntrinsicMetric`.
    public static func fixedIntrinsicSize(_ kind: ViewKind, _ control: ControlConfiguration) -> Size? {
        switch kind {
        case .activityIndicator:
            return control.activityIndicatorStyle == .large ? activityIndicatorLarge : activityIndicatorMedium
        case .stepper: return stepperSize
        case .progressView: return Size(width: noIntrinsicMetric, height: progressViewHeight)
        case .navigationBar:
            return Size(
                width: noIntrinsicMetric,
                height: control.prefersLargeTitles ? largeTitleNavigationBarHeight : navigationBarHeight)
        case .toolbar: return Size(width: noIntrinsicMetric, height: toolbarHeight)
        case .tabBar: return Size(width: noIntrinsicMetric, height: tabBarHeight)
        default: return nil
        }
    }
}
