/// What a spec says about its picture rather than its layout: a title and description (an SVG's `<title>`
/// and `<desc>`), annotations drawn over the views, and whether problems fail the render (`strict`).
public struct Presentation: Sendable, Hashable {
    public var title: String?
    /// A longer description of the figure.
    public var summary: String?
    /// `strict: true`: an unsatisfiable constraint, an ambiguity or a clipped or zero-size view with content
    /// makes `trellis render` and `trellis layout` fail (as `--strict` does).
    public var strict: Bool
    /// In written order; badges and callouts are drawn in this order.
    public var annotations: [FigureAnnotation]

    public init(
        title: String? = nil, summary: String? = nil, strict: Bool = false,
        annotations: [FigureAnnotation] = []
    ) {
        self.title = title
        self.summary = summary
        self.strict = strict
        self.annotations = annotations
    }

    /// No title, no annotations, not strict.
    public static let none = Presentation()
}

/// A point on a view an annotation refers to: the view, or one of its anchors (`top`, `leading`, `centerY`…).
public struct AnnotationTarget: Sendable, Hashable {
    public var view: String
    /// nil: the view as a whole.
    public var anchor: LayoutAttribute?

    public init(view: String, anchor: LayoutAttribute? = nil) {
        self.view = view
        self.anchor = anchor
    }
}

/// One thing drawn over a figure so that it needs no image editor.
public struct FigureAnnotation: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A short text in a bubble, placed near the target, with a leader line to it.
        case callout(text: String, target: AnnotationTarget)
        /// A numbered (or lettered) disc at the target's top-leading corner.
        case badge(label: String, target: AnnotationTarget)
        /// A line of text under the canvas.
        case caption(String)
        /// The view outlined in the highlight colour, everything else left as is.
        case highlight(view: String)
    }

    public var kind: Kind
    public var location: SourceLocation?

    public init(_ kind: Kind, location: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
    }

    /// The views it names.
    public var views: [String] {
        switch kind {
        case .callout(_, let target), .badge(_, let target): return [target.view]
        case .caption: return []
        case .highlight(let view): return [view]
        }
    }
}
