import Testing

@testable import TrellisRender
@testable import TrellisSnapshot

@Suite struct ImageComparisonTests {
    typealias Pixel = RasterImage.Pixel
    static let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    static let black = Pixel(red: 0, green: 0, blue: 0, alpha: 255)

    /// 10×10: black where `x < edge`, white elsewhere; `column` overrides one column's colour.
    func image(edge: Int = 5, column: (Int, Pixel)? = nil) -> RasterImage {
        var pixels: [Pixel] = []
        for _ in 0..<10 {
            for x in 0..<10 {
                if let (c, colour) = column, c == x {
                    pixels.append(colour)
                } else {
                    pixels.append(x < edge ? Self.black : Self.white)
                }
            }
        }
        return RasterImage(width: 10, height: 10, pixels: pixels)
    }

    @Test func identicalImagesHaveNoDifference() {
        let result = ImageComparison.compare(expected: image(), actual: image(), threshold: 0)
        #expect(result.differentPixels == 0 && result.antiAliasedPixels == 0)
        #expect(result.diffImage?.width == 10)
    }

    @Test func oneChangedPixelIsRedInTheDiffOverAFadedExpected() {
        var pixels = image().pixels
        pixels[3 * 10 + 8] = Pixel(red: 0, green: 0, blue: 255, alpha: 255)
        let result = ImageComparison.compare(
            expected: image(), actual: RasterImage(width: 10, height: 10, pixels: pixels),
            threshold: 0.1)
        #expect(result.differentPixels == 1)
        let diff = try! #require(result.diffImage)
        #expect(diff.pixel(x: 8, y: 3) == ImageComparison.differenceColour)
        // Black faded to 80 % white (opacity 0.2): 255 − 0.2·255 = 204; white stays white.
        #expect(diff.pixel(x: 0, y: 0) == Pixel(red: 204, green: 204, blue: 204, alpha: 255))
        #expect(diff.pixel(x: 9, y: 9) == Self.white)
    }

    @Test func aSmallColourShiftIsUnderTheThreshold() {
        // Δ of 3 in each channel: YIQ distance 0.5053·9 ≈ 4.5 ≪ 35215·0.1² = 352.
        let grey = Pixel(red: 252, green: 252, blue: 252, alpha: 255)
        let shifted = ImageComparison.compare(expected: image(), actual: image(column: (9, grey)), threshold: 0.1)
        #expect(shifted.differentPixels == 0)
        #expect(
            ImageComparison.compare(expected: image(), actual: image(column: (9, grey)), threshold: 0).differentPixels
                == 10)
    }

    @Test func yiqDistanceOfBlackAndWhite() {
        let black: UInt32 = 0xFF00_0000, white: UInt32 = 0xFFFF_FFFF
        // Black and white differ only in Y: 0.5053 · 255² ≈ 32857 (35215 is the bound over all colour pairs).
        #expect(abs(ImageComparison.colourDistance(black, white) - 0.5053 * 255 * 255) < 1)
        #expect(ImageComparison.colourDistance(black, white) < ImageComparison.maxDistance)
        // A transparent pixel is white once blended.
        #expect(ImageComparison.colourDistance(0x0000_0000, white) == 0)
    }

    @Test func anEdgeDrawnHalfAPixelOverIsAntiAliasing() {
        // The edge column turns grey in the actual image: darker neighbours on one side, brighter on the
        // other, both in flat areas — anti-aliasing, yellow, not counted.
        let grey = Pixel(red: 128, green: 128, blue: 128, alpha: 255)
        let result = ImageComparison.compare(expected: image(), actual: image(column: (5, grey)), threshold: 0.1)
        #expect(result.differentPixels == 0)
        #expect(result.antiAliasedPixels == 10)
        #expect(result.diffImage?.pixel(x: 5, y: 4) == ImageComparison.antiAliasColour)
        let counted = ImageComparison.compare(
            expected: image(), actual: image(column: (5, grey)), threshold: 0.1,
            includeAntiAliasing: true)
        #expect(counted.differentPixels == 10)
    }

    @Test func aRedSquareInAFlatAreaIsNotAntiAliasing() {
        var pixels = image().pixels
        for y in 2...4 { for x in 7...9 { pixels[y * 10 + x] = Pixel(red: 255, green: 0, blue: 0, alpha: 255) } }
        let result = ImageComparison.compare(
            expected: image(), actual: RasterImage(width: 10, height: 10, pixels: pixels),
            threshold: 0.1)
        #expect(result.differentPixels == 9)
        #expect(result.antiAliasedPixels == 0)
    }

    @Test func toleranceGates() throws {
        #expect(ImageTolerance.strict.accepts(differentPixels: 0, totalPixels: 100))
        #expect(!ImageTolerance.strict.accepts(differentPixels: 1, totalPixels: 100))
        #expect(try ImageTolerance(maxDifferentPixels: 3).accepts(differentPixels: 3, totalPixels: 100))
        #expect(try ImageTolerance(maxDifferentRatio: 0.01).accepts(differentPixels: 1, totalPixels: 100))
        #expect(try !ImageTolerance(maxDifferentRatio: 0.01).accepts(differentPixels: 2, totalPixels: 100))
        #expect(throws: SnapshotError.invalidTolerance("threshold 1.5 is outside 0…1")) {
            try ImageTolerance(threshold: 1.5)
        }
        #expect(throws: SnapshotError.self) { try ImageTolerance(threshold: .nan) }
        #expect(throws: SnapshotError.self) { try ImageTolerance(maxDifferentPixels: -1) }
        #expect(throws: SnapshotError.self) { try ImageTolerance(maxDifferentRatio: 1.01) }
    }
}

