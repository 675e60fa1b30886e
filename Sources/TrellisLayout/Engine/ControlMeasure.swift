import TrellisText

extension ContentMeasurer {
    /// The intrinsic size of a control or bar whose size depends only on its style (`ControlMetrics`).
    static func fixedIntrinsicSize(_ node: ViewNode) -> Size? {
        ControlMetrics.fixedIntrinsicSize(node.kind, node.control)
    }

    /// The style of a segment's title: one line of the 13-point system font.
    static var segmentTitleStyle: TextStyle {
        TextStyle(font: Font(size: ControlMetrics.segmentTitleSize), numberOfLines: 1)
    }

    /// The style of a navigation bar's title: 17-point medium centred in the bar (UIKit's semibold, the
    /// nearest weight the bundled fonts have), or a 34-point bold large title.
    static func navigationTitleStyle(large: Bool) -> TextStyle {
        TextStyle(font: Font(size: large ? 34 : 17, weight: large ? .bold : .medium), numberOfLines: 1)
    }

    /// `UINavigationBar`: its fixed height; its title (`text`) laid out for drawing. The title doesn't
    /// change the bar's size (a long title is truncated by the bar, not measured by it).
    func measureNavigationBar(_ node: ViewNode) throws -> ContentMeasure {
        let size = Self.fixedIntrinsicSize(node) ?? .noIntrinsicSize
        guard let title = node.text, !title.isEmpty else {
            return ContentMeasure(intrinsic: size, baseline: .bottomEdge, text: .fixed(nil))
        }
        let layout = try countedLayout(
            title, style: Self.navigationTitleStyle(large: node.control.prefersLargeTitles), width: nil, scale: scale)
        return ContentMeasure(intrinsic: size, baseline: .bottomEdge, text: .fixed(layout))
    }

    /// `UISegmentedControl`: each segment is its title's (or image's) width plus the segment padding;
    /// with `equal` widths every segment takes the widest one's, with `proportional` its own. The height is
    /// fixed; the baseline is the titles', centred in it. The titles' layouts are measured but not kept:
    /// the control's drawing lays them out again (`SolvedView.textLayout` holds one text).
    func measureSegmentedControl(_ node: ViewNode) throws -> ContentMeasure {
        let control = node.control
        var widths: [Double] = []
        var firstTitle: TextLayout?
        for segment in control.segments {
            var content = segment.imageSize?.width ?? 0
            if let title = segment.title, !title.isEmpty {
                let layout = try countedLayout(title, style: Self.segmentTitleStyle, width: nil, scale: scale)
                content = max(content, layout.size.width)
                if firstTitle == nil { firstTitle = layout }
            }
            widths.append(content + ControlMetrics.segmentPadding)
        }
        let width =
            control.segmentWidths == .equal
            ? (widths.max() ?? 0) * Double(widths.count) : widths.reduce(0, +)
        let size = Size(width: width, height: ControlMetrics.segmentedControlHeight)
        let baseline = firstTitle.map { Self.centredBaseline($0, inset: .zero) } ?? .bottomEdge
        return ContentMeasure(intrinsic: size, baseline: baseline, text: .fixed(nil))
    }
}

extension ViewNode {
    /// The view's image in points: its PNG's pixel size divided by the scale its file name gives (`@2x`,
    /// `@3x`, else 1), as `UIImage(named:)` reads it, a symbol image's box (`SymbolMetrics`), or a button's
    /// placeholder size; nil without any.
    public func imagePointSize() throws -> Size? {
        if let path = imagePath {
            let px = try PNGSize.pixelSize(ofFileAt: path)
            let s = PNGSize.scale(ofFileNamed: path)
            return Size(width: Double(px.width) / s, height: Double(px.height) / s)
        }
        if let symbol = symbolImage { return SymbolMetrics.size(symbol) }
        return control.imageSize
    }
}
