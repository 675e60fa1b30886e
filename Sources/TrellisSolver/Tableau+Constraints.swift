enum RowOutcome {
    case added(Markers)
    /// The constraint cannot hold with the required constraints; the tableau is unchanged.
    /// `explanation` holds the markers (with non-zero coefficients) of the constraints it conflicts with.
    case unsatisfiable(explanation: Row)
}

extension Tableau {
    /// Adds `Σ coefficient·symbol + constant  relation  0` in the tier of priority `tier` (nil = required), then
    /// re-optimises. `dummies` forces a marker on every required equality (conflict explanation);
    /// `mayDefine` false keeps a non-required equality in the tableau (edit variables need their markers).
    mutating func addConstraint(
        terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>, constant: Double, relation: Relation,
        tier: Double?, dummies: Bool, mayDefine: Bool = true, aheadOfDefinition: Bool = false
    ) -> RowOutcome {
        if tier == nil, relation == .equal, !dummies, defineIfWide(terms, constant: constant) {
            return .added(.none)
        }
        if tier == nil, relation != .equal, !dummies,
            let slack = defineInequalityIfWide(terms, constant: constant, relation: relation)
        {
            return .added(Markers(marker: -1, other: -1, definedError: slack))
        }
        if let tier, relation == .equal, mayDefine, !dummies,
            let errors = defineSoftIfWide(
                terms, constant: constant, priority: tier, aheadOfDefinition: aheadOfDefinition)
        {
            return .added(Markers(marker: -1, other: errors.minus, definedError: errors.plus))
        }
        let symbolsBefore = symbolCount
        // Markers: a slack or an error, a second error below required (a required equality's dummy, if any).
        var row = expand(terms, constant: constant, markers: tier == nil ? 1 : 2)
        var markers = Markers()
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            markers.marker = newSymbol(.slack)
            row.insert(markers.marker, sign)
            if let tier {
                markers.other = newSymbol(.error)
                row.insert(markers.other, -sign)
                addObjective(markers.other, tier: tier, 1)
            }
        case .equal:
            if let tier {
                if mayDefine, !dummies, mergeSoftDuplicate(row, tier: tier) { return .added(.none) }
                let mayRepresent = mayDefine && !dummies && row.terms.count <= SoftRepresentatives.width
                markers.marker = newSymbol(.error)
                markers.other = newSymbol(.error)
                row.insert(markers.marker, -1)
                row.insert(markers.other, 1)
                addObjective(markers.marker, tier: tier, 1)
                addObjective(markers.other, tier: tier, 1)
                if mayRepresent { softRepresentatives.register(plus: markers.marker, tier: tier) }
            } else if !dummies, defineSlackEquality(row) {
                optimize()
                return .added(.none)
            } else if !dummies, !row.terms.contains(where: { symbolTable[$0.symbol].kind == .external }),
                let subject = restrictedSubject(&row)
            {
                // A required equality over slacks and errors only (`width == prev.width` after both
                // `width >= 1`): solved for one of them at once, absorbed like an equality solved for
                // a variable, instead of a dummy marker and the artificial phase (whose dummies
                // pile up in the rows the substitution reaches).
                row.solve(for: subject)
                substitute(subject, by: row)
                insertRow(basic: subject, consume row)
                optimize()
                return .added(.none)
            } else if dummies || !row.terms.contains(where: { symbolTable[$0.symbol].kind == .external }) {
                markers.marker = newSymbol(.dummy)
                row.insert(markers.marker, 1)
            }
        }
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, markers) {
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(basic: subject, consume row)
        } else if row.terms.allSatisfy({ symbolTable[$0.symbol].kind == .dummy }) {
            guard nearZero(row.constant), markers.marker >= 0 else {
                truncateSymbols(to: symbolsBefore)
                return .unsatisfiable(explanation: row)
            }
            // Redundant: keep the marker basic at zero so removing another constraint keeps this one.
            row.solve(for: markers.marker)
            substitute(markers.marker, by: row)
            insertRow(basic: markers.marker, consume row)
        } else {
            beginJournal(symbolCount: symbolsBefore)
            let (satisfied, explanation) = addWithArtificialVariable(row)
            guard satisfied else {
                rollbackJournal()
                return .unsatisfiable(explanation: explanation)
            }
            commitJournal()
        }
        optimize()
        return .added(markers)
    }

    /// The symbol to solve a new row for: a variable if any (the one in the fewest rows, so the
    /// substitution touches little and fills in nothing; ties → the newest), else the constraint's
    /// own slack/error marker when its coefficient is negative (keeps the row feasible).
    mutating func chooseSubject(_ row: Row, _ markers: Markers) -> Int? {
        var best = -1
        var bestCount = Int.max
        work.rowTermOperations &+= row.terms.count
        for term in row.terms where symbolTable[term.symbol].kind == .external {
            let count = symbolTable[term.symbol].column.count
            if count <= bestCount { best = term.symbol; bestCount = count }
        }
        if best >= 0 { return best }
        for marker in [markers.marker, markers.other]
        where marker >= 0 && symbolTable[marker].kind.isPivotable && row.coefficient(of: marker) < 0 {
            return marker
        }
        return nil
    }

    /// A slack or error a required equality without variables can be solved for while every row
    /// stays feasible: the new basic's value `constant / |coefficient|` must be non-negative (the row
    /// is negated when its constant is 0 and that makes the coefficient negative), and no restricted
    /// row holding it may turn negative when it is substituted. Among those, the one in the fewest
    /// rows (least fill-in), ties → the newest. Nil when there is none (then the artificial phase).
    ///
    /// A subject's value within `epsilon` of zero counts as zero, as in `leavingSlot` (either sign may be
    /// solved for, and the rows holding it need only stay within `epsilon` of feasible): rounding leaves
    /// residues (1e-10, 1e-14) where a constant is the difference of equal sums, and taken at face value
    /// they made the feasibility test refuse every cheap subject. A vertical `fillProportionally` stack pinned
    /// at the top only is such a row (its bottom connection restates the proportions): taken at face value,
    /// the residue sends it through a pivot per label over rows as long as the stack; read as zero, one.
    mutating func restrictedSubject(_ row: inout Row) -> Int? {
        if row.constant < 0 { row.negate() }
        let c = row.constant
        var best = -1, bestCount = Int.max, negate = false
        work.rowTermOperations &+= row.terms.count
        for term in row.terms where symbolTable[term.symbol].kind.isPivotable {
            let value = c / abs(term.coefficient)
            let zero = nearZero(value)
            guard term.coefficient < 0 || zero else { continue }
            let count = symbolTable[term.symbol].column.count
            guard count <= bestCount else { continue }
            // The subject's value once the row is solved for it (negated when its coefficient is positive).
            let subjectValue = term.coefficient < 0 ? value : -value
            if subjectValue != 0 {
                // A residue may move the rows holding the subject by as little: within `epsilon`, still feasible.
                let tolerance = zero ? epsilon : 0
                work.rowTermOperations &+= count
                var feasible = true
                for slot in symbolTable[term.symbol].column where symbolTable[basicOf[slot]].kind.isRestricted {
                    if rows[slot].constant + rows[slot].coefficient(of: term.symbol) * subjectValue < -tolerance {
                        feasible = false; break
                    }
                }
                guard feasible else { continue }
            }
            best = term.symbol; bestCount = count; negate = term.coefficient > 0
        }
        guard best >= 0 else { return nil }
        if negate { row.negate() }
        return best
    }

    mutating func truncateSymbols(to count: Int) {
        let drop = symbolTable.count - count
        guard drop > 0 else { return }
        symbolTable.removeLast(drop); referencedByDefinitions.removeLast(drop)
    }

    /// Removes a constraint that has a marker: its error terms leave the objective, the marker is
    /// made basic (if it is not) and its row is dropped; then re-optimises.
    mutating func removeConstraint(_ markers: Markers, tier: Double?) {
        if let tier {
            for error in [markers.marker, markers.other] where error >= 0 && symbolTable[error].kind == .error {
                let slot = symbolTable[error].row
                if slot >= 0 {
                    work.rowTermOperations &+= rows[slot].terms.count
                    for term in rows[slot].terms {
                        addObjective(term.symbol, tier: tier, -term.coefficient)
                        considerCandidate(term.symbol)
                    }
                } else {
                    addObjective(error, tier: tier, -1)
                }
            }
        }
        let marker = markers.marker
        if symbolTable[marker].row >= 0 {
            _ = takeRow(symbolTable[marker].row)
        } else if let slot = markerLeavingSlot(marker) {
            let leaving = basicOf[slot]
            work.pivots &+= 1
            var row = takeRow(slot)
            row.insert(leaving, -1)
            row.solve(for: marker)
            substitute(marker, by: row)
            if symbolTable[marker].row >= 0 { _ = takeRow(symbolTable[marker].row) }
        }
        for symbol in [markers.marker, markers.other] where symbol >= 0 {
            if symbolTable[symbol].row >= 0 { _ = takeRow(symbolTable[symbol].row) }
            clearObjective(symbol)
            symbolTable[symbol].kind = .dead
        }
        optimize()
    }

    /// The row to pivot a marker into before dropping it (kiwi's rule): the restricted row it limits
    /// most tightly, else any restricted row holding it, else a variable's row. Ties → lowest basic.
    mutating func markerLeavingSlot(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        work.rowTermOperations &+= symbolTable[marker].column.count
        for slot in symbolTable[marker].column {
            let c = rows[slot].coefficient(of: marker)
            guard c != 0 else { continue }
            let basic = basicOf[slot]
            if symbolTable[basic].kind == .external {
                if third < 0 || basic < basicOf[third] { third = slot }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 || (first >= 0 && r == r1 && basic < basicOf[first]) { r1 = r; first = slot }
            } else {
                let r = rows[slot].constant / c
                if r < r2 || (second >= 0 && r == r2 && basic < basicOf[second]) { r2 = r; second = slot }
            }
        }
        for slot in [first, second, third] where slot >= 0 { return slot }
        return nil
    }

    /// Moves the target of a non-required equality `v == value` by `delta` (kiwi's edit update): shifts
    /// its positive error (`shiftMarker`), then restores feasibility by the dual simplex.
    mutating func suggest(_ markers: Markers, delta: Double) {
        collectInfeasible = true
        defer { collectInfeasible = false }
        shiftMarker(markers.marker, by: delta)
        dualOptimize()
    }
}
