import TrellisLayout

/// Text in a fixed point size: it stays the same size when the user asks for larger text, so it ignores
/// Dynamic Type (`font: 17` instead of `font: {style: body}` or `font: {size: 17, scalesWith: body}`).
public struct FixedFontSizeRule: CheckRule {
    public init() {}
    public let id = "fixed-font-size"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "A view's text has a fixed font size that doesn't scale with Dynamic Type."
    public let fix =
        "Use a text style (font: {style: body}) or scale the size with one (font: {size: 15, scalesWith: body}), with maximumSize where the layout can't grow."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        var out: [RuleFinding] = []
        for (index, view) in subject.views.enumerated() where subject.isShown[index] {
            guard view.drawnText != nil, view.node.dynamicFont == nil else { continue }
            out.append(
                RuleFinding(
                    views: [view.name], location: view.node.location,
                    message:
                        "'\(view.name)' has a fixed \(points(view.node.textStyle.font.size)) pt font that doesn't scale with Dynamic Type",
                    key: view.name))
        }
        return out
    }
}
