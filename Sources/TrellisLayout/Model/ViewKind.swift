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
}
