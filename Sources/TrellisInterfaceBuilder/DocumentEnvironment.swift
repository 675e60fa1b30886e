import TrellisLayout

/// What a caller may override in the environment a document is laid out in (`--device`, `--orientation`,
/// `--direction`, `--type`, the size classes).
public struct InterfaceBuilderEnvironment: Sendable, Hashable {
    /// A Trellis device name (`Device.named`); nil: the document's own device.
    public var device: String?
    /// nil: the document's own orientation.
    public var orientation: DeviceOrientation?
    /// Table cells are sized as a self-sizing table sizes them: the content view at the table's width, its
    /// height fitted to its content (`systemLayoutSizeFitting`), the cell a separator taller. Off: a cell
    /// is laid out at the height Xcode stored, the height its stored frames were computed in.
    public var fitsCells: Bool
    /// Custom font files the user supplies (`--fonts DIR`): a `fontDescription` naming one of their faces
    /// by PostScript name is laid out with it; any other custom font is a warning and the system font.
    public var fontFiles: [String] = []
    /// The traits every case is laid out in, as a spec's canvas takes them from a configuration: layout
    /// direction, Dynamic Type category (text-style fonts scale, as UIKit resolves them when the nib
    /// loads), size classes (trait-conditioned constraints and variations follow). Nil fields keep the
    /// document's. Its device, orientation and split view are not read: the screen is `device` and
    /// `orientation` above, for which the document is read again.
    public var traits: LayoutConfiguration

    public init(
        device: String? = nil, orientation: DeviceOrientation? = nil, fitsCells: Bool = false,
        traits: LayoutConfiguration = LayoutConfiguration()
    ) {
        self.device = device
        self.orientation = orientation
        self.fitsCells = fitsCells
        self.traits = traits
    }

    /// `document` with `traits` on its canvas (`LayoutConfiguration.apply` without a screen change, which
    /// throws only for a device, orientation or split).
    func applyingTraits(to document: LayoutDocument) throws -> LayoutDocument {
        var traitsOnly = traits
        traitsOnly.device = nil
        traitsOnly.orientation = nil
        traitsOnly.splitView = nil
        return try traitsOnly.apply(to: document)
    }
}

/// The screen a document's frames were computed on: Xcode's `<device id>` names a screen size and scale;
/// Trellis's device table gives its safe area. The ids are Xcode's (one per screen size, not per model).
struct DocumentScreen: Sendable, Hashable {
    var size: Size
    var scale: Double
    /// The device of Trellis's table with this screen, for its safe area and size classes.
    var device: Device?
    var orientation: DeviceOrientation

    /// Xcode's device ids and the Trellis device with the same screen (size, scale and safe area).
    static let knownDevices: [String: (width: Double, height: Double, scale: Double, trellis: String?)] = [
        "retina3_5": (320, 480, 2, nil),
        "retina4_0": (320, 568, 2, "iPhone SE (1st generation)"),
        "retina4_7": (375, 667, 2, "iPhone 8"),
        "retina5_5": (414, 736, 3, "iPhone 8 Plus"),
        "retina5_9": (375, 812, 3, "iPhone X"),
        "retina5_4": (375, 812, 3, "iPhone 13 mini"),
        "retina6_1": (414, 896, 2, "iPhone 11"),
        "retina6_5": (414, 896, 3, "iPhone 11 Pro Max"),
        "retina6_0": (390, 844, 3, "iPhone 13"),
        "retina6_7": (428, 926, 3, "iPhone 14 Plus"),
        "retina6_12": (393, 852, 3, "iPhone 15"),
        "retina6_72": (430, 932, 3, "iPhone 15 Pro Max"),
        "retina6_3": (402, 874, 3, "iPhone 16 Pro"),
        "retina6_9": (440, 956, 3, "iPhone 16 Pro Max"),
        "ipad9_7": (768, 1024, 2, "iPad mini"),
        "ipad10_2": (810, 1080, 2, "iPad (10.2-inch)"),
        "ipad10_5": (834, 1112, 2, nil),
        "ipad11": (834, 1194, 2, "iPad Pro (11-inch)"),
        "ipad12_9": (1024, 1366, 2, "iPad Pro (12.9-inch)"),
        "ipad12_9rounded": (1024, 1366, 2, "iPad Pro (12.9-inch)"),
    ]

    /// The document's screen: its `<device>` (Xcode 8 and later), or, in older documents without one, a
    /// 320 × 568 iPhone at 2x (Xcode 6–7's default "retina4" simulated screen).
    static func of(deviceID: String?, orientation: String?) -> DocumentScreen {
        let known = deviceID.flatMap { knownDevices[$0] } ?? (320, 568, 2, "iPhone SE (1st generation)")
        let landscape = orientation == "landscape"
        let size =
            landscape ? Size(width: known.height, height: known.width) : Size(width: known.width, height: known.height)
        return DocumentScreen(
            size: size, scale: known.scale, device: known.trellis.flatMap(Device.named),
            orientation: landscape ? .landscapeLeft : .portrait)
    }

