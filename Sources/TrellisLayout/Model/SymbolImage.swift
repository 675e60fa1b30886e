/// An SF Symbol (`UIImage(systemName:)` with a `UIImage.SymbolConfiguration`). Trellis can't ship the
/// symbols: it lays out and draws a placeholder box of the size UIKit's symbol image would have
/// (`SymbolMetrics`), labelled with the name.
public struct SymbolImage: Sendable, Hashable {
    /// `UIImage.SymbolScale`.
    public enum Scale: String, Sendable, Hashable, CaseIterable, Codable {
        case small, medium, large
    }

    /// `UIImage.SymbolWeight`; it changes the strokes, not the box.
    public enum Weight: String, Sendable, Hashable, CaseIterable, Codable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public var name: String
    public var pointSize: Double = SymbolMetrics.defaultPointSize
    public var weight: Weight = .regular
    public var scale: Scale = .medium
    /// The symbol's width over its height, where known (an Interface Builder document lists each system
    /// image's size); nil: a square symbol.
    public var aspectRatio: Double?

    public init(name: String) { self.name = name }
}

/// The size and alignment-rect insets of a symbol image. The symbols' own outlines are Apple's; this is
/// the box they occupy, from UIKit's scale factors and the insets measured in Interface Builder
/// documents (docs/semantics.md, "SF Symbol images").
public enum SymbolMetrics {
    /// A symbol configured with no point size: UIKit's body text size.
    public static let defaultPointSize: Double = 17

    /// The image height of a square symbol per point of its configuration's size, for each scale.
    public static func heightFactor(_ scale: SymbolImage.Scale) -> Double {
        switch scale {
        case .small: return 0.94
        case .medium: return 1.2
        case .large: return 1.55
        }
    }

    /// The vertical alignment-rect inset as a share of the alignment rect's height, on top and on bottom:
    /// negative, so the image's frame lies inside its alignment rect (a 128-point symbol image view
    /// constrained to 128 × 128 is stored 128 × 125.33 at y 1.33).
    public static let verticalInsetShare: Double = -(4.0 / 3.0) / 128

    /// The symbol image's size in points (its alignment rect).
    public static func size(_ symbol: SymbolImage) -> Size {
        let height = symbol.pointSize * heightFactor(symbol.scale)
        return Size(width: height * (symbol.aspectRatio ?? 1), height: height)
    }

    /// The alignment-rect insets of a symbol image whose alignment rect is `height` tall.
    public static func alignmentInsets(height: Double) -> EdgeInsets {
        let inset = height * verticalInsetShare
        return EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
    }
}
