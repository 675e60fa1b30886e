import TrellisLayout

/// How a view tree is drawn.
public enum RenderStyle: String, Sendable, Hashable, CaseIterable {
    /// Labelled boxes: every view filled (its background, or a soft colour by depth), outlined with a hairline
    /// and tagged with its name and size, with its real content drawn on top. The default.
    case boxes
    /// What the screen shows: backgrounds where the spec sets them and the real content; no tints, outlines or tags.
    case content
    /// Outlines and tags only, no fills; content drawn in a single ink colour.
    case wireframe
}

/// Extra information drawn over the views.
public enum RenderOverlay: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Every frame outlined (dashed), zero-size views marked, and tags that also give the origin.
    case frames
    /// Spec constraints as dimension lines between their anchors, labelled with their constants;
    /// broken ones red, views with ambiguous layout orange.
    case constraints
    /// Each view's layout margins and the canvas's safe area.
    case margins
    /// First and last text baselines of labels, buttons and text views.
    case baselines
    /// Each view's content-hugging and compression-resistance priorities (`H 251 · C 750`), on the axes
    /// where it has an intrinsic size (the only axes they act on).
    case priorities
    /// The alignment rect of every visible view whose alignment rect isn't its frame (a switch, a slider, a
    /// view with `alignmentRectInsets:`): what the constraints placed, inside or around the drawn frame.
    case alignment

    public static func < (a: RenderOverlay, b: RenderOverlay) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// How much of the picture the page shows.
public enum RenderCrop: String, Sendable, Hashable, CaseIterable {
    /// The canvas (grown to show off-canvas views under the frames overlay or when one is flagged).
    case canvas
    /// The union of the views drawn, plus the padding.
    case content
}

/// Light or dark palette.
public enum RenderTheme: String, Sendable, Hashable, CaseIterable {
    case light, dark

    /// The page colour the command line uses when `--background` isn't given.
    public var canvasBackground: Color { palette.page }
}

/// Everything that decides how a solved layout becomes an image, besides the layout itself.
public struct RenderOptions: Sendable, Hashable {
    /// Device pixels per point: 1, 2 or 3; nil means the canvas's own scale.
    public var scale: Int?
    public var style: RenderStyle
    /// Overlays drawn above the views (empty: none).
    public var overlays: Set<RenderOverlay>
    public var theme: RenderTheme
    /// The page colour behind the canvas and padding; nil is transparent (PNG alpha, no SVG/PDF background).
    public var background: Color?
    /// Points of page around the canvas on every side.
    public var padding: Double
    /// Adds a key below the canvas explaining the colours and overlays in use.
    public var legend: Bool
    public var format: OutputFormat
    /// The pixel limit of the page (`canvasPixels`); the other limits apply to reading the spec.
    public var limits: ResourceLimits = .standard
    /// `--crop content` crops to the views; the default shows the canvas.
    public var crop: RenderCrop = .canvas

    /// Points of page around the canvas when none are asked for: the same for `trellis render`, `trellis
    /// snapshot` and library callers, so references made one way match renders made another.
    public static let defaultPadding: Double = 16

    /// The default background is the light theme's page colour; pass `theme.canvasBackground` for another
    /// theme, or nil for a transparent page. The default padding is `defaultPadding`, as on the command line.
    public init(
        scale: Int? = nil, style: RenderStyle = .boxes, overlays: Set<RenderOverlay> = [],
        theme: RenderTheme = .light, background: Color? = RenderTheme.light.canvasBackground,
        padding: Double = RenderOptions.defaultPadding, legend: Bool = false, format: OutputFormat = .png
    ) {
        self.scale = scale
        self.style = style
        self.overlays = overlays
        self.theme = theme
        self.background = background
        self.padding = padding
        self.legend = legend
        self.format = format
    }

    /// The overlays in a fixed drawing order.
    var orderedOverlays: [RenderOverlay] { overlays.sorted() }
}
