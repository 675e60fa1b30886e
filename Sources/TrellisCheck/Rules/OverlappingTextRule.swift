import TrellisLayout

/// Two sibling views that overlap where one of them draws text, so the text is covered or drawn over
/// something: text under a view drawn above it that paints there, or text drawn over another text, image
/// or control below it. A sibling below that only paints a background is a backdrop, not an overlap (a
/// card behind a label). Intentional overlays opt out per view: `check: {disable: [overlapping-text]}`.
public struct OverlappingTextRule: CheckRule {
    public init() {}
    public let id = "overlapping-text"
    public let defaultSeverity = Diagnostic.Severity.warning
    public let summary = "Sibling views overlap where one of them draws text."
    public let fix =
        "Constrain the siblings against each other (label.trailing <= image.leading - 8) or stack them; mark an intentional overlay with check: {disable: [overlapping-text]}."

    public func check(_ subject: CheckSubject) -> [RuleFinding] {
        var out: [RuleFinding] = []
        let tolerance = subject.tolerance
        // Each view's painting and content views (itself and its shown descendants), found once.
        var subtrees: [Int: [Int]] = [:]
        func subtree(_ index: Int) -> [Int] {
            if let known = subtrees[index] { return known }
            let list = ([index] + subject.descendants(of: index)).filter {
                subject.isShown[$0] && subject.views[$0].absoluteFrame.width > 0
                    && subject.views[$0].absoluteFrame.height > 0
            }
            subtrees[index] = list
            return list
        }
        func any(_ list: [Int], in area: Rect, _ test: (SolvedView) -> Bool) -> Bool {
            list.contains {
                test(subject.views[$0])
                    && subject.views[$0].absoluteFrame.intersection(area, tolerance: tolerance) != nil
            }
        }
        let groups =
            [subject.roots]
            + subject.children.enumerated().filter { subject.isShown[$0.offset] && !$0.element.isEmpty }.map(\.element)
        for siblings in groups {
            // A sweep along x: siblings sorted by their left edge meet only those starting before they end.
            let shown = siblings.filter { subject.isShown[$0] && subject.views[$0].kind != .layoutGuide }
            let sorted = shown.sorted { subject.views[$0].absoluteFrame.minX < subject.views[$1].absoluteFrame.minX }
            for (i, a) in sorted.enumerated() {
                let frameA = subject.views[a].absoluteFrame
                for b in sorted[(i + 1)...] {
                    let frameB = subject.views[b].absoluteFrame
                    if frameB.minX >= frameA.maxX - tolerance { break }
                    guard let overlap = frameA.intersection(frameB, tolerance: tolerance) else { continue }
                    let (below, above) = a < b ? (a, b) : (b, a)
                    let textBelow = any(subtree(below), in: overlap) { $0.drawnText != nil }
                    let textAbove = any(subtree(above), in: overlap) { $0.drawnText != nil }
                    // Text below, covered by anything painted above; text above, drawn over content below.
                    let covered = textBelow && any(subtree(above), in: overlap) { $0.paints }
                    let overdrawn = textAbove && any(subtree(below), in: overlap) { $0.hasContent }
                    guard covered || overdrawn else { continue }
                    let lower = subject.views[below], upper = subject.views[above]
                    out.append(
                        RuleFinding(
                            views: [upper.name, lower.name], location: upper.node.location,
                            message:
                                "'\(upper.name)' overlaps '\(lower.name)' by \(size(overlap.width, overlap.height)) where \(covered ? "'\(lower.name)' draws text" : "'\(upper.name)' draws text over content")",
                            key: "\(upper.name)|\(lower.name)"))
                }
            }
        }
        return out
    }
}
