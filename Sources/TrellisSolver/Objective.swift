/// One non-zero entry of a symbol's objective vector: the priority of its tier and the coefficient.
struct TierWeight: Equatable {
    var priority: Double
    var value: Double
}

/// A symbol's objective vector written out as an array, highest priority first: what the journal saves
/// of a symbol it may restore, and the dual simplex's best ratio so far.
typealias ObjectiveVector = [TierWeight]

extension Tableau {
    /// Sign of the highest-tier non-zero objective entry of `symbol`.
    func leadingSign(_ symbol: Int) -> Int { objectives.leadingSign(from: symbolTable[symbol].objective) }

    /// Adds `delta` to the entry of `symbol` in the tier of `priority` (an entry reaching exactly 0 is
    /// dropped: it is the dense vector's 0).
    mutating func addObjective(_ symbol: Int, tier priority: Double, _ delta: Double) {
        touchSymbol(symbol)
        var previous = -1
        var cell = symbolTable[symbol].objective
        skipToTail(of: symbol, above: priority, previous: &previous, cell: &cell)
        while cell >= 0, objectives[cell].priority > priority {
            previous = cell
            cell = objectives.next(cell)
            work.objectiveEntriesPassed &+= 1
        }
        if cell >= 0, objectives[cell].priority == priority {
            let v = objectives[cell].value + delta
            if v == 0 {
                _ = removeObjectiveEntry(cell, after: previous, of: symbol)
            } else {
                objectives[cell].value = v
            }
        } else if delta != 0 {
            _ = insertObjectiveEntry(
                TierWeight(priority: priority, value: delta), before: cell, after: previous, of: symbol)
        }
    }

    /// Moves a walk of `symbol`'s vector (at `cell`, after `previous`) to just past its last entry when
    /// that entry's tier is above `priority`: every entry on the way is too, so the walk would end
    /// there. The walks stop at the same place either way; only their length differs.
    private func skipToTail(of symbol: Int, above priority: Double, previous: inout Int, cell: inout Int) {
        guard cell >= 0 else { return }
        let last = objectives.tail(of: symbolTable[symbol].objective)
        if objectives[last].priority > priority {
            previous = last
            cell = -1
        }
    }

    /// Adds `weight` × `factor` to the last entry of `symbol`'s (non-empty) vector when that entry is in
    /// `weight`'s tier and the sum is not near zero; false, and nothing changed, otherwise (a sum near
    /// zero drops the entry, which needs the one before it: the caller walks to it).
    private mutating func addingToTail(of symbol: Int, _ weight: TierWeight, times factor: Double) -> Bool {
        let last = objectives.tail(of: symbolTable[symbol].objective)
        guard objectives[last].priority == weight.priority else { return false }
        let v = objectives[last].value + weight.value * factor
        guard !nearZero(v) else { return false }
        objectives[last].value = v
        return true
    }

    /// Links a new entry between `previous` (-1: first) and `next` in `symbol`'s vector; returns its cell.
    private mutating func insertObjectiveEntry(
        _ weight: TierWeight, before next: Int, after previous: Int, of symbol: Int
    ) -> Int {
        let cell = objectives.make(weight, next: next)
        if previous < 0 {
            // The new first cell: the vector's last is the old first's last, or the new cell alone.
            objectives.setTail(of: cell, to: next >= 0 ? objectives.tail(of: next) : cell)
            symbolTable[symbol].objective = cell
        } else {
            objectives.link(previous, to: cell)
            if next < 0 { objectives.setTail(of: symbolTable[symbol].objective, to: cell) }
        }
        return cell
    }

    /// Unlinks and frees `cell`, which follows `previous` (-1: first) in `symbol`'s vector; returns the
    /// cell that followed it.
    private mutating func removeObjectiveEntry(_ cell: Int, after previous: Int, of symbol: Int) -> Int {
        let head = symbolTable[symbol].objective
        let last = objectives.tail(of: head)
        let next = objectives.free(cell)
        if previous < 0 {
            if next >= 0 { objectives.setTail(of: next, to: last) }
            symbolTable[symbol].objective = next
        } else {
            objectives.link(previous, to: next)
            if cell == last { objectives.setTail(of: head, to: previous) }
        }
        return next
    }

