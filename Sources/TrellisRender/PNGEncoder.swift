import CDeflate

#if canImport(Glibc)
    import Glibc
#endif

/// Encodes Cairo's ARGB32 pixels as PNG, fast enough for a 3 Mpx screen in a few milliseconds.
///
/// Why not `cairo_surface_write_to_png_stream`: libpng tries every row filter and zlib compresses at level 6,
/// which took about 80 % of a 50-view @3x render (profiled with perf). Layout pictures are mostly flat colour,
/// so this encoder uses one filter (Up: a row minus the row above, zero wherever nothing changes) and a
/// run-length deflate (matches at distance 1 and one pixel, fixed Huffman codes), which compresses those
/// runs about 100:1.
/// Files are somewhat larger than zlib's best; decoding gives exactly the same pixels. Deterministic, with no
/// dependence on the libpng or zlib build.
public enum PNGEncoder {
    /// The PNG file of `image` (8-bit RGB when every pixel is opaque, else RGBA). Decoding it with
    /// `PNGDecoder` gives back exactly `image`'s pixels.
    public static func encode(_ image: RasterImage) -> [UInt8] {
        let width = image.width, height = image.height
        let opaque = image.pixels.allSatisfy { $0.alpha == 255 }
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        image.pixels.withUnsafeBytes { source in
            raw.withUnsafeMutableBufferPointer { buffer in
                guard let out = buffer.baseAddress else { return }
                for y in 0..<height {
                    let line = out + y * (rowBytes + 1)
                    line[0] = 2 // Up: the row minus the row above
                    for x in 0..<width {
                        let p = (y * width + x) * 4, q = p - width * 4
                        let o = line + 1 + x * channels
                        for c in 0..<channels {
                            o[c] = source[p + c] &- (y > 0 ? source[q + c] : 0)
                        }
                    }
                }
            }
        }
        return container(width: width, height: height, opaque: opaque, filtered: raw, channels: channels)
    }

    /// `data` holds `height` rows of `stride` bytes, each pixel a native-endian premultiplied ARGB `UInt32`
    /// (Cairo's `CAIRO_FORMAT_ARGB32`).
    public static func encode(argb data: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> [UInt8] {
        // Filtered as RGB while every pixel seen is opaque; the first translucent one restarts the filter as RGBA.
        if let rgb = filtered(argb: data, width: width, height: height, stride: stride, channels: 3) {
            return container(width: width, height: height, opaque: true, filtered: rgb, channels: 3)
        }
        // With 4 channels every pixel is written: never nil.
        let rgba = filtered(argb: data, width: width, height: height, stride: stride, channels: 4) ?? []
        return container(width: width, height: height, opaque: false, filtered: rgba, channels: 4)
    }

    /// The filtered scanlines: a filter byte (2 = Up) and the row's bytes minus the row above's. With 3 channels,
    /// nil as soon as a pixel is not opaque. Every pixel's alpha is seen without a pass of its own: each pixel of
    /// the first row is read, and a later pixel is either read (it differs from the one above) or equal to the
    /// one above, whose alpha was seen.
    private static func filtered(
        argb data: UnsafeRawPointer, width: Int, height: Int, stride: Int, channels: Int
    ) -> [UInt8]? {
        let rgbOnly = channels == 3
        let rowBytes = width * channels
        // The buffer starts zeroed, so a pixel equal to the one above needs no write at all.
        var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        let complete = raw.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let out = buffer.baseAddress else { return true }
            for y in 0..<height {
                let row = data + y * stride
                let above = y > 0 ? data + (y - 1) * stride : nil
                let line = out + y * (rowBytes + 1)
                line[0] = 2
                // A row equal to the one above (most rows of a layout picture) filters to zeros: no pixel loop.
                if let above, memcmp(row, above, width * 4) == 0 { continue }
                var x = 0
                while x < width {
                    if let above {
                        // Pixels equal to the ones above filter to zeros, already in the buffer: skipped four
                        // at a time.
                        while x + 4 <= width,
                            row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
                                == above.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
                        {
                            x += 4
                        }
                        if x == width { break }
                    }
                    let v = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let u = above?.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    if let u, v == u {
                        x += 1
                        continue
                    }
                    if rgbOnly, v >> 24 != 0xFF { return false }
                    let p = straightRGBA(v), q = u.map(straightRGBA) ?? (0, 0, 0, 0)
                    let o = line + 1 + x * channels
                    o[0] = p.0 &- q.0
                    o[1] = p.1 &- q.1
                    o[2] = p.2 &- q.2
                    if !rgbOnly { o[3] = p.3 &- q.3 }
                    x += 1
                }
            }
            return true
        }
        return complete ? raw : nil
    }

