import TrellisLayout

/// Required constraints that can't all hold: UIKit breaks one of them at run time and logs "Unable to
/// simultaneously satisfy constraints". The finding names the constraint UIKit breaks and is placed at it.
public struct UnsatisfiableRule: CheckRule {
    public init() {}
    public let id = "unsatisfiable"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "Required constraints conflict; UIKit breaks one of them at run time."
    public let fix =
        "Lower the priority of the constraint that should give way (999 or less), or remove the one you don't want."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        findings(in: subject.layout, codes: ["unsatisfiable"]) { diagnostic in
            let conflict = diagnostic.details.drop { $0 != "The constraints in the conflict, as written:" }.dropFirst()
            guard conflict.count > 1 else { return diagnostic.message }
            return diagnostic.message + " (in conflict with "
                + conflict.filter { !$0.hasSuffix("<- broken") }.map { "'\(constraintText($0))'" }
                .joined(separator: ", ") + ")"
        }
    }
}

/// `file:line:col: height == 40 [intrinsicSize]` → `height == 40 [intrinsicSize]`.
private func constraintText(_ line: String) -> String {
    guard let range = line.firstRange(of: ": ") else { return line }
    return String(line[range.upperBound...])
}
