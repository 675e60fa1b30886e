/// Points, sizes and rectangles in UIKit's coordinate space: origin top-left, y down, units of points.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    /// `UIView.noIntrinsicMetric` on both axes.
    public static let noIntrinsicSize = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)
}

/// `UIView.noIntrinsicMetric`: the axis has no intrinsic size.
public let noIntrinsicMetric: Double = -1

public struct Rect: Sendable, Hashable, Codable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// How far a rectangle may stick out of another that still `contains` it, by default.
    public static let containmentTolerance = 1e-6

    /// Whether `other` lies entirely inside this rectangle (edges may touch), allowing `tolerance`.
    public func contains(_ other: Rect, tolerance: Double = Rect.containmentTolerance) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }
}

/// `UIEdgeInsets`: top, left, bottom, right, in points.
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    public static let zero = EdgeInsets()
    /// UIView's default `layoutMargins`.
    public static let defaultLayoutMargins = EdgeInsets(all: 8)
}
