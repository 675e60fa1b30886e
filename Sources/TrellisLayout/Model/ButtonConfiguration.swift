/// A `UIButton.Configuration` button (iOS 15 and later): its style, size and content layout. A button
/// without one (`ViewNode.buttonConfiguration` nil) is a classic button, sized by `contentEdgeInsets`.
/// The figures each style and size gives are in `ButtonConfigurationMetrics`.
public struct ButtonConfiguration: Sendable, Hashable {
    /// The configuration's constructor: `.plain()`, `.gray()`, `.tinted()`, `.filled()`.
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        case plain, gray, tinted, filled
    }

    /// `UIButton.Configuration.Size`: picks the default content insets and fonts.
    public enum ButtonSize: String, Sendable, Hashable, CaseIterable, Codable {
        case mini, small, medium, large
    }

    /// `imagePlacement` (an `NSDirectionalRectEdge`): where the image sits against the title.
    public enum ImagePlacement: String, Sendable, Hashable, CaseIterable, Codable {
        case leading, trailing, top, bottom
    }

    public var style: Style
    public var buttonSize: ButtonSize = .medium
    /// `contentInsets`; nil: the size's default (`ButtonConfigurationMetrics.contentInsets`).
    public var contentInsets: DirectionalEdgeInsets?
    /// The second line under the title (`subtitle`), in the size's smaller font.
    public var subtitle: String?
    /// `titlePadding`: between title and subtitle.
    public var titlePadding: Double = 0
    /// `imagePadding`: between the image and the title block.
    public var imagePadding: Double = 0
    public var imagePlacement: ImagePlacement = .leading

    public init(style: Style) { self.style = style }

    /// The insets in effect: the given ones, else the size's.
    public var effectiveContentInsets: DirectionalEdgeInsets {
        contentInsets ?? ButtonConfigurationMetrics.contentInsets(buttonSize)
    }
}

/// UIKit's figures for configuration buttons; sources and confidence in docs/semantics.md
/// ("Configuration buttons").
public enum ButtonConfigurationMetrics {
    /// The default `contentInsets` of each `buttonSize`. Medium's horizontal 12 is measured from the frames
    /// Interface Builder stores; the others are chosen (semantics.md).
    public static func contentInsets(_ size: ButtonConfiguration.ButtonSize) -> DirectionalEdgeInsets {
        switch size {
        case .mini: return DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        case .small: return DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title's font size for each `buttonSize` (the system font, regular).
    public static func titleSize(_ size: ButtonConfiguration.ButtonSize) -> Double {
        switch size {
        case .mini: return 12
        case .small: return 15
        case .medium, .large: return 17
        }
    }

    /// The subtitle's font size: two points below the title's (a footnote-like line under a body title).
    public static func subtitleSize(_ size: ButtonConfiguration.ButtonSize) -> Double {
        titleSize(size) - 2
    }

    /// The corner radius of the background UIKit draws (`cornerStyle: .dynamic`, the default) for each size.
    public static func cornerRadius(_ size: ButtonConfiguration.ButtonSize) -> Double {
        switch size {
        case .mini: return 4
        case .small: return 5
        case .medium: return 6
        case .large: return 8
        }
    }
}
