/// Deterministic counts of the work a `Solver` has done since it was made: the same operations in
/// the same order always give the same counts, on any machine and under any load, so tests can
/// guard the solver's complexity by counting instead of timing (see `Solver.workCounters`).
///
/// Maintaining them costs a few integer additions per operation that already walks the rows.
public struct SolverWorkCounters: Equatable, Sendable, CustomStringConvertible {
    /// Simplex pivots (a basic symbol exchanged for a parametric one), in every phase: primal
    /// optimisation, dual simplex after edits, the artificial phase, and marker pivots on removal.
    public internal(set) var pivots = 0
    /// Terms read or written while combining rows: every term of both rows in a substitution or
    /// merge, terms of rows stored into or taken out of the tableau (their column index updates),
    /// terms visited when expanding a constraint through basic rows and lazy definitions, column
    /// entries scanned, and objective entries updated. The measure of the solver's inner loops.
    public internal(set) var rowTermOperations = 0
    /// Objective entries passed over to reach a tier's place in a symbol's objective vector (entries
    /// are kept highest tier first, `ObjectivePool`). Apart from `rowTermOperations`: a vector's walk
    /// is a few entries in most layouts, and grows with the tiers only where a layout has many.
    public internal(set) var objectiveEntriesPassed = 0
    /// Calls to `Solver.add` that succeeded, plus edit variables added.
    public internal(set) var constraintsAdded = 0
    /// Calls to `Solver.remove` that succeeded, plus edit variables removed.
    public internal(set) var constraintsRemoved = 0
    /// Required constraints that needed the artificial-variable phase (no subject to solve for).
    public internal(set) var artificialPhases = 0
    /// Constraints re-installed because a required equality without a marker was removed from their
    /// connected component (see `Solver.remove`).
    public internal(set) var constraintsReinstalled = 0
    /// Constants of soft constraints moved in place (`Solver.changeConstants`).
    public internal(set) var constantsChanged = 0

    public init() {}

    public var description: String {
        "pivots \(pivots), row-term operations \(rowTermOperations), "
            + "objective entries passed \(objectiveEntriesPassed), added \(constraintsAdded), "
            + "removed \(constraintsRemoved), artificial phases \(artificialPhases), "
            + "re-installed \(constraintsReinstalled), constants changed \(constantsChanged)"
    }
}

extension Solver {
    /// The work this solver has done since it was made (see `SolverWorkCounters`). Reading it does
    /// not install queued constraints, so it reports the work done so far.
    public var workCounters: SolverWorkCounters { tableau.work }
}
