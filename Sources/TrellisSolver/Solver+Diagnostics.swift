extension Solver {
    /// The constraint's |violation| in the current solution, or nil when `id` is not in the solver.
    public func error(of id: ConstraintID) -> Double? {
        requireNotFrozen()
        guard tableau.termsOverLimit == nil else { return nil }
        let i = id.rawValue
        guard i >= 0, i < records.count, records[i].isActive, !records[i].isEdit else { return nil }
        flushPending()
        return violation(of: records[i])
    }

    func violation(of record: ConstraintRecord) -> Double {
        var sum = record.constant
        for (variable, coefficient) in terms(of: record) {
            sum += coefficient * tableau.value(ofVariable: variable)
        }
        switch record.relation {
        case .equal: return abs(sum)
        case .lessThanOrEqual: return max(0, sum)
        case .greaterThanOrEqual: return max(0, -sum)
        }
    }

    /// Non-required constraints (edit variables excluded) whose error exceeds 1e-9, sorted by id.
    public func unsatisfiedConstraints() -> [(id: ConstraintID, error: Double)] {
        requireNotFrozen()
        guard tableau.termsOverLimit == nil else { return [] }
        flushPending()
        var result: [(id: ConstraintID, error: Double)] = []
        for (i, record) in records.enumerated() where record.isActive && !record.isEdit && !record.isRequired {
            let e = violation(of: record)
            if e > 1e-9 { result.append((ConstraintID(i), e)) }
        }
        return result
    }

    /// False when the variable could take another value in an equally good solution: some parametric
    /// symbol that it depends on (or the variable itself, when parametric) has a zero objective entry in
    /// every tier and is not blocked by a degenerate row. This is the basis of ambiguity reports.
    /// Only single-symbol moves are examined (a move that needs several parametric symbols at once on
    /// a degenerate vertex is not detected).
    public func isPinned(_ variable: Variable) -> Bool {
        requireNotFrozen()
        guard tableau.termsOverLimit == nil else { return true }
        guard variable.index < symbols.count else { return false }
        flushPending()
        let symbol = symbols[variable.index]
        if tableau.symbolTable[symbol].definition >= 0, definedSymbolIsPinned(symbol) { return true }
        let row = tableau.expand(CollectionOfOne((symbol: symbol, coefficient: 1.0)), constant: 0)
        return !row.terms.contains { canMoveFreely($0.symbol) }
    }

    /// Whether the required constraints fix the value of `expression` (a sum of variables can be fixed
    /// while its terms are not, e.g. a view's canvas position while its offset and its superview's move
    /// together).
    public func isPinned(_ expression: Expression) -> Bool {
        requireNotFrozen()
        guard tableau.termsOverLimit == nil else { return true }
        flushPending()
        var terms: [(symbol: Int, coefficient: Double)] = []
        for (variable, coefficient) in expression.terms { terms.append((symbol(of: variable), coefficient)) }
        let row = tableau.expand(terms, constant: 0)
        return !row.terms.contains { canMoveFreely($0.symbol) }
    }

    /// Reads the tableau in place (through `tableau`'s addressor): a `let` copy of it retained and
    /// released every array it holds on each call.
    func canMoveFreely(_ symbol: Int) -> Bool {
        let kind = tableau.symbolTable[symbol].kind
        guard kind == .external || kind.isPivotable, tableau.symbolTable[symbol].row < 0 else { return false }
        var cell = tableau.symbolTable[symbol].objective
        while cell >= 0 {
            if !nearZero(tableau.objectives[cell].value) { return false }
            cell = tableau.objectives.next(cell)
        }
        func blocked(_ direction: Double) -> Bool {
            for slot in tableau.symbolTable[symbol].column {
                guard tableau.symbolTable[tableau.basicOf[slot]].kind.isRestricted,
                    nearZero(tableau.rows[slot].constant)
                else {
                    continue
                }
                if tableau.rows[slot].coefficient(of: symbol) * direction < 0 { return true }
            }
            return false
        }
        return kind == .external ? !(blocked(1) && blocked(-1)) : !blocked(1)
    }
}