    /// The device id of the first `<simulatedScreenMetrics type="retina47">` in a document of Xcode 6–7
    /// (which has no `<device>`): `retina4` is `retina4_0`, `retina47` `retina4_7`, `retina55` `retina5_5`,
    /// `retina35` `retina3_5`; a `.fullscreen` suffix is dropped. Nil when there is none.
    static func simulatedDeviceID(_ document: XMLElement) -> String? {
        var pending = [document]
        while let element = pending.popLast() {
            if element.name == "simulatedScreenMetrics", var type = element["type"] {
                if let dot = type.firstIndex(of: ".") { type = String(type[..<dot]) }
                let legacy = [
                    "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5", "retina35": "retina3_5",
                ]
                let id = legacy[type] ?? type
                if knownDevices[id] != nil { return id }
            }
            pending.append(contentsOf: element.children.reversed())
        }
        return nil
    }

    /// The screen after the caller's overrides: another device, another orientation.
    func overridden(by environment: InterfaceBuilderEnvironment) -> DocumentScreen {
        var screen = self
        if let name = environment.device, let device = Device.named(name) {
            screen.device = device
            screen.scale = device.scale
            screen.size = Size(width: device.width, height: device.height)
            screen.orientation = .portrait
        }
        if let orientation = environment.orientation { screen.orientation = orientation }
        let long = max(screen.size.width, screen.size.height), short = min(screen.size.width, screen.size.height)
        screen.size =
            screen.orientation.isLandscape ? Size(width: long, height: short) : Size(width: short, height: long)
        return screen
    }

    /// The device's safe area in this orientation (zero for a screen Trellis has no device for).
    var safeArea: EdgeInsets {
        guard let device, let canvas = try? device.canvas(orientation: orientation) else { return .zero }
        return canvas.safeArea
    }

    /// A canvas of `size` on this screen, with the screen's scale, size classes and `safeArea`.
    func canvas(size: Size, safeArea: EdgeInsets) -> Canvas {
        var canvas: Canvas
        if let device, let full = try? device.canvas(orientation: orientation) {
            canvas = full
            canvas.width = size.width
            canvas.height = size.height
        } else {
            canvas = Canvas(width: size.width, height: size.height, scale: scale)
        }
        canvas.safeArea = safeArea
        return canvas
    }
}

/// The bars a scene is simulated with, which add to the status bar's safe area: read from the view
/// controller's `simulated…Metrics` and from the containers it sits in (a navigation controller's root, a
/// tab bar controller's child).
struct SimulatedBars: Sendable, Hashable {
    var navigationBar = false
    var largeTitle = false
    var prompt = false
    var tabBar = false
    var toolbar = false

    /// UIKit's bar heights on iPhone: navigation bar 44 (a large title 52 more, a prompt 30 more), tab
    /// bar 49, toolbar 44. These are the figures of the reference's device table (environment-facts §3).
    func safeArea(on screen: DocumentScreen, statusBar: EdgeInsets) -> EdgeInsets {
        var insets = statusBar
        if navigationBar { insets.top += 44 + (largeTitle ? 52 : 0) + (prompt ? 30 : 0) }
        if tabBar { insets.bottom = max(insets.bottom, 0) + 49 }
        if toolbar { insets.bottom = max(insets.bottom, 0) + 44 }
        return insets
    }
}

/// Margins of the views IB documents don't store them for.
enum DocumentMargins {
    /// A view controller's root view: the system minimum (16 pt at the sides, 20 from 414 pt wide) inside the
    /// safe area, 0 beyond it at top and bottom (interface-builder.md, "Root margins", measured).
    static func root(width: Double, safeArea: EdgeInsets) -> EdgeInsets {
        let side: Double = width >= 414 ? 20 : 16
        return EdgeInsets(
            top: safeArea.top, left: safeArea.left + side, bottom: safeArea.bottom, right: safeArea.right + side)
    }

    /// A table cell's content view: 11 pt top and bottom and the table's side margins (16 pt, 20 from a
    /// 414-pt-wide table) in documents of Xcode 9 and later; 8 pt all round before; 15 pt top and bottom in
    /// inset-grouped tables of Xcode 26 documents (toolsVersion 24000 and later). All measured from stored
    /// frames (interface-builder.md).
    static func cellContent(tableWidth: Double, insetGrouped: Bool, toolsVersion: Int) -> EdgeInsets {
        if toolsVersion > 0 && toolsVersion < 13000 { return EdgeInsets(all: 8) }
        let side: Double = tableWidth >= 414 ? 20 : 16
        let vertical: Double = insetGrouped && toolsVersion >= 24000 ? 15 : 11
        return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
    }
}
