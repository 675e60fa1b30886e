/// What laying a text out unbounded gives a measure — each paragraph on one line, unwrapped — without the
/// lines themselves: the first pass of a wrapping label needs only its size and baselines, and its lines
/// are laid out again at the width that pass solves (`TextMeasureRequest.unwrappedKeepingShaping`).
public struct UnwrappedTextMetrics: Sendable, Hashable {
    /// The widest line's width, as `TextLayout.width`.
    public var width: Double
    /// As `TextLayout.height`.
    public var height: Double
    /// As `TextLayout.firstBaseline` and `lastBaseline`, from the top of the text block.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// Device pixels per point, for `size`.
    public var scale: Double

    /// As `TextLayout.size`: each axis ceiled to the device pixel grid.
    public var size: (width: Double, height: Double) {
        (TextLayout.ceilToPixel(width, scale: scale), TextLayout.ceilToPixel(height, scale: scale))
    }
}

extension TextLayout {
    /// The layout's metrics, as `UnwrappedTextMetrics` holds them.
    public var metrics: UnwrappedTextMetrics {
        UnwrappedTextMetrics(
            width: width, height: height, firstBaseline: firstBaseline, lastBaseline: lastBaseline, scale: scale)
    }
}
