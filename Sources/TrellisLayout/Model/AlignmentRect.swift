/// Alignment rects (`UIView.alignmentRectInsets`): Auto Layout places a view's alignment rect, not its
/// frame. Every constraint, intrinsic content size, stack arrangement and baseline of a view is about its
/// alignment rect; its frame is the alignment rect outset by the insets (`frame(forAlignmentRect:)`).
///
/// The insets are UIKit's `UIEdgeInsets`: physical left and right, the same in a right-to-left layout.
/// A view's insets are one value (`ViewNode.alignmentRectInsets`, from the spec's `alignmentRectInsets:`
/// or a reader that knows the view's content, such as an image's), else its class's (`kindInsets`).
/// The figures and their sources are in docs/semantics.md ("Alignment rects").
public enum AlignmentRect {
    /// UISwitch: the frame reaches 2 pt past the alignment rect on the right, in both designs.
    public static let switchInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    /// UISlider (classic design): 2 pt past each side, 1 pt below; the glass design's frame is its
    /// alignment rect.
    public static let sliderInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// The `alignmentRectInsets` a view of `kind` (in `design`, for a switch or slider) has when nothing
    /// else sets them; zero for every other class.
    public static func kindInsets(_ kind: ViewKind, design: ControlConfiguration.ControlDesign = .classic)
        -> EdgeInsets
    {
        switch kind {
        case .switch: return switchInsets
        case .slider: return design == .classic ? sliderInsets : .zero
        default: return .zero
        }
    }

    /// `alignmentRect(forFrame:)`: the frame inset by `insets`.
    public static func alignmentRect(forFrame frame: Rect, insets: EdgeInsets) -> Rect {
        Rect(
            x: frame.minX + insets.left, y: frame.minY + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// `frame(forAlignmentRect:)`: the alignment rect outset by `insets`.
    public static func frame(forAlignmentRect rect: Rect, insets: EdgeInsets) -> Rect {
        Rect(
            x: rect.minX - insets.left, y: rect.minY - insets.top,
            width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }

    /// A frame size less the insets on each axis that has a size (`noIntrinsicMetric` stays).
    static func alignmentSize(ofFrameSize size: Size, insets: EdgeInsets) -> Size {
        Size(
            width: size.width == noIntrinsicMetric ? size.width : size.width - insets.left - insets.right,
            height: size.height == noIntrinsicMetric ? size.height : size.height - insets.top - insets.bottom)
    }
}

extension EdgeInsets {
    /// All four edges zero.
    public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

extension ViewNode {
    /// The view's `alignmentRectInsets` as the layout uses them: its own (`alignmentRectInsets`), else its
    /// class's (`AlignmentRect.kindInsets`).
    public var effectiveAlignmentRectInsets: EdgeInsets {
        if let own = alignmentRectInsets { return own }
        return kind == .switch || kind == .slider ? AlignmentRect.kindInsets(kind, design: control.design) : .zero
    }

    /// The view's insets when its alignment rect is `height` tall: an SF Symbol image view's scale with its
    /// height (`SymbolMetrics.alignmentInsets`, as UIImageView scales its image's insets to its size);
    /// every other view's are `effectiveAlignmentRectInsets`.
    public func alignmentRectInsets(alignmentHeight height: Double) -> EdgeInsets {
        guard scalesAlignmentInsets else { return effectiveAlignmentRectInsets }
        return SymbolMetrics.alignmentInsets(height: height)
    }

    /// The view's insets when its frame is `height` tall (see `alignmentRectInsets(alignmentHeight:)`).
    public func alignmentRectInsets(frameHeight height: Double) -> EdgeInsets {
        guard scalesAlignmentInsets else { return effectiveAlignmentRectInsets }
        return SymbolMetrics.alignmentInsets(height: height / (1 + 2 * SymbolMetrics.verticalInsetShare))
    }

    /// An image view showing an SF Symbol, with no insets of its own.
    private var scalesAlignmentInsets: Bool {
        alignmentRectInsets == nil && kind == .image && symbolImage != nil
    }

    /// The frame size a view of a class that "enforces its own size" keeps whatever frame it is given
    /// (UISwitch, in the design it is drawn in: `ControlConfiguration.design`); nil for every other view.
    public var enforcedFrameSize: Size? {
        guard kind == .switch else { return nil }
        return control.design.switchFrameSize
    }
}

extension ControlConfiguration.ControlDesign {
    /// A switch's frame in this design: 51 × 31 (iOS 7 to 18), 63 × 28 (iOS 26).
    public var switchFrameSize: Size {
        switch self {
        case .classic: return Size(width: 51, height: 31)
        case .glass: return Size(width: 63, height: 28)
        }
    }
}
