/// An incremental linear constraint solver with Auto Layout's priority semantics.
///
/// **Semantics.** Required constraints (priority 1000) hold exactly. Every other constraint gets error
/// variables charged in the tier of its exact priority value; tiers are minimised lexicographically
/// from the highest priority down (any amount of error in lower tiers never outweighs one unit in a
/// higher tier); within a tier the errors add up (L1).
///
/// **Algorithm.** A Cassowary/kiwi-style simplex tableau with sparse rows and a column index (symbol →
/// rows holding it), so a substitution touches only the rows that hold the symbol. The objective is a
/// sparse vector per symbol over the tiers, compared lexicographically (see `ObjectiveVector`). A new
/// constraint is solved for the variable in the fewest rows (no fill-in: a variable never seen before
/// is chosen first); a required equality is absorbed into that row without a marker, which keeps rows
/// short on chains and grids; an equality (required or not) whose row would be long is kept as a lazy
/// definition (see `Definition`), and so is a required equality that makes two slacks equal
/// (`Tableau.defineSlackEquality`). Of the required bounds on one variable and direction only the
/// tightest is in the tableau (see `BoundGroup`); a soft equality that says what one already in the
/// tableau says, at the same priority, is merged into it (see `SoftRepresentatives`), and so is a soft
/// bound on one variable at the value of one already in the tableau, in either direction and at any
/// priority (see `SoftBoundMerges`).
/// `suggestValue` updates the constants of the rows holding the edit's error and re-solves with the
/// dual simplex; `changeConstants` does the same for the constants of any soft constraints. Constraints
/// that cannot fail (non-required ones, and required ones with a variable of their own) wait in a queue
/// and go in in canonical order, the soft ones highest priority first (see `Solver+Queue.swift`), so the
/// cost does not depend on the order constraints arrive in; `workCounters` counts the work done.
///
/// **Determinism and tie-breaks.** Same operations in the same order → bit-identical values. Every
/// choice between equal candidates goes to the symbol created first: variables in `makeVariable`
/// order, then the markers of each constraint in the order constraints were added. Entering symbols:
/// the one held by the fewest rows among the 8 lowest-index improving candidates (ties → lowest
/// index), strictly the lowest index (Bland's rule) after 256 pivots in one optimisation; leaving rows
/// by minimum ratio, ties → lowest basic symbol; a new row is solved for the variable in the fewest
/// rows, ties → the most recently created. Nothing iterates a hash table.
public final class Solver {
    /// The simplex tableau, changed in place through `tableau` (see `SoleOwnerCell`).
    let tableauCell = SoleOwnerCell(Tableau())
    /// Everything else the solver keeps (`SolverState`), changed in place through its properties.
    let stateCell = SoleOwnerCell(SolverState())
    /// Variable index → tableau symbol.
    var symbols: IndexArray { tableau.variableSymbols }
    /// Give every required equality a dummy marker (used by conflict explanation).
    let usesDummies: Bool

    public convenience init() { self.init(dummies: false) }

    init(dummies: Bool) {
        usesDummies = dummies
    }

    public func makeVariable(_ name: String = "") -> Variable {
        requireNotFrozen()
        let index = symbols.count
        let symbol = tableau.newSymbol(.external)
        tableau.variableSymbols.append(symbol)
        if !name.isEmpty {
            // Names are kept up to the last named variable only: an engine's unnamed variables (hundreds
            // of thousands in a large layout) cost nothing here.
            names.append(contentsOf: repeatElement("", count: index - names.count))
            names.append(name)
        }
        linkParent.append(index)
        pendingSoftOfGroup.append([])
        tableau.mentionedByDeferred.append(false)
        tableau.isPrivate.append(false)
        return Variable(index: index)
    }

    public func name(of variable: Variable) -> String {
        variable.index < names.count ? names[variable.index] : ""
    }

    /// Number of constraints added and not removed (edit variables not included).
    public var constraintCount: Int { activeCount }

    /// The tableau symbol of a variable; a variable this solver never made (another solver's) is
    /// taken as a fresh variable of this one rather than trapping.
    func symbol(of variable: Variable) -> Int {
        while variable.index >= symbols.count { _ = makeVariable() }
        return symbols[variable.index]
    }

