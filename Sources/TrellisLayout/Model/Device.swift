/// iPhone and iPad screens a canvas can be taken from: portrait size in points, scale, safe areas per
/// orientation and size classes. Sizes and insets are from the reference's device table
/// (autolayout-semantics §6.2–6.3, environment-facts §3).
public struct Device: Sendable, Hashable {
    public enum Idiom: String, Sendable, Hashable { case phone, pad }

    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    /// The portrait safe area.
    public var safeArea: EdgeInsets
    public var idiom: Idiom
    /// The safe area in either landscape orientation. The reference finds landscapeLeft and landscapeRight
    /// symmetric (environment-facts §3.1: "each side now has a 44 point inset"), so one value serves both.
    public var landscapeSafeArea: EdgeInsets
    /// Face ID iPhones don't rotate to portrait upside down.
    public var supportsPortraitUpsideDown: Bool

    public init(
        name: String, width: Double, height: Double, scale: Double, safeArea: EdgeInsets,
        idiom: Idiom = .phone, landscapeSafeArea: EdgeInsets = .zero, supportsPortraitUpsideDown: Bool = true
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.idiom = idiom
        self.landscapeSafeArea = landscapeSafeArea
        self.supportsPortraitUpsideDown = supportsPortraitUpsideDown
    }

    /// The portrait canvas.
    public var canvas: Canvas { (try? canvas(orientation: .portrait)) ?? Canvas(width: width, height: height) }

    /// The canvas in `orientation`, in a Split View pane of `split` (iPads only). Throws
    /// `DeviceConfigurationError` for an orientation or split the device doesn't have.
    public func canvas(orientation: DeviceOrientation, split: SplitViewFraction = .full) throws -> Canvas {
        if orientation == .portraitUpsideDown && !supportsPortraitUpsideDown {
            throw DeviceConfigurationError.unsupportedOrientation(device: name, orientation: orientation)
        }
        if split != .full && idiom != .pad { throw DeviceConfigurationError.splitViewOnPhone(device: name) }
        if split == .half && !orientation.isLandscape {
            throw DeviceConfigurationError.halfSplitInPortrait(device: name)
        }
        let landscape = orientation.isLandscape
        var size = landscape ? Size(width: height, height: width) : Size(width: width, height: height)
        var horizontal: SizeClass
        let vertical: SizeClass
        switch idiom {
        case .phone:
            // iPhones: wC hR in portrait; in landscape hC, and wR on the 414-point-and-wider phones (§6.3).
            horizontal = landscape && width >= 414 ? .regular : .compact
            vertical = landscape ? .compact : .regular
        case .pad:
            horizontal = .regular
            vertical = .regular
        }
        if split != .full {
            let pane = splitWidth(split, landscape: landscape)
            size.width = pane
            horizontal = pane >= 678 ? .regular : .compact
        }
        var canvas = Canvas(
            width: size.width, height: size.height, scale: scale, device: name,
            safeArea: landscape ? landscapeSafeArea : safeArea)
        if idiom == .pad { canvas.safeArea = safeArea } // iPads keep their status bar in both orientations
        canvas.orientation = orientation
        canvas.splitView = split
        canvas.traits.horizontalSizeClass = horizontal
        canvas.traits.verticalSizeClass = vertical
        return canvas
    }

    /// Split View pane widths, as swift-snapshot-testing's `ViewImageConfig` tabulates them for each iPad
    /// (⅓ is 320 points, or 375 on the 12.9-inch and landscape 11-inch; ½ only in landscape). A pane is
    /// regular width from 678 points (12.9-inch ½ is regular; every other ½ and every ⅓ is compact).
    private func splitWidth(_ split: SplitViewFraction, landscape: Bool) -> Double {
        let long = max(width, height), short = min(width, height)
        let full = landscape ? long : short
        let known:
            [Double: (third: Double, half: Double, twoThirds: Double, portraitThird: Double, portraitTwoThirds: Double)] =
                [
                    1024: (320, 507, 694, 320, 438), 1080: (320, 535, 750, 320, 480), 1112: (320, 551, 782, 320, 504),
                    1194: (375, 592, 809, 320, 504), 1366: (375, 678, 981, 375, 639),
                ]
        if let row = known[long] {
            switch (split, landscape) {
            case (.oneThird, true): return row.third
            case (.half, _): return row.half
            case (.twoThirds, true): return row.twoThirds
            case (.oneThird, false): return row.portraitThird
            case (.twoThirds, false): return row.portraitTwoThirds
            case (.full, _): return full
            }
        }
        switch split {
        case .oneThird: return 320
        case .half: return ((full - 10) / 2).rounded(.down)
        case .twoThirds: return full - 330
        case .full: return full
        }
    }

