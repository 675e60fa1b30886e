import CCairo
import TrellisFiles

/// Collects the bytes a Cairo stream-writing function hands over.
final class ByteSink {
    var bytes: [UInt8] = []

    /// The C callback Cairo calls for each chunk; `closure` is an unretained `ByteSink`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
    }
}

/// Owns one `cairo_surface_t` (image, SVG or PDF) and destroys it when released.
/// Vector surfaces stream into a `ByteSink` that lives as long as the surface.
final class CairoSurface {
    let handle: OpaquePointer
    private let sink: ByteSink?

    private init(handle: OpaquePointer, sink: ByteSink?) {
        self.handle = handle
        self.sink = sink
    }

    deinit { cairo_surface_destroy(handle) }

    var status: cairo_status_t { cairo_surface_status(handle) }

    /// A premultiplied ARGB32 image surface of `width × height` device pixels.
    static func image(width: Int, height: Int) throws -> CairoSurface {
        guard let handle = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.cairo("cannot create a \(width)×\(height) image surface")
        }
        let surface = CairoSurface(handle: handle, sink: nil)
        try surface.check("creating a \(width)×\(height) image surface")
        return surface
    }

    /// An SVG document of `width × height` user units, streamed into memory.
    static func svg(width: Double, height: Double) throws -> CairoSurface {
        try streaming("an SVG surface") { cairo_svg_surface_create_for_stream(ByteSink.write, $0, width, height) }
    }

    /// A one-page PDF of `width × height` points, streamed into memory, with fixed creation and
    /// modification dates so its bytes don't depend on the clock.
    static func pdf(width: Double, height: Double, fixedDate: String) throws -> CairoSurface {
        let surface = try streaming("a PDF surface") {
            cairo_pdf_surface_create_for_stream(ByteSink.write, $0, width, height)
        }
        cairo_pdf_surface_set_metadata(surface.handle, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface.handle, CAIRO_PDF_METADATA_MOD_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface.handle, CAIRO_PDF_METADATA_CREATOR, "Trellis")
        return surface
    }

    /// A vector surface made by `create`, which is handed the closure pointer of a new sink.
    private static func streaming(_ what: String, _ create: (UnsafeMutableRawPointer) -> OpaquePointer?) throws
        -> CairoSurface
    {
        let sink = ByteSink()
        guard let handle = create(Unmanaged.passUnretained(sink).toOpaque()) else {
            throw RenderError.cairo("cannot create \(what)")
        }
        let surface = CairoSurface(handle: handle, sink: sink)
        try surface.check("creating \(what)")
        return surface
    }

    /// Reads a PNG file into an image surface, boundedly (`PNGFile`: a regular file, its header's size within
    /// `pixelLimit` before anything else is read) and decoded by `PNGDecoder`, whose errors say what is wrong
    /// (a CRC error, a truncated file); Cairo's own PNG reader reads whatever the path names to its end and
    /// calls every libpng error "out of memory".
    static func png(contentsOf path: String, pixelLimit: Int) throws -> CairoSurface {
        let image: RasterImage
        do {
            let bytes = try PNGFile(path: path).bytes(pixelLimit: pixelLimit)
            image = try PNGDecoder.decode(bytes, pixelLimit: pixelLimit)
        } catch PNGFile.Failure.file(.notFound) {
            throw RenderError.missingImage(path: path)
        } catch PNGFile.Failure.file(let error) {
            throw RenderError.unreadableImage(path: path, reason: error.description)
        } catch let error as PNGFile.Failure {
            throw RenderError.corruptImage(path: path, reason: error.description)
        } catch {
            throw RenderError.corruptImage(path: path, reason: "\(error)")
        }
        return try self.image(image)
    }

    /// An ARGB32 surface of a straight-alpha image, premultiplied as Cairo premultiplies the PNGs it reads.
    static func image(_ image: RasterImage) throws -> CairoSurface {
        let surface = try self.image(width: image.width, height: image.height)
        cairo_surface_flush(surface.handle)
        guard let data = cairo_image_surface_get_data(surface.handle) else {
            throw RenderError.cairo("image surface has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride)
                for x in 0..<image.width {
                    let p = pixels[y * image.width + x]
                    let a = UInt32(p.alpha)
                    let word: UInt32
                    switch a {
                    case 0: word = 0
                    case 255: word = 0xFF00_0000 | UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
                    default:
                        word =
                            a << 24 | premultiplied(p.red, a) << 16 | premultiplied(p.green, a) << 8
                            | premultiplied(p.blue, a)
                    }
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }

    /// `color × alpha / 255`, rounded as Cairo's PNG reader rounds it.
    @inline(__always)
    private static func premultiplied(_ color: UInt8, _ alpha: UInt32) -> UInt32 {
        let product = UInt32(color) * alpha + 0x80
        return (product + (product >> 8)) >> 8
    }

    /// Wraps premultiplied BGRA rows (FreeType's colour bitmap layout, which is Cairo's ARGB32 in memory).
    static func image(bgraRows buffer: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int) throws -> CairoSurface
    {
        let surface = try image(width: width, height: height)
        cairo_surface_flush(surface.handle)
        guard let data = cairo_image_surface_get_data(surface.handle) else {
            throw RenderError.cairo("image surface has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        for row in 0..<height {
            (data + row * stride).update(from: buffer + row * pitch, count: width * 4)
        }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }

    var imageWidth: Int { Int(cairo_image_surface_get_width(handle)) }
    var imageHeight: Int { Int(cairo_image_surface_get_height(handle)) }

    func check(_ what: String) throws {
        let status = self.status
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("\(what): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Finishes a vector surface and returns the document's bytes.
    func finishDocument() throws -> [UInt8] {
        cairo_surface_finish(handle)
        try check("finishing the document")
        return sink?.bytes ?? []
    }

    /// Encodes an image surface as PNG bytes (with `PNGEncoder`, not Cairo's libpng path; see there).
    func pngBytes() throws -> [UInt8] {
        cairo_surface_flush(handle)
        guard let data = cairo_image_surface_get_data(handle) else {
            throw RenderError.cairo("encoding PNG: the image surface has no pixel data")
        }
        return PNGEncoder.encode(
            argb: UnsafeRawPointer(data), width: imageWidth, height: imageHeight,
            stride: Int(cairo_image_surface_get_stride(handle)))
    }
}
