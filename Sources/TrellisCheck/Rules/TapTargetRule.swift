import TrellisLayout

/// A button or text field smaller than 44 × 44 points, the smallest tap target Apple's Human Interface
/// Guidelines allow. UISwitch and UISlider are left out: their height (31 points) is UIKit's own, which a
/// layout can't change. A zero-size control is `zero-size`'s finding.
public struct TapTargetRule: CheckRule {
    public init() {}
    public let id = "tap-target"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "A button or text field is smaller than the 44 × 44 pt minimum tap target."
    public let fix =
        "Make the control at least 44 × 44 pt (a height constraint, content insets); keep a small glyph inside a larger control."

    /// Apple's minimum tap target, in points on each axis.
    public static let minimum: Double = 44

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        var out: [RuleFinding] = []
        for (index, view) in subject.views.enumerated() where subject.isShown[index] {
            guard view.kind == .button || view.kind == .textField else { continue }
            let frame = view.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            var short: [String] = []
            if frame.width < Self.minimum - subject.tolerance { short.append("width") }
            if frame.height < Self.minimum - subject.tolerance { short.append("height") }
            guard !short.isEmpty else { continue }
            out.append(
                RuleFinding(
                    views: [view.name], location: view.node.location,
                    message:
                        "'\(view.name)' is \(size(frame.width, frame.height)) pt, under the 44 × 44 pt of a tap target (\(short.joined(separator: " and ")))",
                    key: view.name))
        }
        return out
    }
}
