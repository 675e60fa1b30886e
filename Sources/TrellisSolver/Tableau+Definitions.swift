/// A required equality kept out of the tableau: `symbol = constant + Σ coefficient·term`, in terms of
/// the symbols it was written with (not expanded). A required inequality may be kept the same way, its
/// slack one of the terms (`Tableau.defineInequalityIfWide`). Used when a variable would otherwise head a
/// long row — e.g. the left edge of the 10,000th label in a row, which depends on every width before
/// it, or the height of a container that its N chained subviews decide. Keeping such rows expanded is
/// kiwi's O(N²) fill-in; a definition costs O(1) and is expanded only when another constraint that
/// must enter the tableau mentions it.
///
/// Definitions form a DAG by rank (`SymbolEntry.rank`): a definition mentions only symbols of lower rank.
/// A symbol's rank is its creation order, unless it was defined in terms of newer symbols (a container's
/// height, made before its subviews); then it takes a rank above every symbol that exists, which is
/// allowed only while no other definition mentions it.
struct Definition {
    var symbol: Int
    var terms: [(symbol: Int, coefficient: Double)]
    var constant: Double
    var isActive = true
}

extension Tableau {
    /// Rows longer than this (after substitution) are kept as definitions instead.
    static let definitionWidth = 24

    /// A variable that no row, definition or objective mentions yet.
    func isFresh(_ symbol: Int) -> Bool {
        symbolTable[symbol].kind == .external && symbolTable[symbol].row < 0 && symbolTable[symbol].column.isEmpty
            && symbolTable[symbol].definition < 0 && referencedByDefinitions[symbol] == 0
    }

    /// A variable a new definition may define: in no row, not basic, not defined, without objective
    /// entries. Other definitions may mention it (it is then a free parameter of theirs).
    func isDefinable(_ symbol: Int) -> Bool { symbolTable.isDefinable(symbol) }

    /// Tries to keep a required equality `Σ terms + constant == 0` as a definition of its newest
    /// variable (highest symbol), when that variable is definable and the expanded row would be longer
    /// than `definitionWidth` or the equality mentions a defined variable. A definition only mentions
    /// older symbols, so definitions form a DAG in symbol order whatever order they were made in (a
    /// chain's links may arrive from either end), and the definable variable, free until now, makes
    /// the equality always satisfiable.
    mutating func defineIfWide(
        _ terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>, constant: Double
    ) -> Bool {
        guard let subject = wideDefinitionSubject(terms, constant: constant) else { return false }
        define(subject, terms, constant: constant)
        return true
    }

    /// The same for a non-required equality `Σ terms + constant == 0` at the tier of `priority`: kept as
    /// `Σ terms + constant - e⁺ + e⁻ == 0`, a definition of its newest variable, with its two errors
    /// charged in the tier as usual but in no row (they stay at 0 until a constraint that mentions the
    /// variable expands the definition into the tableau). A chain of soft equalities — the engine's
    /// position stays of nested views without constraints, each relative to its superview — otherwise
    /// fills the innermost view's row with the errors of every link above it (quadratic). Returns the
    /// errors, nil when the equality is not wide.
    mutating func defineSoftIfWide(
        _ terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>, constant: Double,
        priority: Double, aheadOfDefinition: Bool = false
    ) -> (plus: Int, minus: Int)? {
        guard
            let subject = wideDefinitionSubject(terms, constant: constant)
                ?? (aheadOfDefinition ? takingFreshVariable(terms, constant) : nil)
        else { return nil }
        let plus = newSymbol(.error), minus = newSymbol(.error)
        addObjective(plus, tier: priority, 1)
        addObjective(minus, tier: priority, 1)
        define(subject, Self.terms(terms, plus: [(plus, -1), (minus, 1)]), constant: constant)
        return (plus, minus)
    }

    /// The same for a required inequality `Σ terms + constant ≥ 0` (or `≤ 0`): kept as
    /// `Σ terms + constant ∓ slack == 0`, a definition of its newest variable, the slack (≥ 0) in no row —
    /// 0, the inequality tight, until a constraint that mentions the variable expands the definition into
    /// the tableau, where the simplex may move it. The variable is free until now, so any slack is
    /// feasible, and nothing else depends on its value. A chain of `>=` spacings (an `equalSpacing` or
    /// `equalCentering` stack's `UISV-spacing`) otherwise fills each view's position row with every height
    /// and slack before it, and each later constraint on a height substitutes into all of them: cubic in the
    /// stack's views, where as definitions it is linear.
    /// Returns the slack, nil when the inequality is not wide.
    mutating func defineInequalityIfWide(
        _ terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>, constant: Double, relation: Relation
    ) -> Int? {
        guard let subject = wideDefinitionSubject(terms, constant: constant) else { return nil }
        let slack = newSymbol(.slack)
        // As `addConstraint` writes an inequality's row: `+ slack` for `≤`, `- slack` for `≥`.
        define(
            subject, Self.terms(terms, plus: CollectionOfOne((slack, relation == .lessThanOrEqual ? 1 : -1))),
            constant: constant)
        return slack
    }

