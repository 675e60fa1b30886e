import TrellisLayout

/// A view with content (text, an image, a control) laid out at zero width or height, or at a negative
/// size: its content is there and nobody sees it — seed 000's scrolling text view, which has no intrinsic
/// size, pinned only by its position.
public struct ZeroSizeRule: CheckRule {
    public init() {}
    public let id = "zero-size"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "A view with content is laid out with zero (or negative) width or height."
    public let fix =
        "Give the view a size (width and height constraints, sizeThatFits), or pin it so its intrinsic size applies."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        findings(in: subject.layout, codes: ["zero-size", "negative-size"])
    }
}