    /// Adds a constraint and re-solves.
    /// - Throws: `nonFiniteCoefficient`, `emptyConstraint`, or `unsatisfiable` with the required
    ///   constraints it conflicts with (found by explaining the failed row with markers on a copy of
    ///   the connected required constraints, then, for sets of at most 40, dropping every member whose
    ///   removal keeps the set infeasible — so small sets are irreducible). The solver is unchanged.
    @discardableResult
    public func add(_ constraint: Constraint) throws -> ConstraintID {
        let expression = constraint.expression
        return try add(
            distinctTerms: expression.terms, constant: expression.constant, relation: constraint.relation,
            priority: constraint.priority)
    }

    /// `add(_:)` for the constraint `Σ coefficient·variable + constant REL 0` given as its terms, each
    /// variable at most once (an exact zero is skipped, as `Expression(distinctTerms:)` drops it), building
    /// no `Expression` on the way in. Same checks, same result as `add(_:)` for the same terms. (The layout
    /// engine hands its terms over in a buffer on its stack, `Storage/SolverTermBuffer.swift`.)
    @discardableResult
    package func add(
        distinctTerms given: [(variable: Variable, coefficient: Double)], constant: Double,
        relation: Relation, priority: Priority
    ) throws -> ConstraintID {
        try addTerms(given, constant: constant, relation: relation, priority: priority)
    }