    /// Signature, header, one IDAT of the filtered scanlines and the end chunk.
    private static func container(
        width: Int, height: Int, opaque: Bool, filtered raw: [UInt8],
        channels: Int
    ) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0] // 8 bits per channel, RGB or RGBA, deflate, no interlace
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", Deflate.zlibRunLength(raw, period: channels))
        png.appendChunk("IEND", [])
        return png
    }

    /// Cairo's premultiplied ARGB as straight (r, g, b, a) bytes.
    @inline(__always)
    private static func straightRGBA(_ v: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = v >> 24
        var r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
        if a != 0xFF && a != 0 {
            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
        }
        return (
            UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b),
            UInt8(truncatingIfNeeded: a)
        )
    }
}

/// A zlib stream of one fixed-Huffman deflate block whose only matches repeat the previous byte (distance 1)
/// or the previous pixel (distance `period`), which is what filtered flat colour and straight edges produce.
enum Deflate {
    static func zlibRunLength(_ input: [UInt8], period: Int) -> [UInt8] {
        // Layout pictures compress to a sixth of their scan lines or less, and the buffer grows (doubling) for
        // anything denser: no need to start at the worst case (zeroing a buffer larger than the input was 4 % of
        // a 10-cell feed's render).
        var bits = BitWriter(capacity: input.count / 16 + 4096)
        bits.writeByte(0x78)
        bits.writeByte(0x01)
        bits.write(0b1, count: 1) // BFINAL
        bits.write(0b01, count: 2) // BTYPE = fixed Huffman
        // Distance codes 0 (distance 1) and 2 or 3 (distance 3 or 4), 5 bits, no extra bits, bit-reversed.
        let pixelDistance: UInt64 = period == 3 ? 0b01000 : 0b11000
        literalCodes.withUnsafeBufferPointer { literals in
            matchCodes.withUnsafeBufferPointer { matches in
                input.withUnsafeBufferPointer { buffer in
                    guard let data = buffer.baseAddress else { return }
                    let n = buffer.count
                    var i = 0
                    while i < n {
                        // A byte that repeats neither the previous byte nor the previous pixel starts no
                        // match: a literal (most bytes of text and hatching), without measuring two runs.
                        if i >= period, data[i] != data[i - 1], data[i] != data[i - period] {
                            let (code, count) = literals[Int(data[i])]
                            bits.write(code, count: count)
                            i += 1
                            continue
                        }
                        let byteRun = i >= 1 ? matchLength(data, at: i, distance: 1, count: n) : 0
                        let pixelRun =
                            i >= period && byteRun < 258
                            ? matchLength(data, at: i, distance: period, count: n) : 0
                        let run = max(byteRun, pixelRun)
                        if run >= 3 {
                            let (code, count) = matches[run]
                            let distance = byteRun >= pixelRun ? 0 : pixelDistance
                            bits.write(code | distance << UInt64(count), count: count + 5)
                            i += run
                        } else {
                            let (code, count) = literals[Int(data[i])]
                            bits.write(code, count: count)
                            i += 1
                        }
                    }
                    let (end, endCount) = literals[256]
                    bits.write(end, count: endCount)
                }
            }
        }
        bits.flush()
        var output = bits.finish()
        output.appendBigEndian(adler32(input))
        return output
    }

    /// Each literal/length symbol's fixed Huffman code, bit-reversed for LSB-first packing, and its length.
    private static let literalCodes: [(UInt64, Int)] = (0...287).map { symbol in
        let (code, length): (Int, Int)
        switch symbol {
        case 0...143: (code, length) = (0x30 + symbol, 8)
        case 144...255: (code, length) = (0x190 + symbol - 144, 9)
        case 256...279: (code, length) = (symbol - 256, 7)
        default: (code, length) = (0xC0 + symbol - 280, 8)
        }
        return (UInt64(reversed(code, length)), length)
    }