@Suite struct PNGCodecTests {
    @Test func roundTripsStraightAlpha() throws {
        var pixels: [RasterImage.Pixel] = []
        for i in 0..<35 {
            let alpha: Int = i % 3 == 0 ? 255 : (i * 5) % 256
            pixels.append(
                RasterImage.Pixel(
                    red: UInt8((i * 7) % 256), green: UInt8((i * 13) % 256),
                    blue: UInt8((i * 29) % 256), alpha: UInt8(alpha)))
        }
        let image = RasterImage(width: 7, height: 5, pixels: pixels)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
        let opaque = RasterImage(
            width: 7, height: 5,
            pixels: pixels.map {
                var p = $0; p.alpha = 255; return p
            })
        #expect(try PNGDecoder.decode(PNGEncoder.encode(opaque)) == opaque)
    }

    static let sample: [UInt8] = {
        var pixels: [RasterImage.Pixel] = []
        for i in 0..<4096 {
            pixels.append(RasterImage.Pixel(red: UInt8(i % 256), green: UInt8((i / 64) * 4), blue: 90, alpha: 255))
        }
        return PNGEncoder.encode(RasterImage(width: 64, height: 64, pixels: pixels))
    }()

    @Test(
        arguments: [
            ([], "the file is empty"),
            (Array("not a png".utf8), "not a PNG file"),
            (Array(sample.prefix(40)), ""),
            (Array(sample.prefix(sample.count / 2)), ""),
        ] as [([UInt8], String)])
    func badBytesThrowAReason(bytes: [UInt8], reason: String) {
        let error = #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(bytes) }
        #expect(error?.reason.isEmpty == false)
        if !reason.isEmpty { #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "")") }
        #expect(RasterImage(pngBytes: bytes) == nil)
    }

    @Test func aFlippedByteInTheImageDataIsACRCError() {
        var bytes = Self.sample
        bytes[bytes.count - 20] ^= 0xFF
        let error = #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(bytes) }
        #expect(error?.reason.contains("CRC") == true || error?.reason.isEmpty == false, "\(error?.reason ?? "")")
    }

    @Test func anAbsurdHeaderSizeIsRefusedBeforeAllocating() {
        var bytes = Self.sample
        // IHDR width at offset 16: 0x7FFF_FFFF (the CRC no longer matches either; whichever check comes
        // first, it's an error, not an allocation).
        bytes[16] = 0x7F; bytes[17] = 0xFF; bytes[18] = 0xFF; bytes[19] = 0xFF
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(bytes) }
    }
}

/// The libdeflate fast path and libpng decode every filter type to the same pixels.
@Suite struct PNGFastPathTests {
    /// A PNG of `pixels` (RGB or RGBA) whose rows use filter types 0, 1, 2, 3, 4 in turn.
    static func png(_ pixels: [RasterImage.Pixel], width: Int, height: Int, alpha: Bool) -> [UInt8] {
        let channels = alpha ? 4 : 3
        let rowBytes = width * channels
        func byte(_ x: Int, _ y: Int, _ c: Int) -> Int {
            guard x >= 0, y >= 0 else { return 0 }
            let p = pixels[y * width + x]
            return Int([p.red, p.green, p.blue, p.alpha][c])
        }
        var raw: [UInt8] = []
        for y in 0..<height {
            let filter = y % 5
            raw.append(UInt8(filter))
            for i in 0..<rowBytes {
                let x = i / channels, c = i % channels
                let value = byte(x, y, c), a = byte(x - 1, y, c), b = byte(x, y - 1, c), d = byte(x - 1, y - 1, c)
                let predictor: Int
                switch filter {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - d, pa = abs(p - a), pb = abs(p - b), pc = abs(p - d)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : d
                default: predictor = 0
                }
                raw.append(UInt8((value - predictor + 256) % 256))
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) {
            png.appendBigEndian(UInt32(data.count))
            let typed = Array(type.utf8) + data
            png += typed
            png.appendBigEndian(CRC32.checksum(typed))
        }
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, alpha ? 6 : 2, 0, 0, 0]
        chunk("IHDR", header)
        chunk("tEXt", Array("Software\u{0}test".utf8))
        chunk("IDAT", Deflate.zlibRunLength(raw, period: channels))
        chunk("IEND", [])
        return png
    }

    static func pixels(alpha: Bool) -> [RasterImage.Pixel] {
        var out: [RasterImage.Pixel] = []
        for i in 0..<(23 * 11) {
            let red = UInt8((i * 37) % 256), green = UInt8((i * 11 + 7) % 256), blue = UInt8((i * i) % 256)
            let a: UInt8 = alpha ? UInt8((i * 5) % 256) : 255
            out.append(RasterImage.Pixel(red: red, green: green, blue: blue, alpha: a))
        }
        return out
    }

    @Test(arguments: [false, true])
    func everyFilterTypeDecodesExactly(alpha: Bool) throws {
        let pixels = Self.pixels(alpha: alpha)
        let bytes = Self.png(pixels, width: 23, height: 11, alpha: alpha)
        let fast = try #require(try bytes.withUnsafeBytes { try PNGFastPath.decode($0) })
        #expect(fast.pixels == pixels)
        #expect(try PNGDecoder.decode(bytes) == fast)
        #expect(try PNGDecoder.decodeWithLibpng(bytes) == fast)
    }

    @Test func aChangedHeaderFailsItsCRC() throws {
        // A header edited after the fact (here to 16 bits per channel) is caught by its checksum.
        var bytes = Self.png(Self.pixels(alpha: false), width: 23, height: 11, alpha: false)
        bytes[24] = 16 // bit depth 16 in IHDR; the CRC no longer matches, which the fast path checks first
        #expect(throws: PNGDecodingError(reason: "IHDR: CRC error")) {
            try bytes.withUnsafeBytes { try PNGFastPath.decode($0) }
        }
    }
}
