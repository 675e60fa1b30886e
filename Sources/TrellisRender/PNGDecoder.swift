import CPNG

/// Why PNG bytes could not be decoded: libpng's own explanation (`Not a PNG file`, `IDAT: CRC error`,
/// `read beyond end of data`, …) or a size beyond `RenderLimits`.
public struct PNGDecodingError: Error, CustomStringConvertible, Equatable, Sendable {
    public var reason: String
    public init(reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// Decodes PNG files into straight-alpha RGBA pixels: plain 8-bit RGB/RGBA files through a libdeflate fast
/// path (`PNGFastPath`), every other PNG with libpng's simplified API, which reports every failure as a
/// message instead of a `longjmp` (so nothing unwinds through Swift frames).
///
/// Any PNG libpng reads (any bit depth, palette, grey, interlaced) comes out as 8-bit sRGB RGBA. A
/// corrupt, truncated or absurdly large file throws `PNGDecodingError`; it never traps.
public enum PNGDecoder {
    /// The image in `bytes`.
    public static func decode(_ bytes: [UInt8]) throws -> RasterImage {
        guard !bytes.isEmpty else { throw PNGDecodingError(reason: "the file is empty") }
        if let image = try bytes.withUnsafeBytes({ try PNGFastPath.decode($0) }) { return image }
        return try decodeWithLibpng(bytes)
    }

    /// Any PNG through libpng (the fast path's fallback; also what tests compare the fast path with).
    static func decodeWithLibpng(_ bytes: [UInt8]) throws -> RasterImage {
        guard !bytes.isEmpty else { throw PNGDecodingError(reason: "the file is empty") }
        // libpng reads from the buffer until the end of `png_image_finish_read`: everything happens inside
        // one access to the bytes.
        let result: Result<RasterImage, PNGDecodingError> = bytes.withUnsafeBytes { buffer in
            var image = png_image()
            image.version = png_uint_32(trellis_png_image_version)
            guard let base = buffer.baseAddress, png_image_begin_read_from_memory(&image, base, buffer.count) != 0
            else {
                let reason = message(of: &image)
                png_image_free(&image)
                return .failure(PNGDecodingError(reason: reason))
            }
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0, width <= RenderLimits.maxSide, height <= RenderLimits.maxSide,
                width * height <= RenderLimits.maxPixels
            else {
                png_image_free(&image)
                return .failure(
                    PNGDecodingError(
                        reason:
                            "image too large: \(width)×\(height) px (the limit is \(RenderLimits.maxSide) px a side "
                            + "and \(RenderLimits.maxPixels / 1_000_000) Mpx)"))
            }
            image.format = png_uint_32(trellis_png_format_rgba)
            var failure: String?
            let pixels = [RasterImage.Pixel](unsafeUninitializedCapacity: width * height) { out, count in
                let raw = UnsafeMutableRawPointer(out.baseAddress)
                if png_image_finish_read(&image, nil, raw, 0, nil) == 0 {
                    failure = message(of: &image)
                    // Never leave uninitialised pixels in an array, even one about to be dropped.
                    raw?.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
                }
                count = width * height
            }
            if let failure { return .failure(PNGDecodingError(reason: failure)) }
            return .success(RasterImage(width: width, height: height, pixels: pixels))
        }
        return try result.get()
    }

    /// The text libpng left in the image's message buffer.
    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "not a PNG libpng can read" : text
    }
}
