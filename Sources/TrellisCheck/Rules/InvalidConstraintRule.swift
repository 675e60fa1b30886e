import TrellisLayout

/// A constraint Auto Layout refuses (seed 004's attribute rules: a location equal to a bare constant, a
/// horizontal attribute against a vertical one, leading/trailing against left/right, a size against a
/// location) or one naming a view that doesn't exist: the document can't be laid out at all.
public struct InvalidConstraintRule: CheckRule {
    public init() {}
    public let id = "invalid-constraint"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary =
        "A constraint Auto Layout refuses: a location equal to a constant, axes or attribute systems mixed, an unknown view."
    public let fix =
        "Relate a location to another item's location on the same axis and in the same system (leading with leading, left with left); sizes to sizes or constants."

    public func check(_ subject: CheckSubject) -> [RuleFinding] { [] }

    public func checkFailure(_ diagnostics: [Diagnostic]) -> [RuleFinding] {
        diagnostics.map { diagnostic in
            RuleFinding(
                views: diagnostic.views, location: diagnostic.location, message: diagnostic.message,
                key: "\(diagnostic.code)|\(diagnostic.views.joined(separator: ","))|\(diagnostic.message)")
        }
    }
}
