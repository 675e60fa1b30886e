import Testing

@testable import TrellisLayout

/// Sessions over the stacks whose constraints the solver keeps out of its rows — a leading-aligned column,
/// whose spanning boundaries are merged into one (`SoftRepresentatives`), and an `equalSpacing` column pinned
/// at both ends, whose gaps' slacks are definitions (`Tableau.defineSlackEquality`): a text edited again and
/// again (content sizes moved or replaced, stacks regenerated) must give the frames a fresh solve gives.
struct SolverShortcutSessionTests {
    static let texts = [
        "Short", "A label long enough to wrap onto a second line of the column", "Mid-length words here",
        "Another quite long label that goes on and on until it wraps twice over in the narrow column",
    ]

    static func column(_ distribution: StackDistribution, _ alignment: StackAlignment, pinnedAtBottom: Bool)
        -> LayoutDocument
    {
        var constraints = Doc.pinnedTopLeading + [Doc.c(.owner, .trailing, .equal, .superview, .trailing)]
        if pinnedAtBottom { constraints.append(Doc.c(.owner, .bottom, .equal, .superview, .bottom)) }
        let items = (0..<12).map { Doc.label("l\($0)", texts[$0 % texts.count], size: 15, lines: 0) }
        let s = Doc.stack(
            "column", .vertical, distribution: distribution, alignment: alignment, spacing: 4, constraints, items)
        return LayoutDocument(canvas: Doc.iPhoneSE, views: [s])
    }

    @Test(arguments: [
        (StackDistribution.fill, StackAlignment.leading, false), (.fill, .trailing, false),
        (.equalSpacing, .fill, true), (.equalSpacing, .leading, true),
    ])
    func editsMatchAFreshSolve(_ distribution: StackDistribution, _ alignment: StackAlignment, _ pinned: Bool) throws {
        let session = try LayoutSession(
            document: Self.column(distribution, alignment, pinnedAtBottom: pinned), engine: Doc.engine())
        for (step, (view, text)) in [(3, 0), (0, 3), (7, 1), (3, 2), (11, 3), (0, 0)].enumerated() {
            let layout = try session.setText(Self.texts[text], ofView: "l\(view)")
            let fresh = try Doc.engine().solve(session.document)
            for v in fresh.views {
                #expect(layout.frame(v.name) == v.frame, "step \(step), \(v.name)")
            }
        }
    }
}
