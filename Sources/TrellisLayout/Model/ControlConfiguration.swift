/// What a control or bar kind (`ViewKind.activityIndicator` … `.tabBar`) needs beyond the common view
/// fields: the style that picks its size, a segmented control's segments, a navigation bar's large title.
/// Its figures are in `ControlMetrics`.
public struct ControlConfiguration: Sendable, Hashable {
    /// `UIActivityIndicatorView.Style`: `medium` (20 × 20) or `large` (37 × 37).
    public enum ActivityIndicatorStyle: String, Sendable, Hashable, CaseIterable, Codable {
        case medium, large
    }

    /// How a segmented control shares its width among its segments
    /// (`apportionsSegmentWidthsByContent`): every segment as wide as the widest (`equal`, UIKit's default),
    /// or each as wide as its own content (`proportional`).
    public enum SegmentWidths: String, Sendable, Hashable, CaseIterable, Codable {
        case equal, proportional
    }

    /// One segment of a segmented control: a title, or an image of a size in points.
    public struct Segment: Sendable, Hashable {
        public var title: String?
        public var imageSize: Size?
        public init(title: String? = nil, imageSize: Size? = nil) {
            self.title = title
            self.imageSize = imageSize
        }
    }

    /// The design a switch or slider is drawn in, which decides its size and alignment rect
    /// (`AlignmentRect`): `classic` (iOS 7 to 18) or `glass` (iOS 26's Liquid Glass).
    public enum ControlDesign: String, Sendable, Hashable, CaseIterable, Codable {
        case classic, glass
    }

    public var activityIndicatorStyle: ActivityIndicatorStyle = .medium
    public var design: ControlDesign = .classic
    public var segments: [Segment] = []
    public var segmentWidths: SegmentWidths = .equal
    /// The segment (`selectedSegmentIndex`) or tab bar item drawn selected; nil draws none selected.
    public var selectedItem: Int? = 0
    /// A button's image given as a placeholder of this size in points (`image: {width, height}`), where no
    /// file is named.
    public var imageSize: Size?
    /// A tab bar's items' titles (its tab bar controller's view controllers).
    public var tabItems: [String] = []
    /// A navigation bar with `prefersLargeTitles`: its large-title area under the standard bar.
    public var prefersLargeTitles = false
    /// A page control's, search bar's, date picker's and picker view's settings.
    public var selection = SelectionControls()

    public init() {}

    /// The configuration of a view that sets none.
    public static let standard = ControlConfiguration()
}
