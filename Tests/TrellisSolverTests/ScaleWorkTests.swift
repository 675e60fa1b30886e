import Testing

@testable import TrellisSolver

/// Issue 8's pure-constraint families (the same shapes as `trellis-bench solver orders`), in several
/// constraint orders. Complexity is guarded by counting the solver's work (`Solver.workCounters`),
/// which is deterministic, never by timing.
enum ScaleFamily: String, CaseIterable {
    case fillEqually, flatChain, grid, nesting

    /// `(terms over variable indices, constant, relation, priority)`; variables are 4 per view (left,
    /// top, width, height) then the container width (an edit variable at 750).
    func system(_ n: Int) -> (variables: Int, constraints: [TestConstraint]) {
        var list: [TestConstraint] = []
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) {
            list.append(TestConstraint(terms: terms, constant: constant, relation: relation, priority: priority))
        }
        func l(_ i: Int) -> Int { 4 * i }
        func t(_ i: Int) -> Int { 4 * i + 1 }
        func w(_ i: Int) -> Int { 4 * i + 2 }
        func h(_ i: Int) -> Int { 4 * i + 3 }
        switch self {
        case .fillEqually:
            let c = 4 * n
            for i in 0..<n {
                add([(t(i), 1)], 0, .equal)
                add([(h(i), 1)], -20, .equal)
                add([(w(i), 1)], -1, .greaterThanOrEqual)
                if i == 0 {
                    add([(l(0), 1)], 0, .equal)
                } else {
                    add([(l(i), 1), (l(i - 1), -1), (w(i - 1), -1)], -8, .equal)
                    add([(w(i), 1), (w(i - 1), -1)], 0, .equal)
                }
            }
            add([(l(n - 1), 1), (w(n - 1), 1), (c, -1)], 0, .equal)
            return (4 * n + 1, list)
        case .flatChain:
            let c = 4 * n
            for i in 0..<n {
                let intrinsic = Double(40 + (i % 7) * 5)
                add([(t(i), 1)], -8, .equal)
                add([(h(i), 1)], -20, .equal)
                add([(w(i), 1)], -intrinsic, .lessThanOrEqual, 250)
                add([(w(i), 1)], -intrinsic, .greaterThanOrEqual, 750)
                if i == 0 {
                    add([(l(0), 1)], -16, .equal)
                } else {
                    add([(l(i), 1), (l(i - 1), -1), (w(i - 1), -1)], -8, .equal)
                }
            }
            add([(l(n - 1), 1), (w(n - 1), 1), (c, -1)], 16, .lessThanOrEqual)
            return (4 * n + 1, list)
        case .grid:
            let cols = Int(Double(n).squareRoot().rounded(.up)), rows = (n + cols - 1) / cols
            let c = 4 * cols * rows
            for r in 0..<rows {
                for col in 0..<cols {
                    let v = r * cols + col
                    if col == 0 {
                        add([(l(v), 1)], 0, .equal)
                    } else {
                        add([(l(v), 1), (l(v - 1), -1), (w(v - 1), -1)], -8, .equal)
                        add([(w(v), 1), (w(v - 1), -1)], 0, .equal)
                    }
                    if r == 0 {
                        add([(t(v), 1)], 0, .equal)
                    } else {
                        add([(t(v), 1), (t(v - cols), -1), (h(v - cols), -1)], -8, .equal)
                    }
                    add([(w(v), 1)], -1, .greaterThanOrEqual)
                    add([(h(v), 1), (w(v), -1)], 0, .equal)
                    if col == cols - 1 { add([(l(v), 1), (w(v), 1), (c, -1)], 0, .equal) }
                }
            }
            return (c + 1, list)
        case .nesting:
            let c = 4 * n
            add([(l(0), 1)], 0, .equal)
            add([(t(0), 1)], 0, .equal)
            add([(w(0), 1), (c, -1)], 0, .equal)
            add([(h(0), 1), (c, -1)], 0, .equal)
            for i in 1..<n {
                let p = i - 1
                add([(l(i), 1), (l(p), -1)], -4, .equal)
                add([(t(i), 1), (t(p), -1)], -4, .equal)
                add([(l(i), 1), (w(i), 1), (l(p), -1), (w(p), -1)], 4, .equal)
                add([(t(i), 1), (h(i), 1), (t(p), -1), (h(p), -1)], 4, .equal)
                add([(w(i), 1)], 0, .greaterThanOrEqual)
                add([(h(i), 1)], 0, .greaterThanOrEqual)
            }
            return (4 * n + 1, list)
        }
    }

    func containerWidth(_ n: Int) -> Double {
        switch self {
        case .fillEqually: return 60 * Double(n)
        case .flatChain: return 64 * Double(n) + 32
        case .grid: return 60 * Double(Int(Double(n).squareRoot().rounded(.up)))
        case .nesting: return 8 * Double(n) + 100
        }
    }
}

