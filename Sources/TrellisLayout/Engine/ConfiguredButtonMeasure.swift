import TrellisText

/// Where a configuration button's parts sit: its image, its title and its subtitle, one above the other
/// (the title block), the image at `imagePlacement` against the block with `imagePadding` between, and
/// the whole centred inside `contentInsets`. The measure (intrinsic size) and the drawing share it.
public struct ConfiguredButtonGeometry: Sendable, Hashable {
    public var configuration: ButtonConfiguration
    public var imageSize: Size?
    /// The title's and subtitle's sizes, each line's height rounded up to a whole point as UIKit's
    /// configuration label does (a 17-point title makes a 35-point medium button, not 34.33).
    public var titleSize: Size?
    public var subtitleSize: Size?

    public init(configuration: ButtonConfiguration, imageSize: Size?, titleSize: Size?, subtitleSize: Size?) {
        self.configuration = configuration
        self.imageSize = imageSize
        self.titleSize = titleSize.map { Size(width: $0.width, height: $0.height.rounded(.up)) }
        self.subtitleSize = subtitleSize.map { Size(width: $0.width, height: $0.height.rounded(.up)) }
    }

    /// The title and subtitle stacked with `titlePadding` between; nil without either.
    public var blockSize: Size? {
        switch (titleSize, subtitleSize) {
        case (nil, nil): return nil
        case (let one?, nil), (nil, let one?): return one
        case (let title?, let subtitle?):
            return Size(
                width: max(title.width, subtitle.width),
                height: title.height + configuration.titlePadding + subtitle.height)
        }
    }

    private var stacksVertically: Bool {
        configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    }

    /// The image and the title block together, without the insets.
    public var contentSize: Size {
        guard let image = imageSize else { return blockSize ?? .zero }
        guard let block = blockSize else { return image }
        let padding = configuration.imagePadding
        return stacksVertically
            ? Size(width: max(image.width, block.width), height: image.height + padding + block.height)
            : Size(width: image.width + padding + block.width, height: max(image.height, block.height))
    }

    /// The button's intrinsic size: the content plus `contentInsets`.
    public var intrinsicSize: Size {
        let insets = configuration.effectiveContentInsets
        let content = contentSize
        return Size(
            width: content.width + insets.leading + insets.trailing,
            height: content.height + insets.top + insets.bottom)
    }

    /// The frames of the parts inside a button of `bounds` (its own coordinates), the content centred in
    /// the area inside the insets; leading is left (`rightToLeft` mirrors it).
    public func parts(in bounds: Rect, rightToLeft: Bool = false) -> (image: Rect?, title: Rect?, subtitle: Rect?) {
        let insets = configuration.effectiveContentInsets.resolved(in: rightToLeft ? .rightToLeft : .leftToRight)
        let area = Rect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top,
            width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        let content = contentSize
        let origin = Point(
            x: area.minX + (area.width - content.width) / 2, y: area.minY + (area.height - content.height) / 2)
        var image: Rect?
        var block = Rect(origin: origin, size: blockSize ?? .zero)
        if let size = imageSize {
            let placed = Self.place(
                size, beside: blockSize, padding: configuration.imagePadding,
                at: configuration.imagePlacement, rightToLeft: rightToLeft, content: content)
            image = Rect(origin: Point(x: origin.x + placed.image.x, y: origin.y + placed.image.y), size: size)
            block.origin = Point(x: origin.x + placed.block.x, y: origin.y + placed.block.y)
        }
        let title = titleSize.map {
            Rect(x: block.minX + (block.width - $0.width) / 2, y: block.minY, width: $0.width, height: $0.height)
        }
        let subtitle = subtitleSize.map {
            Rect(
                x: block.minX + (block.width - $0.width) / 2,
                y: block.minY + (title.map { $0.height + configuration.titlePadding } ?? 0),
                width: $0.width, height: $0.height)
        }
        return (image, title, subtitle)
    }

    /// The image's and the block's offsets inside the content box.
    private static func place(
        _ image: Size, beside block: Size?, padding: Double, at placement: ButtonConfiguration.ImagePlacement,
        rightToLeft: Bool, content: Size
    ) -> (image: Point, block: Point) {
        guard let block else {
            return (Point(x: (content.width - image.width) / 2, y: (content.height - image.height) / 2), .zero)
        }
        let centreX = { (width: Double) in (content.width - width) / 2 }
        let centreY = { (height: Double) in (content.height - height) / 2 }
        var imageFirst = placement == .leading || placement == .top
        switch placement {
        case .leading, .trailing:
            if rightToLeft { imageFirst.toggle() }
            let imageX = imageFirst ? 0 : block.width + padding
            let blockX = imageFirst ? image.width + padding : 0
            return (Point(x: imageX, y: centreY(image.height)), Point(x: blockX, y: centreY(block.height)))
        case .top, .bottom:
            let imageY = imageFirst ? 0 : block.height + padding
            let blockY = imageFirst ? image.height + padding : 0
            return (Point(x: centreX(image.width), y: imageY), Point(x: centreX(block.width), y: blockY))
        }
    }
}

extension ContentMeasurer {
    /// The style of a configuration button's subtitle: one line of the size's subtitle font.
    public static func subtitleStyle(_ configuration: ButtonConfiguration) -> TextStyle {
        TextStyle(font: Font(size: ButtonConfigurationMetrics.subtitleSize(configuration.buttonSize)), numberOfLines: 1)
    }

    /// A `UIButton.Configuration` button: its title (one line of `textStyle`), subtitle and image laid out
    /// by `ConfiguredButtonGeometry`, plus `contentInsets`. The baselines are the title's (first) and the
    /// subtitle's (last), wherever the content centres them.
    func measureConfiguredButton(_ node: ViewNode, _ configuration: ButtonConfiguration) throws -> ContentMeasure {
        var style = node.textStyle
        style.numberOfLines = 1
        let text = node.text ?? ""
        let title = text.isEmpty ? nil : try countedLayout(text, style: style, width: nil, scale: scale)
        let subtitleText = configuration.subtitle ?? ""
        let subtitle =
            subtitleText.isEmpty
            ? nil : try countedLayout(subtitleText, style: Self.subtitleStyle(configuration), width: nil, scale: scale)
        let geometry = ConfiguredButtonGeometry(
            configuration: configuration, imageSize: try node.imagePointSize(),
            titleSize: title.map { Size(width: $0.size.width, height: $0.size.height) },
            subtitleSize: subtitle.map { Size(width: $0.size.width, height: $0.size.height) })
        let size = geometry.intrinsicSize
        let parts = geometry.parts(in: Rect(origin: Point(x: 0, y: 0), size: size))
        // Offsets from the vertical centre, which stays the centre at any solved height.
        let centre = size.height / 2
        var baseline = BaselineGeometry.bottomEdge
        if let title, let titleRect = parts.title {
            var last = titleRect.minY - centre + title.lastBaseline
            if let subtitle, let subtitleRect = parts.subtitle {
                last = subtitleRect.minY - centre + subtitle.lastBaseline
            }
            baseline = BaselineGeometry(
                heightFactor: 0.5, firstOffset: titleRect.minY - centre + title.firstBaseline, lastOffset: last)
        }
        return ContentMeasure(intrinsic: size, baseline: baseline, text: .fixed(title))
    }
}
