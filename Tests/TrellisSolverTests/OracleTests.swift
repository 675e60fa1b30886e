import Testing

@testable import TrellisSolver

/// Required constraints must hold to 1e-9 relative to the size of their terms.
func requiredHold(_ system: TestSystem, _ x: [Double], rejected: [Int]) -> Bool {
    system.constraints.enumerated().allSatisfy { i, c in
        guard c.priority >= 1000, !rejected.contains(i) else { return true }
        let scale = c.terms.reduce(abs(c.constant)) { $0 + abs($1.1 * x[$1.0]) }
        return c.error(x) <= 1e-9 * max(1, scale)
    }
}

func randomSystem(
    _ rng: inout SeededGenerator, variables: ClosedRange<Int>, constraints: ClosedRange<Int>,
    priorities: [Double]
) -> TestSystem {
    let coefficients: [Double] = [-3, -2, -1, -0.5, 0.5, 1, 2, 3]
    let n = Int.random(in: variables, using: &rng)
    var list: [TestConstraint] = []
    for _ in 0..<Int.random(in: constraints, using: &rng) {
        let count = Int.random(in: 1...min(3, n), using: &rng)
        let picked = Array((0..<n).shuffled(using: &rng).prefix(count)).sorted()
        list.append(
            TestConstraint(
                terms: picked.map { ($0, coefficients.randomElement(using: &rng) ?? 1) },
                constant: Double(Int.random(in: -20...20, using: &rng)),
                relation: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal,
                priority: priorities.randomElement(using: &rng) ?? 1000))
    }
    return TestSystem(variableCount: n, constraints: list)
}

/// kiwi keeps part of a rejected required constraint in its tableau (its artificial-variable path
/// pivots the failed row in before throwing), so after a rejection it is no oracle any more. Systems
/// are therefore cut before the first constraint Trellis rejects; kiwi must then reject nothing.
/// (Rejections themselves are checked independently in `ExhaustiveOptimalityTests`.)
func prefixBeforeFirstRejection(_ system: TestSystem) throws -> TestSystem {
    guard let first = try system.solve().rejected.first else { return system }
    return TestSystem(variableCount: system.variableCount, constraints: Array(system.constraints[..<first]))
}

@Suite struct KiwiOracleTests {
    /// Reference §1.8 T1 with raw strengths (GTK style: 750 vs 749): kiwi's weighted objective gives
    /// 200, Trellis's strict tiers give 100.
    @Test func weightedKiwiDisagreesWithStrictTiersOnT1() throws {
        let t1 = TestSystem(
            variableCount: 1,
            constraints: [
                TestConstraint(terms: [(0, 1)], constant: -100, relation: .equal, priority: 750)
            ]
                + Array(
                    repeating: TestConstraint(terms: [(0, 1)], constant: -200, relation: .equal, priority: 749),
                    count: 3))
        let kiwi = try KiwiOracle.solve([t1])
        try #require(kiwi.count == 1)
        #expect(abs(kiwi[0].values[0] - 200) < 1e-9)
        #expect(try t1.solve().values[0] == 100)
    }