    /// The subject a soft equality going in ahead of a required one through a definition
    /// (`Solver.installSoftBeforeDefinitions`) is kept as a definition of however short it is, when as a row
    /// it would take another variable that is still fresh: the definable subject `wideDefinitionSubject`
    /// would pick at any width, if some other variable of the equality is in no row and no definition yet.
    /// That variable stays definable for the required chain through it. A stack's hidden arranged views hang
    /// on the chain of its visible ones by soft spacings (`UISV-spacing` at 50), which go in before the
    /// chain's links: as rows, each took the position of the visible view above it, that link went into the
    /// tableau, and every position's row came to hold every height before it (quadratic memory; kept lazy,
    /// as with none hidden, linear). A soft equality whose other
    /// variables are all in the tableau already is left as it was: kept lazy, the soft proportions of an
    /// overflowing `fillProportionally` stack settled on another of its optima.
    mutating func takingFreshVariable(
        _ terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>, _ constant: Double
    ) -> Int? {
        guard let subject = wideDefinitionSubject(terms, constant: constant, wideOnly: false),
            terms.contains(where: { $0.symbol != subject && isFresh($0.symbol) })
        else { return nil }
        return subject
    }

    /// The variable of `Σ terms + constant == 0` the equality may be kept as a definition of, when the
    /// expanded row would be longer than `definitionWidth` or the equality mentions a defined variable
    /// (at any width when not `wideOnly`): the highest-ranked variable if it is definable, else the
    /// highest-ranked definable variable no definition mentions (it is then re-ranked by `define`).
    mutating func wideDefinitionSubject(
        _ terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>, constant: Double,
        wideOnly: Bool = true
    ) -> Int? {
        guard let newest = terms.max(by: { symbolTable[$0.symbol].rank < symbolTable[$1.symbol].rank })?.symbol else {
            return nil
        }
        var subject = newest
        if !isDefinable(newest) {
            let movable = terms.filter { isDefinable($0.symbol) && referencedByDefinitions[$0.symbol] == 0 }
            guard let best = movable.max(by: { symbolTable[$0.symbol].rank < symbolTable[$1.symbol].rank })?.symbol
            else { return nil }
            subject = best
        }
        if wideOnly, !terms.contains(where: { symbolTable[$0.symbol].definition >= 0 }) {
            var width = 0
            for (symbol, _) in terms {
                let slot = symbolTable[symbol].row
                width += slot >= 0 ? rows[slot].terms.count : 1
            }
            work.rowTermOperations &+= terms.count
            guard width > Self.definitionWidth, expand(terms, constant: constant).terms.count > Self.definitionWidth
            else { return nil }
        }
        return subject
    }

    /// Records `subject = -(constant + Σ other terms) / c`, c being the subject's coefficient.
    /// `terms` followed by `more`, in one list made at its size (`Array(terms) + more` made three).
    private static func terms(
        _ terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>,
        plus more: some Collection<(symbol: Int, coefficient: Double)>
    ) -> [(symbol: Int, coefficient: Double)] {
        var all: [(symbol: Int, coefficient: Double)] = []
        all.reserveCapacity(terms.count + more.count)
        all.append(contentsOf: terms)
        all.append(contentsOf: more)
        return all
    }

    private mutating func define(
        _ subject: Int, _ terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>, constant: Double
    ) {
        // One list, the definition's own (filtered and mapped lists were three allocations per definition).
        var c = 0.0
        for term in terms where term.symbol == subject { c += term.coefficient }
        var rest: [(Int, Double)] = []
        rest.reserveCapacity(max(0, terms.count - 1))
        for term in terms where term.symbol != subject { rest.append((term.symbol, -term.coefficient / c)) }
        if rest.contains(where: { symbolTable[$0.0].rank > symbolTable[subject].rank }) {
            // Defined in terms of newer symbols (no definition mentions it: `wideDefinitionSubject`).
            symbolTable[subject].rank = symbolOfRank.count
            symbolOfRank.append(subject)
        }
        symbolTable[subject].definition = definitions.count
        for (symbol, _) in rest { referencedByDefinitions[symbol] += 1 }
        definitions.append(Definition(symbol: subject, terms: rest, constant: -constant / c))
        version &+= 1
    }

