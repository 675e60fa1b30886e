import CCairo
import Foundation
import Testing
import TrellisLayout

@testable import TrellisRender

/// The PNG an image view draws is read boundedly and decoded by Trellis's decoder (issue 48): its errors
/// say what is wrong (Cairo's reader called a CRC error "out of memory"), its size is checked against
/// `imagePixels` from the header, a path that is not a file is refused by type, and the pixels are the ones
/// Cairo's reader made.
@Suite struct ImageFileTests {
    func render(_ path: String, limits: ResourceLimits = .standard) throws -> [UInt8] {
        var layout = Fixtures.other()
        layout.views.append(
            Fixtures.view("photo", .image, frame: Rect(x: 60, y: 10, width: 30, height: 30), imagePath: path))
        var options = RenderOptions(scale: 1, style: .content, padding: 0)
        options.limits = limits
        return try Renderer.render(layout, options: options)
    }

    func reason(_ path: String, limits: ResourceLimits = .standard) -> String? {
        do {
            _ = try render(path, limits: limits)
            return nil
        } catch RenderError.corruptImage(_, let reason), RenderError.unreadableImage(_, let reason) {
            return reason
        } catch {
            return "\(error)"
        }
    }

    /// A 3 × 2 blue PNG written by the renderer, and its path.
    func bluePNG() throws -> (url: URL, bytes: [UInt8]) {
        let url = Fixtures.temporaryDirectoryPath("blue.png")
        try Fixtures.writePNG(to: url, width: 3, height: 2, color: Color(red8: 0, green8: 0, blue8: 255))
        return (url, [UInt8](try Data(contentsOf: url)))
    }

    @Test func aBadCRCIsReportedAsACRCError() throws {
        let (url, bytes) = try bluePNG()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var broken = bytes
        broken[broken.count - 12 - 5] ^= 0x01 // the last byte of IDAT's data (IEND is the last 12 bytes)
        try Data(broken).write(to: url)
        #expect(reason(url.path) == "IDAT: CRC error")
    }

    @Test func aTruncatedFileIsReportedAsTruncated() throws {
        let (url, bytes) = try bluePNG()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data(bytes.prefix(bytes.count - 20)).write(to: url)
        #expect(reason(url.path) == "IDAT: the file ends inside the chunk (truncated)")
        try Data(bytes.prefix(bytes.count - 12)).write(to: url)
        #expect(reason(url.path) == "the file ends before IEND (truncated)")
    }

    @Test func aFIFOIsRefusedByTypeWithoutBlocking() throws {
        let url = Fixtures.temporaryDirectoryPath("pipe.png")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(mkfifo(url.path, 0o600) == 0)
        #expect(throws: RenderError.unreadableImage(path: url.path, reason: "it is a FIFO, not a file")) {
            try render(url.path)
        }
        let directory = url.deletingLastPathComponent().path
        #expect(throws: RenderError.unreadableImage(path: directory, reason: "it is a directory, not a file")) {
            try render(directory)
        }
    }

    @Test func theImagePixelLimitIsCheckedFromTheHeader() throws {
        let (url, _) = try bluePNG()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var limits = ResourceLimits.standard
        limits.imagePixels = 5
        #expect(
            reason(url.path, limits: limits)
                == "the image is 3×2 px, more than 5 pixels (the limit 'imagePixels' is 5 pixels; raise it with "
                + "--limit imagePixels=N)")
        limits.imagePixels = 6
        #expect(reason(url.path, limits: limits) == nil)
    }

    @Test func aFileLargerThanItsHeaderAllowsIsRefusedUnread() throws {
        let (url, bytes) = try bluePNG()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        // 3 × 2 RGB: two rows of a filter byte and 9 bytes, 14 bytes of interlacing's filter bytes, an eighth
        // more, and 16 MiB.
        #expect(PNGFile.largestFile(width: 3, height: 2, head: Array(bytes.prefix(26))) == 34 + 4 + 16 << 20)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 1 << 30) // sparse: takes no disk
        try handle.close()
        #expect(
            reason(url.path)
                == "the file is 1,073,741,824 bytes, more than a PNG of 3×2 px can be (16,777,254 bytes)")
        try Data(repeating: 0, count: 64).write(to: url)
        #expect(reason(url.path) == "not a PNG file: it does not start with the PNG signature")
    }

    /// Every alpha value over every colour step: the surface made from Trellis's decoder holds exactly the
    /// premultiplied pixels Cairo's own PNG reader made, so images draw as they did.
    @Test func theSurfaceEqualsCairosOwnReading() throws {
        var pixels: [RasterImage.Pixel] = []
        for alpha in 0..<256 {
            for step in 0..<16 {
                let value = UInt8(step * 17)
                pixels.append(
                    RasterImage.Pixel(red: value, green: 255 - value, blue: UInt8(alpha), alpha: UInt8(alpha)))
            }
        }
        let url = Fixtures.temporaryDirectoryPath("alpha.png")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data(PNGEncoder.encode(RasterImage(width: 16, height: 256, pixels: pixels))).write(to: url)
        let ours = try CairoSurface.png(contentsOf: url.path, pixelLimit: 10_000)
        let cairos = try #require(cairo_image_surface_create_from_png(url.path))
        defer { cairo_surface_destroy(cairos) }
        #expect(cairo_surface_status(cairos) == CAIRO_STATUS_SUCCESS)
        func bytes(_ surface: OpaquePointer) -> [UInt8] {
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let height = Int(cairo_image_surface_get_height(surface))
            guard let data = cairo_image_surface_get_data(surface) else { return [] }
            return (0..<height).flatMap { Array(UnsafeBufferPointer(start: data + $0 * stride, count: 16 * 4)) }
        }
        #expect(bytes(ours.handle) == bytes(cairos))
    }
}
