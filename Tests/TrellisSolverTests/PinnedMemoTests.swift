import Testing

@testable import TrellisSolver

/// `Solver.isPinned` answers a defined unknown from its definition's terms, remembered per tableau state
/// (`PinnedMemo`), and expands it only when that can't tell: its answers must be the full expansion's.
@Suite struct PinnedMemoTests {
    /// The answer of the expansion alone, as `isPinned` gave it before the memo.
    static func expandedAnswer(_ solver: Solver, _ variable: Variable) -> Bool {
        let row = solver.tableau.expand([(solver.symbols[variable.index], 1)], constant: 0)
        return !row.terms.contains { solver.canMoveFreely($0.symbol) }
    }

    /// Rows of labels long enough for their left edges to be kept as definitions (`DefinitionTests.Row`'s
    /// shape), some widths without a preferred size (free, so every left edge after them moves too), some
    /// without a minimum: every unknown's answer, asked twice (the second from the memo), is the
    /// expansion's, before and after an edit changes the tableau.
    @Test func answersMatchTheExpansion() throws {
        var rng = SeededGenerator(seed: 77)
        var defined = 0, pinned = 0, free = 0
        for _ in 0..<30 {
            let solver = Solver()
            let n = Int.random(in: 30...60, using: &rng)
            let container = solver.makeVariable("container")
            try solver.addEditVariable(container, priority: .defaultHigh)
            try solver.suggestValue(Double(n) * 58, for: container)
            var lefts: [Variable] = [], widths: [Variable] = []
            for i in 0..<n {
                lefts.append(solver.makeVariable("left\(i)"))
                widths.append(solver.makeVariable("width\(i)"))
                try solver.add(
                    i == 0
                        ? Constraint(Expression(lefts[0]), .equal, Expression(0))
                        : Constraint(Expression(lefts[i]), .equal, lefts[i - 1] + widths[i - 1] + 8))
                if Int.random(in: 0..<4, using: &rng) > 0 {
                    try solver.add(Constraint(Expression(widths[i]), .greaterThanOrEqual, Expression(10)))
                }
                if Int.random(in: 0..<8, using: &rng) > 0 {
                    try solver.add(Constraint(Expression(widths[i]), .equal, Expression(50), priority: .defaultLow))
                }
            }
            for step in 0..<2 {
                if step == 1 { try solver.suggestValue(Double(n) * 40, for: container) }
                _ = solver.value(of: lefts[n - 1])
                for v in lefts + widths {
                    let expected = Self.expandedAnswer(solver, v)
                    #expect(solver.isPinned(v) == expected)
                    #expect(solver.isPinned(v) == expected)
                    if solver.tableau.symbolTable[solver.symbols[v.index]].definition >= 0 { defined += 1 }
                    if expected { pinned += 1 } else { free += 1 }
                }
            }
        }
        #expect(defined > 500 && pinned > 500 && free > 500, "\(defined) defined, \(pinned) pinned, \(free) free")
    }
}
