/// The most terms the tableau's rows may hold (`Solver.termLimit`): a bound on the solver's memory
/// whatever the shape of the system.
///
/// Most layouts fill their rows in linear measure, but a few shapes make every row mention a variable shared by all of them — a `fillProportionally`
/// column not pinned at its far end, an overflowing `equalCentering` one — and then N rows of N terms,
/// whose memory grows with the square of the layout. Past the limit the solver stops instead of growing on until the
/// machine runs out of memory: it finishes no more work, `add` and the other throwing calls throw
/// `SolverError.termLimitExceeded`, and the other calls answer without meaning (a value of 0, every
/// variable pinned, every constant change refused). Its caller reports the error and drops it.
///
/// The check is made before each constraint goes into the tableau, before each pivot, and before each
/// substitution with the most it could add (`Tableau.outgrewTermLimit`): a step that could cross the
/// limit is not taken, so the memory stays near the limit. The bound for a substitution is an upper one (terms that cancel out are counted), so a
/// step is refused when it might cross the limit, and the count reported is what it might have reached.
extension Solver {
    /// The most terms the tableau may hold; `Int.max` (no limit) unless set.
    public var termLimit: Int {
        get { tableau.termLimit }
        set { tableau.termLimit = max(0, newValue) }
    }

    /// How many terms the tableau held, or would have held after the step it was about to take, when it
    /// outgrew `termLimit`; nil while it has not.
    public var termsOverLimit: Int? { tableau.termsOverLimit }

    /// Throws when the tableau has outgrown its limit: the throwing calls' first check.
    func requireWithinTermLimit() throws {
        if let terms = tableau.termsOverLimit {
            throw SolverError.termLimitExceeded(terms: terms, limit: tableau.termLimit)
        }
    }
}

extension Tableau {
    /// Whether the rows hold — or, with `growth` more terms, would hold — more terms than `termLimit`;
    /// once true (`termsOverLimit` says how many), true from then on. Asked between operations (before a
    /// constraint goes in, before a pivot) and before a substitution with its largest growth (the rows of
    /// the symbol's column times the terms of the row put in its place: one pivot through a column of N
    /// rows can add N² terms).
    ///
    /// The terms are counted only when the work done since the last count (each new term costs at least
    /// one row-term operation, `SolverWorkCounters`) plus `growth` could have taken them past the limit,
    /// and past an eighth more than last counted: a layout far below the limit is never counted, and
    /// the question costs a subtraction and a comparison.
    mutating func outgrewTermLimit(adding growth: Int = 0) -> Bool {
        let sinceCount = work.rowTermOperations &- termCount.operations
        guard termsOverLimit != nil || sinceCount > termCount.headroom &- min(growth, Int.max / 4) else { return false }
        return countTerms(adding: growth)
    }

    /// Counts the rows' terms; true, and `termsOverLimit` set, when they or `growth` more are over the limit.
    private mutating func countTerms(adding growth: Int) -> Bool {
        if termsOverLimit != nil { return true }
        var terms = 0
        for row in rows { terms += row.terms.count }
        let projected = terms.addingReportingOverflow(growth)
        if projected.overflow || projected.partialValue > termLimit {
            termsOverLimit = projected.overflow ? Int.max : projected.partialValue
            return true
        }
        termCount = (terms, work.rowTermOperations, max(termLimit - terms, terms / 8))
        return false
    }
}
