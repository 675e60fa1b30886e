import TrellisLayout
import TrellisRender

/// Text whose colour doesn't stand out from what is behind it by WCAG 2's AA ratio: 4.5:1, or 3:1 for
/// large text, in each theme. The text colour is the view's (`textColor`, its dark variant in dark mode),
/// else the kind's system default (`label`, a button's `systemBlue` tint); what is behind it is the view's
/// own background composited over its ancestors' and over the window's `systemBackground` (white, black in
/// dark mode), or, where neither it nor an ancestor has one, the background of an earlier sibling that
/// covers its whole frame (a card behind a column), as the renderer finds it. A text field's placeholder
/// isn't checked: it is a hint in UIKit's own grey, not content.
///
/// Large text, WCAG's 18 pt or 14 pt bold, is taken as 24 points or 18.66 points bold: WCAG's points are
/// 1⁄72 inch at CSS's 96 pixels per inch, and Safari on iOS draws a CSS pixel as one point (docs/semantics.md).
public struct ContrastRule: CheckRule {
    public init() {}
    public let id = "contrast"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "Text contrasts with its background below WCAG AA (4.5:1, 3:1 for large text) in a theme."
    public let fix =
        "Choose a darker or lighter text colour or background; give both a dark variant ({light: …, dark: …}) or use semantic colours (label, secondaryLabel, systemBackground)."
    public var dependsOnTheme: Bool { true }

    public static let normalRatio = Contrast.minimumTextRatio
    public static let largeRatio = 3.0

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        let dark = subject.environment.theme == .dark
        let window = SystemColor.systemBackground.resolved(dark: dark)
        var behind: [Color] = [] // each view's opaque backdrop, ancestors and own background included
        var painted: [Bool] = [] // whether the view or an ancestor has a background
        behind.reserveCapacity(subject.views.count)
        painted.reserveCapacity(subject.views.count)
        // Per superview (the canvas: -1), its shown subviews with a background so far, for the backdrop search.
        var backdrops: [Int: [Int]] = [:]
        var out: [RuleFinding] = []
        for (index, view) in subject.views.enumerated() {
            var base = subject.parent[index].map { behind[$0] } ?? window
            let own = view.node.backgroundColor(dark: dark).flatMap { $0.alpha > 0 ? $0 : nil }
            let group = subject.parent[index] ?? -1
            if subject.parent[index].map({ painted[$0] }) != true,
                let backdrop = backdrop(for: index, among: backdrops[group] ?? [], subject, dark)
            {
                base = Contrast.over(backdrop, base)
            }
            if let own { base = Contrast.over(own, base) }
            behind.append(base)
            painted.append(own != nil || (subject.parent[index].map { painted[$0] } ?? false))
            if own != nil, subject.isShown[index] { backdrops[group, default: []].append(index) }
            guard subject.isShown[index], view.kind.drawsText, !(view.node.text ?? "").isEmpty, view.frame.width > 0,
                view.frame.height > 0
            else {
                continue
            }
            let ink = Contrast.over(textColor(view, dark: dark), base)
            let ratio = Contrast.ratio(ink, base)
            let font = view.node.textStyle.font
            let large = font.effectiveSize >= 24 || (font.weight.numericWeight >= 600 && font.effectiveSize >= 18.66)
            let minimum = large ? Self.largeRatio : Self.normalRatio
            guard ratio < minimum - 1e-9 else { continue }
            out.append(
                RuleFinding(
                    views: [view.name], location: view.node.location,
                    message:
                        "'\(view.name)' text contrasts \(ratioText(ratio)):1 with its background in \(dark ? "dark" : "light") mode, under the \(ratioText(minimum)):1 WCAG AA asks of \(large ? "large" : "normal") text",
                    key: view.name))
        }
        return out
    }

    private func textColor(_ view: SolvedView, dark: Bool) -> Color {
        if let color = dark ? (view.node.darkTextColor ?? view.node.textColor) : view.node.textColor {
            return color
        }
        if view.kind == .button { return SystemColor.systemBlue.resolved(dark: dark) }
        return SystemColor.label.resolved(dark: dark)
    }

    /// The background of the last earlier sibling (or earlier top-level view) with a background that covers
    /// the whole of `index`'s frame; `candidates` are the earlier siblings with a background, in z-order.
    private func backdrop(for index: Int, among candidates: [Int], _ subject: CheckSubject, _ dark: Bool) -> Color? {
        let frame = subject.views[index].absoluteFrame
        for sibling in candidates.reversed() where subject.views[sibling].absoluteFrame.contains(frame) {
            return subject.views[sibling].node.backgroundColor(dark: dark)
        }
        return nil
    }

    private func ratioText(_ ratio: Double) -> String {
        let text = String((ratio * 100).rounded(.down) / 100)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

extension ViewNode {
    /// The background in the theme's appearance.
    func backgroundColor(dark: Bool) -> Color? { dark ? (darkBackground ?? background) : background }
}