    mutating func clearObjective(_ symbol: Int) {
        touchSymbol(symbol)
        objectives.freeVector(from: symbolTable[symbol].objective)
        symbolTable[symbol].objective = -1
    }

    /// Adds the vector from cell `weights` on (another symbol's, left unchanged) times `factor` to
    /// `symbol`'s objective, tier by tier, a result near zero becoming 0 (entries dropped), the others kept:
    /// the dense vectors' sum, tier by tier.
    mutating func addObjective(_ symbol: Int, weights: Int, times factor: Double) {
        touchSymbol(symbol)
        // In place, entry by entry (both vectors are a tier or two).
        var previous = -1
        var cell = symbolTable[symbol].objective
        var w = weights
        while w >= 0 {
            let weight = objectives[w]
            skipToTail(of: symbol, above: weight.priority, previous: &previous, cell: &cell)
            if cell >= 0, addingToTail(of: symbol, weight, times: factor) {
                // The last entry updated in place: the rest of `weights` (lower tiers) goes after it.
                previous = objectives.tail(of: symbolTable[symbol].objective)
                cell = -1
                w = objectives.next(w)
                continue
            }
            while cell >= 0, objectives[cell].priority > weight.priority {
                previous = cell
                cell = objectives.next(cell)
                work.objectiveEntriesPassed &+= 1
            }
            if cell >= 0, objectives[cell].priority == weight.priority {
                let v = objectives[cell].value + weight.value * factor
                if nearZero(v) {
                    cell = removeObjectiveEntry(cell, after: previous, of: symbol)
                } else {
                    objectives[cell].value = v
                    previous = cell
                    cell = objectives.next(cell)
                }
            } else {
                let v = 0 + weight.value * factor
                if !nearZero(v) {
                    previous = insertObjectiveEntry(
                        TierWeight(priority: weight.priority, value: v), before: cell, after: previous, of: symbol)
                }
            }
            w = objectives.next(w)
        }
    }

    /// Dual simplex ratio test between two objective vectors divided by their row coefficients: true
    /// when `candidate`'s vector (from that cell on) / `c` is lexicographically below `best` by more than
    /// `epsilon` in the first tier where they differ by more than `epsilon` (tiers absent from both
    /// compare 0 with 0).
    func ratioIsBetter(_ candidate: Int, over c: Double, than best: ObjectiveVector) -> Bool {
        objectives.ratioIsBetter(candidate, over: c, than: best)
    }
}

// The objective's reads that walk a vector are the pool's own: as methods of the tableau, called from its
// mutating steps (a pivot, a substitution), each call would get a copy of the whole tableau.
extension ObjectivePool {
    /// Sign of the first entry, from cell `first` on, that is not zero within `epsilon`; 0 when none is.
    func leadingSign(from first: Int) -> Int {
        var cell = first
        while cell >= 0 {
            let value = self[cell].value
            if value < -epsilon { return -1 }
            if value > epsilon { return 1 }
            cell = next(cell)
        }
        return 0
    }

    /// `Tableau.ratioIsBetter`, over this pool's cells.
    func ratioIsBetter(_ candidate: Int, over c: Double, than best: ObjectiveVector) -> Bool {
        var i = candidate, j = 0
        while i >= 0 || j < best.count {
            let r: Double, b: Double
            if j == best.count || (i >= 0 && self[i].priority > best[j].priority) {
                r = self[i].value / c; b = 0; i = next(i)
            } else if i < 0 || best[j].priority > self[i].priority {
                r = 0 / c; b = best[j].value; j += 1
            } else {
                r = self[i].value / c; b = best[j].value; i = next(i); j += 1
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
    var objectiveEntryCount: Int { tableau.objectives.entryCount }
}
