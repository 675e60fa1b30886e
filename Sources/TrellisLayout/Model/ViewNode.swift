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
///
/// A declaration is large (about 350 bytes of fields) and a layout hands it from the document to the view
/// table to each solved view, so the fields live in one shared copy-on-write storage: a copy of a
/// `ViewNode` costs two references (the fields and the subviews, kept beside them), and the fields are
/// copied only when a copy that shares them changes one.
public struct ViewNode: Sendable, Hashable {
    private var storage: Storage

    public var name: String {
        get { storage.fields.name }
        set { makeUnique(); storage.fields.name = newValue }
    }
    public var kind: ViewKind {
        get { storage.fields.kind }
        set { makeUnique(); storage.fields.kind = newValue }
    }
    /// Where the view's name is written in the spec.
    public var location: SourceLocation? {
        get { storage.fields.location }
        set { makeUnique(); storage.fields.location = newValue }
    }

    public var background: Color? {
        get { storage.fields.background }
        set { makeUnique(); storage.fields.background = newValue }
    }
    /// `textColor` of a label or text view, `titleColor` of a button; nil = the kind's default (labels and
    /// text views black, buttons the system tint), which the renderer chooses per theme.
    public var textColor: Color? {
        get { storage.fields.textColor }
        set { makeUnique(); storage.fields.textColor = newValue }
    }
    public var isHidden: Bool {
        get { storage.fields.isHidden }
        set { makeUnique(); storage.fields.isHidden = newValue }
    }
    /// `background` and `textColor` in dark appearance, where they differ (a semantic colour such as
    /// `secondarySystemBackground`, or `{light: …, dark: …}` in the spec); nil: the same as in light.
    public var darkBackground: Color? {
        get { occasionalField { $0.darkBackground } }
        set { if newValue != occasionalField({ $0.darkBackground }) { occasional.darkBackground = newValue } }
    }
    public var darkTextColor: Color? {
        get { occasionalField { $0.darkTextColor } }
        set { if newValue != occasionalField({ $0.darkTextColor }) { occasional.darkTextColor = newValue } }
    }

    // Content.
    /// Label, button title or text view text.
    public var text: String? {
        get { storage.fields.text }
        set { makeUnique(); storage.fields.text = newValue }
    }
    public var textStyle: TextStyle {
        get { storage.fields.textStyle }
        set { makeUnique(); storage.fields.textStyle = newValue }
    }
    /// `UILabel.preferredMaxLayoutWidth`; 0 means automatic (two-pass layout).
    public var preferredMaxLayoutWidth: Double {
        get { storage.fields.preferredMaxLayoutWidth }
        set { makeUnique(); storage.fields.preferredMaxLayoutWidth = newValue }
    }
    /// Added to the intrinsic size on both axes where it exists (seed 000's ZWLabel adds 20 × 20).
    public var intrinsicPadding: Size {
        get { occasionalField { $0.intrinsicPadding } }
        set { if newValue != occasionalField({ $0.intrinsicPadding }) { occasional.intrinsicPadding = newValue } }
    }
    /// `UIButton.contentEdgeInsets`.
    public var contentEdgeInsets: EdgeInsets {
        get { occasionalField { $0.contentEdgeInsets } }
        set { if newValue != occasionalField({ $0.contentEdgeInsets }) { occasional.contentEdgeInsets = newValue } }
    }
    /// Path of the image view's PNG, as written in the spec (relative paths are resolved by the spec reader).
    public var imagePath: String? {
        get { occasionalField { $0.imagePath } }
        set { if newValue != occasionalField({ $0.imagePath }) { occasional.imagePath = newValue } }
    }
    /// Where the spec writes `image:`, for errors about the file.
    public var imageLocation: SourceLocation? {
        get { occasionalField { $0.imageLocation } }
        set { if newValue != occasionalField({ $0.imageLocation }) { occasional.imageLocation = newValue } }
    }
    /// `UITextView.isScrollEnabled`; a text view that doesn't scroll sizes like a multi-line label.
    public var isScrollEnabled: Bool {
        get { occasionalField { $0.isScrollEnabled } }
        set { if newValue != occasionalField({ $0.isScrollEnabled }) { occasional.isScrollEnabled = newValue } }
    }
    /// A fixed intrinsic size that overrides the kind's own (a custom view's `intrinsicContentSize`).
    public var intrinsicSizeOverride: Size? {
        get { occasionalField { $0.intrinsicSizeOverride } }
        set {
            if newValue != occasionalField({ $0.intrinsicSizeOverride }) { occasional.intrinsicSizeOverride = newValue }
        }
    }