    /// For each match length 3…258 (indexed by length): its symbol's code followed by its extra bits.
    private static let matchCodes: [(UInt64, Int)] = {
        var table = [(UInt64, Int)](repeating: (0, 0), count: 259)
        var base = 3
        for symbol in 257...284 {
            let extra = symbol < 265 ? 0 : (symbol - 261) / 4
            let (code, length) = literalCodes[symbol]
            for value in 0..<(1 << extra) where base + value <= 257 {
                table[base + value] = (code | UInt64(value) << UInt64(length), length + extra)
            }
            base += 1 << extra
        }
        table[258] = literalCodes[285]
        return table
    }()

    /// How many bytes from `i` (at most 258) repeat the bytes `distance` before them; 8 at a time where possible.
    @inline(__always)
    private static func matchLength(_ data: UnsafePointer<UInt8>, at i: Int, distance: Int, count n: Int) -> Int {
        let limit = min(258, n - i)
        var run = 0
        let raw = UnsafeRawPointer(data)
        while run + 8 <= limit {
            let a = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i + run, as: UInt64.self))
            let b = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i + run - distance, as: UInt64.self))
            // The first differing byte is the lowest non-zero byte of a ^ b (bytes in memory order).
            if a != b { return run + (a ^ b).trailingZeroBitCount >> 3 }
            run += 8
        }
        while run < limit, data[i + run] == data[i + run - distance] { run += 1 }
        return run
    }

    private static func reversed(_ code: Int, _ length: Int) -> Int {
        var result = 0, c = code
        for _ in 0..<length { result = result << 1 | c & 1; c >>= 1 }
        return result
    }

    /// Adler-32 of `data`, by libdeflate (vectorised; the zlib trailer of a 20 MB scan-line buffer).
    static func adler32(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBytes { UInt32(libdeflate_adler32(1, $0.baseAddress, $0.count)) }
    }
}

/// Bits written least significant first, as deflate packs them, into a buffer sized up front.
struct BitWriter {
    private var buffer: [UInt8]
    private var length = 0
    private var accumulator: UInt64 = 0
    private var count = 0

    init(capacity: Int) { buffer = [UInt8](repeating: 0, count: capacity) }

    mutating func writeByte(_ byte: UInt8) {
        ensure(1)
        buffer[length] = byte
        length += 1
    }

    @inline(__always)
    mutating func write(_ value: UInt64, count n: Int) {
        accumulator |= value << UInt64(count)
        count += n
        if count >= 32 {
            ensure(4)
            buffer.withUnsafeMutableBytes {
                $0.storeBytes(
                    of: UInt32(truncatingIfNeeded: accumulator).littleEndian,
                    toByteOffset: length, as: UInt32.self)
            }
            length += 4
            accumulator >>= 32
            count -= 32
        }
    }

    mutating func flush() {
        while count > 0 {
            writeByte(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            count = max(0, count - 8)
        }
    }

    /// The bytes written so far.
    mutating func finish() -> [UInt8] {
        buffer.removeSubrange(length...)
        return buffer
    }

    private mutating func ensure(_ extra: Int) {
        if length + extra > buffer.count {
            buffer.append(contentsOf: repeatElement(0, count: max(extra, buffer.count)))
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }

    /// Length, type, data and CRC-32 of type + data (computed over the bytes just appended, so the data is
    /// copied once).
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        reserveCapacity(count + data.count + 12)
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: type.utf8)
        append(contentsOf: data)
        let crc = withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        appendBigEndian(crc)
    }
}

/// The CRC-32 of PNG chunks, by libdeflate (vectorised: a 7 MB IDAT chunk's CRC was 2 % of a tall render
/// with a byte-at-a-time table).
enum CRC32 {
    static func checksum(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBytes { checksum($0) }
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(libdeflate_crc32(0, bytes.baseAddress, bytes.count))
    }
}
