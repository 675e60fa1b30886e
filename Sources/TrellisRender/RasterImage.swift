import CCairo

/// A decoded PNG: straight-alpha RGBA pixels, for comparing and probing rendered images.
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

    /// Decodes PNG bytes with Cairo; nil when they aren't a PNG Cairo can read.
    public init?(pngBytes: [UInt8]) {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(pngBytes)
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { data.update(from: base + reader.offset, count: count) }
            }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        let handle = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let handle else { return nil }
        defer { cairo_surface_destroy(handle) }
        guard cairo_surface_status(handle) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(handle)
        let width = Int(cairo_image_surface_get_width(handle))
        let height = Int(cairo_image_surface_get_height(handle))
        let stride = Int(cairo_image_surface_get_stride(handle))
        let format = cairo_image_surface_get_format(handle)
        guard let data = cairo_image_surface_get_data(handle) else { return nil }
        var pixels: [Pixel] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                let v = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let a = format == CAIRO_FORMAT_RGB24 ? 255 : UInt32(v >> 24)
                func unpremultiply(_ c: UInt32) -> UInt8 {
                    guard a > 0 else { return 0 }
                    return UInt8(min(255, (c * 255 + a / 2) / a))
                }
                pixels.append(Pixel(red: unpremultiply((v >> 16) & 0xFF), green: unpremultiply((v >> 8) & 0xFF),
                                    blue: unpremultiply(v & 0xFF), alpha: UInt8(a)))
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at device coordinates (x, y), or nil outside the image.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }
}
