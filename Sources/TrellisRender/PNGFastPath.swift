import CDeflate
import TrellisLayout

/// The common PNG — 8-bit RGB or RGBA, not interlaced, no colour-management chunks (what Trellis, Cairo and
/// most tools write) — decoded with libdeflate, which inflates several times faster than zlib through
/// libpng. Every other PNG
/// goes to libpng (`PNGDecoder`), so the two paths never disagree on what the file means.
///
/// Checks what libpng checks for these files: chunk lengths, the CRC of every critical chunk, the zlib
/// stream (and its Adler-32), that the data is exactly one filter byte plus the pixels per row, and the
/// filter types.
enum PNGFastPath {
    /// Ancillary chunks that don't change 8-bit RGB(A) pixels when decoded without a background colour.
    private static let harmless: Set<String> = ["tEXt", "zTXt", "iTXt", "tIME", "pHYs", "sRGB", "bKGD"]

    /// nil when the file isn't of the simple kind (then libpng decodes it); throws for a broken one.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, pixelLimit: Int = ResourceLimits.standard.imagePixels
    ) throws -> RasterImage? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, zip(bytes.prefix(8), signature).allSatisfy({ $0 == $1 }) else { return nil }
        var offset = 8
        var header: (width: Int, height: Int, channels: Int)?
        var data: [UInt8] = []
        var ended = false
        while offset + 12 <= bytes.count, !ended {
            let length = Int(bigEndian32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
                throw PNGDecodingError(reason: "\(type): the file ends inside the chunk (truncated)")
            }
            let body = UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)])
            let critical = (bytes[offset + 4] & 0x20) == 0
            if critical {
                let stored = bigEndian32(bytes, offset + 8 + length)
                let computed = UInt32(libdeflate_crc32(0, bytes.baseAddress.map { $0 + offset + 4 }, 4 + length))
                guard stored == computed else { throw PNGDecodingError(reason: "\(type): CRC error") }
            }
            switch type {
            case "IHDR":
                guard length == 13 else { throw PNGDecodingError(reason: "IHDR: invalid length") }
                let width = Int(bigEndian32(body, 0)), height = Int(bigEndian32(body, 4))
                // Anything but 8-bit RGB/RGBA, deflate, standard filters, no interlace: libpng's job.
                guard body[8] == 8, body[9] == 2 || body[9] == 6, body[10] == 0, body[11] == 0, body[12] == 0 else {
                    return nil
                }
                guard width > 0, height > 0 else { return nil }
                try PNGDecoder.checkSize(width: width, height: height, pixelLimit: pixelLimit)
                header = (width, height, body[9] == 6 ? 4 : 3)
            case "IDAT":
                guard header != nil else { return nil }
                data.append(contentsOf: body)
            case "IEND":
                ended = true
            default:
                guard !critical, harmless.contains(type) else { return nil }
            }
            offset += 12 + length
        }
        guard let header else { return nil }
        guard ended else { throw PNGDecodingError(reason: "the file ends before IEND (truncated)") }
        guard !data.isEmpty else { throw PNGDecodingError(reason: "no image data (IDAT)") }
        return try pixels(data, width: header.width, height: header.height, channels: header.channels)
    }

    /// Inflates and unfilters the scanlines into straight RGBA.
    private static func pixels(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> RasterImage {
        let rowBytes = width * channels
        let expected = height * (rowBytes + 1)
        var produced = 0
        var result = LIBDEFLATE_BAD_DATA
        // Not zeroed first: libdeflate writes every byte it reports, and fewer than `expected` is an error.
        var raw = [UInt8](unsafeUninitializedCapacity: expected) { out, initialized in
            result = data.withUnsafeBytes { input in
                guard let decompressor = libdeflate_alloc_decompressor() else { return LIBDEFLATE_INSUFFICIENT_SPACE }
                defer { libdeflate_free_decompressor(decompressor) }
                return libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, out.baseAddress,
                    out.count, &produced)
            }
            if result != LIBDEFLATE_SUCCESS || produced != expected {
                out.baseAddress?.initialize(repeating: 0, count: expected)
            }
            initialized = expected
        }
        switch result {
        case LIBDEFLATE_SUCCESS:
            guard produced == expected else {
                throw PNGDecodingError(reason: "IDAT: not enough image data (\(produced) of \(expected) bytes)")
            }
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw PNGDecodingError(reason: "IDAT: too much image data")
        default:
            throw PNGDecodingError(reason: "IDAT: the compressed image data is corrupt")
        }
        var failure: UInt8?
        let count = width * height
        let pixels = [RasterImage.Pixel](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let start = buffer.baseAddress else { return }
            let out = UnsafeMutableRawPointer(start).assumingMemoryBound(to: UInt8.self)
            raw.withUnsafeMutableBufferPointer { raw in
                guard let base = raw.baseAddress else { return }
                for y in 0..<height {
                    let line = base + y * (rowBytes + 1)
                    let filter = line[0]
                    let row = line + 1
                    let above: UnsafeMutablePointer<UInt8>? = y > 0 ? base + (y - 1) * (rowBytes + 1) + 1 : nil
                    if !unfilter(filter, row, above, rowBytes, channels) { failure = filter; break }
                    let target = out + y * width * 4
                    if channels == 4 {
                        target.update(from: row, count: rowBytes)
                    } else {
                        // One 32-bit store per pixel: R, G, B in memory order, then opaque alpha.
                        let words = UnsafeMutableRawPointer(target)
                        for x in 0..<width {
                            let r = UInt32(row[x * 3]), g = UInt32(row[x * 3 + 1]), b = UInt32(row[x * 3 + 2])
                            let word = (r | g << 8 | b << 16 | 0xFF00_0000).littleEndian
                            words.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                        }
                    }
                }
            }
            if failure != nil { out.initialize(repeating: 0, count: count * 4) }
            initialized = count
        }
        if let failure { throw PNGDecodingError(reason: "IDAT: unknown filter type \(failure)") }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// Undoes one row's filter in place (PNG filter types 0–4); false for an unknown type.
    @inline(__always)
    private static func unfilter(
        _ filter: UInt8, _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafeMutablePointer<UInt8>?,
        _ count: Int, _ bpp: Int
    ) -> Bool {
        switch filter {
        case 0:
            return true
        case 1: // Sub
            if count > bpp { for i in bpp..<count { row[i] = row[i] &+ row[i - bpp] } }
        case 2: // Up
            if let above { for i in 0..<count { row[i] = row[i] &+ above[i] } }
        case 3: // Average
            for i in 0..<count {
                let left = i >= bpp ? Int(row[i - bpp]) : 0, up = above.map { Int($0[i]) } ?? 0
                row[i] = row[i] &+ UInt8((left + up) / 2)
            }
        case 4: // Paeth
            for i in 0..<count {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = above.map { Int($0[i]) } ?? 0
                let c = i >= bpp ? (above.map { Int($0[i - bpp]) } ?? 0) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                row[i] = row[i] &+ UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default:
            return false
        }
        return true
    }

    @inline(__always)
    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
