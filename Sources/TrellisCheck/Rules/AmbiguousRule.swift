import TrellisLayout

/// A view whose frame the constraints don't determine (`hasAmbiguousLayout`), or a scroll view whose
/// content size they don't: UIKit picks one of the possible frames, and which one can change between runs
/// and OS versions.
public struct AmbiguousRule: CheckRule {
    public init() {}
    public let id = "ambiguous"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "The constraints leave a view's position or size undetermined."
    public let fix =
        "Add the missing constraint the message names (a width, both sides, a vertical position), or give the content an intrinsic size."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        findings(in: subject.layout, codes: ["ambiguous", "ambiguous-content-size"])
    }
}
