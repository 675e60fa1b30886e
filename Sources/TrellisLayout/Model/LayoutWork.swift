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
        return out
    }
}

/// The mutable counter behind `LayoutWork`, shared by the parts of one layout (measurer, run, live system).
final class WorkTally {
    var work = LayoutWork()
}
