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
        #expect(Deflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }
}
