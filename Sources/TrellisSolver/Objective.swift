/// One non-zero entry of a symbol's objective vector: the priority of its tier and the coefficient.
struct TierWeight: Equatable {
    var priority: Double
    var value: Double
}

/// A symbol's objective vector, stored sparsely: its non-zero entries, highest priority first. A tier
/// with no entry has coefficient 0. Most symbols have none or one entry, so a layout with a tier per
/// view (the engine's size stays are at 0.001 × (2 + depth)) costs O(entries), not O(symbols × tiers):
/// with a dense vector per symbol, adding the 500th tier to a 500-deep nesting copied 2,000 × 500
/// coefficients.
///
/// The arithmetic is the dense vector's, entry by entry (an absent entry is the dense 0), so results
/// are bit-identical to it.
typealias ObjectiveVector = [TierWeight]

extension Tableau {
    /// Sign of the highest-tier non-zero objective entry of `symbol`.
    func leadingSign(_ symbol: Int) -> Int {
        for entry in symbolTable[symbol].objective {
            if entry.value < -epsilon { return -1 }
            if entry.value > epsilon { return 1 }
        }
        return 0
    }

    /// Adds `delta` to the entry of `symbol` in the tier of `priority` (an entry reaching exactly 0 is
    /// dropped: it is the dense vector's 0).
    mutating func addObjective(_ symbol: Int, tier priority: Double, _ delta: Double) {
        touchSymbol(symbol)
        var i = 0
        while i < symbolTable[symbol].objective.count, symbolTable[symbol].objective[i].priority > priority { i += 1 }
        if i < symbolTable[symbol].objective.count, symbolTable[symbol].objective[i].priority == priority {
            let v = symbolTable[symbol].objective[i].value + delta
            if v == 0 {
                symbolTable[symbol].objective.remove(at: i)
            } else {
                symbolTable[symbol].objective[i].value = v
            }
        } else if delta != 0 {
            insertObjective(TierWeight(priority: priority, value: delta), at: i, of: symbol)
        }
    }

    /// Puts `entry` at `i` in `symbol`'s vector: appended when it goes last, as it nearly always does (a
    /// vector of none or one entry), which costs a fraction of the general insertion.
    private mutating func insertObjective(_ entry: TierWeight, at i: Int, of symbol: Int) {
        if symbolTable[symbol].objective.isEmpty {
            // Made whole, of one entry: cheaper than an append's growth from no storage.
            symbolTable[symbol].objective = [entry]
        } else if i == symbolTable[symbol].objective.count {
            symbolTable[symbol].objective.append(entry)
        } else {
            symbolTable[symbol].objective.insert(entry, at: i)
        }
    }

    mutating func clearObjective(_ symbol: Int) {
        touchSymbol(symbol)
        symbolTable[symbol].objective = []
    }

    /// Adds `weights[k]` · factor to `symbol`'s objective entry for every tier k of `weights`, a result near
    /// zero becoming 0 (entries dropped), the others kept: the dense vectors' sum, tier by tier.
    mutating func addObjective(_ symbol: Int, _ weights: ObjectiveVector, times factor: Double) {
        touchSymbol(symbol)
        // In place, entry by entry (both vectors are a tier or two): no new vector per call.
        var i = 0
        for w in weights {
            while i < symbolTable[symbol].objective.count, symbolTable[symbol].objective[i].priority > w.priority {
                i += 1
            }
            if i < symbolTable[symbol].objective.count, symbolTable[symbol].objective[i].priority == w.priority {
                let v = symbolTable[symbol].objective[i].value + w.value * factor
                if nearZero(v) {
                    symbolTable[symbol].objective.remove(at: i)
                } else {
                    symbolTable[symbol].objective[i].value = v
                    i += 1
                }
            } else {
                let v = 0 + w.value * factor
                if !nearZero(v) {
                    insertObjective(TierWeight(priority: w.priority, value: v), at: i, of: symbol)
                    i += 1
                }
            }
        }
    }

    /// Dual simplex ratio test between two objective vectors divided by their row coefficients:
    /// true when `candidate / c` is lexicographically below `best` by more than `epsilon` in the first
    /// tier where they differ by more than `epsilon` (tiers absent from both compare 0 with 0).
    func ratioIsBetter(_ candidate: ObjectiveVector, over c: Double, than best: ObjectiveVector) -> Bool {
        var i = 0, j = 0
        while i < candidate.count || j < best.count {
            let r: Double, b: Double
            if j == best.count || (i < candidate.count && candidate[i].priority > best[j].priority) {
                r = candidate[i].value / c; b = 0; i += 1
            } else if i == candidate.count || best[j].priority > candidate[i].priority {
                r = 0 / c; b = best[j].value; j += 1
            } else {
                r = candidate[i].value / c; b = best[j].value; i += 1; j += 1
            }
            if r < b - epsilon { return true }
            if r > b + epsilon { return false }
        }
        return false
    }
}

extension Solver {
    /// Non-zero objective entries stored over all symbols: the objective's memory. Linear in the
    /// constraints however many priority tiers they use (a dense vector per symbol made it
    /// symbols × tiers).
    var objectiveEntryCount: Int { tableau.symbolTable.reduce(0) { $0 + $1.objective.count } }
}
