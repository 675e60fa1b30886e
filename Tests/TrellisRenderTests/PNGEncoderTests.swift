import Testing

@testable import TrellisRender

@Suite struct PNGEncoderTests {
    /// A deterministic image: flat areas, gradients, noise, and (optionally) translucent pixels.
    func pixels(width: Int, height: Int, translucent: Bool) -> [UInt32] {
        var state: UInt32 = 12345
        return (0..<(width * height)).map { i in
            let x = i % width, y = i / width
            state = state &* 1_103_515_245 &+ 12345
            let noise = state >> 16
            let r = UInt32(x * 255 / max(1, width - 1)), g = UInt32(y * 255 / max(1, height - 1))
            let b: UInt32 = x < width / 2 ? 0x80 : noise & 0xFF
            var a: UInt32 = 0xFF
            if translucent && y % 3 == 1 { a = UInt32(x * 7 % 256) }
            // Premultiply as Cairo stores it.
            return a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255)
        }
    }

    @Test(arguments: [(1, 1, false), (37, 23, false), (64, 40, true), (300, 7, true)])
    func decodesToTheSamePixels(width: Int, height: Int, translucent: Bool) throws {
        let source = pixels(width: width, height: height, translucent: translucent)
        let bytes = source.withUnsafeBytes {
            PNGEncoder.encode(argb: $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
        let image = try #require(RasterImage(pngBytes: bytes))
        #expect(image.width == width && image.height == height)
        for (i, v) in source.enumerated() {
            let a = Int(v >> 24)
            let decoded = image.pixels[i]
            #expect(Int(decoded.alpha) == a)
            guard a == 255 else { continue }
            #expect(
                decoded
                    == RasterImage.Pixel(
                        red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF),
                        blue: UInt8(v & 0xFF), alpha: 255))
        }
    }

    /// Rows that mostly repeat the row above, with changes scattered over the four-pixel blocks and the
    /// columns after the last whole block (the encoder skips equal pixels four at a time); one translucent
    /// pixel in those last columns, or in a block, must still make the file RGBA.
    @Test(arguments: [(37, 4, 36), (37, 9, 8), (40, 6, -1)])
    func repeatedRowsWithScatteredChanges(width: Int, translucentRow: Int, translucentColumn: Int) throws {
        let height = 12
        var source = [UInt32](repeating: 0xFF20_4060, count: width * height)
        for (x, y) in [(0, 1), (3, 2), (4, 2), (35, 3), (36, 3), (36, 5), (17, 7), (18, 7), (19, 7), (20, 7)]
        where x < width {
            for row in y..<height { source[row * width + x] = 0xFF00_0000 | UInt32(x * 5) << 16 | UInt32(y * 20) }
        }
        if translucentColumn >= 0 { source[translucentRow * width + translucentColumn] = 0x8010_2030 }
        let bytes = source.withUnsafeBytes {
            PNGEncoder.encode(argb: $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
        #expect(bytes[25] == (translucentColumn >= 0 ? 6 : 2)) // IHDR colour type: RGBA or RGB
        let image = try #require(RasterImage(pngBytes: bytes))
        for (i, v) in source.enumerated() {
            let a = UInt32(v >> 24)
            let straight = { (c: UInt32) in UInt8((c * 255 + a / 2) / a) }
            #expect(
                image.pixels[i]
                    == RasterImage.Pixel(
                        red: straight(v >> 16 & 0xFF), green: straight(v >> 8 & 0xFF), blue: straight(v & 0xFF),
                        alpha: UInt8(a)))
        }
    }

    @Test func flatImagesCompressWell() {
        let width = 1170, height = 2532
        let flat = [UInt32](repeating: 0xFFE4_EDFC, count: width * height)
        let bytes = flat.withUnsafeBytes {
            PNGEncoder.encode(argb: $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
        #expect(bytes.count < width * height * 3 / 50)
    }

    @Test func checksumsMatchKnownValues() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    /// A picture taller than one strip of scan lines (`ScanlineStrips`): the strips, compressed at the same
    /// time, join into one zlib stream that decodes to the same pixels, with the same bytes every time; a
    /// translucent pixel in the last strip alone still makes the file RGBA.
    @Test(arguments: [false, true])
    func tallPicturesEncodeInStrips(translucentAtTheBottom: Bool) throws {
        let width = 600, height = 2_000
        var source = pixels(width: width, height: height, translucent: false)
        // Runs that cross the strips' bounds: a flat band and a column repeated on every row.
        for y in 500...1_300 { for x in 0..<width where x % 50 < 20 { source[y * width + x] = 0xFF33_6699 } }
        if translucentAtTheBottom { source[(height - 1) * width + 3] = 0x8010_2030 }
        // 1,801 filtered bytes a row as RGB (582 rows a strip), 2,401 as RGBA (436).
        let strips = ScanlineStrips(channels: translucentAtTheBottom ? 4 : 3, width: width, height: height)
        #expect(strips.stripCount == (translucentAtTheBottom ? 5 : 4))
        let encode = {
            source.withUnsafeBytes {
                PNGEncoder.encode(argb: $0.baseAddress!, width: width, height: height, stride: width * 4)
            }
        }
        let bytes = encode()
        #expect(bytes == encode())
        #expect(bytes[25] == (translucentAtTheBottom ? 6 : 2))
        let image = try #require(RasterImage(pngBytes: bytes))
        for (i, v) in source.enumerated() where v >> 24 == 0xFF {
            #expect(
                image.pixels[i]
                    == RasterImage.Pixel(
                        red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v & 0xFF), alpha: 255))
        }
        #expect(image.pixels[(height - 1) * width + 3].alpha == (translucentAtTheBottom ? 0x80 : 0xFF))
    }

    /// The strips' checksums combine into the checksum of their input one after the other.
    @Test func adlerChecksumsCombine() {
        var state: UInt32 = 7
        let data = (0..<200_000).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        for split in [0, 1, 65_520, 65_521, 65_522, 131_042, 199_999, 200_000] {
            let first = Adler32.checksum(Array(data[..<split])), second = Adler32.checksum(Array(data[split...]))
            #expect(
                Adler32.combine(first, second, secondCount: data.count - split) == Adler32.checksum(data),
                "split at \(split)")
        }
    }
}
