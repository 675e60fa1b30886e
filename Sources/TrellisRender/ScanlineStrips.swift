import Dispatch
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A PNG's filtered scan lines cut into strips of whole rows, each filtered and compressed on its own
/// (`DeflateStrip`), as many at a time as there are cores.
///
/// A strip holds about a megabyte of filtered rows: small enough to stay in cache between filtering and
/// compressing, and to spread a tall picture over the cores. The bounds depend only on the image's width and channels, so the file's bytes never depend on
/// the machine. An image of one strip's rows or fewer is encoded exactly as one deflate block.
struct ScanlineStrips {
    /// Filters `rows` of the image into the zeroed buffer (one filter byte and `width × channels` bytes per
    /// row); false when `channels` is 3 and a pixel is not opaque.
    typealias Filter = @Sendable (_ rows: Range<Int>, _ channels: Int, _ out: UnsafeMutablePointer<UInt8>) -> Bool

    /// About how many filtered bytes a strip holds.
    static let stripBytes = 1 << 20

    let channels: Int
    let width: Int
    let height: Int

    var rowBytes: Int { width * channels + 1 }
    var rowsPerStrip: Int { max(1, Self.stripBytes / rowBytes) }
    var stripCount: Int { (height + rowsPerStrip - 1) / rowsPerStrip }

    /// The compressed strips in order, or nil when `filter` finds a translucent pixel for 3 channels.
    func encode(_ filter: Filter) -> [DeflateStrip]? {
        let count = stripCount
        if count <= 1 { return encodeStrip(0, filter).map { [$0] } }
        let slots = StripSlots(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            guard !slots.failed else { return }
            slots.set(index, encodeStrip(index, filter))
        }
        return slots.strips
    }

    /// Strip `index`, filtered with the last row of the strip before it, whose final pixel the first matches
    /// may repeat.
    private func encodeStrip(_ index: Int, _ filter: Filter) -> DeflateStrip? {
        let first = index * rowsPerStrip, end = min(height, first + rowsPerStrip)
        let before = first > 0 ? 1 : 0
        // Zeroed, so a pixel equal to the one above needs no write at all.
        var buffer = [UInt8](repeating: 0, count: (end - first + before) * rowBytes)
        let opaque = buffer.withUnsafeMutableBufferPointer { out -> Bool in
            guard let base = out.baseAddress else { return true }
            return filter((first - before)..<end, channels, base)
        }
        guard opaque else { return nil }
        return buffer.withUnsafeBufferPointer {
            DeflateStrip(encoding: $0, from: before * rowBytes, period: channels, isLast: end == height)
        }
    }
}

/// The strips as they are encoded, from any thread.
private final class StripSlots: @unchecked Sendable {
    /// Guards `slots` and `translucent`.
    private let lock = Mutex(())
    private var slots: [DeflateStrip?]
    private var translucent = false

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// A strip, or nil for one with a translucent pixel (which makes every strip moot).
    func set(_ index: Int, _ strip: DeflateStrip?) {
        lock.withLock { _ in
            if let strip { slots[index] = strip } else { translucent = true }
        }
    }

    var failed: Bool { lock.withLock { _ in translucent } }

    var strips: [DeflateStrip]? { lock.withLock { _ in translucent ? nil : slots.compactMap { $0 } } }
}

/// A Cairo ARGB32 surface's pixels (`height` rows of `stride` bytes, each pixel a native-endian premultiplied
/// ARGB `UInt32`), read to filter them.
struct ARGBSurface: @unchecked Sendable {
    let data: UnsafeRawPointer
    let width: Int
    let height: Int
    let stride: Int

    /// Filters `rows` into `out`: per row a filter byte (2 = Up) and the row's bytes minus the row above's.
    /// With 3 channels, false as soon as a pixel is not opaque. Every pixel's alpha is seen without a pass of
    /// its own: each pixel of the image's first row is read, and a later pixel is either read (it differs from
    /// the one above) or equal to the one above, whose alpha was seen (by this strip or the one before).
    func filterRows(_ rows: Range<Int>, channels: Int, into out: UnsafeMutablePointer<UInt8>) -> Bool {
        let rgbOnly = channels == 3
        let rowBytes = width * channels
        for y in rows {
            let row = data + y * stride
            let above = y > 0 ? data + (y - 1) * stride : nil
            let line = out + (y - rows.lowerBound) * (rowBytes + 1)
            line[0] = 2
            // A row equal to the one above (most rows of a layout picture) filters to zeros: no pixel loop.
            if let above, memcmp(row, above, width * 4) == 0 { continue }
            if rgbOnly, let above, width > 1 {
                // Every pixel at once, without a branch: opaque, a pixel is its premultiplied bytes, so each
                // filtered channel is the byte-wise difference of the two words. A row with a translucent pixel
                // makes the image RGBA anyway.
                guard Self.opaqueDifferences(row, above, width: width, into: line + 1) else { return false }
                continue
            }
            var x = 0
            while x < width {
                if let above {
                    // Pixels equal to the ones above filter to zeros, already in the buffer: skipped four at a
                    // time.
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
                let p = Self.straightRGBA(v), q = u.map(Self.straightRGBA) ?? (0, 0, 0, 0)
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

    /// Writes `row − above` as RGB bytes (byte-wise, modulo 256) for `width` ≥ 2 pixels of Cairo's ARGB (B, G, R,
    /// A in memory) — the Up filter of opaque pixels, whose premultiplied bytes are their straight ones. False
    /// when a pixel of `row` is not opaque (nothing to keep then: the image is filtered again as RGBA). The rows
    /// above were seen first, so their pixels are opaque too. 3 bytes a pixel, stored 4 at a time, each store's
    /// fourth byte overwritten by the next pixel's; the last pixel is stored byte by byte, so nothing past the
    /// row is written.
    private static func opaqueDifferences(
        _ row: UnsafeRawPointer, _ above: UnsafeRawPointer, width: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let high: UInt32 = 0x8080_8080
        var alpha: UInt32 = 0xFF00_0000
        @inline(__always) func difference(_ x: Int) -> UInt32 {
            let v = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            let u = above.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            alpha &= v
            // Byte-wise v − u without borrows between bytes.
            return ((v | high) &- (u & ~high)) ^ ((v ^ ~u) & high)
        }
        let raw = UnsafeMutableRawPointer(out)
        for x in 0..<(width - 1) {
            let d = difference(x)
            let rgb = (d >> 16) & 0xFF | d & 0xFF00 | (d & 0xFF) << 16
            raw.storeBytes(of: rgb.littleEndian, toByteOffset: x &* 3, as: UInt32.self)
        }
        let d = difference(width - 1)
        let last = out + (width - 1) * 3
        last[0] = UInt8(truncatingIfNeeded: d >> 16)
        last[1] = UInt8(truncatingIfNeeded: d >> 8)
        last[2] = UInt8(truncatingIfNeeded: d)
        return alpha >> 24 == 0xFF
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
