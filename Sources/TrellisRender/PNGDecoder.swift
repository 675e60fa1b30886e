import CPNG
import TrellisLayout

/// Why PNG bytes could not be decoded: libpng's own explanation (`Not a PNG file`, `IDAT: CRC error`,
/// `read beyond end of data (truncated)`, …) or a size beyond the pixel limit or `RenderLimits`.
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
/// corrupt, truncated or absurdly large file throws `PNGDecodingError`; it never traps. The size in the
/// header is checked against the pixel limit before either path allocates anything for the pixels (a
/// 64 KB file can say 23,000 × 23,000).
public enum PNGDecoder {
    /// The image in `bytes`, refused when its header gives more than `pixelLimit` pixels
    /// (`ResourceLimits.imagePixels`).
    public static func decode(
        _ bytes: [UInt8], pixelLimit: Int = ResourceLimits.standard.imagePixels
    ) throws -> RasterImage {
        guard !bytes.isEmpty else { throw PNGDecodingError(reason: "the file is empty") }
        _ = try checkedSize(bytes, pixelLimit: pixelLimit)
        if let image = try bytes.withUnsafeBytes({ try PNGFastPath.decode($0, pixelLimit: pixelLimit) }) {
            return image
        }
        return try decodeWithLibpng(bytes, pixelLimit: pixelLimit)
    }

    /// The size a PNG's header gives (from its first `PNGSize.headerBytes`), refused when it is over
    /// `pixelLimit` or `RenderLimits`.
    public static func checkedSize(
        _ head: some Collection<UInt8>, pixelLimit: Int
    ) throws(PNGDecodingError) -> (width: Int, height: Int) {
        let size = try headerSize(head)
        try checkSize(width: size.width, height: size.height, pixelLimit: pixelLimit)
        return size
    }

    /// The size a PNG's header gives (from its first `PNGSize.headerBytes`), unchecked.
    public static func headerSize(_ head: some Collection<UInt8>) throws(PNGDecodingError) -> (width: Int, height: Int)
    {
        do {
            return try PNGSize.pixelSize(of: head)
        } catch PNGSize.Failure.notPNG {
            throw PNGDecodingError(reason: "not a PNG file: it does not start with the PNG signature")
        } catch PNGSize.Failure.corrupt(let why) {
            throw PNGDecodingError(reason: why)
        } catch {
            throw PNGDecodingError(reason: "\(error)")
        }
    }

    /// Refuses an image over `pixelLimit` pixels or, whatever the limit, over `RenderLimits`.
    static func checkSize(width: Int, height: Int, pixelLimit: Int) throws(PNGDecodingError) {
        guard width * height <= pixelLimit else {
            throw PNGDecodingError(
                reason: "the image is \(width)×\(height) px, more than \(ResourceLimits.grouped(pixelLimit)) pixels "
                    + "(\(ResourceLimits.advice(.imagePixels, pixelLimit)))")
        }
        guard width <= RenderLimits.maxSide, height <= RenderLimits.maxSide, width * height <= RenderLimits.maxPixels
        else {
            throw PNGDecodingError(
                reason: "image too large: \(width)×\(height) px (the limit is \(RenderLimits.maxSide) px a side "
                    + "and \(RenderLimits.maxPixels / 1_000_000) Mpx)")
        }
    }

    /// Any PNG through libpng (the fast path's fallback; also what tests compare the fast path with).
    static func decodeWithLibpng(
        _ bytes: [UInt8], pixelLimit: Int = ResourceLimits.standard.imagePixels
    ) throws -> RasterImage {
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
            do throws(PNGDecodingError) {
                guard width > 0, height > 0 else { throw PNGDecodingError(reason: "the image has no pixels") }
                try checkSize(width: width, height: height, pixelLimit: pixelLimit)
            } catch {
                png_image_free(&image)
                return .failure(error)
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
        guard !text.isEmpty else { return "not a PNG libpng can read" }
        // libpng's words for a file that ends early don't say so.
        return text.contains("beyond end of data") || text.contains("Not enough image data")
            ? text + " (the file is truncated)" : text
    }
}
