import TrellisText

/// A view's content as measured for one solve: its intrinsic size, where its baselines sit, and what its
/// text measure is (`TextMeasure`), which decides what UIKit's second pass does with it.
struct ContentMeasure: Sendable {
    var intrinsic: Size
    var baseline: BaselineGeometry
    var text: TextMeasure

    static let none = ContentMeasure(intrinsic: .noIntrinsicSize, baseline: .bottomEdge, text: .fixed(nil))

    /// The text as laid out for this measure; nil without text, and for a first pass that measured its
    /// text's metrics alone.
    var textLayout: TextLayout? {
        switch text {
        case .fixed(let layout): return layout
        case .unwrapped(let first): return first.layout
        case .wrapped(let layout, _): return layout
        }
    }

    /// A two-pass view's first-pass measure: its width is the unwrapped text's, a provisional request that
    /// the second pass replaces (`ConstraintBuilder.appendIntrinsic` ranks its compression resistance just
    /// below the firm sizes of other views).
    var isProvisionalWidth: Bool {
        if case .unwrapped = text { return true }
        return false
    }

    /// The width a second-pass measure's text was wrapped at (the width the first pass solved); nil for
    /// every other measure.
    var wrapWidth: Double? {
        if case .wrapped(_, let width) = text { return width }
        return nil
    }

    /// Hands a first pass's kept shaping to the caller (the second pass, which wraps the same glyphs), so
    /// the measure no longer holds it; nil for any other measure.
    mutating func takeShaping() -> ShapedText? {
        guard case .unwrapped(var first) = text, let shaping = first.shaping else { return nil }
        first.shaping = nil
        text = .unwrapped(first)
        return shaping
    }
}

/// What a view's text measure is.
enum TextMeasure: Sendable {
    /// The text laid out for good (nil: the view shows no text): every view but a two-pass one, and a
    /// two-pass view whose second pass did not determine its width (`LayoutRun.keepWrapWidthOnlyIfDetermined`).
    case fixed(TextLayout?)
    /// A two-pass view's first pass: its text unwrapped, the width provisional.
    case unwrapped(UnwrappedText)
    /// A two-pass view's second pass: its text wrapped at `width`, the width the first pass solved.
    case wrapped(TextLayout, width: Double)
}

/// A two-pass view's first-pass text: unwrapped, each paragraph on one line.
struct UnwrappedText: Sendable {
    /// The unwrapped text's width (unrounded): the second pass keeps this measure when the text already fits
    /// the width it would wrap at (`ContentMeasurer.firstPassStillHolds`).
    var width: Double
    /// The unbounded layout; nil when the first pass measured the text's metrics alone
    /// (`TextMeasureRequest.unwrappedKeepingShaping`) — the second pass lays it out only if it keeps the
    /// measure (`LayoutRun.runSecondPass`), since a second pass that wraps the text never needs it.
    var layout: TextLayout?
    /// The text's shaping, for the second pass to wrap the same glyphs (`ShapedText`); taken by that pass.
    var shaping: ShapedText?
}
