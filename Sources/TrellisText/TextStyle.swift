/// The weights Trellis ships faces for. Each maps to one file of the bundled system font.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
    case regular, medium, bold
}

/// A font request as a spec states it: the system UI font at a point size and weight.
/// `scale` is the Dynamic Type hook: the size actually used is `size × scale`.
public struct Font: Sendable, Hashable, Codable {
    public var size: Double
    public var weight: FontWeight
    public var scale: Double

    public init(size: Double = 17, weight: FontWeight = .regular, scale: Double = 1) {
        self.size = size
        self.weight = weight
        self.scale = scale
    }

    /// The point size after the Dynamic Type scale.
    public var effectiveSize: Double { size * scale }

    /// Point sizes (after the scale) that can be measured and drawn: FreeType and Cairo fail, draw
    /// nothing or leak outside them. The spec reader refuses others; the renderer refuses to draw them.
    public static let drawableSizes: ClosedRange<Double> = 0.5...5_000

    /// UIKit's default label font: the 17 pt system font.
    public static let label = Font(size: 17)
}

/// `NSLineBreakMode`, with UIKit's meaning for each case.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, Codable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// `NSTextAlignment`. `natural` is left for left-to-right paragraphs and right for right-to-left ones.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case natural, left, center, right, justified
}

/// Everything besides the string that decides how a label's text is laid out.
public struct TextStyle: Sendable, Hashable, Codable {
    public var font: Font
    /// 0 means unlimited, as `UILabel.numberOfLines`.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var alignment: TextAlignment
    /// Extra space between lines, in points (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing: Double
    /// `NSParagraphStyle.lineBreakStrategy`; none (`[]`) by default, as `NSParagraphStyle`. A label's
    /// default is `.standard`, set by `ViewNode` as UILabel does.
    public var lineBreakStrategy: LineBreakStrategy

    public init(
        font: Font = .label,
        numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail,
        alignment: TextAlignment = .natural,
        lineSpacing: Double = 0,
        lineBreakStrategy: LineBreakStrategy = []
    ) {
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineBreakStrategy = lineBreakStrategy
    }
}