enum ConstraintOrder: CaseIterable {
    case natural, reversed, shuffled1, shuffled2, shuffled3

    func apply(_ list: [TestConstraint]) -> [TestConstraint] {
        switch self {
        case .natural: return list
        case .reversed: return list.reversed()
        case .shuffled1: var rng = SeededGenerator(seed: 1); return list.shuffled(using: &rng)
        case .shuffled2: var rng = SeededGenerator(seed: 2); return list.shuffled(using: &rng)
        case .shuffled3: var rng = SeededGenerator(seed: 3); return list.shuffled(using: &rng)
        }
    }
}

/// Builds a family at `n` in `order` (edit variable on the container, every constraint, every value
/// read) and returns the work done and the values.
func buildFamily(_ family: ScaleFamily, _ n: Int, _ order: ConstraintOrder) throws
    -> (work: SolverWorkCounters, values: [Double])
{
    let (count, list) = family.system(n)
    let solver = Solver()
    let vars = (0..<count).map { _ in solver.makeVariable() }
    try solver.addEditVariable(vars[count - 1], priority: .defaultHigh)
    try solver.suggestValue(family.containerWidth(n), for: vars[count - 1])
    for c in order.apply(list) { try solver.add(try c.constraint(over: vars)) }
    let values = vars.map { solver.value(of: $0) }
    return (solver.workCounters, values)
}

@Suite struct ScaleWorkTests {
    /// Orders in which a family's work is not yet near-linear — a documented limit (`docs/limits.md`, "Work
    /// that grows faster than the layout"): the grid and the nesting with their constraints shuffled. The grid fixes a
    /// row's common width only after the rows below took it into their tops; the nesting meets
    /// trailing-edge equalities over slacks whose constant is not 0 after constraints that had to go in at
    /// once, one artificial phase per few views. For these, `superLinearGrowth` is the bound that holds
    /// today: 4× the views cost at most `superLinearGrowth`× the work (≈ N^1.6), and every order stays
    /// within `superLinearOrderSpread`× of the natural one.
    static func knownSuperLinear(_ family: ScaleFamily, _ order: ConstraintOrder) -> Bool {
        (family == .grid || family == .nesting) && [.shuffled1, .shuffled2, .shuffled3].contains(order)
    }

    /// How much the work of a known super-linear order may grow from N = 50 to 200 (see `knownSuperLinear`).
    static let superLinearGrowth = 9

    /// How far the work of a known super-linear order may be from the natural order's, either way.
    static let superLinearOrderSpread = 12

    /// The flat chain's constraints can all be deferred, whatever their order, so every order does
    /// exactly the same work.
    @Test func flatChainWorkIsTheSameInEveryOrder() throws {
        let natural = try buildFamily(.flatChain, 200, .natural).work
        for order in ConstraintOrder.allCases {
            #expect(try buildFamily(.flatChain, 200, order).work == natural, "\(order)")
        }
    }

