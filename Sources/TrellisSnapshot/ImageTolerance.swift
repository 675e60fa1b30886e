/// How different two images may be and still match.
///
/// Two gates, as Playwright and pixelmatch users know them: a pixel differs when its perceptual colour
/// distance (YIQ, see `ImageComparison`) exceeds `threshold`; the images match when the number of
/// differing pixels is at most `maxDifferentPixels` or, when given instead, their share of all pixels is
/// at most `maxDifferentRatio`. Anti-aliased pixels (edges that moved by a fraction of a pixel) are
/// detected and not counted unless `includeAntiAliasing` is set.
///
/// Trellis renders deterministically, so the default is strict: threshold 0.1 (pixelmatch's default,
/// which absorbs nothing a person would notice) and no differing pixel allowed.
public struct ImageTolerance: Sendable, Hashable {
    /// Per-pixel colour distance, 0 (exact) … 1 (anything matches). Default 0.1.
    public var threshold: Double
    /// At most this many differing pixels (default 0); ignored when `maxDifferentRatio` is set.
    public var maxDifferentPixels: Int
    /// At most this share (0…1) of the image's pixels may differ.
    public var maxDifferentRatio: Double?
    /// Counts anti-aliased pixels as differences.
    public var includeAntiAliasing: Bool

    public static let defaultThreshold = 0.1

    /// Throws `SnapshotError.invalidTolerance` for a threshold or ratio outside 0…1 or a negative count.
    public init(
        threshold: Double = ImageTolerance.defaultThreshold, maxDifferentPixels: Int = 0,
        maxDifferentRatio: Double? = nil, includeAntiAliasing: Bool = false
    ) throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw SnapshotError.invalidTolerance("threshold \(threshold) is outside 0…1")
        }
        guard maxDifferentPixels >= 0 else {
            throw SnapshotError.invalidTolerance("max differing pixels \(maxDifferentPixels) is negative")
        }
        if let ratio = maxDifferentRatio, !(ratio.isFinite && (0...1).contains(ratio)) {
            throw SnapshotError.invalidTolerance("max differing ratio \(ratio) is outside 0…1")
        }
        self.init(checked: threshold, maxDifferentPixels, maxDifferentRatio, includeAntiAliasing)
    }

    private init(checked threshold: Double, _ pixels: Int, _ ratio: Double?, _ antiAliasing: Bool) {
        self.threshold = threshold
        self.maxDifferentPixels = pixels
        self.maxDifferentRatio = ratio
        self.includeAntiAliasing = antiAliasing
    }

    /// The default: threshold 0.1, no differing pixel, anti-aliased pixels ignored.
    public static let strict = ImageTolerance(checked: defaultThreshold, 0, nil, false)

    /// True when `differentPixels` out of `totalPixels` pass the image-level gate.
    public func accepts(differentPixels: Int, totalPixels: Int) -> Bool {
        if let ratio = maxDifferentRatio {
            return Double(differentPixels) <= ratio * Double(max(totalPixels, 1))
        }
        return differentPixels <= maxDifferentPixels
    }

    /// `threshold 0.1, at most 0 pixels` — for messages.
    public var summary: String {
        let gate =
            maxDifferentRatio.map { "at most \(Percent.text($0)) of pixels" } ?? "at most \(maxDifferentPixels) pixels"
        return "threshold \(threshold), \(gate)" + (includeAntiAliasing ? ", anti-aliasing counted" : "")
    }
}

/// Percentages for messages: `0.25%`, `12%`.
enum Percent {
    static func text(_ fraction: Double) -> String {
        let value = fraction * 100
        if value == value.rounded() { return "\(Int(value))%" }
        let precise = (value * 1000).rounded() / 1000
        return "\(precise)%"
    }
}
