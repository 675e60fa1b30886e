import FoundationEssentials
import TrellisLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2 contrast: relative luminance of sRGB colours and the contrast ratio between two of them, used to
/// pick tag and chip ink that stays readable on whatever is under it.
public enum Contrast {
    /// The ratio WCAG 2.x AA asks of normal-size text.
    public static let minimumTextRatio = 4.5

    /// Relative luminance (0 black … 1 white) of an opaque sRGB colour.
    public static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 … 21.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` composited over an opaque `bottom` (source-over), opaque.
    public static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = top.alpha
        return Color(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// `preferred` when it reaches `minimumTextRatio` on every one of `plates` (opaque); otherwise
    /// `preferred` moved towards black or white — whichever gets there — by the smallest step (of 20) that
    /// does, so a chip keeps its hue where it can; black or white, whichever contrasts more, as a last resort.
    public static func legibleInk(_ preferred: Color, on plates: [Color], minimum: Double = minimumTextRatio) -> Color {
        func worst(_ ink: Color) -> Double { plates.map { ratio(over(ink, $0), $0) }.min() ?? 21 }
        if worst(preferred) >= minimum { return preferred }
        var best: (Color, Double) = (preferred, worst(preferred))
        for target in [Color.black, Color.white] {
            for step in 1...20 {
                var ink = Palette.mix(preferred, target, Double(step) / 20)
                ink.alpha = 1
                let w = worst(ink)
                if w >= minimum { return ink }
                if w > best.1 { best = (ink, w) }
            }
        }
        return best.0
    }
}
