import TrellisText

/// Autoresizing mask flexibility, per `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// Content-hugging or compression-resistance priorities, one per axis.
public struct AxisPriorities: Sendable, Hashable, Codable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
    /// UIKit's programmatic defaults.
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}

/// One view as a spec declares it, before layout.
public struct ViewNode: Sendable, Hashable {
    public var name: String
    public var kind: ViewKind
    /// Where the view's name is written in the spec.
    public var location: SourceLocation?

    public var background: Color?
    /// `textColor` of a label or text view, `titleColor` of a button; nil = the kind's default (labels and
    /// text views black, buttons the system tint), which the renderer chooses per theme.
    public var textColor: Color?
    public var isHidden: Bool
    /// `background` and `textColor` in dark appearance, where they differ (a semantic colour such as
    /// `secondarySystemBackground`, or `{light: …, dark: …}` in the spec); nil: the same as in light.
    public var darkBackground: Color?
    public var darkTextColor: Color?

    // Content.
    /// Label, button title or text view text.
    public var text: String?
    public var textStyle: TextStyle
    /// `UILabel.preferredMaxLayoutWidth`; 0 means automatic (two-pass layout).
    public var preferredMaxLayoutWidth: Double
    /// Added to the intrinsic size on both axes where it exists (seed 000's ZWLabel adds 20 × 20).
    public var intrinsicPadding: Size
    /// `UIButton.contentEdgeInsets`.
    public var contentEdgeInsets: EdgeInsets
    /// Path of the image view's PNG, as written in the spec (relative paths are resolved by the spec reader).
    public var imagePath: String?
    /// Where the spec writes `image:`, for errors about the file.
    public var imageLocation: SourceLocation?
    /// `UITextView.isScrollEnabled`; a text view that doesn't scroll sizes like a multi-line label.
    public var isScrollEnabled: Bool
    /// A fixed intrinsic size that overrides the kind's own (a custom view's `intrinsicContentSize`).
    public var intrinsicSizeOverride: Size?

    // Priorities.
    public var contentHugging: AxisPriorities
    public var compressionResistance: AxisPriorities

    // Frames.
    /// A view with a frame keeps it (`translatesAutoresizingMaskIntoConstraints`), adjusted by `autoresizing`.
    public var frame: Rect?
    public var autoresizing: AutoresizingMask
    public var layoutMargins: EdgeInsets

    /// `sizeToFit()` before layout: the view's size becomes `sizeThatFits(current size)`, as required constraints.
    public var sizeToFit: Bool
    /// `sizeThatFits(size)` applied as the view's width and height constraints (0 means unbounded on that axis),
    /// as in seed 000's text view that is sized in `viewWillLayoutSubviews`.
    public var sizeThatFits: Size?

    /// Constraints written under this view; an attribute with no item refers to this view.
    public var constraints: [ConstraintNode]
    /// In z-order: later subviews draw above earlier ones. For a stack view: its arranged subviews, in order.
    public var subviews: [ViewNode]

    /// For a stack view: axis, distribution, alignment, spacing (ignored for other kinds).
    public var stack: StackConfiguration

    /// For a table view: its cell templates, sections and rows (nil for other kinds).
    public var table: TableConfiguration?
    /// For a collection view: its flow layout, cell templates and items (nil for other kinds).
    public var collection: CollectionConfiguration?
    /// For a text field: `placeholder` (shown, and measured, when there is no text) and `borderStyle`.
    public var placeholder: String?
    public var borderStyle: TextFieldBorderStyle
    // Environment.
    /// `semanticContentAttribute`: whether the view's leading/trailing flip in a right-to-left layout.
    public var semanticContentAttribute: SemanticContentAttribute
    /// `directionalLayoutMargins`: when set, replaces `layoutMargins` with leading/trailing resolved by the
    /// view's effective layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// A Dynamic Type font: when set, `textStyle.font` is taken from it for the canvas's content size
    /// category.
    public var dynamicFont: DynamicFont?
    /// The size the superview had when `frame` was set (autoresizing stretches from it); nil means the
    /// superview's frame size, or for a direct subview of the canvas the canvas's `designSize`.
    public var designSize: Size?
    /// Trait variations of the view's keys, applied in order when their condition matches.
    public var variations: [ViewVariation]

    /// UIKit's default content hugging for a class: 750 on both axes for UISwitch, which keeps its 51 × 31
    /// in a stack or between edges (reference §2.2: UISwitch, UIStepper and UIActivityIndicatorView hug at
    /// 750); 250 for every other view.
    public static func defaultContentHugging(for kind: ViewKind) -> AxisPriorities {
        kind == .switch ? AxisPriorities(horizontal: 750, vertical: 750) : .defaultHugging
    }

    /// UILabel's `lineBreakStrategy` defaults to `.standard` (iOS 14+); NSParagraphStyle's (text views,
    /// button titles) to none.
    public static func defaultLineBreakStrategy(for kind: ViewKind) -> LineBreakStrategy {
        kind == .label ? .standard : []
    }

    public init(name: String, kind: ViewKind = .view, location: SourceLocation? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.background = nil
        self.textColor = nil
        self.isHidden = false
        self.text = nil
        self.textStyle = TextStyle(lineBreakStrategy: Self.defaultLineBreakStrategy(for: kind))
        self.preferredMaxLayoutWidth = 0
        self.intrinsicPadding = .zero
        self.contentEdgeInsets = .zero
        self.imagePath = nil
        self.isScrollEnabled = true
        self.intrinsicSizeOverride = nil
        self.contentHugging = Self.defaultContentHugging(for: kind)
        self.compressionResistance = .defaultCompressionResistance
        self.frame = nil
        self.autoresizing = []
        // `UIStackView(frame:)` sets its layout margins to 0 (reference §5.2); every other view has 8.
        self.layoutMargins = kind == .stackView ? .zero : .defaultLayoutMargins
        self.sizeToFit = false
        self.sizeThatFits = nil
        self.constraints = []
        self.subviews = []
        self.stack = StackConfiguration()
        self.table = nil
        self.collection = nil
        self.placeholder = nil
        self.borderStyle = .none
        self.semanticContentAttribute = .unspecified
        self.directionalLayoutMargins = nil
        self.dynamicFont = nil
        self.designSize = nil
        self.variations = []
    }
}