    /// `add(distinctTerms:…)` for any collection of terms (the entry points' shared body).
    func addTerms(
        _ given: some Collection<(variable: Variable, coefficient: Double)>, constant: Double, relation: Relation,
        priority: Priority
    ) throws -> ConstraintID {
        requireNotFrozen()
        _ = tableau.outgrewTermLimit()
        try requireWithinTermLimit()
        let terms = given.lazy.filter { $0.coefficient != 0 || $0.coefficient.isNaN }
        guard constant.isFinite, terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError.nonFiniteCoefficient
        }
        guard !terms.isEmpty else { throw SolverError.emptyConstraint }
        for term in terms { _ = symbol(of: term.variable) }
        if !removedWithoutMarker.isEmpty { rebuildAfterRemovals() }
        var record = ConstraintRecord(
            terms: termPool.append(terms.lazy.map { ($0.variable.index, $0.coefficient) }),
            constant: constant, priority: priority.value, relation: relation, isEdit: false)
        let id = records.count
        link(self.terms(of: record))
        if record.isRequired {
            if let own = privateVariable(of: record) {
                // It cannot fail (see `installDeferredRequired`): it waits, to go in in canonical order.
                deferRequired(id, self.terms(of: record), own: own)
            } else {
                prepareRequiredInstall(self.terms(of: record))
                let bound = boundKeys(of: record)
                let grouped = try bound.map { try addGroupedBound(&record, id: id, keys: $0) } ?? false
                if !grouped {
                    guard install(&record) else {
                        throw SolverError.unsatisfiable(conflicts: conflicts(with: record).map(ConstraintID.init))
                    }
                    if let bound { boundGroups[bound.group] = BoundGroup(installed: id) }
                }
            }
        } else {
            queueSoft(id, &record)
        }
        register(record)
        activeCount += 1
        tableau.work.constraintsAdded &+= 1
        return ConstraintID(id)
    }

    /// The terms of `record`, one of this solver's, in the order its constraint gave them.
    func terms(of record: ConstraintRecord) -> RecordTerms { termPool[record.terms] }

    /// Keeps `record` under the next id (`records.count`); `variableIndex` catches up when next asked.
    func register(_ record: ConstraintRecord) {
        // A `ConstraintID` keeps its number in 32 bits. Unreachable from a spec, a file or a flag: the
        // limits' ceilings (a million views, ten million constraints, `ResourceLimits.ceiling`) keep a
        // layout's solver to tens of millions of records, second pass included.
        precondition(records.count < Int(Int32.max), "more constraints than a ConstraintID can name")
        records.append(record)
    }

    /// Puts a record into the tableau; false when a required record cannot hold (tableau unchanged).
    func install(_ record: inout ConstraintRecord) -> Bool {
        if case .unsatisfiable = tableauAdd(&record) { return false }
        return true
    }

    func tableauAdd(_ record: inout ConstraintRecord) -> RowOutcome {
        let tier = record.isRequired ? nil : record.priority
        // The terms over symbols, in working space on the stack: this runs for every constraint added (and
        // every constraint a rebuild re-adds).
        let recordTerms = terms(of: record)
        let outcome = StackScratch<(symbol: Int, coefficient: Double)>.with(capacity: recordTerms.count) { buffer in
            for term in recordTerms { buffer.append((symbols[term.variable], term.coefficient)) }
            return tableau.addConstraint(
                terms: buffer.elements, constant: record.constant, relation: record.relation,
                tier: tier, dummies: usesDummies, mayDefine: !record.isEdit,
                aheadOfDefinition: installingBeforeDefinition)
        }
        if case .added(let markers) = outcome { record.markers = markers }
        return outcome
    }

    /// Removes a constraint and re-solves.
    ///
    /// Cost: a constraint with a marker (inequalities, non-required constraints, edits, and required
    /// equalities that needed one) leaves the tableau locally, by one pivot. A required equality
    /// absorbed into a variable's row has no marker: its connected component is rebuilt (its rows
    /// dropped, its other constraints re-added). That rebuild waits until the solver is next used for
    /// an add, a read or an edit — removals of constraints with markers in between don't force it: they
    /// are valid on the stale rows, which the rebuild drops anyway — so a run of removals (e.g. all the
    /// constraints a caller is about to regenerate, a form's baseline constraints and content sizes
    /// mixed) costs one rebuild, not one per removal; remove first, then add
    /// (`SolverWorkCounters.constraintsReinstalled` counts the re-added constraints).
    /// - Throws: `unknownConstraint` for an id never returned by `add`, already removed, or belonging
    ///   to an edit variable.
    public func remove(_ id: ConstraintID) throws {
        requireNotFrozen()
        try requireWithinTermLimit()
        let i = id.rawValue
        guard i >= 0, i < records.count, records[i].isActive, !records[i].isEdit else {
            throw SolverError.unknownConstraint(id)
        }
        if records[i].isShadowed {
            // Implied by the installed bound of its group: nothing in the tableau to remove.
            records[i].flags.remove(.active)
            activeCount -= 1
            tableau.work.constraintsRemoved &+= 1
            return
        }
        if !pendingSoft.isEmpty || !deferredRequired.isEmpty { flushPending() }
        removeRecord(i)
        replaceRemovedBound(i)
        activeCount -= 1
        tableau.work.constraintsRemoved &+= 1
    }

    /// Whether `record`'s marker is a symbol of its own in the tableau, which a pivot can take out
    /// (`removeRecord`) and a shift can move (`changeConstants`). Not so for a constraint absorbed without a
    /// marker, a slack kept as a definition (`Tableau.defineSlackEquality`), which is in no row, or the
    /// errors of an equality others were merged into, which carry their costs too (`SoftRepresentatives`).
    func hasMovableMarker(_ record: ConstraintRecord) -> Bool {
        let marker = record.markers.marker
        return marker >= 0 && tableau.symbolTable[marker].definition < 0
            && !tableau.softRepresentatives.hasMerges(marker)
    }

    func removeRecord(_ i: Int) {
        records[i].flags.remove(.active)
        if removeMergedSoftBound(i) { return }
        if softBounds.hasMerges(i), !removedWithoutMarker.isEmpty {
            // A rebuild is pending: the bounds merged into this one go in again with it.
            forgetSoftBound(i)
            removedWithoutMarker.append(i)
            tableau.hasPendingConstraints = true
            return
        }
        dissolveSoftBound(i)
        let record = records[i]
        if hasMovableMarker(record) {
            let tier = record.isRequired ? nil : record.priority
            tableau.removeConstraint(record.markers, tier: tier)
        } else {
            // Rebuilt when the solver is next used: consecutive removals share one rebuild.
            removedWithoutMarker.append(i)
            tableau.hasPendingConstraints = true
        }
    }

    /// Makes room for about `constraints` more constraints in the tables the tableau keeps per symbol, so
    /// they don't grow by doubling while the constraints come: an array that doubles is copied into new
    /// memory, both copies resident for the moment, and the last doubling tends to fall at a layout's
    /// memory peak (while the stays go in).
    /// Room never written is never resident, so the reserve may be generous: two symbols per constraint
    /// (a slack or an error and its partner). Results don't change.
    public func reserveCapacity(constraints: Int) {
        guard constraints > 0, !isFrozen else { return }
        tableau.reserve(symbols: tableau.symbolCount + 2 * constraints)
    }

    /// Frees the working memory kept between calls to make them cheap — per-symbol sums for expanding
    /// definitions, a few words a symbol — once the system is solved and
    /// its values read. The next call that needs it allocates it again; results don't change.
    public func releaseScratch() {
        tableau.expansion = ExpansionScratch()
    }

    /// The value of a variable in the current optimal solution (0 for a variable in no constraint).
    /// Values are read from a cache filled in one pass after each change, so reading every
    /// variable after a solve costs one array read each.
    public func value(of variable: Variable) -> Double {
        guard variable.index >= 0, variable.index < tableau.variableSymbols.count, tableau.termsOverLimit == nil
        else { return 0 }
        // Frozen (`freeze`): nothing pending, and the values were cached for the tableau's last version.
        if tableau.hasPendingConstraints { flushPending() }
        return tableau.value(ofVariable: variable.index)
    }
}

