import TrellisLayout

/// Seed 004's third attribute rule: a location attribute (an edge, a centre, a baseline) takes a
/// multiplier of 1. UIKit accepts another and applies it in the coordinates of the items' nearest common
/// ancestor, which moves the view when that ancestor changes size.
public struct LocationMultiplierRule: CheckRule {
    public init() {}
    public let id = "location-multiplier"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "A location attribute (edge, centre, baseline) has a multiplier other than 1."
    public let fix =
        "Use a multiplier of 1 with a constant, or a layout guide sized by a multiplier on width or height and position the view against it."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        findings(in: subject.layout, codes: ["location-multiplier"])
    }
}
