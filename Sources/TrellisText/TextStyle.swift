/// UIKit's nine font weights (`UIFont.Weight`). Each is drawn with the bundled face of the nearest weight
/// (`FontCatalog`): Roboto has 100, 300, 400, 500, 700 and 900.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight on the CSS / OpenType `usWeightClass` scale: 100 (ultraLight) to 900 (black), as SF Pro's
    /// nine faces are numbered.
    public var numericWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// `UIFontDescriptor.SystemDesign`: the system font's design. Trellis draws each with a bundled stand-in
/// (`FontCatalog`): SF is Roboto, New York is DejaVu Serif, SF Mono is DejaVu Sans Mono, and SF Rounded,
/// which no bundled font resembles, is Roboto.
public enum FontDesign: String, Sendable, Hashable, CaseIterable, Codable {
    case `default`, rounded, serif, monospaced
}

/// A font request as a spec states it: the system UI font at a point size, weight, design and slant, or a
/// custom font (`name`, a PostScript name, or `family`) from the files a spec names.
/// `scale` is the Dynamic Type hook: the size actually used is `size × scale`.
public struct Font: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight
    public var scale: Double
    /// The italic face of the family (`UIFontDescriptor.SymbolicTraits.traitItalic`).
    public var italic: Bool = false
    /// The system font's design; ignored for a custom font.
    public var design: FontDesign = .default
    /// Tabular figures (`UIFont.monospacedDigitSystemFont`): the OpenType `tnum` feature, where the face has it.
    public var monospacedDigit: Bool = false
    /// A custom font by PostScript name (`UIFont(name:size:)`); `weight` and `italic` are then ignored.
    public var name: String?
    /// A custom font by family name, its face chosen by `weight` and `italic` (`UIFontDescriptor` with
    /// `.family` and traits).
    public var family: String?

    public init(size: Double = 17, weight: FontWeight = .regular, scale: Double = 1) {
        self.size = size
        self.weight = weight
        self.scale = scale
    }

    /// The point size after the Dynamic Type scale.
    public var effectiveSize: Double { size * scale }

    /// Whether the font is the system font (any weight, design or slant), not a custom one.
    public var isSystemFont: Bool { name == nil && family == nil }

    /// Point sizes (after the scale) that can be measured and drawn: FreeType and Cairo fail, draw
    /// nothing or leak outside them. The spec reader refuses others; the renderer refuses to draw them.
    public static let drawableSizes: ClosedRange<Double> = 0.5...5_000

    /// UIKit's default label font: the 17 pt system font.
    public static let label = Font(size: 17)
}

/// Coded with the keys of the properties; those added after size, weight and scale are written only when
/// they differ from their defaults and may be absent when read, so a regular system font codes as before.
extension Font: Codable {
    private enum CodingKeys: String, CodingKey {
        case size, weight, scale, italic, design, monospacedDigit, name, family
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            size: try c.decode(Double.self, forKey: .size), weight: try c.decode(FontWeight.self, forKey: .weight),
            scale: try c.decode(Double.self, forKey: .scale))
        italic = try c.decodeIfPresent(Bool.self, forKey: .italic) ?? false
        design = try c.decodeIfPresent(FontDesign.self, forKey: .design) ?? .default
        monospacedDigit = try c.decodeIfPresent(Bool.self, forKey: .monospacedDigit) ?? false
        name = try c.decodeIfPresent(String.self, forKey: .name)
        family = try c.decodeIfPresent(String.self, forKey: .family)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(size, forKey: .size)
        try c.encode(weight, forKey: .weight)
        try c.encode(scale, forKey: .scale)
        if italic { try c.encode(italic, forKey: .italic) }
        if design != .default { try c.encode(design, forKey: .design) }
        if monospacedDigit { try c.encode(monospacedDigit, forKey: .monospacedDigit) }
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(family, forKey: .family)
    }
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
