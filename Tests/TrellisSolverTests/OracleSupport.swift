import Foundation
import Testing

@testable import TrellisSolver

/// SplitMix64: a small seeded generator of our own, so random systems are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A constraint of a test system: `Σ coefficient·x[index] + constant  relation  0` at `priority`.
struct TestConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Double

    func value(_ x: [Double]) -> Double { terms.reduce(constant) { $0 + $1.1 * x[$1.0] } }

    /// The constraint over a solver's variables (`variables[i]` for the system's `x[i]`).
    func constraint(over variables: [Variable]) throws -> Constraint {
        let lhs = Expression(terms.map { (variables[$0.0], $0.1) }, constant: constant)
        return Constraint(lhs, relation, Expression(), priority: try Priority(priority))
    }

    func error(_ x: [Double]) -> Double {
        let v = value(x)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    var json: [String: Any] {
        [
            "terms": terms.map { [$0.0, $0.1] as [Any] }, "constant": constant, "op": relation.rawValue,
            "strength": priority >= 1000 ? "required" as Any : priority as Any,
        ]
    }
}

struct TestSystem {
    var variableCount: Int
    var constraints: [TestConstraint]

    /// Adds the system to a fresh solver in order, skipping required constraints it rejects.
    func solve() throws -> (values: [Double], rejected: [Int], solver: Solver) {
        let solver = Solver()
        let vars = (0..<variableCount).map { solver.makeVariable("x\($0)") }
        var rejected: [Int] = []
        for (i, c) in constraints.enumerated() {
            do {
                try solver.add(try c.constraint(over: vars))
            } catch SolverError.unsatisfiable {
                rejected.append(i)
            }
        }
        return (vars.map { solver.value(of: $0) }, rejected, solver)
    }

    /// Error summed per tier, highest priority first (required excluded).
    func tierErrors(_ x: [Double], tiers: [Double], skipping rejected: [Int] = []) -> [Double] {
        tiers.map { tier in
            constraints.enumerated().filter { $0.element.priority == tier && !rejected.contains($0.offset) }
                .reduce(0) { $0 + $1.element.error(x) }
        }
    }

    var tiers: [Double] { Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >) }
}

enum KiwiOracle {
    struct Result { var values: [Double]; var rejected: [Int] }

    static func packageRoot(file: String = #filePath) -> URL {
        var url = URL(fileURLWithPath: file).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return url
    }

    /// Solves the systems with kiwisolver via Oracle/kiwi_oracle.py run by <root>/.venv/bin/python.
    static func solve(_ systems: [TestSystem]) throws -> [Result] {
        let root = packageRoot()
        let python = root.appendingPathComponent(".venv/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            Issue.record("kiwisolver oracle missing: \(python.path) not found — run `make venv` in \(root.path)")
            return []
        }
        let script = root.appendingPathComponent("Tests/TrellisSolverTests/Oracle/kiwi_oracle.py")
        let request: [String: Any] = [
            "systems": systems.map {
                ["vars": $0.variableCount, "constraints": $0.constraints.map(\.json)] as [String: Any]
            }
        ]
        let input = try JSONSerialization.data(withJSONObject: request)
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let json = try JSONSerialization.jsonObject(with: output) as? [String: Any],
            let results = json["results"] as? [[String: Any]]
        else {
            Issue.record("kiwi oracle failed: \(String(decoding: errors, as: UTF8.self))")
            return []
        }
        return results.map {
            Result(values: ($0["values"] as? [Double]) ?? [], rejected: ($0["rejected"] as? [Int]) ?? [])
        }
    }
}

/// Whether two lists of per-tier errors agree to a millionth (relative).
func sameTierErrors(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
}

/// Expects `solver` — `system` reached incrementally (removals, edits, moved constants) — to hold every
/// required constraint of `system` and to reach, tier by tier, the errors of a fresh solve of it, which
/// must accept every constraint.
func expectMatchesFreshSolve(
    _ system: TestSystem, _ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let fresh = try system.solve()
    #expect(fresh.rejected.isEmpty, sourceLocation: sourceLocation)
    let values = (0..<system.variableCount).map { solver.value(of: Variable(index: $0)) }
    #expect(requiredHold(system, values, rejected: []), sourceLocation: sourceLocation)
    let incremental = system.tierErrors(values, tiers: system.tiers)
    let expected = system.tierErrors(fresh.values, tiers: system.tiers)
    #expect(
        sameTierErrors(incremental, expected), "tier errors \(incremental), fresh \(expected)",
        sourceLocation: sourceLocation)
}

/// Solves each system (it must reject nothing), counts what `count` finds in its solver, removes the
/// constraints `remove` picks (by index), and checks the total error per soft tier against kiwisolver
/// before and after the removals — kiwi keeps no definitions and merges nothing, so with one soft tier
/// the totals must agree. Returns the sum of the counts.
func expectKiwiAgreesBeforeAndAfterRemovals(
    _ systems: [TestSystem], count: (Solver) -> Int, remove: (TestSystem) -> [Int]
) throws -> Int {
    var reduced: [TestSystem] = [], afterRemovals: [[Double]] = []
    var total = 0
    for system in systems {
        let built = try system.solve()
        #expect(built.rejected.isEmpty)
        total += count(built.solver)
        let victims = remove(system)
        // Ids count accepted constraints in order; none is rejected.
        for i in victims.reversed() { try built.solver.remove(ConstraintID(i)) }
        let rest = TestSystem(
            variableCount: system.variableCount,
            constraints: system.constraints.indices.filter { !victims.contains($0) }.map { system.constraints[$0] })
        reduced.append(rest)
        afterRemovals.append((0..<rest.variableCount).map { built.solver.value(of: Variable(index: $0)) })
    }
    let kiwi = try KiwiOracle.solve(systems), kiwiReduced = try KiwiOracle.solve(reduced)
    try #require(kiwi.count == systems.count && kiwiReduced.count == reduced.count)
    func expectSameError(_ system: TestSystem, _ ours: [Double], _ oracle: KiwiOracle.Result) {
        #expect(oracle.rejected.isEmpty)
        #expect(requiredHold(system, ours, rejected: []))
        let a = system.tierErrors(ours, tiers: system.tiers), b = system.tierErrors(oracle.values, tiers: system.tiers)
        for (x, y) in zip(a, b) { #expect(abs(x - y) <= 1e-6 * max(1, abs(y)), "ours \(a) kiwi \(b)") }
    }
    for (system, oracle) in zip(systems, kiwi) { expectSameError(system, try system.solve().values, oracle) }
    for ((system, values), oracle) in zip(zip(reduced, afterRemovals), kiwiReduced) {
        expectSameError(system, values, oracle)
    }
    return total
}