    private static func phone(
        _ name: String, _ w: Double, _ h: Double, _ scale: Double, top: Double, bottom: Double = 0,
        landscape: EdgeInsets = .zero
    ) -> Device {
        Device(
            name: name, width: w, height: h, scale: scale, safeArea: EdgeInsets(top: top, bottom: bottom),
            landscapeSafeArea: landscape, supportsPortraitUpsideDown: bottom == 0)
    }

    private static func pad(_ name: String, _ w: Double, _ h: Double, top: Double, bottom: Double = 0) -> Device {
        Device(
            name: name, width: w, height: h, scale: 2, safeArea: EdgeInsets(top: top, bottom: bottom), idiom: .pad,
            landscapeSafeArea: EdgeInsets(top: top, bottom: bottom))
    }

    private static func sides(_ side: Double, bottom: Double = 21, top: Double = 0) -> EdgeInsets {
        EdgeInsets(top: top, left: side, bottom: bottom, right: side)
    }

    /// Every known device, by the name a spec writes after `device:`. Landscape insets: home-button phones
    /// hide the status bar (all 0); notched phones 0, side, 21, side (the reference picks 21 over
    /// swift-snapshot-testing's 24 for the home indicator); 16 Pro / Pro Max 20, 62, 20, 62 as tabulated.
    public static let all: [Device] = [
        phone("iPhone SE (1st generation)", 320, 568, 2, top: 20),
        phone("iPhone 8", 375, 667, 2, top: 20),
        phone("iPhone SE (3rd generation)", 375, 667, 2, top: 20),
        phone("iPhone 8 Plus", 414, 736, 3, top: 20),
        phone("iPhone X", 375, 812, 3, top: 44, bottom: 34, landscape: sides(44)),
        phone("iPhone 11", 414, 896, 2, top: 44, bottom: 34, landscape: sides(44)),
        phone("iPhone 11 Pro Max", 414, 896, 3, top: 44, bottom: 34, landscape: sides(44)),
        phone("iPhone 13 mini", 375, 812, 3, top: 50, bottom: 34, landscape: sides(50)),
        phone("iPhone 13", 390, 844, 3, top: 47, bottom: 34, landscape: sides(47)),
        phone("iPhone 14", 390, 844, 3, top: 47, bottom: 34, landscape: sides(47)),
        phone("iPhone 14 Plus", 428, 926, 3, top: 47, bottom: 34, landscape: sides(47)),
        phone("iPhone 15", 393, 852, 3, top: 59, bottom: 34, landscape: sides(59)),
        phone("iPhone 15 Pro Max", 430, 932, 3, top: 59, bottom: 34, landscape: sides(59)),
        phone("iPhone 16", 393, 852, 3, top: 59, bottom: 34, landscape: sides(59)),
        phone("iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, landscape: sides(62, bottom: 20, top: 20)),
        phone("iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, landscape: sides(62, bottom: 20, top: 20)),
        pad("iPad mini", 768, 1024, top: 20),
        pad("iPad (10.2-inch)", 810, 1080, top: 20),
        pad("iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20),
        pad("iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20),
    ]

    /// The device with this name, ignoring case and spaces.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return all.first { normalized($0.name) == key }
    }

    private static func normalized(_ s: String) -> String {
        String(s.lowercased().filter { !$0.isWhitespace })
    }
}

/// `UIInterfaceOrientation`. Landscape left and right differ in which side the sensor housing is on (left
/// means the home button or bottom edge is on the left); the safe-area insets are the same on both sides.
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// An iPad Split View or Slide Over pane (`full`: the whole screen).
public enum SplitViewFraction: String, Sendable, Hashable, CaseIterable, Codable {
    case full, oneThird, half, twoThirds
}

/// A device asked for something it doesn't have.
public enum DeviceConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    case unsupportedOrientation(device: String, orientation: DeviceOrientation)
    case splitViewOnPhone(device: String)
    case halfSplitInPortrait(device: String)

    public var description: String {
        switch self {
        case .unsupportedOrientation(let device, let orientation):
            return
                "\(device) has no \(orientation.rawValue) orientation (Face ID iPhones don't rotate upside down); use portrait, landscapeLeft or landscapeRight"
        case .splitViewOnPhone(let device):
            return "\(device) is an iPhone: Split View panes exist on iPads only"
        case .halfSplitInPortrait(let device):
            return
                "\(device): a half-width Split View pane exists in landscape only (portrait has oneThird and twoThirds)"
        }
    }
}
