import TrellisSolver

/// How much work a layout took, counted (never timed): the same spec gives the same counts on every run
/// and machine, so tests can guard the engine's complexity on a noisy CI (issue 8). Read it from
/// `SolvedLayout.work` (one solve, fitting runs included) or `LayoutSession.work` (everything since the
/// session began, `setText` calls included).
public struct LayoutWork: Sendable, Hashable {
    /// Constraints handed to the solver (`Solver.add`), a broken one's re-insertion at 999.99 included.
    public internal(set) var constraintsInstalled = 0
    /// Constraints taken out of the solver (`Solver.remove`), to swap them for new ones.
    public internal(set) var constraintsRemoved = 0
    /// Times a stack view's `UISV-*` constraints were generated and installed (or re-installed).
    public internal(set) var stackInstalls = 0
    /// The most times any one stack view's constraints were (re)installed within one pass: 1 when every
    /// pass regenerates each stack at most once.
    public internal(set) var maxStackInstallsPerPass = 0
    /// Text layouts performed (line breaking and shaping a view's text), for measuring or for drawing.
    public internal(set) var textLayouts = 0
    /// Layout passes run: the first pass of every run (the main solve and each fitting request), plus each
    /// second pass that re-measured at least one two-pass view.
    public internal(set) var passes = 0
    /// Two-pass views measured again at their solved width.
    public internal(set) var remeasuredViews = 0
    /// Content-size constraints whose new number was moved into the solver in place
    /// (`Solver.changeConstants`) instead of being removed and installed again.
    public internal(set) var constantsMoved = 0
    /// Simplex pivots in every solver of the layout (`SolverWorkCounters.pivots`).
    public internal(set) var solverPivots = 0
    /// Terms the solvers read or wrote while combining rows (`SolverWorkCounters.rowTermOperations`): the
    /// measure of the solver's inner loops, which grows super-linearly when rows grow with the layout.
    public internal(set) var solverRowTermOperations = 0
    /// Objective entries the solvers passed over to find a tier's place in a symbol's objective vector
    /// (`SolverWorkCounters.objectiveEntriesPassed`): grows with the number of priority tiers a layout has.
    public internal(set) var solverObjectiveEntriesPassed = 0
    /// Constraints the solvers took out and put back because a required equality absorbed without a
    /// marker left their connected component (`SolverWorkCounters.constraintsReinstalled`): the cost of
    /// changing a required equality's constant.
    public internal(set) var solverReinstalls = 0

    public init() {}

    static func + (a: LayoutWork, b: LayoutWork) -> LayoutWork {
        var out = a
        out.constraintsInstalled += b.constraintsInstalled
        out.constraintsRemoved += b.constraintsRemoved
        out.stackInstalls += b.stackInstalls
        out.maxStackInstallsPerPass = max(a.maxStackInstallsPerPass, b.maxStackInstallsPerPass)
        out.textLayouts += b.textLayouts
        out.passes += b.passes
        out.remeasuredViews += b.remeasuredViews
        out.constantsMoved += b.constantsMoved
        out.solverPivots += b.solverPivots
        out.solverRowTermOperations += b.solverRowTermOperations
        out.solverObjectiveEntriesPassed += b.solverObjectiveEntriesPassed
        out.solverReinstalls += b.solverReinstalls
        return out
    }
}

/// The mutable counter behind `LayoutWork`, shared by the parts of one layout (measurer, run, live system).
/// The solvers' counters are read when the total is: those of live systems still in use, plus what the
/// systems already gone (fitting runs) had done when they were released.
final class WorkTally {
    /// The counters, bumped in place on every install and measure (`Storage/WorkTallyAccess.swift`).
    let workCell = SoleOwnerCell(LayoutWork())
    private var retiredPivots = 0
    private var retiredRowTermOperations = 0
    private var retiredObjectiveEntriesPassed = 0
    private var retiredReinstalls = 0
    private var liveSolvers: [ObjectIdentifier: Solver] = [:]

    func track(_ solver: Solver) { liveSolvers[ObjectIdentifier(solver)] = solver }

    func retire(_ solver: Solver) {
        guard liveSolvers.removeValue(forKey: ObjectIdentifier(solver)) != nil else { return }
        retiredPivots += solver.workCounters.pivots
        retiredRowTermOperations += solver.workCounters.rowTermOperations
        retiredObjectiveEntriesPassed += solver.workCounters.objectiveEntriesPassed
        retiredReinstalls += solver.workCounters.constraintsReinstalled
    }

    /// `work` with the solvers' pivots, row-term operations, objective walks and re-installations (sums: the dictionary's
    /// order is irrelevant).
    var total: LayoutWork {
        var out = work
        out.solverPivots = retiredPivots
        out.solverRowTermOperations = retiredRowTermOperations
        out.solverObjectiveEntriesPassed = retiredObjectiveEntriesPassed
        out.solverReinstalls = retiredReinstalls
        for solver in liveSolvers.values {
            out.solverPivots += solver.workCounters.pivots
            out.solverRowTermOperations += solver.workCounters.rowTermOperations
            out.solverObjectiveEntriesPassed += solver.workCounters.objectiveEntriesPassed
            out.solverReinstalls += solver.workCounters.constraintsReinstalled
        }
        return out
    }
}
