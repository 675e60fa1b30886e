import Testing
import TrellisCorpus
import TrellisLayout

/// Complexity guarded by counting work, not timing it (issue 8): for every corpus family, the engine's
/// deterministic counters (`LayoutWork`) at 4N stay within 5× of those at N, and UIKit's second pass
/// regenerates each stack view's constraints at most once.
@Suite struct WorkCountTests {
    /// N and 4N. 25 → 100 rather than the 50 → 200: with the solver of main before its half of
    /// issue 8, a debug-build solve of the 200-row feed or form takes 15 s of CPU, and CI must stay fast.
    static let small = 25
    static let large = 100

    /// `large`'s count is at most 5× `small`'s (plus a constant for counts that are 0 or tiny at N).
    static func grows(_ name: String, _ what: String, _ small: Int, _ large: Int, slack: Int = 8) {
        #expect(
            large <= 5 * small + slack,
            "\(name): \(what) grew from \(small) at N = \(Self.small) to \(large) at N = \(Self.large)")
    }

    @Test(arguments: CorpusFamily.all.map(\.name))
    func workGrowsLinearly(_ name: String) throws {
        let family = try #require(CorpusFamily.named(name))
        let a = try ScaleSupport.solve(family, Self.small).work
        let b = try ScaleSupport.solve(family, Self.large).work
        Self.grows(name, "constraints installed", a.constraintsInstalled, b.constraintsInstalled)
        Self.grows(name, "constraints removed", a.constraintsRemoved, b.constraintsRemoved)
        Self.grows(name, "stack installs", a.stackInstalls, b.stackInstalls)
        Self.grows(name, "text layouts", a.textLayouts, b.textLayouts)
        #expect(
            b.maxStackInstallsPerPass <= 1,
            "\(name): a stack's constraints were installed \(b.maxStackInstallsPerPass)× in one pass")
        #expect(b.passes <= 2)
        #expect(b.constraintsInstalled >= Self.large, "\(name): the counters count nothing")
        #expect(b.constraintsInstalled > a.constraintsInstalled, "\(name): the counters don't grow with N")
    }

    /// The feed's second pass re-measures every body (N two-pass labels) and regenerates only the N
    /// title/body stacks, each once; the outer stack and the cells keep their constraints.
    @Test func feedSecondPassRegeneratesEachTextStackOnce() throws {
        let n = 40
        let work = try ScaleSupport.solve(try #require(CorpusFamily.named("feed")), n).work
        #expect(work.passes == 2)
        #expect(work.remeasuredViews == n)
        #expect(work.stackInstalls == (1 + 2 * n) + n)
        #expect(work.maxStackInstallsPerPass == 1)
    }

    /// A vertical stack of N wrapping labels: one regeneration of the stack in the second pass, and only
    /// the constraints whose numbers changed reach the solver — each label's four content-size constraints
    /// and its two arrangement-order ones — not N regenerations of the stack's whole set (quadratic).
    @Test func labelStackSecondPassSwapsOnlyChangedConstraints() throws {
        let n = 60
        let work = try ScaleSupport.solve(try #require(CorpusFamily.named("label-stack")), n).work
        #expect(work.passes == 2)
        // A label whose unwrapped line already fits keeps its first-pass measure (a few short texts).
        #expect(work.remeasuredViews > n * 3 / 4 && work.remeasuredViews <= n)
        #expect(work.stackInstalls == 2)
        #expect(work.constraintsRemoved <= 6 * n)
        #expect(work.textLayouts <= 3 * n)
    }
}