    /// Keeps a required equality that, expanded, says two slacks are proportional — `a·s + b·t == 0`,
    /// a and b of opposite signs, no constant: `s = r·t` with r > 0 — as a definition of the newer slack
    /// instead of a row. Both are parametric (the row is expanded), so both are 0 and no value moves;
    /// the newer one leaves every row and the objective (replaced by `r·t`) and is never basic again.
    ///
    /// An `equalSpacing` stack pinned at both ends makes these: each
    /// `UISV-fill-equally` (a gap guide as tall as the first) is, through the edge and spacing
    /// definitions, "this gap's spacing slack equals the first gap's". As rows, each `sᵢ = s₁` is a row of
    /// its own, and once the closing connection makes s₁ basic over every height in the stack, every
    /// such row holds that whole expression: N rows of N terms. As definitions, s₁ is in one row.
    ///
    /// A slack kept this way is never its constraint's marker in a row: removing that constraint rebuilds
    /// its component, and its constant is not moved in place (`Solver.removeRecord`,
    /// `Solver.changeConstants`).
    mutating func defineSlackEquality(_ row: Row) -> Bool {
        guard row.terms.count == 2, nearZero(row.constant) else { return false }
        let p = row.terms[0], q = row.terms[1]
        guard symbolTable[p.symbol].kind == .slack, symbolTable[q.symbol].kind == .slack,
            (p.coefficient > 0) != (q.coefficient > 0)
        else { return false }
        // The newer slack is defined in terms of the older: a definition mentions lower ranks only. When the
        // newer is in more rows than the older, solving for the older as a row (`restrictedSubject`)
        // touches fewer rows, and the equality goes in that way.
        let (subject, other) = symbolTable[p.symbol].rank > symbolTable[q.symbol].rank ? (p, q) : (q, p)
        guard symbolTable[subject.symbol].column.count <= symbolTable[other.symbol].column.count else { return false }
        let ratio = -other.coefficient / subject.coefficient
        var replacement = Row()
        replacement.insert(other.symbol, ratio)
        work.rowTermOperations &+= 2
        substitute(subject.symbol, by: replacement)
        symbolTable[subject.symbol].definition = definitions.count
        referencedByDefinitions[other.symbol] += 1
        definitions.append(Definition(symbol: subject.symbol, terms: [(other.symbol, ratio)], constant: 0))
        version &+= 1
        return true
    }

    // MARK: - Deferred required constraints (see `Solver.installDeferredRequired`)
    //
    // Kept here rather than in `Solver`: the tableau lives in its cell (`SoleOwnerCell`), so these
    // per-variable flags, read and written for every deferred constraint, cost no dynamic exclusivity
    // checks, as stored properties of the solver class would.

    /// The own variable a required constraint over `variables` may be deferred with (see
    /// `Solver.privateVariable`, which states the rule), or nil.
    mutating func ownVariable(_ variables: RecordTerms) -> Int? {
        var mentionsPrivate = false
        for (variable, _) in variables where isPrivate[variable] { mentionsPrivate = true; break }
        // Prefer a variable deferred constraints already mention: it has fewer mentions still to
        // come, so taking it blocks fewer later constraints (each mention of an own variable must
        // bring a fresh one of its own). Ties → the newest.
        var found = -1, foundMentioned = false
        for (variable, _) in variables where !isPrivate[variable] {
            let mentioned = mentionedByDeferred[variable]
            if mentionsPrivate && mentioned { continue }
            guard found < 0 || (mentioned && !foundMentioned) || (mentioned == foundMentioned && variable > found)
            else { continue }
            // `isFresh`, written out: called from this mutating method, it took a copy of the whole
            // tableau (every array retained and released) on each call.
            let symbol = variableSymbols[variable]
            if symbolTable[symbol].kind == .external, symbolTable[symbol].row < 0, symbolTable[symbol].column.isEmpty,
                symbolTable[symbol].definition < 0,
                referencedByDefinitions[symbol] == 0
            {
                found = variable; foundMentioned = mentioned
            }
        }
        return found >= 0 ? found : nil
    }

    mutating func markDeferred(_ variables: RecordTerms, own: Int) {
        for (variable, _) in variables { mentionedByDeferred[variable] = true }
        isPrivate[own] = true
    }

