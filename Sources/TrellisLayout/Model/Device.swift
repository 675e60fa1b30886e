/// iPhone and iPad screens a canvas can be taken from: portrait size in points, scale and safe area.
/// Sizes and insets are from the reference's device table (autolayout-semantics §6.2).
public struct Device: Sendable, Hashable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: EdgeInsets

    public var canvas: Canvas {
        Canvas(width: width, height: height, scale: scale, device: name, safeArea: safeArea)
    }

    /// Every known device, by the name a spec writes after `device:`.
    public static let all: [Device] = [
        Device(name: "iPhone SE (1st generation)", width: 320, height: 568, scale: 2, safeArea: EdgeInsets(top: 20)),
        Device(name: "iPhone 8", width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20)),
        Device(name: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20)),
        Device(name: "iPhone 8 Plus", width: 414, height: 736, scale: 3, safeArea: EdgeInsets(top: 20)),
        Device(name: "iPhone X", width: 375, height: 812, scale: 3, safeArea: EdgeInsets(top: 44, bottom: 34)),
        Device(name: "iPhone 11", width: 414, height: 896, scale: 2, safeArea: EdgeInsets(top: 44, bottom: 34)),
        Device(name: "iPhone 11 Pro Max", width: 414, height: 896, scale: 3, safeArea: EdgeInsets(top: 44, bottom: 34)),
        Device(name: "iPhone 13 mini", width: 375, height: 812, scale: 3, safeArea: EdgeInsets(top: 50, bottom: 34)),
        Device(name: "iPhone 13", width: 390, height: 844, scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34)),
        Device(name: "iPhone 14", width: 390, height: 844, scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34)),
        Device(name: "iPhone 14 Plus", width: 428, height: 926, scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34)),
        Device(name: "iPhone 15", width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        Device(name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        Device(name: "iPhone 16", width: 393, height: 852, scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        Device(name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, safeArea: EdgeInsets(top: 62, bottom: 34)),
        Device(name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, safeArea: EdgeInsets(top: 62, bottom: 34)),
        Device(name: "iPad mini", width: 768, height: 1024, scale: 2, safeArea: EdgeInsets(top: 20)),
        Device(name: "iPad (10.2-inch)", width: 810, height: 1080, scale: 2, safeArea: EdgeInsets(top: 20)),
        Device(name: "iPad Pro (11-inch)", width: 834, height: 1194, scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
        Device(name: "iPad Pro (12.9-inch)", width: 1024, height: 1366, scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
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
