/// The surface the root views are laid out in: a window of `width × height` points at `scale` pixels per point.
public struct Canvas: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    /// Device pixels per point (1, 2 or 3): intrinsic sizes are ceiled to this grid.
    public var scale: Double
    /// The device the canvas was taken from, when the spec named one.
    public var device: String?
    /// The device's safe-area insets (zero for a plain canvas).
    public var safeArea: EdgeInsets
    /// The traits the layout is made in: size classes, layout direction, Dynamic Type category. A device
    /// canvas takes its size classes from the device and orientation; a plain one from its size
    /// (`TraitCollection.sizeClasses(forPlainCanvasWidth:height:)`). Either may be overridden.
    public var traits: TraitCollection
    /// The device's orientation (portrait for a plain canvas).
    public var orientation: DeviceOrientation
    /// The iPad Split View pane the canvas is (`full` otherwise).
    public var splitView: SplitViewFraction
    /// The size the canvas had when the frames of its direct subviews were set (autoresizing masks stretch
    /// them from this size to the canvas's); nil means the canvas's own size.
    public var designSize: Size?
    /// `width: fit` / `height: fit`: the canvas takes the size its content needs on that axis, as
    /// `systemLayoutSizeFitting` measures it (`LayoutEngine.fittedCanvas`); `width`/`height` are then the
    /// starting size, replaced by the fitted one.
    public var fitsWidth: Bool = false
    public var fitsHeight: Bool = false

    public init(width: Double, height: Double, scale: Double = 2, device: String? = nil, safeArea: EdgeInsets = .zero) {
        self.width = width
        self.height = height
        self.scale = scale
        self.device = device
        self.safeArea = safeArea
        let (h, v) = TraitCollection.sizeClasses(forPlainCanvasWidth: width, height: height)
        self.traits = TraitCollection(horizontalSizeClass: h, verticalSizeClass: v)
        self.orientation = .portrait
        self.splitView = .full
        self.designSize = nil
    }
}

/// A `systemLayoutSizeFitting` target.
public enum FittingTarget: Sendable, Hashable, Codable {
    /// `UILayoutFittingCompressedSize`, (0, 0).
    case compressed
    /// `UILayoutFittingExpandedSize`, (10000, 10000).
    case expanded
    case size(Size)

    public var size: Size {
        switch self {
        case .compressed: return Size(width: 0, height: 0)
        case .expanded: return Size(width: 10000, height: 10000)
        case .size(let s): return s
        }
    }
}

/// A request, written in the spec, to compute `systemLayoutSizeFitting` for one view.
public struct FittingRequest: Sendable, Hashable {
    public var view: String
    public var target: FittingTarget
    public var horizontalPriority: Double
    public var verticalPriority: Double
    public var location: SourceLocation?

    public init(
        view: String, target: FittingTarget, horizontalPriority: Double = LayoutPriority.fittingSizeLevel,
        verticalPriority: Double = LayoutPriority.fittingSizeLevel, location: SourceLocation? = nil
    ) {
        self.view = view
        self.target = target
        self.horizontalPriority = horizontalPriority
        self.verticalPriority = verticalPriority
        self.location = location
    }
}

/// A whole spec, read: the canvas, the view tree in z-order, the top-level constraints, and fitting requests.
public struct LayoutDocument: Sendable, Hashable {
    public var canvas: Canvas
    /// The canvas's direct subviews, in z-order.
    public var views: [ViewNode]
    /// Constraints written at the top level: every item is named.
    public var constraints: [ConstraintNode]
    public var fittings: [FittingRequest]
    /// The spec's path as given (for messages), or nil when built in code.
    public var file: String?
    /// Title, annotations and strictness: what the spec says about its picture.
    public var presentation: Presentation = .none
    /// The view-controller containers the screen sits in; their bars are added when the environment is
    /// resolved (`applyingContainers`).
    public var containers: ViewControllerContainers?
    /// The most terms the constraint solver may hold while laying the document out
    /// (`ResourceLimits.solverTerms`, as the spec was read with it); a layout that needs more fails with an
    /// error naming the limit.
    public var solverTermLimit = ResourceLimits.standard.solverTerms
    /// Custom font files (absolute paths) whose faces a view's font may name (`Font.name`, `Font.family`):
    /// the spec's `fonts:` and the command line's `--fonts DIR`. The layout engine measures with the
    /// bundled fonts and these (`TextEngine.addingFonts`).
    public var fontFiles: [String] = []

    public init(
        canvas: Canvas, views: [ViewNode] = [], constraints: [ConstraintNode] = [],
        fittings: [FittingRequest] = [], file: String? = nil
    ) {
        self.canvas = canvas
        self.views = views
        self.constraints = constraints
        self.fittings = fittings
        self.file = file
    }
}