    mutating func unmarkDeferred(_ variables: RecordTerms) {
        for (variable, _) in variables { mentionedByDeferred[variable] = false; isPrivate[variable] = false }
    }

    mutating func undefine(_ symbol: Int) {
        let d = symbolTable[symbol].definition
        guard d >= 0 else { return }
        definitions[d].isActive = false
        for (term, _) in definitions[d].terms { referencedByDefinitions[term] -= 1 }
        symbolTable[symbol].definition = -1
        version &+= 1
    }

    /// `constant + Σ coefficient·symbol` in parametric symbols only: basic symbols replaced by their
    /// rows, defined symbols by their definitions (latest definition first, so each is expanded once).
    /// `markers`: how many cells the caller adds to the row afterwards (room is made for them).
    mutating func expand(
        _ terms: some RandomAccessCollection<(symbol: Int, coefficient: Double)>, constant: Double, markers: Int = 0
    ) -> Row {
        if !terms.contains(where: { symbolTable[$0.symbol].definition >= 0 }) {
            var row = Row(constant: constant)
            // Room for every term the expansion can bring and the constraint's markers, so the row is
            // allocated once rather than grown cell by cell (two or three times for most constraints) —
            // and no more: the tableau keeps the row in this storage (`insertRow` consumes it).
            var capacity = markers
            for (symbol, _) in terms {
                let slot = symbolTable[symbol].row
                capacity += slot >= 0 ? rows[slot].terms.count : 1
            }
            row.terms.reserveCapacity(capacity)
            for (symbol, coefficient) in terms {
                let slot = symbolTable[symbol].row
                work.rowTermOperations &+= 1 + row.terms.count + (slot >= 0 ? rows[slot].terms.count : 0)
                if slot >= 0 { row.add(rows[slot], times: coefficient) } else { row.insert(symbol, coefficient) }
            }
            return row
        }
        var scratch = expansion
        expansion = ExpansionScratch()
        defer { expansion = scratch }
        scratch.begin(symbolCount: symbolCount, definitionCount: definitions.count)
        var order = IndexHeap(largestFirst: true)
        var k = constant
        var visited = 0
        func put(_ symbol: Int, _ c: Double) {
            visited += 1
            let d = symbolTable[symbol].definition
            if d >= 0 {
                if scratch.addPending(definition: d, c) { order.push(symbolTable[symbol].rank) }
            } else if symbolTable[symbol].row >= 0 {
                let row = rows[symbolTable[symbol].row]
                k += c * row.constant
                scratch.addSums(row.terms, times: c)
            } else {
                scratch.addSum(symbol, c)
            }
        }
        for (symbol, coefficient) in terms { put(symbol, coefficient) }
        // Highest rank first: the definitions that mention it (all ranked higher) are expanded by then.
        while let rank = order.pop() {
            let symbol = symbolOfRank[rank]
            // A definition whose mentions cancel (a chain reached from both ends, `T[i+1] - T[i]`) is not
            // walked down: its terms would all come back with coefficient 0.
            let d = symbolTable[symbol].definition
            let c = scratch.takePending(definition: d)
            guard c != 0 else { continue }
            k += c * definitions[d].constant
            for (symbol, coefficient) in definitions[d].terms { put(symbol, c * coefficient) }
        }
        var row = Row(constant: k)
        work.rowTermOperations &+= visited + scratch.touched.count
        scratch.touched.sort()
        row.terms.reserveCapacity(scratch.touched.count)
        for symbol in scratch.touched {
            let c = scratch.sum[symbol]
            if !nearZero(c) { row.terms.append(Term(symbol: symbol, coefficient: c)) }
        }
        return row
    }

    /// Values of all variables: row constants, then definitions in rank order (each mentions only
    /// lower-ranked symbols).
    func variableValues() -> [Double] {
        var defined = [Double](repeating: 0, count: definitions.count)
        func value(_ symbol: Int) -> Double {
            let d = symbolTable[symbol].definition
            if d >= 0 { return defined[d] }
            let slot = symbolTable[symbol].row
            return slot < 0 ? 0 : rows[slot].constant
        }
        if !definitions.isEmpty {
            for (rank, symbol) in symbolOfRank.enumerated() {
                guard symbol < symbolCount, symbolTable[symbol].rank == rank else { continue }
                let d = symbolTable[symbol].definition
                guard d >= 0 else { continue }
                var v = definitions[d].constant
                for (term, coefficient) in definitions[d].terms { v += coefficient * value(term) }
                defined[d] = v
            }
        }
        if definitions.isEmpty { return values(of: variableSymbols) }
        return variableSymbols.map(value)
    }
}