/// The solver's own tables beside the tableau: its records and their terms, the queues, the groups, the
/// memos. Kept in a `SoleOwnerCell` (`Solver.stateCell`) and read and changed in place through the
/// solver's properties of the same names (`Storage/SolverStateAccess.swift`).
struct SolverState {
    var names: [String] = []
    var records = BlockArray<ConstraintRecord>()
    /// The records' terms (`ConstraintRecord.terms`).
    var termPool = TermPool()
    /// Variable index → ids of the constraints that mention it, built when needed (`component`).
    var variableIndex = VariableIndex()
    var edits: [Int: EditInfo] = [:]
    var activeCount = 0
    /// Non-required constraints added but not yet in the tableau (see `flushPending`); those already
    /// installed by a partial flush (`installPendingSoft(linkedTo:)`) are skipped.
    var pendingSoft: [Int] = []
    /// Variable index → its parent in the union-find of variables linked by constraints (see
    /// `Solver+Queue.swift`).
    var linkParent = IndexArray()
    /// By link group root (a variable index): the queued soft constraints of that group, empty for every
    /// other variable. An array, not a hash table: it is read on every link of two groups.
    var pendingSoftOfGroup: [[Int]] = []
    /// The groups whose list in `pendingSoftOfGroup` may be non-empty (some may have emptied since), so
    /// that a full flush clears those lists and not one per variable.
    var groupsWithPendingSoft: [Int] = []
    /// Required constraints added but not yet in the tableau: each had a variable no installed or
    /// deferred required constraint mentioned (see `installDeferredRequired`).
    var deferredRequired: [Int] = []
    /// Required single-variable bounds by variable and direction (see `BoundGroup`); only looked up,
    /// never iterated.
    var boundGroups: [Int: BoundGroup] = [:]
    /// Required equalities without a marker removed since the last component rebuild (see `remove`).
    var removedWithoutMarker: [Int] = []
    /// Soft constraints are going in ahead of a required one through a lazy definition
    /// (`installSoftBeforeDefinitions`, `Tableau.takingFreshVariable`).
    var installingBeforeDefinition = false
    /// Soft single-variable bounds merged into an equal one (`SoftBoundMerges`).
    var softBounds = SoftBoundMerges()
    /// Ambiguity checks' answers for defined symbols, for the tableau's current state (`PinnedMemo`).
    var pinnedMemo = PinnedMemo()
    /// The solution is all that is kept (`freeze`).
    var isFrozen = false
}

struct EditInfo {
    var record: Int
    var value: Double
}
