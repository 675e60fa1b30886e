import TrellisLayout

/// Findings the layout engine already makes as diagnostics (`SolvedLayout.diagnostics`), keyed by their
/// code, views and message (which names constraints by their text, never by line: a baseline keeps
/// matching when lines move).
func findings(
    in layout: SolvedLayout, codes: Set<String>, message: (Diagnostic) -> String = \.message
) -> [RuleFinding] {
    layout.diagnostics.filter { codes.contains($0.code) }.map { diagnostic in
        RuleFinding(
            views: diagnostic.views, location: diagnostic.location, message: message(diagnostic),
            key:
                "\(diagnostic.code)|\(diagnostic.location?.description ?? "")|\(diagnostic.views.joined(separator: ","))"
        )
    }
}
