/// One environment to lay a spec out in: a device and orientation, a layout direction, a content size
/// category, size classes. Every field is optional; nil keeps the spec's own. This is what
/// `trellis render --matrix` varies, and what a snapshot's `--device` names.
public struct LayoutConfiguration: Sendable, Hashable {
    public var device: Device?
    public var orientation: DeviceOrientation?
    public var splitView: SplitViewFraction?
    public var layoutDirection: LayoutDirection?
    public var contentSizeCategory: ContentSizeCategory?
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?

    public init(
        device: Device? = nil, orientation: DeviceOrientation? = nil, splitView: SplitViewFraction? = nil,
        layoutDirection: LayoutDirection? = nil, contentSizeCategory: ContentSizeCategory? = nil,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.splitView = splitView
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// What the configuration sets, in a fixed order: `iPhone 15 · landscapeLeft · rtl · AX-XXXL`.
    public var caption: String {
        var parts: [String] = []
        if let device { parts.append(device.name) }
        if let orientation { parts.append(orientation.rawValue) }
        if let splitView, splitView != .full { parts.append("split \(splitView.rawValue)") }
        if let layoutDirection { parts.append(layoutDirection == .leftToRight ? "ltr" : "rtl") }
        if let contentSizeCategory { parts.append(contentSizeCategory.shortName) }
        if let horizontalSizeClass { parts.append("w\(horizontalSizeClass == .compact ? "C" : "R")") }
        if let verticalSizeClass { parts.append("h\(verticalSizeClass == .compact ? "C" : "R")") }
        return parts.isEmpty ? "as written" : parts.joined(separator: " · ")
    }

    /// `document` in this configuration. A new device or orientation replaces the canvas (size, safe area,
    /// size classes) and keeps the spec's direction and category unless the configuration sets them; the
    /// spec's canvas size becomes the canvas's `designSize` (unless it has one), so frames with flexible
    /// autoresizing masks stretch from the size they were written for. Throws `DeviceConfigurationError`
    /// for an orientation or split the device doesn't have, and `LayoutConfigurationError` for an
    /// orientation of a canvas that names no device.
    public func apply(to document: LayoutDocument) throws -> LayoutDocument {
        var out = document
        let base = document.canvas
        if device != nil || orientation != nil || splitView != nil {
            guard let device = device ?? base.device.flatMap(Device.named) else {
                throw LayoutConfigurationError.noDevice(caption: caption)
            }
            var canvas = try device.canvas(
                orientation: orientation ?? (self.device == nil ? base.orientation : .portrait),
                split: splitView ?? (self.device == nil ? base.splitView : .full))
            canvas.traits.layoutDirection = base.traits.layoutDirection
            canvas.traits.contentSizeCategory = base.traits.contentSizeCategory
            canvas.designSize = base.designSize ?? Size(width: base.width, height: base.height)
            out.canvas = canvas
        }
        if let layoutDirection { out.canvas.traits.layoutDirection = layoutDirection }
        if let contentSizeCategory { out.canvas.traits.contentSizeCategory = contentSizeCategory }
        if let horizontalSizeClass { out.canvas.traits.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { out.canvas.traits.verticalSizeClass = verticalSizeClass }
        return out
    }
}

public enum LayoutConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    case noDevice(caption: String)

    public var description: String {
        switch self {
        case .noDevice(let caption):
            return
                "\(caption): an orientation or split view needs a device, and the spec's canvas names none (add device=…)"
        }
    }
}

extension LayoutEngine {
    /// Lays `document` out in `configuration`. Frames in superviews laid out by constraints keep the design
    /// size their superview had in the spec's own configuration (its first-solved size), so autoresizing
    /// stretches them by the change the configuration makes.
    public func solve(_ document: LayoutDocument, in configuration: LayoutConfiguration) throws -> SolvedLayout {
        let firstSolved = try firstSolvedFrames(document.resolvingEnvironment())
        return try solve(try configuration.apply(to: document).settingFirstSolved(firstSolved))
    }
}