    /// With a single non-required tier, weights and strict tiers agree: kiwi's optimum and ours must
    /// have the same total error and the same rejected required constraints.
    @Test func singleTierRandomSystemsMatchKiwi() throws {
        var rng = SeededGenerator(seed: 20_240_601)
        let systems = try (0..<300).map { _ in
            try prefixBeforeFirstRejection(
                randomSystem(&rng, variables: 1...4, constraints: 2...9, priorities: [1000, 1000, 500]))
        }
        #expect(systems.reduce(0) { $0 + $1.constraints.count } > 1000)
        let kiwi = try KiwiOracle.solve(systems)
        try #require(kiwi.count == systems.count)
        for (system, oracle) in zip(systems, kiwi) {
            let ours = try system.solve()
            #expect(ours.rejected.isEmpty && oracle.rejected.isEmpty)
            #expect(requiredHold(system, ours.values, rejected: ours.rejected))
            let tiers = system.tiers
            let a = system.tierErrors(ours.values, tiers: tiers, skipping: ours.rejected)
            let b = system.tierErrors(oracle.values, tiers: tiers, skipping: oracle.rejected)
            for (x, y) in zip(a, b) { #expect(abs(x - y) <= 1e-6 * max(1, abs(y)), "ours \(a) kiwi \(b)") }
        }
    }

    /// Required-only systems: kiwi accepts them too and every constraint holds.
    @Test func requiredOnlyRandomSystemsMatchKiwi() throws {
        var rng = SeededGenerator(seed: 77)
        let systems = try (0..<200).map { _ in
            try prefixBeforeFirstRejection(
                randomSystem(&rng, variables: 1...5, constraints: 2...10, priorities: [1000]))
        }
        #expect(systems.reduce(0) { $0 + $1.constraints.count } > 600)
        let kiwi = try KiwiOracle.solve(systems)
        try #require(kiwi.count == systems.count)
        for (system, oracle) in zip(systems, kiwi) {
            let ours = try system.solve()
            #expect(ours.rejected.isEmpty && oracle.rejected.isEmpty)
            #expect(requiredHold(system, ours.values, rejected: []))
        }
    }
}

@Suite struct ExhaustiveOptimalityTests {
    /// Two variables in a required box; random constraints over several tiers (where weights and
    /// strict tiers disagree). The lexicographic optimum lies on a pairwise intersection of the
    /// constraints' lines, so enumerating them gives an independent optimum to compare with.
    @Test func multiTierSystemsReachTheLexicographicOptimum() throws {
        var rng = SeededGenerator(seed: 9)
        for _ in 0..<250 {
            var system = randomSystem(
                &rng, variables: 2...2, constraints: 2...7,
                priorities: [1000, 750, 749, 749, 250, 50, 49.5])
            let box = [
                (0, 1.0, -100.0, Relation.lessThanOrEqual), (0, 1, 100, .greaterThanOrEqual),
                (1, 1, -100, .lessThanOrEqual), (1, 1, 100, .greaterThanOrEqual),
            ]
            system.constraints.insert(
                contentsOf: box.map {
                    TestConstraint(terms: [($0.0, $0.1)], constant: $0.2, relation: $0.3, priority: 1000)
                }, at: 0)
            let ours = try system.solve()
            #expect(requiredHold(system, ours.values, rejected: ours.rejected))
            let kept = system.constraints.enumerated().filter { !ours.rejected.contains($0.offset) }.map(\.element)
            let required = kept.filter { $0.priority >= 1000 }
            // Every rejected constraint really conflicts with the required ones kept before it.
            for index in ours.rejected {
                let before = system.constraints[..<index].enumerated()
                    .filter { $0.element.priority >= 1000 && !ours.rejected.contains($0.offset) }.map(\.element)
                #expect(!feasiblePointExists(before + [system.constraints[index]]))
            }
            let tiers = system.tiers
            var best: [Double]?
            for point in intersections(of: kept) where required.allSatisfy({ $0.error(point) <= 1e-7 * 100 }) {
                let errors = system.tierErrors(point, tiers: tiers, skipping: ours.rejected)
                if best.map({ lexicographicallyLess(errors, $0) }) ?? true { best = errors }
            }
            let mine = system.tierErrors(ours.values, tiers: tiers, skipping: ours.rejected)
            let optimum = try #require(best)
            #expect(!lexicographicallyLess(optimum, mine), "ours \(mine) optimum \(optimum) tiers \(tiers)")
            #expect(!lexicographicallyLess(mine, optimum), "ours \(mine) beats the enumeration \(optimum)")
        }
    }

    func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > 1e-6 * max(1, abs(x), abs(y)) { return x < y }
        return false
    }

    func intersections(of constraints: [TestConstraint]) -> [[Double]] {
        let lines = constraints.map { c -> (Double, Double, Double) in
            var a = 0.0, b = 0.0
            for (i, k) in c.terms { if i == 0 { a += k } else { b += k } }
            return (a, b, c.constant)
        }
        var points: [[Double]] = []
        for i in lines.indices {
            for j in lines.indices where j > i {
                let (a1, b1, c1) = lines[i], (a2, b2, c2) = lines[j]
                let det = a1 * b2 - a2 * b1
                guard abs(det) > 1e-12 else { continue }
                points.append([(-c1 * b2 + c2 * b1) / det, (-a1 * c2 + a2 * c1) / det])
            }
        }
        return points
    }

    func feasiblePointExists(_ constraints: [TestConstraint]) -> Bool {
        intersections(of: constraints).contains { p in constraints.allSatisfy { $0.error(p) <= 1e-7 * 100 } }
    }
}