    /// `alignmentRectInsets` set for this view (the spec's `alignmentRectInsets:`, or a reader's that knows
    /// its content); nil: its class's (`effectiveAlignmentRectInsets`, `AlignmentRect`).
    public var alignmentRectInsets: EdgeInsets? {
        get { occasionalField { $0.alignmentRectInsets } }
        set {
            if newValue != occasionalField({ $0.alignmentRectInsets }) { occasional.alignmentRectInsets = newValue }
        }
    }

    // Priorities.
    public var contentHugging: AxisPriorities {
        get { storage.fields.contentHugging }
        set { makeUnique(); storage.fields.contentHugging = newValue }
    }
    public var compressionResistance: AxisPriorities {
        get { storage.fields.compressionResistance }
        set { makeUnique(); storage.fields.compressionResistance = newValue }
    }

    // Frames.
    /// A view with a frame keeps it (`translatesAutoresizingMaskIntoConstraints`), adjusted by `autoresizing`.
    public var frame: Rect? {
        get { occasionalField { $0.frame } }
        set { if newValue != occasionalField({ $0.frame }) { occasional.frame = newValue } }
    }
    /// A control's or bar's own configuration (`ControlConfiguration`); `.standard` when none is set.
    public var control: ControlConfiguration {
        get { occasionalField { $0.control } ?? .standard }
        set { if newValue != control { occasional.control = newValue } }
    }

    /// A `UIButton.Configuration` button's configuration; nil for a classic button.
    public var buttonConfiguration: ButtonConfiguration? {
        get { occasionalField { $0.buttonConfiguration } }
        set { if newValue != occasionalField({ $0.buttonConfiguration }) { occasional.buttonConfiguration = newValue } }
    }
    /// An image view's or button's SF Symbol image (`image: {symbol: …}`), drawn as a placeholder box.
    public var symbolImage: SymbolImage? {
        get { occasionalField { $0.symbolImage } }
        set { if newValue != occasionalField({ $0.symbolImage }) { occasional.symbolImage = newValue } }
    }

    public var autoresizing: AutoresizingMask {
        get { occasionalField { $0.autoresizing } }
        set { if newValue != occasionalField({ $0.autoresizing }) { occasional.autoresizing = newValue } }
    }
    public var layoutMargins: EdgeInsets {
        get { storage.fields.layoutMargins }
        set { makeUnique(); storage.fields.layoutMargins = newValue }
    }

    /// `sizeToFit()` before layout: the view's size becomes `sizeThatFits(current size)`, as required constraints.
    public var sizeToFit: Bool {
        get { occasionalField { $0.sizeToFit } }
        set { if newValue != occasionalField({ $0.sizeToFit }) { occasional.sizeToFit = newValue } }
    }
    /// `sizeThatFits(size)` applied as the view's width and height constraints (0 means unbounded on that axis),
    /// as in seed 000's text view that is sized in `viewWillLayoutSubviews`.
    public var sizeThatFits: Size? {
        get { occasionalField { $0.sizeThatFits } }
        set { if newValue != occasionalField({ $0.sizeThatFits }) { occasional.sizeThatFits = newValue } }
    }

    /// Constraints written under this view; an attribute with no item refers to this view.
    public var constraints: [ConstraintNode] {
        get { storage.fields.constraints }
        set { makeUnique(); storage.fields.constraints = newValue }
    }
    /// In z-order: later subviews draw above earlier ones. For a stack view: its arranged subviews, in order.
    ///
    /// Kept beside the shared fields, not in them: the view table takes each container's declaration
    /// without its subviews, and with them inside, every container's fields would be copied for it.
    public var subviews: [ViewNode] = []

    /// For a stack view: axis, distribution, alignment, spacing (ignored for other kinds).
    public var stack: StackConfiguration {
        get { storage.fields.stack }
        set { makeUnique(); storage.fields.stack = newValue }
    }

