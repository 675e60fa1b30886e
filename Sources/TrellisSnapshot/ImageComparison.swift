import TrellisRender

/// How two images of the same size differ, pixel by pixel.
public struct ImageDifference: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Pixels whose colour distance exceeds the threshold and that aren't anti-aliasing (unless counted).
    public var differentPixels: Int
    /// Pixels over the threshold that were recognised as anti-aliased edges (yellow in the diff image).
    public var antiAliasedPixels: Int
    /// The expected image faded to grey, differing pixels red and anti-aliased ones yellow; nil when not asked for.
    public var diffImage: RasterImage?

    public var totalPixels: Int { width * height }
    /// `differentPixels` as a share of all pixels.
    public var differentRatio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
}

/// Perceptual pixel comparison after pixelmatch's published method (mapbox/pixelmatch; written here from
/// its description, not its code):
///
/// - A pixel is blended onto white by its alpha and converted to YIQ; the distance between two pixels is
///   `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` (Kotsarenko & Ramos 2010), whose largest possible value is
///   35215. A pixel differs when its distance exceeds `35215 · threshold²`.
/// - A differing pixel is anti-aliasing (Vyšniauskas 2009) when, in either image, it has at most two
///   neighbours of the same brightness, both darker and brighter neighbours, and its darkest or its
///   brightest neighbour sits in a flat area (three or more identical neighbours) in both images — the
///   signature of an edge drawn a fraction of a pixel elsewhere.
public enum ImageComparison {
    /// The largest YIQ distance between two colours (black and white).
    public static let maxDistance = 35215.0

    /// Compares two images of the same size. Identical pixel buffers are recognised without per-pixel work.
    public static func compare(
        expected: RasterImage, actual: RasterImage, threshold: Double,
        includeAntiAliasing: Bool = false, makeDiffImage: Bool = true
    ) -> ImageDifference {
        precondition(
            expected.width == actual.width && expected.height == actual.height,
            "compare images of the same size (check sizes first)")
        let width = expected.width, height = expected.height
        var result = ImageDifference(
            width: width, height: height, differentPixels: 0, antiAliasedPixels: 0,
            diffImage: nil)
        if expected.pixels == actual.pixels {
            if makeDiffImage { result.diffImage = faded(expected) }
            return result
        }
        let limit = maxDistance * threshold * threshold
        let count = width * height
        var differing = 0, antiAliased = 0
        let diff = [RasterImage.Pixel](unsafeUninitializedCapacity: makeDiffImage ? count : 0) { out, initialized in
            expected.pixels.withUnsafeBufferPointer { e in
                actual.pixels.withUnsafeBufferPointer { a in
                    e.withMemoryRebound(to: UInt32.self) { e in
                        a.withMemoryRebound(to: UInt32.self) { a in
                            var fader = Fader()
                            let target = makeDiffImage ? out.baseAddress : nil
                            for i in 0..<count {
                                let p = e[i], q = a[i]
                                var colour: RasterImage.Pixel?
                                if p != q, colourDistance(p, q) > limit {
                                    let x = i % width, y = i / width
                                    if !includeAntiAliasing
                                        && (isAntiAliased(e, a, x: x, y: y, width: width, height: height)
                                            || isAntiAliased(a, e, x: x, y: y, width: width, height: height))
                                    {
                                        antiAliased += 1
                                        colour = antiAliasColour
                                    } else {
                                        differing += 1
                                        colour = differenceColour
                                    }
                                }
                                if let target { (target + i).initialize(to: colour ?? fader.fade(p)) }
                            }
                        }
                    }
                }
            }
            initialized = makeDiffImage ? count : 0
        }
        result.differentPixels = differing
        result.antiAliasedPixels = antiAliased
        if makeDiffImage { result.diffImage = RasterImage(width: width, height: height, pixels: diff) }
        return result
    }

    /// Differing pixels in the diff image.
    public static let differenceColour = RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    /// Anti-aliased pixels in the diff image.
    public static let antiAliasColour = RasterImage.Pixel(red: 255, green: 255, blue: 0, alpha: 255)
    /// How much of the expected image's brightness shows under the highlights (0 white … 1 full).
    public static let fadedOpacity = 0.2

    /// The expected image as the diff image's background: brightness only, faded towards white.
    static func faded(_ image: RasterImage) -> RasterImage {
        var fader = Fader()
        return image.pixels.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt32.self) { raw in
                RasterImage(width: image.width, height: image.height, pixels: raw.map { fader.fade($0) })
            }
        }
    }

    // MARK: Colour science

    /// A pixel as stored (RGBA bytes in memory, read as a little- or big-endian word) blended onto white.
    @inline(__always)
    static func blendedRGB(_ v: UInt32) -> (Double, Double, Double) {
        let bytes = withUnsafeBytes(of: v) { ($0[0], $0[1], $0[2], $0[3]) }
        let alpha = Double(bytes.3) / 255
        func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
        return (blend(bytes.0), blend(bytes.1), blend(bytes.2))
    }

    @inline(__always)
    static func luma(_ c: (Double, Double, Double)) -> Double {
        c.0 * 0.29889531 + c.1 * 0.58662247 + c.2 * 0.11448223
    }

    /// The weighted YIQ distance, 0…35215.
    @inline(__always)
    static func colourDistance(_ p: UInt32, _ q: UInt32) -> Double {
        let a = blendedRGB(p), b = blendedRGB(q)
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// Signed brightness difference (Y only).
    @inline(__always)
    static func brightnessDelta(_ p: UInt32, _ q: UInt32) -> Double {
        luma(blendedRGB(p)) - luma(blendedRGB(q))
    }

    // MARK: Anti-aliasing

    /// Whether the pixel at (x, y) of `image` looks like an anti-aliased edge, given `other`.
    static func isAntiAliased(
        _ image: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>,
        x: Int, y: Int, width: Int, height: Int
    ) -> Bool {
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        let centre = image[y * width + x]
        // A pixel on the image's border has fewer neighbours: count the missing side as one equal neighbour.
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let delta = brightnessDelta(centre, image[ny * width + nx])
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        // An edge pixel lies between something darker and something brighter.
        if darkest == 0 || brightest == 0 { return false }
        return
            (inFlatArea(image, darkestAt, width: width, height: height)
            && inFlatArea(other, darkestAt, width: width, height: height))
            || (inFlatArea(image, brightestAt, width: width, height: height)
                && inFlatArea(other, brightestAt, width: width, height: height))
    }

    /// Three or more of the pixel's neighbours have exactly its colour.
    static func inFlatArea(_ image: UnsafeBufferPointer<UInt32>, _ at: (Int, Int), width: Int, height: Int) -> Bool {
        let (x, y) = at
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        let centre = image[y * width + x]
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where (nx != x || ny != y) && image[ny * width + nx] == centre {
                equal += 1
                if equal > 2 { return true }
            }
        }
        return false
    }
}

/// Fades pixels to a light grey of their brightness, remembering the last colour (images are mostly runs).
private struct Fader {
    private var last: UInt32 = 0
    private var lastFaded = RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    private var primed = false

    @inline(__always)
    mutating func fade(_ v: UInt32) -> RasterImage.Pixel {
        if primed && v == last { return lastFaded }
        let y = ImageComparison.luma(ImageComparison.blendedRGB(v))
        let grey = UInt8(max(0, min(255, (255 + (y - 255) * ImageComparison.fadedOpacity).rounded())))
        last = v
        lastFaded = RasterImage.Pixel(red: grey, green: grey, blue: grey, alpha: 255)
        primed = true
        return lastFaded
    }
}
