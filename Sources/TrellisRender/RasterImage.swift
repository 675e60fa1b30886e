/// Straight-alpha RGBA pixels (a decoded PNG, a diff image), for comparing, probing and encoding images.
public struct RasterImage: Sendable, Hashable {
    public struct Pixel: Sendable, Hashable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    public let width: Int
    public let height: Int
    /// Row-major, `width × height` pixels.
    public let pixels: [Pixel]

    /// An image of `width × height` pixels, row-major.
    public init(width: Int, height: Int, pixels: [Pixel]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "pixel count must be width × height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes PNG bytes (see `PNGDecoder`); nil when they aren't a PNG libpng can read.
    /// `PNGDecoder.decode` says why.
    public init?(pngBytes: [UInt8]) {
        guard let image = try? PNGDecoder.decode(pngBytes) else { return nil }
        self = image
    }

    /// The pixel at device coordinates (x, y), or nil outside the image.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }
}