    /// Near-linear: the work at 4N is at most 5× the work at N (N = 50 → 200).
    @Test(arguments: ScaleFamily.allCases)
    func workGrowsLinearlyInEveryOrder(_ family: ScaleFamily) throws {
        for order in ConstraintOrder.allCases {
            let small = try buildFamily(family, 50, order).work
            let large = try buildFamily(family, 200, order).work
            #expect(large.constraintsAdded == family.system(200).constraints.count + 1)
            // Near-linear, or for a known super-linear order the documented bound (`knownSuperLinear`).
            let growth = Self.knownSuperLinear(family, order) ? Self.superLinearGrowth : 5
            #expect(
                large.rowTermOperations <= growth * small.rowTermOperations,
                "\(family) \(order): \(small.rowTermOperations) → \(large.rowTermOperations) row-term operations")
            #expect(
                large.pivots <= growth * small.pivots + 8,
                "\(family) \(order): \(small.pivots) → \(large.pivots) pivots")
            #expect(
                large.artificialPhases <= growth * small.artificialPhases + 2,
                "\(family) \(order): \(small.artificialPhases) → \(large.artificialPhases) artificial phases")
        }
    }

    /// The order constraints arrive in changes neither the solution nor, beyond a small factor, the work.
    @Test(arguments: ScaleFamily.allCases)
    func everyOrderGivesTheSameValuesForComparableWork(_ family: ScaleFamily) throws {
        let reference = try buildFamily(family, 200, .natural)
        for order in ConstraintOrder.allCases {
            let other = try buildFamily(family, 200, order)
            for (a, b) in zip(reference.values, other.values) { #expect(close(a, b, 1e-9), "\(family) \(order)") }
            let spread = Self.knownSuperLinear(family, order) ? Self.superLinearOrderSpread : 4
            #expect(
                other.work.rowTermOperations <= spread * reference.work.rowTermOperations
                    && reference.work.rowTermOperations <= spread * other.work.rowTermOperations,
                "\(family) \(order): \(other.work.rowTermOperations) vs natural \(reference.work.rowTermOperations)"
            )
        }
    }

    /// Before the fix, `width >= 1` before `width == prev.width` sent every equality through the
    /// artificial phase, whose dummies piled up in the rows (N = 1,000: 700 M row-term operations).
    @Test func equalWidthsOverSlacksNeedNoArtificialPhase() throws {
        let work = try buildFamily(.fillEqually, 200, .natural).work
        #expect(work.artificialPhases == 0)
        #expect(work.rowTermOperations < 20_000)
    }

    /// Removing a required equality absorbed without a marker rebuilds its component; a run of such
    /// removals shares one rebuild (the component's constraints are re-added once, not per removal).
    @Test func consecutiveRemovalsShareOneRebuild() throws {
        let (count, list) = ScaleFamily.fillEqually.system(100)
        let solver = Solver()
        let vars = (0..<count).map { _ in solver.makeVariable() }
        var heights: [ConstraintID] = []
        for c in list {
            let lhs = Expression(c.terms.map { (vars[$0.0], $0.1) }, constant: c.constant)
            let id = try solver.add(Constraint(lhs, c.relation, Expression(), priority: try Priority(c.priority)))
            if c.terms.count == 1, c.constant == -20 { heights.append(id) }
        }
        try solver.add(Constraint(Expression(vars[count - 1]), .equal, Expression(6000)))
        #expect(close(solver.value(of: vars[2]), (6000 - 8 * 99) / 100))
        let before = solver.workCounters
        // Each height == 20 is its own component (one variable): a rebuild re-adds nothing else.
        try solver.remove(heights[0])
        #expect(solver.workCounters.constraintsReinstalled == before.constraintsReinstalled)
        // The width chain: every `width == prev.width` of the first 50 views, removed in a run.
        let links = list.indices.filter {
            list[$0].terms.count == 2 && list[$0].terms[1].0 % 4 == 2 && list[$0].constant == 0
        }
        #expect(links.count == 99)
        let removedBefore = solver.workCounters
        for k in links.prefix(50) { try solver.remove(ConstraintID(k)) }
        _ = solver.value(of: vars[2])
        let after = solver.workCounters
        // The component: 100 `width >= 1`, 100 leading links, 99 width links, the trailing edge and the
        // container's value (301), less the 50 removed: 251 re-added once (50 rebuilds would be ~10,000).
        #expect(after.constraintsReinstalled - removedBefore.constraintsReinstalled == 251)
        #expect(after.constraintsRemoved - removedBefore.constraintsRemoved == 50)
        // Still a valid solution: the last view ends at the container.
        let last = 4 * 99
        #expect(close(solver.value(of: vars[last]) + solver.value(of: vars[last + 2]), 6000))
    }
}
