import TrellisLayout

/// Why a render failed. Every case reads as one clear line for the command line.
public indirect enum RenderError: Error, CustomStringConvertible, Equatable {
    /// A format name or file extension that isn't png, svg or pdf.
    case unknownFormat(String)
    /// A scale other than 1, 2 or 3.
    case invalidScale(Double)
    /// Padding that is negative or not finite.
    case invalidPadding(Double)
    /// The image would exceed `RenderLimits` at the chosen scale.
    case canvasTooLarge(width: Int, height: Int)
    /// A canvas or frame with a non-finite or negative size.
    case invalidGeometry(String)
    /// An image view's file does not exist.
    case missingImage(path: String)
    /// An image view's path names something that isn't a file Trellis reads (a FIFO, a directory, a device)
    /// or that can't be opened.
    case unreadableImage(path: String, reason: String)
    /// An image view's file exists but isn't a PNG Trellis can read, or is over the pixel limit.
    case corruptImage(path: String, reason: String)
    /// A bundled font could not be opened or used.
    case font(String)
    /// Cairo reported an error.
    case cairo(String)
    /// The output could not be written.
    case writeFailed(path: String, reason: String)
    /// The page would have more device pixels than `ResourceLimits.canvasPixels`.
    case overPixelLimit(width: Int, height: Int, limit: Int)
    /// A failure caused by something the spec names (an image file), at the place the spec names it.
    case inSpec(SourceLocation, RenderError)
    /// A text layout made for measuring only (`TextDetail.metrics`, `LayoutEngine.textDetail`) has no
    /// glyphs to draw; the associated value is the start of its text.
    case textWithoutGlyphs(String)

    public var description: String {
        switch self {
        case .unknownFormat(let name):
            return "unknown output format '\(name)' (expected png, svg or pdf)"
        case .invalidScale(let scale):
            return "invalid scale \(NumberText.minimal(scale)) (expected 1, 2 or 3)"
        case .invalidPadding(let padding):
            return "invalid padding \(padding) (expected a number of points ≥ 0)"
        case .canvasTooLarge(let width, let height):
            return "canvas too large: \(width)×\(height) px at the chosen scale "
                + "(the limit is \(RenderLimits.maxSide) px a side and \(RenderLimits.maxPixels / 1_000_000) Mpx)"
        case .invalidGeometry(let what):
            return "invalid geometry: \(what)"
        case .missingImage(let path):
            return "image file not found: \(path)"
        case .unreadableImage(let path, let reason):
            return "cannot read image \(path): \(reason)"
        case .corruptImage(let path, let reason):
            return "cannot read image \(path) as PNG: \(reason)"
        case .font(let message):
            return "font error: \(message)"
        case .cairo(let message):
            return "drawing failed: \(message)"
        case .writeFailed(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .overPixelLimit(let width, let height, let limit):
            return
                "the page is \(width)×\(height) px at the chosen scale, more than \(ResourceLimits.grouped(limit)) pixels "
                + "(\(ResourceLimits.advice(.canvasPixels, limit)))"
        case .inSpec(let location, let error):
            return "\(location): error: \(error)"
        case .textWithoutGlyphs(let text):
            return "cannot draw the text '\(text)': it was laid out for measuring only, without glyphs "
                + "(solve with LayoutEngine(textEngine:textDetail: .glyphs) to render)"
        }
    }
}

/// The largest image Trellis draws: beyond this Cairo's surfaces and viewers struggle.
public enum RenderLimits {
    /// Pixels on either side.
    public static let maxSide = 16_384
    /// Total pixels (256 Mpx).
    public static let maxPixels = 256_000_000
}
