/// What a designer looks for when reviewing one screen across environments: text cut short, content that
/// doesn't fit its view, views outside their superview, broken or ambiguous constraints.
public struct ReviewFinding: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A label's text ends in an ellipsis.
        case truncated
        /// Text taller or wider than its view (UILabel clips it).
        case clipped
        /// The view's frame leaves its superview's bounds.
        case outsideSuperview = "outside-superview"
        /// A required constraint was broken.
        case unsatisfiable
        /// The constraints leave a view's frame undetermined.
        case ambiguous
    }

    public var kind: Kind
    /// The views concerned, by name (empty for a finding about the whole layout).
    public var views: [String]

    public init(kind: Kind, views: [String]) { self.kind = kind; self.views = views }

    /// `truncated 'title'`.
    public var description: String {
        views.isEmpty ? kind.rawValue : "\(kind.rawValue) " + views.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension SolvedLayout {
    /// The review findings, views in z-order, one finding per kind and view. Hidden views are skipped.
    public var reviewFindings: [ReviewFinding] {
        var out: [ReviewFinding] = []
        var hidden: Set<String> = []
        for view in views {
            if view.node.isHidden || view.superview.map({ hidden.contains($0) }) == true {
                hidden.insert(view.name); continue
            }
            guard let text = view.textLayout, view.kind == .label else { continue }
            if text.lines.contains(where: \.isTruncated) {
                out.append(ReviewFinding(kind: .truncated, views: [view.name]))
            } else if text.size.height > view.frame.height + 0.5 || text.size.width > view.frame.width + 0.5 {
                out.append(ReviewFinding(kind: .clipped, views: [view.name]))
            }
        }
        for diagnostic in diagnostics where !diagnostic.views.contains(where: hidden.contains) {
            let kind: ReviewFinding.Kind
            switch diagnostic.code {
            case "outside-superview": kind = .outsideSuperview
            case "unsatisfiable": kind = .unsatisfiable
            case "ambiguous": kind = .ambiguous
            default: continue
            }
            out.append(ReviewFinding(kind: kind, views: diagnostic.views))
        }
        return out
    }
}
