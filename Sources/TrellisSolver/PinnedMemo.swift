/// Whether symbols' expansions are free of symbols that can move freely (`Solver.canMoveFreely`), remembered
/// for one state of the tableau: an ambiguity check (`Solver.isPinned`) asks it of every unknown of a layout
/// in turn, and expanding a defined unknown walks its whole chain of definitions — the position of the
/// last of N stacked views, defined through every view above it. Remembered, each definition is walked
/// once per state, whatever the number of checks.
///
/// It answers only "pinned": a defined symbol is pinned when every term of its definition is (a sum of
/// expansions without a free symbol has none). When one term is not, the terms' free symbols may still
/// cancel, and the caller expands the symbol to see (`Solver.isPinned`).
struct PinnedMemo {
    /// Per symbol: the generation its answer is for, and the answer.
    private var stamps: [UInt32] = []
    private var answers: [Bool] = []
    private var generation: UInt32 = 0
    /// The tableau's `version` the answers hold for.
    private var version = -1

    /// Forgets every answer when the tableau changed since they were given.
    mutating func begin(version: Int, symbolCount: Int) {
        if version != self.version {
            self.version = version
            generation &+= 1
            if generation == 0 { // wrapped: no stamp may match an old answer
                stamps = []
                answers = []
                generation = 1
            }
        }
        if stamps.count < symbolCount {
            stamps += [UInt32](repeating: 0, count: symbolCount - stamps.count)
            answers += [Bool](repeating: false, count: symbolCount - answers.count)
        }
    }

    func answer(_ symbol: Int) -> Bool? { stamps[symbol] == generation ? answers[symbol] : nil }

    mutating func record(_ symbol: Int, _ pinned: Bool) {
        stamps[symbol] = generation
        answers[symbol] = pinned
    }
}

extension Solver {
    /// True when `symbol` (a defined symbol) is pinned by the rule of `PinnedMemo`; false when that rule
    /// can't tell (the caller then expands it). Iterative: a chain of definitions can be as long as the
    /// layout, deeper than a thread's stack.
    func definedSymbolIsPinned(_ symbol: Int) -> Bool {
        pinnedMemo.begin(version: tableau.version, symbolCount: tableau.symbolCount)
        var stack = [symbol]
        while let s = stack.last {
            if pinnedMemo.answer(s) != nil {
                stack.removeLast()
                continue
            }
            let d = tableau.symbolTable[s].definition
            tableau.work.rowTermOperations &+= tableau.definitions[d].terms.count
            var waiting = false, pinned = true
            for (term, _) in tableau.definitions[d].terms {
                if tableau.symbolTable[term].definition >= 0 {
                    if let known = pinnedMemo.answer(term) {
                        pinned = pinned && known
                    } else {
                        stack.append(term)
                        waiting = true
                    }
                } else {
                    pinned = pinned && leafIsPinned(term)
                }
            }
            guard !waiting else { continue }
            pinnedMemo.record(s, pinned)
            stack.removeLast()
        }
        return pinnedMemo.answer(symbol) ?? false
    }

    /// A symbol that is not defined: basic, pinned when no symbol of its row can move freely; parametric,
    /// when it can't itself.
    private func leafIsPinned(_ symbol: Int) -> Bool {
        if let known = pinnedMemo.answer(symbol) { return known }
        let slot = tableau.symbolTable[symbol].row
        tableau.work.rowTermOperations &+= slot >= 0 ? tableau.rows[slot].terms.count : 1
        let pinned =
            slot >= 0 ? !tableau.rows[slot].terms.contains { canMoveFreely($0.symbol) } : !canMoveFreely(symbol)
        pinnedMemo.record(symbol, pinned)
        return pinned
    }
}
