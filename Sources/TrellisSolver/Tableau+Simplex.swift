extension Tableau {
    /// The row that limits `entering` when it moves in `direction` (+1 or -1): the restricted basic
    /// row with the smallest ratio; ties go to the lowest basic symbol. A ratio within `epsilon` of zero is 0:
    /// the row is degenerate, and a rounding residue in its constant must not order it (see
    /// `restrictedSubject`).
    mutating func leavingSlot(for entering: Int, direction: Double) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        work.rowTermOperations &+= symbolTable[entering].column.count
        for slot in symbolTable[entering].column {
            let basic = basicOf[slot]
            guard symbolTable[basic].kind.isRestricted else { continue }
            let a = rows[slot].coefficient(of: entering) * direction
            guard a < 0 else { continue }
            var ratio = -rows[slot].constant / a
            if nearZero(ratio) { ratio = 0 }
            if ratio < bestRatio || (best >= 0 && ratio == bestRatio && basic < basicOf[best]) {
                best = slot; bestRatio = ratio
            }
        }
        return best < 0 ? nil : best
    }

    /// Primal simplex on the tiered objective. Entering: a symbol whose leading (highest-tier) reduced
    /// cost is negative — to keep substitutions cheap, the one held by the fewest rows among the (up
    /// to) 8 lowest-index candidates, ties to the lowest index; after 256 pivots in one call strictly
    /// the lowest index (Bland's rule), which guarantees termination.
    mutating func optimize() {
        var pivots = 0
        var window: [(symbol: Int, direction: Double)] = []
        while !outgrewTermLimit() {
            window.removeAll(keepingCapacity: true)
            let width = pivots < 256 ? 8 : 1
            while window.count < width, let symbol = popCandidate() {
                if let direction = improvingDirection(symbol) { window.append((symbol, direction)) }
            }
            guard !window.isEmpty else { return }
            var chosen = 0
            for i in window.indices.dropFirst()
            where symbolTable[window[i].symbol].column.count < symbolTable[window[chosen].symbol].column.count {
                chosen = i
            }
            for (i, candidate) in window.enumerated() where i != chosen { considerCandidate(candidate.symbol) }
            let entering = window[chosen]
            // The objective is a sum of non-negative errors, so a limiting row always exists.
            guard let slot = leavingSlot(for: entering.symbol, direction: entering.direction) else { continue }
            pivot(entering: entering.symbol, slot: slot)
            pivots += 1
        }
    }

    /// The direction in which moving a parametric symbol improves the tiered objective, if any.
    func improvingDirection(_ symbol: Int) -> Double? {
        guard symbolTable[symbol].row < 0 else { return nil }
        let sign = leadingSign(symbol)
        let kind = symbolTable[symbol].kind
        if kind.isPivotable, sign < 0 { return 1 }
        if kind == .external, sign != 0 { return sign < 0 ? 1 : -1 }
        return nil
    }

    /// Dual simplex: restores feasibility of rows made negative by an edit, keeping optimality.
    mutating func dualOptimize() {
        while !outgrewTermLimit(), let slot = infeasible.popLast() {
            let basic = basicOf[slot]
            guard basic >= 0, symbolTable[basic].kind.isRestricted, rows[slot].constant < 0 else { continue }
            var entering = -1
            var bestRatio: ObjectiveVector = []
            work.rowTermOperations &+= rows[slot].terms.count
            for term in rows[slot].terms where term.coefficient > 0 && symbolTable[term.symbol].kind.isPivotable {
                let weights = symbolTable[term.symbol].objective
                if entering < 0 || ratioIsBetter(weights, over: term.coefficient, than: bestRatio) {
                    entering = term.symbol
                    bestRatio.removeAll(keepingCapacity: true)
                    var cell = weights
                    while cell >= 0 {
                        let w = objectives[cell]
                        bestRatio.append(TierWeight(priority: w.priority, value: w.value / term.coefficient))
                        cell = objectives.next(cell)
                    }
                }
            }
            guard entering >= 0 else { continue }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The artificial phase for a required row without a usable subject: minimise an artificial
    /// variable equal to the row. Returns false (and the final artificial objective, whose marker
    /// coefficients explain the conflict) when the row cannot be satisfied; the caller rolls back.
    mutating func addWithArtificialVariable(_ row: Row) -> (satisfied: Bool, explanation: Row) {
        work.artificialPhases &+= 1
        let art = newSymbol(.artificial)
        insertRow(basic: art, row)
        artificial = row
        // Entering: the improving symbol held by the fewest rows (cheapest substitution); after 64
        // pivots in one phase, Bland's rule (lowest index) so the phase always terminates.
        var pivots = 0
        while !outgrewTermLimit(), let objectiveRow = artificial {
            work.rowTermOperations &+= objectiveRow.terms.count
            var entering = -1
            var fewest = Int.max
            for term in objectiveRow.terms
            where term.coefficient < -epsilon && symbolTable[term.symbol].kind.isPivotable {
                if pivots >= 64 { entering = term.symbol; break }
                if symbolTable[term.symbol].column.count < fewest {
                    fewest = symbolTable[term.symbol].column.count; entering = term.symbol
                }
            }
            guard entering >= 0, let slot = leavingSlot(for: entering, direction: 1) else { break }
            pivot(entering: entering, slot: slot)
            pivots += 1
        }
        let explanation = artificial ?? Row()
        artificial = nil
        guard nearZero(explanation.constant) else { return (false, explanation) }
        let slot = symbolTable[art].row
        if slot >= 0 {
            var artRow = takeRow(slot)
            if !artRow.terms.isEmpty {
                guard let entering = artRow.terms.first(where: { symbolTable[$0.symbol].kind.isPivotable })?.symbol
                else {
                    return (false, explanation)
                }
                artRow.insert(art, -1)
                artRow.solve(for: entering)
                substitute(entering, by: artRow)
                insertRow(basic: entering, consume artRow)
            }
        }
        for slot in takeColumn(art) {
            touchRow(slot)
            work.rowTermOperations &+= rows[slot].terms.count
            rows[slot].remove(art)
        }
        clearObjective(art)
        symbolTable[art].kind = .dead
        return (true, explanation)
    }
}