    /// For a table view: its cell templates, sections and rows (nil for other kinds).
    public var table: TableConfiguration? {
        get { storage.fields.table.first }
        set { makeUnique(); storage.fields.table = newValue.map { [$0] } ?? [] }
    }
    /// For a collection view: its flow layout, cell templates and items (nil for other kinds).
    public var collection: CollectionConfiguration? {
        get { storage.fields.collection.first }
        set { makeUnique(); storage.fields.collection = newValue.map { [$0] } ?? [] }
    }
    /// A label's attributed text: its runs, each with its own font, colour, kern and baseline offset (empty:
    /// plain text). `text` is then the runs' characters joined.
    public var attributedText: [AttributedRun] {
        get { occasionalField { $0.attributedText } }
        set { if newValue != attributedText { occasional.attributedText = newValue } }
    }
    /// For a text field: `placeholder` (shown, and measured, when there is no text) and `borderStyle`.
    public var placeholder: String? {
        get { occasionalField { $0.placeholder } }
        set { if newValue != occasionalField({ $0.placeholder }) { occasional.placeholder = newValue } }
    }
    public var borderStyle: TextFieldBorderStyle {
        get { occasionalField { $0.borderStyle } }
        set { if newValue != occasionalField({ $0.borderStyle }) { occasional.borderStyle = newValue } }
    }
    // Environment.
    /// `semanticContentAttribute`: whether the view's leading/trailing flip in a right-to-left layout.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { storage.fields.semanticContentAttribute }
        set { makeUnique(); storage.fields.semanticContentAttribute = newValue }
    }
    /// `directionalLayoutMargins`: when set, replaces `layoutMargins` with leading/trailing resolved by the
    /// view's effective layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets? {
        get { occasionalField { $0.directionalLayoutMargins } }
        set {
            if newValue != occasionalField({ $0.directionalLayoutMargins }) {
                occasional.directionalLayoutMargins = newValue
            }
        }
    }
    /// A Dynamic Type font: when set, `textStyle.font` is taken from it for the canvas's content size
    /// category.
    public var dynamicFont: DynamicFont? {
        get { occasionalField { $0.dynamicFont } }
        set { if newValue != occasionalField({ $0.dynamicFont }) { occasional.dynamicFont = newValue } }
    }
    /// The size the superview had when `frame` was set (autoresizing stretches from it); nil means the
    /// superview's frame size, or for a direct subview of the canvas the canvas's `designSize`.
    public var designSize: Size? {
        get { occasionalField { $0.designSize } }
        set { if newValue != occasionalField({ $0.designSize }) { occasional.designSize = newValue } }
    }
    /// Rule ids `trellis check` doesn't apply to this view (`check: {disable: [overlapping-text]}` in the
    /// spec: an intentional overlay, a decorative label); the layout ignores them.
    public var checkExemptions: [String] {
        get { occasionalField { $0.checkExemptions } }
        set { if newValue != occasionalField({ $0.checkExemptions }) { occasional.checkExemptions = newValue } }
    }
    /// Where the spec writes `check:`, for errors about the rule ids it names.
    public var checkExemptionsLocation: SourceLocation? {
        get { occasionalField { $0.checkExemptionsLocation } }
        set {
            if newValue != occasionalField({ $0.checkExemptionsLocation }) {
                occasional.checkExemptionsLocation = newValue
            }
        }
    }
    /// Trait variations of the view's keys, applied in order when their condition matches.
    public var variations: [ViewVariation] {
        get { storage.fields.variations }
        set { makeUnique(); storage.fields.variations = newValue }
    }

    /// UIKit's default content hugging for a class: 750 on both axes for UISwitch, which keeps its 51 × 31
    /// in a stack or between edges (reference §2.2: UISwitch, UIStepper and UIActivityIndicatorView hug at
    /// 750); 250 for every other view.
    public static func defaultContentHugging(for kind: ViewKind) -> AxisPriorities {
        ControlMetrics.defaultHugging(for: kind)
    }

    /// UILabel's `lineBreakStrategy` defaults to `.standard` (iOS 14+); NSParagraphStyle's (text views,
    /// button titles) to none.
    public static func defaultLineBreakStrategy(for kind: ViewKind) -> LineBreakStrategy {
        kind == .label ? .standard : []
    }

    public init(name: String, kind: ViewKind = .view, location: SourceLocation? = nil) {
        storage = Storage(Fields(name: name, kind: kind, location: location))
    }

    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        (a.storage === b.storage || a.storage.fields == b.storage.fields) && a.subviews == b.subviews
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
        hasher.combine(subviews)
    }

    /// Whether `self` and `other` have the fields of one declaration that neither has changed since (so
    /// they are equal without comparing them). Says nothing about their subviews.
    func sharesStorage(with other: ViewNode) -> Bool { storage === other.storage }

    /// The occasional fields (their defaults when none is set). Writing one that leaves them all at
    /// their defaults drops the stored copy, so equal declarations compare and hash equal; their public
    /// setters skip writes that change nothing (a spec reader sets most of them to nil on every view).
    private var occasional: OccasionalFields {
        get { storage.fields.occasional.first ?? OccasionalFields() }
        set {
            makeUnique()
            storage.fields.occasional = newValue == OccasionalFields() ? [] : [newValue]
        }
    }

    /// The occasional fields of a view that sets none of them.
    private static let noOccasionalFields = OccasionalFields()

    /// One occasional field (its default when none is set).
    private func occasionalField<T>(_ field: (OccasionalFields) -> T) -> T {
        storage.fields.occasional.isEmpty ? field(Self.noOccasionalFields) : field(storage.fields.occasional[0])
    }

    /// Fields that most views leave at their defaults (see `Fields.occasional`).
    private struct OccasionalFields: Sendable, Hashable {
        var darkBackground: Color? = nil
        var darkTextColor: Color? = nil
        var intrinsicPadding = Size.zero
        var contentEdgeInsets = EdgeInsets.zero
        var imagePath: String? = nil
        var imageLocation: SourceLocation? = nil
        var isScrollEnabled = true
        var intrinsicSizeOverride: Size? = nil
        var frame: Rect? = nil
        var autoresizing: AutoresizingMask = []
        var sizeToFit = false
        var sizeThatFits: Size? = nil
        var placeholder: String? = nil
        var borderStyle = TextFieldBorderStyle.none
        var directionalLayoutMargins: DirectionalEdgeInsets? = nil
        var dynamicFont: DynamicFont? = nil
        var designSize: Size? = nil
        var checkExemptions: [String] = []
        var checkExemptionsLocation: SourceLocation? = nil
        var control: ControlConfiguration? = nil
        var attributedText: [AttributedRun] = []
        var buttonConfiguration: ButtonConfiguration? = nil
        var symbolImage: SymbolImage? = nil
        var alignmentRectInsets: EdgeInsets? = nil
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    /// The fields, changed only through a `ViewNode` that holds the sole reference (`makeUnique`), so
    /// sharing them between threads is safe.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private struct Fields: Sendable, Hashable {
        var name: String
        var kind: ViewKind
        var location: SourceLocation?
        var background: Color?
        var textColor: Color?
        var isHidden: Bool
        var text: String?
        var textStyle: TextStyle
        var preferredMaxLayoutWidth: Double
        var contentHugging: AxisPriorities
        var compressionResistance: AxisPriorities
        var layoutMargins: EdgeInsets
        var constraints: [ConstraintNode]
        var stack: StackConfiguration
        // A table's or collection's configuration (216 and 120 bytes) as an array of at most one, so that
        // every other view — nearly all of a large layout — keeps 8 bytes for each, not the whole value.
        var table: [TableConfiguration]
        var collection: [CollectionConfiguration]
        var semanticContentAttribute: SemanticContentAttribute
        var variations: [ViewVariation]
        /// The fields most views leave at their defaults, as an array of at most one (empty while all are
        /// defaults): one reference for a view that sets none, instead of all of them.
        var occasional: [OccasionalFields]

        init(name: String, kind: ViewKind, location: SourceLocation?) {
            self.name = name
            self.kind = kind
            self.location = location
            self.background = nil
            self.textColor = nil
            self.isHidden = false
            self.text = nil
            self.textStyle = TextStyle(lineBreakStrategy: ViewNode.defaultLineBreakStrategy(for: kind))
            self.preferredMaxLayoutWidth = 0
            self.contentHugging = ViewNode.defaultContentHugging(for: kind)
            self.compressionResistance = .defaultCompressionResistance
            // `UIStackView(frame:)` sets its layout margins to 0 (reference §5.2); every other view has 8.
            self.layoutMargins = kind == .stackView ? .zero : .defaultLayoutMargins
            self.constraints = []
            self.stack = StackConfiguration()
            self.table = []
            self.collection = []
            self.semanticContentAttribute = .unspecified
            self.variations = []
            self.occasional = []
        }
    }
}
