/// What `TextEngine.measure` is asked for, typed by its answer: the lines at a width (`TextLayout`), the
/// same with the text's shaping kept for another width, or UIKit's first pass — the unbounded text's
/// metrics without its lines (`TextMeasurement`).
public struct TextMeasureRequest<Answer> {
    let answer: (TextEngine, String, TextStyle, Double, TextDetail) throws -> Answer
}

extension TextMeasureRequest where Answer == TextLayout {
    /// The text's lines at `width` (`TextEngine.measure`'s rules for widths). `reusing`: a shaping of this
    /// text kept from an earlier measure (`ShapedText`), whose paragraphs are used instead of shaping them
    /// again where it holds this text in this font; the layout is the same either way.
    public static func lines(width: Double?, reusing shaping: ShapedText? = nil) -> Self {
        Self { engine, text, style, scale, detail in
            try engine.laidOut(
                text, style: style, width: width, scale: scale, reusing: shaping, keepingShaping: false,
                detail: detail
            ).layout
        }
    }
}

extension TextMeasureRequest where Answer == (layout: TextLayout, shaping: ShapedText) {
    /// The lines at `width`, and the text's shaping, to lay the same text out again at another width
    /// (`lines(width:reusing:)`). When the layout itself was cached, the shaping holds no paragraph (the
    /// next layout shapes as usual).
    public static func linesKeepingShaping(width: Double?) -> Self {
        Self { engine, text, style, scale, detail in
            try engine.laidOutKeepingShaping(text, style: style, width: width, scale: scale, detail: detail)
        }
    }
}

extension TextMeasureRequest where Answer == TextMeasurement {
    /// A wrapping label's first pass: the width, height and baselines of the unbounded text (each paragraph
    /// one line), to the bit those of its layout, found without building its lines; with its shaping, to lay
    /// the text out at the width the pass solves. When a line limit hides paragraphs (the last visible line
    /// is then truncated) the lines are built, as `linesKeepingShaping(width: nil)`. Neither reads nor fills
    /// the layout cache when it answers metrics.
    public static var unwrappedKeepingShaping: Self {
        Self { engine, text, style, scale, detail in
            if let (metrics, shaping) = try engine.unwrappedMetrics(text, style: style, scale: scale) {
                return .metrics(metrics, shaping: shaping)
            }
            let (layout, shaping) = try TextMeasureRequest<(layout: TextLayout, shaping: ShapedText)>
                .linesKeepingShaping(width: nil).answer(engine, text, style, scale, detail)
            return .layout(layout, shaping: shaping)
        }
    }
}

/// What a first-pass measure (`TextMeasureRequest.unwrappedKeepingShaping`) found.
public enum TextMeasurement: Sendable {
    /// The unbounded text's metrics, its lines not built, and its shaping.
    case metrics(UnwrappedTextMetrics, shaping: ShapedText)
    /// The unbounded text's lines (a line limit hid paragraphs), and its shaping.
    case layout(TextLayout, shaping: ShapedText)

    /// The width, height and baselines, either way.
    public var metrics: UnwrappedTextMetrics {
        switch self {
        case .metrics(let metrics, _): return metrics
        case .layout(let layout, _): return layout.metrics
        }
    }

    /// The text's shaping, for the next measure at a width.
    public var shaping: ShapedText {
        switch self {
        case .metrics(_, let shaping), .layout(_, let shaping): return shaping
        }
    }
}
